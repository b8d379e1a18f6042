"""Starting a game, the set-up payload of forces, and hand-built positions for tests.

``new_game`` gives every seat a random force picked by dice at the start (the FORCES phase), so
a game from options alone is still a pure function of its actions. A set-up payload
``{"forces": [force or null, ...]}`` brings forces built by the players (null: random); it is
checked like everything loaded from disk. ``position`` lays out any moment of a combat by hand
("a red goblin with a d20 spear faces a dragon with a d4 core") for the scenario tests.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import engine.doodledice.flow as flow
from engine.core import CorruptData, replace
from engine.doodledice.forces import (
    DieChoice,
    Force,
    add_force,
    force_from_json,
    force_problem,
    force_to_json,
)
from engine.doodledice.model import ACTIVE, RESERVE, Die, Monster, Part, Phase
from engine.doodledice.options import DEFAULTS, OPTIONS, check_options
from engine.doodledice.rulesets.avatars.abilities import DEVICE, GADGETEER, TYPE_BY_KEY, Avatar
from engine.doodledice.rulesets.draft import rules as draft
from engine.doodledice.rulesets.draft.rules import collection_problem
from engine.doodledice.rulesets.structures.fortresses import NO_MARKS
from engine.doodledice.rulesets.structures.stratagem_marks import empty_schemes
from engine.doodledice.state import DoodleState
from engine.doodledice.tables import (
    BIG,
    COLOUR_KEYS,
    CORE,
    D100,
    NORMAL,
    PART_KEYS,
    SMALL,
)


def blank(options: Mapping[str, Any] | None) -> DoodleState:
    """No dice, no monsters, every seat waiting for a force."""
    opts = check_options(options)
    seats = opts["seats"]
    # Take the castle: a free d100 per seat, of any colour until drawn (outside the budget).
    free = tuple(Die(seat, seat, D100, COLOUR_KEYS, "", ACTIVE)
                 for seat in range(seats)) if opts["take_the_castle"] else ()
    return DoodleState(
        budget=opts["budget"], mirror=opts["mirror"], strange=opts["strange_dice"],
        duo=opts["duo"], structures=opts["stratagems"], free_art=opts["free_art"],
        house=opts["house_rules"],
        castle=opts["take_the_castle"], draft=opts["draft"], collection=(),
        rolls=(0,) * seats, pending=tuple(range(seats)), dice=free,
        avatars=opts["avatars"], avatar=(None,) * seats,
        monsters=(), next_monster=0, round=1, phase=Phase.FORCES, seat=0, queue=(),
        extra=(0,) * seats, initiative=(), turn=-1, opening="", actions=0, attack=None,
        quiet=0, idle=0, low=(), progress=0, out=(False,) * seats, declared=(False,) * seats,
        banish_used=(False,) * seats, asking=(), schemes=empty_schemes(seats), fort=NO_MARKS,
        _outcome=None,
    )


def new_game(options: Mapping[str, Any] | None = None,
             forces: Sequence[Force | None] | None = None,
             collection: Sequence[DieChoice] | None = None) -> DoodleState:
    """A new game: seats with a force in ``forces`` play it, the others (all, by default) get
    a random one when the first dice are thrown. With the draft rule nobody brings a force:
    the game opens with the draft, on ``collection`` or on one the first dice lay out."""
    st = blank(options)
    if st.draft:
        if forces is not None and any(f is not None for f in forces):
            raise CorruptData(NO_FORCES)
        chosen = tuple(collection or ())
        if chosen:
            problem = collection_problem(chosen, st.budget, st.num_seats, st.strange,
                                         st.structures)
            if problem:
                raise CorruptData(problem)
        return DoodleState.of(draft.start(st, chosen))
    if collection:
        raise CorruptData(NO_COLLECTION)
    if forces is None:
        return st
    if len(forces) != st.num_seats:
        raise CorruptData(f"The game is set for {st.num_seats} players but {len(forces)} "
                          "forces are listed.")
    for seat, force in enumerate(forces):
        if force is None:
            continue
        problem = force_problem(force, st.budget, st.strange, st.structures)
        if problem:
            raise CorruptData(f"{st.seat_name(seat)}'s force: {problem}")
        st = DoodleState.of(add_force(st, seat, force))
    pending = tuple(s for s, f in enumerate(forces) if f is None)
    st = st._replace(pending=pending)
    if not pending:
        st = DoodleState.of(flow.advance(flow.first_round(st)))
    return st


NO_FORCES = ("With draft dice nobody brings a force: the dice are picked from the shared "
             "collection.")
NO_COLLECTION = "A shared collection of dice is only laid out with the draft dice rule."


def forces_of(options: Mapping[str, Any], setup: Any) -> list[Force | None]:
    """The forces a set-up payload lists, checked against the options."""
    opts = check_options(options)
    if not isinstance(setup, Mapping) or not {"forces"} <= set(setup) <= {"forces",
                                                                          "collection"} \
            or not isinstance(setup["forces"], list):
        raise CorruptData("The forces of the game are not in the expected form.")
    if len(setup["forces"]) != opts["seats"]:
        raise CorruptData(f"The game is set for {opts['seats']} players but "
                          f"{len(setup['forces'])} forces are listed.")
    out: list[Force | None] = []
    for seat, raw in enumerate(setup["forces"]):
        if raw is None:
            out.append(None)
            continue
        force = force_from_json(raw)
        problem = force_problem(force, opts["budget"], opts["strange_dice"],
                                opts["stratagems"])
        if problem:
            raise CorruptData(f"Player {seat + 1}'s force: {problem}")
        out.append(force)
    if opts["draft"] and any(f is not None for f in out):
        raise CorruptData(NO_FORCES)
    return out


def collection_of(options: Mapping[str, Any], setup: Any) -> tuple[DieChoice, ...] | None:
    """The shared collection a set-up payload brings (None: the dice lay one out), checked
    against the options; call after ``forces_of`` (which checks the payload's shape)."""
    opts = check_options(options)
    raw = setup.get("collection")
    if raw is None:
        return None
    if not opts["draft"]:
        raise CorruptData(NO_COLLECTION)
    try:
        dice = force_from_json(raw)
    except CorruptData as error:
        raise CorruptData(f"The shared collection: {error}") from None
    problem = collection_problem(dice, opts["budget"], opts["seats"], opts["strange_dice"],
                                 opts["stratagems"])
    if problem:
        raise CorruptData(problem)
    return dice


def check_setup(options: Mapping[str, Any], setup: Any) -> dict[str, Any]:
    """The clean set-up payload (registered as the game's set-up checker)."""
    forces = forces_of(options, setup)
    return setup_of(forces, collection_of(options, setup))


def setup_of(forces: Sequence[Force | None],
             collection: Sequence[DieChoice] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"forces": [None if f is None else force_to_json(f) for f in forces]}
    if collection is not None:
        out["collection"] = force_to_json(collection)
    return out


def new_game_from_setup(options: Mapping[str, Any], setup: Mapping[str, Any]) -> DoodleState:
    forces = forces_of(options, setup)
    return new_game(options, forces, collection_of(options, setup))


# ------------------------------------------------------------------------ hand-built positions


def parse_die(text: str) -> DieChoice:
    """"red d8", "red/blue d12" (a hybrid), "small red d6" or "big red d20" (strange dice)."""
    size, _, rest = text.strip().partition(" ")
    if size not in (SMALL, BIG):
        size, rest = NORMAL, text.strip()
    colours, _, kind = rest.rpartition(" ")
    if not kind.startswith("d") or not kind[1:].isdigit():
        raise ValueError(f"Not a die: {text!r}")
    cols = tuple(colours.split("/"))
    if any(c not in COLOUR_KEYS for c in cols):
        raise ValueError(f"Unknown colour in {text!r}")
    return DieChoice(int(kind[1:]), cols, size)


def position(
    monsters: Sequence[Mapping[str, Any]] = (),
    *,
    seats: int = 2,
    active: Mapping[int, Sequence[str]] | None = None,
    reserve: Mapping[int, Sequence[str]] | None = None,
    round: int = 2,
    turn: str | None = None,
    combat: bool = False,
    strange: int = 0,
    duo: int = 0,
    stratagems: int = 0,
    avatars: Mapping[int, Avatar | str] | None = None,
    free_art: int = 0,
    house: int = 0,
) -> DoodleState:
    """A hand-built position.

    ``monsters``: dicts with ``owner``, ``name``, ``parts`` (strings "red d8 weapon", the core
    first, a hybrid's first colour counts), optional ``damage`` (per part), ``born`` (round,
    default 1) and any once-per-round flags of ``Monster`` (``pink_used=True``...).
    ``active``/``reserve``: die strings per seat. With ``turn`` (a monster's name) the turn of
    that monster opens as in play (borrowing and healing asked first); with ``combat`` the
    combat phase starts from its initiative; otherwise the state is the sketching phase of
    seat 0. ``strange`` plays with the strange-dice rule, ``duo`` in teams, ``house`` with
    our balance house rules.

    ``avatars`` (seat -> an ``Avatar`` or a type name) plays with the avatars rule; seats not
    listed get a gadgeteer with every use spent. A part may be a "device" and carry a second
    type ("red d8 shield+weapon"); a Mechamorph (``merged=True``) may list several cores.
    """
    st = blank({"seats": seats, "strange_dice": strange, "duo": duo, "stratagems": stratagems,
                "free_art": free_art, "avatars": int(bool(avatars)),
                "house_rules": house})._replace(
        pending=(), round=round, phase=Phase.SKETCH)
    if avatars:
        spent = Avatar(GADGETEER, "Spent", used=(3, 2, 1))
        st = st._replace(avatar=tuple(
            _avatar(avatars[s]) if s in avatars else spent for s in range(seats)))
    dice: list[Die] = []
    built: list[Monster] = []
    for mid, spec in enumerate(monsters):
        owner = int(spec["owner"])
        parts = []
        for index, text in enumerate(spec["parts"]):
            die_text, _, kind = text.rpartition(" ")
            kind, _, extra = kind.partition("+")
            several = spec.get("merged", False) and index > 0
            if kind not in (*PART_KEYS, DEVICE) or (kind == CORE) != (index == 0) and not several:
                raise ValueError(f"Bad part {text!r}: the core comes first, then other parts.")
            choice = parse_die(die_text)
            damage = tuple(spec.get("damage", ()))
            dice.append(Die(len(dice), owner, choice.sides, choice.colours, choice.colours[0],
                            mid, choice.size))
            parts.append(Part(len(dice) - 1, kind, damage[index] if index < len(damage) else 0,
                              extra=extra))
        flags = {k: v for k, v in spec.items() if k not in ("owner", "name", "parts", "damage")}
        built.append(Monster(id=mid, owner=owner, name=str(spec["name"]), parts=tuple(parts),
                             born=int(flags.pop("born", 1)), **flags))
    for place, pools in ((ACTIVE, active or {}), (RESERVE, reserve or {})):
        for seat, texts in pools.items():
            for text in texts:
                choice = parse_die(text)
                colour = choice.colours[0] if len(choice.colours) == 1 else ""
                dice.append(Die(len(dice), seat, choice.sides, choice.colours, colour, place,
                                choice.size))
    st = st._replace(dice=tuple(dice), monsters=tuple(built), next_monster=len(built))
    if turn is not None:
        m = next(m for m in built if m.name == turn)
        st = st._replace(phase=Phase.COMBAT)
        return DoodleState.of(flow.start_turn(st, m))
    if combat:
        return DoodleState.of(flow.advance(flow.start_combat(st)))
    return st


def _avatar(spec: Avatar | str) -> Avatar:
    if isinstance(spec, Avatar):
        return spec
    colour = "red" if spec == "mage" else ""
    return Avatar(TYPE_BY_KEY[spec].key, f"The {TYPE_BY_KEY[spec].title}", colour)


def die_of(st: DoodleState, name: str, kind: str = CORE, nth: int = 0) -> int:
    """The die id of the ``nth`` part of type ``kind`` on the monster called ``name``."""
    m = next(m for m in st.monsters if m.name == name)
    return [p.die for p in m.parts if p.kind == kind][nth]


def monster_of(st: DoodleState, name: str) -> Monster | None:
    return next((m for m in st.monsters if m.name == name), None)


def with_monster(st: DoodleState, name: str, **changes: Any) -> DoodleState:
    """The state with the named monster's fields changed (tests)."""
    m = next(m for m in st.monsters if m.name == name)
    return st._replace(monsters=tuple(replace(m, **changes) if x.id == m.id else x
                                      for x in st.monsters))


__all__ = ["DEFAULTS", "OPTIONS", "add_force", "blank", "check_options", "check_setup",
           "collection_of", "die_of", "forces_of", "monster_of", "new_game", "new_game_from_setup",
           "parse_die", "position", "setup_of", "with_monster"]

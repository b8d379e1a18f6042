"""Doodle Dice Monsters states as plain, versioned JSON, and a strict loader.

Saves hold the action list (drawings included, inside ``CreateMonster``), replayed through the
engine; whole states travel too (the AI worker, tests). The loader trusts nothing: every field
is type- and range-checked, every die's place must agree with the monster holding it, and the
rebuilt state must be one the game could stop at (``flow.advance`` leaves it unchanged) and
answer its own queries. Anything else is ``CorruptData`` with a readable reason.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from engine.core import CHANCE, CorruptData, EndReason, Outcome
from engine.doodledice import flow
from engine.doodledice.model import (
    FORTRESS_STEPS,
    HORDE,
    JUMP,
    REMOVED,
    RESERVE,
    STEPS,
    Attack,
    Die,
    Monster,
    Part,
    Phase,
)
from engine.doodledice.options import STATE_OPTIONS, check_options
from engine.doodledice.rulesets.avatars.abilities import CYBER_TYPES, DEVICE, part_cap
from engine.doodledice.rulesets.avatars.serial import avatars_from_json, avatars_to_json
from engine.doodledice.rulesets.draft import rules as draft
from engine.doodledice.rulesets.draft.rules import (
    FIRST_PICK_SIDES,
    Collection,
    collection_from_json,
    collection_to_json,
)
from engine.doodledice.rulesets.structures.fortress_serial import (
    check_marks,
    marks_from_json,
    marks_to_json,
)
from engine.doodledice.rulesets.structures.places import ROLES, is_castle_die
from engine.doodledice.rulesets.structures.stratagem_marks import schemes_from_json, schemes_to_json
from engine.doodledice.sketch import (
    anchor_problem,
    name_problem,
    sketch_from_json,
    sketch_problem,
    sketch_to_json,
    traits_problem,
)
from engine.doodledice.tables import (
    ADDED_PARTS,
    ALL_SIDES,
    COLOUR_KEYS,
    CORE,
    D100,
    IDLE_ROUNDS,
    MAX_PARTS,
    QUIET_ROUNDS,
    SIDES,
    SIZES,
)
from engine.saved import saved_bool as _bool
from engine.saved import saved_int as _int
from engine.saved import saved_ints as _ints
from engine.saved import saved_list as _list

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState

FORMAT = 1
GAME = "doodle-dice"
_DRAFT_FIELDS = {"collection", "rolls"}
"""Fields of the draft dice rule; a position saved before the rule existed has none."""
_FIELDS = {"format", "game", "options", "collection", "rolls", "pending", "dice", "monsters",
           "next_monster", "round", "phase", "seat", "queue", "extra", "initiative", "turn",
           "opening", "actions", "attack", "quiet", "idle", "low", "progress", "out", "declared",
           "banish_used", "asking", "avatar", "stratagems", "fortresses",
           "outcome"}
_LATER = {"low"}
"""Fields added since: a position saved before has none (``low`` is then measured afresh)."""
_MONSTER_FIELDS = {"id", "owner", "name", "traits", "sketch", "born", "parts", "given_up",
                   "copied", "enervating", "flags", "role", "marks"}
_BIG = 10**6


def state_to_dict(st: DoodleState) -> dict[str, Any]:
    out = st._outcome
    a = st.attack
    return {
        "format": FORMAT,
        "game": GAME,
        "options": st.options,
        "collection": collection_to_json(st.collection),
        "rolls": list(st.rolls),
        "pending": list(st.pending),
        "dice": [[d.owner, d.sides, list(d.colours), d.colour, d.place, d.size]
                 for d in st.dice],
        "monsters": [_monster_to_dict(m) for m in st.monsters],
        "next_monster": st.next_monster,
        "round": st.round,
        "phase": st.phase.value,
        "seat": st.seat,
        "queue": list(st.queue),
        "extra": list(st.extra),
        "initiative": [list(g) for g in st.initiative],
        "turn": st.turn,
        "opening": st.opening,
        "actions": st.actions,
        "attack": None if a is None else [a.attacker, a.weapon, a.struggle, a.defender,
                                          a.target, a.step, a.aimed, a.nullifier, a.value,
                                          list(a.asked), a.declined, a.shield_value,
                                          a.technique, a.soak],
        "quiet": st.quiet,
        "idle": st.idle,
        "low": list(st.low),
        "progress": st.progress,
        "out": list(st.out),
        "declared": list(st.declared),
        "banish_used": list(st.banish_used),
        "asking": list(st.asking),
        "avatar": avatars_to_json(st.avatar),
        "stratagems": schemes_to_json(st.schemes),
        "fortresses": marks_to_json(st.fort),
        "outcome": None if out is None else {
            "winners": list(out.winners), "reason": out.reason.value, "detail": out.detail},
    }


def _monster_to_dict(m: Monster) -> dict[str, Any]:
    return {
        "id": m.id, "owner": m.owner, "name": m.name, "traits": list(m.traits),
        "sketch": sketch_to_json(m.sketch), "born": m.born,
        "parts": [[p.die, p.kind, p.damage, list(p.anchor), p.used, p.blocked, p.extra,
                   p.extra_used] for p in m.parts],
        "given_up": m.given_up, "copied": m.copied, "enervating": list(m.enervating),
        "flags": [m.struggled, m.healed, m.pink_used, m.black_used, m.white_used, m.banished],
        "role": m.role,
        "marks": [m.mutations, m.merged, m.avatar, m.charge],
    }


_Built = TypeVar("_Built", bound="DoodleState")


def state_from_dict(data: Any, cls: Callable[..., _Built]) -> _Built:
    """The position ``data`` describes, built as ``cls`` (the state class passes itself, so this
    module sits below it and never imports it)."""
    try:
        return _load(data, cls)
    except CorruptData:
        raise
    except Exception as error:  # a loader must never crash the app on a bad file
        raise CorruptData(f"The saved Doodle Dice Monsters position is damaged "
                          f"({type(error).__name__}).") from None


def _load(data: Any, cls: Callable[..., _Built]) -> _Built:
    if not isinstance(data, Mapping) or set(data) - _LATER not in (
            _FIELDS - _LATER, _FIELDS - _DRAFT_FIELDS - _LATER):
        raise CorruptData("The saved Doodle Dice Monsters position has missing or unexpected "
                          "fields.")
    if type(data["format"]) is not int or data["format"] != FORMAT or data["game"] != GAME:
        raise CorruptData("The saved position is not a Doodle Dice Monsters game of a known "
                          "format.")
    if not isinstance(data["options"], Mapping) \
            or set(data["options"]) | {"draft", "house_rules"} != set(STATE_OPTIONS):
        raise CorruptData("The saved options are incomplete.")
    opts = check_options(data["options"])
    seats = opts["seats"]
    collection, rolls = _draft_fields(data, seats, opts["strange_dice"], opts["stratagems"])
    try:
        phase = Phase(data["phase"])
    except (ValueError, TypeError):
        raise CorruptData(f"Unknown game phase {data['phase']!r}.") from None
    next_monster = _int(data["next_monster"], 0, _BIG, "monster counter")
    rnd = _int(data["round"], 1, _BIG, "round")
    out = tuple(_bool(v, "player status") for v in _list(data["out"], "players", seats))
    dice = _dice(data["dice"], seats, next_monster, opts["strange_dice"], opts["stratagems"],
                 opts["take_the_castle"])
    schemes = schemes_from_json(data["stratagems"], seats, next_monster, len(dice),
                                opts["stratagems"])
    monsters = _monsters(data["monsters"], dice, seats, next_monster, rnd, out,
                         opts["stratagems"], opts["avatars"], dict(schemes.swayed))
    seat = _int(data["seat"], 0, seats - 1, "seat")
    avatar = avatars_from_json(data["avatar"], seats, opts["avatars"], phase, seat)
    ids = {m.id for m in monsters}
    if schemes.swayed and (phase is not Phase.COMBAT or any(
            m.id == mid and m.owner == home for mid, home in schemes.swayed for m in monsters)):
        raise CorruptData("A saved swayed monster is not fighting for another player.")
    pending = _ints(data["pending"], 0, seats - 1, "seat waiting for a force")
    if list(pending) != sorted(set(pending)) or (bool(pending) != (phase is Phase.FORCES)):
        raise CorruptData("The saved forces still to pick do not fit the phase.")
    queue = _ints(data["queue"], 0, _BIG, "purple monster")
    initiative = tuple(_ints(g, 0, _BIG, "initiative") for g in
                       _list(data["initiative"], "initiative"))
    flat = [mid for g in initiative for mid in g] + list(queue)
    if any(not g for g in initiative) or len(set(flat)) != len(flat) \
            or not set(flat) <= ids:
        raise CorruptData("The saved initiative or purple queue names missing monsters.")
    turn = _int(data["turn"], -1, _BIG, "monster whose turn it is")
    if turn >= 0 and turn not in ids:
        raise CorruptData("The saved turn belongs to a monster not in play.")
    opening = data["opening"]
    if opening not in ("", "charge", "copy", "heal", "act") or (opening == "") != (turn < 0):
        raise CorruptData("The saved start of a turn is not in the expected form.")
    marks = marks_from_json(data["fortresses"], len(dice), next_monster, seats)
    attack = _attack(data["attack"], dice, monsters, seats, opts["duo"], marks.jump > 0)
    declared = tuple(_bool(v, "big die use") for v in _list(data["declared"], "big dice", seats))
    banish_used = tuple(_bool(v, "d3 use") for v in _list(data["banish_used"], "d3 uses", seats))
    asking = _ints(data["asking"], 0, seats - 1, "player asked about a d3")
    if list(asking) != sorted(set(asking)) or (asking and (
            phase not in (Phase.COMBAT, Phase.GATHER) or (turn >= 0 and attack is None))):
        raise CorruptData("The saved d3 questions do not fit the phase.")
    if not opts["strange_dice"] and (any(declared) or any(banish_used)
                                     or any(m.banished for m in monsters)):
        raise CorruptData("The saved game uses strange dice without the rule.")
    outcome = _outcome(data["outcome"], phase, seats, opts["duo"])
    st = cls(
        budget=opts["budget"], mirror=opts["mirror"], strange=opts["strange_dice"],
        duo=opts["duo"], structures=opts["stratagems"], free_art=opts["free_art"],
        house=opts["house_rules"],
        castle=opts["take_the_castle"], draft=opts["draft"], collection=collection, rolls=rolls,
        pending=pending, dice=dice,
        avatars=opts["avatars"], avatar=avatar,
        monsters=monsters, next_monster=next_monster, round=rnd, phase=phase,
        seat=seat, queue=queue,
        extra=_ints(data["extra"], 0, MAX_PARTS, "extra dice"), initiative=initiative,
        turn=turn, opening=opening, actions=_int(data["actions"], 0, 20, "actions left"),
        attack=attack, quiet=_int(data["quiet"], 0, QUIET_ROUNDS, "quiet rounds"),
        idle=_int(data["idle"], 0, IDLE_ROUNDS, "rounds without a lost die"),
        low=_low(data, seats),
        progress=_int(data["progress"], 0, 2, "round's progress"), out=out, declared=declared,
        banish_used=banish_used, asking=asking, schemes=schemes, fort=marks, _outcome=outcome,
    )
    check_marks(st)
    if (st.quiet == QUIET_ROUNDS or st.idle == IDLE_ROUNDS) and phase is not Phase.OVER:
        raise CorruptData("The saved game has run out of rounds but is not over.")
    if len(st.extra) != seats:
        raise CorruptData("The saved extra dice do not list every player.")
    if phase is not Phase.COMBAT and (turn >= 0 or attack is not None):
        raise CorruptData("A monster's turn is saved outside combat.")
    if opening == "charge" and not opts["avatars"]:
        raise CorruptData("A Supercharge is asked in a game without avatars.")
    if attack is not None and (turn < 0 or opening != "act"
                               or attack.attacker != turn):
        raise CorruptData("The saved attack is not made by the monster whose turn it is.")
    _check_draft(st)
    if phase is not Phase.GATHER and queue:
        raise CorruptData("Purple monsters wait outside the gather phase.")
    if phase not in (Phase.INITIATIVE, Phase.COMBAT) and initiative:
        raise CorruptData("An initiative order is saved outside combat.")
    if phase is Phase.COMBAT and any(len(g) > 1 for g in initiative):
        raise CorruptData("Combat is saved with an initiative tie unresolved.")
    if outcome is None:
        if phase is Phase.OVER or len({st.team(s) for s in st.alive()}) < 2 or (
                phase not in (Phase.FORCES, Phase.DRAFT)
                and any(st.has_nothing(s) for s in st.alive())):
            raise CorruptData("The saved game should already be over.")
        if flow.advance(st) is not st:
            raise CorruptData("The saved position is not one the game could have stopped at.")
        mover = st.to_move
        if mover == CHANCE:
            st.roll_request()
        elif mover is None or out[mover] or not st.legal_actions():
            raise CorruptData("In the saved position the player to move has nothing to do.")
    elif phase is not Phase.OVER:
        raise CorruptData("A finished game must be saved as over.")
    return st


def _low(data: Mapping[str, Any], seats: int) -> tuple[int, ...]:
    """Each seat's least life at a round's end (none in a save from before it was kept)."""
    low = _ints(data.get("low", []), 0, _BIG, "least life left")
    if len(low) not in (0, seats):
        raise CorruptData("The saved least life left does not list every player.")
    return low


def _draft_fields(data: Mapping[str, Any], seats: int, strange: int, d100: int
                  ) -> tuple[Collection, tuple[int, ...]]:
    """The shared collection (its dice as the rules in play allow) and the first-pick throws
    (none in a save from before the rule)."""
    if "collection" not in data:
        return (), (0,) * seats
    try:
        collection = collection_from_json(data["collection"], strange, d100)
    except ValueError as error:
        raise CorruptData(str(error)) from None
    rolls = _ints(data["rolls"], 0, FIRST_PICK_SIDES, "throw for first pick")
    if len(rolls) != seats:
        raise CorruptData("The saved throws for first pick do not list every player.")
    return collection, rolls


def _check_draft(st: DoodleState) -> None:
    """The draft's fields fit the phase: only a draft has a collection or throws, and during
    the draft nobody has a monster or a die outside the reserve, nor more than the budget."""
    if st.phase is not Phase.DRAFT:
        if st.collection or any(st.rolls):
            raise CorruptData("A shared collection is saved outside the draft.")
        return
    if not st.draft:
        raise CorruptData("A draft is saved in a game without the draft dice rule.")
    if st.monsters or st.round != 1 or st.pending:
        raise CorruptData("A draft is saved after the game began.")
    if any(d.place != RESERVE and not is_castle_die(d) for d in st.dice):
        raise CorruptData("A die picked in the draft is saved outside the reserve pool.")
    if any(draft.taken_sides(st, s) > st.budget for s in range(st.num_seats)):
        raise CorruptData("A player's picks in the saved draft go over the budget.")
    if any(st.rolls) and not st.collection:
        raise CorruptData("The saved draft has throws for first pick but no collection.")
    if draft.decided(st) and (st.out[st.seat] or not draft.can_pick(st, st.seat)):
        raise CorruptData("In the saved draft the player to pick cannot pick.")


def _dice(raw: Any, seats: int, next_monster: int, strange: int,
          stratagems: int, castle: int) -> tuple[Die, ...]:
    out = []
    for index, item in enumerate(_list(raw, "dice")):
        owner, sides, colours, colour, place, size = _list(item, "die", 6)
        colours = tuple(_list(colours, "die colours"))
        free = castle and sides == D100 and colours == COLOUR_KEYS  # take the castle's d100
        if not (1 <= len(colours) <= 2 or free) or len(set(colours)) != len(colours) \
                or any(c not in COLOUR_KEYS for c in colours):
            raise CorruptData("A saved die has no proper colours.")
        if not isinstance(colour, str) or (colour and colour not in colours) \
                or (len(colours) == 1 and colour != colours[0]):
            raise CorruptData("A saved die counts as a colour it does not have.")
        if type(sides) is not int or (sides not in (ALL_SIDES if strange else SIDES)
                                      and not (stratagems and sides == D100)):
            raise CorruptData("A saved die has an unknown number of sides.")
        if size not in SIZES or (size and (not strange or sides not in SIDES)):
            raise CorruptData("A saved die has a size it cannot have.")
        out.append(Die(index, _int(owner, 0, seats - 1, "die owner"), sides, colours, colour,
                       _int(place, REMOVED, next_monster - 1, "die place"), size))
    return tuple(out)


def _monsters(raw: Any, dice: tuple[Die, ...], seats: int, next_monster: int, rnd: int,
              out: tuple[bool, ...], stratagems: int, avatars: int,
              swayed: dict[int, int] | None = None) -> tuple[Monster, ...]:
    """The monsters, checked; a swayed monster (``swayed``: id -> owner) fights for another
    seat this combat while its dice stay its owner's."""
    monsters = []
    roles: set[tuple[int, str]] = set()
    invested: set[int] = set()
    for item in _list(raw, "monsters"):
        if not isinstance(item, Mapping) or set(item) != _MONSTER_FIELDS:
            raise CorruptData("A saved monster is not in the expected form.")
        mid = _int(item["id"], 0, next_monster - 1, "monster id")
        owner = _int(item["owner"], 0, seats - 1, "monster owner")
        if out[owner]:
            raise CorruptData("A saved monster belongs to a player who is out.")
        role = item["role"]
        if role not in ("", *ROLES) or (role and (not stratagems or (owner, role) in roles)):
            raise CorruptData("A saved monster is a stratagem or fortress it cannot be.")
        roles.add((owner, role))
        traits = tuple(_list(item["traits"], "traits"))
        sketch = sketch_from_json(item["sketch"])
        problem = (name_problem(item["name"]) or traits_problem(traits, role)
                   or sketch_problem(sketch))
        if problem:
            raise CorruptData(f"A saved monster is damaged: {problem}")
        mutations, merged, is_avatar, charge = _list(item["marks"], "monster marks", 4)
        marks = (_int(mutations, 0, 3, "mutations"), _bool(merged, "mechamorph"),
                 _bool(is_avatar, "avatar monster"), _int(charge, 0, _BIG, "supercharge"))
        if not avatars and (any(marks)):
            raise CorruptData("A saved monster uses avatars without the rule.")
        parts = []
        for index, raw_part in enumerate(_list(item["parts"], "parts")):
            die, kind, damage, anchor, used, blocked, extra, extra_used = _list(raw_part,
                                                                                "part", 8)
            die = _int(die, 0, len(dice) - 1, "part die")
            d = dice[die]
            if d.place != mid or d.owner != (swayed or {}).get(mid, owner) or not d.colour \
                    or die in invested:
                raise CorruptData("A saved part's die is not where the part is.")
            invested.add(die)
            known = ADDED_PARTS + ((DEVICE, CORE) if marks[1] else (DEVICE,) if avatars else ())
            if (index == 0 and kind != CORE) or (index and kind not in known):
                raise CorruptData("A saved monster's parts are not a core and known parts.")
            if extra != "" and (not avatars or extra not in CYBER_TYPES or extra == kind):
                raise CorruptData("A saved part has a second type it cannot have.")
            anchor = tuple(_list(anchor, "anchor"))
            if anchor_problem(anchor):
                raise CorruptData("A saved part label is off the drawing.")
            top = d.sides - (0 if stratagems and kind == CORE else 1)  # a martyr's core: 0 life
            parts.append(Part(die, kind, _int(damage, 0, top, "part damage"), anchor,
                              _bool(used, "part use"), _bool(blocked, "shield use"), extra,
                              _bool(extra_used, "second type use")))
        if any((dice[p.die].sides == D100) != (bool(role) and p.kind == CORE) for p in parts) \
                or (role and len(parts) != 1):
            raise CorruptData("A saved stratagem or fortress is not a lone d100 core.")
        copied = item["copied"]
        if copied != "" and copied not in COLOUR_KEYS:
            raise CorruptData("A saved monster borrowed an unknown colour.")
        flags = [_bool(v, "monster flag") for v in _list(item["flags"], "monster flags", 6)]
        monsters.append(Monster(
            id=mid, owner=owner, name=item["name"], parts=tuple(parts),
            born=_int(item["born"], 1, rnd, "round a monster was sketched"), traits=traits,
            sketch=sketch, given_up=_int(item["given_up"], 0, MAX_PARTS, "actions given up"),
            copied=copied, enervating=_ints(item["enervating"], 0, len(dice) - 1,
                                            "switched-off part"),
            struggled=flags[0], healed=flags[1], pink_used=flags[2], black_used=flags[3],
            white_used=flags[4], banished=flags[5], mutations=marks[0], merged=marks[1],
            avatar=marks[2], charge=marks[3], role=role))
        if not 1 <= len(parts) <= part_cap(monsters[-1]):
            raise CorruptData("A saved monster has no core or too many parts.")
    if [m.id for m in monsters] != sorted({m.id for m in monsters}):
        raise CorruptData("The saved monsters are out of order or share an id.")
    if any(d.place >= 0 and d.id not in invested for d in dice):
        raise CorruptData("A saved die is invested in a part that does not exist.")
    in_play = invested
    if any(e not in in_play for m in monsters for e in m.enervating):
        raise CorruptData("A switched-off part is not in play.")
    return tuple(monsters)


def _attack(raw: Any, dice: tuple[Die, ...], monsters: tuple[Monster, ...],
            seats: int, duo: int, jump: bool = False) -> Attack | None:
    """The attack in flight (``jump``: a chain lightning's, whose weapon roll is long past)."""
    if raw is None:
        return None
    attacker, weapon, struggle, defender, target, step, aimed, nullifier, value, asked, \
        declined, shield_value, technique, soak = _list(raw, "attack", 14)
    m = next((x for x in monsters if x.id == attacker), None)
    if m is None or type(weapon) is not int or m.part(weapon) is None:
        raise CorruptData("The saved attack is not made with a part of a monster in play.")
    struggle = _bool(struggle, "struggle")
    if (struggle and weapon != m.core.die) or (not struggle and weapon == m.core.die
                                               and len(m.parts) < 2):  # a core as a weapon
        raise CorruptData("The saved attack mixes up a struggle and a weapon.")
    if step not in STEPS:
        raise CorruptData("The saved attack is at an unknown step.")
    fortress_step = step in FORTRESS_STEPS or jump
    n = len(dice)
    a = Attack(m.id, weapon, struggle, _int(defender, 0, seats - 1, "defender"),
               _int(target, HORDE, n - 1, "attacked part"), step, _int(aimed, -1, n - 1, "part"),
               _int(nullifier, -1, n - 1, "nullifier"), _int(value, -1, 20, "weapon roll"),
               _ints(asked, 0, seats - 1, "player asked"),
               _bool(declined, "big die declined"), _int(shield_value, -1, 20, "shield roll"),
               _bool(technique, "special technique"), _int(soak, 0, _BIG, "horde soak"))
    if a.defender == m.owner or (duo and a.defender % 2 == m.owner % 2) \
            or (a.target == -1) != (step == "lose_die") \
            or (a.target == HORDE and step not in ("roll", "reroll", "technique")):
        raise CorruptData("The saved attack has no proper target.")
    late = step in ("technique", "soak", "sigil", "jump")
    if late != (a.shield_value >= 0) or (a.soak and step not in ("soak", "sigil")) \
            or (a.technique and not late):
        raise CorruptData("The saved attack's damage questions do not fit its step.")
    holder = next((x for x in monsters if a.target >= 0 and x.id == dice[a.target].place), None)
    held_by = holder.owner if holder is not None else a.defender
    if a.target >= 0 and step != JUMP and (dice[a.target].place < 0 or (
            held_by != a.defender and not (duo and held_by % 2 == a.defender % 2))):
        raise CorruptData("The saved attack aims at a part not in play.")
    early = step in ("pink", "aim", "shield", "nullify", "lose_die")
    if (step == "null_roll" and a.nullifier < 0) or (early and a.nullifier >= 0):
        raise CorruptData("The saved attack's nullifier does not fit its step.")
    rolled = step in ("reroll", "shield_roll", "technique", "soak")
    fits = (a.value == -1 and step not in ("roll", "reroll")) if struggle \
        else (a.value >= 0) == rolled
    if (not fits and not fortress_step) or a.value == 0 or a.value > dice[weapon].sides:
        raise CorruptData("The saved weapon roll does not fit the attack's step.")
    return a


def _outcome(raw: Any, phase: Phase, seats: int, duo: int) -> Outcome | None:
    if raw is None:
        return None
    if not isinstance(raw, Mapping) or set(raw) != {"winners", "reason", "detail"}:
        raise CorruptData("The saved result is not in the expected form.")
    winners = _ints(raw["winners"], 0, seats - 1, "winner")
    if len(set(winners)) != len(winners) or len(winners) > (seats // 2 if duo else 1):
        raise CorruptData("The saved winners are not possible.")
    try:
        reason = EndReason(raw["reason"])
    except (ValueError, TypeError):
        raise CorruptData(f"Unknown end reason {raw['reason']!r}.") from None
    if not isinstance(raw["detail"], str) or (reason is EndReason.DRAW) != (not winners):
        raise CorruptData("The saved result does not match its winners.")
    if phase is not Phase.OVER:
        raise CorruptData("A running game cannot have a result.")
    return Outcome(winners, reason, raw["detail"])


__all__ = ["FORMAT", "state_from_dict", "state_to_dict"]

"""Daemon Dice states as plain, versioned JSON, and a strict loader.

The loader trusts nothing: every field is type- and range-checked, faces must be faces of their
die, attacks and defences must be made of dice that really show those faces, and at the end the
rebuilt state must be one the game could actually stop at (settling leaves it unchanged) and must
answer its own queries. Anything else is ``CorruptData`` with a readable reason, never another
exception.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core import CHANCE, CorruptData, EndReason, Outcome
from engine.daemondice.breeds import MAX_DICE, Daemon
from engine.daemondice.confirm import CONFIRM_CHOICES
from engine.daemondice.lineup import MAX_SEATS, check_lineup, daemon_from_dict, daemon_to_dict
from engine.daemondice.model import CHANCE_STEPS, FOE_STEPS, USES, Attack, Hit, Hold, Step
from engine.daemondice.rules import settle
from engine.daemondice.tables import (
    ATTACKS,
    BRAIN,
    DEFENCES,
    EYE,
    FACES,
    INITIATIVE_TIES,
    PLUS,
    SPIKE,
    STINGER,
    TENTACLE,
)
from engine.saved import saved_bool as _bool
from engine.saved import saved_int as _int
from engine.saved import saved_list as _list

if TYPE_CHECKING:
    from engine.daemondice.state import DaemonDiceState

FORMAT = 1
"""Version of this state format (bump and convert when the layout changes)."""

GAME = "daemon-dice"
_COUNT_LIMIT = 2 * MAX_DICE * MAX_SEATS
_KEYS = frozenset((
    "format", "game", "daemons", "health", "faces", "used", "holds", "out", "step", "turn", "foe",
    "incoming", "guard", "minus_free", "minus_aimed", "mouths", "queue", "target", "outgoing",
    "sent_free", "sent_aimed", "rot_left", "free_left", "init_round", "rollers", "contenders",
    "outcome",
))
_OPTIONAL = frozenset(("confirm",))
"""Keys a state may leave out (written before they existed); their default is taken."""


def _attack_to(a: Attack) -> dict[str, Any]:
    return {"die": a.die, "face": a.face, "boosts": list(a.boosts), "brain": a.brain,
            "spikes": list(a.spikes), "poison": a.poison}


def state_to_dict(st: DaemonDiceState) -> dict[str, Any]:
    """Everything needed to rebuild ``st`` exactly, as JSON-ready data."""
    out = st._outcome
    return {
        "format": FORMAT, "game": GAME,
        "daemons": [daemon_to_dict(d) for d in st.daemons],
        "health": [list(r) for r in st.health],
        "faces": [list(r) for r in st.faces],
        "used": [list(r) for r in st.used],
        "holds": [[h.holder, h.holder_die, h.victim, h.victim_die] for h in st.holds],
        "out": list(st.out), "step": st.step.value, "turn": st.turn, "foe": st.foe,
        "incoming": [_attack_to(a) for a in st.incoming],
        "guard": [[[d, m] for d, m in g] for g in st.guard],
        "minus_free": st.minus_free, "minus_aimed": st.minus_aimed, "mouths": st.mouths,
        "queue": [[h.harm, h.targeted] for h in st.queue],
        "target": st.target, "outgoing": [_attack_to(a) for a in st.outgoing],
        "sent_free": st.sent_free, "sent_aimed": st.sent_aimed, "rot_left": st.rot_left,
        "free_left": st.free_left, "init_round": st.init_round, "rollers": list(st.rollers),
        "contenders": list(st.contenders), "confirm": st.confirm,
        "outcome": None if out is None else {
            "winners": list(out.winners), "reason": out.reason.value, "detail": out.detail},
    }


def state_from_dict(data: Any, cls: type[DaemonDiceState]) -> DaemonDiceState:
    """Rebuild a state from ``state_to_dict`` output; CorruptData if anything is off."""
    try:
        return _load(data, cls)
    except CorruptData:
        raise
    except Exception as error:  # a loader must never crash the app on a bad file
        raise CorruptData(f"The saved Daemon Dice battle is damaged ({type(error).__name__})."
                          ) from None


# ---------------------------------------------------------------------------------- checks


def _opt_int(value: Any, lo: int, hi: int, what: str) -> int | None:
    return None if value is None else _int(value, lo, hi, what)


def _rows(raw: Any, sizes: list[int], what: str) -> list[list[Any]]:
    rows = _list(raw, what)
    if len(rows) != len(sizes) or any(not isinstance(r, list) or len(r) != n
                                      for r, n in zip(rows, sizes, strict=False)):
        raise CorruptData(f"The saved {what} does not have one entry per die.")
    return rows


def _attack(raw: Any, seat: int | None, st: DaemonDiceState, what: str) -> Attack:
    if seat is None:
        raise CorruptData(f"Saved {what} have no attacker.")
    if not isinstance(raw, Mapping) or set(raw) != {"die", "face", "boosts", "brain", "spikes",
                                                    "poison"}:
        raise CorruptData(f"Saved {what} are not in the expected form.")
    size = st.daemons[seat].size
    faces = st.faces[seat]
    die = _int(raw["die"], 0, size - 1, "attacking die")
    face = raw["face"]
    if face not in ATTACKS or faces[die] != face:
        raise CorruptData(f"Saved {what} use a face the die does not show.")
    boosts = tuple(_int(d, 0, size - 1, "boosting die") for d in _list(raw["boosts"], "boosts"))
    spikes = tuple(_int(d, 0, size - 1, "spike die") for d in _list(raw["spikes"], "spikes"))
    brain = _opt_int(raw["brain"], 0, size - 1, "brain die")
    poison = _bool(raw["poison"], "poison flag")
    dice = (die,) + boosts + spikes + (() if brain is None else (brain,))
    if len(set(dice)) != len(dice):
        raise CorruptData(f"Saved {what} use one die twice.")
    if any(faces[d] != PLUS for d in boosts) or any(faces[d] != SPIKE for d in spikes) or (
            brain is not None and faces[brain] != BRAIN):
        raise CorruptData(f"Saved {what} are boosted by dice that do not show the right face.")
    if (poison and face != STINGER) or (brain is not None and (spikes or poison)) or (
            spikes and face == EYE):
        raise CorruptData(f"Saved {what} combine things the rules keep apart.")
    return Attack(die, face, boosts, brain, spikes, poison)


def _load(data: Any, cls: type[DaemonDiceState]) -> DaemonDiceState:
    if not isinstance(data, Mapping) or not _KEYS <= set(data) <= _KEYS | _OPTIONAL:
        raise CorruptData("The saved Daemon Dice battle has missing or unexpected fields.")
    if type(data["format"]) is not int or data["format"] != FORMAT:
        raise CorruptData(f"Unknown Daemon Dice format {data['format']!r}.")
    if data["game"] != GAME:
        raise CorruptData("The saved position is not a Daemon Dice battle.")
    lineup = tuple(daemon_from_dict(d) for d in _list(data["daemons"], "daemons"))
    checked = check_lineup(lineup)
    if checked != lineup:
        raise CorruptData("Two saved daemons share a name.")
    n = len(lineup)
    sizes = [d.size for d in lineup]
    health = tuple(tuple(_int(h, 0, 2, "die health") for h in row)
                   for row in _rows(data["health"], sizes, "health"))
    faces = []
    for s, row in enumerate(_rows(data["faces"], sizes, "faces")):
        for d, f in enumerate(row):
            if f is not None and (not isinstance(f, str) or f not in FACES[lineup[s].dice[d][0]]):
                raise CorruptData("A saved face is not on its die.")
        faces.append(tuple(row))
    used = []
    for row in _rows(data["used"], sizes, "uses"):
        if any(not isinstance(u, str) or u not in USES for u in row):
            raise CorruptData("A saved die use is unknown.")
        used.append(tuple(row))
    out = tuple(_bool(x, "defeat flag") for x in _list(data["out"], "defeat flags"))
    if len(out) != n:
        raise CorruptData("The saved defeat flags do not match the daemons.")
    try:
        step = Step(data["step"])
    except (ValueError, TypeError):
        raise CorruptData(f"Unknown step {data['step']!r}.") from None
    holds = _holds(data["holds"], lineup, health, out)
    st = cls(
        daemons=lineup, health=health, faces=tuple(faces), used=tuple(used), holds=holds, out=out,
        step=step, turn=_int(data["turn"], 0, n - 1, "daemon to play"),
        foe=_opt_int(data["foe"], 0, n - 1, "foe"), incoming=(), guard=(),
        minus_free=_int(data["minus_free"], 0, _COUNT_LIMIT, "minus count"),
        minus_aimed=_int(data["minus_aimed"], 0, _COUNT_LIMIT, "targeted minus count"),
        mouths=_int(data["mouths"], 0, MAX_DICE, "Mouth count"), queue=(),
        target=_opt_int(data["target"], 0, n - 1, "target"), outgoing=(),
        sent_free=_int(data["sent_free"], 0, _COUNT_LIMIT, "minus count"),
        sent_aimed=_int(data["sent_aimed"], 0, _COUNT_LIMIT, "targeted minus count"),
        rot_left=_int(data["rot_left"], 0, MAX_DICE, "rot count"),
        free_left=_int(data["free_left"], 0, MAX_DICE, "stamina count"),
        init_round=_int(data["init_round"], 1, INITIATIVE_TIES, "initiative round"),
        rollers=tuple(_int(s, 0, n - 1, "roller") for s in _list(data["rollers"], "rollers")),
        contenders=tuple(_int(s, 0, n - 1, "contender")
                         for s in _list(data["contenders"], "contenders")),
        _outcome=_outcome(data["outcome"], step, n),
        confirm=_int(data.get("confirm", 0), 0, max(CONFIRM_CHOICES), "confirm seats"),
    )
    incoming = tuple(_attack(a, st.foe, st, "incoming attacks")
                     for a in _list(data["incoming"], "incoming attacks"))
    outgoing = tuple(_attack(a, st.turn, st, "outgoing attacks")
                     for a in _list(data["outgoing"], "outgoing attacks"))
    queue = []
    for item in _list(data["queue"], "damage queue"):
        if not isinstance(item, list) or len(item) != 2:
            raise CorruptData("Saved damage is not [harm, targeted].")
        queue.append(Hit(_int(item[0], 1, 2, "harm"), _bool(item[1], "targeted flag")))
    st = st._replace(incoming=incoming, outgoing=outgoing, queue=tuple(queue),
                     guard=_guard(data["guard"], st, incoming))
    _check_turn(st)
    return _check_stop(st)


def _holds(raw: Any, lineup: tuple[Daemon, ...], health: tuple[tuple[int, ...], ...],
           out: tuple[bool, ...]) -> tuple[Hold, ...]:
    n = len(lineup)
    holds = []
    for item in _list(raw, "grabs"):
        if not isinstance(item, list) or len(item) != 4:
            raise CorruptData("A saved grab is not [holder, die, victim, die].")
        a = _int(item[0], 0, n - 1, "grabbing daemon")
        b = _int(item[1], 0, lineup[a].size - 1, "grabbing die")
        c = _int(item[2], 0, n - 1, "grabbed daemon")
        d = _int(item[3], 0, lineup[c].size - 1, "grabbed die")
        if a == c or lineup[a].dice[b][0] != TENTACLE or out[a] or out[c] or health[a][b] or \
                health[c][d]:
            raise CorruptData("A saved grab is not one the rules allow.")
        holds.append(Hold(a, b, c, d))
    ends = [(h.holder, h.holder_die) for h in holds] + [(h.victim, h.victim_die) for h in holds]
    if len(set(ends)) != len(ends):
        raise CorruptData("A saved die takes part in two grabs.")
    return tuple(sorted(holds))


def _guard(raw: Any, st: DaemonDiceState, incoming: tuple[Attack, ...]) -> tuple[Any, ...]:
    groups = _list(raw, "defences")
    if len(groups) != len(incoming):
        raise CorruptData("The saved defences do not match the attacks.")
    me = st.turn
    seen: set[int] = set()
    out = []
    for group in groups:
        items = []
        for item in _list(group, "defence"):
            if not isinstance(item, list) or len(item) != 2:
                raise CorruptData("A saved defence is not [die, mode].")
            die = _int(item[0], 0, st.daemons[me].size - 1, "defending die")
            mode = item[1]
            face = st.faces[me][die]
            if face not in DEFENCES or mode not in DEFENCES[face] or die in seen or \
                    st.used[me][die] != "defend":
                raise CorruptData("A saved defence uses a die that cannot defend that way.")
            seen.add(die)
            items.append((die, mode))
        out.append(tuple(items))
    return tuple(out)


def _check_turn(st: DaemonDiceState) -> None:
    """Fields that must agree with the step."""
    step = st.step
    living = st.living()
    if step is Step.OVER:
        if st._outcome is None or st._outcome.winners != living:
            raise CorruptData("The saved winner is not the last daemon standing.")
        return
    if len(living) < 2:
        raise CorruptData("A running battle needs two daemons still in it.")
    if step is Step.INITIATIVE or step is Step.COIN:
        if not st.contenders or not set(st.contenders) <= set(living) or len(
                set(st.contenders)) != len(st.contenders):
            raise CorruptData("The saved initiative contenders are not possible.")
        if step is Step.INITIATIVE and (not st.rollers or st.turn != st.rollers[0]
                                        or not set(st.rollers) <= set(st.contenders)):
            raise CorruptData("The saved initiative roll is out of turn.")
        if step is Step.COIN and (st.rollers or len(st.contenders) < 2):
            raise CorruptData("The saved coin toss is not possible.")
        return
    if st.rollers or st.contenders:
        raise CorruptData("Initiative is recorded after initiative.")
    if (step is Step.NEXT) != st.out[st.turn]:
        raise CorruptData("The saved turn belongs to a daemon in the wrong state.")
    if st.foe is not None and (st.foe == st.turn or st.out[st.foe]) and step is not Step.NEXT:
        raise CorruptData("The saved foe cannot be attacking now.")
    if step in FOE_STEPS and st.foe is None:
        raise CorruptData("The saved step waits for a foe that is not there.")
    attacking = step in (Step.GRAB, Step.ARRAY, Step.ROT)
    if attacking != (st.target is not None):
        raise CorruptData("The saved target does not fit the step.")
    if st.target is not None and (st.target == st.turn or st.out[st.target]):
        raise CorruptData("The saved target cannot be attacked.")
    if st.outgoing and step not in (Step.ARRAY, Step.ROT):
        raise CorruptData("Attacks are arrayed at the wrong moment.")
    if st.incoming and step not in (Step.ACTIVATE, Step.FOE_MINUS, Step.OWN_MINUS, Step.ROLL,
                                    Step.RECOVER, Step.DEFEND, Step.MOUTH, Step.FOE_DAMAGE,
                                    Step.SUFFER):
        raise CorruptData("Incoming attacks are recorded at the wrong moment.")


def _check_stop(st: DaemonDiceState) -> DaemonDiceState:
    if settle(st) is not st:
        raise CorruptData("The saved position is not one the game could have stopped at.")
    if st.to_move not in (None, CHANCE) and not st.legal_actions():
        raise CorruptData("In the saved position the daemon to move has nothing it can do.")
    if st.step in CHANCE_STEPS:
        st.roll_request()
    return st


def _outcome(raw: Any, step: Step, n: int) -> Outcome | None:
    if step is not Step.OVER:
        if raw is not None:
            raise CorruptData("A running battle cannot have a result.")
        return None
    if not isinstance(raw, Mapping) or set(raw) != {"winners", "reason", "detail"}:
        raise CorruptData("The saved result is not in the expected form.")
    winners = tuple(_int(w, 0, n - 1, "winner") for w in _list(raw["winners"], "winners"))
    if len(winners) != 1:
        raise CorruptData("A finished battle has exactly one daemon left standing.")
    try:
        reason = EndReason(raw["reason"])
    except (ValueError, TypeError):
        raise CorruptData(f"Unknown end reason {raw['reason']!r}.") from None
    if reason not in (EndReason.VICTORY, EndReason.RESIGNATION):
        raise CorruptData("That is not how a Daemon Dice battle ends.")
    if not isinstance(raw["detail"], str):
        raise CorruptData("The saved result text is not text.")
    return Outcome(winners, reason, raw["detail"])


__all__ = ["FORMAT", "daemon_from_dict", "daemon_to_dict", "state_from_dict", "state_to_dict"]

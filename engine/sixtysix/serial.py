"""66d6 states as plain, versioned JSON, and a strict loader.

Saves normally hold only the action list (replayed through the engine), but whole states travel
too (the AI worker, crash reports, tests). The loader trusts nothing: every field is type- and
range-checked, and at the end the rebuilt state must be one the game could actually stop at
(``rules._advance`` leaves it unchanged) and must answer its own queries. Anything else is
``CorruptData`` with a readable reason, never another exception.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core import CHANCE, CorruptData, EndReason, Outcome
from engine.saved import saved_bool as _bool
from engine.saved import saved_int as _int
from engine.saved import saved_list as _list
from engine.sixtysix import rules
from engine.sixtysix.board import DEATH, DEVIL, HOME, PER_FIELD, Board
from engine.sixtysix.model import PER_SIDE, ROLL_KINDS, TURN_ACTIONS, Battle, Minion, Phase
from engine.sixtysix.options import check_options
from engine.sixtysix.tables import result_for

if TYPE_CHECKING:
    from engine.sixtysix.state import SixtySixState

FORMAT = 1
"""Version of this state format (bump and convert when the layout changes)."""

_BATTLE_PHASES = (Phase.DEFEND, Phase.ATTACKER_RESULT, Phase.DEFENDER_RESULT)


def state_to_dict(st: SixtySixState) -> dict[str, Any]:
    """Everything needed to rebuild ``st`` exactly, as JSON-ready data."""
    b = st.battle
    out = st._outcome
    return {
        "format": FORMAT,
        "game": "66d6",
        "options": st.options,
        "phase": st.phase.value,
        "turn": st.turn_side,
        "actions_left": st.actions_left,
        "special_used": st.special_used,
        "fought": st.fought,
        "cowardice": list(st.cowardice),
        "minions": [[m.id, m.side, m.value, m.place] for m in st.minions],
        "paths": [[i, list(p)] for i, p in sorted(st._paths.items())],
        "battle": None if b is None else {
            "attacker": b.attacker, "field": b.field, "defender": b.defender, "total": b.total,
        },
        "kills_left": st.kills_left,
        "slaughterer": st.slaughterer,
        "pending": list(st.pending),
        "roll_kind": st.roll_kind,
        "outcome": None if out is None else {
            "winners": list(out.winners), "reason": out.reason.value, "detail": out.detail,
        },
    }


def state_from_dict(data: Any, cls: type[SixtySixState]) -> SixtySixState:
    """Rebuild a ``cls`` state from ``state_to_dict`` output; CorruptData if anything is off."""
    try:
        return _load(data, cls)
    except CorruptData:
        raise
    except Exception as error:  # a loader must never crash the app on a bad file
        raise CorruptData(f"The saved 66d6 position is damaged ({type(error).__name__}).") from None


def _load(data: Any, cls: type[SixtySixState]) -> SixtySixState:
    if not isinstance(data, Mapping):
        raise CorruptData("A 66d6 position must be a JSON object.")
    expected = {"format", "game", "options", "phase", "turn", "actions_left", "special_used",
                "fought", "cowardice", "minions", "paths", "battle", "kills_left", "slaughterer",
                "pending", "roll_kind", "outcome"}
    if set(data) != expected:
        raise CorruptData("The saved 66d6 position has missing or unexpected fields.")
    if data["format"] != FORMAT or type(data["format"]) is not int:
        raise CorruptData(f"Unknown 66d6 position format {data['format']!r}.")
    if data["game"] != "66d6":
        raise CorruptData("The saved position is not a 66d6 game.")
    if not isinstance(data["options"], Mapping):
        raise CorruptData("The saved options are not a JSON object.")
    opts = check_options(data["options"])
    board = Board.of(opts["columns"], opts["rows"])
    try:
        phase = Phase(data["phase"])
    except (ValueError, TypeError):
        raise CorruptData(f"Unknown game phase {data['phase']!r}.") from None
    turn = _int(data["turn"], 0, 1, "side to play")
    actions_left = _int(data["actions_left"], 0, TURN_ACTIONS, "number of actions left")
    cow = _list(data["cowardice"], "cowardice counts")
    if len(cow) != 2:
        raise CorruptData("The saved cowardice counts must be two numbers.")
    cowardice = (_int(cow[0], 0, 99, "cowardice count"), _int(cow[1], 0, 99, "cowardice count"))

    minions = _minions(data["minions"], board)
    alive = {m.id: m for m in minions}
    paths = _paths(data["paths"], alive, board, turn)
    battle = _battle(data["battle"], phase, alive, board)
    if battle is not None:
        a, d = alive.get(battle.attacker), alive.get(battle.defender or -1)
        if phase is not Phase.DEFENDER_RESULT and (a is None or a.side != turn):
            raise CorruptData("The saved attacker does not belong to the side to play.")
        if d is not None and d.side == turn:
            raise CorruptData("The saved defender belongs to the side to play.")
    roll_kind = data["roll_kind"]
    if roll_kind not in ROLL_KINDS or type(roll_kind) is not str:
        raise CorruptData(f"Unknown roll reason {roll_kind!r}.")
    pending = tuple(_int(i, 0, 2 * PER_SIDE - 1, "minion id")
                    for i in _list(data["pending"], "roll list"))
    _check_pending(phase, pending, minions, alive, battle, roll_kind)
    kills_left = _int(data["kills_left"], 0, 6, "number of kills left")
    slaughterer = data["slaughterer"]
    if phase is Phase.KILL:
        s = alive.get(_int(slaughterer, 0, 2 * PER_SIDE - 1, "slaughterer"))
        if s is None or s.side != turn or s.place == HOME or kills_left == 0 \
                or kills_left > s.value or not board.is_first_row(s.place, 1 - turn):
            raise CorruptData("The saved slaughter does not fit the board.")
    elif slaughterer is not None or kills_left:
        raise CorruptData("A slaughter is recorded outside the slaughter phase.")
    outcome = _outcome(data["outcome"], phase)

    st = cls(
        board=board, minions=minions, turn_side=turn, actions_left=actions_left,
        special_used=_bool(data["special_used"], "special-action flag"),
        cowardice=cowardice, fought=_bool(data["fought"], "fought flag"),
        threshold=opts["cowardice"], phase=phase, battle=battle, kills_left=kills_left,
        slaughterer=slaughterer, pending=pending, roll_kind=roll_kind, _paths=paths,
        _outcome=outcome,
    )
    if phase is Phase.ACT and actions_left == 0:
        raise CorruptData("The saved turn has no actions left but has not ended.")
    if rules._advance(st) is not st:
        raise CorruptData("The saved position is not one the game could have stopped at.")
    # Any inconsistency left surfaces here (turned into CorruptData above), and whoever is to
    # move must have something to do, or the game would be stuck.
    if st.to_move not in (None, CHANCE) and not st.legal_actions():
        raise CorruptData("In the saved position the side to move has nothing it can do.")
    if phase is Phase.ROLL or phase is Phase.SETUP_ROLL:
        st.roll_request()
    return st


def _minions(raw: Any, board: Board) -> tuple[Minion, ...]:
    out = []
    for item in _list(raw, "minion list"):
        if not isinstance(item, list) or len(item) != 4:
            raise CorruptData("A saved minion is not [id, side, value, place].")
        out.append(Minion(
            _int(item[0], 0, 2 * PER_SIDE - 1, "minion id"),
            _int(item[1], 0, 1, "minion side"),
            _int(item[2], 1, 6, "minion value"),
            _int(item[3], HOME, board.size - 1, "minion place"),
        ))
    out.sort(key=lambda m: m.id)
    if len({m.id for m in out}) != len(out):
        raise CorruptData("Two saved minions share an id.")
    crowd: dict[tuple[int, int], int] = {}
    for m in out:
        if m.place != HOME:
            key = (m.side, m.place)
            crowd[key] = crowd.get(key, 0) + 1
            if crowd[key] > PER_FIELD:
                raise CorruptData(f"More than {PER_FIELD} minions of one side share "
                                  f"{board.field_name(m.place)}.")
    return tuple(out)


Paths = dict[int, tuple[int, ...]]


def _paths(raw: Any, alive: dict[int, Minion], board: Board, turn: int) -> Paths:
    paths: Paths = {}
    for item in _list(raw, "path list"):
        if not isinstance(item, list) or len(item) != 2:
            raise CorruptData("A saved path is not [id, places].")
        mid = _int(item[0], 0, 2 * PER_SIDE - 1, "minion id")
        places = tuple(_int(p, HOME, board.size - 1, "path place")
                       for p in _list(item[1], "path"))
        m = alive.get(mid)
        if m is None or m.side != turn or mid in paths:
            raise CorruptData("A saved path belongs to no minion of the side to play.")
        if not 1 <= len(places) <= 4 * TURN_ACTIONS or places[-1] != m.place:
            raise CorruptData("A saved path does not end where its minion stands.")
        paths[mid] = places
    return paths


def _battle(raw: Any, phase: Phase, alive: dict[int, Minion], board: Board) -> Battle | None:
    if phase not in _BATTLE_PHASES:
        if raw is not None:
            raise CorruptData("A battle is recorded outside a battle.")
        return None
    if not isinstance(raw, Mapping) or set(raw) != {"attacker", "field", "defender", "total"}:
        raise CorruptData("The saved battle is not in the expected form.")
    attacker = _int(raw["attacker"], 0, 2 * PER_SIDE - 1, "attacker")
    field = _int(raw["field"], 0, board.size - 1, "battle field")
    a = alive.get(attacker)
    if phase is Phase.DEFEND:
        if raw["defender"] is not None or raw["total"] != 0:
            raise CorruptData("The saved battle already has a defender.")
        if a is None or a.place != field:
            raise CorruptData("The saved attacker is not on the battle field.")
        return Battle(attacker, field)
    defender = _int(raw["defender"], 0, 2 * PER_SIDE - 1, "defender")
    total = _int(raw["total"], 2, 12, "battle sum")
    d = alive.get(defender)
    if d is None or d.place != field:
        raise CorruptData("The saved defender is not on the battle field.")
    if phase is Phase.ATTACKER_RESULT:
        if a is None or a.place != field or a.side == d.side or a.value + d.value != total:
            raise CorruptData("The saved battle does not add up.")
    elif a is not None and a.side == d.side and a.place == field:
        raise CorruptData("The saved battle pits a side against itself.")
    return Battle(attacker, field, defender, total, result_for(total, True),
                  result_for(total, False))


def _check_pending(phase: Phase, pending: tuple[int, ...], minions: tuple[Minion, ...],
                   alive: dict[int, Minion], battle: Battle | None, roll_kind: str) -> None:
    if phase is Phase.SETUP_ROLL:
        death_only = all(m.side == DEATH and m.id < PER_SIDE for m in minions)
        if not minions and pending == tuple(range(PER_SIDE)):
            return
        if len(minions) == PER_SIDE and death_only and pending == tuple(
                range(PER_SIDE, 2 * PER_SIDE)):
            return
        raise CorruptData("The saved set-up roll does not match the armies.")
    if phase is Phase.ROLL:
        if not pending or len(set(pending)) != len(pending) or any(i not in alive
                                                                    for i in pending):
            raise CorruptData("The saved roll names minions that do not exist.")
        _check_reroll(roll_kind, [alive[i] for i in pending])
    elif phase is Phase.DEFENDER_RESULT and battle is not None and pending == (battle.attacker,):
        if battle.attacker not in alive:
            raise CorruptData("The saved roll names minions that do not exist.")
    elif pending:
        raise CorruptData("Dice are waiting to be rolled outside a roll.")


def _check_reroll(kind: str, dice: list[Minion]) -> None:
    """Rerolled minions always wait at home, in the shape their reason produces."""
    sides = [m.side for m in dice]
    shapes = {
        "battle": 1 <= len(dice) <= 2,
        "slaughter": len(dice) == 1,
        "sacrifice": len(dice) >= 2 and sides[:2] == [DEATH, DEATH] and DEATH not in sides[2:],
        "infiltrate": set(sides) == {DEVIL},
    }
    if not shapes.get(kind, False) or any(m.place != HOME for m in dice):
        raise CorruptData("The saved reroll does not match its reason.")


def _outcome(raw: Any, phase: Phase) -> Outcome | None:
    if phase is not Phase.OVER:
        if raw is not None:
            raise CorruptData("A running game cannot have a result.")
        return None
    if not isinstance(raw, Mapping) or set(raw) != {"winners", "reason", "detail"}:
        raise CorruptData("The saved result is not in the expected form.")
    winners = tuple(_int(w, 0, 1, "winner") for w in _list(raw["winners"], "winners"))
    if len(set(winners)) != len(winners) or len(winners) > 1:
        raise CorruptData("The saved winners are not possible.")
    try:
        reason = EndReason(raw["reason"])
    except (ValueError, TypeError):
        raise CorruptData(f"Unknown end reason {raw['reason']!r}.") from None
    if not isinstance(raw["detail"], str):
        raise CorruptData("The saved result text is not text.")
    if (reason is EndReason.DRAW) != (not winners):
        raise CorruptData("The saved result does not match its winners.")
    return Outcome(winners, reason, raw["detail"])


__all__ = ["FORMAT", "state_to_dict", "state_from_dict"]

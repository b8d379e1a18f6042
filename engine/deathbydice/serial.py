"""Death by Dice states as plain, versioned JSON, and a strict loader.

Saves hold the action list, but whole states travel too (the AI worker, tests). The loader
trusts nothing: every field is type- and range-checked against the roster, and the rebuilt state
must answer its own queries; anything else is ``CorruptData`` with a readable reason.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core import CHANCE, CorruptData, EndReason, Outcome
from engine.deathbydice.model import (
    ABILITIES,
    ABILITY,
    BOOSTED,
    COMPLEX,
    NO_DEFENCE,
    PHASES,
    PLACE,
    SCENARIOS,
    STAGES,
    Attack,
    Fighter,
)
from engine.deathbydice.roster import BOARDS, HEROES
from engine.saved import saved_bool as _bool
from engine.saved import saved_int as _int
from engine.saved import saved_ints as _ints
from engine.saved import saved_list as _list

if TYPE_CHECKING:
    from engine.deathbydice.state import DeathByDiceState

FORMAT = 1
GAME = "death-by-dice"
_KEYS = {"format", "game", "scenario", "match_games", "picks", "fighters", "phase", "setup_seat",
         "pools", "hidden", "turn", "attack", "results", "last_boards", "outcome"}
_ATTACK_KEYS = ("kind", "attacker", "dice", "assistant", "target", "ability", "defence",
                "helpers", "rolled", "won", "lost_dice", "stage")


def state_to_dict(st: DeathByDiceState) -> dict[str, Any]:
    a = st.attack
    out = st._outcome
    return {
        "format": FORMAT,
        "game": GAME,
        "scenario": st.scenario,
        "match_games": st.match_games,
        "picks": list(st.picks),
        "fighters": [[f.board, f.seat, list(f.values), f.out] for f in st.fighters],
        "phase": st.phase,
        "setup_seat": st.setup_seat,
        "pools": [[list(p) for p in pool] for pool in st.pools],
        "hidden": list(st.hidden),
        "turn": st.turn,
        "attack": None if a is None else {
            k: (list(v) if isinstance(v, tuple) else v)
            for k, v in ((k, getattr(a, k)) for k in _ATTACK_KEYS)
        },
        "results": [list(r) for r in st.results],
        "last_boards": [list(v) for v in st.last_boards],
        "quiet": st.quiet,
        "outcome": None if out is None else {
            "winners": list(out.winners), "reason": out.reason.value, "detail": out.detail,
        },
    }


def state_from_dict(data: Any, cls: type[DeathByDiceState]) -> DeathByDiceState:
    """The position ``data`` describes, built as ``cls`` (the state class passes itself, so this
    module sits below it and never imports it)."""
    try:
        st = _load(data, cls)
        # The position must answer its own questions (a damaged file must not crash later).
        st.legal_actions()
        if st.to_move == CHANCE:
            st.roll_request()
        st.to_dict()
        return st
    except CorruptData:
        raise
    except Exception as error:  # a loader must never crash the app on a bad file
        raise CorruptData(
            f"The saved Death by Dice position is damaged ({type(error).__name__}).") from None


def _load(data: Any, cls: type[DeathByDiceState]) -> DeathByDiceState:
    # "quiet" came later: a state written without it starts its count at 0
    if not isinstance(data, Mapping) or set(data) - {"quiet"} != _KEYS:
        raise CorruptData("The saved Death by Dice position has missing or unexpected fields.")
    if data["format"] != FORMAT or type(data["format"]) is not int or data["game"] != GAME:
        raise CorruptData("The saved position is not a Death by Dice game of a known format.")
    scenario = _int(data["scenario"], 0, max(SCENARIOS), "scenario")
    match_games = _int(data["match_games"], 1, 3, "match length")
    if match_games not in (1, 3):
        raise CorruptData("A match is one game or three.")
    picks = _ints(data["picks"], -1, len(HEROES) - 1, "character choice")
    seats = len(picks)
    if not 2 <= seats <= 4:
        raise CorruptData("A match has 2 to 4 players.")
    phase = data["phase"]
    if phase not in PHASES:
        raise CorruptData(f"Unknown phase {phase!r}.")
    fighters = tuple(_fighter(raw, seats) for raw in _list(data["fighters"], "characters"))
    if (phase == "draw") != (not fighters) or (phase == "draw") != any(p < 0 for p in picks):
        raise CorruptData("The saved characters do not fit the phase.")
    setup_seat = _int(data["setup_seat"], 0, seats - 1, "set-up seat")
    pools = tuple(_pool(raw, fighters[i]) for i, raw in
                  enumerate(_list(data["pools"], "set-up dice", len(fighters))))
    if any(p and (phase != PLACE or fighters[i].seat != setup_seat) for i, p in enumerate(pools)):
        raise CorruptData("Unplaced dice are saved outside their owner's set-up.")
    hidden = tuple(_bool(h, "hidden flag") for h in _list(data["hidden"], "hidden flags", seats))
    turn = _int(data["turn"], 0, max(0, len(fighters) - 1), "turn")
    attack = None if data["attack"] is None else _attack(data["attack"], fighters, turn)
    results = tuple(_ints(r, 0, seats - 1, "game winner")
                    for r in _list(data["results"], "game results"))
    last = tuple(_ints(v, 0, 20, "final die") for v in _list(data["last_boards"], "final boards"))
    if len(last) not in (0, len(fighters)) or any(len(v) != len(ABILITIES) for v in last):
        raise CorruptData("The saved final boards do not fit the characters.")
    if len(results) >= match_games and data["outcome"] is None:
        raise CorruptData("The saved match should be over.")
    outcome = _outcome(data["outcome"], seats)
    if (outcome is None) != (phase != "over"):
        raise CorruptData("The saved match's end does not fit its phase.")
    return cls(
        scenario=scenario, match_games=match_games, picks=picks, fighters=fighters,
        phase=phase, setup_seat=setup_seat, pools=pools, hidden=hidden, turn=turn,
        attack=attack, results=results, last_boards=last, _outcome=outcome,
        quiet=_int(data.get("quiet", 0), 0, 100_000, "attacks since a die fell"),
    )


def _fighter(raw: Any, seats: int) -> Fighter:
    raw = _list(raw, "character", 4)
    key = raw[0]
    if not isinstance(key, str) or key not in BOARDS:
        raise CorruptData(f"Unknown character {key!r}.")
    board = BOARDS[key]
    seat = _int(raw[1], 0, seats - 1, "seat")
    values = _list(raw[2], "dice", len(ABILITIES))
    checked = tuple(_int(v, 0, board.sizes[i], f"{ABILITIES[i]} die") for i, v in
                    enumerate(values))
    return Fighter(key, seat, checked, _bool(raw[3], "knocked-out flag"))


def _pool(raw: Any, fighter: Fighter) -> tuple[tuple[int, int], ...]:
    sizes = [s for s in BOARDS[fighter.board].sizes if s]
    out = []
    for pair in _list(raw, "set-up dice"):
        size, value = _list(pair, "set-up die", 2)
        if size not in sizes:
            raise CorruptData("A set-up die does not fit its character.")
        out.append((size, _int(value, 1, size, "set-up die")))
    return tuple(sorted(out))


def _attack(raw: Any, fighters: tuple[Fighter, ...], turn: int) -> Attack:
    if not isinstance(raw, Mapping) or set(raw) != set(_ATTACK_KEYS):
        raise CorruptData("The saved attack has missing or unexpected fields.")
    n = len(fighters)
    kind = raw["kind"]
    if kind not in (ABILITY, BOOSTED, COMPLEX):
        raise CorruptData(f"Unknown attack {kind!r}.")
    attacker = _int(raw["attacker"], 0, n - 1, "attacker")
    if attacker != turn:
        raise CorruptData("The saved attacker is not the character whose turn it is.")
    dice = _ints(raw["dice"], 0, len(ABILITIES) - 1, "attacking die")
    if not dice or len(set(dice)) != len(dice) or (kind != COMPLEX) != (len(dice) == 1):
        raise CorruptData("The saved attacking dice do not fit the attack.")
    assistant = _int(raw["assistant"], -1, len(ABILITIES) - 1, "assistant")
    if (assistant >= 0) != (kind == BOOSTED):
        raise CorruptData("Only a boosted attack has an assistant.")
    target = _int(raw["target"], 0, n - 1, "target")
    if target == attacker:
        raise CorruptData("A character cannot attack itself.")
    ability = _int(raw["ability"], 0, len(ABILITIES) - 1, "target ability")
    defence = raw["defence"]
    if defence not in ("", NO_DEFENCE, "brace", "guard"):
        raise CorruptData(f"Unknown defence {defence!r}.")
    helpers = _ints(raw["helpers"], 0, len(ABILITIES) - 1, "helper")
    if (defence in ("", NO_DEFENCE)) != (not helpers) or ability in helpers:
        raise CorruptData("The saved defence does not fit its helpers.")
    rolled = _ints(raw["rolled"], 1, 20, "attack roll")
    stage = raw["stage"]
    if stage not in STAGES:
        raise CorruptData(f"Unknown attack stage {stage!r}.")
    if (stage == "defend") != (defence == "") or (stage in ("defend", "roll")) != (not rolled):
        raise CorruptData("The saved attack stage does not fit its progress.")
    if rolled and len(rolled) != len(dice):
        raise CorruptData("The saved attack roll does not fit its dice.")
    board = BOARDS[fighters[attacker].board]
    if any(v > board.sizes[d] for v, d in zip(rolled, dice, strict=False)):
        raise CorruptData("The saved attack roll does not fit its dice.")
    lost = _ints(raw["lost_dice"], 0, len(ABILITIES) - 1, "discarded die")
    if not set(lost) <= set(dice) or len(set(lost)) != len(lost):
        raise CorruptData("The saved discards are not attacking dice.")
    return Attack(kind, attacker, dice, assistant, target, ability, defence, helpers, rolled,
                  _bool(raw["won"], "attack result"), lost, stage)


def _outcome(raw: Any, seats: int) -> Outcome | None:
    if raw is None:
        return None
    if not isinstance(raw, Mapping) or set(raw) != {"winners", "reason", "detail"}:
        raise CorruptData("The saved result is not in the expected form.")
    winners = _ints(raw["winners"], 0, seats - 1, "winner")
    try:
        reason = EndReason(raw["reason"])
    except ValueError:
        raise CorruptData(f"Unknown end reason {raw['reason']!r}.") from None
    if not isinstance(raw["detail"], str):
        raise CorruptData("The saved result's detail is not text.")
    return Outcome(winners, reason, raw["detail"])

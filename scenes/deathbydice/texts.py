"""Words and colours the Death by Dice screens share: seat colours, names, outcome sentences."""

from __future__ import annotations

import engine.deathbydice.combat as combat
from engine.core import Action, Outcome, Roll
from engine.deathbydice.actions import Place
from engine.deathbydice.model import (
    ABILITIES,
    ABILITY,
    BOOSTED,
    BOSSES,
    BRACE,
    COMBAT,
    GUARD,
    PLACE,
    ROLL,
    SETUP_ROLL,
    SLIPPERY,
)
from engine.deathbydice.state import DeathByDiceState

SEAT_COLOURS = [(214, 76, 66), (72, 128, 222), (84, 176, 96), (226, 172, 58)]
"""One colour per seat (with the foundation's seat mark as its shape)."""


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def match_line(st: DeathByDiceState, name_of) -> str:
    """The game being played and the games won so far: "Game 2 of 3 · won so far: Bea 1,
    Thug 0" (the score is never read as the result of the game under way)."""
    if st.match_games == 1:
        return "A single game"
    game = min(len(st.results) + (0 if st.is_match_over else 1), st.match_games)
    return (f"Game {game} of {st.match_games} \u00b7 won so far: "
            f"{_games_won(st, name_of, 'heroes')}")


def score_after_game(st: DeathByDiceState, name_of) -> str:
    """The score once a game of a match is over: "Score after game 1 of 3: Bea 0, Vex 1"."""
    return (f"Score after game {len(st.results)} of {st.match_games}: "
            f"{_games_won(st, name_of, 'heroes')}")


def _games_won(st: DeathByDiceState, name_of, heroes_word: str) -> str:
    """Games won so far by each side: "Bea 1, Thug 0" (the boss against the heroes together)."""
    wins = st.wins()
    if st.scenario == BOSSES:
        heroes = sum(1 for r in st.results if r and 0 not in r)
        return f"{name_of(0)} {wins[0]}, {heroes_word} {heroes}"
    return ", ".join(f"{name_of(s)} {wins[s]}" for s in range(st.num_seats))


def names(items: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def result_title(st: DeathByDiceState, outcome: Outcome, name_of) -> str:
    """The headline of a finished match, by side."""
    if outcome.is_draw:
        return "The match is drawn" if st.match_games > 1 else "A draw"
    if st.scenario == BOSSES:
        if 0 in outcome.winners:
            return f"The boss wins: {name_of(0)}"
        return "The heroes win: " + names([name_of(s) for s in outcome.winners])
    if len(outcome.winners) > 1:  # a player gave up: those still in share the game
        return names([name_of(s) for s in outcome.winners]) + " win"
    return f"{name_of(outcome.winners[0])} wins"


def final_score(st: DeathByDiceState, name_of) -> str:
    """The result's sentence under the title: the games won by each side."""
    if st.match_games == 1:
        return "A single game."
    score = _games_won(st, name_of, "the heroes")
    drawn = sum(1 for r in st.results if not r)
    extra = f" ({plural(drawn, 'game', 'games')} drawn)" if drawn else ""
    return f"Games won: {score}{extra}."


def reveal_text(before: DeathByDiceState, after: DeathByDiceState) -> tuple[str, list[str]] | None:
    """The reveal card after the last secret placement: who goes first, or the reroll."""
    if before.phase != PLACE or after.phase == PLACE:
        return None
    if after.phase == SETUP_ROLL and after.setup_seat > 0:
        return None  # the next seat rolls in secret: nothing is revealed yet
    totals = before.totals()
    if after.phase == COMBAT:
        first = after.turn
        low = after.fighters[first].total
        lines = [f"{after.board(i).name}: {f.total}" for i, f in enumerate(after.fighters)]
        return f"Revealed: {after.board(first).name} goes first (lowest total {low})", lines
    if after.phase == SETUP_ROLL:
        return ("Revealed: the lowest totals tie, so everyone rolls and places again",
                [f"{before.board(i).name}: {t}" for i, t in enumerate(totals) if t])
    return None


def attack_result(before: DeathByDiceState, after: DeathByDiceState,
                  action: Action) -> tuple[str, list[str]] | None:
    """The card after an attack roll: what was rolled against what, why that number, and
    what it cost."""
    attack = before.attack
    if not isinstance(action, Roll) or attack is None or attack.stage != ROLL:
        return None
    me, them = before.fighters[attack.attacker], before.fighters[attack.target]
    kind = attack.kind
    value = combat.defence_value(them, attack.ability, attack.defence, attack.helpers)
    need = combat.needed(me, them, kind, value)
    rolled = [int(v) for v in action.values]
    total = sum(rolled)
    add = combat.bonus(me, kind)
    shown = " + ".join(str(v) for v in rolled)
    if add:
        shown += f" + {add} ({'boost' if kind == BOOSTED else 'Sucker punch'})"
    if len(rolled) > 1 or add:
        shown += f" = {total + add}"
    won = total >= need
    attacker = before.board(attack.attacker).name
    target = f"{before.board(attack.target).name}'s {ABILITIES[attack.ability]}"
    title = (f"{attacker} wins: {target} is discarded" if won
             else f"{attacker} misses {target}")
    lines = [f"Rolled {shown}; {target_line(before, attack, value)}"]
    lost = [a for a in attack.dice if after.fighters[attack.attacker].values[a] == 0]
    pending = after.attack is not None and after.attack.stage in ("doubles", "loss")
    if lost:
        lines.append(f"{attacker} loses " + " and ".join(ABILITIES[a] for a in lost) + ".")
    if pending:
        lines.append(f"{attacker} must now choose dice to discard.")
    return title, lines


def target_line(st: DeathByDiceState, attack, value: int) -> str:
    """Why the attack needed what it needed: the die, the defence, and the kind's rule."""
    them = st.fighters[attack.target]
    die = them.values[attack.ability]
    parts = f"{ABILITIES[attack.ability]} {die}"
    if attack.defence == BRACE:
        parts += f" + {value - die} braced with {ABILITIES[attack.helpers[0]]}"
    elif attack.defence == GUARD:
        guards = " and ".join(f"{ABILITIES[h]} {them.values[h]}" for h in attack.helpers)
        parts += f" + guard {guards}"
        if value - die > sum(them.values[h] for h in attack.helpers):
            parts += " + 1 (Pack guard)"
    if value != die:
        parts += f" = {value}"
    strict = attack.kind != ABILITY or st.board(attack.target).has(SLIPPERY)
    rule = "had to beat" if strict else "had to reach"
    return f"it {rule} {parts}."


def place_hint(st: DeathByDiceState) -> str:
    return ("Drag each rolled die onto an ability whose die is the same size (d4 on d4...). "
            "Click a placed die to take it back.")


def is_secret_roll(st: DeathByDiceState) -> bool:
    return st.phase == SETUP_ROLL


def describe_place(action: Place) -> str:
    return f"{ABILITIES[action.ability]} {action.value}"

"""Player-facing words for the Dice Demons board: names, prompts and hints (our own words).

The engine names seats by colour ("Red", "Blue"); players may type their own names at set-up.
``named`` swaps the colour words in engine sentences (log lines, roll reasons, outcomes) for
those names, so the whole screen speaks of "Ana" and "Bo" consistently.
"""

from __future__ import annotations

import re

from engine.core import CHANCE
from engine.dicedemons import MAX_DICE, Phase, is_monster
from engine.dicedemons.state import DiceDemonsState
from game.match import Match

POOL_NAMES = {"monster": "Monster", "bridge": "Bridges", "player": "Walk"}
POOL_HELP = {
    "monster": "Lowest die: steps for monsters. Click a monster, then a lit space next to it.",
    "bridge": "Middle die: bridge turns. Click the curved arrows beside a moat's bridge to swing "
              "all bridges of that moat one space.",
    "player": "Highest die: your own steps. Click a lit space next to your hunter.",
}


def name_of(match: Match, seat: int) -> str:
    """The typed name of a seat, else its colour name."""
    seats = match.seats
    if 0 <= seat < len(seats) and seats[seat].name:
        return seats[seat].name
    return match.state.seat_name(seat)


def colour_word(match: Match, seat: int) -> str:
    return match.state.seat_name(seat)


def named(match: Match, text: str) -> str:
    """``text`` with every seat's colour word replaced by the player's name (one pass)."""
    mapping = {match.state.seat_name(s): seat.name for s, seat in enumerate(match.seats)
               if seat.name}
    if not mapping:
        return text
    pattern = re.compile(r"\b(" + "|".join(re.escape(k) for k in mapping) + r")\b")
    return pattern.sub(lambda m: mapping[m.group(1)], text)


def sentence(text: str) -> str:
    """Capitalise the first letter (engine sentences may start with "a monster")."""
    return text[:1].upper() + text[1:]


def party(match: Match, p: int) -> str:
    return "the monster" if is_monster(p) else name_of(match, p)


def fight_line(match: Match, st: DiceDemonsState) -> str:
    """"Ana attacks the monster: Ana wins 42%, the monster 58%" for the fight about to roll."""
    fight = st.next_fight()
    odds = st.fight_odds()
    if fight is None or odds is None:
        return ""
    a, d = fight
    return (f"{party(match, a).capitalize()} wins {percent(odds[0])}  ·  "
            f"{party(match, d)} wins {percent(odds[1])}")


def percent(p: float) -> str:
    value = p * 100
    if 0 < value < 1:
        return "<1%"
    if 99 < value < 100:
        return ">99%"
    return f"{value:.0f}%"


def prompt(match: Match, st: DiceDemonsState, human: bool, thinking: bool, summoning: bool,
           driving: bool = False) -> str:
    """One or two sentences telling whoever is at the screen what happens in ``st`` (the
    match's position, or the one a move will bring)."""
    if st.is_over:
        out = st.outcome()
        return named(match, out.detail) if out else "The game is over."
    mover = st.to_move
    if mover == CHANCE:
        return sentence(named(match, st.roll_request().reason))
    assert mover is not None
    who = name_of(match, mover)
    if not human:
        return f"{who} is thinking…" if thinking else f"{who} is choosing…"
    push = st.pending_push()
    if push is not None:
        return (f"{who}: {name_of(match, push[0])} lost the fight. Click the lit space where "
                "they are pushed.")
    raze = st.walls_to_remove()
    if raze is not None:
        return (f"{who}: you may knock down {raze[2]} of {name_of(match, raze[1])}'s walls. "
                "Click a lit wall, or leave the rest standing.")
    walls = st.walls_to_place()
    if walls:
        return (f"{who}: place {walls} wall{'s' if walls != 1 else ''}. Click a lit marked "
                "space (or a rival's wall to take it over), or keep the rest.")
    if st.phase is Phase.SACRIFICE:
        if summoning:
            return f"{who}: click a lit space to summon a monster there (costs one die)."
        return (f"{who}: you may give up a die to raise walls or summon a monster, or keep "
                "your dice.")
    if st.phase is Phase.MOVE and driving:
        return (f"{who}: click a pink space to drive the monster there ({st.pools[0]} monster "
                f"step{'s' if st.pools[0] != 1 else ''} left); right-click to let it go.")
    if st.phase is Phase.MOVE:
        m, b, p = st.pools
        parts = []
        if p:
            parts.append("a lit space to walk")
        if m:
            parts.append("a monster to drive it")
        if b:
            parts.append("the curved arrows to turn bridges")
        body = "click " + ", ".join(parts) if parts else "nothing is left to move"
        return f"{who}: {body}. End movement when you are done."
    return ""


def hunter_summary(st: DiceDemonsState, seat: int) -> str:
    p = st.players[seat]
    if p.out:
        return "out of the hunt"
    bits = [f"{p.dice}/{MAX_DICE} dice"]
    if p.trinket:
        bits.append("trinket")
    walls = len(st.walls_of(seat))
    if walls:
        bits.append(f"{walls} wall{'s' if walls != 1 else ''}")
    return ", ".join(bits)


def done_label(st: DiceDemonsState) -> str:
    """What "Done" means right now."""
    if st.walls_to_remove() is not None:
        return "Leave the other walls"
    if st.walls_to_place():
        return "Keep the other walls"
    if st.phase is Phase.SACRIFICE:
        return "Keep my dice"
    return "End movement"

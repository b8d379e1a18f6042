"""A cheap heuristic value of a Dice Demons position, for the greedy player and the AI's search.

Why these terms: a player wins by holding a trinket and three dice on the island, so progress is
measured along that road, per player:

* **dice held** (each worth a lot: they are health, fighting power and the win condition);
* **a trinket** (worth most: only two exist, and only a fight wins one);
* **the next goal's distance**: with a trinket, the steps back to the middle (more so the more
  dice are held); without one, the steps to the nearest monster once armed with three dice, or
  to the nearest pickup while dice are missing. One breadth-first search per player finds all
  three distances, with the bridges where they stand now and rivals' walls blocking;
* **walls** held, a little each;
* **a fight about to be thrown**: its expected gain or loss (exact odds), so walking into a
  monster with one die looks as risky before the dice fall as after.

The seat's progress minus the best rival's is squashed into (-1, 1) with tanh; finished games
score exactly 1, 0 or -1. With two seats the score is antisymmetric, which the search is told
through ``evaluate.zero_sum`` so it calls this once per position.
"""

from __future__ import annotations

import math
from collections import deque

from engine.core import State
from engine.dicedemons.combat import attacker_chance
from engine.dicedemons.geometry import ISLAND
from engine.dicedemons.model import MAX_DICE, MAX_TRINKETS, Phase, is_monster
from engine.dicedemons.state import DiceDemonsState

W_DIE = 1.0
W_TRINKET = 2.5
W_HOME = 2.0  # closing in on the island with a trinket (scaled by dice held)
W_HUNT = 0.6  # closing in on a monster with three dice
W_GATHER = 0.4  # closing in on a pickup while dice are missing
W_WALL = 0.1
SCALE = 4.0
FAR = 12  # steps counted as "far away" (closeness is 0 from here on)


def _distances(st: DiceDemonsState, seat: int) -> tuple[int, int, int]:
    """Steps from ``seat`` to the island, the nearest monster and the nearest pickup (FAR if
    none within reach)."""
    start = st.players[seat].space
    geo = st.geo
    kinds = geo.kinds
    links = geo.links(st.offsets)
    walls = st.walls
    beasts = st._occ()[1]
    pickups = st.pickups
    home = monster = pickup = FAR
    seen = {start}
    frontier = deque([(start, 0)])
    while frontier:
        space, d = frontier.popleft()
        if d >= FAR:
            break
        if kinds[space] == ISLAND and d < home:
            home = d
        if space in beasts and d < monster:
            monster = d
        if space in pickups and d < pickup:
            pickup = d
        if home < FAR and monster < FAR and pickup < FAR:
            break
        for nxt in links[space]:
            if nxt not in seen and (walls[nxt] < 0 or walls[nxt] == seat):
                seen.add(nxt)
                frontier.append((nxt, d + 1))
    return home, monster, pickup


def progress(st: DiceDemonsState, seat: int) -> float:
    """How far along the road to victory ``seat`` is (raw score, larger is better)."""
    p = st.players[seat]
    home, monster, pickup = _distances(st, seat)
    score = W_DIE * p.dice + W_WALL * st.walls.count(seat)
    if p.trinket:
        score += W_TRINKET + W_HOME * (1 - home / FAR) * (0.4 + 0.6 * p.dice / MAX_DICE)
    elif p.dice >= MAX_DICE:
        score += W_HUNT * (1 - monster / FAR)
    else:
        score += W_GATHER * (1 - pickup / FAR)
    return score


def _pending_fight(st: DiceDemonsState) -> dict[int, float]:
    """Expected change of progress per seat from the fight the combat step will throw next."""
    fight = st.next_fight() if st.phase is Phase.COMBAT and not st.tasks else None
    if fight is None:
        return {}
    attacker, defender = fight
    p_att = float(attacker_chance(st, attacker, defender))
    out: dict[int, float] = {}
    for party, other, p_win in ((attacker, defender, p_att), (defender, attacker, 1 - p_att)):
        if is_monster(party):
            continue
        me = st.players[party]
        loss = (W_DIE if me.dice else W_GATHER) + (W_TRINKET + W_HOME / 2 if me.trinket else 0)
        gain = 0.0
        if not me.trinket:
            if is_monster(other):
                gain = W_TRINKET if st.trinkets_in_play() < MAX_TRINKETS else 0.0
            elif st.players[other].trinket:
                gain = W_TRINKET
        out[party] = p_win * gain - (1 - p_win) * loss
    return out


def evaluate(state: State, seat: int) -> float:
    """Heuristic value of ``state`` for ``seat`` in [-1, 1] (1 = won, -1 = lost)."""
    assert isinstance(state, DiceDemonsState)
    outcome = state.outcome()
    if outcome is not None:
        if not outcome.winners:
            return 0.0
        return 1.0 if seat in outcome.winners else -1.0
    if state.players[seat].out:
        return -1.0
    fight = _pending_fight(state)
    mine = progress(state, seat) + fight.get(seat, 0.0)
    rivals = [progress(state, s) + fight.get(s, 0.0) for s in state.active_seats() if s != seat]
    return math.tanh((mine - max(rivals)) / SCALE)


evaluate.zero_sum = True  # type: ignore[attr-defined]
"""Two seats: evaluate(s, 1) == -evaluate(s, 0) (the search uses this only with two seats)."""

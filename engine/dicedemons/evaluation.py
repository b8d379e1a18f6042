"""A cheap heuristic value of a Dice Demons position, for the greedy player and the AI's search.

Why these terms: a player wins by holding a trinket and three dice on the island, so progress is
measured along that road, per player:

* **dice held** (each worth a lot: they are health, fighting power and the win condition);
* **a trinket** (worth most: only two exist, and only a fight wins one);
* **the next goal's distance**: with a trinket, the steps back to the middle (more so the more
  dice are held); without one, once armed with three dice, the steps to the nearest prey (a
  monster while slaying one still wins a trinket, or a rival carrying one), or to the nearest
  pickup while dice are missing. One breadth-first search per player finds all
  three distances, with the bridges where they stand now and rivals' walls blocking;
* **walls** held, a little each;
* **a fight about to be thrown**: its expected gain or loss (exact odds), so walking into a
  monster with one die looks as risky before the dice fall as after. During movement this is the
  fight that ending the movement now would start, so a hunter sees the raid it is walking into.

The seat's progress minus the best rival's is squashed into (-1, 1) with tanh; finished games
score exactly 1, 0 or -1. With two seats the score is antisymmetric, which the search is told
through ``evaluate.zero_sum`` so it calls this once per position.
"""

from __future__ import annotations

import functools
import math
from collections import deque
from collections.abc import Callable, Collection
from itertools import repeat

from engine.core import State
from engine.dicedemons.geometry import ISLAND, Geometry
from engine.dicedemons.model import MAX_DICE, MAX_TRINKETS, MONSTER_DICE, Phase, is_monster
from engine.dicedemons.odds import win_odds
from engine.dicedemons.state import DiceDemonsState
from engine.dicedemons.weights import DEFAULT, Weights
from engine.weighting import weighted_evaluation

FAR = 12  # steps counted as "far away" (closeness is 0 from here on)


def _prey_distance(st: DiceDemonsState, seat: int, steps: dict[int, int]) -> int:
    """Steps (``steps``: ``_spread``'s) from ``seat`` to the nearest prey (FAR if none within
    reach): a monster while slaying one still wins a trinket, and any rival carrying a
    trinket."""
    people, beasts = st._occ()
    players = st.players
    prey = {space for space, seats in people.items()
            if any(s != seat and players[s].trinket for s in seats)}
    if st.trinkets_in_play() < MAX_TRINKETS:
        prey.update(beasts)
    return _nearest(steps, prey)


def _nearest(steps: dict[int, int], spaces: Collection[int]) -> int:
    """The fewest ``steps`` (``_spread``'s, all under FAR) to any of ``spaces``; FAR if none
    is within them. A space out of reach counts as FAR, which no reachable one reaches."""
    return min(map(steps.get, spaces, repeat(FAR, len(spaces))), default=FAR)


@functools.lru_cache(maxsize=2048)
def _spread(geo: Geometry, offsets: tuple[int, ...], walls: tuple[int, ...], seat: int,
            start: int) -> tuple[dict[int, int], int]:
    """The steps from ``start`` to every space fewer than FAR steps away for ``seat`` (rivals'
    walls block it), with the bridges at ``offsets``, and the steps to the island (FAR if not
    that near). Read only: the dict is shared by every caller.

    Why a memo: the evaluation asks it for every seat of every position the planners reach,
    and most of those positions differ only in what the walk does not depend on (dice, fights,
    the other seat's place); a breadth-first walk over the board was the largest cost of the
    Dice Demons evaluation. Kept by the geometry (shared by a game's states), the bridges,
    the walls, the seat and the start; 2048 walks of about a hundred spaces at most."""
    kinds = geo.kinds
    links = geo.links(offsets)
    steps = {start: 0}
    home = FAR
    frontier = deque([(start, 0)])
    while frontier:
        space, d = frontier.popleft()
        if d >= FAR:
            break
        if kinds[space] == ISLAND and d < home:
            home = d
        for nxt in links[space]:
            if nxt not in steps and (walls[nxt] < 0 or walls[nxt] == seat):
                steps[nxt] = d + 1
                frontier.append((nxt, d + 1))
    return {space: d for space, d in steps.items() if d < FAR}, home


def progress(st: DiceDemonsState, seat: int, w: Weights = DEFAULT) -> float:
    """How far along the road to victory ``seat`` is (raw score, larger is better). Only the
    distance to the seat's next goal is worked out: the island with a trinket, prey once armed
    with three dice, else a pickup (one breadth-first walk, ``_spread``, finds them all)."""
    p = st.players[seat]
    steps, home = _spread(st.geo, st.offsets, st.walls, seat, p.space)
    score = w.die * p.dice + w.wall * st.walls.count(seat)
    if p.trinket:
        score += w.trinket + w.home * (1 - home / FAR) * (0.4 + 0.6 * p.dice / MAX_DICE)
    elif p.dice >= MAX_DICE:
        score += w.hunt * (1 - _prey_distance(st, seat, steps) / FAR)
    else:
        pickup = _nearest(steps, st.pickups)
        score += w.gather * (1 - pickup / FAR)
    return score


def _loss(st: DiceDemonsState, seat: int, w: Weights) -> float:
    """Progress a hunter loses with a lost fight."""
    me = st.players[seat]
    return (w.die if me.dice else w.gather) + (w.trinket + w.home / 2 if me.trinket else 0)


def _reach(st: DiceDemonsState, start: int, steps: int, monster: bool, seat: int
           ) -> frozenset[int]:
    """Spaces ``steps`` or fewer steps from ``start`` (a monster keeps off the island and every
    wall; a hunter only off rivals' walls), with the bridges where they stand now."""
    if steps <= 0:
        return frozenset((start,))
    return _reach_from(st.geo, st.offsets, st.walls, start, steps, monster,
                       -1 if monster else seat)


@functools.lru_cache(maxsize=2048)
def _reach_from(geo: Geometry, offsets: tuple[int, ...], walls: tuple[int, ...], start: int,
                steps: int, monster: bool, seat: int) -> frozenset[int]:
    """``_reach`` worked out. Why a memo: as ``_spread``'s (the same positions ask again for
    every monster and the mover); a monster's reach does not depend on the seat (-1)."""
    kinds = geo.kinds
    links = geo.links(offsets)
    seen = {start}
    frontier = [start]
    for _ in range(steps):
        nxt_frontier = []
        for space in frontier:
            for nxt in links[space]:
                if nxt in seen:
                    continue
                if monster and (kinds[nxt] == ISLAND or walls[nxt] >= 0):
                    continue
                if not monster and walls[nxt] >= 0 and walls[nxt] != seat:
                    continue
                seen.add(nxt)
                nxt_frontier.append(nxt)
        frontier = nxt_frontier
    return frozenset(seen)


def _exposure(st: DiceDemonsState, w: Weights, active: tuple[int, ...]) -> dict[int, float]:
    """Expected change of progress per seat (``active``: the seats still in) from what the
    player moving now could start."""
    if st.phase is not Phase.MOVE or st.tasks:
        return {}
    mover = st.turn
    monster_steps, _bridge_steps, player_steps = st.pools
    others = [s for s in active if s != mover]
    if not others:
        return {}
    out: dict[int, float] = {}
    reaches = [_reach(st, m.space, monster_steps, True, mover) for m in st.monsters]
    me = st.players[mover]
    best_raid = 0.0
    for seat in others:
        victim = st.players[seat]
        loss = _loss(st, seat, w)
        worst = 0.0
        if any(victim.space in reach for reach in reaches):
            worst = win_odds(MONSTER_DICE, victim.dice, True, False) * loss
        if victim.trinket and not me.trinket \
                and victim.space in _reach(st, me.space, player_steps, False, mover):
            p = win_odds(me.dice, victim.dice, False, False)
            gain = p * w.trinket - (1 - p) * _loss(st, mover, w)
            if gain > 0:
                worst = max(worst, p * loss)
                best_raid = max(best_raid, gain)
        if worst:
            out[seat] = -w.threat * worst
    if best_raid:
        out[mover] = w.threat * best_raid
    return out


def _pending_fight(st: DiceDemonsState, w: Weights) -> dict[int, float]:
    """Expected change of progress per seat from the fight the combat step will throw next."""
    fight = None
    if not st.tasks and st.phase is Phase.COMBAT:
        fight = st.next_fight()
    elif not st.tasks and st.phase is Phase.MOVE:
        fight = st.coming_fight()  # what ending the movement now would start
    if fight is None:
        return {}
    attacker, defender = fight
    p_att = win_odds(st.party_dice(attacker), st.party_dice(defender), is_monster(attacker),
                     is_monster(defender))
    out: dict[int, float] = {}
    for party, other, p_win in ((attacker, defender, p_att), (defender, attacker, 1 - p_att)):
        if is_monster(party):
            continue
        me = st.players[party]
        loss = (w.die if me.dice else w.gather) + (w.trinket + w.home / 2 if me.trinket else 0)
        gain = 0.0
        if not me.trinket:
            if is_monster(other):
                gain = w.trinket if st.trinkets_in_play() < MAX_TRINKETS else 0.0
            elif st.players[other].trinket:
                gain = w.trinket
        out[party] = p_win * gain - (1 - p_win) * loss
    return out


def weighted(state: State, seat: int, w: Weights) -> float:
    """Heuristic value of ``state`` for ``seat`` in [-1, 1] (1 = won, -1 = lost), with the
    weights ``w``."""
    assert isinstance(state, DiceDemonsState)
    outcome = state.outcome()
    if outcome is not None:
        if not outcome.winners:
            return 0.0
        return 1.0 if seat in outcome.winners else -1.0
    if state.players[seat].out:
        return -1.0
    fight = _pending_fight(state, w)
    active = state.active_seats()
    for s, change in _exposure(state, w, active).items():
        fight[s] = fight.get(s, 0.0) + change
    mine = progress(state, seat, w) + fight.get(seat, 0.0)
    rivals = [progress(state, s, w) + fight.get(s, 0.0) for s in active if s != seat]
    return math.tanh((mine - max(rivals)) / w.scale)


evaluation_with: Callable[[Weights], Callable[[State, int], float]] = functools.partial(
    weighted_evaluation, weighted)
"""The evaluation with a weight set, as a function of (state, seat)."""

evaluate = evaluation_with(DEFAULT)
"""The game's own evaluation (the hand-set ``DEFAULT`` weights): the one greedy players use."""

"""Every way one attack can end, as a few weighted branches: for the AI and the board's odds.

Why branches instead of states per throw: an attack's dice land in up to tens of thousands of
ways, but what matters afterwards is only which dice are left standing (that alone decides the
legal attacks, knock-outs and the end of combat) and the expected values of the dice that were
rolled or rerolled (a rerolled die is worth its mean; an attack die that survives is worth the
mean of the throws in that branch). So each branch of ``odds.attack_odds`` becomes one position
with the exact structure and the expected totals, plus the variance those rerolls add, which is
what a planner needs to weigh "end the game now while ahead" against "keep fighting".
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import engine.deathbydice.combat as combat
import engine.deathbydice.ending as ending
import engine.deathbydice.odds as odds
import engine.deathbydice.rules as rules
from engine.core import Action, record
from engine.deathbydice.actions import NoDefence
from engine.deathbydice.model import BOSSES, COMBAT, STEADY, Fighter
from engine.deathbydice.roster import BOARDS
from engine.deathbydice.state import DeathByDiceState

DIE_WORTH = 1.5
"""Extra worth of every standing die (it can still attack, assist and defend)."""
SCALE = 14.0
"""Points of difference that make a clearly better position (tanh(1) ~ 0.76)."""
DICE_AT_SCALE = 4.0
"""Standing dice (of the character nearest to running out) at which ``SCALE`` holds; with fewer
the scale shrinks (see ``_scale``)."""
FACE_WEIGHT = 0.5
"""While the combat goes on, a standing die counts this share of its face value and the rest
of its die's mean: dice are rerolled whenever they attack, assist or defend, so a d12 showing 2
is worth more than 2 (knocking it out is worth more) and one showing 12 less. Only when the
combat ends do the faces alone count (self-play: with faces alone Normal took a big lead from
the set-up roll for safe and lost it as the rival's low dice came back up)."""


@record
class Branch:
    """One way an attack can end.

    ``state`` is the position after it (turn passed, knock-outs and the end of combat checked)
    with rolled dice at their rounded expected values; ``totals`` the exact expected standing
    total per fighter; ``variance`` the variance of those totals from the dice rolled.
    """

    probability: float
    won: bool
    lost: tuple[int, ...]
    state: DeathByDiceState
    totals: tuple[float, ...]
    variance: float
    game_over: bool
    """The game (not necessarily the match) ends in this branch."""
    material: tuple[float, ...]
    """Per fighter, what its standing dice are worth while the combat goes on (``_material``)."""
    scale: float
    """The squashing scale of the position after it (``_scale``)."""


def _mean(size: int) -> float:
    return (size + 1) / 2


def _var(size: int) -> float:
    return (size * size - 1) / 12


def _material(st: DeathByDiceState, rows: Sequence[Sequence[float]]) -> tuple[float, ...]:
    """Per fighter: every standing die at ``FACE_WEIGHT`` of its (expected) face plus the rest
    of its die's mean, plus ``DIE_WORTH`` (it can still attack, assist and defend)."""
    return tuple(_row_material(BOARDS[fighter.board].sizes, row)
                 for fighter, row in zip(st.fighters, rows, strict=True))


def _row_material(sizes: Sequence[int], row: Sequence[float]) -> float:
    """One fighter's ``_material``."""
    keep = 1 - FACE_WEIGHT
    total: float = 0
    for a, v in enumerate(row):
        if v > 0:
            total += FACE_WEIGHT * v + keep * (sizes[a] + 1) / 2 + DIE_WORTH
    return total


def branches(st: DeathByDiceState, attack: Action, defence: Action) -> list[Branch]:
    """The branches of ``attack`` by the fighter whose turn it is, against ``defence``.

    Only the attacker's and the target's dice change in a branch: every other fighter's row,
    total and material is worked out once for all the branches (the judge builds tens of
    thousands of branches per game)."""
    me = st.turn
    kind, dice, assistant, target, ability = combat.attack_parts(attack)
    result = odds.attack_odds(st.fighters, me, attack, defence)
    _, helpers = combat.defence_parts(defence)
    my_board = st.board(me)
    their_board = st.board(target)
    base = [list(map(float, f.values)) for f in st.fighters]
    ints = [list(f.values) for f in st.fighters]
    variance0 = 0.0
    if assistant >= 0:
        size = my_board.sizes[assistant]
        base[me][assistant] = _mean(size)
        ints[me][assistant] = max(1, round(_mean(size)))
        variance0 += _var(size)
    moving = (me, target)
    base_sums = [0.0 if i in moving else sum(row) for i, row in enumerate(base)]
    base_material = [0.0 if i in moving else _row_material(st.board(i).sizes, row)
                     for i, row in enumerate(base)]
    steady = their_board.has(STEADY)
    before = len(st.results)
    out = []
    for o in result.outcomes:
        my_totals, my_values = base[me][:], ints[me][:]
        their_totals, their_values = base[target][:], ints[target][:]
        variance = variance0
        lost = tuple(dice[p] for p in o.discarded)
        standing = [a for a in dice if a not in lost]
        share = o.kept_mean / len(standing) if standing else 0.0
        for a in dice:
            size = my_board.sizes[a]
            if a in lost:
                my_totals[a] = 0.0
                my_values[a] = 0
            else:
                my_totals[a] = share
                my_values[a] = min(size, max(1, round(share)))
                variance += _var(size) * 0.6  # conditioned on the branch: a rough share
        if o.won:
            their_totals[ability] = 0.0
            their_values[ability] = 0
        if not (not o.won and steady):
            for h in helpers:
                size = their_board.sizes[h]
                their_totals[h] = _mean(size)
                their_values[h] = max(1, round(_mean(size)))
                variance += _var(size)
        fighters = list(st.fighters)
        mine, theirs = fighters[me], fighters[target]
        fighters[me] = Fighter(mine.board, mine.seat, tuple(my_values), mine.out)
        fighters[target] = Fighter(theirs.board, theirs.seat, tuple(their_values), theirs.out)
        sums, material = base_sums[:], base_material[:]
        sums[me], sums[target] = sum(my_totals), sum(their_totals)
        material[me] = _row_material(my_board.sizes, my_totals)
        material[target] = _row_material(their_board.sizes, their_totals)
        moved = st._replace(fighters=tuple(fighters), attack=None)
        if o.won or o.discarded:
            after = rules.finish_branch(moved)
        else:  # no die fell: nobody's attacks changed, so the combat goes on
            after = ending.pass_turn(moved)
        out.append(Branch(o.probability, o.won, lost, after, tuple(sums),
                          variance, len(after.results) > before or after.phase != COMBAT,
                          tuple(material), _scale(after)))
    return out


def side_of(st: DeathByDiceState, fighter: int) -> int:
    """The seat a fighter's result counts for (the boss seat for minions and boss; each hero's
    seat otherwise)."""
    return st.fighters[fighter].seat


def _sides(st: DeathByDiceState, totals: tuple[float, ...], seat: int) -> tuple[float, float]:
    """(seat's side score, best rival side score) from per-fighter totals."""
    return _sides_of(st, _per_seat(st, totals), seat)


def _per_seat(st: DeathByDiceState, totals: Sequence[float]) -> list[float]:
    """Per-fighter totals summed per seat."""
    per_seat = [0.0] * st.num_seats
    for i, f in enumerate(st.fighters):
        per_seat[f.seat] += totals[i]
    return per_seat


def _sides_of(st: DeathByDiceState, per_seat: list[float], seat: int) -> tuple[float, float]:
    """(seat's side score, best rival side score) from per-seat totals."""
    if st.scenario == BOSSES:
        heroes = sum(per_seat[1:])
        return (per_seat[0], heroes) if seat == 0 else (heroes, per_seat[0])
    rival = max(v for s, v in enumerate(per_seat) if s != seat)
    return per_seat[seat], rival


def branch_value(branch: Branch, seat: int) -> float:
    """Value of a branch for ``seat`` in [-1, 1]: the chance-weighted result when the game
    ends there, else the material difference squashed."""
    st = branch.state
    if branch.game_over:
        mine, rival = _sides(st, branch.totals, seat)
        sd = math.sqrt(branch.variance) + 0.7
        p = 0.5 * (1 + math.erf((mine - rival) / (sd * math.sqrt(2))))
        return 2 * p - 1
    mine, rival = _sides(st, branch.material, seat)
    return math.tanh((mine - rival) / branch.scale)


def branch_values(branch: Branch) -> tuple[float, ...]:
    """``branch_value`` for every seat at once (the seats' totals are summed once: the judge
    values every branch for every seat)."""
    st = branch.state
    seats = range(st.num_seats)
    if branch.game_over:
        per_seat = _per_seat(st, branch.totals)
        sd = math.sqrt(branch.variance) + 0.7
        out = []
        for seat in seats:
            mine, rival = _sides_of(st, per_seat, seat)
            p = 0.5 * (1 + math.erf((mine - rival) / (sd * math.sqrt(2))))
            out.append(2 * p - 1)
        return tuple(out)
    per_seat = _per_seat(st, branch.material)
    scale = branch.scale
    return tuple(math.tanh((mine - rival) / scale)
                 for mine, rival in (_sides_of(st, per_seat, seat) for seat in seats))


def _scale(st: DeathByDiceState) -> float:
    """Points of difference that make a clearly better position, smaller as the end nears.

    Why: the combat ends as soon as one character cannot attack, which mostly happens when one
    is down to its last die or two. The fewer dice the nearest-to-ending character has left,
    the fewer swings remain, so the same lead is worth more. This also gives the planner its
    sense of timing: ahead, it likes positions nearer the end (it knocks out dice to close the
    combat); behind, it keeps the combat open (self-play: with one fixed scale Normal held big
    leads from the set-up roll without closing the game and lost some of them)."""
    if st.scenario == BOSSES:
        boss = [f for f in st.fighters if combat.is_boss(f)]
        heroes = [f for f in st.fighters if combat.is_hero(f) and not f.out]
        counts = [max((_dice(f) for f in heroes), default=0)] + [_dice(f) for f in boss]
    else:
        counts = [_dice(f) for f in st.fighters]
    return SCALE * math.sqrt(max(1, min(counts)) / DICE_AT_SCALE)


def _dice(fighter: Fighter) -> int:
    values = fighter.values
    return len(values) - values.count(0)


def position_value(st: DeathByDiceState, seat: int) -> float:
    """The same scale as ``branch_value`` for a settled position (no attack in flight)."""
    mine, rival = _sides(st, _material(st, [f.values for f in st.fighters]), seat)
    return math.tanh((mine - rival) / _scale(st))


def settled_value(before: DeathByDiceState, after: DeathByDiceState, seat: int) -> float:
    """Value for ``seat`` of ``after``, reached from ``before`` by a choice inside an attack
    (a discard): helpers still to reroll count at their means; a game that just ended counts
    its final boards."""
    settled = settled_branch(before, after)
    if settled is None:
        return position_value(after, seat)
    return branch_value(settled, seat)


def settled_branch(before: DeathByDiceState, after: DeathByDiceState) -> Branch | None:
    """``after`` (reached from ``before`` inside an attack) as the branch it settles into:
    helpers still to reroll at their means, the turn passed; a game that just ended with its
    final boards. ``None`` when ``after`` is a settled position of a game going on."""
    attack = after.attack
    if attack is not None and attack.stage == "helpers":
        totals = [list(map(float, f.values)) for f in after.fighters]
        values = [list(f.values) for f in after.fighters]
        variance = 0.0
        for f, a in rules.helper_dice(after):
            size = after.board(f).sizes[a]
            totals[f][a] = _mean(size)
            values[f][a] = max(1, round(_mean(size)))
            variance += _var(size)
        fighters = tuple(Fighter(f.board, f.seat, tuple(values[i]), f.out)
                         for i, f in enumerate(after.fighters))
        done = rules.finish_branch(after._replace(fighters=fighters, attack=None))
        ended = len(done.results) > len(before.results) or done.phase != COMBAT
        return Branch(1.0, attack.won, attack.lost_dice, done, tuple(sum(r) for r in totals),
                      variance, ended, _material(after, totals), _scale(done))
    if len(after.results) > len(before.results) or after.phase != COMBAT:
        board_totals = tuple(float(sum(v)) for v in after.last_boards)
        return Branch(1.0, False, (), after, board_totals, 0.0, True, board_totals, SCALE)
    return None


def quick_gain(st: DeathByDiceState, attack: Action) -> float:
    """A cheap guess of what an undefended ``attack`` gains its maker on the planner's scale
    (chance to knock out the die times what that die is worth, the change in worth of the dice
    rerolled, the expected dice lost), without building any position: the planner ranks every
    reply with it and works out only the best few exactly."""
    kind, dice, assistant, target, ability = combat.attack_parts(attack)
    me = st.fighters[st.turn]
    board = st.board(st.turn)
    result = odds.attack_odds(st.fighters, st.turn, attack, NoDefence())
    v = st.fighters[target].values[ability]
    size = st.board(target).sizes[ability]
    keep = 1 - FACE_WEIGHT
    gain = result.win * (FACE_WEIGHT * v + keep * (size + 1) / 2 + DIE_WORTH)
    rolled = dice + ((assistant,) if assistant >= 0 else ())
    means = 0.0
    for a in rolled:
        mean = (board.sizes[a] + 1) / 2
        gain += FACE_WEIGHT * (mean - me.values[a])
        means += mean
    if result.outcomes and kind == "complex":
        gain -= result.expected_lost_dice * (means / len(rolled) + DIE_WORTH)
    return gain

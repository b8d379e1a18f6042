"""Death by Dice transitions: the draw, the secret set-up, attacks step by step, games and match.

Every function takes a state and returns a new one (``st._replace``). Steps nobody has a choice
in are played at once: a forced placement, a defence when the defender has nothing to defend
with, a pair of doubles, a loss discard with one candidate. Every real choice waits for the seat
that makes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine.core import (
    CHANCE,
    Action,
    DieSpec,
    EndReason,
    IllegalAction,
    Outcome,
    Resign,
    Roll,
    RollRequest,
)
from engine.deathbydice import combat
from engine.deathbydice.actions import (
    ATTACK_TYPES,
    DEFENCE_TYPES,
    DiscardDoubles,
    DiscardForLoss,
    Place,
)
from engine.deathbydice.model import (
    ABILITIES,
    BOSSES,
    COMBAT,
    COMPLEX,
    DEFEND,
    DOUBLES,
    DRAW,
    HELPERS,
    LOSS,
    LUCKY_DOUBLES,
    MINION,
    OVER,
    PLACE,
    ROLL,
    SETUP_ROLL,
    STEADY,
    Attack,
    Fighter,
)
from engine.deathbydice.odds import doubles_discards
from engine.deathbydice.roster import BOARDS, HEROES

if TYPE_CHECKING:
    from engine.deathbydice.state import DeathByDiceState as St


# ------------------------------------------------------------------------------- helpers


def has_rolled(st: St, seat: int) -> bool:
    """Whether ``seat`` has thrown its set-up dice in this set-up round."""
    if st.phase == PLACE:
        return seat <= st.setup_seat
    if st.phase == SETUP_ROLL:
        return seat < st.setup_seat
    return st.phase == COMBAT or st.phase == OVER


def _set(fighters: tuple[Fighter, ...], index: int, **changes: Any) -> tuple[Fighter, ...]:
    f = fighters[index]
    new = Fighter(changes.get("board", f.board), changes.get("seat", f.seat),
                  changes.get("values", f.values), changes.get("out", f.out))
    return fighters[:index] + (new,) + fighters[index + 1:]


def _with_values(fighters: tuple[Fighter, ...], index: int, updates: dict[int, int]
                 ) -> tuple[Fighter, ...]:
    values = list(fighters[index].values)
    for ability, value in updates.items():
        values[ability] = value
    return _set(fighters, index, values=tuple(values))


def build_fighters(scenario: int, picks: tuple[int, ...]) -> tuple[Fighter, ...]:
    """The characters in table order, dice not yet placed.

    Free for all: one per seat. Bosses & Minions: the boss (seat 0), then each hero followed by
    the minion set against it: boss, hero 1, minion 1, hero 2, minion 2...
    """
    from engine.deathbydice.roster import BOSS_KEY, MINIONS

    blank = (0,) * len(ABILITIES)
    if scenario != BOSSES:
        return tuple(Fighter(HEROES[p], s, blank) for s, p in enumerate(picks))
    out = [Fighter(BOSS_KEY, 0, blank)]
    for s in range(1, len(picks)):
        out.append(Fighter(HEROES[picks[s]], s, blank))
        out.append(Fighter(MINIONS[s - 1], 0, blank))
    return tuple(out)


def random_seats(st: St) -> list[int]:
    """Seats whose character a die must still pick."""
    first = 1 if st.scenario == BOSSES else 0
    return [s for s in range(first, len(st.picks)) if st.picks[s] < 0]


# -------------------------------------------------------------------------------- chance


def roll_request(st: St) -> RollRequest:
    if st.to_move != CHANCE:
        raise IllegalAction("No dice are to be thrown now.")
    if st.phase == DRAW:
        seats = random_seats(st)
        dice = tuple(DieSpec.d(len(HEROES), f"character for {st.seat_name(s)}") for s in seats)
        return RollRequest(dice, "A die picks the random characters.")
    if st.phase == SETUP_ROLL:
        seat = st.setup_seat
        dice: list[DieSpec] = []
        for i in st.fighters_of(seat):
            board = st.board(i)
            dice += [DieSpec.d(size, board.name) for size in board.sizes if size]
        return RollRequest(tuple(dice), f"{st.seat_name(seat)} rolls every die in secret.", seat)
    attack = st.attack
    assert attack is not None
    if attack.stage == ROLL:
        board = st.board(attack.attacker)
        dice = [DieSpec.d(board.sizes[a], ABILITIES[a]) for a in attack.dice]
        return RollRequest(tuple(dice), f"{board.name} attacks.",
                           st.fighters[attack.attacker].seat)
    helpers = helper_dice(st)
    return RollRequest(tuple(DieSpec.d(st.board(f).sizes[a], f"{ABILITIES[a]} (helper)")
                             for f, a in helpers), "The dice that helped are rerolled.")


def helper_dice(st: St) -> list[tuple[int, int]]:
    """(fighter, ability) of every die rerolled after the attack: the assistant of a boosted
    attack and every defending helper (kept when a Steady defender's defence held)."""
    attack = st.attack
    assert attack is not None
    out: list[tuple[int, int]] = []
    if attack.assistant >= 0:
        out.append((attack.attacker, attack.assistant))
    held = not attack.won
    if not (held and st.board(attack.target).has(STEADY)):
        target = st.fighters[attack.target]
        out += [(attack.target, h) for h in attack.helpers if target.values[h]]
    return out


def _roll_problem(st: St, action: Roll) -> str | None:
    """Why ``action`` is not a throw of the dice the position asks for (None when it is)."""
    request = roll_request(st)
    values = action.values
    if not isinstance(values, tuple) or len(values) != request.count:
        noun = "die" if request.count == 1 else "dice"
        return f"That throw should have {request.count} {noun}."
    for v, die in zip(values, request.dice, strict=True):
        if type(v) is not int or v not in die.faces:
            return f"A {die.kind} cannot show {v!r}."
    return None


def _roll(st: St, action: Roll) -> St:
    values = action.values
    if st.phase == DRAW:
        picks = list(st.picks)
        for s, v in zip(random_seats(st), values, strict=True):
            picks[s] = int(v) - 1
        picks_t = tuple(picks)
        fighters = build_fighters(st.scenario, picks_t)
        return st._replace(picks=picks_t, fighters=fighters, pools=((),) * len(fighters),
                           phase=SETUP_ROLL, setup_seat=0)
    if st.phase == SETUP_ROLL:
        return _setup_rolled(st, values)
    attack = st.attack
    assert attack is not None
    if attack.stage == ROLL:
        return _attack_rolled(st, values)
    fighters = st.fighters
    for (f, a), v in zip(helper_dice(st), values, strict=True):
        fighters = _with_values(fighters, f, {a: int(v)})
    return _finish_attack(st._replace(fighters=fighters))


# -------------------------------------------------------------------------------- set-up


def _setup_rolled(st: St, values: tuple) -> St:
    pools = list(st.pools)
    it = iter(values)
    for i in st.fighters_of(st.setup_seat):
        pools[i] = tuple(sorted((size, int(next(it))) for size in st.board(i).sizes if size))
    return _auto_place(st._replace(pools=tuple(pools), phase=PLACE))


def _auto_place(st: St) -> St:
    """Place every value whose place is forced; when the seat has nothing left to place, move
    on."""
    st = _fill_forced(st)
    if any(st.pools[i] for i in st.fighters_of(st.setup_seat)):
        return st
    if st.setup_seat + 1 < st.num_seats:
        return st._replace(phase=SETUP_ROLL, setup_seat=st.setup_seat + 1)
    return _reveal(st)


def draft(st: St, places: Sequence[Place]) -> St:
    """The placing seat's position after ``places`` (Place actions in order), each followed by
    the forced placements, but never moving on: a board shows a player's placement in progress
    with it and checks the next drop (``place_problem``) before anything is committed. Raises
    IllegalAction with ``apply``'s own sentence for a refused placement."""
    if st.phase != PLACE:
        raise IllegalAction("The dice have all been placed.")
    for action in places:
        problem = _place_problem(st, action)
        if problem:
            raise IllegalAction(problem)
        st = _fill_forced(_placed(st, action))
    return st


def place_problem(st: St, action: Place) -> str | None:
    """Why ``action`` cannot be placed in a ``draft`` position (None when it can)."""
    if st.phase != PLACE:
        return "The dice have all been placed."
    return _place_problem(st, action)


def _fill_forced(st: St) -> St:
    """Place every value whose place is forced (one free ability of its size, or all values of
    that size equal)."""
    fighters = st.fighters
    pools = list(st.pools)
    for i in st.fighters_of(st.setup_seat):
        board = st.board(i)
        pool = list(pools[i])
        for size in sorted({s for s, _ in pool}):
            free = [a for a in range(len(ABILITIES))
                    if board.sizes[a] == size and not fighters[i].values[a]]
            vals = sorted(v for s, v in pool if s == size)
            if len(free) == 1 or len(set(vals)) == 1:
                fighters = _with_values(fighters, i, dict(zip(free, vals, strict=True)))
                pool = [(s, v) for s, v in pool if s != size]
        pools[i] = tuple(pool)
    return st._replace(fighters=fighters, pools=tuple(pools))


def _place(st: St, action: Place) -> St:
    problem = _place_problem(st, action)
    if problem:
        raise IllegalAction(problem)
    return _auto_place(_placed(st, action))


def _placed(st: St, action: Place) -> St:
    i, a, v = action.fighter, action.ability, action.value
    size = st.board(i).sizes[a]
    pool = list(st.pools[i])
    pool.remove((size, v))
    pools = st.pools[:i] + (tuple(pool),) + st.pools[i + 1:]
    return st._replace(fighters=_with_values(st.fighters, i, {a: v}), pools=pools)


def _place_problem(st: St, action: Place) -> str | None:
    i, a, v = action.fighter, action.ability, action.value
    if not all(type(x) is int for x in (i, a, v)):
        return "That placement is not in the expected form."
    if not 0 <= i < len(st.fighters) or st.fighters[i].seat != st.setup_seat:
        return "You can only place the dice of your own characters."
    if not 0 <= a < len(ABILITIES) or not st.board(i).sizes[a]:
        return "That ability has no die."
    if st.fighters[i].values[a]:
        return f"A die already stands in front of {ABILITIES[a]}."
    size = st.board(i).sizes[a]
    if (size, v) not in st.pools[i]:
        return f"You have no d{size} showing {v} left to place on {ABILITIES[a]}."
    return None


def _reveal(st: St) -> St:
    """All placed: reveal; the lowest total starts, unless it is shared (then all reroll)."""
    totals = [f.total for f in st.fighters]
    low = min(totals)
    if totals.count(low) > 1:
        blank = tuple(Fighter(f.board, f.seat, (0,) * 6) for f in st.fighters)
        return st._replace(fighters=blank, pools=((),) * len(blank), phase=SETUP_ROLL,
                           setup_seat=0)
    st = _check_end(st._replace(phase=COMBAT, turn=totals.index(low), attack=None))
    if st.phase == COMBAT and st.fighters[st.turn].out:
        return _pass_turn(st)
    return st


# -------------------------------------------------------------------------------- attacks


def _declare(st: St, action: Action) -> St:
    problem = _attack_problem(st, action)
    if problem:
        raise IllegalAction(problem)
    kind, dice, assistant, target, ability = combat.attack_parts(action)
    attack = Attack(kind, st.turn, dice, assistant, target, ability)
    if len(combat.defences(st.fighters, target, ability)) == 1:
        attack = _with(attack, defence="none", stage=ROLL)
    return st._replace(attack=attack)


def _attack_problem(st: St, action: Action) -> str | None:
    if action in st.legal_actions():
        return None
    kind, dice, assistant, target, ability = combat.attack_parts(action)
    me = st.fighters[st.turn]
    if not all(type(x) is int for x in (*dice, assistant, target, ability)):
        return "That attack is not in the expected form."
    if not 0 <= target < len(st.fighters) or not 0 <= ability < len(ABILITIES):
        return "There is no such die to attack."
    if any(not 0 <= d < len(ABILITIES) or not me.values[d] for d in dice):
        return "You can only attack with dice you still have."
    if target not in st.opponents(st.turn):
        if combat.is_boss(st.fighters[target]) and st.scenario == BOSSES:
            return "The boss cannot be attacked while a minion still guards it."
        return "You cannot attack that character."
    if not st.fighters[target].values[ability]:
        return "There is no die in front of that ability to attack."
    board = st.board(st.turn)
    if kind == "ability":
        return (f"An ability attack with {ABILITIES[dice[0]]} must target "
                f"{ABILITIES[dice[0]]}" + (" or a die of the same size." if
                                            board.has("wildcard") else "."))
    if kind == "boosted":
        return "The assistant must be a neighbouring ability with a die."
    return "A complex attack needs two or more different linked dice."


def _defend(st: St, action: Action) -> St:
    attack = st.attack
    assert attack is not None
    if action not in combat.defences(st.fighters, attack.target, attack.ability):
        raise IllegalAction("Brace with a neighbouring die, or guard with dice linked to the "
                            "target die.")
    kind, helpers = combat.defence_parts(action)
    return st._replace(attack=_with(attack, defence=kind, helpers=helpers, stage=ROLL))


def _with(attack: Attack, **changes: Any) -> Attack:
    data = {k: getattr(attack, k) for k in Attack.__dataclass_fields__}
    data.update(changes)
    return Attack(**data)


def _attack_rolled(st: St, values: tuple) -> St:
    attack = st.attack
    assert attack is not None
    me = st.fighters[attack.attacker]
    them = st.fighters[attack.target]
    value = combat.defence_value(them, attack.ability, attack.defence, attack.helpers)
    rolled = tuple(int(v) for v in values)
    won = sum(rolled) >= combat.needed(me, them, attack.kind, value)
    fighters = _with_values(st.fighters, attack.attacker, dict(zip(attack.dice, rolled,
                                                                   strict=True)))
    if won:
        fighters = _with_values(fighters, attack.target, {attack.ability: 0})
    attack = _with(attack, rolled=rolled, won=won)
    st = st._replace(fighters=fighters, attack=attack)
    if attack.kind != COMPLEX:
        return _to_helpers(st)
    lost: list[int] = []
    if not (won and st.board(attack.attacker).has(LUCKY_DOUBLES)):
        sizes = [st.board(attack.attacker).sizes[a] for a in attack.dice]
        pairs, choices = doubles_discards(rolled, sizes)
        lost = [attack.dice[p] for p in pairs]
        if choices:
            st = _discard(st, lost)
            return st._replace(attack=_with(st.attack, stage=DOUBLES))
    return _after_doubles(_discard(st, lost))


def _discard(st: St, abilities: list[int]) -> St:
    attack = st.attack
    assert attack is not None
    if not abilities:
        return st
    fighters = _with_values(st.fighters, attack.attacker, dict.fromkeys(abilities, 0))
    return st._replace(fighters=fighters,
                       attack=_with(attack, lost_dice=attack.lost_dice + tuple(abilities)))


def doubles_choices(st: St) -> list[tuple[int, ...]]:
    """Groups of three or more equal attacking dice still waiting for the attacker's pick."""
    attack = st.attack
    if attack is None or attack.stage != DOUBLES:
        return []
    sizes = [st.board(attack.attacker).sizes[a] for a in attack.dice]
    _, choices = doubles_discards(attack.rolled, sizes)
    groups = [tuple(attack.dice[p] for p in g) for g in choices]
    return [g for g in groups if not any(a in attack.lost_dice for a in g)]


def loss_candidates(st: St) -> list[int]:
    """Attacking dice that may be discarded for a lost complex attack (never one already
    discarded for doubles)."""
    attack = st.attack
    assert attack is not None
    return [a for a in attack.dice if a not in attack.lost_dice]


def _after_doubles(st: St) -> St:
    attack = st.attack
    assert attack is not None
    if doubles_choices(st._replace(attack=_with(attack, stage=DOUBLES))):
        return st._replace(attack=_with(attack, stage=DOUBLES))
    if attack.won:
        return _to_helpers(st)
    candidates = loss_candidates(st)
    if len(candidates) > 1:
        return st._replace(attack=_with(attack, stage=LOSS))
    return _to_helpers(_discard(st, candidates))


def _discard_doubles(st: St, action: DiscardDoubles) -> St:
    groups = doubles_choices(st)
    picked = tuple(action.abilities) if isinstance(action.abilities, tuple) else ()
    if (len(picked) != 2 or picked[0] == picked[1]
            or not any(set(picked) <= set(g) for g in groups)):
        raise IllegalAction("Pick two of the dice that came up equal.")
    return _after_doubles(_discard(st, list(picked)))


def _discard_for_loss(st: St, action: DiscardForLoss) -> St:
    if action.ability not in loss_candidates(st):
        raise IllegalAction("Discard one of your attacking dice that was not lost to doubles.")
    return _to_helpers(_discard(st, [action.ability]))


def _to_helpers(st: St) -> St:
    attack = st.attack
    assert attack is not None
    st = st._replace(attack=_with(attack, stage=HELPERS))
    if helper_dice(st):
        return st
    return _finish_attack(st)


def _finish_attack(st: St) -> St:
    st = _check_end(st._replace(attack=None))
    if st.phase != COMBAT:
        return st
    return _pass_turn(st)


def finish_branch(st: St) -> St:
    """End an attack whose dice are already set (the AI's look at one outcome): the end of
    combat is checked and the turn passes, exactly as after a real attack."""
    return _finish_attack(st)


def pass_turn(st: St) -> St:
    """The turn passes without anything that could end the combat having changed (the AI's
    look at an attack that took no die)."""
    return _pass_turn(st)


def _pass_turn(st: St) -> St:
    """Play passes along the table to the next fighter not knocked out."""
    n = len(st.fighters)
    turn = st.turn
    for step in range(1, n + 1):
        nxt = (turn + step) % n
        if not st.fighters[nxt].out:
            return st._replace(turn=nxt)
    return st  # unreachable: the end check stops a combat with nobody left


# ---------------------------------------------------------------------- end and match


def _check_end(st: St) -> St:
    """Step 8: knock out (Bosses & Minions), then end the combat if the rules say so."""
    fighters = st.fighters
    if st.scenario == BOSSES:
        changed = True
        while changed:
            changed = False
            order = sorted(range(len(fighters)),
                           key=lambda i: 0 if BOARDS[fighters[i].board].role == MINION else 1)
            for i in order:
                f = fighters[i]
                if f.out or combat.is_boss(f):
                    continue
                if not combat.can_attack(fighters, st.scenario, i):
                    fighters = _set(fighters, i, out=True)
                    changed = True
        st = st._replace(fighters=fighters)
        boss = next(i for i, f in enumerate(fighters) if combat.is_boss(f))
        heroes_left = any(combat.is_hero(f) and not f.out for f in fighters)
        if heroes_left and combat.can_attack(fighters, st.scenario, boss):
            return st
        sides = [0, 0]
        for f in fighters:
            sides[combat.side(f)] += f.total
        if sides[0] == sides[1]:
            winners: tuple[int, ...] = ()
        elif sides[0] > sides[1]:
            winners = tuple(s for s in range(1, st.num_seats))
        else:
            winners = (0,)
        return _game_over(st, winners)
    if all(combat.can_attack(fighters, st.scenario, i) for i in range(len(fighters))):
        return st
    totals = [f.total for f in fighters]
    best = max(totals)
    leaders = [fighters[i].seat for i, t in enumerate(totals) if t == best]
    return _game_over(st, tuple(leaders) if len(leaders) == 1 else ())


def _game_over(st: St, winners: tuple[int, ...]) -> St:
    results = st.results + (winners,)
    st = st._replace(results=results, attack=None,
                     last_boards=tuple(f.values for f in st.fighters))
    sides = _side_wins(st, results)
    games = len(results)
    decided = games >= st.match_games or max(sides.values()) * 2 > st.match_games
    if not decided:
        blank = tuple(Fighter(f.board, f.seat, (0,) * 6) for f in st.fighters)
        return st._replace(fighters=blank, pools=((),) * len(blank), phase=SETUP_ROLL,
                           setup_seat=0, turn=0)
    top = max(sides.values())
    leaders = [k for k, v in sides.items() if v == top]
    if len(leaders) > 1:
        return st._replace(phase=OVER, _outcome=Outcome((), EndReason.DRAW, "The match is drawn."))
    win_seats = leaders[0]
    detail = "wins the match" if st.match_games > 1 else "wins the game"
    return st._replace(phase=OVER, _outcome=Outcome(win_seats, EndReason.VICTORY, detail))


def _side_wins(st: St, results: tuple[tuple[int, ...], ...]) -> dict[tuple[int, ...], int]:
    """Games won per side: each seat alone, or in Bosses & Minions the boss seat against all
    hero seats together."""
    if st.scenario == BOSSES:
        sides = {(0,): 0, tuple(range(1, st.num_seats)): 0}
    else:
        sides = {(s,): 0 for s in range(st.num_seats)}
    for winners in results:
        if winners:
            sides[winners] = sides.get(winners, 0) + 1
    return sides


def _resign(st: St, action: Resign) -> St:
    seat = action.seat
    if st.scenario == BOSSES:
        winners = tuple(range(1, st.num_seats)) if seat == 0 else (0,)
    else:
        winners = tuple(s for s in range(st.num_seats) if s != seat)
    name = st.seat_name(seat)
    return st._replace(phase=OVER, attack=None,
                       _outcome=Outcome(winners, EndReason.RESIGNATION, f"{name} resigned."))


# ------------------------------------------------------------------------ dispatching


def legal(st: St) -> list[Action]:
    """Every choice open to ``to_move`` now."""
    if st._outcome is not None:
        return []
    if st.phase == PLACE:
        out: list[Action] = []
        for i in st.fighters_of(st.setup_seat):
            board = st.board(i)
            pool = st.pools[i]
            for a, size in enumerate(board.sizes):
                if size and not st.fighters[i].values[a]:
                    out += [Place(i, a, v) for v in sorted({v for s, v in pool if s == size})]
        return out
    if st.phase != COMBAT:
        return []
    attack = st.attack
    if attack is None:
        return combat.attacks(st.fighters, st.scenario, st.turn)
    if attack.stage == DEFEND:
        return combat.defences(st.fighters, attack.target, attack.ability)
    if attack.stage == DOUBLES:
        from itertools import combinations

        return [DiscardDoubles(pair) for g in doubles_choices(st) for pair in combinations(g, 2)]
    if attack.stage == LOSS:
        return [DiscardForLoss(a) for a in loss_candidates(st)]
    return []


def apply(st: St, action: Action) -> St:
    problem = why_not(st, action)
    if problem:
        raise IllegalAction(problem)
    if isinstance(action, Resign):
        return _resign(st, action)
    if isinstance(action, Roll):
        return _roll(st, action)
    if isinstance(action, Place):
        return _place(st, action)
    if isinstance(action, ATTACK_TYPES):
        return _declare(st, action)
    if isinstance(action, DEFENCE_TYPES):
        return _defend(st, action)
    if isinstance(action, DiscardDoubles):
        return _discard_doubles(st, action)
    assert isinstance(action, DiscardForLoss)
    return _discard_for_loss(st, action)


def why_not(st: St, action: Action) -> str | None:
    """The refusal sentence for ``action`` now, or None when it is allowed: the very sentence
    ``apply`` raises."""
    if st._outcome is not None:
        return "The match is over."
    mover = st.to_move
    if isinstance(action, Roll):
        return _roll_problem(st, action) if mover == CHANCE else "No dice are to be thrown now."
    if isinstance(action, Resign):
        seat = action.seat
        if type(seat) is int and 0 <= seat < st.num_seats:
            return None
        return "There is no such player."
    if mover == CHANCE:
        return "The dice must be thrown first."
    if action in st.legal_actions():
        return None
    attack = st.attack
    if isinstance(action, Place):
        if st.phase != PLACE:
            return "The dice have all been placed."
        return _place_problem(st, action) or "That die cannot go there."
    if isinstance(action, ATTACK_TYPES):
        if st.phase != COMBAT or attack is not None:
            return "You cannot start an attack now."
        try:
            return _attack_problem(st, action) or "That attack is not allowed."
        except (TypeError, IndexError):
            return "That attack is not in the expected form."
    if isinstance(action, DEFENCE_TYPES):
        if attack is None or attack.stage != DEFEND:
            return "There is no attack to defend against now."
        return ("Brace with a neighbouring die, or guard with dice linked to the target die "
                "(not for a white ability).")
    if isinstance(action, DiscardDoubles):
        if attack is None or attack.stage != DOUBLES:
            return "There are no doubles to discard now."
        return "Pick two of the dice that came up equal."
    if isinstance(action, DiscardForLoss):
        if attack is None or attack.stage != LOSS:
            return "There is no lost attack to pay for now."
        return "Discard one of your attacking dice that was not lost to doubles."
    return "Death by Dice has no such action."

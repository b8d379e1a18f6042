"""Death by Dice transitions: the draw, the secret set-up, attacks step by step, games and match.

Every function takes a state and returns a new one (``st._replace``). Steps nobody has a choice
in are played at once: a forced placement, a defence when the defender has nothing to defend
with, a pair of doubles, a loss discard with one candidate. Every real choice waits for the seat
that makes it.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

import engine.deathbydice.combat as combat
import engine.deathbydice.ending as ending
import engine.deathbydice.secret as secret
from engine.core import (
    CHANCE,
    Action,
    DieSpec,
    IllegalAction,
    Resign,
    Roll,
    RollRequest,
)
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
    PLACE,
    ROLL,
    SETUP_ROLL,
    STEADY,
    Attack,
    with_values,
)
from engine.deathbydice.odds import doubles_discards
from engine.deathbydice.roster import HEROES

if TYPE_CHECKING:
    from engine.deathbydice.state import DeathByDiceState as St

NO_SUCH_DEFENCE = ("Brace with a neighbouring die, or guard with dice linked to the target die "
                   "(not for a white ability).")
"""Why a defence that is not open is refused: ``apply`` and ``why_not`` say this one sentence."""


# -------------------------------------------------------------------------------- chance


def roll_request(st: St) -> RollRequest:
    if st.to_move != CHANCE:
        raise IllegalAction("No dice are to be thrown now.")
    if st.phase == DRAW:
        seats = secret.random_seats(st)
        draws = tuple(DieSpec.d(len(HEROES), f"character for {st.seat_name(s)}") for s in seats)
        return RollRequest(draws, "A die picks the random characters.")
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
        thrown = tuple(DieSpec.d(board.sizes[a], ABILITIES[a]) for a in attack.dice)
        return RollRequest(thrown, f"{board.name} attacks.",
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
        for s, v in zip(secret.random_seats(st), values, strict=True):
            picks[s] = int(v) - 1
        picks_t = tuple(picks)
        fighters = secret.build_fighters(st.scenario, picks_t)
        return st._replace(picks=picks_t, fighters=fighters, pools=((),) * len(fighters),
                           phase=SETUP_ROLL, setup_seat=0)
    if st.phase == SETUP_ROLL:
        return secret.setup_rolled(st, values)
    attack = st.attack
    assert attack is not None
    if attack.stage == ROLL:
        return _attack_rolled(st, values)
    fighters = st.fighters
    for (f, a), v in zip(helper_dice(st), values, strict=True):
        fighters = with_values(fighters, f, {a: int(v)})
    return _finish_attack(st._replace(fighters=fighters))


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
    assert attack is not None  # ``apply`` refused any defence not open, by ``why_not``
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
    fighters = with_values(st.fighters, attack.attacker, dict(zip(attack.dice, rolled,
                                                                   strict=True)))
    if won:
        fighters = with_values(fighters, attack.target, {attack.ability: 0})
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
            assert st.attack is not None  # discarding dice leaves the attack on
            return st._replace(attack=_with(st.attack, stage=DOUBLES))
    return _after_doubles(_discard(st, lost))


def _discard(st: St, abilities: list[int]) -> St:
    attack = st.attack
    assert attack is not None
    if not abilities:
        return st
    fighters = with_values(st.fighters, attack.attacker, dict.fromkeys(abilities, 0))
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
    attack = st.attack
    fell = attack is not None and (attack.won or bool(attack.lost_dice))
    st = ending.check_end(st._replace(attack=None, quiet=0 if fell else st.quiet + 1))
    if st.phase != COMBAT:
        return st
    return ending.pass_turn(st)


def finish_branch(st: St) -> St:
    """End an attack whose dice are already set (the AI's look at one outcome): the end of
    combat is checked and the turn passes, exactly as after a real attack."""
    return _finish_attack(st)


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
        return [DiscardDoubles(pair) for g in doubles_choices(st) for pair in combinations(g, 2)]
    if attack.stage == LOSS:
        return [DiscardForLoss(a) for a in loss_candidates(st)]
    return []


def apply(st: St, action: Action) -> St:
    problem = why_not(st, action)
    if problem:
        raise IllegalAction(problem)
    if isinstance(action, Resign):
        return ending.resign(st, action)
    if isinstance(action, Roll):
        return _roll(st, action)
    if isinstance(action, Place):
        return secret.place(st, action)
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
        return secret.place_problem(st, action) or "That die cannot go there."
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
        return NO_SUCH_DEFENCE
    if isinstance(action, DiscardDoubles):
        if attack is None or attack.stage != DOUBLES:
            return "There are no doubles to discard now."
        return "Pick two of the dice that came up equal."
    if isinstance(action, DiscardForLoss):
        if attack is None or attack.stage != LOSS:
            return "There is no lost attack to pay for now."
        return "Discard one of your attacking dice that was not lost to doubles."
    return "Death by Dice has no such action."

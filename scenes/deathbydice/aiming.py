"""Choosing an attack by clicking dice: what the clicks so far mean, and what may come next.

No rules here: every question is answered from the engine's own legal attacks
(``state.legal_actions()``) and its exact odds. The attacker clicks one of their dice; the next
click on one of their own dice makes the attack complex (a linked die) or boosted (a
neighbouring assistant); a click on a foe's die picks the target. The mode follows from what was
clicked, and the panel names it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import engine.deathbydice.combat as combat
from engine.core import Action
from engine.deathbydice.actions import (
    ATTACK_TYPES,
    AbilityAttack,
    BoostedAttack,
    Brace,
    ComplexAttack,
    Guard,
    NoDefence,
)
from engine.deathbydice.model import ABILITIES, ABILITY, BOOSTED, COMPLEX, Attack
from engine.deathbydice.odds import Odds, attack_odds
from engine.deathbydice.state import DeathByDiceState

MODE_TEXT = {
    ABILITY: ("Ability attack", "One die against the same ability of a foe: a roll equal "
              "to or above its value wins."),
    BOOSTED: ("Boosted attack", "One die +2 from a neighbouring assistant, against any foe "
              "die: the total must beat it. The assistant is rerolled afterwards."),
    COMPLEX: ("Complex attack", "Two or more linked dice rolled together against any foe die: "
              "the sum must beat it. Losing costs one of them; doubles cost two."),
}


@dataclass
class Aim:
    """The attack being put together: attacking dice in click order, the assistant, the
    target die (fighter, ability)."""

    dice: list[int] = field(default_factory=list)
    assistant: int = -1
    target: tuple[int, int] | None = None

    @property
    def mode(self) -> str:
        if self.assistant >= 0:
            return BOOSTED
        return COMPLEX if len(self.dice) >= 2 else ABILITY

    def clear(self) -> None:
        self.dice.clear()
        self.assistant = -1
        self.target = None


def attacks(st: DeathByDiceState) -> list[Action]:
    return [a for a in st.legal_actions() if isinstance(a, ATTACK_TYPES)]


def fits(action: Action, aim: Aim) -> bool:
    """Whether ``action`` is the attack the clicks so far describe (target aside)."""
    kind, dice, assistant, _t, _a = combat.attack_parts(action)
    if not aim.dice:
        return False
    if aim.assistant >= 0:
        return kind == BOOSTED and dice == (aim.dice[0],) and assistant == aim.assistant
    if len(aim.dice) >= 2:
        return kind == COMPLEX and set(dice) == set(aim.dice)
    return kind == ABILITY and dice == (aim.dice[0],)


def matching(st: DeathByDiceState, aim: Aim) -> list[Action]:
    return [a for a in attacks(st) if fits(a, aim)]


def targets(st: DeathByDiceState, aim: Aim) -> set[tuple[int, int]]:
    """Foe dice the attack as clicked so far may be aimed at."""
    out = set()
    for a in matching(st, aim):
        _k, _d, _s, t, ability = combat.attack_parts(a)
        out.add((t, ability))
    return out


def starters(st: DeathByDiceState) -> set[int]:
    """The attacker's dice that begin at least one legal attack."""
    out: set[int] = set()
    for a in attacks(st):
        _k, dice, _s, _t, _a = combat.attack_parts(a)
        out.update(dice)
    return out


def partners(st: DeathByDiceState, aim: Aim) -> dict[int, str]:
    """Own dice a next click would add, and how: "complex" (linked) or "boosted" (assistant)."""
    out: dict[int, str] = {}
    if not aim.dice or aim.assistant >= 0:
        return out
    chosen = set(aim.dice)
    for a in attacks(st):
        kind, dice, assistant, _t, _a = combat.attack_parts(a)
        if kind == COMPLEX and chosen < set(dice):
            for d in set(dice) - chosen:
                out[d] = COMPLEX  # a linked neighbour rolls along; the switch makes it boost
        elif kind == BOOSTED and len(aim.dice) == 1 and dice == (aim.dice[0],):
            out.setdefault(assistant, BOOSTED)
    return out


def own_click(st: DeathByDiceState, aim: Aim, ability: int) -> None:
    """The attacker clicked their own die at ``ability``: start, extend or take back."""
    aim.target = None
    if ability == aim.assistant:
        aim.assistant = -1
        return
    if ability in aim.dice:
        if ability == aim.dice[0]:
            aim.clear()
        else:
            aim.dice.remove(ability)
        return
    how = partners(st, aim).get(ability)
    if how == COMPLEX:
        aim.dice.append(ability)
    elif how == BOOSTED:
        aim.assistant = ability
    else:
        aim.clear()
        if ability in starters(st):
            aim.dice.append(ability)


def switch(st: DeathByDiceState, aim: Aim) -> str | None:
    """The other reading of the last die clicked, when it is both linked and a neighbour: the
    label of the switch, or None when the clicks can only mean one thing."""
    if aim.assistant >= 0:
        trial = Aim([aim.dice[0], aim.assistant])
        if matching(st, trial):
            return f"Roll {ABILITIES[aim.assistant]} along (complex)"
        return None
    if len(aim.dice) == 2:
        trial = Aim([aim.dice[0]], aim.dice[1])
        if matching(st, trial):
            return f"Boost with {ABILITIES[aim.dice[1]]} instead"
    return None


def do_switch(st: DeathByDiceState, aim: Aim) -> None:
    """Read the last die clicked the other way (assistant <-> linked die)."""
    if switch(st, aim) is None:
        return
    aim.target = None
    if aim.assistant >= 0:
        aim.dice.append(aim.assistant)
        aim.assistant = -1
    else:
        aim.assistant = aim.dice.pop()


def action_for(st: DeathByDiceState, aim: Aim, target: tuple[int, int]) -> Action | None:
    """The legal attack the clicks describe, aimed at ``target``; None if there is none."""
    for a in matching(st, aim):
        _k, _d, _s, t, ability = combat.attack_parts(a)
        if (t, ability) == target:
            return a
    return None


def attack_action(attack: Attack) -> Action:
    """The attack in flight as the action that declared it (to ask the odds about it)."""
    if attack.kind == ABILITY:
        return AbilityAttack(attack.dice[0], attack.target, attack.ability)
    if attack.kind == BOOSTED:
        return BoostedAttack(attack.dice[0], attack.assistant, attack.target, attack.ability)
    return ComplexAttack(attack.dice, attack.target, attack.ability)


@dataclass(frozen=True)
class DefenceChoice:
    """One defence the defender may declare, with the attacker's exact chance against it."""

    action: Action
    label: str
    attacker_wins: float


def defence_label(st: DeathByDiceState, fighter: int, ability: int, action: Action) -> str:
    """A defence in words, with what it adds to the targeted die."""
    values = st.fighters[fighter].values
    kind, helpers = combat.defence_parts(action)
    bonus = (combat.defence_value(st.fighters[fighter], ability, kind, helpers)
             - values[ability])
    if isinstance(action, Brace):
        return f"Brace with {ABILITIES[action.ability]} (+{bonus})"
    if isinstance(action, Guard):
        parts = " + ".join(f"{ABILITIES[a]} {values[a]}" for a in action.abilities)
        return f"Guard with {parts} (+{bonus})"
    return "No defence"


def defence_choices(st: DeathByDiceState, attack: Action) -> list[DefenceChoice]:
    """Every defence against ``attack`` (declared or only aimed) with the attacker's odds."""
    _k, _d, _s, target, ability = combat.attack_parts(attack)
    out = []
    for d in combat.defences(st.fighters, target, ability):
        odds = attack_odds(st.fighters, st.turn, attack, d)
        out.append(DefenceChoice(d, defence_label(st, target, ability, d), odds.win))
    return out


def odds_against_none(st: DeathByDiceState, attack: Action) -> Odds:
    return attack_odds(st.fighters, st.turn, attack, NoDefence())


def cost_lines(st: DeathByDiceState, attack: Action, odds: Odds) -> list[str]:
    """What each class of outcome costs, in words, with its chance."""
    kind, dice, assistant, target, ability = combat.attack_parts(attack)
    foe = f"{st.board(target).name}'s {ABILITIES[ability]}"
    groups: dict[tuple[bool, int], float] = {}
    for o in odds.outcomes:
        key = (o.won, len(o.discarded))
        groups[key] = groups.get(key, 0.0) + o.probability
    lines = []
    for (won, lost), p in sorted(groups.items(), key=lambda kv: (not kv[0][0], kv[0][1])):
        if p <= 0:
            continue
        head = f"{pct(p)} " + ("win" if won else "miss")
        if won:
            what = f"{foe} is discarded"
        else:
            what = "nothing is discarded" if not lost else ""
        if lost:
            cost = f"you discard {lost} {'die' if lost == 1 else 'dice'}"
            what = f"{what}, {cost}" if what else cost
        lines.append(f"{head}: {what}.")
    if kind == BOOSTED:
        lines.append(f"Your {ABILITIES[assistant]} is rerolled afterwards.")
    return lines


def pct(p: float) -> str:
    """A chance as a whole percent, never rounding a possible outcome to 0 or a sure one up."""
    if 0 < p < 0.005:
        return "<1%"
    if 0.995 < p < 1:
        return ">99%"
    return f"{round(p * 100)}%"

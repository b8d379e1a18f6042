"""Death by Dice, one game of Knuckles Malone against Velvet Vex: the secret throw and placing,
the reveal, then the three attacks (ability, boosted, complex) and the two defences (brace,
linked guard), each on dice that make the lesson's point."""

from __future__ import annotations

from typing import Any

from engine.core import Action, State
from engine.deathbydice.actions import (
    AbilityAttack,
    BoostedAttack,
    Brace,
    ComplexAttack,
    Guard,
    NoDefence,
    Place,
)
from engine.deathbydice.model import BOOSTED, COMBAT, DEFEND, PLACE
from game.tutorial import THROW, Gesture, Motion, Step, Tutorial, register_tutorial

YOU, VELVET = 0, 1
STRENGTH, AGILITY, FORTITUDE, SMARTS, CONNIVING, LUCK = range(6)

YOUR_THROW = (3, 6, 2, 4, 5, 1)
"""Knuckles: d10 3, d8 6, d8 2, d6 4, d8 5, d4 1 (total 21, the lower: you attack first)."""
VELVET_THROW = (2, 7, 5, 6, 8, 4)
"""Velvet: d4 2, d8 7, d6 5, d8 6, d10 8, d8 4 (total 32)."""
YOUR_PLACES = {AGILITY: 6, FORTITUDE: 2, CONNIVING: 5}
"""Where the lesson's player puts its three d8 values (the d10, d6 and d4 place themselves)."""
VELVET_PLACES = {AGILITY: 7, SMARTS: 6, LUCK: 4}

FIRST_ATTACK = AbilityAttack(CONNIVING, VELVET, CONNIVING)
SECOND_ATTACK = BoostedAttack(STRENGTH, LUCK, VELVET, SMARTS)
THIRD_ATTACK = ComplexAttack((AGILITY, CONNIVING), VELVET, FORTITUDE)
VELVET_FIRST = AbilityAttack(AGILITY, YOU, AGILITY)
VELVET_SECOND = BoostedAttack(AGILITY, FORTITUDE, YOU, FORTITUDE)


def _opponent(state: Any) -> Action | None:
    """Velvet places as planned, never defends, and attacks where the lesson's defences can
    answer: your Agility first (a brace), then your Fortitude (a linked guard)."""
    legal = state.legal_actions()
    wanted: list[Action] = []
    if state.phase == PLACE:
        wanted = [Place(VELVET, a, v) for a, v in VELVET_PLACES.items()]
    elif state.attack is not None and state.attack.stage == DEFEND:
        wanted = [NoDefence()]
    elif state.phase == COMBAT:
        smarts_out = state.fighters[VELVET].values[SMARTS] == 0
        wanted = [VELVET_SECOND if smarts_out else VELVET_FIRST]
    for action in wanted:
        if action in legal:
            return action
    return legal[0] if legal else None


def _placing_done(state: Any) -> bool:
    return not (state.phase == PLACE and state.to_move == YOU)


def _pool_drag(ability: int, value: int):
    """Drag the pool die of ``value`` (one of Knuckles' d8s) onto ``ability``, if it still
    waits in the pool (the last one may have been placed by the game)."""
    def gesture(board: Any) -> Motion | None:
        for spot, (fighter, sides, rolled) in board.panel.pool_spots:
            if fighter == YOU and sides == 8 and rolled == value:
                return ("drag", spot.center, board.cards[YOU].plates[ability].center)
        return None
    return gesture


def _boost_switch(board: Any) -> Motion | None:
    return None if board.aim.mode == BOOSTED else ("button", "Boost with")


def _plate(fighter: int, ability: int) -> Gesture:
    return lambda board: ("click", board.cards[fighter].plates[ability].center)


def _hands(board: Any, action: Action) -> list[Gesture]:
    """The gestures on the Death by Dice board (as its own robot test makes them)."""
    from scenes.deathbydice import aiming

    if isinstance(action, Place):
        return [_pool_drag(a, v) for a, v in YOUR_PLACES.items()] + [("button", "Confirm")]
    if isinstance(action, AbilityAttack):
        return [_plate(YOU, action.ability), _plate(action.target, action.target_ability),
                ("button", "Attack!")]
    if isinstance(action, BoostedAttack):
        return [_plate(YOU, action.ability), _plate(YOU, action.assistant), _boost_switch,
                _plate(action.target, action.target_ability), ("button", "Attack!")]
    if isinstance(action, ComplexAttack):
        return [*(_plate(YOU, a) for a in action.abilities),
                _plate(action.target, action.target_ability), ("button", "Attack!")]
    if isinstance(action, (NoDefence, Brace, Guard)):
        def press(board: Any) -> Motion:
            st = board.view
            attack = st.attack
            label = aiming.defence_label(st, attack.target, attack.ability, action)
            return ("button", label if isinstance(action, NoDefence) else label + ":")
        return [press]
    raise ValueError(f"the Death by Dice lesson has no gesture for {action!r}")


def _free_choice(state: State) -> Action | None:
    legal = state.legal_actions()
    return legal[0] if legal else None


def _buttons(prefix: str):
    def rects(board: Any) -> list[Any]:
        return [w.rect for w in board.panel.ui.items
                if getattr(w, "text", "").startswith(prefix) and w.visible]
    return rects


def _pool_and_plates(board: Any) -> list[Any]:
    rects = [spot for spot, (fighter, _s, _v) in board.panel.pool_spots if fighter == YOU]
    if board.cards:
        rects += [board.cards[YOU].plates[a] for a in YOUR_PLACES]
    return rects


register_tutorial(Tutorial(
    game_id="death-by-dice",
    title="Death by Dice",
    options={"games": 1, "char1": 0, "char2": 1},
    steps=(
        Step("Knuckles against Velvet",
             "You are Knuckles Malone; Velvet Vex sits across. Each of you has six abilities "
             "in a ring, most with a die: the d10 on Strength, the d4 on Luck and so on. "
             "Abilities of the same colour are linked. When the fighting stops, whoever has "
             "the most pips still standing wins.",
             rules="The character board"),
        Step("A secret throw",
             "Throw all your dice at once. Velvet will not see them until both of you have "
             "placed.",
             do=THROW, rules="Setting up (in secret)", dice=(YOUR_THROW, VELVET_THROW)),
        Step("Place your dice",
             "A value goes on an ability with a die of the same size. The d10, d6 and d4 had "
             "one place each, so they are set. Drag your d8 values: the 6 onto Agility, the 2 "
             "onto Fortitude (the 5 then goes to Conniving), and press Confirm.",
             free=True, until=_placing_done, point=_pool_and_plates,
             accept=lambda st, a: YOUR_PLACES.get(getattr(a, "ability", -1)) == getattr(
                 a, "value", None),
             wrong="For this lesson: the 6 on Agility, the 2 on Fortitude, the 5 on "
                   "Conniving. Place the rest again.",
             rules="Setting up (in secret)"),
        Step("The reveal",
             "Velvet has placed too, and both boards are shown. The lower total attacks "
             "first: yours is 21, Velvet's 32, so you start. Each turn is one attack.",
             rules="Your turn: one attack"),
        Step("An ability attack",
             "Click your Conniving (5), then Velvet's Conniving (8), then Attack!. You roll "
             "your die against the same ability of hers: equal or higher knocks her die out. "
             "Your d8 needs an 8.",
             do=FIRST_ATTACK, rules="Ability attack",
             wrong="For this lesson: your Conniving against Velvet's Conniving."),
        Step("Throw for it",
             "Velvet did not defend. Throw your d8: 8 or more knocks her 8 out.",
             do=THROW, dice=((8,),), rules="Ability attack"),
        Step("Knocked out",
             "Her 8 is gone for the game. Your Conniving keeps the 8 it rolled: a die that "
             "attacks shows its new value. Now Velvet attacks you.",
             rules="After the roll"),
        Step("Defend with a brace",
             "Velvet attacks your Agility (6) with her Agility die. Before her roll you may "
             "defend. A brace adds +2 from a neighbour of the target that has a die: press "
             "Brace with Strength.",
             do=Brace(STRENGTH), accept=lambda st, a: isinstance(a, Brace),
             point=_buttons("Brace"), rules="Defending", dice=((7,), (6,)),
             wrong="This time, brace: the button Brace with Strength."),
        Step("The brace held",
             "Velvet rolled 7, short of your 6 + 2. But the bracing die is thrown again "
             "afterwards, so a defence can cost you a good value. Your turn again.",
             rules="Defending"),
        Step("A boosted attack",
             "Click Strength, then its neighbour Luck (the assistant: +2 whatever it shows), "
             "then Velvet's Smarts (6), then Attack!. A boosted attack may hit any die, but "
             "needs more than its value.",
             do=SECOND_ATTACK, rules="Boosted attack", dice=((5,), (3,)),
             wrong="Strength, boosted by Luck, against Velvet's Smarts."),
        Step("Throw again",
             "Your d10 plus 2 must beat 6: a 5 will do.",
             do=THROW, rules="Boosted attack"),
        Step("Defend with a guard",
             "Velvet goes for your Fortitude (2). Fortitude and Strength are both red: "
             "linked. A linked guard adds the standing values of linked dice: press Guard "
             "with Strength.",
             do=Guard((STRENGTH,)), accept=lambda st, a: isinstance(a, Guard),
             point=_buttons("Guard"), rules="Defending", dice=((2,), (3, 7)),
             wrong="This time, guard: the button Guard with Strength."),
        Step("A complex attack",
             "Velvet's 2 + 2 fell short, and her Fortitude helper was thrown again: a 3 now. "
             "Your Agility and Conniving are both blue: click both, then Velvet's Fortitude, "
             "then Attack!. Linked dice roll together and their sum must beat the target. "
             "Two equal dice both drop out, even on a win.",
             do=THIRD_ATTACK, rules="Complex attack", dice=((4, 5),),
             wrong="Agility and Conniving together, against Velvet's Fortitude."),
        Step("Roll them together",
             "Throw both d8s: their sum must beat 3.",
             do=THROW, rules="Complex attack"),
    ),
    opponent=_opponent,
    free_choice=_free_choice,
    hands=_hands,
    closing=("4 + 5 = 9: her Fortitude is out. That is the whole fight: attacks in turn "
             "until someone has none left, then the most pips standing wins. A real match is "
             "the best of three, and every character has a special of its own (see Rules)."),
))

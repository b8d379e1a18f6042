"""66d6, first turn: the army's throw, marching, entering, a fight and its result, then two
actions of the player's own choosing. A 3 x 3 battleground keeps every piece in reach."""

from __future__ import annotations

from typing import Any

from engine.core import Action, Roll, State
from engine.sixtysix.actions import Defend, Enter, Fight, March, Resolve, Slaughter
from engine.sixtysix.board import HOME
from game.tutorial import THROW, Gesture, Step, Tutorial, register_tutorial

DEATH_ARMY = (6, 2, 3, 5, 1, 4, 2, 3, 1) + (5, 4, 3, 6, 2, 1) * 4
"""Death's set-up throw: three minions on A1, B1 and C1 (the 6 on A1 leads the lesson), the
rest into Purgatory."""
DEVIL_ARMY = (4, 3, 2, 5, 5, 1, 2, 6, 3) + (3, 4, 2, 5, 1, 6) * 4
"""The Devil's: A3 holds a 4, a 3 and a 2, none a match for Death's 6."""
LEADER = 0  # Death's 6 on A1
NEWCOMER = 9  # the first minion in Purgatory (a 5)
A1, A2, A3 = 0, 3, 6
DEVIL_FOUR = 33  # the Devil's 4 on A3


def _opponent(state: State) -> Action | None:
    """The Devil defends with its 4 (a fight the lesson can explain); otherwise its first
    legal choice."""
    legal = state.legal_actions()
    if Defend(DEVIL_FOUR) in legal:
        return Defend(DEVIL_FOUR)
    return legal[0] if legal else None


def _free_choice(state: State) -> Action | None:
    """What the scripted player does with its last actions: a march, else anything."""
    legal = state.legal_actions()
    marches = [a for a in legal if isinstance(a, March) and a.to != HOME]
    return (marches or legal or [None])[0]


def _hands(board: Any, action: Action) -> list[Gesture]:
    """The clicks on the 66d6 board: a minion, then where it goes (or its field to fight)."""
    from scenes.sixtysix import texts

    state, layout = board.state, board.layout
    if isinstance(action, Resolve):
        return [("button", texts.option_label(state, action.option))]
    if isinstance(action, (Enter, March)):
        to = action.field if isinstance(action, Enter) else action.to
        side = state.minion(action.minion).side
        target = layout.home_rect(side) if to == HOME else layout.field_rect(to)
        return [("click", tuple(board.positions[action.minion])), ("click", target.center)]
    if isinstance(action, Fight):
        where = layout.field_rect(state.minion(action.attacker).place)
        return [("click", tuple(board.positions[action.attacker])), ("click", where.center)]
    if isinstance(action, Slaughter):
        home = layout.home_rect(1 - state.minion(action.minion).side)
        return [("click", tuple(board.positions[action.minion])), ("click", home.center)]
    if isinstance(action, Roll):
        return [("button", "Roll")]
    minion = getattr(action, "minion", None)
    if minion is not None:
        return [("click", tuple(board.positions[minion]))]
    raise ValueError(f"the 66d6 lesson has no gesture for {action!r}")


def _homes(board: Any) -> list[Any]:
    return [board.layout.home_rect(0), board.layout.field_rect(A1)]


def _result_buttons(board: Any) -> list[Any]:
    """The panel's buttons for the attacker's result."""
    return [w.rect for w in board.panel.ui.items if getattr(w, "text", "").startswith("Go home")]


def _devil_to_move(state: State) -> bool:
    return state.to_move == 1 or state.is_over


register_tutorial(Tutorial(
    game_id="66d6",
    title="66d6",
    options={"columns": 3, "rows": 3},
    steps=(
        Step("You are Death",
             "Every die here is a soldier, a minion, and the number on top is its strength. "
             "You lead Death's army from the bottom of the board; the Devil's army waits at "
             "the top. Wipe out the other side to win.",
             rules="The minions"),
        Step("Raise your army",
             "Throw your 33 dice. Three land on each field of your front row (row 1), the rest "
             "wait at home, in Purgatory below the board.",
             do=THROW, rules="Setting up", dice=(DEATH_ARMY,)),
        Step("Six actions a turn",
             "The Devil sets up the same way at the top. Then a turn is exactly six "
             "actions: move a minion, bring one in from home, or fight. One field holds at "
             "most three of your minions, so your front row is full: make room first.",
             rules="Your turn", dice=(DEVIL_ARMY,)),
        Step("March",
             "Click your 6 on A1, then the field above it, A2. Minions march one field at a "
             "time: up, down, left or right, never diagonally.",
             do=March(LEADER, A2), rules="March",
             wrong="Not that one this time: march the 6 on A1 up to A2."),
        Step("Enter",
             "A1 has room now. Click a minion in Purgatory, then A1: it enters the battle. "
             "Minions only come in through your own front row.",
             do=Enter(NEWCOMER, A1), point=_homes, rules="Enter",
             accept=lambda st, a: isinstance(a, Enter),
             wrong="Bring a minion in from Purgatory onto A1."),
        Step("Into enemy lines",
             "March the 6 on from A2 to A3, where the Devil's minions stand. Stepping onto "
             "enemies is allowed, but it pins you: you cannot walk away until they are gone.",
             do=March(LEADER, A3), rules="March",
             wrong="March the 6 from A2 on to A3."),
        Step("Fight!",
             "Click your 6, then its field A3, to attack. The Devil picks a defender: it must "
             "be at least as strong as your 6 if it has one; it has none, so it picks freely. "
             "The two values are added and the sum decides what happens to each.",
             do=Fight(LEADER), rules="Fight",
             wrong="Attack with the 6 on A3."),
        Step("A high sum",
             "6 + 4 = 10: the Devil's 4 dies, and your 6 goes home to revive. You choose: keep "
             "its 6, or roll it again. Keeping a 6 is usually wise. High sums favour the "
             "attacker, low sums the defender.",
             do=Resolve("keep"), rules="Battles", point=_result_buttons,
             accept=lambda st, a: isinstance(a, Resolve)),
        Step("Your own moves",
             "Two actions are left this turn. Use them as you like: march, enter or fight. "
             "The turn ends after the sixth.",
             free=True, until=_devil_to_move, rules="Your turn"),
    ),
    opponent=_opponent,
    free_choice=_free_choice,
    hands=_hands,
    closing=("You have marched, entered and fought. The real game adds the Slaughter (a minion "
             "on the enemy's front row raids its home), each side's special action, and "
             "cowardice: a side that goes too many turns without a fight loses. The Rules page "
             "has them all."),
))

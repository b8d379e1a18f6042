"""Dice Demons on the smallest board (one ring of land, one bridge): the movement dice, turning
the bridge, walking and picking up dice, driving the monster into a fight, winning its trinket
and carrying it home. Blue, the other hunter, only ends its turns."""

from __future__ import annotations

from typing import Any

from engine.core import Action, State
from engine.dicedemons.actions import Done, MonsterStep, Push, Step, TurnBridges
from game.tutorial import THROW, Gesture, Motion, Tutorial, register_tutorial
from game.tutorial import Step as LessonStep

WEDGE, BRIDGE = 0, 12
"""Your wedge of the island (Red starts there) and the one bridge over the moat."""
RING = (4, 5, 6, 7, 8, 9, 10, 11)
"""The land ring's spaces, clockwise from the one the bridge first touches."""
PICKUPS = (5, 6, 8, 10)
MONSTER = 9
PATH_OUT = (BRIDGE, 5, 6, 7, 8)
PATH_HOME = (7, 6, 5, BRIDGE, WEDGE)
FIRST_MOVES = (1, 6, 1)
"""1 monster step, 1 bridge turn, 6 steps to walk (the dice are sorted lowest first)."""
FIGHT = (1, 2, 4, 5, 6)
"""The monster's two dice (3) against your three (15)."""
NEW_MONSTER = (11,)
"""Where the next monster rises, at the start of Blue's turn: off your way home."""
BLUE_MOVES = (1, 1, 1)
"""Blue's throw, queued before yours: the queue serves throws in the order they come."""
SECOND_MOVES = (1, 1, 5)


def _opponent(state: Any) -> Action | None:
    """Blue ends its movement and keeps its dice; any other choice is its first legal one."""
    legal = state.legal_actions()
    if Done() in legal:
        return Done()
    pushes = [a for a in legal if isinstance(a, Push)]
    return (pushes or legal or [None])[0]


def _free_choice(state: Any) -> Action | None:
    """The way home, a step at a time."""
    legal = state.legal_actions()
    here = state.players[0].space
    path = (8, *PATH_HOME)
    if here in path[:-1]:
        step = Step(path[path.index(here) + 1])
        if step in legal:
            return step
    return legal[0] if legal else None


def _monster_point(board: Any, space: int) -> Motion | None:
    st = board.state
    for key, pos in board.motion.pos.items():
        if key[0] == "m" and st.monster(key[1]).space == space:
            return ("click", pos)
    return None


def _hands(board: Any, action: Action) -> list[Gesture]:
    """The clicks on the Dice Demons board (as its own robot test makes them)."""
    from scenes.dicedemons import texts

    if isinstance(action, Done):
        return [lambda b: ("button", texts.done_label(b.state))]
    if isinstance(action, TurnBridges):
        return [lambda b: ("click", next(h.centre for h in b.handles() if h.action == action))]
    if isinstance(action, MonsterStep):
        return [lambda b: None if b.driving == action.frm else _monster_point(b, action.frm),
                lambda b: ("click", b.space_point(action.to))]
    if isinstance(action, (Step, Push)):
        return [lambda b: ("click", b.space_point(action.to))]
    raise ValueError(f"the Dice Demons lesson has no gesture for {action!r}")


def _handles(board: Any) -> list[Any]:
    import pygame

    return [pygame.Rect(h.centre[0] - h.radius, h.centre[1] - h.radius, 2 * h.radius,
                        2 * h.radius) for h in board.handles()
            if h.action == TurnBridges(1, 1)]


def _done_button(board: Any) -> list[Any]:
    from scenes.dicedemons import texts

    label = texts.done_label(board.state)
    return [w.rect for w in board.panel.ui.items if getattr(w, "text", "") == label]


def _way_home(board: Any) -> list[Any]:
    return [r for r in (board.space_rect(s) for s in PATH_HOME) if r is not None]


def _won(state: State) -> bool:
    return state.is_over


register_tutorial(Tutorial(
    game_id="dice-demons",
    title="Dice Demons",
    options={"rings": 1},
    prepared=(),
    steps=(
        LessonStep("Red on the island",
                   "You are Red, on the centre island. Win by standing on the island with a "
                   "trinket and three dice. Dice lie out on the ring of land; a monster guards "
                   "the trinket. Water is crossed only by bridges.",
                   rules="How to win", dice=tuple((p,) for p in PICKUPS) + ((MONSTER,),)),
        LessonStep("Three movement dice",
                   "Throw them. They are sorted: the lowest buys monster steps, the middle "
                   "bridge turns, the highest your own steps.",
                   do=THROW, rules="1. Movement", dice=(FIRST_MOVES,)),
        LessonStep("Turn the bridge",
                   "1 monster step, 1 bridge turn and 6 steps to walk. Click the clockwise "
                   "arrow by the bridge: it swings one space and now lands beside the first "
                   "die.",
                   do=TurnBridges(1, 1), point=_handles, rules="1. Movement",
                   wrong="Turn the bridge first: the clockwise arrow beside it."),
        *(LessonStep(title, say, do=Step(to), rules="1. Movement",
                     wrong="Follow the highlighted way: one space at a time.")
          for title, say, to in (
              ("Onto the bridge", "Click the bridge to walk onto it.", BRIDGE),
              ("Pick up a die", "Step onto the die beyond: you pick it up. Dice are your "
               "strength in a fight; you can hold three.", 5),
              ("And another", "On to the next die.", 6),
              ("Walk on", "The next space is empty: walk over it.", 7),
              ("The third die", "Step onto the third die. Now you hold three.", 8))),
        LessonStep("Drive the monster",
                   "Monsters belong to nobody: your monster step moves one. Click the "
                   "monster, then your own space. It arrived last, so it attacks you when the "
                   "movement is over.",
                   do=MonsterStep(MONSTER, 8), rules="Monsters",
                   wrong="Drive the monster onto your space."),
        LessonStep("End the movement",
                   "You may leave steps unused. Press End movement.",
                   do=Done(), point=_done_button, rules="1. Movement"),
        LessonStep("Keep your dice",
                   "Now you could give up dice for walls or a new monster. Not today: press "
                   "Keep my dice.",
                   do=Done(), point=_done_button, rules="2. Sacrifices (optional)",
                   dice=(FIGHT, NEW_MONSTER, BLUE_MOVES)),
        LessonStep("The fight",
                   "You share a space with the monster: they fight. It throws two dice, you "
                   "throw every die you hold, and the higher total wins (a tie goes to the "
                   "monster). Throw.",
                   do=THROW, rules="3. Combat"),
        LessonStep("A trinket",
                   "Your 15 beat the monster's 3: it dies and you take its trinket. Had you "
                   "lost, you would drop a die and the trinket, and be pushed away. Blue moves "
                   "next; then it is you again.",
                   rules="3. Combat"),
        LessonStep("Home again",
                   "Throw your movement dice.",
                   do=THROW, dice=(SECOND_MOVES,), rules="1. Movement"),
        LessonStep("Carry it home",
                   "Walk back over the bridge to the island: with the trinket and three dice "
                   "you win the moment you arrive.",
                   free=True, until=_won, rules="How to win", point=_way_home),
    ),
    opponent=_opponent,
    free_choice=_free_choice,
    hands=_hands,
    closing=("You won. A real game is a race: other hunters turn bridges away from you, drive "
             "monsters at you, raise walls and fight you for your trinket. See Rules for "
             "walls, summoning and fights between hunters."),
))

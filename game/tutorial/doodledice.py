"""Doodle Dice Monsters, a first fight (the basic game): a force, gathering, a monster sketched
with a core, a weapon, a combo and a shield, then two rounds of combat in which every part type
does its job: your weapon, the foe's shield, your combo's second action (a struggle), the foe's
nullifier, your shield, and a last blow.

Both forces are small and ready-made, four dice each, so one monster each is the whole of both
armies: when Blue's monster falls, Blue has nothing left and the lesson's game is won. Your
d6 core is smaller than Blue's d8, so your monster acts first every round.

The throws, in the order the fight makes them (single dice, so a throw takes whatever is first
in the queue: the values are chosen so that a lesson where you pass instead of blocking, and
so skip your shield's throw, still lands every later throw as it should):

============================  =====  ==============================================
throw                         face   what it does
============================  =====  ==============================================
your d12 weapon               11     +1 (red core) - 3 (its shield): the shield breaks
Blue's d8 shield              3
Blue's d10 nullifier          3      3 <= 5: your struggle does nothing
Blue's d8 weapon              5      at your core (6 life): it survives even unblocked
your d10 shield (if you block) 7     soaks all 5
Blue's d10 nullifier          7      7 > 5: your last blow goes through
your d12 weapon               9      +1: 10 damage on its d8 core, the end
============================  =====  ==============================================
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core import Action, Roll, State
from engine.doodledice import (
    AddPart,
    Attack,
    Block,
    CreateMonster,
    Done,
    Gather,
    Nullify,
    Pass,
    Phase,
)
from engine.doodledice.forces import DieChoice
from engine.doodledice.setup import setup_of
from game.tutorial import THROW, Gesture, Tutorial, register_tutorial
from game.tutorial import Step as Lesson

YOU, BLUE = 0, 1
YOUR_FORCE = (DieChoice(6, ("red",)), DieChoice(12, ("black",)), DieChoice(4, ("yellow",)),
              DieChoice(10, ("blue",)))
BLUE_FORCE = (DieChoice(8, ("pink",)), DieChoice(8, ("green",)), DieChoice(8, ("gray",)),
              DieChoice(10, ("purple",)))
CORE, WEAPON, COMBO, SHIELD = 0, 1, 2, 3
"""Your dice (their ids: your force comes first)."""
BLUE_CORE, BLUE_WEAPON, BLUE_SHIELD, BLUE_NULLIFIER = 4, 5, 6, 7
YOUR_MONSTER, BLUE_MONSTER = 0, 1
NAME = "Scribble"

YOUR_PARTS = (("core", CORE, "red"), ("weapon", WEAPON, "black"), ("combo", COMBO, "yellow"),
              ("shield", SHIELD, "blue"))
"""The monster the lesson asks you to sketch, part by part, in this order."""
BLUE_PARTS = (AddPart(BLUE_MONSTER, BLUE_WEAPON, "weapon", "green"),
              AddPart(BLUE_MONSTER, BLUE_SHIELD, "shield", "gray"),
              AddPart(BLUE_MONSTER, BLUE_NULLIFIER, "nullifier", "purple"))
PART_WORDS = {"core": "its body, the core", "weapon": "a weapon", "combo": "a combo",
              "shield": "a shield"}
DIE_WORDS = {CORE: "d6 red", WEAPON: "d12 black", COMBO: "d4 yellow", SHIELD: "d10 blue"}


# ----------------------------------------------------------------------- Blue
def _opponent(state: State) -> Action | None:
    """Blue gathers everything, sketches Grumble (pink d8 core, a weapon, a shield and a
    nullifier), blocks with its shield while it has one and only then rolls its nullifier,
    and attacks your core with its weapon."""
    legal = state.legal_actions()
    if not legal:
        return None
    st: Any = state
    if st.phase is Phase.SKETCH:
        if st.find_monster(BLUE_MONSTER) is None:
            return CreateMonster(BLUE_CORE, "pink", "Grumble")
        return next((a for a in BLUE_PARTS if state.why_not(a) is None), Done())
    if Block(BLUE_SHIELD) in legal:
        return Block(BLUE_SHIELD)
    if Nullify(BLUE_NULLIFIER) in legal:
        shielded = any(p.die == BLUE_SHIELD for p in st.monster(BLUE_MONSTER).parts)
        return Pass() if shielded else Nullify(BLUE_NULLIFIER)
    attack = Attack(BLUE_WEAPON, CORE)
    return attack if attack in legal else legal[0]


def _free_choice(state: State) -> Action | None:
    """What the scripted player does where the lesson lets a person choose: gather any die,
    give the monster its parts (the pad sends them all at once), block with the shield."""
    legal = state.legal_actions()
    st: Any = state
    if st.phase is Phase.SKETCH and st.find_monster(YOUR_MONSTER) is not None:
        return next((AddPart(YOUR_MONSTER, die, kind, colour) for kind, die, colour
                     in YOUR_PARTS[1:] if state.why_not(AddPart(YOUR_MONSTER, die, kind, colour))
                     is None), None)
    return legal[0] if legal else None


# ----------------------------------------------------------------------- the sketch pad
def _next_part(parts: Any) -> tuple[str, int, str] | None:
    placed = {p.type for p in parts}
    return next((p for p in YOUR_PARTS if p[0] not in placed), None)


def _can_place(inner: Callable[..., str | None]) -> Callable[..., str | None]:
    """The game's own check, after the lesson's: the parts in the lesson's order, each on its
    die (so only the next part's type is lit on the pad)."""
    def can_place(parts: Any, kind: str, die_id: Any) -> str | None:
        wanted = _next_part(parts)
        if wanted is None:
            return "This lesson's monster has all its parts: press Done."
        if kind != wanted[0]:
            return f"In this lesson, place {PART_WORDS[wanted[0]]} next."
        if die_id is not None and die_id != (wanted[1], wanted[2]):
            return f"In this lesson the {wanted[0]} goes on the {DIE_WORDS[wanted[1]]}."
        return inner(parts, kind, die_id)
    return can_place


def _check(inner: Callable[[Any], str | None]) -> Callable[[Any], str | None]:
    def check(result: Any) -> str | None:
        placed = {kind for kind, _, _ in result.parts}
        missing = [kind for kind, _, _ in YOUR_PARTS if kind not in placed]
        if missing:
            return f"Place {PART_WORDS[missing[0]]} too: this lesson's monster has all four."
        return inner(result)
    return check


def _lesson_hint(pad: Any) -> str:
    """What the pad's hint line asks for next."""
    if not pad.edit.strokes:
        return "Draw your monster with the mouse, or press Doodle for me."
    wanted = _next_part(pad.edit.parts)
    if wanted is None:
        return "Every part is on: press Done."
    kind, die, _ = wanted
    return (f"Next, {PART_WORDS[kind]}: click {kind.title()}, then the {DIE_WORDS[die]}, "
            "then a spot on the drawing.")


def _shape_pad(options: dict[str, Any]) -> dict[str, Any]:
    """The pad as the lesson opens it: the monster already named, the parts asked for in
    order, and a hint line saying what to do next."""
    return {**options, "name": NAME, "can_place": _can_place(options["can_place"]),
            "check": _check(options["check"]), "lesson": _lesson_hint}


@dataclass(frozen=True)
class DoodleTutorial(Tutorial):
    shape_pad: Callable[[dict[str, Any]], dict[str, Any]] | None = None
    """How the lesson shapes the sketch pad the board opens (``DoodleBoard.open_pad``)."""


# ----------------------------------------------------------------------- the mouse
def _option(board: Any, action: Action | None = None, label: str = "") -> Any:
    board.refresh()
    for option, button in board.option_buttons:
        if (action is not None and option.action == action) or (
                label and option.label.startswith(label)):
            return button.rect.center
    raise LookupError(f"no button for {action or label!r}")


def _on_pad(spot: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """A click on the sketch pad, worked out once the pad is open (a screen of its own)."""
    return lambda board: ("click", tuple(spot(board.pad.pad)))


def _canvas(x: float, y: float) -> Callable[[Any], tuple[int, int]]:
    """A point of the pad's page, as shares of its width and height."""
    return lambda pad: (pad.canvas.x + int(pad.canvas.width * x),
                        pad.canvas.y + int(pad.canvas.height * y))


def _stroke(board: Any) -> Any:
    """A line of one's own across the doodle."""
    pad = board.pad.pad
    return ("drag", _canvas(0.42, 0.62)(pad), _canvas(0.58, 0.6)(pad))


def _type_chip(kind: str) -> Callable[[Any], tuple[int, int]]:
    return lambda pad: pad.type_chips[kind].rect.center


def _die_chip(die_id: tuple[int, str]) -> Callable[[Any], tuple[int, int]]:
    return lambda pad: pad.die_chips[die_id].rect.center


SPOTS = {"core": (0.48, 0.55), "weapon": (0.7, 0.35), "combo": (0.36, 0.3),
         "shield": (0.38, 0.72)}
"""Where the scripted player hangs each label on the drawing (shares of the page)."""


def _sketch_gestures(board: Any) -> list[Gesture]:
    """Open the pad, doodle, add a stroke of one's own, place the four parts, Done."""
    out: list[Gesture] = [("click", _option(board, label="Sketch a new monster")),
                          _on_pad(lambda pad: pad.doodle_button.rect.center), _stroke]
    for kind, die, colour in YOUR_PARTS:
        out += [_on_pad(_type_chip(kind)), _on_pad(_die_chip((die, colour))),
                _on_pad(_canvas(*SPOTS[kind]))]
    return out + [_on_pad(lambda pad: pad.done_button.rect.center)]


def _hands(board: Any, action: Action) -> list[Gesture]:
    """A person's clicks on the table: a die to gather it, a weapon then its target, the
    decision buttons in the side panel, the Roll button, and the sketch pad."""
    layout = board.layout
    if isinstance(action, Roll):
        return [("button", "Roll")]
    if isinstance(action, Gather):
        return [("click", layout.die_rect(action.die).center)]
    if isinstance(action, CreateMonster):
        return _sketch_gestures(board)
    if isinstance(action, Attack):
        return [("click", layout.part_rect(action.weapon).center),
                ("click", layout.part_rect(action.target).center)]
    return [("click", _option(board, action))]


# ----------------------------------------------------------------------- when steps end
def _on_the_red_core(state: State, action: Action) -> bool:
    """The monster the pad sends: whatever its name, drawing and tags, on the red d6."""
    return isinstance(action, CreateMonster) and (action.core, action.colour) == (CORE, "red")


def _gathered(state: State) -> bool:
    st: Any = state
    return st.phase is not Phase.GATHER or st.seat != YOU


def _monster_made(state: State) -> bool:
    st: Any = state
    m = st.find_monster(YOUR_MONSTER)
    return m is not None and len(m.parts) == len(YOUR_PARTS)


def _your_turn(state: State) -> bool:
    st: Any = state
    return st.phase is Phase.COMBAT and state.to_move == YOU


def _your_call(state: State) -> bool:
    return state.to_move == YOU or state.is_over


def _round_two(state: State) -> bool:
    st: Any = state
    return (st.round >= 2 and state.to_move == YOU) or state.is_over


# ----------------------------------------------------------------------- pointing
def _area(seat: int):
    def point(board: Any) -> list[Any]:
        return [board.layout.areas[seat].rect] if seat < len(board.layout.areas) else []
    return point


def _your_dice(board: Any) -> list[Any]:
    """Your dice wherever they lie (the reserve, then the active pool)."""
    rects = (board.layout.die_rect(d) for d in (CORE, WEAPON, COMBO, SHIELD))
    return [r for r in rects if r is not None]


def _parts(*dice: int, monster: int | None = None):
    """Parts on the table, and the whole card of ``monster`` (so the guide's card keeps off
    the monster it talks about)."""
    def point(board: Any) -> list[Any]:
        rects = [board.layout.part_rect(d) for d in dice]
        card = board.layout.card_of(monster) if monster is not None else None
        return [r for r in rects if r is not None] + ([card.rect] if card is not None else [])
    return point


def _sketch_button(board: Any) -> list[Any]:
    board.refresh()
    return [button.rect for option, button in board.option_buttons
            if option.label.startswith("Sketch a new monster")]


def _decision_buttons(board: Any) -> list[Any]:
    board.refresh()
    return [button.rect for _, button in board.option_buttons] + _parts(SHIELD)(board)


register_tutorial(DoodleTutorial(
    game_id="doodle-dice",
    title="Doodle Dice Monsters",
    options={"budget": 60},
    setup=setup_of((YOUR_FORCE, BLUE_FORCE)),
    steps=(
        Lesson("Your force",
               "You are Red, at the bottom. Everyone brings a force: dice whose sides add up to "
               "an agreed budget (60 for a first game, 200 for a standard one). Yours is four "
               "dice, 32 sides. Blue, above, has four too. Whoever has no monsters and no dice "
               "left is out.",
               point=_your_dice, rules="Your force"),
        Lesson("Gather",
               "Each round begins with gathering: move up to five dice from your reserve into "
               "your active pool. Only active dice can become monsters. Click each of your "
               "four dice.",
               free=True, until=_gathered, point=_your_dice, rules="A round"),
        Lesson("Sketch a monster",
               "Now each player sketches. A monster is a drawing, a name and a core die: the "
               "core's sides are its life, its colour gives a power (red: its weapons hit 1 "
               "harder). Press Sketch a new monster; the pad's top line says what to do.",
               do=CreateMonster(CORE, "red", NAME), accept=_on_the_red_core,
               point=_sketch_button, rules="Sketching a monster",
               wrong="Sketch the monster the pad asks for."),
        Lesson("Parts", "Your monster takes its parts.",
               free=True, until=_monster_made, rules="Sketching a monster"),
        Lesson("Blue's monster",
               "Blue sketches Grumble: a pink d8 core, a weapon, a shield and a nullifier. Then "
               "combat: every monster takes a turn, smaller cores first, so your d6 goes before "
               "its d8.",
               free=True, until=_your_turn, point=_area(BLUE), rules="Initiative"),
        Lesson("Attack",
               "Scribble has two actions: one, and one more for its combo. Click your d12 "
               "weapon, then Grumble's core (the pink d8). When a core is destroyed the whole "
               "monster goes, with every die in it.",
               do=Attack(WEAPON, BLUE_CORE), rules="A monster's turn",
               point=_parts(WEAPON, BLUE_CORE, monster=BLUE_MONSTER),
               wrong="Attack Grumble's core with your d12 weapon."),
        Lesson("The shield",
               "Grumble blocks with its shield: your attack now hits the shield instead, and "
               "the first hit on a shield each round is cut by the shield's own roll. Throw "
               "your weapon: press Roll.",
               do=THROW, rules="An attack, step by step", dice=((11,),)),
        Lesson("Struggle",
               "11, plus 1 for your red core, minus the shield's roll: more than the shield's 8 "
               "sides, so it breaks and its die is gone. Your combo's action is left, and a "
               "weapon fires once a turn, so struggle: click your core, then Grumble's core.",
               do=Attack(CORE, BLUE_CORE), rules="A monster's turn", dice=((3,),),
               point=_parts(CORE, BLUE_CORE, monster=BLUE_MONSTER),
               wrong="Struggle: click your core, then Grumble's core."),
        Lesson("The nullifier",
               "Grumble rolls its nullifier, a d10: half its sides or less (5 here) and an "
               "attack does nothing at all. Then Grumble takes its turn.",
               free=True, until=_your_call,
               point=_parts(BLUE_NULLIFIER, monster=BLUE_MONSTER),
               rules="An attack, step by step", dice=((3,),)),
        Lesson("Your shield",
               "Grumble attacks your core with its weapon. Press Block: your shield takes the "
               "hit and soaks up its roll, so throw the shield when asked. (Pass lets the core "
               "take it.)",
               free=True, until=_round_two, point=_decision_buttons,
               rules="An attack, step by step", dice=((5,), (7,))),
        Lesson("Round two",
               "Your reserve is empty, so round two has nothing to gather or sketch: combat at "
               "once. Finish Grumble: your weapon, then its core.",
               do=Attack(WEAPON, BLUE_CORE), rules="A round",
               point=_parts(WEAPON, BLUE_CORE, monster=BLUE_MONSTER),
               wrong="Attack Grumble's core with your weapon."),
        Lesson("The last blow",
               "A nullifier is ready again every round, so Grumble tries it once more: over 5 "
               "and your attack goes on. Throw your weapon.",
               do=THROW, rules="How to win", dice=((7,), (9,))),
    ),
    opponent=_opponent,
    free_choice=_free_choice,
    hands=_hands,
    shape_pad=_shape_pad,
    closing=("You gathered, sketched a monster and fought with every kind of part. A real "
             "game has more dice and monsters, and each core colour has its own power; "
             "hybrid dice, struggles against players with no monsters and the alternate rules "
             "are on the Rules page."),
))

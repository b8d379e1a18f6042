"""Daemon Dice, a first battle: who starts, one roll doing everything, a block, a stun taken,
a boosted attack, then a stun recovered with a Plus, a dodge against a ray, and the win.

Two mini-daemons of five dice, every die a different body part, so each throw below names one
face per die in the daemon's order (the dice still rolling, stunned ones left out). Frostclaw
(Frost) is the player's; Gravemaw (Rot) wins the initiative and attacks first, so the player
meets attacks on their very first turn. The scripted Gravemaw never uses its Rot power: the
lesson stays on roll, recover, defend and attack, and the Rules page tells the rest.

The throws, in the order the battle makes them (each step carries the throws made while it is
on screen, so a lesson resumed at any step still lands them):

==========  ====================================================  =========================
throw       faces                                                 what it sets up
==========  ====================================================  =========================
you, init   Arm Stun, Leg Block, Tail Plus, Shell Stun, Wings Stun  1 point, no minuses
foe, init   Plus, Dodge, Block, Dodge, Dodge                        4 points: it starts
foe, turn   Arm Stun, Leg Leg, Spike Block, Eye Dodge, Tent. Deflect  a Stun and a kick at you
you, turn   Block, Leg, Tail, Stun, Plus                            block, then three attacks
foe, turn   Block, Dodge, Block, Eye, Deflect                       blocks two, the sweep lands
you, turn   (Arm stunned) Dodge, Tail, Stun, Plus                   recover, dodge the ray
foe, turn   (three left) Stun, Stun, Minus                          no defence: beaten
==========  ====================================================  =========================
"""

from __future__ import annotations

from typing import Any

from engine.core import CHANCE, Action, Roll, State
from engine.daemondice import FROST, ROT, Daemon, Step, setup_of
from engine.daemondice.actions import Boost, Damage, Defend, Done, Recover
from game.tutorial import THROW, Gesture, Tutorial, register_tutorial
from game.tutorial import Step as Lesson

YOU, FOE = 0, 1
FROSTCLAW = Daemon.of("Frostclaw", "Arm Leg Tail Shell Wings", FROST)
GRAVEMAW = Daemon.of("Gravemaw", "Arm Leg Spike Eye Tentacle", ROT)
ARM, LEG, TAIL, SHELL, WINGS = range(5)
"""Frostclaw's dice."""
FOE_ARM, FOE_LEG, FOE_SPIKE, FOE_EYE, FOE_TENTACLE = range(5)

YOUR_INITIATIVE = ("Stun", "Block", "Plus", "Stun", "Stun")
FOE_INITIATIVE = ("Plus", "Dodge", "Block", "Dodge", "Dodge")
FOE_FIRST_TURN = ("Stun", "Leg", "Block", "Dodge", "Deflect")
YOUR_FIRST_TURN = ("Block", "Leg", "Tail", "Stun", "Plus")
FOE_SECOND_TURN = ("Block", "Dodge", "Block", "Eye", "Deflect")
YOUR_SECOND_TURN = ("Dodge", "Tail", "Stun", "Plus")  # the Arm is stunned: four dice roll
FOE_LAST_TURN = ("Stun", "Stun", "Minus")  # Arm, Spike, Eye: its Leg and Tentacle are stunned

FOE_LEG_ATTACK, FOE_STUN_ATTACK = 1, 0
"""Gravemaw's first attacks, in the order it arrays them: the Arm's Stun, then the Leg."""
YOUR_TAIL_ATTACK = 1
"""Your first attacks: the Leg, the Tail's sweep, the Shell's Stun."""


def _opponent(state: State) -> Action | None:
    """Gravemaw's choices: block the Leg with its Arm and the Stun with its Spike (it has no
    way to stop the boosted sweep), take the two stuns on the Leg and the Tentacle, never rot.
    Anything else: its first legal choice (its other steps decide themselves)."""
    legal = state.legal_actions()
    if not legal:
        return None
    wanted = (Defend(0, FOE_ARM, "block"), Defend(2, FOE_SPIKE, "block"),
              Damage(FOE_LEG), Damage(FOE_TENTACLE), Done())
    return next((a for a in wanted if a in legal), legal[0])


def _your_roll_due(state: State) -> bool:
    """The player's own roll is the next thing to happen (or the battle is over)."""
    if state.is_over:
        return True
    return (state.to_move == CHANCE and state.step is Step.ROLL  # type: ignore[attr-defined]
            and state.roll_request().seat == YOU)


def _over(state: State) -> bool:
    return state.is_over


# ----------------------------------------------------------------------- the mouse
def _hands(board: Any, action: Action) -> list[Gesture]:
    """What a person does on the battle board: press Roll, press Done, click a die that has
    one thing to do, or drag a die onto the die or attack token it works on."""
    if isinstance(action, Roll):
        return [("button", "Roll")]
    if isinstance(action, Done):
        return [("click", board.done_button.rect.center)]
    for move in board.choices().moves:
        if move.action != action:
            continue
        kind, seat, index = move.target
        target = board.slot(seat, index) if kind == "die" else board.mats.token_rect(seat, index)
        if move.source is None or move.source == (seat, index):
            return [("click", target.center)]
        return [("drag", board.slot(*move.source).center, target.center)]
    raise ValueError(f"the Daemon Dice lesson has no gesture for {action!r}")


def _mat(seat: int):
    def point(board: Any) -> list[Any]:
        board.sync_mats()
        return [board.mats.mats[seat].rect] if seat < len(board.mats.mats) else []
    return point


def _dice(*spots: tuple[int, int]):
    def point(board: Any) -> list[Any]:
        board.sync_mats()
        return [r for r in (board.slot(*spot) for spot in spots) if r is not None]
    return point


def _done_button(board: Any) -> list[Any]:
    return [board.done_button.rect] if board.done_button is not None else []


register_tutorial(Tutorial(
    game_id="daemon-dice",
    title="Daemon Dice",
    options={"seats": 2, "dice": 5, "confirm": 1 << YOU},
    setup=setup_of((FROSTCLAW, GRAVEMAW)),
    steps=(
        Lesson("Your daemon",
               "You are Frostclaw, at the bottom: five dice, one per body part. Gravemaw, at "
               "the top, is your foe. A daemon is beaten when every die it has is stunned or "
               "wounded. Who starts? Both daemons roll every die, and each Dodge, Plus and "
               "Minus scores a point. Press Roll.",
               do=THROW, rules="Who starts", dice=(YOUR_INITIATIVE,)),
        Lesson("Gravemaw goes first",
               "You scored 1 point. Gravemaw rolls next, scores 4 and takes the first turn. "
               "Watch it: it rolls once, and every attack face it rolls, a Stun and its Leg "
               "(a kick that stuns two dice), lines up against you, waiting for your turn.",
               free=True, until=_your_roll_due, point=_mat(FOE), rules="Who starts",
               dice=(FOE_INITIATIVE, FOE_FIRST_TURN)),
        Lesson("Your turn: one roll",
               "Gravemaw's Stun and Leg now wait on your mat. You roll once a turn, and that "
               "one roll must do everything: bring back stunned dice, stop the attacks waiting "
               "for you, and attack. Press Roll.",
               do=THROW, rules="A turn, step by step", dice=(YOUR_FIRST_TURN,)),
        Lesson("Block",
               "Your Arm rolled a Block. Drag it onto Gravemaw's Leg attack: the kick would "
               "stun two of your dice, the Stun only one. One block stops an ordinary attack "
               "that carries no Plus.",
               do=Defend(FOE_LEG_ATTACK, ARM, "block"), rules="Defending",
               wrong="Block the Leg's kick: it stuns two dice, the Stun only one."),
        Lesson("Take the stun",
               "Nothing else of yours can defend, so the Stun gets through and you choose "
               "which die it stuns. Click the die you blocked with (your Arm): it has done its "
               "job this turn. A stunned die sits out until a Plus brings it back.",
               do=Damage(ARM), rules="3. Defend",
               wrong="Let the Arm take it: its Block is already spent."),
        Lesson("Attack",
               "Every attack face still unused now goes at Gravemaw: your Leg (two stuns), "
               "your Tail's sweep (two stuns) and a Stun. Drag your Plus onto the Tail: a "
               "boosted attack needs one more die to stop it.",
               do=Boost(YOUR_TAIL_ATTACK, WINGS), rules="4. Attack",
               wrong="Boost the Tail's sweep: drag the Plus onto it."),
        Lesson("Send them",
               "Press Done: your attacks wait on Gravemaw's mat, and it must face them in its "
               "own turn.",
               do=Done(), point=_done_button, rules="4. Attack"),
        Lesson("Gravemaw's turn",
               "Gravemaw blocks your Leg and your Stun, but nothing it rolled can stop a "
               "boosted sweep: two of its dice are stunned. Then it attacks you with its Eye, "
               "a ray.",
               free=True, until=_your_roll_due, point=_mat(FOE), rules="Defending",
               dice=(FOE_SECOND_TURN,)),
        Lesson("Roll again",
               "Your Arm is stunned, so four dice roll this time. Press Roll.",
               do=THROW, rules="1. Roll", dice=(YOUR_SECOND_TURN,)),
        Lesson("Recover",
               "First, recovery: drag your Plus onto the stunned Arm. It comes back, though "
               "it and the Plus sit out the rest of this turn.",
               do=Recover(ARM, WINGS), point=_dice((YOU, WINGS), (YOU, ARM)),
               rules="2. Recover",
               wrong="Use the Plus to bring the stunned Arm back."),
        Lesson("Dodge the ray",
               "Gravemaw's Eye is a ray: a Block cannot stop it, a Dodge or a Deflect can. "
               "Drag your Dodge onto the Eye.",
               do=Defend(0, LEG, "dodge"), rules="Defending",
               wrong="Stop the Eye's ray with the Dodge."),
        Lesson("Finish it",
               "Gravemaw has three dice left standing, and your Tail's sweep and your Stun "
               "make three stuns. Press Done to send them.",
               do=Done(), point=_done_button, rules="How to win"),
        Lesson("The last roll",
               "Gravemaw rolls its last three dice: no Block, Dodge or Deflect among them. All "
               "three are stunned, and a daemon with nothing left standing is beaten.",
               free=True, until=_over, point=_mat(FOE), rules="How to win",
               dice=(FOE_LAST_TURN,)),
    ),
    opponent=_opponent,
    hands=_hands,
    closing=("You rolled, recovered, defended and attacked. A real daemon has 13 dice and more "
             "tricks: Brains aim attacks, Spikes and Pincers wound, Tentacles grab, Wings and "
             "Lungs take dice from your foe's next roll, and each breed has a power. The Rules "
             "page has them all."),
))

"""The Doodle Dice Monsters actions: small frozen dataclasses, plain JSON in saves.

Dice and parts are named by die id, monsters by monster id (see ``model``). One action is one
step a player takes, so the legal list stays small even in a long sketching phase: "start a
monster on this die", "add this part", "done". ``CreateMonster`` also carries the name, trait
tags and the drawing, ``AddPart`` the strokes added with the part; the legal list offers each
with a made-up name and no strokes, while the sketch pad (or the AI's doodler) sends the same
action with what was drawn, checked by structure (see ``sketch``). Rolling and resigning use
the core ``Roll`` and ``Resign``.
"""

from __future__ import annotations

from typing import ClassVar

from engine.core import Action, record
from engine.doodledice.rulesets.strange.actions import Banish, Declare
from engine.doodledice.rulesets.structures.stratagem_actions import STRATAGEM_ACTIONS


@record
class Gather(Action):
    """Move a die from your reserve pool into your active pool."""

    kind: ClassVar[str] = "gather"
    die: int


@record
class GiveUp(Action):
    """A purple monster gives up ``actions`` of its coming turn for as many extra dice (0: keep
    them all)."""

    kind: ClassVar[str] = "give_up"
    monster: int
    actions: int


@record
class CreateMonster(Action):
    """Sketch a new monster with active die ``core`` as its core. ``colour`` is the colour the
    die counts as (a hybrid's choice; a plain die's own colour); ``anchor`` is where the core's
    label hangs on the drawing (``()``: anywhere). ``role`` makes it a stratagem or fortress
    (on a d100, with that alternate rule)."""

    kind: ClassVar[str] = "create_monster"
    core: int
    colour: str
    name: str
    traits: tuple[str, ...] = ()
    sketch: tuple = ()
    anchor: tuple[int, ...] = ()
    role: str = ""


@record
class AddPart(Action):
    """Invest active die ``die`` in a new part of type ``part`` on your monster ``monster``,
    its label hung at ``anchor`` on the sketch (``()``: anywhere). ``sketch`` holds the strokes
    drawn with it (the new arm and its claw), added on top of the monster's drawing: a drawing
    grows with its monster, and a save replays every stroke."""

    kind: ClassVar[str] = "add_part"
    monster: int
    die: int
    part: str
    colour: str
    anchor: tuple[int, ...] = ()
    sketch: tuple = ()


@record
class Done(Action):
    """Finish your sketching, or end the monster's turn with actions unused."""

    kind: ClassVar[str] = "done"


@record
class Pass(Action):
    """Decline the choice offered now (a pink redirect, shield, nullifier, reroll, a colour to
    borrow, the healing)."""

    kind: ClassVar[str] = "pass"


@record
class Copy(Action):
    """A colorless monster borrows the core power of your monster ``source``."""

    kind: ClassVar[str] = "copy"
    source: int


@record
class Heal(Action):
    """Green healing on part ``part`` (another monster's part costs an action)."""

    kind: ClassVar[str] = "heal"
    part: int


@record
class Attack(Action):
    """Attack part ``target`` with weapon ``weapon`` (the core's die for a struggle)."""

    kind: ClassVar[str] = "attack"
    weapon: int
    target: int


@record
class AttackPlayer(Action):
    """Attack player ``seat``, who has no monsters, with weapon ``weapon`` (or the core)."""

    kind: ClassVar[str] = "attack_player"
    weapon: int
    seat: int


@record
class Enervate(Action):
    """An orange monster switches off enemy part ``target`` until its next turn."""

    kind: ClassVar[str] = "enervate"
    target: int


@record
class Redirect(Action):
    """Defender: your pink monster ``monster`` makes the attacker attack it instead."""

    kind: ClassVar[str] = "redirect"
    monster: int


@record
class Aim(Action):
    """Attacker: the part ``target`` of the pink monster that pulled your attack."""

    kind: ClassVar[str] = "aim"
    target: int


@record
class Block(Action):
    """Defender: the attack goes to shield ``shield`` of the monster attacked."""

    kind: ClassVar[str] = "block"
    shield: int


@record
class Nullify(Action):
    """Defender: roll nullifier ``nullifier`` against the attack."""

    kind: ClassVar[str] = "nullify"
    nullifier: int


@record
class Reroll(Action):
    """Black monster ``monster`` (defender) or the white attacker forces the weapon reroll."""

    kind: ClassVar[str] = "reroll"
    monster: int


@record
class LoseDie(Action):
    """A player attacked with no monsters in play removes die ``die`` from play."""

    kind: ClassVar[str] = "lose_die"
    die: int


@record
class Pick(Action):
    """Draft dice: take the die at place ``die`` of the shared collection into your reserve
    pool (places never shift, so a place names the same die all draft long)."""

    kind: ClassVar[str] = "pick"
    die: int


# ---------------------------------------------------------------------------------- avatars


@record
class ChooseAvatar(Action):
    """Avatars: before round 1, pick avatar type ``avatar`` (gadgeteer, beast, warrior, mage),
    name it and draw it; a mage also picks its preferred ``colour`` ("" for the others)."""

    kind: ClassVar[str] = "choose_avatar"
    avatar: str
    colour: str
    name: str
    sketch: tuple = ()


@record
class Augment(Action):
    """Gadgeteer's Cybernetics: part ``part`` (a die id) also works as part type ``extra``."""

    kind: ClassVar[str] = "augment"
    part: int
    extra: str


@record
class Mechamorph(Action):
    """Gadgeteer: fuse ``monsters`` into one robot; the parts of dice ``drop`` are left out
    (their dice removed from play) so that at most 10 remain."""

    kind: ClassVar[str] = "mechamorph"
    monsters: tuple[int, ...]
    drop: tuple[int, ...]
    name: str
    sketch: tuple = ()


@record
class Mutate(Action):
    """Beast's Extra Mutation: monster ``monster`` may carry one more part."""

    kind: ClassVar[str] = "mutate"
    monster: int


@record
class Horde(Action):
    """Beast's Monstrous Horde: active die ``die`` leaves play; the horde gains its sides."""

    kind: ClassVar[str] = "horde"
    die: int


@record
class Embody(Action):
    """Beast's Monster Among Monsters: the avatar becomes a monster on active die ``core``."""

    kind: ClassVar[str] = "embody"
    core: int
    colour: str


@record
class Recolour(Action):
    """Mage's Energy Preference: the die of part ``part`` turns the mage's colour."""

    kind: ClassVar[str] = "recolour"
    part: int


@record
class Supercharge(Action):
    """Mage: give up active ``dice`` to charge the monster whose turn starts."""

    kind: ClassVar[str] = "supercharge"
    dice: tuple[int, ...]


@record
class Technique(Action):
    """Warrior's Special Technique: the weapon roll that hit counts as its highest face."""

    kind: ClassVar[str] = "technique"


@record
class Soak(Action):
    """Beast: the horde takes ``amount`` of the damage about to be dealt."""

    kind: ClassVar[str] = "soak"
    amount: int


@record
class Lead(Action):
    """Warrior's Lead from the Front: enemy monster ``monster``'s core drops to 0 life. With
    our balance house rules the warrior pays for it: active ``dice`` with at least as many
    sides as that core leave play (empty without them; older saves lack the field)."""

    kind: ClassVar[str] = "lead"
    monster: int
    dice: tuple[int, ...] = ()


@record
class Bombard(Action):
    """Mage's Bombardment Spell: give up active ``dice``; each part in ``targets`` (one per
    die) takes 1 damage per 4 sides given up."""

    kind: ClassVar[str] = "bombard"
    dice: tuple[int, ...]
    targets: tuple[int, ...]


@record
class AttackHorde(Action):
    """Attack the horde of player ``seat`` with weapon ``weapon`` (or the core)."""

    kind: ClassVar[str] = "attack_horde"
    weapon: int
    seat: int


AVATAR_ACTIONS: tuple[type[Action], ...] = (
    ChooseAvatar, Augment, Mechamorph, Mutate, Horde, Embody, Recolour, Supercharge, Technique,
    Soak, Lead, Bombard, AttackHorde,
)


ACTION_TYPES: tuple[type[Action], ...] = (
    Pick, Gather, GiveUp, CreateMonster, AddPart, Done, Pass, Copy, Heal, Attack, AttackPlayer,
    Enervate, Redirect, Aim, Block, Nullify, Reroll, LoseDie, Declare, Banish, *AVATAR_ACTIONS,
    *STRATAGEM_ACTIONS,
)
"""Every Doodle Dice Monsters action type (for ``GameInfo.action_types``)."""

FREE_FIELDS: tuple[str, ...] = ("name", "traits", "sketch", "anchor")
"""Fields checked by structure, not by enumeration: any well-formed value is accepted (a name
the player typed, the drawing), so the generic conformance test does not expect junk strings
there to be refused."""

__all__ = ["ACTION_TYPES", "AVATAR_ACTIONS", "AddPart", "Aim", "Attack", "AttackHorde",
           "AttackPlayer", "Augment", "Banish", "Block", "Bombard", "ChooseAvatar", "Embody",
           "Horde", "Lead", "Mechamorph", "Mutate", "Recolour", "Soak", "Supercharge",
           "Technique",
           "Copy", "CreateMonster", "Declare", "Done", "Enervate", "FREE_FIELDS", "Gather",
           "GiveUp", "Heal", "LoseDie", "Nullify", "Pass", "Pick", "Redirect", "Reroll"]

"""What the scripted key player (``game.key_player``) does on the sketch pad, where a Doodle
Dice monster (or an avatar, a stratagem, a fortress) is made by keys alone (the pad scene's
``play_by_keys``).

On the pad a person playing by keys asks for a doodle, types a name, hangs a core and perhaps
a weapon and a shield (a part type's chip, a die's chip, then "Place the part"), and presses
Done; every step is a focus target reached with Next/Previous and made with Act, the name is
typed as text. Nothing touches the match: Done hands the monster to the board, which turns it
into engine actions as it does for a monster made with the mouse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.key_player import KeyPlayer
    from scenes.focus import Target

PARTS = ("core", "weapon", "shield")
"""The parts the player hangs on a new monster, in this order, while dice and rules allow."""


def sketch_by_keys(player: KeyPlayer, scene: Any) -> None:
    """Make the pad's monster by keys and hand it back (Cancel when the rules refuse it)."""
    pad = scene.pad

    def offered(key: tuple) -> bool:
        player.look()
        return any(_head(t) == key for t in scene.focus_targets())

    def choose(key: tuple) -> None:
        player.choose(lambda t: _head(t) == key)

    if offered(("pad", "Doodle for me")):
        choose(("pad", "Doodle for me"))
    if not pad.edit.name.strip():
        choose(("pad", "name"))
        type_text(player, f"Keybeast {player.rng.randrange(100)}")
        player.press("act")  # Enter ends the name
    for kind in PARTS:
        chip = ("type", kind.capitalize())
        if not offered(chip):
            continue
        choose(chip)
        player.look()
        dice = [t for t in scene.focus_targets() if t.key[0] == "die"]
        if not dice:
            player.press("back")  # nothing left to hang it on
            break
        choose(_head(dice[0]))
        if offered(("pad", "place")):
            choose(("pad", "place"))
        if pad.pending_type or pad.pending_die is not None:
            player.press("back")  # the rules refused that part: drop it
    choose(("pad", "Done") if offered(("pad", "Done")) else ("pad", "Cancel"))


def _head(target: Target) -> tuple:
    """The first two words of a target's key (kind and name, e.g. ``("pad", "Done")``); the
    pad's keys are tuples, any other key has none."""
    return target.key[:2] if isinstance(target.key, tuple) else ()


def type_text(player: KeyPlayer, text: str) -> None:
    """Type ``text`` into the focused field, one key press per letter."""
    for letter in text:
        player.presses += 1
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        player.app.frame(1 / 60)


__all__ = ["PARTS", "sketch_by_keys", "type_text"]

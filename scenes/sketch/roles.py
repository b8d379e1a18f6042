"""What the sketch pad makes, when a game lets a sketch be more than a monster.

Doodle Dice's stratagems and fortresses are sketched like monsters but are places and symbols:
they carry tags of their own, take no part but their core, sit on dice no monster may use, and
"Doodle for me" draws them a castle or a camp instead of a creature. The pad stays free of any
game's rules: the game hands it ``PadRole``s (each with the engine's reason when it cannot be
made now), and the pad shows one chip per role above the name, switches its tags, part types
and doodler with the choice, and says what the role's power is for the colour of the core.

Functions here act on a ``SketchPad`` (kept out of ``pad`` to keep that module small).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class PadRole:
    """One thing the pad can make."""

    key: str
    """"" for a monster; the game's key otherwise ("stratagem", "fortress")."""
    label: str
    tip: str
    problem: str | None
    """Why it cannot be made now, in the engine's words (None: it can)."""
    trait_tags: tuple[str, ...]
    part_types: tuple[str, ...]
    core_sides: tuple[int, ...] = ()
    """Dice its core is made on (a d100); () any die no other role claims."""
    notes: Callable[[str | None], list[str]] | None = None
    """Lines about it for the core's colour (None: no core yet): a structure's power."""
    doodle: Callable[..., tuple[dict, list[tuple[int, int]]]] | None = None
    """Its "Doodle for me", shaped like ``game.doodles.doodle`` (None: a creature)."""
    title: str = ""


def current(pad: Any) -> PadRole | None:
    return next((r for r in pad.roles if r.key == pad.role), None)


def choose(pad: Any, key: str, quiet: bool = False) -> bool:
    """Make ``key`` what the pad sketches: its tags, part types and title; parts it cannot take
    come off (a fortress keeps only a core on one of its dice). False (and the reason said)
    when the game refuses it now."""
    role = next((r for r in pad.roles if r.key == key), None)
    if role is None:
        return False
    if role.problem:
        pad.say(role.problem, bad=True)
        pad._refresh()
        return False
    if key == pad.role:
        return True
    pad.role = key
    pad.edit.role = key
    pad.trait_tags = role.trait_tags
    pad.part_types = [t for t in role.part_types]
    pad.edit.tag_order = role.trait_tags
    pad.edit.traits &= set(role.trait_tags)
    sides = {d.die_id: d.sides for d in pad.dice}
    kept = [p for p in pad.edit.parts if p.locked or (
        p.type in role.part_types and _fits(pad.roles, role, sides.get(p.die_id, p.sides)))]
    dropped = len(pad.edit.parts) - len(kept)
    pad.edit.parts = kept
    pad.pending_type = pad.pending_type if pad.pending_type in role.part_types else None
    pad.selected_part = None
    pad.title = role.title or pad.title
    if pad.on_role is not None:
        pad.on_role(key)
    pad.layout(pad.rect)
    if not quiet:
        pad.say(f"Making a {role.label.lower()}" + (f": {dropped} part(s) came off."
                                                    if dropped else "."))
    return True


def _fits(roles: Sequence[PadRole], role: PadRole, sides: int) -> bool:
    if role.core_sides:
        return sides in role.core_sides
    return not any(sides in r.core_sides for r in roles)


def follow_die(pad: Any, sides: int) -> None:
    """A core about to go on a die of ``sides``: switch to a role that takes it (a d100 makes
    the first stratagem or fortress still to make), so the player is never refused for it."""
    role = current(pad)
    if role is None or _fits(pad.roles, role, sides):
        return
    fitting = [r for r in pad.roles if _fits(pad.roles, r, sides) and r.problem is None]
    if fitting:
        choose(pad, fitting[0].key, quiet=True)
        others = [r.label for r in fitting[1:]]
        pad.say(f"This die makes a {fitting[0].label.lower()}"
                + (f" (or pick {' or '.join(others)} above)." if others else "."))


def notes(pad: Any) -> list[str]:
    """What the current role says for the core placed (or to be placed)."""
    role = current(pad)
    if role is None or role.notes is None:
        return []
    colour = None
    for part in pad.edit.parts:
        if part.type == "core":
            die = next((d for d in pad.dice if d.die_id == part.die_id), None)
            colour = die.colour if die is not None else None
    return role.notes(colour)


__all__ = ["PadRole", "choose", "current", "follow_die", "notes"]

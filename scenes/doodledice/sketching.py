"""The sketch pad in a game: which dice it offers, what it may place (asked of the engine) and
how the finished monster becomes engine actions.

One road: the pad never changes the game. A new monster becomes ``CreateMonster`` (its core,
name, traits, drawing and core label) followed by one ``AddPart`` per part; parts added to a
monster in play become ``AddPart`` actions, the first carrying the strokes drawn on the monster
this time (its drawing on the pad is kept: new ink goes on top, nothing of it is rubbed out).
The pad's ``can_place`` and ``check`` hooks play those very actions on a copy of the position
and report the engine's refusal, so the pad holds no rules.

A hybrid die is offered once per colour ("d8 red/blue as red"): choosing one fixes the colour
it counts as, which is the owner's choice the rulings ask for.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Action, IllegalAction
from engine.doodledice import AddPart, CreateMonster, DoodleState, Monster
from engine.doodledice.legal import colour_choices
from engine.doodledice.rulesets.structures.places import (
    POWER_OF,
    ROLES,
    STRUCTURE,
    castle_role,
    is_castle_die,
    structure_of,
    summary,
)
from engine.doodledice.tables import CORE, D100, MAX_PARTS, STRUCTURE_TRAITS, TRAITS
from engine.sketchdata import PART_TYPES, TRAIT_TAGS
from game.doodles.places import place_doodle
from scenes.doodledice.dice_art import TITLES
from scenes.doodledice.sketches import from_engine, to_engine
from scenes.sketch.editing import PadDie, PlacedPart, SketchResult
from scenes.sketch.roles import PadRole

PAD_TRAITS = tuple(t for t in TRAIT_TAGS if t in TRAITS)
"""The pad's trait tags this game knows (the pad offers no tag the engine would refuse)."""

ROLE_TIPS = {
    "stratagem": "A battlefield or a way of war on a d100: no parts, no turns; its colour "
                 "gives your monsters a power.",
    "fortress": "A stronghold on a d100: no parts, no turns; its colour gives a defence.",
}

DRAFT_NAME = "Sketch"
"""Stand-in name while parts are tried on a copy (the real name is checked at the end)."""


def pad_dice(st: DoodleState, seat: int) -> list[PadDie]:
    """The active pool of ``seat`` as pad dice; ``die_id`` is ``(die id, colour)``."""
    out = []
    for d in st.active(seat):
        for colour in colour_choices(d):
            label = f"d{d.sides} {TITLES.get(colour, colour).lower()}"
            if len(d.colours) > 2:  # take the castle's free d100: any colour
                label = f"free d{d.sides} as {colour}"
            elif d.hybrid and not d.colour:
                label = f"d{d.sides} {'/'.join(d.colours)} as {colour}"
            out.append(PadDie((d.id, colour), label, d.sides, colour))
    return out


class SketchPlan:
    """What the pad is making for ``seat``: a new monster, or parts for ``monster``."""

    def __init__(self, st: DoodleState, seat: int, monster: Monster | None = None) -> None:
        self.st = st
        self.seat = seat
        self.monster = monster
        self.kept = 0
        """Strokes of the monster's drawing shown on the pad (new strokes come after them)."""
        self.role = ""
        """What a new sketch makes: "" a monster, or a stratagem or fortress (on a d100)."""
        self._placing: dict[tuple, str | None] = {}
        self._checked: tuple[dict, tuple, str | None] | None = None
        """The engine's answers for what was already tried on a copy (``can_place``,
        ``check``): the pad asks on every refresh (each click, key and stroke) and the
        answer changes only with what is asked."""

    # ------------------------------------------------------------------ pad options
    def pad_options(self, drawing: dict | None = None,
                    anchors: dict[int, tuple[int, int]] | None = None) -> dict[str, Any]:
        """The pad's options; for a monster in play, ``drawing`` and ``anchors`` are how the
        table shows it (its own drawing, or its procedural one)."""
        st, m = self.st, self.monster
        options: dict[str, Any] = {"dice": pad_dice(st, self.seat),
                                   "can_place": self.can_place, "check": self.check,
                                   "seed": st.next_monster * 7919 + st.round,
                                   "trait_tags": PAD_TRAITS}
        if m is None:
            options["part_types"] = PART_TYPES
            options["title"] = "Sketch a new monster"
            roles = self.pad_roles()
            if roles:
                options["roles"] = roles
                options["on_role"] = self.set_role
            return options
        options["part_types"] = tuple(t for t in PART_TYPES if t != CORE)
        options["title"] = f"Add parts to {m.name}: draw them on"
        options["name"] = m.name
        options["traits"] = m.traits
        options["core_colour"] = st.core_colour(m)
        if drawing is None and m.sketch:
            drawing = from_engine(m.sketch)
        if drawing is not None:
            options["sketch"] = drawing
            options["keep_drawing"] = True
            self.kept = len(drawing["strokes"]) if m.sketch else 0
        spots = anchors or {}
        options["existing_parts"] = [
            PlacedPart(p.kind, ("in play", p.die), spots.get(p.die, tuple(p.anchor) or (500, 500)),
                       st.sides(p.die), p.damage, locked=True) for p in m.parts]
        return options

    def set_role(self, role: str) -> None:
        self.role = role

    def pad_roles(self) -> list[PadRole]:
        """With d100s in the active pool: a monster, a stratagem or a fortress, each greyed
        with the engine's reason when it cannot be made (one of each in play, d100 cores)."""
        st, seat = self.st, self.seat
        d100s = [d for d in st.active(seat) if d.sides == D100]
        if not d100s:
            return []
        others = [d for d in st.active(seat) if d.sides != D100]
        roles = [PadRole("", "Monster", "A creature with a core and parts.",
                         None if others else "Your active dice are all d100s: they make "
                         "stratagems and fortresses.", PAD_TRAITS, PART_TYPES,
                         title="Sketch a new monster")]
        for role in ROLES:
            reasons = [st.why_not(CreateMonster(d.id, c, DRAFT_NAME, role=role))
                       for d in d100s for c in colour_choices(d)]
            problem = None if None in reasons else next(r for r in reasons if r)
            roles.append(PadRole(
                role, role.title(), ROLE_TIPS[role], problem, STRUCTURE_TRAITS, (CORE,),
                (D100,), lambda colour, r=role: self.power_notes(r, colour),
                place_doodle(role), f"Sketch a new {role}: a place or a symbol"))
        return roles

    def power_notes(self, role: str, colour: str | None) -> list[str]:
        """The power the core's colour gives (every d100 colour in the pool before a core is
        placed), with the tag it looks for."""
        colours = [colour] if colour else sorted(
            {c for d in self.st.active(self.seat) if d.sides == D100 for c in colour_choices(d)})
        lines = [] if colour else ["Its power comes from the colour of its d100:"]
        for c in colours:
            power = POWER_OF.get((role, c))
            if power is None:
                continue
            where = f"on the {role}'s drawing" if power.on == STRUCTURE else "on your monsters"
            lines.append(f"{TITLES.get(c, c)}: {power.name}. {summary(self.st, power)} "
                         f"Works with \"{power.needs}\" {where}.")
        return lines

    # ------------------------------------------------------------------ to actions
    def actions(self, parts: Sequence[tuple[str, Any, tuple[int, int]]], name: str = DRAFT_NAME,
                traits: Sequence[str] = (), sketch: tuple = ()) -> list[Action]:
        """The engine actions for the new ``parts`` ((type, (die, colour), anchor)).

        ``sketch``: a new monster's drawing, or for a monster in play the strokes added to
        its drawing, which travel with the first new part."""
        out: list[Action] = []
        target = self.monster.id if self.monster is not None else self.st.next_monster
        added = ()
        if self.monster is None:
            core = next((p for p in parts if p[0] == CORE), None)
            if core is None:
                return []
            die, colour = core[1]
            role = self.role or self.role_for(die)
            known = STRUCTURE_TRAITS if role else TRAITS
            out.append(CreateMonster(die, colour, name, tuple(t for t in traits if t in known),
                                     sketch, tuple(core[2]), role=role))
        else:
            added = sketch
        for kind, (die, colour), anchor in parts:
            if kind != CORE:
                out.append(AddPart(target, die, kind, colour, tuple(anchor), added))
                added = ()
        return out

    def role_for(self, die: int) -> str:
        """What a sketch on ``die`` becomes: a monster, or on a d100 the stratagem or fortress
        (take the castle's free d100: the one the seat was given)."""
        d = self.st.dice[die]
        if d.sides != D100:
            return ""
        if is_castle_die(d):
            return castle_role(d.owner)
        return next((r for r in ROLES if structure_of(self.st, self.seat, r) is None), ROLES[0])

    def play(self, actions: Sequence[Action]) -> str | None:
        """None when every action is accepted in turn, else the engine's reason."""
        st = self.st
        for action in actions:
            try:
                st = st.apply(action)
            except IllegalAction as error:
                return str(error)
        return None

    def actions_for(self, result: SketchResult) -> list[Action]:
        """A new monster carries its whole drawing; a monster in play the strokes drawn on it
        now (all of the page when it had no drawing of its own: an AI's monster of an older
        save, shown from its seed, becomes the drawing its owner added to)."""
        strokes = result.sketch["strokes"][self.kept:] if self.monster is not None \
            else result.sketch["strokes"]
        if self.monster is None:
            self.role = result.role
        return self.actions(result.parts, result.name, result.traits,
                            to_engine({"v": 1, "strokes": strokes}))

    # ------------------------------------------------------------------ the pad's hooks
    def can_place(self, parts: Sequence[PlacedPart], kind: str, die_id: Any) -> str | None:
        new = [(p.type, p.die_id, p.anchor) for p in parts if not p.locked]
        has_core = self.monster is not None or any(p[0] == CORE for p in new)
        if kind == CORE and has_core:
            return "This monster already has its core."
        if kind != CORE and not has_core:
            return "Place the core first: it is the heart of the monster."
        if len(parts) >= MAX_PARTS:
            return f"A monster has at most {MAX_PARTS} parts, its core included."
        if die_id is None:
            return None
        asked = (tuple((t, d, tuple(a)) for t, d, a in new), kind, die_id, self.role)
        if asked not in self._placing:
            if len(self._placing) >= 256:
                self._placing.clear()
            self._placing[asked] = self.play(self.actions([*new, (kind, die_id, (500, 500))]))
        return self._placing[asked]

    def check(self, result: SketchResult) -> str | None:
        if self.monster is None and not any(p[0] == CORE for p in result.parts):
            return "Place the core: click the drawing, then pick Core and a die."
        if self.monster is not None and not result.parts:
            return "Place at least one new part, or Cancel."
        # The same drawing is the same checked sketch object (``SketchEdit.sketch``).
        asked = (result.name, result.traits, result.parts, result.role)
        known = self._checked
        if known is not None and known[0] is result.sketch and known[1] == asked:
            if self.monster is None:
                self.role = result.role  # as ``actions_for`` sets it
            return known[2]
        answer = self.play(self.actions_for(result))
        self._checked = (result.sketch, asked, answer)
        return answer

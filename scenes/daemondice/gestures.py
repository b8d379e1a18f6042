"""Mouse gestures on the battle board: click, select-then-place, drag and drop, variant pickers.

Why one controller: the same move can be made three ways (drag a die onto its target; click the
die, then the target; click a one-click die), and each may end in a choice between variants.
Keeping them together means a drop and a click always resolve to the same engine action.

Gestures:
- press on a die that can be picked up, move a few pixels: the die follows the mouse; release
  on a lit target makes the move, anywhere else puts the die back;
- press and release without moving is a click: a die with one possible move makes it at once;
  a die with several targets is picked up (its targets light up) until a target is clicked;
- a click on an attack (its token on the attacked mat, or its attacking die) aims the
  following clicks at it;
- a drop on an attack's token (or its attacking die) joins that attack;
- several engine actions for one gesture open a ``Picker`` instead of choosing silently.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

import scenes.daemondice.texts as texts
from engine.daemondice import Step
from engine.daemondice.describe import die_name
from scenes.daemondice.choices import single
from scenes.daemondice.moves import DieRef, Move, Target, attack_target, die_target, distinct
from scenes.daemondice.picker import Option, Picker

if TYPE_CHECKING:
    from scenes.daemondice.view import DaemonDiceView

DRAG_START = 6  # design pixels the mouse must travel before a press becomes a drag


class Gestures:
    def __init__(self, board: DaemonDiceView) -> None:
        self.board = board
        self.held: DieRef | None = None  # picked up by a click, waiting for a target
        self.pressed: DieRef | None = None
        self.press_pos = (0, 0)
        self.grip = (0, 0)  # mouse offset inside the die, so it does not jump when lifted
        self.dragging = False
        self.picker: Picker | None = None
        self._version = -1

    # ------------------------------------------------------------------ state
    def reset(self) -> None:
        """Forget any half-made gesture (the position changed under it)."""
        self.held = self.pressed = None
        self.dragging = False
        self.picker = None

    def sync(self) -> None:
        version = self.board.match.version
        if version != self._version:
            self._version = version
            self.reset()

    @property
    def source(self) -> DieRef | None:
        """The die being carried: dragged, or picked up by a click."""
        return self.pressed if self.dragging else self.held

    def targets(self) -> set[Target]:
        src = self.source
        return set() if src is None else self.board.choices().targets_of(src)

    def targets_at(self, pos: tuple[int, int]) -> list[Target]:
        """What lies under ``pos``: an attack's token, or a die and, if the die attacks, its
        attack (dropping on the attacking die works like dropping on its token)."""
        token = self.board.mats.target_at(pos)
        if token is not None:
            return [token]
        ref = self.board.die_at(pos)
        if ref is None:
            return []
        out = [die_target(ref)]
        ds = self.board.statuses()[ref[0]][ref[1]]
        if ds.attack is not None:
            out.append(attack_target(ref[0], ds.attack))
        return out

    # ------------------------------------------------------------------ events
    def handle_event(self, event: pygame.event.Event) -> bool:
        self.sync()
        if self.picker is not None:
            used = self.picker.handle_event(event)
            if not self.picker.open:
                self.picker = None
            if used:
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self.source:
            self.reset()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (
                self.held or self.dragging or self.picker):
            self.reset()
            return True
        return False

    def _press(self, pos: tuple[int, int]) -> bool:
        self.pressed = None
        if not self.board.human_to_move():
            return False
        ref = self.board.die_at(pos)
        if ref is None or not self.board.choices().is_source(ref):
            return False
        self.pressed, self.press_pos = ref, pos
        slot = self.board.slot(*ref) or pygame.Rect(pos, (0, 0))
        self.grip = (pos[0] - slot.x, pos[1] - slot.y)
        return True

    def _motion(self, pos: tuple[int, int]) -> None:
        if self.pressed is None or self.dragging:
            return
        far = DRAG_START * self.board.ctx.scale
        if math.dist(pos, self.press_pos) >= far:
            self.dragging = True
            self.held = None

    def _release(self, pos: tuple[int, int]) -> bool:
        if self.dragging and self.pressed is not None:
            source = self.pressed
            self.dragging, self.pressed = False, None
            self.drop(source, pos)
            return True
        self.pressed = None
        return self.click(pos)

    # ------------------------------------------------------------------ gestures
    def drop(self, source: DieRef, pos: tuple[int, int]) -> bool:
        """Drop ``source`` at ``pos``: the move onto what lies there, else nothing."""
        ch = self.board.choices()
        for target in self.targets_at(pos):
            moves = ch.onto(target, source)
            if moves:
                return self.resolve(moves, pos)
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        board = self.board
        if not board.human_to_move():
            return False
        ch = board.choices()
        ref = board.die_at(pos)
        token = board.mats.target_at(pos)
        if ref is None and token is None:
            self.held = None
            seat = board.mats.seat_at(pos)
            if seat is not None and seat in ch.seats:
                return board.apply(ch.seats[seat])
            return True
        if self.held is not None:
            held, self.held = self.held, None
            if ref == held:
                return True
            for target in self.targets_at(pos):
                moves = ch.onto(target, held)
                if moves:
                    return self.resolve(moves, pos)
            if ref is None or not ch.is_source(ref):
                return True
        if ref is None:
            # why the ignore below: an attack token is never None here
            return self._click_attack(token, pos)  # type: ignore[arg-type]
        return self._click_die(ref, pos)

    def _click_die(self, ref: DieRef, pos: tuple[int, int]) -> bool:
        board = self.board
        ch = board.choices()
        if ch.is_source(ref):
            moves = ch.from_source(ref)
            if board.aim is not None:
                aimed = [m for m in moves if m.target == board.aim]
                if aimed:
                    return self.resolve(aimed, pos)
            if len({m.target for m in moves}) == 1:
                return self.resolve(moves, pos)
            self.held = ref
            return True
        singles = single(ch, ref)
        if singles:
            return self.resolve(singles, pos)
        placed = ch.onto(die_target(ref), any_source=True)
        if placed:
            return self.resolve(placed, pos)
        ds = board.statuses()[ref[0]][ref[1]]
        if ds.attack is None:
            return True
        return self._click_attack(attack_target(ref[0], ds.attack), pos)

    def _click_attack(self, target: Target, pos: tuple[int, int]) -> bool:
        """A click on an attack (its token or its attacking die): a Stinger's poison, or the
        following clicks on pluses, Brains and Spikes go to it."""
        board = self.board
        ch = board.choices()
        one_click = distinct(ch.onto(target))  # a Stinger's poison
        if one_click and any(m.source is not None for m in ch.onto(target, any_source=True)):
            self._open(pos, "This attack", [
                Option("Poison", board.preview_of(one_click[0].action),
                       lambda: board.apply(one_click[0].action)),
                Option("Aim here", "Your next clicks on pluses, Brains and Spikes go to this "
                       "attack.", lambda: setattr(board, "aim", target)),
            ])
            return True
        if one_click:
            return self.resolve(one_click, pos)
        board.aim = target
        return True

    def resolve(self, moves: list[Move], pos: tuple[int, int]) -> bool:
        """Make the move, or ask which one when the gesture stands for several."""
        board = self.board
        options = distinct(moves)
        if len(options) == 1:
            return board.apply(options[0].action)
        st = board.state
        if len({m.source for m in options}) == 1 and all(m.variant for m in options):
            self._open(pos, "Defend as", [
                Option(m.variant.capitalize(), texts.mode_tip(m.variant),
                       lambda a=m.action: board.apply(a)) for m in options])
            return True
        title = "Which die?"
        sources = [m.source for m in options if m.source is not None]
        if sources and len(sources) == len(options):
            faces = {st.faces[s][d] for s, d in sources}
            if len(faces) == 1:
                title = f"Which {faces.pop()}?"
        labels = []
        for m in options:
            if m.source is not None:
                labels.append(die_name(st, m.source[0], m.source[1]))
            else:
                labels.append(m.variant.capitalize() or type(m.action).__name__)
        self._open(pos, title, [Option(label, board.preview_of(m.action),
                                       lambda a=m.action: board.apply(a))
                                for label, m in zip(labels, options, strict=True)])
        return True

    def _open(self, pos: tuple[int, int], title: str, options: list[Option]) -> None:
        board = self.board
        ref = board.die_at(pos)
        anchor = board.slot(*ref) if ref is not None else None
        if anchor is None:
            anchor = pygame.Rect(pos[0] - 10, pos[1] - 10, 20, 20)
        self.held = None
        self.picker = Picker(title, options, anchor, board.layout.board, board.ctx.scale)

    # ------------------------------------------------------------------ explaining
    def why_not(self, pos: tuple[int, int]) -> str:
        """Why the carried die cannot go where the mouse is ("" when it can, or no reason)."""
        src = self.source
        if src is None:
            return ""
        here = self.targets_at(pos)
        if not here or any(t in self.targets() for t in here):
            return ""
        st = self.board.state
        if st.step is Step.DEFEND and st.foe is not None:
            for kind, seat, index in here:
                if kind == "attack" and seat == st.foe:
                    return texts.why_not_defend(st, src[1], index)
        if here[0][1:] == src:
            return ""
        return "Not a place for this die: drop it on a lit target."


__all__ = ["DRAG_START", "Gestures"]

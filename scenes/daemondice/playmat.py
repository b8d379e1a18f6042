"""The playmats as one piece the battle board calls: lay out, draw, and say what is under the mouse.

API (all a board needs; it holds no rules, like the board)::

    mats = Playmat(ctx)                        # ctx: anything with ``.scale`` (AppContext)
    mats.layout(rect, state, active_seat)      # after every change of position or window size
    mats.draw(surface, state, highlights, hover=(seat, die) | None, names=..., click_text="",
              mouse=pos)                   # mouse: a token under it gets its card
    mats.die_at(pos)    -> (seat, die) | None  # the die under the mouse
    mats.target_at(pos) -> ("attack", seat, index) | None   # an attack token (a drop target)
    mats.seat_at(pos)   -> seat | None         # a whole mat (choosing a foe, who goes next)
    mats.slot(seat, die) -> pygame.Rect | None # where a die is drawn (for robots and animation)

``active_seat`` is the daemon whose mat is drawn largest, along the bottom: the daemon whose
turn it is, or in a battle against the AI the human's own daemon. ``highlights`` is a
``mat_drawing.Highlights`` (lit dice, drop targets, the die in hand, choosable daemons). The
target tuple for a token matches the board's existing ``("attack", seat, index)`` targets,
where ``seat`` is the attacking daemon. ``layout`` is cheap (a pure function of the window
rect, the sizes, the active seat and the dice statuses, see ``mat_layout``) and ``draw`` lays
out again by itself if handed a state other than the one laid out.

How the battle board uses it (``board.py``, ``drawing.py``, ``gestures.py``): it lays the
mats out in ``BattleLayout.mats`` (under the notice strip, above the hint strip) whenever the
position, the viewer or the window changes (``DaemonDiceBoard.sync_mats``); ``die_at``,
``target_at`` and ``seat_at`` answer its clicks and drops; ``draw`` gets the board's choices
through ``highlights_for`` and the hover card's click line from ``preview_text``.
"""

from __future__ import annotations

import time
from collections.abc import Generator, Iterable, Iterator, Sequence

import pygame

import scenes.theme as theme
from engine.daemondice import DaemonDiceState, DieStatus, dice_status
from scenes.daemondice.dice_art import die_sprite
from scenes.daemondice.die_card import (
    CardLine,
    card_lines,
    card_surface,
    plate_lines,
    token_lines,
)
from scenes.daemondice.links import Token, attack_tokens, draw_arrows
from scenes.daemondice.mat_drawing import (
    Highlights,
    die_picture,
    draw_grabs,
    draw_pieces,
    ground_steps,
    plate_picture,
    token_picture,
)
from scenes.daemondice.mat_layout import Mat, MatContext, layout_mats_steps
from scenes.steps import clipped, finished

DieRef = tuple[int, int]
DRESS_BYTES = 12 * 1024 * 1024
"""The largest mats' area (in bytes of picture) whose bare ground is kept aside so the pieces
can be drawn into the canvas (``Playmat._dress_steps``): up to a full-HD window's; on a larger
one the pieces are drawn on each paint, as that copy would be tens of megabytes per mats."""


class Playmat:
    def __init__(self, ctx: object | None = None, scale: float | None = None,
                 canvas: theme.Canvas | None = None) -> None:
        """``canvas``: the window-sized picture the ground is painted on, shared with a
        panel painted beside the mats (``PhasePanel``) or one of its own."""
        self.ctx = ctx
        self._scale = scale
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.active = 0
        self.state: DaemonDiceState | None = None
        self.statuses: list[tuple[DieStatus, ...]] = []
        self.mats: list[Mat] = []
        self.tokens: list[Token] = []
        self._ground: pygame.Surface | None = None
        self._ground_key: tuple = ()
        self._canvas = canvas if canvas is not None else theme.Canvas()
        self._card_key: tuple = ()
        self._card: tuple[pygame.Surface, pygame.Rect] | None = None
        self._warming: Iterator[None] = iter(())
        self._dressed: tuple | None = None
        """The key (``_dress_key``) of the pieces drawn into the ground's area of the canvas,
        None while that area holds the bare ground."""
        self._bare: pygame.Surface | None = None
        """The bare ground's area, kept while the canvas holds it dressed (put back when a
        frame lights something)."""

    @property
    def canvas(self) -> theme.Canvas:
        """The picture the ground is painted on (a panel beside the mats may share it)."""
        return self._canvas

    @property
    def scale(self) -> float:
        if self._scale is not None:
            return self._scale
        return float(getattr(self.ctx, "scale", 1.0))

    # ------------------------------------------------------------------ layout
    def layout(self, rect: pygame.Rect, state: DaemonDiceState, active_seat: int) -> list[Mat]:
        finished(self.layout_steps(rect, state, active_seat))
        return self.mats

    def layout_steps(self, rect: pygame.Rect, state: DaemonDiceState,
                     active_seat: int) -> Generator[None, None, None]:
        """``layout``, a piece a step (each daemon's dice's statuses, each arrangement of the mats
        weighed, the tokens): laid out ahead for an announced move's position, the whole was
        milliseconds of one frame. Half done, the mats stand for no position (``state`` is
        None) until the last step."""
        self.state = None
        self.rect = pygame.Rect(rect)
        self.active = active_seat
        self.statuses = []
        for seat in range(state.num_seats):
            self.statuses.append(dice_status(state, seat))
            yield
        sizes = [d.size for d in state.daemons]
        self.mats = yield from layout_mats_steps(self.rect, sizes, active_seat, self.statuses,
                                                 MatContext.of(state), self.scale)
        self.tokens = attack_tokens(state)
        self._ground = None
        self._card_key = ()
        self._warming = self._sprites_ahead()
        self.state = state

    # ------------------------------------------------------------------ warming
    def warm(self, budget: float) -> None:
        """Paint, for at most ``budget`` seconds, die pictures the next position may show.

        Why: after a move dice take new looks (spent, stunned, wounded, set aside), and
        painting each new look cold made the frame the move is applied on the slowest of the
        game; a frame where nothing is decided has time to spare."""
        end = time.thread_time() + budget
        for _ in self._warming:
            if time.thread_time() >= end:
                return

    def _sprites_ahead(self) -> Iterator[None]:
        """Every die at its current size in each look it may take next (one per step)."""
        for mat in self.mats:
            for ds in self.statuses[mat.seat]:
                slot = mat.slots.get(ds.die)
                if slot is None:
                    continue
                for look in ("ready", "used", "stunned", "wounded"):
                    die_sprite(ds.part, ds.breed, ds.face, slot.width, look)
                    yield
                die_sprite(ds.part, ds.breed, None, slot.width, "idle")
                yield

    # ------------------------------------------------------------------ queries
    def die_at(self, pos: tuple[int, int]) -> DieRef | None:
        for mat in self.mats:
            if mat.rect.collidepoint(pos):
                die = mat.die_at(pos)
                return None if die is None else (mat.seat, die)
        return None

    def target_at(self, pos: tuple[int, int]) -> tuple[str, int, int] | None:
        for token in self.tokens:
            mat = self.mats[token.seat]
            if token.index < len(mat.tokens) and mat.tokens[token.index].collidepoint(pos):
                return ("attack", token.attacker, token.index)
        return None

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        for mat in self.mats:
            if mat.rect.collidepoint(pos):
                return mat.seat
        return None

    def slot(self, seat: int, die: int) -> pygame.Rect | None:
        return self.mats[seat].slots.get(die) if 0 <= seat < len(self.mats) else None

    def token_rect(self, attacker: int, index: int) -> pygame.Rect | None:
        for token in self.tokens:
            if token.attacker == attacker and token.index == index:
                rects = self.mats[token.seat].tokens
                return rects[index] if index < len(rects) else None
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, state: DaemonDiceState,
             highlights: Highlights | None = None, hover: DieRef | None = None,
             names: Sequence[str] | None = None, owners: Sequence[str] | None = None,
             click_text: str = "",
             mouse: tuple[int, int] | None = None) -> None:
        """Every mat (this paints the whole ``rect``, background included), then the arrows
        and grabs, then the tokens and dice over them (a line passes under a die, never across
        its face), then the hover card on top."""
        if state is not self.state:
            self.layout(self.rect, state, self.active)
        hi = highlights or Highlights()
        focus = None
        token = self.token_under(mouse) if mouse is not None and hover is None else None
        if hover is not None:
            ds = self.statuses[hover[0]][hover[1]]
            focus = ds.defending if ds.defending is not None else ds.attack
        elif token is not None:
            focus = token.index
        size = surface.get_size()
        self._paint_ground(size, state, hi)
        area = self.rect.clip(surface.get_rect())
        plain = hi == Highlights() and focus is None
        if plain:  # nothing lit: the pieces are drawn once into the canvas (or were, ahead)
            finished(self._dress_steps(size, state, names, owners))
        if plain and self._dressed == self._dress_key(size, names, owners):
            self._canvas.blit_to(surface, area)
        else:
            self._undress()
            self._canvas.blit_to(surface, area)
            old_clip = surface.get_clip()
            surface.set_clip(area.clip(old_clip))
            try:
                finished(self._pieces_steps(surface, state, hi, focus, names, owners))
            finally:
                surface.set_clip(old_clip)
        plate = None
        if mouse is not None and hover is None and token is None:
            plate = next((m.seat for m in self.mats if m.header.collidepoint(mouse)), None)
        card = self._card_for(surface.get_rect(), state, hover, token, click_text, plate)
        if card is not None:
            surface.blit(*card)

    def _pieces_steps(self, surface: pygame.Surface, state: DaemonDiceState, hi: Highlights,
                      focus: int | None, names: Sequence[str] | None,
                      owners: Sequence[str] | None) -> Iterator[None]:
        """The arrows and grabs, then each mat's plate, tokens and dice (a step each) over
        the ground: a line passes under a die, never across its face."""
        s = self.scale
        draw_arrows(surface, self.mats, self.tokens, s, focus)
        draw_grabs(surface, state, self.mats, s)
        for mat in self.mats:
            yield
            name = names[mat.seat] if names and mat.seat < len(names) else None
            owner = owners[mat.seat] if owners and mat.seat < len(owners) else ""
            draw_pieces(surface, state, mat, self.statuses[mat.seat], self.tokens, hi, s, name,
                        owner)

    def _dress_key(self, size: tuple[int, int], names: Sequence[str] | None,
                   owners: Sequence[str] | None) -> tuple:
        return (tuple(size), self.scale, tuple(names or ()), tuple(owners or ()))

    def _dress_steps(self, size: tuple[int, int], state: DaemonDiceState,
                     names: Sequence[str] | None,
                     owners: Sequence[str] | None) -> Iterator[None]:
        """Draw the pieces, nothing lit, into the ground's area of the canvas, the bare
        ground kept aside. Why: the pieces (some ninety blits and their rings, tags and
        plates) were drawn again on every paint of the board, the milliseconds of the frame a
        move lands on; dressed ahead (``ahead``), that frame blits one picture. Left half
        done, the next ask puts the bare ground back and draws them all again."""
        key = self._dress_key(size, names, owners)
        area = self.rect.clip(pygame.Rect(0, 0, *size))
        if self._dressed == key or self._ground is None or area.w * area.h * 4 > DRESS_BYTES:
            return
        self._undress()
        canvas = self._canvas.surface
        assert canvas is not None
        bare = self._bare
        if bare is None or bare.get_size() != area.size:
            self._bare = None  # (the old size's memory goes first)
            bare = self._bare = pygame.Surface(area.size, 0, canvas)
        bare.blit(canvas, (0, 0), area)
        self._dressed = ("half",)
        yield
        yield from clipped(self._pieces_steps(canvas, state, Highlights(), None, names, owners),
                           canvas, area)
        self._dressed = key

    def _undress(self) -> None:
        """Put the bare ground back into the canvas where the pieces were drawn into it."""
        if self._dressed is None:
            return
        canvas, bare = self._canvas.surface, self._bare
        if canvas is not None and bare is not None:
            canvas.blit(bare, self.rect.clip(canvas.get_rect()).topleft)
        self._dressed = None

    def _paint_ground(self, size: tuple[int, int], state: DaemonDiceState,
                      hi: Highlights) -> None:
        for _ in self._ground_steps(size, state, hi):
            pass

    def _ground_steps(self, size: tuple[int, int], state: DaemonDiceState,
                      hi: Highlights) -> Iterator[None]:
        """Paint the ground unless it is painted for this look: the backdrop, then each mat
        in steps (``ground_steps``: painted ahead, each is a frame's share; a mat's big
        translucent frame made new costs milliseconds). Left half done, the next ask paints
        it all again."""
        key = (tuple(size), frozenset(hi.seats), self.scale)
        if self._ground is not None and key == self._ground_key:
            return
        self._ground = None
        self._dressed = None  # (the area is painted bare again)
        area = self.rect.clip(pygame.Rect(0, 0, *size))
        canvas = self._canvas.fresh(size, area)
        for mat in self.mats:
            yield  # (the rest of a shared canvas is the panel's)
            yield from clipped(ground_steps(canvas, state, mat, hi, self.scale), canvas, area)
        self._ground = canvas
        self._ground_key = key

    # ------------------------------------------------------------------ ahead
    def ahead(self, size: tuple[int, int], names: Sequence[str],
              owners: Sequence[str]) -> Iterator[None]:
        """Paint, one piece per step, what the first frame of this layout shows in a window
        of ``size``: the ground (nothing chosen), the name plates, the attack tokens and every
        die in its zone's look. Why: mats laid out for an announced move's position (see
        ``adopt``) are then drawn on the frame the move lands by blits alone."""
        state = self.state
        if state is None:
            return
        yield from self._ground_steps(size, state, Highlights())
        yield
        for mat in self.mats:
            plate_picture(state, mat, names[mat.seat] if mat.seat < len(names) else
                          state.seat_name(mat.seat),
                          self.scale, False, owners[mat.seat] if mat.seat < len(owners) else "")
            yield
            for token in self.tokens:
                if token.seat == mat.seat and token.index < len(mat.tokens):
                    token_picture(token, mat.tokens[token.index].size, self.scale)
                    yield
            for ds in self.statuses[mat.seat]:
                slot = mat.slots.get(ds.die)
                if slot is not None:
                    die_picture(mat, ds, slot)
                    yield
        yield from self._dress_steps(size, state, names, owners)

    def adopt(self, state: DaemonDiceState) -> None:
        """Take ``state`` as the one laid out: it equals the position these mats were laid
        out for ahead (the board's own copy of it, so ``draw`` does not lay out again)."""
        self.state = state

    def _card_for(self, screen: pygame.Rect, state: DaemonDiceState, hover: DieRef | None,
                  token: Token | None, click: str, plate: int | None = None
                  ) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The hover card (of a die, a token or a name plate), painted once while it stays."""
        key = (screen.size, hover, token, click, plate)
        if key == self._card_key:
            return self._card
        self._card_key = key
        self._card = None
        if hover is not None:
            seat, die = hover
            slot = self.slot(seat, die)
            if slot is not None:
                zone = self.mats[seat].zone_of.get(die, "used")
                lines = card_lines(state, self.statuses[seat][die], zone, click)
                self._card = card_surface(lines, slot, self.scale, self.statuses[seat][die],
                                          screen)
        elif token is not None:
            rect = self.mats[token.seat].tokens[token.index]
            lines = token_lines(token) + ([CardLine(click, "click")] if click else [])
            self._card = card_surface(lines, rect, self.scale, None, screen)
        elif plate is not None:
            lines = plate_lines(state, plate)
            self._card = card_surface(lines, self.mats[plate].header, self.scale, None, screen)
        return self._card

    def token_under(self, pos: tuple[int, int]) -> Token | None:
        for token in self.tokens:
            rects = self.mats[token.seat].tokens
            if token.index < len(rects) and rects[token.index].collidepoint(pos):
                return token
        return None


def highlights_for(lit: Iterable[DieRef], seats: Iterable[int],
                   targets: Iterable[tuple[str, int, int]], source: DieRef | None,
                   under: Iterable[tuple[str, int, int]] = ()) -> Highlights:
    """The board's choices as the mats light them: dice that can be chosen, choosable daemons,
    drop targets (dice, and attack tokens by attack number), the die in hand, what is under
    the mouse. Targets are the board's ``("die", seat, die)`` / ``("attack", seat, index)``."""
    targets = set(targets)
    return Highlights(
        lit=set(lit), seats=set(seats), selected=source,
        targets={(s, d) for kind, s, d in targets if kind == "die"},
        token_targets={i for kind, _, i in targets if kind == "attack"},
        under={(s, d) for kind, s, d in under if kind == "die"})


__all__ = ["Highlights", "Playmat", "highlights_for"]

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
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from engine.daemondice import DaemonDiceState, DieStatus, dice_status
from scenes.daemondice.die_card import draw_card, draw_token_card
from scenes.daemondice.links import Token, attack_tokens, draw_arrows
from scenes.daemondice.mat_drawing import Highlights, draw_grabs, draw_ground, draw_pieces
from scenes.daemondice.mat_layout import Mat, MatContext, layout_mats

DieRef = tuple[int, int]


class Playmat:
    def __init__(self, ctx: object | None = None, scale: float | None = None) -> None:
        self.ctx = ctx
        self._scale = scale
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.active = 0
        self.state: DaemonDiceState | None = None
        self.statuses: list[tuple[DieStatus, ...]] = []
        self.mats: list[Mat] = []
        self.tokens: list[Token] = []

    @property
    def scale(self) -> float:
        if self._scale is not None:
            return self._scale
        return float(getattr(self.ctx, "scale", 1.0))

    # ------------------------------------------------------------------ layout
    def layout(self, rect: pygame.Rect, state: DaemonDiceState, active_seat: int) -> list[Mat]:
        self.rect = pygame.Rect(rect)
        self.active = active_seat
        self.state = state
        self.statuses = [dice_status(state, s) for s in range(state.num_seats)]
        sizes = [d.size for d in state.daemons]
        self.mats = layout_mats(self.rect, sizes, active_seat, self.statuses,
                                MatContext.of(state), self.scale)
        self.tokens = attack_tokens(state)
        return self.mats

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
             names: Sequence[str] | None = None, click_text: str = "",
             mouse: tuple[int, int] | None = None) -> None:
        """Every mat, then the arrows and grabs, then the tokens and dice over them (a line passes
        under a die, never across its face), then the hover card on top."""
        if state is not self.state:
            self.layout(self.rect, state, self.active)
        hi = highlights or Highlights()
        s = self.scale
        for mat in self.mats:
            draw_ground(surface, state, mat, hi, s)
        focus = None
        token = self.token_under(mouse) if mouse is not None and hover is None else None
        if hover is not None:
            ds = self.statuses[hover[0]][hover[1]]
            focus = ds.defending if ds.defending is not None else ds.attack
        elif token is not None:
            focus = token.index
        draw_arrows(surface, self.mats, self.tokens, s, focus)
        draw_grabs(surface, state, self.mats, s)
        for mat in self.mats:
            name = names[mat.seat] if names and mat.seat < len(names) else None
            draw_pieces(surface, state, mat, self.statuses[mat.seat], self.tokens, hi, s, name)
        if hover is not None:
            seat, die = hover
            slot = self.slot(seat, die)
            if slot is not None:
                zone = self.mats[seat].zone_of.get(die, "used")
                draw_card(surface, state, self.statuses[seat][die], zone, slot, s, click_text)
        elif token is not None:
            draw_token_card(surface, token, self.mats[token.seat].tokens[token.index], s,
                            click_text)

    def token_under(self, pos: tuple[int, int]) -> Token | None:
        for token in self.tokens:
            rects = self.mats[token.seat].tokens
            if token.index < len(rects) and rects[token.index].collidepoint(pos):
                return token
        return None


__all__ = ["Highlights", "Playmat"]

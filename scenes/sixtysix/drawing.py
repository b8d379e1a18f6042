"""Painting one frame of the 66d6 board (``draw`` never changes the game): the cached
backdrop, home labels, the last move's arrow, legal targets, minions and hover previews."""

from __future__ import annotations

import weakref
from collections.abc import Collection
from typing import TYPE_CHECKING

import pygame

import scenes.sixtysix.texts as texts
import scenes.theme as theme
from engine.sixtysix.actions import Enter, Fight, Slaughter
from engine.sixtysix.board import DEATH, DEVIL, HOME
from engine.sixtysix.model import Phase
from scenes.sixtysix.layout import label_font
from scenes.sixtysix.pieces import SIDE_FACE, draw_minion
from scenes.widgets import draw_tooltip

if TYPE_CHECKING:
    from scenes.sixtysix.view import SixtySixView

_labels: dict[tuple, pygame.Surface] = {}
_held: weakref.WeakValueDictionary[tuple, pygame.Surface] = weakref.WeakValueDictionary()
"""Backdrops some board still holds, by layout: a board of the same layout (the review's
next moment, a rematch) takes the one painted instead of painting its own; none outlives
every board holding it."""


def label(text: str, size: int, colour, weight: str = "bold") -> pygame.Surface:
    """Text rendered once and reused while it stays the same."""
    key = (text, size, colour, weight)
    found = _labels.get(key)
    if found is None:
        if len(_labels) > 200:
            _labels.clear()
        found = _labels[key] = theme.render(text, size, colour, weight)
    return found


def draw_board(board: SixtySixView, surface: pygame.Surface,
               leave_out: Collection[int] = ()) -> None:
    """The whole board, but for the minions in ``leave_out`` (drawn over it each frame while
    they glide: ``scenes.sixtysix.glide``)."""
    surface.blit(backdrop(board, surface.get_size()), (0, 0))
    _draw_home_labels(board, surface)
    _draw_grid_marks(board, surface)
    _draw_targets(board, surface)
    order = minion_order(board)
    draw_minions(board, surface, [i for i in order if i not in leave_out] if leave_out
                 else order)
    board.panel.draw(surface)


def backdrop(board: SixtySixView, size: tuple[int, int]) -> pygame.Surface:
    """Background, home trays and the field grid: drawn once per layout, then one blit."""
    layout = board.layout
    key = (size, layout.grid.topleft, layout.cell, layout.homes[0].topleft, board.ctx.scale)
    kept = board.backdrop
    if key == kept.key and kept.surface is not None:
        return kept.surface
    kept.surface = None  # the old layout's picture goes before the new one is made
    held = _held.get(key)
    if held is not None:
        kept.key, kept.surface = key, held
        return held
    surface = pygame.Surface(size)
    theme.draw_background(surface)
    for side in (DEATH, DEVIL):
        tint = (44, 36, 70) if side == DEATH else (70, 22, 26)
        theme.panel(surface, layout.home_rect(side), colour=tint, edge=SIDE_FACE[side],
                    radius=14, alpha=220)
    state = board.state
    grid = state.board
    fnt = label_font(board.ctx.scale)
    for f in range(grid.cols * grid.rows):
        rect = layout.field_rect(f)
        row = grid.row(f)
        base = (40, 34, 46) if (grid.col(f) + row) % 2 == 0 else (48, 40, 54)
        if row == 0:
            base = (46, 40, 66)
        elif row == grid.rows - 1:
            base = (66, 34, 40)
        pygame.draw.rect(surface, base, rect.inflate(-3, -3), border_radius=8)
        name = theme.render_font(fnt, grid.field_name(f), theme.FAINT)
        surface.blit(name, layout.label_rect(f, name.get_size()))
    pygame.draw.rect(surface, theme.EDGE, layout.grid.inflate(6, 6), 2, border_radius=10)
    kept.key, kept.surface = key, surface
    _held[key] = surface
    return surface


def _draw_home_labels(board: SixtySixView, surface: pygame.Surface) -> None:
    state = board.state
    for side in (DEATH, DEVIL):
        rect = board.layout.home_rect(side)
        count = state.count(side, HOME)
        text = f"{state.home_name(side)}  ·  {count} at home"
        picture = label(text, max(14, int(15 * board.ctx.scale)), theme.MUTED)
        surface.blit(picture, (rect.x + 10, rect.y + 4))


def _draw_grid_marks(board: SixtySixView, surface: pygame.Surface) -> None:
    s = board.ctx.scale
    if board.last_move is not None:
        start, side, dst = board.last_move
        end = board.layout.place_rect(side, dst).center
        pygame.draw.line(surface, theme.GOLD, start, end, max(2, int(3 * s)))
        pygame.draw.circle(surface, theme.GOLD, start, max(3, int(4 * s)), 1)
        pygame.draw.circle(surface, theme.GOLD, end, max(4, int(6 * s)))
    battle = getattr(board.state, "battle", None)
    if battle is not None:
        pygame.draw.rect(surface, theme.BAD, board.layout.field_rect(battle.field).inflate(2, 2),
                         3, border_radius=8)


def focus_minion(board: SixtySixView) -> int | None:
    """The minion whose options are shown: the selected one, else the hovered one (hints)."""
    if board.selected is not None:
        return board.selected
    if not board.ctx.settings.move_hints or not board.human_to_move():
        return None
    hovered = board.minion_at(board.mouse)
    if hovered is not None and board.state.phase is Phase.ACT and \
            board.regular_actions(hovered):
        return hovered
    return None


def _draw_targets(board: SixtySixView, surface: pygame.Surface) -> None:
    focus = focus_minion(board)
    if focus is None or board.special:
        return
    strong = focus == board.selected
    state = board.state
    me = state.minion(focus)
    colour = theme.HINT if strong else (190, 176, 100)
    layout = board.layout
    for action in board.regular_actions(focus):
        if isinstance(action, Fight):
            _outline(board, surface, layout.field_rect(me.place).inflate(-4, -4), theme.BAD,
                     strong, "Fight")
        elif isinstance(action, Slaughter):
            _outline(board, surface, layout.home_rect(1 - me.side), theme.BAD, strong,
                     f"Slaughter {me.value}")
        else:
            to = action.field if isinstance(action, Enter) else action.to
            _outline(board, surface, layout.place_rect(me.side, to).inflate(-4, -4), colour,
                     strong, "")


def _outline(board: SixtySixView, surface, rect: pygame.Rect, colour, strong: bool,
             text: str) -> None:
    """A legal target: a fill and an outline, bolder once the minion is picked up."""
    glow = pygame.Surface(rect.size, pygame.SRCALPHA)
    glow.fill((*colour, 60 if strong else 34))
    surface.blit(glow, rect.topleft)
    pygame.draw.rect(surface, colour, rect, 3 if strong else 2, border_radius=8)
    if text and strong:
        picture = theme.render(text, max(14, int(15 * board.ctx.scale)), colour, "black")
        surface.blit(picture, picture.get_rect(midtop=(rect.centerx, rect.y + 3)))


def _clickable(board: SixtySixView, among: Collection[int]) -> set[int]:
    """Those of ``among`` that are own minions able to act now (for the soft glow); none
    when hints are off."""
    if not board.human_to_move() or not board.ctx.settings.move_hints:
        return set()
    state = board.state
    minions = [m for m in state.minions if m.id in among]
    if board.special:
        return {m.id for m in minions if m.side == state.turn_side and m.place == HOME}
    if state.phase is Phase.ACT:
        return {m.id for m in minions if m.side == state.turn_side
                and board.regular_actions(m.id)}
    if state.phase in (Phase.DEFEND, Phase.KILL):
        return {m.id for m in minions if state.actions_for_minion(m.id)}
    return set()


def minion_order(board: SixtySixView) -> list[int]:
    """The minions in the order they are drawn: a lower one over a higher one."""
    return [minion_id for minion_id, _ in sorted(board.positions.items(),
                                                 key=lambda kv: kv[1][1])]


def draw_minions(board: SixtySixView, surface: pygame.Surface, order: list[int] | tuple[int, ...]
                 ) -> None:
    """The minions of ``order`` where they are, in that order."""
    state = board.state
    clickable = _clickable(board, set(order)) if order else set()
    battle = getattr(state, "battle", None)
    for minion_id in order:
        m = state.get(minion_id)
        if m is None:
            continue
        x, y = board.positions[minion_id]
        size = board.layout.home_die if m.place == HOME else board.layout.die
        glow = theme.HINT if minion_id in clickable else None
        ring = None
        if minion_id == board.selected or minion_id in board.special_pick:
            ring = theme.GOLD
        elif battle is not None and minion_id in (battle.attacker, battle.defender):
            ring = theme.BAD
        if minion_id in board.flash:
            glow = theme.ACCENT
        draw_minion(surface, m.side, m.value, (x, y), size, glow=glow, ring=ring)


def draw_hover_tooltip(board: SixtySixView, surface: pygame.Surface) -> None:
    """Previews: a defence's outcome, a fight's odds (over the attacker, its field or the
    enemy it would fight)."""
    if not board.human_to_move():
        return
    state = board.state
    hovered = board.minion_at(board.mouse)
    text = ""
    if state.phase is Phase.DEFEND and hovered is not None and \
            state.actions_for_minion(hovered):
        text = texts.defend_preview_text(state, hovered)
    elif state.phase is Phase.ACT and not board.special:
        focus = board.selected if board.selected is not None else hovered
        fighter = None
        if focus is not None and any(isinstance(a, Fight) for a in board.regular_actions(focus)):
            me = state.minion(focus)
            if board.layout.field_at(board.mouse) == me.place or focus == hovered:
                fighter = focus
        if fighter is None and hovered is not None:
            fighter = board.fighter_against(hovered)
        if fighter is not None:
            text = texts.fight_preview_text(state, fighter)
    if text:
        draw_tooltip(surface, text, board.mouse, width=int(380 * board.ctx.scale))

"""The table during a draft (draft dice rule): the shared collection laid out as dice, each
player's picks with their sides against the budget, who won first pick and whose pick it is.

It holds no rules: which dice may be taken, and why not, come from the engine (``legal_actions``
and ``why_not`` of a ``Pick``); a click is one ``Pick`` through the match.

Why the collection is shown by kind (one die per kind with a count, like a reserve pool): equal
dice are interchangeable, and a big collection (up to 1.5 x seats x budget sides) would not fit
die by die. Each kind keeps its place for the whole draft, an emptied kind stays as an empty
outline, so a target never moves under the pointer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

import engine.doodledice.rulesets.draft.rules as rules
import scenes.theme as theme
from engine.doodledice import DoodleState, Pick
from engine.doodledice.model import Die
from scenes.board.marks import draw_seat_mark
from scenes.doodledice.dice_art import draw_die
from scenes.widgets import draw_tooltip

if TYPE_CHECKING:
    from scenes.doodledice.view import DoodleView

LIT = (255, 226, 120)
DIM = (18, 14, 26)
def pick_for(board: DoodleView, key: tuple) -> Pick | None:
    """The ``Pick`` a click on kind ``key`` stands for (its first die still there)."""
    left = board.draft_layout.left_of(board.state, key)
    return Pick(left[0]) if left else None


def first_pick_line(board: DoodleView, st: DoodleState) -> str:
    """"Blue rolled 5, Red 2: Blue picks first" from the throws kept in the state."""
    first = rules.first_pick(st)
    if first is None:
        if not st.collection:
            return "Dice will lay out the shared collection, then decide who picks first."
        return "A tie for first pick: the tied players throw again."
    thrown = sorted(((v, s) for s, v in enumerate(st.rolls) if v > 0), reverse=True)
    said = ", ".join(f"{board.name_of(s)} {'rolled ' if i == 0 else ''}{v}"
                     for i, (v, s) in enumerate(thrown))
    return f"{said}: {board.name_of(first)} picks first"


# ------------------------------------------------------------------------------- painting


def paint_draft(board: DoodleView, surface: pygame.Surface, st: DoodleState) -> None:
    lay = board.draft_layout
    s = board.ctx.scale
    size = max(15, int(17 * s))
    line = first_pick_line(board, st)
    first = rules.first_pick(st)
    colour = board.seat_colour(first) if first is not None else theme.GOLD
    theme.panel(surface, lay.banner, colour=(24, 18, 32), edge=colour, radius=8, alpha=235)
    theme.label(surface, lay.banner.inflate(-20, 0), line, size, colour, "bold", align="left")
    theme.panel(surface, lay.collection, colour=(28, 22, 38), edge=theme.EDGE, radius=10,
                alpha=235)
    room = rules.room(st, st.seat) if rules.decided(st) else st.budget
    small = max(14, int(14 * s))
    for key, rect in lay.kinds.items():
        left = lay.left_of(st, key)
        if not left:
            pygame.draw.rect(surface, theme.FAINT, rect, 1, border_radius=8)
            continue
        die = Die(-1, -1, key[0], key[1], key[1][0] if len(key[1]) == 1 else "", -1)
        draw_die(surface, die, rect.center, lay.die_size)
        if key[0] > room:  # over the picker's budget: dimmed, the reason shows on hover
            shade = pygame.Surface(rect.inflate(4, 4).size, pygame.SRCALPHA)
            shade.fill((*DIM, 170))
            surface.blit(shade, rect.inflate(4, 4))
        if len(left) > 1:
            tag = theme.render(f"x{len(left)}", small, theme.TEXT, "bold")
            badge = tag.get_rect(bottomright=(rect.right + 8, rect.bottom + 8)).inflate(4, 0)
            pygame.draw.rect(surface, (20, 14, 28), badge, border_radius=6)
            surface.blit(tag, tag.get_rect(center=badge.center))
    for seat, strip in lay.strips.items():
        _paint_strip(board, surface, st, seat, strip)


def _paint_strip(board: DoodleView, surface: pygame.Surface, st: DoodleState, seat: int,
                 strip: pygame.Rect) -> None:
    s = board.ctx.scale
    colour = board.seat_colour(seat)
    picking = rules.decided(st) and st.seat == seat
    theme.panel(surface, strip, colour=(28, 22, 38), edge=colour if picking else theme.EDGE,
                radius=8, alpha=235)
    draw_seat_mark(surface, seat, (strip.x + 14, strip.y + 14), int(18 * s), colour)
    taken = rules.taken_sides(st, seat)
    mine = st.reserve(seat)
    state = "picking now" if picking else ("budget met" if taken >= st.budget else
                                          "cannot take more" if rules.decided(st)
                                          and not rules.can_pick(st, seat) else "")
    seat_info = board.match.seats[seat]
    who = board.name_of(seat) + (f" (AI {seat_info.level.title()})" if seat_info.is_ai else "")
    head = f"{who}: {taken}/{st.budget} sides, {len(mine)} {'die' if len(mine) == 1 else 'dice'}"
    size = max(14, int(15 * s))
    surface.blit(theme.render(head, size, colour, "bold"), (strip.x + 30, strip.y + 4))
    if state:
        tag = theme.render(state, size, LIT if picking else theme.MUTED,
                           "bold" if picking else "italic")
        surface.blit(tag, tag.get_rect(topright=(strip.right - 10, strip.y + 4)))
    die_px = max(24, int(28 * s))
    x = strip.x + 10
    y = strip.bottom - die_px // 2 - int(5 * s)
    counts: dict[tuple, int] = {}
    order: list[Die] = []
    for d in mine:
        key = (d.sides, d.colours)
        if key not in counts:
            order.append(d)
        counts[key] = counts.get(key, 0) + 1
    small = max(14, int(14 * s))
    for d in order:
        if x + die_px > strip.right - 8:
            more = theme.render("...", small, theme.MUTED, "bold")
            surface.blit(more, (x, y - 8))
            break
        draw_die(surface, d, (x + die_px // 2, y), die_px)
        count = counts[(d.sides, d.colours)]
        x += die_px + int(4 * s)
        if count > 1:
            tag = theme.render(f"x{count}", small, theme.TEXT, "bold")
            surface.blit(tag, tag.get_rect(midleft=(x - 2, y + die_px // 4)))
            x += tag.get_width() + int(2 * s)


# ---------------------------------------------------------------------------- hover, click


def draw_draft_hover(board: DoodleView, surface: pygame.Surface) -> None:
    """Hovering a kind: lit when the player to pick may take it, else the engine's reason."""
    key = board.draft_layout.kind_at(board.mouse)
    if key is None:
        return
    st = board.state
    rect = board.draft_layout.kinds[key]
    action = pick_for(board, key)
    label = f"{'/'.join(key[1])} d{key[0]}"
    left = len(board.draft_layout.left_of(st, key))
    if action is None:
        draw_tooltip(surface, f"No {label} left: every one has been taken.", board.mouse)
        return
    reason = st.why_not(action) if board.human_to_move() else None
    if board.human_to_move() and reason is None:
        glow = pygame.Surface(rect.inflate(10, 10).size, pygame.SRCALPHA)
        glow.fill((*LIT, 70))
        surface.blit(glow, rect.inflate(10, 10))
        pygame.draw.rect(surface, LIT, rect.inflate(10, 10), 3, border_radius=8)
        after = rules.taken_sides(st, st.seat) + key[0]
        draw_tooltip(surface, f"Take a {label} ({left} left): you would have {after} of "
                              f"{st.budget} sides.", board.mouse)
        return
    text = f"{label}, {left} left." + (f" {reason}" if reason else "")
    draw_tooltip(surface, text, board.mouse)


def click_draft(board: DoodleView, pos: tuple[int, int]) -> bool:
    """A click on a kind of the collection: the pick, or the engine's reason why not."""
    key = board.draft_layout.kind_at(pos)
    if key is None or not board.human_to_move():
        return key is not None
    action = pick_for(board, key)
    if action is None:
        board.ctx.toast("Every die of that kind has been taken.", 2.5)
        return True
    reason = board.state.why_not(action)
    if reason is not None:
        board.ctx.toast(reason, 3.5)
        return True
    return board.apply(action)


def pick_rect(board: DoodleView, place: int) -> pygame.Rect | None:
    """Where the die at ``place`` of the collection is drawn (to light an AI's pick)."""
    d = board.state.collection[place] if 0 <= place < len(board.state.collection) else None
    return board.draft_layout.kinds.get((d.sides, d.colours)) if d is not None else None


__all__ = ["click_draft", "draw_draft_hover", "first_pick_line", "paint_draft",
           "pick_for", "pick_rect"]

"""The review's pictures that are not the board: the win-chance graph and the move list.

Both are plain functions of the review, the seat followed and the moment shown, so the review
scene only lays out rects and answers clicks (``moment_at``/``row_at`` turn a click back into
a moment)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

import scenes.theme as theme
from game.analysis import Analysis
from game.analysis.table import BLUNDER, INACCURACY, MISTAKE
from game.analysis.worker import AnalysisJob
from game.review import Review
from scenes.text import Fitted

LUCK, UNLUCK, COST = theme.GOOD, theme.ACCENT, theme.BAD
MARKS = {INACCURACY: ("?!", theme.GOLD), MISTAKE: ("?", theme.ACCENT), BLUNDER: ("??", theme.BAD)}
"""How the move list marks a graded choice (a good one is not marked)."""


@dataclass(frozen=True)
class Mark:
    """A turning point of the followed seat: a row under the graph and a mark on it."""

    label: str
    index: int | None
    """The move (an index into ``review.moves``), or ``None`` when none stood out."""
    points: float
    """What it did to the seat's chance (win-chance points; a choice: against its best)."""
    ink: tuple[int, int, int]
    up: bool
    """Its mark on the graph points up (good for the seat) or down."""
    analysed: bool = False
    """``points`` are the analysis's (a roll's luck, a choice's loss), not the graph's swing."""

    def figure(self) -> str:
        """The figure in words: what kind of points they are, since a roll's luck (the
        position thrown against the mean of the throws) is not the swing the move list
        shows beside it."""
        if not self.analysed:
            return f"{self.points:+.0f}%"
        if self.label.endswith("choice"):
            return f"{-self.points:.0f} below the best"
        return f"luck {self.points:+.0f}"


def turning_points(review: Review, analysis: Analysis | None, seat: int) -> tuple[Mark, ...]:
    """The seat's luckiest and unluckiest roll and its costliest choice. Once analysed, by
    the analysis's own figures (each roll's luck, each choice's loss against the best), so
    the rows agree with the ledger; before, by how far the graph swung."""
    if analysis is None:
        def swing(index: int | None) -> float:
            return review.swing(index, seat) * 100 if index is not None else 0.0
        lucky, unlucky = review.luckiest_roll(seat), review.unluckiest_roll(seat)
        cost = review.costliest_decision(seat)
        figures = (swing(lucky), swing(unlucky), swing(cost))
    else:
        report = analysis.seats[seat]
        lucky, unlucky = report.luckiest, report.unluckiest

        def luck(index: int | None) -> float:
            roll = analysis.roll_at(index) if index is not None else None
            return roll.luck[seat] if roll is not None else 0.0
        mine = [d for d in analysis.decisions if d.seat == seat and d.loss >= 0.5]
        worst = max(mine, key=lambda d: (d.loss, -d.index), default=None)
        cost = worst.index if worst is not None else None
        figures = (luck(lucky), luck(unlucky), -worst.loss if worst is not None else 0.0)
    done = analysis is not None
    return (Mark("Luckiest roll", lucky, figures[0], LUCK, True, done),
            Mark("Unluckiest roll", unlucky, figures[1], UNLUCK, False, done),
            Mark("Costliest choice", cost, figures[2], COST, False, done))


def graph_point(box: pygame.Rect, review: Review, moment: int, seat: int) -> tuple[int, int]:
    steps = max(1, len(review.moves))
    x = box.x + round(box.width * moment / steps)
    y = box.bottom - round(box.height * review.chances[moment][seat])
    return x, y


def moment_at(box: pygame.Rect, review: Review, x: int) -> int:
    """The moment under the mouse's ``x`` on the graph."""
    steps = max(1, len(review.moves))
    return max(0, min(steps, round((x - box.x) / max(1, box.width) * steps)))


def draw_graph(surface: pygame.Surface, box: pygame.Rect, review: Review, seat: int,
               moment: int, colour: tuple[int, int, int], scale: float,
               marks: tuple[Mark, ...] = ()) -> None:
    """The followed seat's chance after every action, 50% dashed, the turning points'
    marks, and the moment shown as a vertical line."""
    pygame.draw.rect(surface, (20, 14, 28), box, border_radius=6)
    small = max(14, int(14 * scale))
    for level, label in ((1.0, "100%"), (0.5, "50%"), (0.0, "0%")):
        y = box.bottom - round(box.height * level)
        for x in range(box.x, box.right, 10):
            pygame.draw.line(surface, theme.EDGE, (x, y), (min(x + 4, box.right), y))
        text = theme.render(label, small, theme.FAINT)
        surface.blit(text, text.get_rect(topleft=(box.x + 3, min(y + 1, box.bottom - 16))))
    points = [graph_point(box, review, m, seat) for m in range(len(review.chances))]
    if len(points) > 1:
        pygame.draw.lines(surface, colour, False, points, max(2, int(2 * scale)))
    for mark in marks:
        if mark.index is None:
            continue
        up, mark_colour = mark.up, mark.ink
        x, y = graph_point(box, review, mark.index + 1, seat)
        r = max(6, int(7 * scale))
        tip = (x, y - r) if up else (x, y + r)
        base = y + r if up else y - r
        pygame.draw.polygon(surface, mark_colour, [tip, (x - r, base), (x + r, base)])
        pygame.draw.polygon(surface, theme.BG, [tip, (x - r, base), (x + r, base)], 1)
    x, y = graph_point(box, review, moment, seat)
    pygame.draw.line(surface, theme.GOLD, (x, box.y), (x, box.bottom), 2)
    pygame.draw.circle(surface, theme.GOLD, (x, y), max(4, int(5 * scale)))
    pygame.draw.rect(surface, theme.EDGE, box, 1, border_radius=6)


def row_height(scale: float) -> int:
    """The height of a one-line row of the move list (a long move takes two)."""
    return theme.font(list_px(scale)).get_linesize() + max(2, int(3 * scale))


def list_px(scale: float) -> int:
    return max(14, int(15 * scale))


ROW_LINES = 3
"""Lines a move's row may take (the longest moves of Death by Dice need three at 960x600)."""
LEDGER_LINES = 5
"""Lines the ledger panel holds: the play (up to two) and where the chance went."""
FIGURE = "?? +100%"
"""The widest swing figure: every row keeps its room, so a row's lines never depend on it."""


def move_rows(box: pygame.Rect, review: Review, scroll: int, scale: float,
              wording: Callable[[str], str] = str) -> list[tuple[int, pygame.Rect, Fitted]]:
    """The rows shown from ``scroll`` down: (move index, row, its text laid out). A move's
    text wraps to more lines rather than being cut."""
    px = list_px(scale)
    fnt = theme.font(px)
    line = row_height(scale)
    room = box.width - 20 - fnt.size(FIGURE)[0]
    rows = []
    y = box.y
    for index in range(scroll, len(review.moves)):
        if y >= box.bottom:
            break
        text = f"{index + 1}. {wording(review.moves[index].text)}"
        fitted = theme.fit_box(text, room, ROW_LINES * fnt.get_linesize(), px,
                               max_lines=ROW_LINES)
        # The row is as tall as its text came out: with a larger text size the fitted lines
        # are taller than the size asked for.
        shown = theme.font(fitted.size).get_linesize()
        height = max(line, line - fnt.get_linesize() + fitted.lines * shown)
        rows.append((index, pygame.Rect(box.x, y, box.width, height), fitted))
        y += height
    return rows


def row_at(rows: list[tuple[int, pygame.Rect, Fitted]], y: int) -> int | None:
    """The move list row under ``y`` (an index into ``review.moves``), if any."""
    for index, row, _ in rows:
        if row.top <= y < row.bottom:
            return index
    return None


def draw_moves(surface: pygame.Surface, box: pygame.Rect, review: Review, seat: int,
               moment: int, scroll: int, scale: float,
               wording: Callable[[str], str] = str, analysis: Analysis | None = None) -> None:
    """Rows "n. what happened  +x%" (the followed seat's change), the move that led to the
    moment shown highlighted, the turning points in their colours, and (once analysed) each
    costly choice's mark before the figure."""
    pygame.draw.rect(surface, (20, 14, 28), box, border_radius=6)
    px = list_px(scale)
    fnt = theme.font(px)
    inks = {mark.index: mark.ink for mark in reversed(turning_points(review, analysis, seat))}
    clip = surface.get_clip()
    surface.set_clip(box)
    for index, row, fitted in move_rows(box, review, scroll, scale, wording):
        move = review.moves[index]
        if index + 1 == moment:
            pygame.draw.rect(surface, theme.PANEL_LIGHT, row)
            pygame.draw.rect(surface, theme.GOLD, row, 1)
        swing = review.swing(index, seat)
        figure = f"{swing * 100:+.0f}%" if abs(swing) >= 0.005 else ""
        ink = inks.get(index) or (theme.MUTED if move.is_roll else theme.TEXT)
        surface.blit(theme.picture(fitted, ink), (box.x + 6, row.y + 1))
        right = box.right - 6
        if figure:
            fig = theme.render_font(fnt, figure, LUCK if swing > 0 else COST)
            surface.blit(fig, fig.get_rect(topright=(right, row.y + 1)))
            right -= fnt.size("+100% ")[0]
        decision = analysis.decision_at(index) if analysis is not None else None
        mark = MARKS.get(decision.grade(analysis.game_id)) if decision and analysis else None
        if mark is not None:
            tag = theme.render_font(fnt, mark[0], mark[1])
            surface.blit(tag, tag.get_rect(topright=(right, row.y + 1)))
    surface.set_clip(clip)
    pygame.draw.rect(surface, theme.EDGE, box, 1, border_radius=6)


def points(value: float) -> str:
    return f"{value:+.0f}"


def ledger_lines(analysis: Analysis, seat: int, name: str) -> tuple[str, str]:
    """The followed seat's two lines: its play, and where its chance went.

    Where it went is told as three sums that add up to the change: the dice, the choices
    (its own and its rivals' together: how much better it played than they did), and the
    judge's own error. Why the choices together: each side's losses add up over a long game
    to more than a hundred points, which read alone ("own choices -178" in a game won) say
    nothing a player can use; the difference is what decided the game, and the two sums
    follow it in brackets."""
    report = analysis.seats[seat]
    ledger = report.ledger
    counts = report.grades
    costly = ", ".join(f"{counts[g]} {MARKS[g][0]}" for g in (INACCURACY, MISTAKE, BLUNDER)
                       if counts[g])
    play = (f"{name}: {report.rating}. {report.decisions} choices, "
            f"{report.error_rate:.1f} points lost a choice" + (f" ({costly})" if costly else ""))
    choices = ledger.own_loss + ledger.others_loss
    money = (f"{ledger.start:.0f}% to {ledger.final:.0f}% = luck {points(ledger.luck)}, "
             f"choices {points(choices)} (own {points(ledger.own_loss)}, rivals' "
             f"{points(ledger.others_loss)}), the judge's own error {points(ledger.residual)}")
    return play, money


def draw_ledger(surface: pygame.Surface, box: pygame.Rect, analysis: Analysis | None,
                job: AnalysisJob | None, seat: int, name: str, scale: float) -> None:
    """The followed seat's grades and ledger; while the analysis runs, its progress bar."""
    px = max(13, int(14 * scale))
    line = theme.font(px).get_linesize()
    inner = box.inflate(-8, -4)
    if analysis is None:
        if job is not None and job.failure is not None:
            theme.text_box(surface, inner, f"No analysis: {job.failure}.", px, theme.MUTED,
                           max_lines=2)
            return
        share = job.progress if job is not None else 0.0
        theme.text_box(surface, pygame.Rect(inner.x, inner.y, inner.width, line),
                       f"Analysing every choice... {round(share * 100)}%", px, theme.MUTED,
                       max_lines=1)
        bar = pygame.Rect(inner.x, inner.y + line + 4, inner.width, max(6, line // 2))
        pygame.draw.rect(surface, theme.PANEL, bar, border_radius=3)
        done = bar.copy()
        done.width = round(bar.width * share)
        pygame.draw.rect(surface, theme.GOLD, done, border_radius=3)
        pygame.draw.rect(surface, theme.EDGE, bar, 1, border_radius=3)
        return
    play, money = ledger_lines(analysis, seat, name)
    used = theme.text_box(surface, pygame.Rect(inner.x, inner.y, inner.width, 2 * line), play,
                          px, theme.TEXT, max_lines=2).lines
    theme.text_box(surface, pygame.Rect(inner.x, inner.y + used * line, inner.width,
                                        (LEDGER_LINES - used) * line),
                   money, px, theme.MUTED, max_lines=LEDGER_LINES - 2)


def decision_caption(surface: pygame.Surface, shown: pygame.Rect, analysis: Analysis,
                     index: int, board, scale: float) -> None:
    """On the board of a decision's moment: what was played, and what was best."""
    decision = analysis.decision_at(index)
    if decision is None:
        return
    played = board.wording(decision.played)
    if decision.loss < 0.5:
        text = f"Played: {played} ({decision.played_chance:.0f}%), the best choice."
        ink = theme.GOOD
    else:
        kind = decision.grade(analysis.game_id)
        text = (f"Played: {played} ({decision.played_chance:.0f}%). Best: "
                f"{board.wording(decision.best)} ({decision.best_chance:.0f}%). A {kind}.")
        ink = MARKS[kind][1] if kind in MARKS else theme.TEXT
    px = max(13, int(14 * scale))
    line = theme.font(px).get_linesize()
    card = pygame.Rect(shown.x + 6, shown.bottom - 2 * line - 14, shown.width - 12,
                       2 * line + 8)
    theme.panel(surface, card, radius=6)
    theme.text_box(surface, card.inflate(-12, -8), text, px, ink, max_lines=2)


__all__ = ["COST", "LEDGER_LINES", "LUCK", "MARKS", "UNLUCK", "Mark", "decision_caption",
           "draw_graph", "draw_ledger", "draw_moves", "graph_point", "ledger_lines", "moment_at",
           "move_rows", "row_at", "row_height", "turning_points"]

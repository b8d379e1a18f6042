"""The game review: where a finished (or saved) game was won or lost.

Left, the board at the moment shown (the game's own board scene drawing ``Match.at(moment)``
with its pieces at rest, everything revealed once the game is over, scaled into place); under
it the step controls (first, back, play or pause, forward, last, and the playing speed);
right, the graph of the followed seat's win chance over the game with the luckiest roll
(green), the unluckiest roll (orange) and the costliest decision (red) marked, their three
lines (click to jump), and the move
list with each move's swing. A click on the graph or a move shows that moment; Left/Right
step, Home/End jump, Space plays or pauses, Esc
goes back. "Follow" switches whose chances are drawn.

The analysis (``game.analysis``: every decision graded, the luck of every roll, each seat's
ledger) runs in a worker process while the review is open (``AnalysisJob``), a progress bar
standing in for the ledger until it is done; then the move list marks each graded choice
(?! inaccuracy, ? mistake, ?? blunder), the ledger panel shows the followed seat's figures,
and the board of a decision's moment says what was played and what was best.

Why boards are drawn at the window's size and scaled: every board lays itself out for a
window, so a board built for the full window looks exactly as it did in play; the picture of
each moment is kept while it fits a memory budget (``PICTURE_BUDGET``: dozens of moments at
1280x720, a few on a 4K screen), so stepping back and forth is instant; the boards behind
them are rebuilt when needed: the last one shown is kept, earlier ones while they fit
``BOARD_BUDGET`` (a board drawn for a 4K window holds up to some 110 MB of layers).
"""

from __future__ import annotations

from dataclasses import replace

import pygame

import game.collector as collector
import scenes.theme as theme
from game.analysis import Analysis
from game.analysis.worker import AnalysisJob
from game.match import Match
from game.review import Review, build_review, focus_seat
from game.stats import stats_service
from scenes.base import WidgetScene
from scenes.board.base import BoardScene
from scenes.registry import board_scene_for
from scenes.review_graph import (
    LEDGER_LINES,
    Mark,
    decision_caption,
    draw_graph,
    draw_ledger,
    draw_moves,
    moment_at,
    move_rows,
    row_at,
    row_height,
    turning_points,
)
from scenes.stack import screen_pictures
from scenes.surface_cache import MB, SurfaceCache, held_bytes
from scenes.widgets import Button, Choice, even_row

SPEEDS = ((0.5, "1 every 2 s"), (1.0, "1 a second"), (2.0, "2 a second"),
          (4.0, "4 a second"), (10.0, "10 a second"))
"""Moves per second while playing."""

PICTURE_BUDGET = 48 * MB
"""Memory the kept pictures of moments may take in all (bytes)."""
BOARD_BUDGET = 32 * MB
"""Memory the boards of earlier moments may hold in all (their layers, panels, trays): the
board last asked for is kept besides, so a screen-sized board is never rebuilt each frame."""
MARK_ROWS = 3
"""The turning points under the graph: the luckiest and unluckiest roll, the costliest choice."""


NARROW_SIDE = 400
"""Pixels: a side column narrower than this gives the marked moves three lines each."""

class ReviewScene(WidgetScene):
    """Look back over ``match`` (finished or not); ``title`` names where it came from."""

    def __init__(self, ctx, match: Match, title: str = "",
                 analysis: Analysis | None = None) -> None:
        """``analysis``: given when already made (the gallery); else it is made in a worker."""
        self.match = match
        self.review: Review = build_review(match)
        self.analysis: Analysis | None = None
        self.job = None if analysis is not None else AnalysisJob(match.to_save())
        self.seat = focus_seat(match)
        self.moment = len(match.actions)
        self.title = title or f"Review: {match.info.title}"
        self.playing = False
        self.speed = 1.0
        self.clock = 0.0
        self.scroll = 0
        self.pictures: SurfaceCache[pygame.Surface] = SurfaceCache(PICTURE_BUDGET,
                                                                   "review pictures")
        self.boards: SurfaceCache[BoardScene] = SurfaceCache(BOARD_BUDGET, "review boards",
                                                             measure=held_bytes)
        self.last_board: tuple[tuple[int, tuple[int, int]], BoardScene] | None = None
        super().__init__(ctx)
        if analysis is not None:
            self.adopt(analysis)
        self._keep_in_view()

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        pad = max(8, int(12 * s))
        top = int(54 * s)
        right_w = max(int(w * 0.34), min(w - 2 * pad, int(300 * s)))
        self.board_box = pygame.Rect(pad, top, w - right_w - 3 * pad, h - top - int(64 * s))
        self.side = pygame.Rect(self.board_box.right + pad, top, right_w, h - top - pad)
        self.graph_box = pygame.Rect(self.side.x, self.side.y + int(30 * s), self.side.width,
                                     int(self.side.height * 0.24))
        line = theme.font(max(14, int(15 * s))).get_linesize()
        # A long move wraps, never cut: a narrow side (a small window) gives each mark a third
        # line.
        lines = 3 if self.side.width < NARROW_SIDE else 2
        first = pygame.Rect(self.side.x, self.graph_box.bottom + pad // 2, self.side.width,
                            lines * line)
        self.mark_rows = [first.move(0, k * lines * line) for k in range(MARK_ROWS)]
        small = theme.font(max(13, int(14 * s))).get_linesize()
        self.ledger_box = pygame.Rect(self.side.x, self.mark_rows[-1].bottom + pad // 4,
                                      self.side.width, LEDGER_LINES * small + pad // 2)
        self.list_box = pygame.Rect(self.side.x, self.ledger_box.bottom + pad // 2,
                                    self.side.width, self.side.bottom - self.ledger_box.bottom
                                    - pad // 2)
        bh, bw = int(40 * s), int(56 * s)
        y = self.board_box.bottom + int(12 * s)
        x = self.board_box.x
        font = max(15, int(18 * s))
        for label, action, tip in (("|<", self.first, "The start (Home)."),
                                   ("<", self.back_one, "One move back (Left)."),
                                   ("Play", self.toggle_play, "Play the game on (Space)."),
                                   (">", self.forward_one, "One move on (Right)."),
                                   (">|", self.last, "The end (End).")):
            width = bw * 2 if label == "Play" else bw
            self.ui.add(Button(pygame.Rect(x, y, width, bh), label, action, tooltip=tip,
                               font_size=font, primary=label == "Play"))
            x += width + int(6 * s)
        even_row([w for w in self.ui.items if isinstance(w, Button)])
        speed_w = min(int(330 * s), self.board_box.right - x - int(8 * s))
        if speed_w > int(160 * s):
            self.ui.add(Choice(pygame.Rect(x + int(8 * s), y, speed_w, bh), "Speed",
                               list(SPEEDS), self.speed, self._set_speed,
                               tooltip="How many moves a second Play shows."))
        self.ui.add(Button(pygame.Rect(w - pad - int(120 * s), int(8 * s), int(120 * s),
                                       int(38 * s)), "Back", self.back, font_size=font,
                           tooltip="Leave the review (Esc)."))
        if self.review.seats > 1:
            self.ui.add(Button(pygame.Rect(w - pad - int(300 * s), int(8 * s), int(170 * s),
                                           int(38 * s)), "Follow next", self.next_seat,
                               font_size=font,
                               tooltip="Draw another player's chances."))
        self.pictures.clear()
        self.boards.clear()
        self.last_board = None
        self._sync_play_label()

    def rows(self):
        """The move list's rows shown now (see ``review_graph.move_rows``)."""
        return move_rows(self.list_box, self.review, self.scroll, self.ctx.scale,
                         self.board_at(self.moment).wording)

    def whole_rows(self) -> list[int]:
        """The moves whose rows are shown whole in the list now."""
        return [index for index, row, _ in self.rows() if row.bottom <= self.list_box.bottom]

    # ------------------------------------------------------------------ moving
    def show(self, moment: int) -> None:
        self.moment = max(0, min(len(self.review.moves), moment))
        self._keep_in_view()

    def first(self) -> None:
        self.playing = False
        self.show(0)
        self._sync_play_label()

    def last(self) -> None:
        self.playing = False
        self.show(len(self.review.moves))
        self._sync_play_label()

    def back_one(self) -> None:
        self.playing = False
        self.show(self.moment - 1)
        self._sync_play_label()

    def forward_one(self) -> None:
        self.show(self.moment + 1)

    def toggle_play(self) -> None:
        self.playing = not self.playing
        if self.playing and self.moment >= len(self.review.moves):
            self.show(0)
        self.clock = 0.0
        self._sync_play_label()

    def next_seat(self) -> None:
        self.seat = (self.seat + 1) % self.review.seats

    def _set_speed(self, value: float) -> None:
        self.speed = float(value)

    def _sync_play_label(self) -> None:
        for widget in self.ui.items:
            if isinstance(widget, Button) and widget.text in ("Play", "Pause"):
                widget.text = "Pause" if self.playing else "Play"

    def _keep_in_view(self) -> None:
        if not hasattr(self, "list_box"):
            return
        current = self.moment - 1
        if current < self.scroll:
            self.scroll = max(0, current)
            return
        most = max(1, self.list_box.height // row_height(self.ctx.scale))  # one-line rows
        self.scroll = max(self.scroll, current - most + 1)
        while self.scroll < current and current not in self.whole_rows():
            self.scroll += 1

    def adopt(self, analysis: Analysis) -> None:
        """Show ``analysis``: its judge's chances become the graph's too, so the graph, the
        swings and the ledger read the same figures."""
        self.analysis = analysis
        self.review = replace(self.review, chances=tuple(
            tuple(c / 100.0 for c in row) for row in analysis.equity))
        humans = self.match.human_seats()
        if len(humans) == 1:  # the person's rating and luck over time (Statistics)
            mine = analysis.seats[humans[0]]
            stats_service(self.ctx.services).record_analysis(
                self.match, mine.decisions, mine.error_rate, mine.luck)

    def exit(self) -> None:
        if self.job is not None:
            self.job.close()

    def update(self, dt: float) -> None:
        job = self.job
        if job is not None and job.running:
            job.poll()
            if job.result is not None:
                self.adopt(job.result)
        if not self.playing:
            return
        self.clock += dt * self.speed
        while self.clock >= 1.0 and self.playing:
            self.clock -= 1.0
            self.show(self.moment + 1)
            if self.moment >= len(self.review.moves):
                self.playing = False
                self._sync_play_label()

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: self.back_one, pygame.K_RIGHT: self.forward_one,
                    pygame.K_HOME: self.first, pygame.K_END: self.last,
                    pygame.K_SPACE: self.toggle_play}
            if event.key in keys:
                keys[event.key]()
                return True
        if event.type == pygame.MOUSEWHEEL and self.list_box.collidepoint(pygame.mouse.get_pos()):
            limit = max(0, len(self.review.moves) - 3)
            self.scroll = max(0, min(limit, self.scroll - event.y * 3))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.graph_box.collidepoint(event.pos):
                self.playing = False
                self.show(moment_at(self.graph_box, self.review, event.pos[0]))
                self._sync_play_label()
                return True
            for rect, mark in zip(self.mark_rows, self.marks(), strict=True):
                if mark.index is not None and rect.collidepoint(event.pos):
                    self.playing = False
                    self.show(mark.index + 1)
                    self._sync_play_label()
                    return True
            row = row_at(self.rows(), event.pos[1])
            if row is not None and self.list_box.collidepoint(event.pos):
                self.playing = False
                self.show(row + 1)
                self._sync_play_label()
                return True
        return super().handle_event(event)

    # ------------------------------------------------------------------ drawing
    def board_at(self, moment: int) -> BoardScene:
        """The board of ``moment``: the last one asked for is always kept, earlier ones while
        they fit ``BOARD_BUDGET`` (at 4K one board alone can hold 100 MB)."""
        key = (moment, self.ctx.size)  # a board is laid out for the window it was built at
        if self.last_board is not None and self.last_board[0] == key:
            return self.last_board[1]
        board = self.boards.get(key)
        self.boards.discard(key)
        if self.last_board is not None:
            self.boards.put(*self.last_board)
            # A board let go holds its layers in cycles: one pushed out on a large window (on
            # a 4K screen some 100 MB) is collected now, before the next is built; smaller
            # ones once they add up (stepping through a game pushes one out at every step).
            dropped = self.last_board[0] not in self.boards
            self.last_board = None
            collector.let_go(screen_pictures(self.ctx.size), at_once=dropped)
        if board is None:
            board = board_scene_for(self.ctx, self.match.at(moment))
            assert isinstance(board, BoardScene)
            board.show_still(self.viewer())
        self.last_board = (key, board)
        return board

    def viewer(self) -> int | None:
        """Whose view the boards show: everything once the game is over; before that, what
        the game itself showed (the one person playing; everything when only AIs play)."""
        return None if self.match.is_over else self.match.viewer(None)

    def full_picture(self, moment: int, scratch: pygame.Surface | None = None
                     ) -> pygame.Surface:
        """The board at ``moment`` at the window's size, before it is scaled into place:
        painted on ``scratch`` when it is window-sized (the window itself, about to be painted
        over), else on a new picture."""
        size = tuple(self.ctx.size)
        full = scratch if scratch is not None and scratch.get_size() == size else None
        if full is None:
            full = pygame.Surface(size)
        theme.draw_background(full)
        self.board_at(moment).draw(full)
        return full

    def picture(self, moment: int, scratch: pygame.Surface | None = None) -> pygame.Surface:
        """The board at ``moment`` scaled into the board's box (kept per moment and window
        size); ``scratch``: see ``full_picture``."""
        key = (moment, self.ctx.size)
        picture = self.pictures.get(key)
        if picture is None:
            full = self.full_picture(moment, scratch)
            box = self.board_box
            factor = min(box.width / full.get_width(), box.height / full.get_height())
            size = (max(1, int(full.get_width() * factor)),
                    max(1, int(full.get_height() * factor)))
            picture = self.pictures.put(key, pygame.transform.smoothscale(full, size))
        return picture

    def marks(self) -> tuple[Mark, ...]:
        """The followed seat's turning points (``review_graph.turning_points``)."""
        return turning_points(self.review, self.analysis, self.seat)

    def name_of(self, seat: int) -> str:
        board = self.board_at(self.moment)
        return board.name_of(seat)

    def draw_content(self, surface: pygame.Surface) -> None:
        # First, while the window may still serve as the board's scratch picture (a new
        # window-sized one is 33 MB at 4K, beside the board's own layers).
        picture = self.picture(self.moment, surface)
        theme.draw_background(surface)
        s = self.ctx.scale
        title = theme.render(self.title, max(18, int(24 * s)), theme.GOLD, "bold")
        surface.blit(title, (self.board_box.x, int(12 * s)))
        surface.blit(picture, picture.get_rect(midtop=self.board_box.midtop))
        pygame.draw.rect(surface, theme.EDGE, picture.get_rect(midtop=self.board_box.midtop), 1)
        total = len(self.review.moves)
        where = "the start" if self.moment == 0 else f"after move {self.moment} of {total}"
        label = theme.render(f"Showing {where}", max(14, int(16 * s)), theme.MUTED)
        shown = picture.get_rect(midtop=self.board_box.midtop)
        surface.blit(label, label.get_rect(topleft=(shown.x, shown.bottom + int(6 * s))))
        board = self.board_at(self.moment)
        if self.analysis is not None and self.moment > 0:
            decision_caption(surface, shown, self.analysis, self.moment - 1, board, s)
        wording = board.wording
        colour = board.seat_colour(self.seat)
        chance = self.review.chances[self.moment][self.seat]
        head = theme.render(f"{board.name_of(self.seat)}'s chance to win: {round(chance * 100)}%",
                            max(15, int(17 * s)), colour, "bold")
        surface.blit(head, (self.side.x, self.side.y))
        marks = self.marks()
        draw_graph(surface, self.graph_box, self.review, self.seat, self.moment, colour, s,
                   marks)
        px = max(14, int(15 * s))
        for rect, mark in zip(self.mark_rows, marks, strict=True):
            if mark.index is None:
                text = f"{mark.label}: none stood out"
            else:
                move = wording(self.review.moves[mark.index].text)
                text = f"{mark.label}: move {mark.index + 1} ({mark.figure()}), {move}"
            room = rect.height // theme.font(px).get_linesize()
            theme.text_box(surface, pygame.Rect(rect.x, rect.y, rect.width - 4, rect.height),
                           text, px, mark.ink, max_lines=room)
        draw_ledger(surface, self.ledger_box, self.analysis, self.job, self.seat,
                    board.name_of(self.seat), s)
        draw_moves(surface, self.list_box, self.review, self.seat, self.moment, self.scroll, s,
                   wording, self.analysis)


__all__ = ["ReviewScene"]

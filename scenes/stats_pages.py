"""The two pages of the statistics screen, each painted once onto a tall surface to scroll.

``record_page``: the player's record, one block per game with a row per opponent. ``dice_page``:
one block per solid the tray has thrown, a small bar chart with the count under every face, and
the fairness test's sentence. Both have an empty state that tells a new player what will appear.
Why paint once: the figures change only when the screen opens or is reset, so a frame only blits.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

import scenes.theme as theme
from engine import get_game
from game.analysis.table import rating
from game.fairness import verdict
from game.stats import OPPONENT_NAMES, RATED_GAMES, SOLIDS, Analysed, PlayerStats, Record

RULINGS = ("A game counts once, when it ends. Resigning counts as a loss; a game left "
           "unfinished is not counted (it waits in Resume), nor is a game only AIs play. "
           "Streak: wins in a row up to your last game; best: the longest. Hints: how many "
           "times the Hint button was asked in those games; tutor: how many times the tutor "
           "warned of a mistake before it was played. Hot-seat: won means "
           "a person at this screen won, lost means an AI did.")
NO_GAMES = ("No finished games yet", "Finish a game against the AI, or with friends at this "
            "screen, and your wins, losses and streaks appear here, per game and per opponent.")
DICE_INTRO = ("Every die the tray throws is counted, face by face (faces by their place on the "
              "die, so symbol dice count with the numbered dice of their shape; a d3 counts "
              "by its number). p is the "
              "chance that fair dice land at least this unevenly; below 0.01 we call them "
              "uneven. The gold line marks where every face would be if all came up equally "
              "often.")
NO_DICE = ("No dice thrown yet", "Play a game and every die the tray throws is counted here, "
           "face by face, with a test of whether each face comes up as often as it should. A "
           "few dozen rolls of a kind are enough for a first answer.")
STATUS = {"fair": ("Fair", theme.GOOD), "lumpy": ("Fair", theme.GOOD),
          "uneven": ("Uneven", theme.BAD), "too-few": ("Too few rolls", theme.MUTED)}
COLUMNS = ("Played", "Won", "Lost", "Drawn", "Streak", "Best", "Hints", "Tutor")


def game_title(game_id: str) -> str:
    try:
        return get_game(game_id).title
    except (KeyError, ValueError, LookupError):
        return game_id  # a game this version does not have: its record is still the player's


class Page:
    """Text and shapes laid down from the top of a surface ``width`` pixels wide."""

    def __init__(self, width: int, scale: float) -> None:
        self.width = width
        self.s = scale
        self.items: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.shapes: list[tuple[tuple[int, int, int], pygame.Rect]] = []
        self.y = 0

    def px(self, value: float) -> int:
        return max(1, int(value * self.s))

    def text(self, text: str, size: int, colour=theme.TEXT, weight: str = "regular",
             gap: float = 4, centre: bool = False) -> None:
        """A wrapped paragraph (left-aligned or centred); the page grows by its height."""
        fnt = theme.font(self.px(size), weight)
        for line in theme.wrap(text, fnt, self.width):
            surface = theme.render_font(fnt, line, colour)
            x = (self.width - surface.get_width()) // 2 if centre else 0
            self.items.append((surface, (x, self.y)))
            self.y += fnt.get_linesize()
        self.y += self.px(gap)

    def empty_state(self, headline: str, body: str, note: str = "") -> None:
        """What a new player sees before there is anything to show: what will appear here."""
        self.text(headline, 24, theme.GOLD, "bold", gap=10, centre=True)
        self.text(body, 17, theme.TEXT, gap=16, centre=True)
        if note:
            self.text(note, 14, theme.MUTED, centre=True)

    def cell(self, text: str, size: int, colour, right: int, weight: str = "regular") -> None:
        """A right-aligned figure ending at ``right`` on the current line (no growth)."""
        surface = theme.render_font(theme.font(self.px(size), weight), text, colour)
        self.items.append((surface, (right - surface.get_width(), self.y)))

    def rect(self, colour: tuple[int, int, int], rect: pygame.Rect) -> None:
        self.shapes.append((colour, rect))

    def paint(self) -> pygame.Surface:
        surface = pygame.Surface((self.width, max(1, self.y)), pygame.SRCALPHA)
        for colour, rect in self.shapes:
            pygame.draw.rect(surface, colour, rect)
        for item, pos in self.items:
            surface.blit(item, pos)
        return surface


# ------------------------------------------------------------------------------- the record
def record_page(stats: PlayerStats, width: int, scale: float) -> pygame.Surface:
    page = Page(width, scale)
    games = stats.games()
    if not games:
        page.empty_state(*NO_GAMES, RULINGS)
        return page.paint()
    total = stats.totals()
    if total.games:
        page.text(_summary(total), 17, theme.TEXT, gap=10)
    figure_w = page.px(58)
    rights = [width - figure_w * (len(COLUMNS) - 1 - i) - page.px(6) for i in range(len(COLUMNS))]
    for name, right in zip(COLUMNS, rights, strict=True):
        page.cell(name, 14, theme.MUTED, right, "bold")
    page.y += theme.font(page.px(14), "bold").get_linesize() + page.px(2)
    page.rect(theme.EDGE, pygame.Rect(0, page.y, width, max(1, page.px(1.5))))
    page.y += page.px(6)
    for game_id in games:
        page.text(game_title(game_id), 17, theme.GOLD, "bold", gap=2)
        for index, (opponent, record) in enumerate(stats.rows(game_id)):
            _record_row(page, OPPONENT_NAMES[opponent], record, rights,
                        opponent == "hot-seat", index % 2 == 1)
        _play_block(page, stats, game_id)
        page.y += page.px(8)
    page.y += page.px(4)
    page.text(RULINGS, 14, theme.MUTED)
    return page.paint()


GRAPH_GAMES = 30
"""Analysed games a game's graph shows, the latest."""


def _play_block(page: Page, stats: PlayerStats, game_id: str) -> None:
    """The person's rating in this game and a graph of their error rate and luck, game by
    game (from the reviews' analyses)."""
    rows = stats.analysed_games(game_id)
    error = stats.recent_error_rate(game_id)
    if not rows or error is None:
        return
    recent = rows[-RATED_GAMES:]
    luck = sum(row.luck for row in recent) / len(recent)
    page.text(f"Rating: {rating(game_id, error)}. {error:.1f} points lost a choice, luck "
              f"{luck:+.0f} points a game ("
              + ("your one analysed game" if len(recent) == 1 else
                 f"your last {len(recent)} analysed games") + ").", 14, theme.TEXT, gap=2)
    page.items.append((_graph(rows[-GRAPH_GAMES:], page.width, page.px(64), page.s),
                       (0, page.y)))
    page.y += page.px(64) + page.px(2)
    page.text("Gold line: points lost a choice (lower is better). Bars: luck, above the "
              "middle good, below bad.", 12, theme.MUTED, gap=4)


def _graph(rows: Sequence[Analysed], width: int, height: int, scale: float) -> pygame.Surface:
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    box = surface.get_rect()
    pygame.draw.rect(surface, (20, 14, 28), box, border_radius=4)
    middle = box.centery
    pygame.draw.line(surface, theme.EDGE, (0, middle), (width, middle))
    step = width / max(1, len(rows))
    luck_top = max(10.0, max(abs(row.luck) for row in rows))
    error_top = max(1.0, max(row.error_rate for row in rows))
    points = []
    for place, row in enumerate(rows):
        x = int(place * step + step / 2)
        bar = int((height / 2 - 2) * row.luck / luck_top)
        bar_w = max(2, min(int(step * 0.5), int(14 * scale)))
        rect = pygame.Rect(x - bar_w // 2, min(middle, middle - bar), bar_w, max(1, abs(bar)))
        pygame.draw.rect(surface, theme.GOOD if row.luck >= 0 else theme.BAD, rect)
        points.append((x, int(box.bottom - 3 - (height - 6) * row.error_rate / error_top)))
    if len(points) > 1:
        pygame.draw.lines(surface, theme.GOLD, False, points, max(2, int(2 * scale)))
    for point in points:
        pygame.draw.circle(surface, theme.GOLD, point, max(2, int(3 * scale)))
    pygame.draw.rect(surface, theme.EDGE, box, 1, border_radius=4)
    return surface


def _summary(total: Record) -> str:
    games = f"{total.games:,} game{'s' if total.games != 1 else ''} against the AI"
    best = f" Longest winning streak: {total.best}." if total.best > 1 else ""
    return f"{games}: {total.wins:,} won, {total.losses:,} lost, {total.draws:,} drawn.{best}"


def _record_row(page: Page, name: str, record: Record, rights: Sequence[int], hot_seat: bool,
                shaded: bool) -> None:
    fnt = theme.font(page.px(16))
    line = fnt.get_linesize()
    if shaded:
        page.rect(theme.PANEL_LIGHT, pygame.Rect(0, page.y - page.px(1), page.width,
                                                 line + page.px(2)))
    label = theme.fit(name, fnt, rights[0] - page.px(66) - page.px(12))
    page.items.append((theme.render_font(fnt, label, theme.TEXT), (page.px(12), page.y)))
    streaks = ("\u2013", "\u2013") if hot_seat else (str(record.streak), str(record.best))
    figures = (f"{record.games:,}", f"{record.wins:,}", f"{record.losses:,}",
               f"{record.draws:,}", *streaks, f"{record.hints:,}", f"{record.warnings:,}")
    for figure, right in zip(figures, rights, strict=True):
        page.cell(figure, 16, theme.TEXT, right)
    page.y += line + page.px(2)


# ------------------------------------------------------------------------------- the dice
def dice_page(stats: PlayerStats, width: int, scale: float) -> pygame.Surface:
    page = Page(width, scale)
    rolled = [sides for sides in SOLIDS if sum(stats.dice.get(sides, ()))]
    if not rolled:
        page.empty_state(*NO_DICE)
        return page.paint()
    page.text(DICE_INTRO, 14, theme.MUTED, gap=10)
    for sides in rolled:
        _die_block(page, f"d{sides}", stats.dice[sides])
    return page.paint()


def _die_block(page: Page, name: str, counts: Sequence[int]) -> None:
    result = verdict(name, counts)
    head = theme.font(page.px(20), "bold")
    page.items.append((theme.render_font(head, name, theme.GOLD), (0, page.y)))
    rolls = theme.render(f"{result.rolls:,} roll{'s' if result.rolls != 1 else ''}",
                         page.px(15), theme.MUTED)
    page.items.append((rolls, (head.size(name)[0] + page.px(10),
                               page.y + head.get_ascent() - theme.font(page.px(15)).get_ascent())))
    status, colour = STATUS[result.kind]
    page.cell(status, 16, colour, page.width - page.px(4), "bold")
    page.y += head.get_linesize() + page.px(4)
    _bars(page, counts)
    tone = {"uneven": theme.BAD, "too-few": theme.MUTED}.get(result.kind, theme.TEXT)
    page.text(result.sentence, 15, tone, gap=16)


def _bars(page: Page, counts: Sequence[int]) -> None:
    """A bar per face with its number and count beneath, wrapped over as many lines as needed;
    a gold tick across each line marks the count every face would have if all were equal."""
    label_w = page.px(52)
    small = theme.font(page.px(14))
    widest = max(small.size(f"{max(counts):,}")[0], small.size(str(len(counts)))[0])
    cell_w = max(widest + page.px(8), page.px(28))
    per_line = max(1, min(len(counts), (page.width - label_w) // cell_w))
    lines = -(-len(counts) // per_line)
    per_line = -(-len(counts) // lines)  # even lines: 20 faces as 2 x 10, not 17 + 3
    expected = sum(counts) / len(counts)
    top = max(max(counts), expected) or 1
    bar_h = page.px(40)
    line_h = small.get_linesize()
    for first in range(0, len(counts), per_line):
        row = counts[first:first + per_line]
        base = page.y + bar_h
        page.items.append((theme.render_font(small, "Face", theme.MUTED), (0, base + page.px(2))))
        page.items.append((theme.render_font(small, "Rolls", theme.MUTED),
                           (0, base + page.px(2) + line_h)))
        for offset, count in enumerate(row):
            x = label_w + offset * cell_w
            height = max(1 if count else 0, round(bar_h * count / top))
            page.rect(theme.ACCENT, pygame.Rect(x + page.px(5), base - height,
                                                cell_w - page.px(10), height))
            _centred(page, theme.render_font(small, str(first + offset + 1), theme.MUTED), x,
                     cell_w, base + page.px(2))
            _centred(page, theme.render_font(small, f"{count:,}", theme.TEXT), x, cell_w,
                     base + page.px(2) + line_h)
        tick = base - round(bar_h * expected / top)
        page.rect(theme.GOLD, pygame.Rect(label_w, tick, len(row) * cell_w, max(1, page.px(2))))
        page.rect(theme.EDGE, pygame.Rect(label_w, base, len(row) * cell_w, max(1, page.px(1))))
        page.y = base + page.px(4) + 2 * line_h + page.px(6)


def _centred(page: Page, surface: pygame.Surface, x: int, width: int, y: int) -> None:
    page.items.append((surface, (x + (width - surface.get_width()) // 2, y)))


__all__ = ["dice_page", "game_title", "record_page"]

"""Where text becomes pixels: the fonts, the rendered-text cache and the one text box.

Why one module: it is the only code that calls ``Font.render`` (a test scans ``scenes/`` and
``game/`` for any other), so
- every rendered text is cached by its text and style (font, colour, wrap width...) in a cache
  bounded in bytes (least recently used out first): a screen redrawn sixty times a second
  renders each of its labels once, not every frame;
- every text that must stay inside a rectangle goes through ``text_box``: it wraps, shrinks
  down to the floor size, and only then ends in an ellipsis, with the whole text shown on hover
  (``cut_under``). It never draws outside its rectangle. A cut is reported to
  ``scenes.layout_log``, so tests (and ``--debug-layout``) see it.

``scenes.theme`` re-exports what screens use; screens never hold a font's ``render`` directly.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

import pygame

import scenes.layout_log as layout_log
from game.paths import asset
from scenes.surface_cache import MB, SurfaceCache

MIN_TEXT = 12
"""No text anywhere is drawn smaller than this many pixels (at 1280x720 what a player must read
is 14 px or more; a smaller window scales sizes down, never below this floor)."""
LABEL_TEXT = 14
"""The floor of a board label at 1280x720 (scaled with the window, never below ``MIN_TEXT``)."""
CACHE_BYTES = 32 * 1024 * 1024
"""Rendered text kept at most, counted as width x height x 4 bytes per surface."""
ELLIPSIS = "\u2026"

_FILES = {
    "regular": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "black": "Lato-Black.ttf",
    "italic": "Lato-Italic.ttf",
    "title": "Vollkorn-Black.ttf",  # a sturdy serif: reads at a glance, still feels old and grim
}
FONT_BUDGET = 24 * MB
"""Memory the open fonts may take, estimated by ``font_bytes``: each window size asks for
its own sizes, so without a bound every size ever used stays open (100 sizes held 50 MB)."""
GLYPH_AREAS = 24
"""A font's memory in glyph-sized squares (its glyph cache and face), for ``font_bytes``:
measured as about 50 MB for fonts of sizes 12 to 210 each drawing a sentence."""


def font_bytes(value: object) -> int:
    """The memory an open font is estimated to hold (grows with the square of its size)."""
    if not isinstance(value, pygame.font.Font):
        return 0
    return GLYPH_AREAS * value.get_height() ** 2


_fonts: SurfaceCache[pygame.font.Font] = SurfaceCache(FONT_BUDGET, "fonts", measure=font_bytes)
_text_scale = 1.0
"""The player's text size (Settings), on top of the sizes screens ask for."""


def set_text_scale(percent: int) -> None:
    """Lay out every text box's text (``fit_box``: labels, paragraphs, buttons, cards) at
    ``percent`` of the size its screen asks for.

    Why text boxes only: a box knows its room, so a larger text grows wherever it fits and
    shrinks back towards the usual floor where it does not; it never spills over its
    neighbours. Text a screen places itself (titles, board numbers) keeps its designed size."""
    global _text_scale
    _text_scale = max(0.5, min(3.0, percent / 100))


def text_scale() -> float:
    return _text_scale


def font(size: int, weight: str = "regular") -> pygame.font.Font:
    """A cached font of our bundled families (falls back to pygame's own if a file is missing)."""
    size = max(MIN_TEXT, int(size))
    key = (weight, size)
    cached = _fonts.get(key)
    if cached is None:
        if not pygame.font.get_init():  # layouts measure text before any window exists
            pygame.font.init()
        try:
            cached = pygame.font.Font(str(asset("fonts", _FILES[weight])), size)
        except (FileNotFoundError, OSError):
            cached = pygame.font.Font(None, size)
        _fonts.put(key, cached)
    return cached


Measured = TypeVar("Measured")


class PerFont(Generic[Measured]):
    """Measurements kept for each open font, which go when their font goes.

    Why not one table keyed by the font itself: such a key keeps the font alive, with its face
    and every glyph it has drawn, after the font cache has let it go; a window resized through
    many sizes up to 4K left over 100 MB of such fonts held by the wrapped lines alone, outside
    every budget. Here a font's measurements are found by its identity and dropped as the font
    is freed (a weak reference's callback, before its identity can be reused). At most ``kept``
    measurements in all, then they are made anew."""

    def __init__(self, kept: int) -> None:
        self.kept = kept
        self._tables: dict[int, tuple[weakref.ref, dict[object, Measured]]] = {}
        self._count = 0

    def table(self, fnt: pygame.font.Font) -> dict[object, Measured]:
        """The measurements kept for ``fnt`` (a new, empty table the first time)."""
        found = self._tables.get(id(fnt))
        if found is None:
            key = id(fnt)
            gone = weakref.ref(fnt, lambda _font: self._tables.pop(key, None))
            found = self._tables[key] = (gone, {})
        return found[1]

    def keep(self, fnt: pygame.font.Font, key: object, value: Measured) -> Measured:
        """Keep ``value`` for ``fnt`` under ``key`` (every measurement forgotten first when
        ``kept`` are held); returns ``value``."""
        if self._count >= self.kept:
            self.clear()
        self._count += 1
        self.table(fnt)[key] = value
        return value

    def clear(self) -> None:
        self._tables.clear()
        self._count = 0


MEASURED_WORDS = 50_000
"""Words whose widths ``word_width`` keeps (a few hundred KB); past it they are measured anew."""
_word_widths: PerFont[int] = PerFont(MEASURED_WORDS)


def word_width(fnt: pygame.font.Font, word: str) -> int:
    """``fnt.size(word)[0]``, kept by font and word. Why: wrapped text (a rules page) is laid
    out word by word, and a page is laid out again at every band drawn, tab and resize: the
    same few thousand words measured over and over were most of its cost."""
    width = _word_widths.table(fnt).get(word)
    if width is None:
        width = _word_widths.keep(fnt, word, fnt.size(word)[0])
    return width


def label_floor(scale: float) -> int:
    """The smallest size a board label may shrink to in a window of UI ``scale``."""
    return max(MIN_TEXT, round(LABEL_TEXT * min(scale, 1.0)))


rendered: SurfaceCache[pygame.Surface] = SurfaceCache(CACHE_BYTES, "text")
_boxes: dict[tuple, Fitted] = {}
_BOXES_KEPT = 4096
"""Text box layouts remembered (their pictures live in ``rendered``)."""


def reset_caches() -> None:
    """Fonts and their surfaces die with ``pygame.quit()``."""
    _fonts.clear()
    _word_widths.clear()
    rendered.clear()
    _boxes.clear()
    _wraps.clear()
    _cut_spots.clear()


Colour = Sequence[int] | pygame.Color


def render_font(fnt: pygame.font.Font, text: str, colour: Colour,
                background: Colour | None = None, align: int | None = None) -> pygame.Surface:
    """``text`` in ``fnt`` (antialiased), from the cache when drawn before. Lines split at
    ``\\n`` are laid out ``align`` (a ``pygame.FONT_*`` value, left by default)."""
    key = (fnt, text, tuple(colour), None if background is None else tuple(background), align)
    found = rendered.get(key)
    if found is None:
        if "\n" in text:  # pygame lays out the lines itself (wrap length 0: at newlines only)
            before = fnt.align
            fnt.align = pygame.FONT_LEFT if align is None else align
            try:
                found = fnt.render(text, True, colour, background, 0)
            finally:
                fnt.align = before
        else:
            found = fnt.render(text, True, colour, background)
        rendered.put(key, found)
    return found


def render(text: str, size: int, colour: Colour, weight: str = "regular") -> pygame.Surface:
    """One line of ``text`` in our font of ``size`` px and ``weight``, cached."""
    return render_font(font(size, weight), text, colour)


def shorten(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis (drawing a huge string is slow)."""
    return text if len(text) <= limit else text[: max(0, limit - 1)] + ELLIPSIS


def fit(text: str, fnt: pygame.font.Font, width: int) -> str:
    """``text`` shortened with an ellipsis until it fits ``width`` pixels (a cut is recorded:
    ``scenes.layout_log``; a text that may shrink first belongs in ``text_box``)."""
    shown = _fit(text, fnt, width)
    if shown != text:
        layout_log.record_cut(text)
    return shown


def _fit(text: str, fnt: pygame.font.Font, width: int) -> str:
    text = shorten(text, 400)
    if fnt.size(text)[0] <= width:
        return text
    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if fnt.size(text[:mid] + ELLIPSIS)[0] <= width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + ELLIPSIS


def wrap(text: str, fnt: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap to ``width`` pixels (keeps explicit newlines; a word wider than
    ``width`` stays whole on its own line). Remembered: screens wrap the same words every
    frame, and measuring them is what costs."""
    key = (text, width)
    found = _wraps.table(fnt).get(key)
    if found is None:
        found = _wraps.keep(fnt, key, _wrap(text, fnt, width))
    return list(found)


_WRAPS_KEPT = 4096
_wraps: PerFont[list[str]] = PerFont(_WRAPS_KEPT)


def _wrap(text: str, fnt: pygame.font.Font, width: int) -> list[str]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        if "" in words:  # spaces at an end or doubled: word by word, as they always were
            lines.extend(_wrap_word_by_word(words, fnt, width))
        else:
            lines.extend(_wrap_by_estimate(words, fnt, width))
    return lines


def _wrap_word_by_word(words: list[str], fnt: pygame.font.Font, width: int) -> list[str]:
    """The greedy wrap measuring the line after each word added (spaces kept as typed)."""
    lines: list[str] = []
    line = ""
    for word in words:
        trial = f"{line} {word}" if line else word
        if fnt.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    lines.append(line)
    return lines


def _wrap_by_estimate(words: list[str], fnt: pygame.font.Font, width: int) -> list[str]:
    """The same lines as ``_wrap_word_by_word`` for words split by single spaces, measuring
    about two lines a line instead of one a word.

    Why: measuring a line costs in proportion to its length, so measuring it again after
    every word cost a paragraph's wrap its length squared (wrapping was a tenth of the
    drawing of a screen made afresh). Each line's end is guessed from the words' own
    widths, then checked exactly: the guessed line must fit and one more word must not, moving
    a word at a time until both hold. A line only grows wider with a word added, so the
    first word that does not fit ends the line, as in the word-by-word wrap."""
    space = word_width(fnt, " ")
    widths = [word_width(fnt, word) for word in words]
    lines: list[str] = []
    start, count = 0, len(words)

    def fits(end: int) -> bool:
        return fnt.size(" ".join(words[start:end]))[0] <= width

    while start < count:
        end, guess = start + 1, widths[start]
        while end < count and guess + space + widths[end] <= width:
            guess += space + widths[end]
            end += 1
        while end > start + 1 and not fits(end):
            end -= 1
        while end < count and fits(end + 1):
            end += 1
        lines.append(" ".join(words[start:end]))
        start = end
    return lines


@dataclass(frozen=True)
class Fitted:
    """A text laid out for a box: its lines (joined by newlines), the font size used and
    whether it had to be cut. The picture itself lives in the byte-bounded cache."""

    text: str
    size: int
    cut: bool
    lines: int
    whole: str
    """The text asked for, whitespace tidied (what a cut text shows on hover)."""


def _fit_sizes(size: int, floor: int, grow: bool) -> tuple[int, int, int]:
    """``fit_box``'s sizes for a text asked at ``size``: (asked, the first tried, the last)."""
    asked = max(MIN_TEXT, int(size))
    start = max(MIN_TEXT, int(asked * _text_scale)) if grow else asked
    # The floor stays as asked: with a larger text size, a crowded box shrinks its text back
    # (a text grown past the size asked must also fit the box's height, not only its lines).
    return asked, start, min(max(MIN_TEXT, int(floor)), start)


def _try_size(words: str, width: int, height: int, px: int, asked: int, weight: str,
              max_lines: int | None) -> tuple[pygame.font.Font, list[str], int, bool]:
    """One size of ``fit_box``'s search: the font, the lines wrapped at ``px``, the lines
    the box has room for, and whether the text fits."""
    fnt = font(px, weight)
    lines = wrap(words, fnt, width)
    room = max(1, (height - fnt.get_height()) // fnt.get_linesize() + 1)
    if max_lines is not None:
        room = min(room, max_lines)
    grown_too_tall = px > asked and fnt.get_height() > height
    fits = (len(lines) <= room and all(fnt.size(line)[0] <= width for line in lines)
            and not grown_too_tall)
    return fnt, lines, room, fits


def fit_ahead(text: str, width: int, height: int, size: int, weight: str = "regular", *,
              floor: int = MIN_TEXT, grow: bool = True) -> Iterator[None]:
    """``fit_box``'s search for ``text`` (no ``max_lines``), a font size a step, so that
    fitting it later finds every wrap and glyph it needs measured.

    Why: measuring a text at a size not used before is the slow part of fitting it, and a
    long text that must shrink tries one size after another (a game-over title naming three
    heroes took 20 ms): a screen made at a known moment does this on earlier frames."""
    asked, start, low = _fit_sizes(size, floor, grow)
    words = shorten(text.strip(), 2000)
    for px in range(start, low - 1, -1):
        fits = _try_size(words, max(1, width), height, px, asked, weight, None)[3]
        yield
        if fits:
            return


def fit_box(text: str, width: int, height: int, size: int, weight: str = "regular", *,
            floor: int = MIN_TEXT, max_lines: int | None = None, grow: bool = True) -> Fitted:
    """``text`` laid out for a ``width`` x ``height`` box: wrapped at ``size``, else at a
    smaller size down to ``floor``, else at ``floor`` with its last shown line ending in an
    ellipsis. ``max_lines=1`` keeps it on one line (a button, a tab). ``grow=False``: ``size``
    already includes the player's text size (a size shared by a row of buttons)."""
    asked, start, floor = _fit_sizes(size, floor, grow)
    key = (text, width, height, asked, start, weight, floor, max_lines)
    found = _boxes.get(key)
    if found is not None:
        return found
    words = shorten(text.strip(), 2000)
    if max_lines == 1:
        words = words.replace("\n", " ")
    width = max(1, width)
    lines: list[str] = []
    px, room = start, 1
    fnt = font(px, weight)
    for px in range(start, floor - 1, -1):
        fnt, lines, room, fits = _try_size(words, width, height, px, asked, weight, max_lines)
        if fits:
            found = Fitted("\n".join(lines), px, False, len(lines), words)
            break
    else:
        shown = lines[:room]
        if len(lines) > room:
            shown[-1] = shown[-1] + " " + " ".join(lines[room:])
        shown = [_fit(line, fnt, width) for line in shown]
        found = Fitted("\n".join(shown), px, True, len(shown), words)
    if len(_boxes) > _BOXES_KEPT:
        _boxes.clear()
    _boxes[key] = found
    return found


_ALIGN = {"left": pygame.FONT_LEFT, "center": pygame.FONT_CENTER, "right": pygame.FONT_RIGHT}
_ANCHORS = {
    "top": {"left": "topleft", "center": "midtop", "right": "topright"},
    "middle": {"left": "midleft", "center": "center", "right": "midright"},
    "bottom": {"left": "bottomleft", "center": "midbottom", "right": "bottomright"},
}


def picture(fitted: Fitted, colour: Colour, weight: str = "regular",
            align: str = "left") -> pygame.Surface:
    """The picture of a text laid out by ``fit_box`` (cached); a cut text is recorded. For a
    picture composed once and kept (a card); a screen's own text goes through ``text_box``."""
    if fitted.cut:
        layout_log.record_cut(fitted.whole)
    return render_font(font(fitted.size, weight), fitted.text, colour, align=_ALIGN[align])


def text_box(surface: pygame.Surface, rect: pygame.Rect, text: str, size: int, colour: Colour,
             weight: str = "regular", *, floor: int = MIN_TEXT, max_lines: int | None = None,
             align: str = "left", valign: str = "top", grow: bool = True) -> Fitted:
    """Draw ``text`` inside ``rect`` (see ``fit_box``), placed ``align`` (left, center,
    right) and ``valign`` (top, middle, bottom). Nothing is drawn outside ``rect``; a text
    that had to be cut is recorded and shows whole when the mouse rests on it."""
    rect = pygame.Rect(rect)
    fitted = fit_box(text, rect.width, rect.height, size, weight, floor=floor,
                     max_lines=max_lines, grow=grow)
    if not fitted.text:
        return fitted
    art = picture(fitted, colour, weight, align)
    anchor = _ANCHORS[valign][align]
    place = art.get_rect(**{anchor: getattr(rect, anchor)})
    if rect.contains(place):
        surface.blit(art, place)
    else:
        before = surface.get_clip()
        surface.set_clip(rect.clip(before))
        surface.blit(art, place)
        surface.set_clip(before)
    if fitted.cut and _on_screen(surface):
        _cut_spots.append((rect, " ".join(fitted.whole.split())))
        if layout_log.outlining():
            pygame.draw.rect(surface, (255, 40, 40), rect, 1)
    return fitted


def paragraph(surface: pygame.Surface, topleft: tuple[int, int], width: int, text: str,
              size: int, colour: Colour, weight: str = "regular", *, max_lines: int = 4,
              floor: int = MIN_TEXT, align: str = "left") -> int:
    """``text`` wrapped from ``topleft`` across ``width`` in at most ``max_lines`` lines
    (shrunk, then cut: see ``fit_box``); returns the y just below what was drawn."""
    room = pygame.Rect(topleft, (width, max_lines * font(size, weight).get_linesize()))
    fitted = text_box(surface, room, text, size, colour, weight, floor=floor, align=align)
    return _below(room, fitted, weight)


def paragraph_end(topleft: tuple[int, int], width: int, text: str, size: int,
                  weight: str = "regular", *, max_lines: int = 4, floor: int = MIN_TEXT) -> int:
    """The y just below what ``paragraph`` with the same words would draw, drawing nothing
    (a picture recorded before it is painted: ``scenes.deathbydice.sketch``)."""
    room = pygame.Rect(topleft, (width, max_lines * font(size, weight).get_linesize()))
    return _below(room, fit_box(text, room.width, room.height, size, weight, floor=floor),
                  weight)


def _below(room: pygame.Rect, fitted: Fitted, weight: str) -> int:
    if not fitted.text:
        return room.y
    return room.y + fitted.lines * font(fitted.size, weight).get_linesize()


def label(surface: pygame.Surface, rect: pygame.Rect, text: str, size: int, colour: Colour,
          weight: str = "regular", *, floor: int = MIN_TEXT, align: str = "center",
          grow: bool = True) -> Fitted:
    """One line of ``text`` inside ``rect`` (vertically centred): shrunk, then cut."""
    return text_box(surface, rect, text, size, colour, weight, floor=floor, max_lines=1,
                    align=align, valign="middle", grow=grow)


_cut_spots: list[tuple[pygame.Rect, str]] = []


def _on_screen(surface: pygame.Surface) -> bool:
    """Whether ``surface`` is the window (or no window is open: a test's canvas). A picture
    composed once and kept (a panel, a card) has its own coordinates: no hover spot there."""
    screen = pygame.display.get_surface() if pygame.display.get_init() else None
    return screen is None or surface is screen


def cut_spots() -> list[tuple[pygame.Rect, str]]:
    """The cut texts on the window so far in this frame (a copy), so a picture kept and blitted
    again (``put_cut_spots``) still shows its cut texts whole on hover."""
    return list(_cut_spots)


def put_cut_spots(spots: list[tuple[pygame.Rect, str]]) -> None:
    """The cut texts of a kept picture, blitted again at the same place."""
    _cut_spots.extend(spots)


def drop_cut_spots_from(count: int) -> None:
    """Forget the cut texts registered after the first ``count`` (a picture painted in parts
    registers each part's once: ``scenes.board.parts``)."""
    del _cut_spots[count:]


def new_layer() -> None:
    """A screen is drawn over everything so far: the cut texts under it are hidden."""
    _cut_spots.clear()


def cut_under(pos: tuple[int, int]) -> str:
    """The whole text of a cut text box under ``pos`` (the topmost), or ""."""
    for rect, words in reversed(_cut_spots):
        if rect.collidepoint(pos):
            return words
    return ""

"""The one text box: wrap, shrink to the floor, then an ellipsis (whole text on hover), never
outside its rectangle; rendered text cached within a byte budget; cut texts and overlapping
rectangles recorded; no screen renders text past ``scenes.text``."""

from __future__ import annotations

import ast
import random
import unicodedata
from pathlib import Path

import pygame
import pytest

from scenes import layout_log, text
from scenes.base import Scene, SceneManager
from scenes.surface_cache import SurfaceCache
from scenes.text import MIN_TEXT, text_box

ROOT = Path(__file__).resolve().parents[1]
INK = (255, 255, 255)
SENTENCE = "Red rolls 3, 6, 6: 3 monster steps, 6 bridge turns, 6 wall pieces to place"


@pytest.fixture(autouse=True)
def fresh():
    pygame.display.quit()  # no window left open by an earlier test: a canvas here is the screen
    pygame.font.init()
    text.reset_caches()
    layout_log.reset()
    yield
    layout_log.reset()


def _drawn(surface: pygame.Surface) -> pygame.Rect:
    return surface.get_bounding_rect()


def test_a_text_that_fits_is_drawn_whole_at_its_size_inside_its_box():
    surface = pygame.Surface((400, 200), pygame.SRCALPHA)
    box = pygame.Rect(20, 20, 300, 80)
    fitted = text_box(surface, box, "Knuckles Malone, your turn", 22, INK)
    assert (fitted.size, fitted.cut, fitted.lines) == (22, False, 1)
    assert box.contains(_drawn(surface))
    assert layout_log.layout_problems() == []


def test_a_long_text_wraps_before_it_shrinks():
    surface = pygame.Surface((400, 300), pygame.SRCALPHA)
    fitted = text_box(surface, pygame.Rect(0, 0, 200, 200), SENTENCE, 18, INK)
    assert fitted.size == 18 and fitted.lines > 1 and not fitted.cut
    assert "\u2026" not in fitted.text


def test_a_text_too_long_shrinks_to_the_floor_then_ends_in_an_ellipsis_shown_whole_on_hover():
    surface = pygame.Surface((400, 200), pygame.SRCALPHA)
    box = pygame.Rect(50, 50, 160, 36)
    layout_log.begin_screen("DiceDemonsBoard")
    fitted = text_box(surface, box, SENTENCE, 22, INK, floor=14)
    assert fitted.size == 14 and fitted.cut
    assert fitted.text.endswith("\u2026")
    assert box.contains(_drawn(surface)), "nothing is drawn outside the box"
    assert text.cut_under(box.center) == SENTENCE
    assert text.cut_under((5, 5)) == ""
    assert layout_log.layout_problems() == [f"DiceDemonsBoard: text cut: {SENTENCE!r}"]


def test_even_a_box_lower_than_one_line_is_never_drawn_outside():
    surface = pygame.Surface((300, 100), pygame.SRCALPHA)
    box = pygame.Rect(10, 40, 120, 6)
    text_box(surface, box, SENTENCE, 20, INK)
    assert box.contains(_drawn(surface))


def test_one_line_shrinks_before_it_is_cut_and_never_below_the_floor():
    surface = pygame.Surface((300, 100), pygame.SRCALPHA)
    word = "d12 blue/white as blue"
    roomy = text.label(surface, pygame.Rect(0, 0, 240, 40), word, 22, INK)
    tight = text.label(surface, pygame.Rect(0, 0, 150, 40), word, 22, INK)
    tiny = text.label(surface, pygame.Rect(0, 0, 40, 40), word, 22, INK)
    assert roomy.size == 22 and not roomy.cut
    assert MIN_TEXT <= tight.size < 22 and not tight.cut
    assert tiny.size == MIN_TEXT and tiny.cut and tiny.lines == 1


def test_rendered_text_comes_from_the_cache_the_second_time():
    first = text.render("set aside 2 dice", 16, INK, "bold")
    assert text.render("set aside 2 dice", 16, INK, "bold") is first
    assert text.render("set aside 2 dice", 16, (0, 0, 0), "bold") is not first
    surface = pygame.Surface((300, 100), pygame.SRCALPHA)
    box = pygame.Rect(0, 0, 100, 60)
    text_box(surface, box, SENTENCE, 16, INK)
    held = text.rendered.bytes
    text_box(surface, box, SENTENCE, 16, INK)
    assert text.rendered.bytes == held, "a box drawn again renders nothing new"


def test_the_cache_is_bounded_in_bytes_and_drops_the_least_recently_used():
    one = pygame.Surface((10, 10))  # 400 bytes
    cache = SurfaceCache(1000)
    cache.put("a", one)
    cache.put("b", one.copy())
    assert cache.get("a") is one  # "a" is now the most recently used
    cache.put("c", one.copy())
    assert cache.bytes == 800 and len(cache) == 2
    assert cache.get("b") is None and cache.get("a") is one and cache.get("c") is not None
    cache.put("huge", pygame.Surface((100, 100)))
    assert cache.get("huge") is None and cache.bytes <= cache.budget


def test_overlapping_rectangles_are_recorded_with_both_names_and_reset_forgets():
    layout_log.begin_screen("DeathByDiceBoard")
    layout_log.place("button Undo", pygame.Rect(0, 0, 100, 40))
    layout_log.place("outcome card", pygame.Rect(90, 30, 200, 100))
    layout_log.place("caption", pygame.Rect(400, 0, 100, 40))
    layout_log.place("tooltip", pygame.Rect(0, 0, 300, 60), "float")
    layout_log.end_frame()
    assert layout_log.layout_problems() == [
        "DeathByDiceBoard: overlap: button Undo / outcome card"]
    layout_log.reset()
    assert layout_log.layout_problems() == []


def test_a_screen_drawn_over_another_hides_the_cut_texts_beneath():
    class Wordy(Scene):
        overlay = True

        def __init__(self, box: pygame.Rect) -> None:
            self.box = box

        def draw(self, surface: pygame.Surface) -> None:
            text_box(surface, self.box, SENTENCE, 20, INK)

    manager = SceneManager()
    manager.stack = [Wordy(pygame.Rect(0, 0, 60, 20)), Wordy(pygame.Rect(200, 0, 60, 20))]
    manager.draw(pygame.Surface((300, 100)))
    assert text.cut_under((10, 10)) == ""
    assert text.cut_under((210, 10)) == SENTENCE
    assert layout_log.layout_problems() == [f"Wordy: text cut: {SENTENCE!r}"]


def _direct_renders(path: Path) -> list[int]:
    """Lines of ``path`` calling ``X.render(...)`` where X is not the theme or text module.

    Only a source whose words include ``render`` is parsed: an attribute named ``render`` is
    spelt so in the source (a name in other letters that Python reads as ``render`` is spelt
    so once normalized, as Python normalizes names), and most of the tree never says it."""
    source = path.read_text(encoding="utf-8")
    if "render" not in (source if source.isascii() else unicodedata.normalize("NFKC", source)):
        return []
    tree = ast.parse(source)
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "render"
            and not (isinstance(node.func.value, ast.Name)
                     and node.func.value.id in ("theme", "text"))]


def test_no_screen_renders_text_past_the_text_module():
    """Only ``scenes/text.py`` calls ``Font.render``: everything else gets cached text."""
    found = []
    for folder in ("scenes", "game"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path == ROOT / "scenes" / "text.py":
                continue
            found += [f"{path.relative_to(ROOT)}:{line}" for line in _direct_renders(path)]
    assert found == []


def test_the_whole_of_a_cut_text_shows_under_the_mouse():
    from scenes.widgets import draw_cut_hover

    surface = pygame.Surface((600, 300))
    box = pygame.Rect(20, 20, 90, 20)
    text_box(surface, box, SENTENCE, 18, INK)
    before = surface.copy()
    draw_cut_hover(surface, (200, 200))  # nowhere near the cut text: nothing drawn
    assert surface.get_at((260, 240)) == before.get_at((260, 240))
    draw_cut_hover(surface, box.center)
    tooltip = pygame.Rect(box.centerx + 16, box.centery + 18, 200, 30)
    assert any(surface.get_at(p) != before.get_at(p)
               for p in ((tooltip.x + dx, tooltip.y + dy) for dx in range(0, 200, 5)
                         for dy in range(0, 30, 3)))


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_long_name_in_the_hand_off_title_stays_in_its_dialog(size):
    from game.settings import Settings
    from scenes.board.endings import handoff
    from scenes.context import AppContext

    pygame.display.init()
    screen = pygame.Surface(size)
    ctx = AppContext(settings=Settings(), scenes=SceneManager(), size=size)
    ctx.scenes.push(handoff(ctx, "Knuckles Malone", lambda: None, True))
    ctx.scenes.draw(screen)
    dialog = ctx.scenes.top
    assert dialog.box.contains(dialog.title_rect)
    assert layout_log.layout_problems() == []


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_sketch_pad_die_chips_never_spill_onto_each_other(size):
    from scenes.sketch.demo_pad import demo_can_place, demo_check
    from scenes.sketch.editing import PadDie
    from scenes.sketch.pad import SketchPad

    dice = (PadDie("a", "d12 blue/white as blue", 12, "blue"),
            PadDie("b", "d20 green/gold as green", 20, "green"),
            PadDie("c", "d10 purple/pink as purple", 10, "purple"), PadDie("d", "d4 red", 4, "red"))
    pad = SketchPad(pygame.Rect(0, 0, *size), dice, core_colour="blue", seed=5,
                    can_place=demo_can_place, check=demo_check)
    pad.draw(pygame.Surface(size))
    chips = [chip.rect for chip in pad.die_chips.values()]
    chips += [chip.rect for chip in pad.type_chips.values()]
    assert not any(a.colliderect(b) for i, a in enumerate(chips) for b in chips[i + 1:])
    problems = layout_log.layout_problems()
    assert not [p for p in problems if " as " in p or "Weapon" in p], problems


def test_a_text_fitted_ahead_is_fitted_without_wrapping_it_again(monkeypatch):
    title = "The heroes win: three long names that cannot fit on two lines at the first size"
    steps = list(text.fit_ahead(title, 300, 80, 40, "title", floor=16))
    wrapped: list[int] = []
    real = text._wrap
    monkeypatch.setattr(text, "_wrap", lambda *args: wrapped.append(1) or real(*args))
    fitted = text.fit_box(title, 300, 80, 40, "title", floor=16)
    assert wrapped == []  # every size it tried was wrapped ahead, a size a step
    start = text._fit_sizes(40, 16, True)[1]
    assert not fitted.cut and fitted.size == start - len(steps) + 1 < start


def test_the_wrap_by_estimate_breaks_every_line_where_measuring_word_by_word_does():
    """``_wrap`` guesses each line's end from its words' widths and checks it; the lines are
    those of the greedy wrap that measures the line after every word."""
    rng = random.Random(7)
    words = ("the a monster dice roll attacks Hero's 3x gets +2, turn! (boss) "
             "long-word-with-hyphens-that-is-wider-than-a-narrow-box 名前 café W i").split()
    for size, weight in ((14, "regular"), (20, "bold"), (31, "title")):
        fnt = text.font(size, weight)
        for _ in range(120):
            paragraph = " ".join(rng.choice(words) for _ in range(rng.randint(1, 40)))
            if rng.random() < 0.2:
                paragraph = paragraph.replace(" ", "  ", 1) + " "  # doubled and trailing
            if rng.random() < 0.2:
                paragraph = paragraph.replace(" ", "\n", 2)
            width = rng.randint(10, 600)
            expected = [line for part in paragraph.split("\n")
                        for line in text._wrap_word_by_word(part.split(" "), fnt, width)]
            assert text._wrap(paragraph, fnt, width) == expected, (paragraph, width)


def test_a_font_let_go_of_takes_its_measured_words_and_wrapped_lines_with_it() -> None:
    """Wrapped lines and word widths are kept per font, but do not keep the font: a window
    resized through many sizes must not hold every size's font (and its glyphs) alive past
    the font cache's budget."""
    import gc
    import weakref

    fnt = pygame.font.Font(None, 40)
    lines = text.wrap(SENTENCE, fnt, 200)
    assert len(lines) > 1 and text.wrap(SENTENCE, fnt, 200) == lines
    assert text.word_width(fnt, "bridge") == fnt.size("bridge")[0]
    alive = weakref.ref(fnt)
    del fnt
    gc.collect()
    assert alive() is None
    # a new font at the same address (if it comes there) finds nothing of the old one's
    other = pygame.font.Font(None, 12)
    assert text.word_width(other, "bridge") == other.size("bridge")[0]
    assert text.wrap(SENTENCE, other, 200) != lines

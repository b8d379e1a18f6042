"""Picture caches are bounded by the memory they hold, whatever the window size."""

import pygame

from scenes.surface_cache import (
    SurfaceCache,
    held_bytes,
    live_caches,
    picture_bytes,
    pictures_memo,
)


def _picture(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_least_recently_used_pictures_make_room_within_the_budget():
    one = picture_bytes(_picture(100, 100))
    cache: SurfaceCache[pygame.Surface] = SurfaceCache(3 * one)
    for key in "abc":
        cache.put(key, _picture(100, 100))
    assert cache.get("a") is not None  # "a" is now the most recently used
    cache.put("d", _picture(100, 100))
    assert "b" not in cache and {"a", "c", "d"} <= set(cache.keys())
    assert cache.bytes == 3 * one


def test_a_picture_larger_than_the_budget_is_returned_but_not_kept():
    cache: SurfaceCache[pygame.Surface] = SurfaceCache(1000)
    big = cache.get_or_make("big", lambda: _picture(200, 200))
    assert big.get_size() == (200, 200) and "big" not in cache and cache.bytes == 0


def test_lists_of_pictures_count_every_picture():
    assert picture_bytes([_picture(10, 10), _picture(10, 10)]) == 2 * picture_bytes(
        _picture(10, 10))
    assert picture_bytes(None) == 0


def test_a_painting_function_keeps_its_pictures_within_its_budget():
    painted: list[int] = []

    @pictures_memo(3 * picture_bytes(_picture(10, 10)))
    def paint(side: int) -> pygame.Surface:
        painted.append(side)
        return _picture(side, side)

    assert paint(10) is paint(10) and painted == [10]
    paint(20)  # four times the budget's unit: kept alone would overflow, so it is not kept
    assert paint.cache.bytes <= paint.cache.budget and 10 in painted
    assert paint.cache in live_caches()


class _Layer:
    def __init__(self) -> None:
        self.canvas = _picture(100, 10)
        self.parts = {"a": [_picture(10, 10)], "again": None}


class _Screen:
    """Stands for a screen: module names starting with ``scenes.`` are walked into."""

    def __init__(self) -> None:
        self.layer = _Layer()
        self.same_layer = self.layer
        self.note = "words"


_Layer.__module__ = _Screen.__module__ = "scenes.fake"


def test_a_screen_s_pictures_are_found_wherever_it_keeps_them_and_counted_once():
    screen = _Screen()
    screen.layer.parts["again"] = screen.layer.canvas
    assert held_bytes(screen) == picture_bytes(_picture(100, 10)) + picture_bytes(
        _picture(10, 10))


def test_a_cache_of_screens_measures_what_each_holds():
    one = held_bytes(_Screen())
    cache: SurfaceCache[_Screen] = SurfaceCache(one + 1, "screens", measure=held_bytes)
    cache.put(1, _Screen())
    cache.put(2, _Screen())
    assert list(cache.keys()) == [2] and cache.bytes == one


def test_all_caches_together_stay_within_one_budget(monkeypatch):
    import weakref

    import scenes.surface_cache as surface_cache

    one = picture_bytes(_picture(100, 100))
    monkeypatch.setattr(surface_cache, "_live", weakref.WeakSet())  # only this test's caches
    monkeypatch.setattr(surface_cache, "ALL_CACHES_BUDGET", 4 * one)
    first: SurfaceCache[pygame.Surface] = SurfaceCache(10 * one, "first")
    second: SurfaceCache[pygame.Surface] = SurfaceCache(10 * one, "second")
    for key in range(4):
        first.put(key, _picture(100, 100))
    second.put("new", _picture(100, 100))  # the fullest (first) gives way: its oldest goes
    assert 0 not in first and len(first) == 3 and "new" in second
    assert first.bytes + second.bytes == 4 * one

"""Picture caches are bounded by the memory they hold, whatever the window size."""

import pygame

from scenes.surface_cache import SurfaceCache, picture_bytes


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

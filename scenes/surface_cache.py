"""Pictures kept for reuse, bounded by the memory they take rather than by their number.

Why bytes and not entries: the same cache holds a 40-pixel label at one moment and a
window-sized picture at another (a panel, a review board), and a window may be made as large
as a 4K screen, where one picture is some 30 MB. A count that is harmless at 1280x720 lets such
a cache grow to gigabytes; a budget in bytes keeps the whole app's memory bounded at any
window size. The least recently used pictures go first, so what is drawn every frame stays.
A picture larger than the whole budget is still returned, just not kept.

Every cache is listed while it lives (``live_caches``), so ``python -m game monkey --caches``
can tell which one holds what; ``pictures_memo`` is ``functools.lru_cache`` for painting
functions, bounded the same way.
"""

from __future__ import annotations

import functools
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from typing import Any, Generic, TypeVar

import pygame

MB = 1024 * 1024
ALL_CACHES_BUDGET = 64 * MB
"""Memory every picture cache alive may take together: each has its own budget besides, but
those add up to far more (a cache fills only on the screens that use it). With this bound, a
4K window (33 MB a window-sized picture) and a board's own layers still fit in 400 MB."""

Value = TypeVar("Value")


def picture_bytes(value: object) -> int:
    """Memory of a surface, or of the surfaces in a list or tuple (0 for anything else)."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if isinstance(value, list | tuple):
        return sum(picture_bytes(item) for item in value)
    return 0


class SurfaceCache(Generic[Value]):
    """Key -> picture (a surface, or a list of them), at most ``budget`` bytes in all;
    ``name`` says whose it is in the monkey's report."""

    def __init__(self, budget: int, name: str = "",
                 measure: Callable[[object], int] | None = None) -> None:
        """``measure``: the bytes a value holds (``picture_bytes`` unless told; ``held_bytes``
        for whole screens)."""
        self.budget = budget
        self.name = name or "unnamed"
        self.measure = measure or picture_bytes
        self._held = [0]
        """The bytes this cache holds, in a list its finalizer shares (``_release``)."""
        _live.add(self)
        weakref.finalize(self, _release, self._held)
        self._items: OrderedDict[Hashable, tuple[Value, int]] = OrderedDict()
        self.misses = 0
        """Lookups that found nothing (for the text cache: the texts ``Font.render`` drew)."""

    @property
    def bytes(self) -> int:
        """The bytes this cache holds (every live cache's are summed in ``_all_bytes``)."""
        return self._held[0]

    @bytes.setter
    def bytes(self, value: int) -> None:
        _all_bytes[0] += value - self._held[0]
        self._held[0] = value

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable) -> Value | None:
        found = self._items.get(key)
        if found is None:
            self.misses += 1
            return None
        self._items.move_to_end(key)
        return found[0]

    def put(self, key: Hashable, value: Value) -> Value:
        """Keep ``value`` under ``key`` (older pictures make room); returns ``value``."""
        self.discard(key)
        size = self.measure(value)
        if size > self.budget:
            return value
        while self._items and self.bytes + size > self.budget:
            _key, (_old, old_size) = self._items.popitem(last=False)
            self.bytes -= old_size
        self._items[key] = (value, size)
        self.bytes += size
        _keep_all_within(ALL_CACHES_BUDGET, self, key)
        return value

    def drop_oldest(self, keep: Hashable = None) -> int | None:
        """Let the least recently used picture go (not ``keep``); returns its bytes (None when
        there is nothing else to let go)."""
        if not self._items:
            return None
        key = next(iter(self._items))
        if key == keep and keep is not None:
            return None
        _old, size = self._items.pop(key)
        self.bytes -= size
        return size

    def get_or_make(self, key: Hashable, make: Callable[[], Value]) -> Value:
        found = self.get(key)
        return found if found is not None else self.put(key, make())

    def discard(self, key: Hashable) -> None:
        found = self._items.pop(key, None)
        if found is not None:
            self.bytes -= found[1]

    def discard_where(self, unwanted: Callable[[Hashable], bool]) -> None:
        """Drop every picture whose key ``unwanted`` names (e.g. those of an old window size)."""
        for key in [k for k in self._items if unwanted(k)]:
            self.discard(key)

    def keys(self) -> Iterable[Hashable]:
        return list(self._items)

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def held_bytes(owner: object, depth: int = 6) -> int:
    """Memory of the pictures ``owner`` holds: its surfaces, and those in its attributes,
    lists, tuples, sets and dicts, followed ``depth`` levels down, each picture counted once.

    Why a walk and not a sum the owner keeps: a screen's pictures sit in many parts (layers,
    canvases, a tray, its parts' own caches); the walk finds them wherever they are. Only
    objects of the app's own screens and tray are entered (never an engine state, a match or
    the app's context), so the walk stays short and does not reach other screens."""
    seen: set[int] = set()

    def walk(obj: object, left: int) -> int:
        if id(obj) in seen:
            return 0
        seen.add(id(obj))
        if isinstance(obj, pygame.Surface):
            return obj.get_pitch() * obj.get_height()
        if left <= 0:
            return 0
        if isinstance(obj, dict):
            return sum(walk(value, left - 1) for value in list(obj.values()))
        if isinstance(obj, list | tuple | set | frozenset):
            return sum(walk(item, left - 1) for item in list(obj))
        if isinstance(obj, SurfaceCache):
            return obj.bytes
        if not type(obj).__module__.startswith(_WALKED):
            return 0
        fields = list(getattr(obj, "__dict__", {}).values())
        fields += [getattr(obj, slot) for slot in getattr(type(obj), "__slots__", ())
                   if isinstance(slot, str) and hasattr(obj, slot)]
        return sum(walk(value, left - 1) for value in fields
                   if type(value).__name__ not in _NOT_WALKED)

    return walk(owner, depth + 1)


_WALKED = ("scenes.", "game.tray.")
"""Modules whose objects ``held_bytes`` looks inside (the screens and the dice tray)."""
_NOT_WALKED = frozenset({"App", "AppContext", "SceneManager", "Match"})
"""What a screen refers to but does not own: the app, its scene stack, the game."""


_live: weakref.WeakSet[SurfaceCache[Any]] = weakref.WeakSet()
_all_bytes = [0]
"""The bytes every live cache holds together, kept as each cache's ``bytes`` changes (and as
a cache dies, ``_release``). Why kept and not summed: a picture is put in a cache hundreds of
times a second while a screen paints, and the sum over every live cache at each put cost more
than the put itself."""


def _release(held: list[int]) -> None:
    """A cache died: its bytes no longer count."""
    _all_bytes[0] -= held[0]
    held[0] = 0


def _keep_all_within(budget: int, newest: SurfaceCache[Any], key: Hashable) -> None:
    """The fullest caches let their oldest pictures go until all of them fit ``budget``
    (never the picture just put in ``newest``)."""
    if _all_bytes[0] <= budget:
        return
    caches = list(_live)
    total = sum(cache.bytes for cache in caches)
    while total > budget:
        fullest = max(caches, key=lambda cache: cache.bytes)
        # The fullest stays the fullest until it falls below the next one: one search for
        # a run of drops, not one per picture (a window-sized picture put in pushed out
        # thousands of die sprites one search each, milliseconds of a frame).
        runner_up = max((cache.bytes for cache in caches if cache is not fullest), default=0)
        keep = key if fullest is newest else None
        while total > budget and fullest.bytes >= runner_up:
            freed = fullest.drop_oldest(keep=keep)
            if freed is None:
                return
            total -= freed


def live_caches() -> list[SurfaceCache[Any]]:
    """Every picture cache alive now, the fullest first."""
    return sorted(_live, key=lambda cache: -cache.bytes)


class PicturesMemo(Generic[Value]):
    """A painting function whose results are kept by its arguments within a byte budget."""

    def __init__(self, paint: Callable[..., Value], budget: int) -> None:
        self.paint = paint
        self.cache: SurfaceCache[Value] = SurfaceCache(
            budget, f"{paint.__module__}.{paint.__qualname__}")
        functools.update_wrapper(self, paint)

    def __call__(self, *args: Hashable) -> Value:
        found = self.cache.get(args)
        return found if found is not None else self.cache.put(args, self.paint(*args))

    def cache_clear(self) -> None:
        self.cache.clear()


def pictures_memo(budget: int) -> Callable[[Callable[..., Value]], PicturesMemo[Value]]:
    """``@pictures_memo(budget)``: like ``functools.lru_cache``, but what is kept is bounded
    by the bytes of the pictures returned (positional arguments only, all hashable)."""
    def wrap(paint: Callable[..., Value]) -> PicturesMemo[Value]:
        return PicturesMemo(paint, budget)
    return wrap


__all__ = ["ALL_CACHES_BUDGET", "MB", "PicturesMemo", "SurfaceCache", "held_bytes",
           "live_caches", "picture_bytes", "pictures_memo"]

"""Pictures kept for reuse, bounded by the memory they take rather than by their number.

Why bytes and not entries: the same cache holds a 40-pixel label at one moment and a
window-sized picture at another (a panel, a review board), and a window may be made as large
as a 4K screen, where one picture is some 30 MB. A count that is harmless at 1280x720 lets such
a cache grow to gigabytes; a budget in bytes keeps the whole app's memory bounded at any
window size. The least recently used pictures go first, so what is drawn every frame stays.
A picture larger than the whole budget is still returned, just not kept.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from typing import Generic, TypeVar

import pygame

MB = 1024 * 1024

Value = TypeVar("Value")


def picture_bytes(value: object) -> int:
    """Memory of a surface, or of the surfaces in a list or tuple (0 for anything else)."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if isinstance(value, list | tuple):
        return sum(picture_bytes(item) for item in value)
    return 0


class SurfaceCache(Generic[Value]):
    """Key -> picture (a surface, or a list of them), at most ``budget`` bytes in all."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self._items: OrderedDict[Hashable, tuple[Value, int]] = OrderedDict()
        self.bytes = 0
        self.misses = 0
        """Lookups that found nothing (for the text cache: the texts ``Font.render`` drew)."""

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
        size = picture_bytes(value)
        if size > self.budget:
            return value
        while self._items and self.bytes + size > self.budget:
            _key, (_old, old_size) = self._items.popitem(last=False)
            self.bytes -= old_size
        self._items[key] = (value, size)
        self.bytes += size
        return value

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


__all__ = ["MB", "SurfaceCache", "picture_bytes"]

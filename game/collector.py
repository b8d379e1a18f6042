"""Python's cyclic garbage collector kept off the frames that count.

Why: left to itself the collector makes a full pass (its oldest generation, the whole heap)
whenever enough objects have outlived two younger passes, on whatever frame that is: one such
pass took longer than a frame, in the middle of a throw. Almost all of that heap
lives as long as the app or the board (modules, fonts, pictures, the opening position), so as
a board opens (a moment that is slow anyway, timed on its own) a full pass is made and what
survives it is frozen out of later passes (``gc.freeze``): a full pass during play then only
looks at what play itself made. Back at the main menu, or as the next board opens, the
collector looks at everything again, so a closed board's pictures are never kept.
"""

from __future__ import annotations

import gc

_frozen = False


def settle() -> None:
    """Collect everything now, what was frozen before included (a board closed since is
    garbage now), and keep the survivors out of later passes (called where a pause is
    expected: as a board opens)."""
    global _frozen
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    _frozen = True


def release() -> None:
    """Let the collector look at everything again and collect now: a board has closed (its
    objects, frozen as it opened, are garbage that only a full pass frees); nothing when
    nothing is frozen."""
    global _frozen
    if _frozen:
        _frozen = False
        gc.unfreeze()
        gc.collect()


__all__ = ["release", "settle"]

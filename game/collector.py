"""Python's cyclic garbage collector kept off the frames that count.

Why: left to itself the collector makes a full pass (its oldest generation, the whole heap)
whenever enough objects have outlived two younger passes, on whatever frame that is: one such
pass took longer than a frame, in the middle of a throw. Almost all of that heap
lives as long as the app or the board (modules, fonts, pictures, the opening position), so as
a board opens (a moment that is slow anyway, timed on its own) a full pass is made and what
survives it is frozen out of later passes (``gc.freeze``): a full pass during play then only
looks at what play itself made. Back at the main menu, or as the next board opens, the
collector looks at everything again, so a closed board's pictures are never kept.

Pictures let go of (a screen closed, the window resized, a review's board pushed out of its
cache) are mostly held in reference cycles (a screen and its buttons' callbacks, a board and
its driver): only a pass frees them, and passes come by counts of Python objects, which
surfaces (the memory) do not move. So ``let_go`` asks for a pass on the next frame, at most
every ``LET_GO_EVERY`` seconds, once the pictures let go since the last pass come to
``LET_GO_BYTES``: a 4K review dropped 500 MB of boards that stayed resident until some later
pass, while at 1280x720 a screen closed lets go of a few megabytes, not worth a full pass
(which costs a frame's time) every time.
"""

from __future__ import annotations

import gc
import time

_frozen = False
LET_GO_EVERY = 0.5
"""Seconds between passes asked for by ``let_go`` (a window dragged to a new size sends many
resizes)."""
LET_GO_BYTES = 48 * 1024 * 1024
"""Picture memory let go (as estimated by the callers of ``let_go``) that is worth a pass."""
_wanted = False
_let_go = 0
_last_pass = float("-inf")
FREEZE_EVERY = 2.0
"""Seconds between ``freeze_survivors``'s small passes."""
_last_freeze = float("-inf")


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


def let_go(pictures: int = LET_GO_BYTES, at_once: bool = False) -> None:
    """Pictures of about ``pictures`` bytes were let go of: once they add up to
    ``LET_GO_BYTES`` since the last pass, collect on the next frame (``on_frame``), or
    ``at_once`` (where the pass costs far less than what was let go cost to make: a review's
    board on a large window, before the next is built)."""
    global _wanted, _last_pass, _let_go
    _let_go += pictures
    if _let_go < LET_GO_BYTES:
        return
    if at_once:
        _wanted, _let_go = False, 0
        _last_pass = time.monotonic()
        gc.collect()
    else:
        _wanted = True


def collect_pending() -> None:
    """Make the pass ``let_go`` asked for now, whenever the last one was, looking at frozen
    objects too (before a board is built: the board it replaces was frozen as it opened, and
    only a pass over everything frees it before the new one's pictures are made)."""
    global _wanted, _last_pass, _frozen, _let_go
    if _wanted:
        _wanted, _let_go = False, 0
        _last_pass = time.monotonic()
        if _frozen:
            _frozen = False
            gc.unfreeze()
        gc.collect()


def freeze_survivors() -> None:
    """On a quiet frame of play (a board frozen by ``settle``), at most every
    ``FREEZE_EVERY`` seconds: a pass over what play made since the last such pass (small:
    a couple of seconds' worth), and what survives it joins the frozen heap.

    Why: what play keeps (every position, the log, pictures of new cards) piles up outside
    the frozen heap until the collector's own full pass looks at all of it at once, on
    whatever frame that is (a Doodle Dice game had two such passes of 17 and 36 ms). Garbage
    is collected before each freeze, but a cycle frozen while alive and dropped later waits
    for the board to close (``release``, ``collect_pending``); a pass ``let_go`` asked for
    (a screen closed, a resize) is made first, by ``on_frame``, before anything freezes."""
    global _last_freeze
    now = time.monotonic()
    if not _frozen or _wanted or now - _last_freeze < FREEZE_EVERY:
        return
    _last_freeze = now
    gc.collect()
    gc.freeze()


def on_frame() -> None:
    """The pass ``let_go`` asked for, unless one was made less than ``LET_GO_EVERY`` ago (then
    on a later frame). While a board is frozen it looks only at what play made since."""
    global _wanted, _last_pass, _let_go
    now = time.monotonic()
    if _wanted and now - _last_pass >= LET_GO_EVERY:
        _wanted, _let_go = False, 0
        _last_pass = now
        gc.collect()


__all__ = ["collect_pending", "freeze_survivors", "let_go", "on_frame", "release", "settle"]

"""The process's resident memory, as the monkey and the memory checks read it.

Why resident memory and not Python's own allocations: pygame surfaces (the biggest users of
memory here) live outside Python's heap, so only the resident set tells what the player's
machine pays.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import os
import sys

if sys.platform == "win32":  # Windows has no resource module: the high-water mark reads 0 there
    resource = None
else:
    import resource


M_MMAP_THRESHOLD = -3
"""glibc's ``mallopt`` parameter number for the size from which blocks get their own mapping."""
LARGE_BLOCK = 256 * 1024


def return_large_blocks() -> bool:
    """Make every block of ``LARGE_BLOCK`` bytes or more (window-sized pictures, pages) a
    mapping of its own, given back to the system when freed (glibc; False elsewhere).

    Why: glibc raises that threshold each time such a block is freed, so after a few
    resizes window-sized pictures land in the heap, which cannot shrink past whatever small
    block was allocated after them, and the resident memory only grows."""
    if not sys.platform.startswith("linux"):
        return False
    libc = _libc()
    if libc is None:
        return False
    try:
        return bool(libc.mallopt(M_MMAP_THRESHOLD, LARGE_BLOCK))
    except AttributeError:
        return False


@functools.cache
def _libc() -> ctypes.CDLL | None:
    """The C library, looked up once a process: ``find_library`` runs ``ldconfig`` in a new
    process each time it is asked (every app start did), and glibc's own name needs no
    search at all."""
    try:
        return ctypes.CDLL("libc.so.6")
    except OSError:
        pass
    name = ctypes.util.find_library("c")
    if not name:
        return None
    try:
        return ctypes.CDLL(name)
    except OSError:
        return None


def resident_mb() -> float:
    """Resident memory right now in MB (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            pages = int(handle.read().split()[1])
    except (OSError, ValueError, IndexError):
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / (1024 * 1024)


def reset_peak() -> bool:
    """Start a new high-water mark (Linux: ``clear_refs``), so ``peak_since_reset_mb`` tells
    the peak of one stretch, e.g. one screen, however briefly it lasted; False where the
    system cannot."""
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as handle:
            handle.write("5")
    except OSError:
        return False
    return True


def peak_since_reset_mb() -> float:
    """The resident high-water mark since ``reset_peak`` in MB (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/status", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0.0


def peak_resident_mb() -> float:
    """The process's resident high-water mark so far in MB (0 where unknown)."""
    if resource is None:
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


__all__ = ["peak_resident_mb", "peak_since_reset_mb", "reset_peak", "resident_mb",
           "return_large_blocks"]

"""The process's resident memory, as the monkey and the memory checks read it.

Why resident memory and not Python's own allocations: pygame surfaces (the biggest users of
memory here) live outside Python's heap, so only the resident set tells what the player's
machine pays.
"""

from __future__ import annotations

import os
import sys

try:
    import resource
except ImportError:  # Windows has no resource module: the high-water mark reads 0 there
    resource = None


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


__all__ = ["peak_resident_mb", "peak_since_reset_mb", "reset_peak", "resident_mb"]

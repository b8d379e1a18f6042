"""The resident-memory readings the monkey reports per screen."""

import sys

import pytest

from game.memory import peak_since_reset_mb, reset_peak, resident_mb, return_large_blocks

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


@linux_only
def test_a_screens_peak_starts_from_what_is_resident_when_it_opens():
    if not reset_peak():
        pytest.skip("this system keeps no resettable high-water mark")
    before = peak_since_reset_mb()
    block = bytearray(64 * 1024 * 1024)
    block[::4096] = b"x" * len(block[::4096])  # touch every page: it becomes resident
    grown = peak_since_reset_mb()
    del block
    assert grown >= before + 60
    assert reset_peak() and peak_since_reset_mb() < grown - 50  # a new stretch forgets it
    assert resident_mb() > 0


@linux_only
def test_large_blocks_are_given_back_when_freed():
    assert return_large_blocks()
    base = resident_mb()
    block = bytearray(64 * 1024 * 1024)
    block[::4096] = b"x" * len(block[::4096])
    assert resident_mb() >= base + 60
    del block
    assert resident_mb() < base + 16

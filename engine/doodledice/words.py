"""Small pieces of the log's English, shared by the basic game's lines and the rule sets'."""

from __future__ import annotations


def a_or_an(text: str) -> str:
    """"a red d8", "an orange d8"."""
    return ("an " if text[:1] in "aeiou" else "a ") + text


__all__ = ["a_or_an"]

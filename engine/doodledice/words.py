"""Small pieces of the log's English, shared by the basic game's lines and the rule sets'."""

from __future__ import annotations


def a_or_an(text: str) -> str:
    """"a red d8", "an orange d8"."""
    return ("an " if text[:1] in "aeiou" else "a ") + text


_COUNTS = {4: "four", 5: "five", 8: "eight", 10: "ten", 12: "twelve", 20: "twenty"}


def chance_words(n: int) -> str:
    """A chance's count in words, as a power's line says it ("one time in four")."""
    return _COUNTS.get(n, str(n))


def faces_words(faces: tuple[int, ...]) -> str:
    """The winning faces as players say them: "a 1", "1 or 2"."""
    return f"a {faces[0]}" if len(faces) == 1 else " or ".join(str(f) for f in faces)


__all__ = ["a_or_an", "chance_words", "faces_words"]

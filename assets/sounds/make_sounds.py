"""Make the game's sounds: python assets/sounds/make_sounds.py

Pure standard library and a fixed seed, so the WAV files are reproducible byte for byte.

Dice: each sound is a few decaying partials (the ring of a hard resin die or a wooden rim) over a
short noise burst (the impact itself): ``click`` for light die-on-die touches, ``clack`` for hard
knocks.

Cues (``game.cues``): small bell notes, each a struck tone with two soft overtones, so they sit
apart from the dice's knocks: ``turn`` (two rising notes: your move), ``won`` (a rising major
arpeggio), ``lost`` (a falling minor line, lower and softer), ``draw`` (the same note twice),
``result`` (one low, soft note with its fifth: a roll's outcome card is up) and ``tick`` (a
short wooden tick for buttons).
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent


def _render(
    rng: random.Random, partials: list[tuple[float, float, float]], noise: float, length: float
) -> list[float]:
    """Sum of ``(frequency, amplitude, decay seconds)`` partials plus a smoothed noise burst."""
    count = int(RATE * length)
    out = [0.0] * count
    phases = [rng.uniform(0, 2 * math.pi) for _ in partials]
    smooth = 0.0
    for i in range(count):
        t = i / RATE
        value = 0.0
        for (freq, amp, decay), phase in zip(partials, phases, strict=True):
            value += amp * math.exp(-t / decay) * math.sin(2 * math.pi * freq * t + phase)
        smooth = 0.55 * smooth + 0.45 * rng.uniform(-1, 1)
        value += noise * smooth * math.exp(-t / 0.0025)
        attack = min(1.0, i / (RATE * 0.0006))
        out[i] = value * attack
    return out


def _write(name: str, samples: list[float], peak: float) -> None:
    top = max(abs(s) for s in samples) or 1.0
    frames = b"".join(struct.pack("<h", round(s / top * peak * 32767)) for s in samples)
    with wave.open(str(HERE / name), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def _bells(notes: list[tuple[float, float, float]], length: float,
           decay: float = 0.35) -> list[float]:
    """Struck bell notes ``(start seconds, frequency, loudness)`` mixed into one sound."""
    count = int(RATE * length)
    out = [0.0] * count
    for start, freq, loud in notes:
        first = int(RATE * start)
        for i in range(first, count):
            t = (i - first) / RATE
            attack = min(1.0, t / 0.004)
            ring = (math.sin(2 * math.pi * freq * t)
                    + 0.35 * math.sin(2 * math.pi * freq * 2.76 * t) * math.exp(-t / 0.08)
                    + 0.2 * math.sin(2 * math.pi * freq * 5.4 * t) * math.exp(-t / 0.03))
            out[i] += loud * attack * math.exp(-t / decay) * ring
    return out


def _note(semitones_from_a4: int) -> float:
    return 440.0 * 2 ** (semitones_from_a4 / 12)


def make_cues(rng: random.Random) -> None:
    _write("turn.wav", _bells([(0.0, _note(7), 0.8), (0.12, _note(12), 1.0)], 0.7), 0.6)
    _write("won.wav", _bells([(0.0, _note(3), 0.8), (0.1, _note(7), 0.85), (0.2, _note(10), 0.9),
                              (0.3, _note(15), 1.0)], 1.2, 0.45), 0.65)
    _write("lost.wav", _bells([(0.0, _note(0), 1.0), (0.18, _note(-4), 0.9),
                               (0.36, _note(-9), 0.9)], 1.2, 0.4), 0.5)
    _write("draw.wav", _bells([(0.0, _note(5), 0.9), (0.2, _note(5), 0.9)], 0.9), 0.55)
    _write("result.wav", _bells([(0.0, _note(-5), 1.0), (0.0, _note(2), 0.45)], 0.6, 0.22), 0.45)
    _write("tick.wav", _render(rng, [(1900.0, 1.0, 0.004), (3100.0, 0.4, 0.003)], 0.4, 0.03),
           0.35)


def main() -> None:
    rng = random.Random(6606)
    for k in range(1, 4):
        base = rng.uniform(2600, 3400)
        click = [
            (base, 1.0, 0.006),
            (base * rng.uniform(1.55, 1.7), 0.6, 0.004),
            (base * rng.uniform(2.4, 2.7), 0.35, 0.003),
        ]
        _write(f"click_{k}.wav", _render(rng, click, 0.9, 0.05), 0.55)
    for k in range(1, 4):
        base = rng.uniform(820, 1100)
        clack = [
            (base, 1.0, 0.018),
            (base * rng.uniform(2.2, 2.45), 0.7, 0.011),
            (base * rng.uniform(3.9, 4.3), 0.4, 0.007),
            (rng.uniform(180, 240), 0.5, 0.02),
        ]
        _write(f"clack_{k}.wav", _render(rng, clack, 1.2, 0.11), 0.8)
    make_cues(random.Random(4141))


if __name__ == "__main__":
    main()

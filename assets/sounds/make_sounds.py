"""Make the dice tray's collision sounds: python assets/sounds/make_sounds.py

Pure standard library and a fixed seed, so the WAV files are reproducible byte for byte. Each sound
is a few decaying partials (the ring of a hard resin die or a wooden rim) over a short noise burst
(the impact itself): ``click`` for light die-on-die touches, ``clack`` for hard knocks.
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


if __name__ == "__main__":
    main()

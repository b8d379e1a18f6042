"""Tray sounds: the WAVs are there, small and reproducible, and sound never breaks a game."""

from __future__ import annotations

import importlib.util
import sys
import wave
from pathlib import Path

import pygame
import pytest

from game.tray import _paths
from game.tray.sounds import CLACKS, CLICKS, TraySounds

SOUNDS = Path(__file__).resolve().parents[1] / "assets" / "sounds"


def test_wavs_are_short_and_small() -> None:
    for name in CLICKS + CLACKS:
        path = _paths.asset("sounds", name)
        assert path == SOUNDS / name and path.exists()
        assert path.stat().st_size < 16_000
        with wave.open(str(path)) as wav:
            assert wav.getnframes() / wav.getframerate() < 0.2


def test_generator_reproduces_the_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", SOUNDS / "make_sounds.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "HERE", tmp_path)
    module.main()
    for name in CLICKS + CLACKS:
        assert (tmp_path / name).read_bytes() == (SOUNDS / name).read_bytes()


def test_plays_with_the_dummy_driver(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    sounds = TraySounds(0.5)
    sounds.play([0.9, 0.1, 0.5, 0.7, 0.3])
    sounds.play([])
    sounds.volume = 3
    assert sounds.volume == 1.0
    pygame.mixer.quit()


def test_silent_without_a_mixer(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    sounds = TraySounds(1.0)
    assert not sounds.available
    sounds.play([1.0, 0.5])


def test_frozen_builds_find_assets_in_meipass(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert _paths.assets_dir() == tmp_path / "assets"

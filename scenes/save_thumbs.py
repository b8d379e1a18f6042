"""Small pictures of saved games: the real board scene drawn offscreen, then scaled down.

Drawn once per save content and kept as a PNG in the saves folder's cache (see
``game.save_index``), so the Load screen only loads small images. A board that cannot be drawn
gives no picture (the row says so); it never stops the list. Pictures are written like every
other file of ours (``game.storage.write_bytes_atomic``: a fresh temporary file, then a rename,
never through a link) and read only when they are a regular file, not a link.
"""

from __future__ import annotations

import io
import logging
from pathlib import Path

import pygame

from game.match import Match
from game.settings import Settings
from game.storage import StorageError, write_bytes_atomic
from game.validate import InvalidFile, read_capped
from scenes.base import SceneManager
from scenes.context import AppContext
from scenes.registry import board_scene_for

THUMB_SIZE = (192, 108)
MAX_PICTURE_BYTES = 1_000_000
RENDER_SIZE = (1280, 720)

log = logging.getLogger(__name__)


def render_board(match: Match, size: tuple[int, int] = RENDER_SIZE) -> pygame.Surface:
    """The board of ``match`` as the app would show it, without dialogs or animations."""
    ctx = AppContext(settings=Settings(animation="instant"), scenes=SceneManager(), size=size)
    scene = board_scene_for(ctx, match)
    ctx.scenes.push(scene)
    scene.over_shown = True  # a picture of the board, not of the game-over dialog
    snap = getattr(scene, "snap_pieces", None)
    if callable(snap):
        snap()
    surface = pygame.Surface(size)
    ctx.scenes.draw(surface)
    while ctx.scenes.stack:
        ctx.scenes.pop()
    return surface


def make_thumbnail(match: Match, path: Path) -> pygame.Surface | None:
    """Draw, scale and store the picture at ``path``; None if the board could not be drawn."""
    try:
        picture = pygame.transform.smoothscale(render_board(match), THUMB_SIZE)
    except Exception:  # a picture is a nicety: a board that fails to draw must not stop the list
        log.warning("no picture for a %s save", match.info.game_id, exc_info=True)
        return None
    try:
        encoded = io.BytesIO()
        pygame.image.save(picture, encoded, "picture.png")
        write_bytes_atomic(path, encoded.getvalue())
    except (StorageError, pygame.error):
        pass  # drawn but not kept: it is drawn again next time
    return picture


def load_thumbnail(path: Path) -> pygame.Surface | None:
    try:
        raw = read_capped(path, MAX_PICTURE_BYTES)
        picture = pygame.image.load(io.BytesIO(raw), "picture.png")
    except (InvalidFile, pygame.error):
        return None
    if picture.get_size() != THUMB_SIZE:
        return None
    return picture

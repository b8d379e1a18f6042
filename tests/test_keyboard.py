"""The keyboard's focus on every screen and board, and keys a player may remap (issue 41,
item 2). Whole games by keys alone are in ``tests/test_keyplay.py``."""

from __future__ import annotations

import json

import pygame

import game.keys as keys
import scenes.layout_log as layout_log
from game.key_player import KeyPlayer
from game.settings import Settings, load_settings, read_settings, save_settings, settings_path
from scenes.focus import Target, draw_ring, nearest
from scenes.keys_settings import KeysScene
from scenes.menu import MainMenu
from scenes.overlays import ButtonMenu
from scenes.settings_scene import SettingsScene
from scenes.sixtysix.board import SixtySixBoard


def press(app, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.frame(1 / 60)


def test_a_key_is_its_key_with_exactly_its_modifiers() -> None:
    keys.use({})
    down = pygame.KEYDOWN
    assert keys.is_key(pygame.event.Event(down, key=pygame.K_TAB, mod=0), "next")
    shift_tab = pygame.event.Event(down, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert keys.is_key(shift_tab, "previous") and not keys.is_key(shift_tab, "next")
    assert keys.is_key(pygame.event.Event(down, key=pygame.K_KP_ENTER, mod=0), "act")
    assert keys.action_of(pygame.event.Event(down, key=pygame.K_z,
                                             mod=pygame.KMOD_LCTRL)) == "undo"
    assert keys.action_of(pygame.event.Event(down, key=pygame.K_z, mod=0)) is None
    assert keys.spec_of(shift_tab) == "shift+tab"
    assert keys.shown("previous") == "Shift+Tab" and keys.shown("undo") == "Ctrl+Z"


def test_saved_keys_are_checked_at_load_and_old_files_still_load() -> None:
    settings, notes = read_settings({"keys": {"hint": "f1", "act": "return"}})
    assert settings.keys == {"hint": "f1"} and notes == []  # a default is not stored
    settings, notes = read_settings({"keys": {"hint": "no such key", "fly": "x", "log": "f11"}})
    assert settings.keys == {} and len(notes) == 1
    settings, notes = read_settings({"keys": {"hint": "tab"}})  # Tab already moves the focus
    assert settings.keys == {} and len(notes) == 1
    settings, notes = read_settings({"keys": ["h"]})
    assert settings.keys == {} and len(notes) == 1
    save_settings(Settings(keys={"undo": "u"}))
    from game.file_writer import writer

    writer.settle()
    assert load_settings().keys == {"undo": "u"}
    settings_path().write_text(json.dumps({"animation": "fast"}))  # a file from before keys
    assert load_settings().keys == {}
    settings_path().unlink()


def test_arrows_go_to_the_nearest_choice_in_their_direction() -> None:
    def at(x: int, y: int, name: str) -> Target:
        return Target(pygame.Rect(x, y, 40, 40), name, lambda: None)

    here, right, far_right, below, up_right = (at(100, 100, "here"), at(160, 104, "right"),
                                               at(400, 100, "far"), at(100, 180, "below"),
                                               at(170, 20, "up right"))
    targets = [here, right, far_right, below, up_right]
    assert nearest(here, targets, (1, 0)) is right
    assert nearest(here, targets, (0, 1)) is below
    assert nearest(here, targets, (0, -1)) is up_right
    assert nearest(here, targets, (-1, 0)) is None


def test_the_ring_is_reported_when_a_card_covers_it() -> None:
    layout_log.enable(True)
    layout_log.reset()
    surface = pygame.Surface((400, 300))
    layout_log.begin_screen("Test")
    draw_ring(surface, pygame.Rect(50, 50, 60, 40))
    layout_log.place("outcome card", pygame.Rect(80, 60, 100, 80), "focus")
    layout_log.end_frame()
    assert any("focus ring" in line for line in layout_log.layout_problems())
    layout_log.reset()


def test_menus_by_keys_tab_moves_enter_acts_esc_backs_out(app) -> None:
    app.start()
    app.frame(1 / 60)
    menu = app.ctx.scenes.top
    assert isinstance(menu, MainMenu)
    player = KeyPlayer(app, 1)
    player.choose_label("Settings")
    assert isinstance(app.ctx.scenes.top, SettingsScene)
    player.focus_on(lambda t: t.label.startswith("Mute"))
    player.press("act")
    assert app.ctx.settings.muted
    player.focus_on(lambda t: t.label.startswith("Animation speed"))
    before = app.ctx.settings.animation
    player.press("right")  # Left/Right step a value
    assert app.ctx.settings.animation != before
    player.press("back")
    assert app.ctx.scenes.top is menu


def test_a_key_is_remapped_in_settings_and_a_taken_key_is_refused(app) -> None:
    app.start()
    app.frame(1 / 60)
    app.ctx.scenes.push(KeysScene(app.ctx))
    player = KeyPlayer(app, 1)
    player.choose_label("Ask for a hint")
    press(app, pygame.K_LSHIFT)  # a modifier alone is not a key: still waiting
    press(app, pygame.K_F1)
    assert app.ctx.settings.keys == {"hint": "f1"} and keys.key_for("hint") == "f1"
    player.choose_label("Take back a move")
    press(app, pygame.K_TAB)  # Tab moves the focus already
    page = app.ctx.scenes.top
    assert isinstance(page, KeysScene) and "already does" in page.note
    assert keys.key_for("undo") == "ctrl+z"
    player.choose_label("Reset to defaults")
    assert app.ctx.settings.keys == {} and keys.key_for("hint") == "h"


def test_on_the_board_enter_selects_then_commits_and_esc_cancels_first(app) -> None:
    from tests.test_ui_playthrough import open_setup, set_seat
    from tests.ui_robot import press as press_button

    setup = open_setup(app)
    set_seat(app, setup, 1, "human")
    press_button(app, setup.ui.items, "Start")
    board = app.ctx.scenes.top
    assert isinstance(board, SixtySixBoard)
    player = KeyPlayer(app, 4)
    for _ in range(600):  # throw the armies on by keys, to the first decision
        if board.human_to_move() and board.card is None:
            break
        if not player.step(board):
            app.frame(1 / 60)
    assert board.human_to_move()
    version = board.match.version
    player.choose(lambda t: t.label.startswith("Pick"))
    assert board.selected is not None
    ends = [t for t in board.focus_targets() if t.game]
    assert ends and all("action" in t.extra for t in ends[:1])
    player.press("back")  # the half-made choice goes first
    assert board.selected is None and app.ctx.scenes.top is board
    player.choose(lambda t: t.label.startswith("Pick"))
    label = board.key_focus.current(board.focus_targets()).label
    player.press("act")  # the first end of the selection: one engine action
    assert board.match.version == version + 1
    assert board.match.log[-1].text.startswith(label.split(" ")[0])
    player.press("back")
    assert isinstance(app.ctx.scenes.top, ButtonMenu)  # then the pause menu


def test_every_move_of_a_66d6_turn_has_a_key_path(app) -> None:
    """Each regular action the engine allows is the end of some minion's key path (Enter on
    the minion, then on the end), and nothing the engine refuses is offered."""
    from engine.sixtysix.actions import Enter, Fight, March, Slaughter
    from tests.test_ui_playthrough import open_setup, set_seat
    from tests.ui_robot import press as press_button

    setup = open_setup(app)
    set_seat(app, setup, 1, "human")
    press_button(app, setup.ui.items, "Start")
    board = app.ctx.scenes.top
    player = KeyPlayer(app, 7)
    checked = 0
    for _ in range(3000):
        if checked >= 6 or board.match.is_over:
            break
        if board.human_to_move() and board.card is None and board.selected is None \
                and not board.special and board.state.phase.name == "ACT":
            regular = {a for a in board.state.legal_actions()
                       if isinstance(a, (Enter, March, Fight, Slaughter))}
            reached = set()
            for pick in [t for t in board.focus_targets() if t.label.startswith("Pick")]:
                pick.act()
                reached |= {t.extra["action"] for t in board.focus_targets()
                            if "action" in t.extra}
                board.cancel_mode()
            # legal_actions lists one of equal minions; a minion's own list names each
            assert regular <= reached
            assert all(board.state.why_not(action) is None for action in reached)
            checked += 1
        if not player.step(board):
            app.frame(1 / 60)
    assert checked >= 6

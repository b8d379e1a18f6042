"""Every screen of the app, one after another, as a player would meet them (``gallery``).

A *shot list* is a generator: it arranges ``ctx.scenes`` and yields the name of the screen each
time it is ready to be pictured; the caller draws the window then (and keeps or drops the
picture). Why a generator: a moment such as "the first outcome card of its kind" is only found
by playing a game through its board, and the picture must be taken right then.

Screens come from the registries, like everywhere else: the app's own screens, then for every
playable game (``scenes.registry``) its set-up, its board at the opening, mid-game and final
moments, the outcome cards met on the way (one per kind: the card's colour and first word),
the board with the keyboard's focus ring, the hot-seat hand-off, the game-over dialog, a hint
card, the review and the rules page; a game's scenes package adds its own screens (builders,
sketch pad, legend) through the ``gallery="module:function"`` of its ``register_scenes``.
The AI's figures (hint, win-chance meter) are worked out in this process, so no worker process
is started.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import cast

import pygame

import game.library as library
import game.saves as saves
import scenes.focus as focus
from engine.core import CHANCE, GameInfo, Resign
from game.ai.advice import advise, win_chances
from game.analysis import analyse
from game.cli.headless import advance, seeded_actions, seeded_match
from game.match import Match, Seat
from game.stats import stats_service
from scenes.access_settings import AccessScene
from scenes.base import Scene
from scenes.board.base import BoardScene
from scenes.board.cards import OUTCOME
from scenes.board.endings import game_over_menu, handoff
from scenes.board.hints import hint_card
from scenes.board.layer import capital
from scenes.board.meter import shares
from scenes.context import AppContext
from scenes.driver import UNTHROWN
from scenes.keys_settings import KeysScene
from scenes.loading import LoadScene
from scenes.menu import MainMenu
from scenes.past_games import PastGamesScene
from scenes.registry import (
    board_scene_for,
    gallery_hook,
    load_scene_class,
    playable_games,
    setup_scene_for,
)
from scenes.review_scene import ReviewScene
from scenes.rules import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.stats_scene import StatsScene

ShotList = Iterator[str]
OUTCOME_KINDS = 4
"""Outcome cards pictured per game at most (the first of each kind met)."""
PLAY_LIMIT = 3000
"""Actions a game is played at most to reach its end (every game ends long before)."""
OUTCOME_SEARCH = 250
"""Actions played through a board while looking for outcome cards of new kinds."""
RANDOM_END = 600
"""Actions random players get to end a game before greedy ones play it instead: random play
ends most games quickly (greedy 66d6 players take hundreds of moves), but wanders in Dice
Demons until its move cap calls a draw, which is not the ending a player meets."""
HINT_LEVEL = "easy"
"""The hint card's search: a quicker look than the app's, the card's layout is the same."""


SETTLE_FRAMES = 40
"""Frames a list screen is given to read its rows in (it reads one file per frame)."""


def on_menu(ctx: AppContext, scene: Scene) -> None:
    """``scene`` over the main menu, as the player opens it."""
    ctx.toasts.clear()
    ctx.scenes.reset(MainMenu(ctx))
    ctx.scenes.push(scene)


def settled(ctx: AppContext, scene: Scene) -> None:
    """``scene`` over the main menu after the frames it takes to fill itself in."""
    on_menu(ctx, scene)
    scratch = pygame.Surface(ctx.size)
    for _ in range(SETTLE_FRAMES):  # drawn first: a list reads nothing before it is shown
        ctx.scenes.draw(scratch)
        ctx.scenes.update(1 / 60)


def app_shots(ctx: AppContext, seed: int) -> ShotList:
    """The screens that belong to no game: menu, load, past games, statistics, settings."""
    ctx.scenes.reset(MainMenu(ctx))
    yield "menu"
    games = playable_games()[:2]
    for info in games:  # a saved game for Load, finished ones for Past games and Statistics
        match = seeded_match(info, seed)
        advance(match, 20, seed)
        try:
            saves.save_named(match, f"{info.title} after twenty moves")
        except saves.SaveError:
            pass  # kept from an earlier gallery in this data folder
        match.apply(Resign(0))
        library.keep_finished(match)
        stats = stats_service(ctx.services)
        stats.record_match(match)
        for seat in match.human_seats()[:1]:  # the rating line and graph of Statistics
            mine = analyse(match).seats[seat]
            stats.record_analysis(match, mine.decisions, mine.error_rate, mine.luck)
    settled(ctx, LoadScene(ctx))
    yield "load"
    settled(ctx, PastGamesScene(ctx))
    yield "past-games"
    settled(ctx, StatsScene(ctx))
    yield "statistics"
    on_menu(ctx, SettingsScene(ctx))
    yield "settings"
    on_menu(ctx, AccessScene(ctx))
    yield "settings-access"
    on_menu(ctx, KeysScene(ctx))
    yield "settings-keys"


def board(ctx: AppContext, match: Match) -> BoardScene:
    """``match`` on its board over the main menu, its pieces in place and the win-chance
    meter filled in."""
    ctx.scenes.reset(MainMenu(ctx))
    scene = board_scene_for(ctx, match)
    ctx.scenes.push(scene)
    scene.over_shown = True  # the game-over dialog is its own shot
    scene.snap_pieces()
    fill_meter(scene)
    turn_notice(ctx, scene)
    return scene


def turn_notice(ctx: AppContext, scene: BoardScene) -> None:
    """The notice a player sees as the turn under way began ("Red's turn"), alone."""
    ctx.toasts.clear()
    if not scene.match.is_over and scene.status_title():
        ctx.toast(scene.status_title())


def fill_meter(scene: BoardScene) -> None:
    chances = win_chances(scene.match.state, scene.viewer(), scene.match.seed)
    scene.meter.chances = tuple(chances)
    scene.meter.shown = shares(chances)


def to_human_move(match: Match, seed: int, limit: int = 400) -> bool:
    """Play on until the person (seat 0) has a decision; False when the game ended first."""
    return play_until(match, seed, lambda m: m.seat_of_turn() == 0, limit)


def play_until(match: Match, seed: int, reached: Callable[[Match], bool], limit: int) -> bool:
    """Play on with seeded players until ``reached(match)``; False when the game ended (or
    ``limit`` actions passed) first."""
    actions = seeded_actions(match, seed)
    for _ in range(limit):
        if match.is_over:
            return False
        if reached(match):
            return True
        action = next(actions, None)
        if action is None:
            return False
        match.apply(action)
    return False


def thrown_roll_due(match: Match) -> bool:
    """Dice are to be thrown in the tray now (not a space or a coin drawn from the seed)."""
    state = match.state
    return state.to_move == CHANCE and not any(
        die.kind in UNTHROWN for die in state.roll_request().dice)


def played_to_the_end(info: GameInfo, seed: int) -> Match:
    """A finished game: by random players when they end it soon, else by greedy ones."""
    match = seeded_match(info, seed)
    advance(match, RANDOM_END, seed, "random")
    if not match.is_over:
        match = seeded_match(info, seed)
        advance(match, PLAY_LIMIT, seed)
    return match


def outcome_kind(scene: BoardScene) -> tuple:
    card = scene.card
    assert card is not None
    words = card.title.split()
    return tuple(card.colour), words[0].lower() if words else ""


def game_shots(ctx: AppContext, info: GameInfo, seed: int) -> ShotList:
    """Every screen of one game (see the module's docstring)."""
    game = info.game_id
    on_menu(ctx, setup_scene_for(ctx, info))
    yield f"{game}/setup"
    board(ctx, seeded_match(info, seed))
    yield f"{game}/board-opening"

    mid = seeded_match(info, seed)
    moves = info.bench.shot_moves if info.bench is not None else 25
    advance(mid, moves, seed)
    if mid.is_over:  # the game's picture moment is past its end here: halfway then
        ended = len(mid.actions)
        mid = seeded_match(info, seed)
        advance(mid, ended // 2, seed)
    board(ctx, mid)
    yield f"{game}/board-mid"

    hinted = seeded_match(info, seed + 1)
    advance(hinted, moves // 2, seed + 1)
    if to_human_move(hinted, seed + 1):
        scene = board(ctx, hinted)
        seat = hinted.seat_of_turn()
        assert seat is not None  # a human is to move
        advice = advise(hinted.state, seat, seed, HINT_LEVEL)
        state = hinted.state

        def name_of_move(action, scene=scene, state=state) -> str:
            return capital(scene.wording(state.describe(action)))

        scene.card = hint_card(advice, name_of_move(advice.action), name_of_move,
                               scene.move_anchors(advice.action), scene.name_of(seat))
        yield f"{game}/hint"
        scene.card = None
        yield from keyboard_shot(scene, game)

    yield from outcome_shots(ctx, info, seed)
    if rolling_board(ctx, info, seed):
        yield f"{game}/rolling"

    pair = seeded_match(info, seed, seats=[Seat("human")] * max(2, info.min_seats))
    scene = board(ctx, pair)
    ctx.toasts.clear()  # the hand-off names the next player itself
    secret = any(pair.state.hides_from(s) for s in range(pair.state.num_seats))
    ctx.scenes.push(handoff(ctx, capital(scene.name_of(1)), lambda: None, secret))
    yield f"{game}/hand-off"

    final = played_to_the_end(info, seed)
    scene = board(ctx, final)
    yield f"{game}/board-final"
    ctx.scenes.push(game_over_menu(ctx, scene, lambda: None))
    yield f"{game}/game-over"
    on_menu(ctx, ReviewScene(ctx, final, analysis=analyse(final)))
    yield f"{game}/review"
    on_menu(ctx, RulesScene(ctx, game))
    yield f"{game}/rules"

    extra = gallery_hook(game)
    if extra is not None:
        # the registry's "module:name" loader, here naming a function, not a scene class
        shots = cast(Callable[[AppContext, int], ShotList], load_scene_class(extra))
        for name in shots(ctx, seed):
            yield f"{game}/{name}"


def keyboard_shot(scene: BoardScene, game: str) -> ShotList:
    """The board played by keys: the focus ring on the first of the game's choices (or the
    control bar's first button, for a board whose choices are not listed), its label in the
    "who acts now" strip."""
    focus.show(True)
    targets = scene.focus_targets()
    chosen = next((t for t in targets if t.game), targets[0] if targets else None)
    scene.key_focus.put(chosen)
    yield f"{game}/keyboard-focus"
    focus.show(False)


ROLL_SECONDS = 0.5
"""How long the pictured roll has been in the air (the dice still tumbling)."""


def rolling_board(ctx: AppContext, info: GameInfo, seed: int) -> bool:
    """The board mid-game with dice in the air: the next thrown roll after the picture
    moment, thrown; False when the game has none."""
    match = seeded_match(info, seed + 3)
    moves = info.bench.shot_moves if info.bench is not None else 25
    advance(match, moves // 2, seed + 3)
    if not play_until(match, seed + 3, thrown_roll_due, OUTCOME_SEARCH):
        return False
    return board(ctx, match).driver.throw_for_picture(ROLL_SECONDS)


def outcome_shots(ctx: AppContext, info: GameInfo, seed: int) -> ShotList:
    """A game played through its board: the first outcome card of each kind, as it shows."""
    yield from outcomes_on(ctx, seeded_match(info, seed + 2), seed + 2,
                           f"{info.game_id}/outcome", OUTCOME_KINDS)


def outcomes_on(ctx: AppContext, match: Match, seed: int, name: str, kinds: int,
                player: str = "greedy") -> ShotList:
    """``match`` played on through its board by ``player``s: the first outcome card of up
    to ``kinds`` kinds, each pictured as it shows (``name-1``, ``name-2``...)."""
    scene = board(ctx, match)
    seen: set[tuple] = set()
    actions = seeded_actions(match, seed, player)
    for _ in range(OUTCOME_SEARCH):
        action = next(actions, None)
        if action is None or not scene.apply(action):
            return
        if scene.card is not None and scene.card.kind == OUTCOME:
            kind = outcome_kind(scene)
            if kind not in seen:
                seen.add(kind)
                scene.snap_pieces()
                fill_meter(scene)
                turn_notice(ctx, scene)
                yield f"{name}-{len(seen)}"
                if len(seen) >= kinds:
                    return
            scene.card = None


def all_shots(ctx: AppContext, seed: int, games: list[str] | None = None,
              app: bool = True) -> ShotList:
    """The app's screens (``app``), then every playable game's (or those in ``games``)."""
    if app:
        yield from app_shots(ctx, seed)
    for info in playable_games():
        if games is None or info.game_id in games:
            yield from game_shots(ctx, info, seed)

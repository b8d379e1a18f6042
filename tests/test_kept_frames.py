"""Boards draw only what changed (``scenes.board.kept``, ``App.picture_key``): a frame whose
picture would come out the same is not drawn at all, input always draws, and a board picture
blitted from the kept one is the very picture a full redraw paints, while dice roll, an AI move
is announced and a move is applied (the tray over it is drawn every frame while dice fly)."""

from __future__ import annotations

import pygame

import scenes.doodledice.table as table
from engine.core import get_game
from game.cli.headless import advance
from game.match import Match, Seat
from game.monkey import mid_game
from scenes.board.kept import KeptPicture
from scenes.registry import open_match

FRAME = 1 / 60


def ai_game(app, game_id: str = "66d6", pace: str = "normal", seed: int = 5) -> Match:
    """An AI-against-AI game at ``pace``, opened as the menu opens one."""
    app.ctx.settings.animation = pace
    app.start()
    info = get_game(game_id)
    match = Match(info, info.default_options(), [Seat("ai", "easy")] * 2, seed=seed)
    open_match(app.ctx, match)
    return match


def counted_draws(app) -> list[int]:
    count = [0]
    draw = app.draw

    def counting() -> None:
        count[0] += 1
        draw()

    app.draw = counting
    return count


def test_a_kept_board_picture_is_the_picture_a_full_redraw_paints(app):
    match = ai_game(app, pace="fast")
    board = app.ctx.scenes.top
    compared: set[str] = set()
    for _ in range(900):
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or len(match.actions) >= 6:
            break
        kept = board.kept.picture
        moment = ("rolling" if board.driver.rolling else
                  "announced" if board.driver.pending is not None else "other")
        if kept is None or board.kept.key != board.layer_key() or moment in compared:
            continue
        fresh = app.screen.copy()
        board.draw_board(fresh)  # the board's own picture painted afresh now
        assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(kept, "RGB")
        compared.add(moment)
        if {"rolling", "announced"} <= compared:
            return
    raise AssertionError(f"only these kept pictures were compared: {sorted(compared)}")


def test_an_unchanged_frame_is_not_drawn_and_input_draws(app):
    ai_game(app)
    board = app.ctx.scenes.top
    draws = counted_draws(app)
    for _ in range(600):  # until the dice have settled and the AI is thinking
        app.frame(FRAME)
        if board.picture_key() is not None and draws[0] and not board.driver.rolling:
            break
    # Nothing moves while the AI thinks (the meter is off): frames go by undrawn.
    still = board.picture_key()
    assert still is not None
    before = draws[0]
    app.frame(FRAME)
    if board.picture_key() == still:
        assert draws[0] == before
    before = draws[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    app.frame(FRAME)
    assert draws[0] == before + 1


def test_a_board_that_animates_is_drawn_every_frame(app):
    ai_game(app)
    board = app.ctx.scenes.top
    draws = counted_draws(app)
    for _ in range(300):
        before = draws[0]
        app.frame(FRAME)
        tray = board.driver.tray
        if tray is not None and not tray.settled:
            assert board.picture_key() is None
            assert draws[0] == before + 1
            return
    raise AssertionError("no dice were seen rolling")


def test_a_move_that_leaves_the_ai_to_move_is_painted_once(app):
    """The frame an AI's move lands on already shows the AI thinking about its next one:
    the board picture it keeps is not painted again on the next frame, when the question
    is sent (``MatchDriver.ai_due``)."""
    match = ai_game(app, "daemon-dice", pace="fast")
    board = app.ctx.scenes.top
    seen = 0
    for _ in range(1500):
        before = len(match.actions)
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or match.is_over:
            break
        if len(match.actions) == before or not match.is_ai_to_move():
            continue
        assert board.driver.ai_thinking and board.driver.ai_ticket != match.version
        assert board.kept.key == board.layer_key()
        for _ in range(300):  # an outcome card may hold the game a moment first
            painted = board.layer_key()
            app.frame(FRAME)
            if board.driver.ai_ticket is not None:  # the question went to the AI
                break
        assert board.driver.ai_ticket == match.version
        assert board.layer_key() == painted
        seen += 1
        if seen == 2:
            return
    raise AssertionError(f"only {seen} moves left the AI to move")


def test_an_ai_move_announced_keeps_the_picture_of_a_board_that_does_not_show_it(app):
    """Daemon Dice's mats do not show the move the AI announces (its card does): the frame
    it is announced on blits the kept board picture, which is the one a fresh paint shows."""
    match = ai_game(app, "daemon-dice", pace="fast")
    board = app.ctx.scenes.top
    seen = 0
    for _ in range(1500):
        before, paints, pending = len(match.actions), board.kept.paints, board.driver.pending
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or match.is_over:
            break
        if (pending is not None or board.driver.pending is None
                or len(match.actions) != before or board.kept.key is None):
            continue
        assert board.kept.paints == paints
        fresh = app.screen.copy()
        board.draw_board(fresh)
        assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(
            board.kept.picture, "RGB")
        seen += 1
        if seen == 2:
            return
    raise AssertionError(f"only {seen} announced moves were seen")


def test_the_frame_a_throw_starts_on_repaints_the_board_and_builds_no_dice(app):
    """Starting a throw changes the board's picture (it is painted anew that frame); its
    dice are built from the next frame on, so the two costs fall on different frames."""
    ai_game(app, "daemon-dice")
    board = app.ctx.scenes.top
    had_tray = True  # the opening throw is thrown as the board opens
    for _ in range(3000):
        app.frame(FRAME)
        tray = board.driver.tray
        if tray is None or had_tray:
            had_tray = tray is not None
            continue
        assert tray.building and not tray.dice
        assert board.kept.key == board.layer_key()  # painted for the throw
        app.frame(FRAME)
        assert tray.built or not tray.building
        return
    raise AssertionError("no throw started")


def _cards_landed(app, monkeypatch, game_id: str, count: int) -> tuple[int, int]:
    """In an AI game of ``game_id`` at fast pace, the first ``count`` moves that land with
    an outcome card, and how many of those cards were rendered before their frame. Fast: the
    dice are held in view, and moves announced, over fewer frames than at normal pace: the
    cards are made ahead within fewer frames, and the frames between moves are fewer."""
    import scenes.board.layer as layer
    from scenes.board.cards import OUTCOME

    rendered: list[str] = []
    real = layer.render_card
    monkeypatch.setattr(layer, "render_card",
                        lambda card, *args: rendered.append(card.title) or real(card, *args))
    match = ai_game(app, game_id, pace="fast")
    board = app.ctx.scenes.top
    landed = ready = 0
    for _ in range(6000):
        before, rendered[:] = len(match.actions), []
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or match.is_over:
            break
        card = board.card
        if len(match.actions) == before or card is None or card.kind != OUTCOME:
            continue
        landed += 1
        ready += card.title not in rendered
        if landed == count:
            break
    return landed, ready


def test_an_outcome_card_is_rendered_before_the_move_that_brings_it_lands(app, monkeypatch):
    """Death by Dice renders the outcome card of an announced move or of dice held in view
    while it rehearses the position (``BoardScene.paint_card_ahead``): the frame the move
    lands on shows the card without rendering it."""
    landed, ready = _cards_landed(app, monkeypatch, "death-by-dice", 4)
    # (a card that comes with new fighter cards, the set-up's reveal, is rendered as it lands)
    assert landed == 4 and ready >= 2


def test_a_daemon_dice_roll_lands_with_its_card_rendered_over_the_mats_painted_ahead(
        app, monkeypatch):
    """Daemon Dice renders a roll's outcome card while the dice are held in view, at the
    width it takes over the mats and panel painted ahead for the position the roll brings
    (``DaemonDiceBoard.prepare_next``): the frame the roll lands on blits the card."""
    landed, ready = _cards_landed(app, monkeypatch, "daemon-dice", 3)
    assert landed == 3 and ready == 3


def test_a_doodle_roll_lands_with_its_outcome_card_rendered_for_the_table_laid_out_ahead(
        app, monkeypatch):
    """Doodle Dice renders a roll's outcome card (its damage) while the dice are held in
    view, as the table laid out ahead for the position the roll brings shows it
    (``DoodleDiceBoard._outcome_card_ahead``): the frame the roll lands on blits it."""
    landed, ready = _cards_landed(app, monkeypatch, "doodle-dice", 3)
    assert landed == 3 and ready == 3


def test_the_game_over_dialog_is_made_and_shown_on_frames_after_the_last_move(app):
    """The frame the last move lands on paints the final position; the dialog is made on
    the next frames and shown on a later one, which renders no text (each alone a frame's
    work)."""
    from scenes.text import rendered

    app.ctx.settings.animation = "fast"
    app.start()
    info = get_game("daemon-dice")
    ended = Match(info, info.default_options(), [Seat("ai", "easy")] * 2, seed=5)
    advance(ended, 10_000, 5)
    match = Match(info, info.default_options(), [Seat("ai", "easy")] * 2, seed=5)
    for action in ended.actions[:-1]:
        match.apply(action)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    for _ in range(1500):
        app.frame(FRAME)
        if match.is_over:
            break
    assert match.is_over and app.ctx.scenes.top is board and not board.over_shown
    for _ in range(30):  # made on the next frames (its title measured first)...
        app.frame(FRAME)
        assert app.ctx.scenes.top is board
        if board._over_menu is not None:
            break
    dialog = board._over_menu[1]
    misses = rendered.misses
    app.frame(FRAME)  # ... and shown on a later one, every text of it rendered ahead
    assert board.over_shown and app.ctx.scenes.top is dialog
    assert rendered.misses == misses


def test_a_move_lands_on_mats_and_panel_painted_while_it_was_announced(app):
    """Daemon Dice lays out and paints the next position's mats and panel while a move is
    announced or its dice are held (``BoardScene.prepare_next``); the frame it lands shows
    them, and they are the very picture a fresh layout paints."""
    match = ai_game(app, "daemon-dice", pace="fast")
    board = app.ctx.scenes.top
    for _ in range(1500):
        mats = board.mats
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or match.is_over:
            break
        if board.mats is mats:
            continue
        ahead = app.screen.copy()
        board.draw_board(ahead)
        board.relayout()  # everything laid out and painted afresh
        board.update_board(0.0)  # (the new buttons take the position's state)
        fresh = app.screen.copy()
        board.draw_board(fresh)
        assert pygame.image.tobytes(ahead, "RGB") == pygame.image.tobytes(fresh, "RGB")
        # Two window-sized pictures: the mats and the panel shown share one, the spare pair
        # the other.
        assert board.mats.canvas is board.phase_panel._canvas
        assert board._spare_mats.canvas is board._spare_panel._canvas
        assert board.mats.canvas is not board._spare_mats.canvas
        return
    raise AssertionError("no move landed on mats prepared ahead")


def test_a_doodle_table_painted_ahead_is_the_table_a_full_paint_shows(app, monkeypatch):
    """Doodle Dice paints the next position's seats and track on a spare picture while its
    move is announced or its dice are held; the frame it lands on takes it and paints only
    the side panel, and that is the very picture a full paint shows."""
    match = ai_game(app, "doodle-dice", pace="fast")
    board = app.ctx.scenes.top
    picture = board.picture
    whole_paints: list[int] = []
    paint = table.paint_table
    monkeypatch.setattr(table, "paint_table",
                        lambda b, s: (whole_paints.append(1), paint(b, s))[1])
    for _ in range(3000):
        ready, taken = picture.ready, board.kept.taken
        whole_paints.clear()
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or match.is_over:
            break
        if ready is None or whole_paints or board.kept.taken == taken \
                or picture.take != board.kept.taken:
            continue  # not a move landing on the picture painted ahead
        landed = board.kept.picture.copy()
        assert _full_paint(board) == pygame.image.tobytes(landed, "RGB")
        if _each_stroke_is_a_step_of_its_own(board):
            return  # (else on to a table with a drawn monster)
    raise AssertionError("no move landed on a table painted ahead with a drawn monster")


def test_a_doodle_table_redrawn_from_the_kept_picture_is_the_table_a_full_paint_shows(app):
    """Between changes of the table only its side panel is kept, and only while buttons or
    the clock go over it (the rest is in the board's kept picture): that picture alone, or
    with the panel and the buttons drawn over it again, is the very picture a full paint
    shows, and no window-sized picture is kept for it."""
    app.ctx.settings.animation = "fast"
    app.start()
    open_match(app.ctx, mid_game(get_game("doodle-dice"), 2))  # a person against the AI
    board = app.ctx.scenes.top
    picture = board.picture
    compared = set()
    for _ in range(1500):
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or board.match.is_over:
            break
        if board.kept.picture is None or picture.take != board.kept.taken:
            continue  # (only right after a whole paint: later frames may change the table)
        buttons = bool(board.panel_ui.items)
        if buttons in compared:
            continue
        if buttons:  # kept to draw the buttons over again; nothing kept without them
            assert picture.panel.get_size() == board.panel_rect.clip(
                app.screen.get_rect()).size
        else:
            assert picture.panel is None
        taken = board.kept.taken
        again = app.screen.copy()
        board.draw_board(again)  # nothing changed: the kept picture alone
        drawn = [again]
        if buttons:
            picture._shown = ()  # as if a button's look had changed since
            drawn.append(app.screen.copy())
            board.draw_board(drawn[-1])  # the kept picture, the panel and the buttons over it
        assert board.kept.taken == taken and picture.take == taken  # nothing painted afresh
        whole = _full_paint(board)
        assert all(whole == pygame.image.tobytes(one, "RGB") for one in drawn)
        compared.add(buttons)
        if compared == {True, False}:
            return
        if buttons:  # on to the AI's turn: a person's choice
            board.panel_ui.items[0].on_click()
    raise AssertionError(f"only these tables were compared (with buttons?): {compared}")


def _full_paint(board) -> bytes:
    """The board's own picture with its table painted whole now."""
    board.picture.key = ()
    fresh = pygame.display.get_surface().copy()
    board.draw_board(fresh)
    return pygame.image.tobytes(fresh, "RGB")


def _each_stroke_is_a_step_of_its_own(board) -> bool:
    """Painting ahead outlines a drawn monster's strokes one window of a stroke a step (a
    card's first paint was one step of many strokes, too long for a frame), and none once
    they are known; False when no monster on the table is drawn yet."""
    from scenes.sketch.outline import OUTLINES, windows

    st = board.state
    monster = next((m for area in board.layout.areas.values() for m in
                    (st.monster(mid) for mid in area.cards)
                    if board.art.of(st, m)[0]["strokes"]), None)
    if monster is None:
        return False
    strokes = board.art.of(st, monster)[0]["strokes"]
    OUTLINES._items.clear()
    steps = sum(1 for _ in table._outline_strokes(board, st, monster))
    distinct = {(s["w"], tuple(map(tuple, s["p"]))) for s in strokes}
    assert steps == sum(len(windows(len(points))) for _width, points in distinct)
    assert all(OUTLINES.known(stroke) for stroke in strokes)
    assert not list(table._outline_strokes(board, st, monster))
    return True


def test_a_frame_that_is_not_kept_leaves_the_kept_pictures_memory_for_the_next():
    """A board animating between kept frames (a bridge turning) paints over the same picture
    when a frame is kept again, instead of copying the window anew (memory touched for the
    first time, a millisecond per megabyte); a key never given keeps nothing."""
    pygame.init()
    kept = KeptPicture()
    screen = pygame.Surface((320, 200))
    kept.draw(screen, "first", lambda s: s.fill((10, 20, 30)))
    picture = kept.picture
    assert kept.draw(screen, None, lambda s: s.fill((40, 50, 60)))  # painted, not kept
    assert kept.key is None and kept.picture is picture
    kept.draw(screen, "second", lambda s: s.fill((70, 80, 90)))
    assert kept.picture is picture and picture.get_at((5, 5))[:3] == (70, 80, 90)
    screen.fill((0, 0, 0))
    assert not kept.draw(screen, "second", lambda s: s.fill((1, 1, 1)))  # blitted
    assert screen.get_at((5, 5))[:3] == (70, 80, 90)
    never = KeptPicture()
    never.draw(screen, None, lambda s: s.fill((1, 1, 1)))
    assert never.picture is None


def test_a_throw_s_dice_are_painted_on_quiet_frames_before_it_starts(app):
    """The next throw's dice (each tumbling picture, shadow and settled face) are painted on
    the quiet frames before it, as its move is announced or the dice before it are held in
    view: its first frames in flight find them all painted."""
    import game.tray.render as render
    from game.tray import DiceTray

    match = ai_game(app, pace="fast")  # (fewer quiet frames than at normal pace)
    board = app.ctx.scenes.top
    had_tray = True  # the opening throw is thrown as the board opens
    forgot = False
    for _ in range(3000):
        app.frame(FRAME)
        tray = board.driver.tray
        if tray is not None and tray.settled and not forgot:  # forget every die picture
            forgot = True
            render._SPRITES.clear()
            for renderer in render._RENDERERS.values():
                renderer._bodies.clear()
        if tray is None or had_tray:
            had_tray = tray is not None
            continue
        state = match.state
        rect = board.driver.tray_rect
        sizer = DiceTray(rect.width, rect.height)
        renderer = sizer.prepare_drawing()
        for die in sizer.looks_of(state.roll_request(), board.tray_colours(state)):
            for lift in range(render.LIFT_LEVELS):
                assert render._body((die.colour, die.faces[0], die.look, die.size, True,
                                     id(board.face_renderer)), lift) in renderer._bodies
            for face in die.faces:
                assert (die.colour, face, die.look, die.size, False,
                        id(board.face_renderer)) in renderer._faces
        return
    raise AssertionError("no throw started")


def test_a_doodle_move_lands_on_its_log_and_layout_worked_out_ahead(app):
    """While a Doodle Dice move is announced or its dice are held, the table is laid out and
    the log box painted for the position it brings: the frame it lands on takes both, and
    they are what working them out then gives."""
    from scenes.board.log_box import LogBox
    from scenes.doodledice.layout import TableLayout

    match = ai_game(app, "doodle-dice", pace="fast")
    board = app.ctx.scenes.top
    moves = logs = layouts = 0
    version = match.version
    for _ in range(30_000):  # (until 25 moves: the AI's answers take their time)
        log_ahead, layout_ahead = board.log_box._ahead, board._layout_ahead
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or match.is_over or moves >= 25:
            break
        if match.version == version:
            continue
        version = match.version
        moves += 1
        if layout_ahead is not None and board.layout is layout_ahead[2]:
            layouts += 1
            assert board.layout == TableLayout.compute(
                app.ctx.size, app.ctx.scale, board.state, board.bottom_seat(), board.pages)
        app.frame(FRAME)  # (the log box is painted with the board's picture)
        if log_ahead is not None and board.log_box._picture is log_ahead[2]:
            logs += 1
            fresh = LogBox()
            fresh.draw(app.screen.copy(), board.log_rect, app.ctx.scale,
                       (match.version, board.viewer()), board.log_entries)
            assert fresh._picture is not None
            assert pygame.image.tobytes(board.log_box._picture, "RGBA") == \
                pygame.image.tobytes(fresh._picture, "RGBA")
    assert moves >= 20 and logs >= moves // 2 and layouts >= moves // 2, (moves, logs, layouts)

"""One identity per daemon on the battle mat: its frame, name plate, log marks and the "who acts
now" strip wear the colour of its own dice's breed, never a seat colour its dice contradict, and
its name plate says who plays it ("You" against the AI)."""

from __future__ import annotations

import random

from engine.core import get_game
from engine.daemondice.breeds import FIRE, FROST, ROT, Daemon
from engine.dice import roll
from game.match import Match, Seat
from scenes.daemondice.hints import hint_for
from scenes.daemondice.palette import IDENTITY_COLOURS, daemon_colour, main_breed
from scenes.registry import open_match


def test_a_daemon_wears_the_breed_most_of_its_dice_are():
    assert main_breed(Daemon.of("Rimefang", "Arm Leg Eye", FROST)) == FROST
    mixed = Daemon("Mutt", (("Arm", ROT), ("Leg", FIRE), ("Eye", FIRE)))
    assert main_breed(mixed) == FIRE
    tie = Daemon("Half", (("Arm", ROT), ("Leg", FROST)), declared=FROST)
    assert main_breed(tie) == FROST
    assert daemon_colour(mixed) == IDENTITY_COLOURS[FIRE]
    assert len(set(IDENTITY_COLOURS.values())) == len(IDENTITY_COLOURS)


def test_frame_strip_and_plate_agree_with_the_dice_and_say_which_daemon_is_yours(app):
    app.start()
    app.frame(1 / 60)
    info = get_game("daemon-dice")
    match = Match(info, info.default_options(), [Seat("human"), Seat("ai", "easy")], seed=2)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    app.frame(1 / 60)
    st = board.state
    for seat in range(st.num_seats):
        colour = daemon_colour(st.daemons[seat])
        assert board.seat_colour(seat) == colour  # the strip, meter and log marks
        mat = next(m for m in board.mats.mats if m.seat == seat)
        edge = [tuple(app.screen.get_at((mat.rect.left + 40, y)))[:3]  # left of the tray
                for y in range(mat.rect.top - 1, mat.rect.top + 4)]
        assert min(sum(abs(a - b) for a, b in zip(pixel, colour, strict=True))
                   for pixel in edge) < 60, f"{st.daemons[seat].name}'s frame: not its dice's"
    assert [board.owner_tag(seat) for seat in range(2)] == ["You", "AI"]
    hot = Match(info, info.default_options(), [Seat("human"), Seat("human")], seed=2)
    open_match(app.ctx, hot)
    assert [app.ctx.scenes.top.owner_tag(s) for s in range(2)] == ["Player 1", "Player 2"]


def test_while_your_initiative_dice_roll_the_hint_names_your_throw_not_the_foe_deciding():
    info = get_game("daemon-dice")
    match = Match(info, info.default_options(), [Seat("human"), Seat("ai", "easy")], seed=2)
    st = match.state
    thrower = st.roll_request().seat
    words = hint_for(st, human=False)  # the dice are in the air
    assert "deciding" not in words
    assert words.startswith(f"{st.seat_name(thrower)}'s dice are rolling")


def test_a_rolled_dies_hover_card_names_the_face_it_shows_first():
    from engine.daemondice import dice_status
    from scenes.daemondice.die_card import card_lines

    info = get_game("daemon-dice")
    match = Match(info, info.default_options(), [Seat("human"), Seat("ai", "easy")], seed=2)
    while not any(d.face for d in dice_status(match.state, 0)):
        st = match.state
        match.apply(st.legal_actions()[0] if st.to_move is not None and st.to_move >= 0
                    else roll(st.roll_request(), random.Random(1)))
    die = next(d for d in dice_status(match.state, 0) if d.face)
    title = card_lines(match.state, die, "rolled")[0].text
    assert title.startswith(f"{die.face} (its {die.name} die)")
    assert card_lines(match.state, die, "to_roll")[0].text.startswith(die.name)

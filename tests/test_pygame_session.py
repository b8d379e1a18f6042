"""One pygame session at a time: what a session cached stays while it lasts and is forgotten
once pygame was started afresh, by ``game.pygame_session`` or by anyone else."""

from __future__ import annotations

import pygame

import game.pygame_session as pygame_session
import scenes.text as text
import scenes.theme as theme


def test_the_same_session_keeps_its_fonts_and_texts():
    pygame_session.begin()
    fnt = text.font(20)
    picture = text.render("kept", 20, (255, 255, 255))
    pygame_session.begin()  # the app's next start in the same session (a test's next app)
    assert text.font(20) is fnt
    assert text.render("kept", 20, (255, 255, 255)) is picture


def test_a_session_ended_here_forgets_what_it_cached():
    pygame_session.begin()
    fnt = text.font(20)
    pygame_session.end()
    pygame_session.begin()
    fresh = text.font(20)
    assert fresh is not fnt
    assert text.render("after", 20, (255, 255, 255)).get_width() > 0


def test_a_restart_made_elsewhere_is_seen_and_its_dead_fonts_are_not_used():
    pygame_session.begin()
    fnt = theme.font(18)
    text.render("before", 18, (255, 255, 255))
    pygame.quit()  # a tool, or a test, closing pygame without this module
    pygame.init()
    pygame_session.begin()
    fresh = theme.font(18)
    assert fresh is not fnt
    assert text.render("before", 18, (255, 255, 255)).get_width() > 0

"""The Daemon Dice playmats, on real positions from seeded battles played through the engine.

Layout: every die has one slot, nothing overlaps, dice are at least 44 px at 1280x720 (two
daemons of 26 dice, four of 13), the active mat is the largest, and no die moves while the
player decides (a die changing zone leaves every other die and every zone where it was).
Drawing: dice wear their breed's colours; attack tokens and their arrows match the engine's
attacks and defences; the hover card's facts come from the engine; the legend has every symbol.
"""

from __future__ import annotations

from functools import cache

import pygame
import pytest

import game.pygame_session as pygame_session
from engine.core import CHANCE
from engine.daemondice import (
    BREEDS,
    PARTS,
    SYMBOLS,
    DaemonDiceState,
    Step,
    attack_views,
    dice_status,
    preview,
)
from engine.daemondice.actions import (
    Boost,
    Damage,
    Defend,
    Grab,
    Guide,
    Pin,
    Recover,
    SetAside,
    Spike,
)
from scenes.daemondice import palette
from scenes.daemondice.builder_parts import BREED_COLOURS as BUILDER_COLOURS
from scenes.daemondice.dice_art import die_sprite
from scenes.daemondice.die_card import card_lines, token_lines
from scenes.daemondice.hints import hint_for
from scenes.daemondice.legend import legend_entries
from scenes.daemondice.links import attack_tokens, edge_point, link_colour
from scenes.daemondice.mat_demo import STAGES, play_to, render, stage_position
from scenes.daemondice.mat_drawing import Highlights
from scenes.daemondice.mat_layout import Mat, MatContext, layout_mats, zone_of
from scenes.daemondice.playmat import Playmat
from scenes.surface_cache import SurfaceCache
from tests.daemondice_battles import positions

BOARD_720 = pygame.Rect(8, 50, 916, 662)
"""The mats' room at 1280x720: left of the 340 px side panel, under the hint strip."""
BOARD_600 = pygame.Rect(7, 42, 686, 551)
"""The same at 960x600 (the window's scale is 0.83)."""


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame_session.begin()
    pygame.display.set_mode((1, 1))
    yield
    pygame_session.end()  # a later test in this process must not get the fonts that die


def mats_of(st: DaemonDiceState, board: pygame.Rect = BOARD_720, scale: float = 1.0,
            active: int | None = None) -> list[Mat]:
    statuses = [dice_status(st, s) for s in range(st.num_seats)]
    return layout_mats(board, [d.size for d in st.daemons], st.turn if active is None else active,
                       statuses, MatContext.of(st), scale)


def check_layout(st: DaemonDiceState, mats: list[Mat], board: pygame.Rect) -> None:
    for mat in mats:
        assert board.contains(mat.rect)
        assert sorted(mat.slots) == list(range(st.daemons[mat.seat].size)), "a die without slot"
        boxes = list(mat.slots.values()) + list(mat.tokens) + mat.ghosts
        for i, a in enumerate(boxes):
            assert mat.rect.contains(a), (mat.seat, a)
            hit = a.collidelist(boxes[i + 1:])  # pygame's own loop: every later box
            assert hit < 0, (st.step, mat.seat, a, boxes[i + 1 + hit])
    rects = [m.rect for m in mats]
    for i, a in enumerate(rects):
        assert a.collidelist(rects[i + 1:]) < 0, (a, rects)


@pytest.mark.parametrize("seats,dice,seed", [(2, 26, 1), (2, 26, 3), (4, 13, 1), (4, 13, 2)])
def test_every_die_has_one_slot_no_overlap_and_at_least_44_px(seats, dice, seed):
    smallest = 999
    count = 0
    for count, st in enumerate(positions(seats, dice, seed)):  # noqa: B007
        mats = mats_of(st)
        check_layout(st, mats, BOARD_720)
        living = [m.die for m in mats if not st.out[m.seat]]
        smallest = min(smallest, *living)
        active = mats[st.turn]
        area = active.rect.width * active.rect.height
        assert all(area > m.rect.width * m.rect.height for m in mats if m is not active)
    assert count > 50
    assert smallest >= 44


def test_dice_stay_legible_at_960_by_600():
    for st in positions(3, 13, 4):
        mats = mats_of(st, BOARD_600, 0.83)
        check_layout(st, mats, BOARD_600)
        assert min(m.die for m in mats if not st.out[m.seat]) >= 30


def test_six_daemons_each_get_a_mat_and_the_active_one_is_largest():
    for st in positions(6, 13, 1, limit=400):
        mats = mats_of(st)
        check_layout(st, mats, BOARD_720)
        sizes = sorted((m.rect.width * m.rect.height, m.seat) for m in mats)
        assert sizes[-1][1] == st.turn


MOVED = {Defend: lambda a: {a.die}, Recover: lambda a: {a.die, a.plus}, Boost: lambda a: {a.die},
         Guide: lambda a: {a.die}, Spike: lambda a: {a.die}, SetAside: lambda a: {a.die},
         Pin: lambda a: {a.die}, Damage: lambda a: {a.die}, Grab: lambda a: {a.die}}


def _slots(mats: list[Mat]) -> dict[tuple[int, int], pygame.Rect]:
    return {(m.seat, d): r for m in mats for d, r in m.slots.items()}


EVERY_DIE_STAYS = (Step.DEFEND, Step.RECOVER, Step.ARRAY)
"""Steps where not a single die moves but the one chosen. Elsewhere (minuses, damage, grabs)
dice that can no longer be chosen may shift inside the zone they were sent to, in die order."""


def test_no_die_moves_while_the_player_decides():
    """Each choice of a step moves only the dice it names: every die the player can still
    choose keeps its slot and every zone its rect, so the next target is where the player saw
    it (in Defend, Recover and Array no other die moves at all)."""
    from scenes.daemondice.choices import choices

    checked: dict[type, int] = {}
    for seats, dice, seed in ((2, 13, 3), (2, 13, 5), (3, 13, 2)):
        for st in positions(seats, dice, seed, limit=700):
            if st.to_move == CHANCE or st.is_over:
                continue
            before = mats_of(st)
            for action in st.legal_actions():
                kind = type(action)
                if kind not in MOVED:
                    continue
                if kind is Damage and (st.held(st.turn, action.die) is not None or
                                       st.holding(st.turn, action.die) is not None):
                    continue  # a grab ends: the other daemon's die is freed as well
                after_st = st.apply(action)
                if after_st.step is not st.step:
                    continue  # the step is over: the mats may be laid out anew
                after = mats_of(after_st)
                moved = {(st.turn, d) for d in MOVED[kind](action)}
                if kind is Grab and st.target is not None:
                    moved.add((st.target, action.victim))
                still = set(choices(after_st).dice)
                old, new = _slots(before), _slots(after)
                for ref, rect in old.items():
                    if ref in moved:
                        continue
                    if ref in still or st.step in EVERY_DIE_STAYS:
                        assert new[ref] == rect, (st.step, action, ref)
                for a, b in zip(before, after, strict=True):
                    assert a.rect == b.rect
                    assert {z: r.rect for z, r in a.zones.items()} == \
                        {z: r.rect for z, r in b.zones.items()}, (st.step, action)
                checked[kind] = checked.get(kind, 0) + 1
    assert {Defend, Recover, Boost, SetAside, Damage} <= set(checked), checked


def test_a_die_changing_zone_keeps_every_other_place():
    """The plain case spelt out: a die put into a defence leaves a dashed place in Rolled."""
    st = play_to(2, 13, 3, lambda s: s.step is Step.DEFEND and sum(
        1 for a in s.legal_actions() if isinstance(a, Defend)) >= 2, after=10)
    assert st is not None
    move = next(a for a in st.legal_actions() if isinstance(a, Defend))
    before, after = mats_of(st), mats_of(st.apply(move))
    me = st.turn
    assert before[me].zone_of[move.die] == "rolled"
    assert after[me].zone_of[move.die] == "defending"
    assert before[me].slots[move.die] in after[me].ghosts  # its old place, kept free
    others = {d: r for d, r in before[me].slots.items() if d != move.die}
    assert all(after[me].slots[d] == r for d, r in others.items())


def test_zones_follow_the_engine_status():
    for st in positions(2, 13, 7, limit=300):
        ctx = MatContext.of(st)
        for seat in range(st.num_seats):
            for ds in dice_status(st, seat):
                zone = zone_of(ds, ctx)
                if ds.health != "healthy":
                    assert zone == ds.health or zone == "out"
                elif ds.grabbed_by is not None:
                    assert zone == "grabbed"
                elif seat == st.turn and ds.defending is not None:
                    assert zone == "defending"
                elif seat == st.turn and ds.free:
                    assert zone == "rolled"


# ------------------------------------------------------------------------------- colours


def test_breed_colours_have_one_source():
    assert palette.BREED_COLOURS == BUILDER_COLOURS
    assert set(palette.BREED_COLOURS) == set(BREEDS)
    for name, breed in BREEDS.items():
        flesh, ink = palette.BREED_COLOURS[name]
        assert flesh != ink
        words = palette.BREED_WORDS[name]
        assert breed.flesh in words and breed.blood in words


def _mean_colour(surface: pygame.Surface) -> tuple[float, float, float]:
    w, h = surface.get_size()
    total, n = [0.0, 0.0, 0.0], 0
    for x in range(0, w, 2):
        for y in range(0, h, 2):
            r, g, b, a = surface.get_at((x, y))
            if a > 200:
                total[0] += r
                total[1] += g
                total[2] += b
                n += 1
    return (total[0] / n, total[1] / n, total[2] / n)


def test_dice_wear_their_breed():
    """A die's body is its breed's flesh (the nearest of the three), whatever its face."""
    for breed in BREEDS:
        for face in ("Stun", "Block", None):
            mean = _mean_colour(die_sprite("Arm", breed, face, 48))
            nearest = min(BREEDS, key=lambda b: sum(
                (m - c) ** 2 for m, c in zip(mean, palette.flesh(b), strict=True)))
            assert nearest == breed, (breed, face, mean)


def test_seats_have_a_colour_and_a_shape():
    assert len(set(palette.SEAT_SYMBOLS)) == len(palette.SEAT_SYMBOLS) >= 6
    surface = pygame.Surface((40, 40), pygame.SRCALPHA)
    for seat in range(6):
        surface.fill((0, 0, 0, 0))
        palette.draw_seat_symbol(surface, seat, (20, 20), 30)
        assert surface.get_at((20, 20))[:3] == palette.seat_colour(seat)


# ------------------------------------------------------------------------------- links


def _defence_position() -> DaemonDiceState:
    """A real Defend step with at least two attacks and one defence already placed."""
    st = play_to(2, 13, 3, lambda s: s.step is Step.DEFEND and len(s.incoming) >= 2 and sum(
        1 for a in s.legal_actions() if isinstance(a, Defend)) >= 3, after=10)
    assert st is not None
    move = next(a for a in st.legal_actions() if isinstance(a, Defend))
    return st.apply(move)


def test_tokens_match_the_engine_attacks_and_defences():
    st = _defence_position()
    tokens = attack_tokens(st)
    views = attack_views(st, incoming=True)
    assert len(tokens) == len(views) == len(st.incoming)
    statuses = dice_status(st, st.turn)
    for token, view in zip(tokens, views, strict=True):
        assert token.seat == st.turn and token.attacker == st.foe
        assert token.die == view.attack.die and token.need == view.need
        assert set(token.defenders) == {d.die for d in statuses if d.defending == token.index}
        if view.stopped:
            assert token.status == "stopped"
        else:
            more = view.need - len(view.defence)
            assert token.status == f"{more} more {'die stops' if more == 1 else 'dice stop'} it"
        assert token.harm.split(" ")[-1].rstrip("s") in ("stun", "wound")
    assert any(t.defenders for t in tokens)


def test_each_token_sits_on_the_defender_mat_and_takes_drops():
    st = _defence_position()
    mats = Playmat(scale=1.0)
    mats.layout(BOARD_720, st, st.turn)
    for token in mats.tokens:
        rect = mats.mats[st.turn].tokens[token.index]
        assert mats.target_at(rect.center) == ("attack", st.foe, token.index)
        for die in token.defenders:  # the arrow's two ends: the token and the defending die
            assert mats.mats[st.turn].zone_of[die] == "defending"
        assert mats.slot(st.foe, token.die) is not None
        assert mats.mats[st.foe].zone_of[token.die] == "sent"
    assert mats.die_at(mats.slot(st.turn, 0).center) == (st.turn, 0)


def test_arrows_are_drawn_between_attacker_token_and_defenders():
    st = _defence_position()
    mats = Playmat(scale=1.0)
    mats.layout(BOARD_720, st, st.turn)
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    mats.draw(surface, st)
    token = next(t for t in mats.tokens if t.defenders)
    box = mats.mats[st.turn].tokens[token.index]
    slot = mats.slot(st.turn, token.defenders[0])
    # just outside the defending die, on the line from the token: the arrow's head
    tip = edge_point(slot, box.center)
    colour = link_colour(token.index)
    near = [surface.get_at((int(tip[0]) + dx, int(tip[1]) + dy))[:3]
            for dx in range(-6, 7) for dy in range(-6, 7)]
    assert colour in near


# ------------------------------------------------------------------------------- words


def test_hover_card_facts_come_from_the_engine():
    st = _defence_position()
    me = st.turn
    defender = next(d for d in dice_status(st, me) if d.defending is not None)
    label = attack_views(st, incoming=True)[defender.defending].label
    lines = [line.text for line in card_lines(st, defender, "defending")]
    assert defender.name in lines[0] and defender.breed in lines[0]
    assert any(label in text for text in lines)
    attacker = next(d for d in dice_status(st, st.foe) if d.role == "attack")
    lines = [line.text for line in card_lines(st, attacker, "sent")]
    assert any(attack_views(st, incoming=True)[attacker.attack].label in t for t in lines)
    move = next(a for a in st.legal_actions() if isinstance(a, Defend))
    click = "Click: " + preview(st, move)
    free = dice_status(st, me)[move.die]
    assert card_lines(st, free, "rolled", click)[-1].text == click
    assert token_lines(attack_tokens(st)[0])[0].text.startswith("A1")


def test_legend_lists_every_symbol_and_part_in_words():
    entries = legend_entries()
    keys = [e.key for e in entries]
    assert set(SYMBOLS) | set(PARTS) <= set(keys)
    assert len(keys) == len(set(keys))
    for entry in entries:
        assert len(entry.words) > len(entry.key) + 10


def test_hints_name_the_next_thing_to_do_at_every_step():
    seen = set()
    for st in positions(2, 13, 9, limit=400):
        if st.to_move == CHANCE and st.step is not Step.ROLL:
            continue
        hint = hint_for(st, human=True)
        assert hint and len(hint) <= 120
        seen.add(st.step)
        if st.step is Step.DEFEND and any(isinstance(a, Defend) for a in st.legal_actions()):
            assert "Drag" in hint
    assert {Step.RECOVER, Step.DEFEND, Step.ARRAY, Step.SUFFER} <= seen
    assert "deciding" in hint_for(st, human=False) or st.is_over


@cache
def stage_of(name: str) -> DaemonDiceState | None:
    """``stage_position`` of battle (2, 13, 3), found once a module (positions are immutable;
    each is found by playing greedy battles until one reaches the stage)."""
    return stage_position(name, 2, 13, 3)


def test_playmat_draws_every_stage_without_error():
    for name in STAGES:
        st = stage_of(name)
        assert st is not None, name
        surface = render(st, (1280, 720), hover=(st.turn, 0))
        assert surface.get_size() == (1280, 720)


def test_every_word_on_the_mats_panel_card_and_legend_is_at_least_14_px(monkeypatch):
    """At 1280x720 nothing the playmat pieces write is smaller than 14 px."""
    from scenes import theme
    from scenes.daemondice import mat_drawing, phase_strip
    from scenes.daemondice.legend import draw_legend

    sizes: list[int] = []
    real_font = theme.font

    def font(size: int, weight: str = "regular"):
        sizes.append(int(size))
        return real_font(size, weight)

    monkeypatch.setattr(theme, "font", font)
    mat_drawing._text.clear()
    mat_drawing._tokens.clear()
    phase_strip._rich.clear()
    log: list[tuple[str, int | None]] = []
    st = stage_position("defend", 2, 13, 3, log)
    assert st is not None
    move = next(a for a in st.legal_actions() if isinstance(a, Defend))
    render(st, (1280, 720), (st.turn, move.die), log)
    surface = pygame.Surface((1280, 720))
    draw_legend(surface, 1.0)
    assert sizes and min(sizes) >= 14, sorted(set(sizes))


def test_the_board_s_choices_light_dice_and_tokens():
    from scenes import theme
    from scenes.daemondice.playmat import highlights_for

    st = _defence_position()
    move = next(a for a in st.legal_actions() if isinstance(a, Defend))
    ref = (st.turn, move.die)
    hi = highlights_for([ref], [], [("attack", st.foe, move.attack), ("die", st.turn, 0)], ref)
    assert hi.lit == {ref} and hi.selected == ref
    assert hi.token_targets == {move.attack} and hi.targets == {(st.turn, 0)}
    mats = Playmat(scale=1.0)
    mats.layout(BOARD_720, st, st.turn)
    surface = pygame.Surface((1280, 720))
    mats.draw(surface, st, highlights_for([ref], [], [], None))
    ring = mats.slot(*ref).inflate(6, 6)
    assert surface.get_at((ring.centerx, ring.top + 1))[:3] == theme.HINT


@pytest.mark.parametrize("stage", ["defend", "attack", "recover"])
def test_every_choice_of_the_board_can_be_pointed_at_on_the_mats(stage):
    """What the board offers (``choices``: lit dice, attacks to drop on) is under the mouse
    where the mats draw it: a die at its slot, an attack at its token."""
    from scenes.daemondice.choices import choices

    st = stage_of(stage)
    assert st is not None
    ch = choices(st)
    mats = Playmat(scale=1.0)
    mats.layout(BOARD_720, st, st.turn)
    assert ch.dice
    for ref in ch.dice:
        assert mats.die_at(mats.slot(*ref).center) == ref
    attacks = ch.attack_targets()
    if stage in ("defend", "attack"):
        assert attacks
    for target in attacks:
        _, seat, index = target
        rect = mats.token_rect(seat, index)
        assert rect is not None and mats.target_at(rect.center) == target


def test_the_hover_text_names_the_look_alike_the_click_really_moves():
    """Setting aside one of two identical Eyes: the engine offers one of them (Eye 1), and a
    click on Eye 2 makes that move. The hover text over Eye 2 once named only Eye 1; it now
    says Eye 1 is just like the hovered die, so the words agree with what happens."""
    from types import SimpleNamespace

    from engine.daemondice.describe import die_name
    from scenes.daemondice.board import DaemonDiceBoard
    from scenes.daemondice.moves import expand, listed_die

    found = 0
    for seats, dice, seed in ((2, 13, 1), (2, 13, 3), (2, 13, 5), (3, 13, 2)):
        for st in positions(seats, dice, seed, limit=700):
            if st.to_move == CHANCE or st.is_over:
                continue
            for action in st.legal_actions():
                if not isinstance(action, SetAside):
                    continue
                for move in expand(st, action):
                    ref = (move.target[1], move.target[2])
                    real = listed_die(st, move)
                    assert real == (st.turn, action.die)
                    note = DaemonDiceBoard._lookalike_note(SimpleNamespace(state=st), ref,
                                                          [move])
                    if ref == real:
                        assert note == ""
                    else:
                        found += 1
                        assert die_name(st, *real) in note and die_name(st, *ref) in note
            if found >= 3:
                return
    assert found, "no position set aside one of two look-alike dice"


def test_warming_paints_the_looks_a_move_may_give_each_die(monkeypatch):
    """While the AI decides, the mats paint ahead the spent, stunned and wounded looks of
    every die at its size, so the frame the move lands on finds them painted."""
    from scenes.daemondice import dice_art
    monkeypatch.setattr(dice_art, "_cache", SurfaceCache(dice_art.CACHE_BUDGET))
    st = next(positions(2, 13, 1))
    mats = Playmat(scale=1.0)
    mats.layout(BOARD_720, st, st.turn)
    mats.warm(60.0)
    for mat in mats.mats:
        for ds in mats.statuses[mat.seat]:
            size = mat.slots[ds.die].width
            for look in ("used", "stunned", "wounded"):
                assert (ds.part, ds.breed, ds.face, size, look) in dice_art._cache


def test_pieces_dressed_into_the_canvas_are_the_pieces_drawn_over_the_bare_ground():
    """With nothing lit the pieces are drawn once into the mats' canvas (``Playmat`` dresses
    it, ahead or on the first frame) and later frames blit it: every such frame, and a frame
    that lights something after it (the bare ground put back), equals drawing the pieces over
    the bare ground."""
    st = _defence_position()
    names, owners = ["Gnasher", "Gravemaw"], ["You", "AI"]

    def drawn(mats: Playmat, **how) -> bytes:
        surface = pygame.Surface((1280, 720))
        mats.draw(surface, st, names=names, owners=owners, **how)
        return pygame.image.tobytes(surface, "RGB")

    nowhere = Highlights(under={(9, 99)})  # (lights nothing: no such die, drawn undressed)
    bare = Playmat(scale=1.0)
    bare.layout(BOARD_720, st, st.turn)
    expected = drawn(bare, highlights=nowhere)
    mats = Playmat(scale=1.0)
    mats.layout(BOARD_720, st, st.turn)
    for _ in mats.ahead((1280, 720), names, owners):
        pass
    assert drawn(mats) == expected  # dressed ahead
    assert drawn(mats, highlights=nowhere) == expected  # the bare ground put back
    assert drawn(mats) == drawn(mats) == expected  # dressed on the frame, then blitted
    lit = Highlights(lit={(st.turn, 0)})
    assert drawn(mats, highlights=lit) == drawn(bare, highlights=lit)


def test_mats_too_large_to_keep_dressed_draw_their_pieces_on_each_paint(monkeypatch):
    """Past ``DRESS_BYTES`` the bare ground is not copied aside and the pieces are drawn on
    each paint: the same picture."""
    import scenes.daemondice.playmat as playmat

    st = _defence_position()
    pictures = []
    for limit in (playmat.DRESS_BYTES, 0):
        monkeypatch.setattr(playmat, "DRESS_BYTES", limit)
        mats = Playmat(scale=1.0)
        mats.layout(BOARD_720, st, st.turn)
        surface = pygame.Surface((1280, 720))
        mats.draw(surface, st)
        mats.draw(surface, st)
        assert (mats._bare is None) == (limit == 0)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    assert pictures[0] == pictures[1]

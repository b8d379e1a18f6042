"""Drawing the Death by Dice board: the cards with their seat frames and highlights, the panel,
the secret throw's cover, the die being dragged and the tooltips."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

import engine.deathbydice.combat as combat
import scenes.deathbydice.aiming as aiming
import scenes.theme as theme
from engine.core import CHANCE
from engine.deathbydice.actions import ATTACK_TYPES, Place
from engine.deathbydice.model import COMBAT, DEFEND, SPECIAL_TEXT
from game.tray.solids import solid
from scenes.board.marks import draw_seat_mark
from scenes.board.parts import Part
from scenes.deathbydice.board_card import Value, card_values
from scenes.deathbydice.panel import die_colour
from scenes.widgets import draw_tooltip

if TYPE_CHECKING:
    from scenes.deathbydice.view import DeathByDiceView


def draw_board(board: DeathByDiceView, surface: pygame.Surface) -> None:
    """The backdrop, every character's card, the panel: over the board's kept picture, only
    the cards and the panel's parts whose look changed are painted again
    (``scenes.board.parts``)."""
    parts = _parts(board, board.panel.parts())
    board.parts.paint(board.kept, surface, _whole(board, surface.get_size()),
                      theme.draw_background, parts)


def _parts(board: DeathByDiceView, panel: list[Part]) -> list[Part]:
    """Every character's card as it is to be shown now, then the panel's ``panel``."""
    return [Part(("card", i), _card_bounds(board, i, look), look, _card_painter(board, i, look))
            for i, look in enumerate(_looks(board))] + panel


def _whole(board: DeathByDiceView, size: tuple[int, int]) -> tuple:
    """What every part of the picture depends on (``PartedPicture.paint``)."""
    return (board.layouts, size, board.ctx.scale, theme.text_scale())


REHEARSAL_SIZE = (8, 8)
"""The scratch picture a rehearsal paints on: what it warms is kept by the text, die and
panel caches, not in its pixels, so a few pixels hold it (nothing the size of the window)."""


def rehearse(board: DeathByDiceView) -> Iterator[None]:
    """While the board shows the position a move will bring: make ahead the board's picture
    of that position, a step each area where its cards and panel change
    (``PartedPicture.ahead``), so the frame that move lands on copies what it mends. Where
    that frame paints the picture whole (nothing kept at this size yet), the cards and the
    panel are painted on a scratch picture instead, a card a step, for what they leave in
    the caches (texts fitted and rendered, dice, odds). Then, for a move calling for a
    throw, the panel as that throw flies, on the scratch picture, for the caches too."""
    scratch = pygame.Surface(REHEARSAL_SIZE, pygame.SRCALPHA)
    size = board.ctx.size
    parts = _parts(board, board.panel.parts(board.tray_is_secret()))  # as the move lands
    made = yield from board.parts.ahead(board.kept, size, _whole(board, size),
                                        theme.draw_background, parts)
    if not made:
        for i, look in enumerate(_looks(board)):
            _card_painter(board, i, look)(scratch)
            yield
        board.panel.rehearse(scratch, board.tray_is_secret())  # as the move lands
    if board.whole.to_move == CHANCE and not board.whole.is_over:
        yield
        board.panel.rehearse(scratch, True)  # as the throw it calls for flies


@dataclass(frozen=True)
class CardLook:
    """Everything a character's card shows besides its place: the key of its part of the
    picture, so a card whose look did not change is not painted again."""

    seat: int
    colour: tuple[int, int, int]
    role: str
    values: tuple[Value, ...]
    highlights: frozenset[int]
    chosen: tuple[int, ...]
    out: bool
    player: str
    """Who plays it, as its tag says ("Ann · AI Normal")."""


def _looks(board: DeathByDiceView) -> list[CardLook]:
    """Each character's card as it is to be shown now (the draft on the cards being
    placed)."""
    st = board.view
    placing = board.placing_fighters()
    drafted = board.draft_state() if placing else None
    roles = _roles(board)
    looks = []
    for i in range(len(board.cards)):
        f = st.fighters[i]
        shown = drafted if drafted is not None and i in placing else st
        highlights, chosen = _marks(board, i)
        looks.append(CardLook(f.seat, board.seat_colour(f.seat), roles.get(i, ""),
                              tuple(card_values(shown, i)), frozenset(highlights),
                              tuple(chosen), f.out, _player(board, f.seat)))
    return looks


def _card_painter(board: DeathByDiceView, i: int,
                  look: CardLook) -> Callable[[pygame.Surface], None]:
    return lambda surface: _draw_card(board, surface, i, look)


def _card_bounds(board: DeathByDiceView, i: int, look: CardLook) -> pygame.Rect:
    """Where card ``i`` paints: its frame with the glow round it, its tag (or its badge)
    and the "Knocked out" over it."""
    s = board.ctx.scale
    card = board.cards[i]
    # Only a card in play has a glow: the others' bounds stay off their neighbours', so a
    # card that changed does not have its neighbours painted again round it.
    pad = int(3 * 4 * s) + 2 if look.role else 2
    bounds = _frame(card.body, s).inflate(pad, pad)
    tag = board.layout.tags[i]
    if tag.h > 0:
        bounds.union_ip(tag.inflate(4, 4))
    elif look.role:
        bounds.union_ip(_badge(board, card.body, look.role)[0].inflate(2, 2))
    if look.out:
        bounds.union_ip(_knocked_out(s).get_rect(center=card.body.center))
    return bounds


def _frame(body: pygame.Rect, s: float) -> pygame.Rect:
    return body.inflate(int(6 * s), int(6 * s))


def _knocked_out(s: float) -> pygame.Surface:
    return theme.render("Knocked out", max(16, int(24 * s)), theme.BAD, "black")


def _draw_card(board: DeathByDiceView, surface: pygame.Surface, i: int,
               look: CardLook) -> None:
    s = board.ctx.scale
    card = board.cards[i]
    colour, role = look.colour, look.role
    width = max(2, int((5 if role else 2) * s))
    frame = _frame(card.body, s)
    if role:
        _glow(surface, frame, colour if role == ATTACKING else theme.ACCENT, s)
    pygame.draw.rect(surface, colour, frame, width, border_radius=int(14 * s))
    chosen = look.chosen
    card.draw(surface, look.values, look.highlights, chosen[0] if chosen else None,
              die_colour(colour))
    for extra in chosen[1:]:
        pygame.draw.rect(surface, theme.ACCENT, card.plates[extra].inflate(6, 6),
                         max(3, int(4 * s)), border_radius=int(12 * s))
    tag = board.layout.tags[i]
    if tag.h > 0:
        _draw_tag(board, surface, tag, look)
    else:
        draw_seat_mark(surface, look.seat, card.mark.center, card.mark.w, colour)
        if role:
            _draw_badge(board, surface, card.body, role, colour)
    if look.out:
        veil = pygame.Surface(card.body.size, pygame.SRCALPHA)
        veil.fill((10, 6, 16, 150))
        surface.blit(veil, card.body.topleft)
        art = _knocked_out(s)
        surface.blit(art, art.get_rect(center=card.body.center))


ATTACKING, TARGET = "Attacking", "Target"


def announced_target(board: DeathByDiceView) -> int | None:
    """The card an AI's announced attack is aimed at (lit before the attack lands, with
    its caption)."""
    pending = board.driver.pending
    if isinstance(pending, ATTACK_TYPES) and board.announcing():
        return combat.attack_parts(pending)[3]
    return None


def _roles(board: DeathByDiceView) -> dict[int, str]:
    """The cards that matter now: the attacker's, and the target's once one is aimed at."""
    st = board.view
    if st.phase != COMBAT or st.is_over:
        return {}
    out = {st.turn: ATTACKING}
    target = st.attack.target if st.attack is not None else None
    if target is None:
        target = announced_target(board)
    if target is None and board.attacking() and board.aim.target is not None:
        target = board.aim.target[0]
    if target is not None:
        out[target] = TARGET
    return out


def _glow(surface: pygame.Surface, frame: pygame.Rect, colour, s: float) -> None:
    """A soft halo round a card in play, so the attacker and the target stand out."""
    for n, alpha in ((3, 40), (2, 70), (1, 110)):
        pad = int(n * 4 * s)
        pygame.draw.rect(surface, tuple(int(c * alpha / 255) for c in colour),
                         frame.inflate(pad, pad), max(1, int(3 * s)),
                         border_radius=int((14 + n * 2) * s))


def _badge(board: DeathByDiceView, body: pygame.Rect,
           role: str) -> tuple[pygame.Rect, pygame.Surface]:
    """Where the "Attacking" or "Target" badge of a card goes, and its words."""
    s = board.ctx.scale
    art = theme.render(role, max(14, int(14 * s)), (24, 14, 10), "bold")
    box = art.get_rect().inflate(int(14 * s), int(4 * s))
    box.midbottom = (body.centerx, body.y + int(4 * s))
    return box, art


def _draw_badge(board: DeathByDiceView, surface: pygame.Surface, body: pygame.Rect, role: str,
                colour) -> None:
    """"Attacking" or "Target" on the card's top edge (cards with no strip above them)."""
    box, art = _badge(board, body, role)
    fill = colour if role == ATTACKING else theme.ACCENT
    pygame.draw.rect(surface, fill, box, border_radius=box.h // 2)
    pygame.draw.rect(surface, (24, 14, 10), box, 1, border_radius=box.h // 2)
    surface.blit(art, art.get_rect(center=box.center))


def _player(board: DeathByDiceView, seat: int) -> str:
    """Who plays a seat's cards, as their tags say: the name and "AI: level" or "human"."""
    who = board.match.seats[seat]
    text = board.name_of(seat) if who.name else f"Player {seat + 1}"
    return text + (f" · AI {who.level.capitalize()}" if who.is_ai else " · human")


def _draw_tag(board: DeathByDiceView, surface: pygame.Surface, rect: pygame.Rect,
              look: CardLook) -> None:
    """Who plays this card: the seat's mark and colour, its name, and "AI: level"."""
    s = board.ctx.scale
    colour, role = look.colour, look.role
    mark = max(14, rect.h - int(6 * s))
    draw_seat_mark(surface, look.seat, (rect.x + mark // 2 + 2, rect.centery), mark, colour)
    text = f"{role}: {look.player}" if role else look.player
    shade = colour if role == ATTACKING else theme.ACCENT if role else theme.TEXT
    left = rect.x + mark + int(8 * s)
    theme.label(surface, pygame.Rect(left, rect.y, rect.right - left - int(2 * s), rect.h), text,
                max(14, int(15 * s)), shade, "bold", floor=theme.label_floor(s), align="left")


def _marks(board: DeathByDiceView, fighter: int) -> tuple[set[int], list[int]]:
    """(legal spots to outline, chosen spots drawn strongest) on ``fighter``'s card."""
    st = board.view
    placing = board.placing_fighters()
    if placing:
        if fighter not in placing or board.held is None:
            return set(), []
        owner, _size, value = board.held
        if owner != fighter:
            return set(), []
        return {a for a in range(6) if board.draft.why_not(board.view, Place(fighter, a, value))
                is None}, []
    attack = st.attack
    if st.phase == COMBAT and attack is not None:
        if fighter == attack.attacker:
            dice = list(attack.dice) + ([attack.assistant] if attack.assistant >= 0 else [])
            return set(), dice
        if fighter == attack.target:
            helpers = set(attack.helpers)
            if attack.stage == DEFEND and board.my_turn():
                helpers |= _defence_helpers(st, attack)
            return helpers, [attack.ability]
        return set(), []
    if not board.attacking():
        return set(), []
    aim = board.aim
    if fighter == st.turn:
        if not aim.dice:
            return aiming.starters(st), []
        chosen = list(aim.dice) + ([aim.assistant] if aim.assistant >= 0 else [])
        return set(aiming.partners(st, aim)), chosen
    spots = {a for (t, a) in aiming.targets(st, aim) if t == fighter} if aim.dice else set()
    chosen = [aim.target[1]] if aim.target is not None and aim.target[0] == fighter else []
    return spots, chosen


def _defence_helpers(st, attack) -> set[int]:
    out: set[int] = set()
    for d in combat.defences(st.fighters, attack.target, attack.ability):
        out.update(combat.defence_parts(d)[1])
    return out


def draw_secret_tray(board: DeathByDiceView, surface: pygame.Surface) -> None:
    """The cover over a throw another seat makes in secret."""
    st = board.whole
    seat = st.roll_request().seat
    rect = board.driver.tray_rect
    theme.panel(surface, rect, colour=(24, 18, 32))
    s = board.ctx.scale
    name = board.name_of(seat) if seat is not None else "A player"
    pad = int(16 * s)
    inner = rect.inflate(-2 * pad, -2 * pad)
    title = theme.fit_box(f"{name} throws in secret", inner.w, inner.h // 2, max(18, int(22 * s)),
                          "bold")
    note = theme.fit_box("Every board is shown once all have placed.", inner.w, inner.h // 2,
                         max(14, int(16 * s)))
    parts = [theme.picture(title, board.seat_colour(seat or 0), "bold", "center"),
             theme.picture(note, theme.MUTED, "regular", "center")]
    y = rect.centery - sum(part.get_height() for part in parts) // 2
    for part in parts:
        surface.blit(part, part.get_rect(midtop=(rect.centerx, y)))
        y += part.get_height()


def draw_hover(board: DeathByDiceView, surface: pygame.Surface) -> None:
    held = board.held
    if held is not None and board.press is not None:
        fighter, sides, value = held
        colour = die_colour(board.seat_colour(board.view.fighters[fighter].seat))
        sprite = solid(sides, value, int(52 * board.ctx.scale), colour)
        surface.blit(sprite, sprite.get_rect(center=board.mouse))
        return
    for card in board.cards:
        special = card.special_at(board.mouse)
        if special:
            draw_tooltip(surface, SPECIAL_TEXT.get(special, special), board.mouse)
            return
    if board.attacking() and board.aim.dice:
        spot = board.die_at(board.mouse)
        st = board.view
        if spot is not None and spot[0] != st.turn and spot not in aiming.targets(st, board.aim):
            why = board.why_not_target(spot)
            if why:
                draw_tooltip(surface, why, board.mouse)
                return
    board.panel.ui.draw_tooltip(surface)

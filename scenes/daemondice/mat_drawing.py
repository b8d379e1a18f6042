"""Drawing one daemon's playmat: the frame and name plate, the zones, the dice and the tokens.

A daemon has one colour, its dice's (``palette.daemon_colour``): the frame and the name wear
it, the name sits on a plate painted like one of its dice (plastic and ink), and the seat's
shape and who plays it ("You", "AI") stand beside the name.
Every zone has a label and a tint of its own (stunned dice lie on a pale gold ground, wounded
ones on a dark red one...), so a die's state reads from where it lies. Dice wear small tags for
what they do in an attack ("A1" on the attacker and on its defenders, "+A1" on a boost).
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass, field

import pygame

import scenes.daemondice.icons as icons
import scenes.theme as theme
from engine.daemondice import DaemonDiceState, DieStatus
from engine.daemondice.breeds import FIRE, FROST, ROT, Pedigree, classify, immunities
from engine.daemondice.breeds import power_level as level_of
from scenes.daemondice.dice_art import die_sprite, ghost, prepared
from scenes.daemondice.links import Token, edge_point, link_colour
from scenes.daemondice.mat_layout import Mat
from scenes.daemondice.palette import daemon_colour, draw_seat_symbol, flesh, ink, main_breed
from scenes.surface_cache import MB, SurfaceCache

Colour = tuple[int, int, int]
DieRef = tuple[int, int]

ZONE_TINTS: dict[str, Colour] = {
    "to_roll": (40, 34, 52), "rolled": (44, 52, 62), "aside": (50, 40, 66),
    "sent": (66, 44, 30), "incoming": (70, 30, 34), "defending": (30, 48, 74),
    "used": (36, 32, 42), "stunned": (70, 62, 30), "wounded": (74, 22, 24),
    "grabbed": (66, 34, 58), "out": (28, 24, 32),
}
"""Ground colour of each zone (its label says the same in words)."""

LOOK_OF_ZONE: dict[str, str] = {
    "to_roll": "idle", "rolled": "ready", "aside": "idle", "sent": "ready",
    "defending": "ready", "used": "used", "stunned": "stunned", "wounded": "wounded",
    "grabbed": "idle", "out": "used",
}

GHOST: Colour = (150, 140, 165)
"""Dashed outline of a place kept free: light enough to show on every zone's ground."""
TOKEN_INK: Colour = (236, 226, 210)
"""Ink of the face on an attack token: light, as tokens are dark."""

ROLE_TAGS = {"attack": "", "boost": "+", "brain": "aim ", "spike": "spike "}

_text: SurfaceCache[pygame.Surface] = SurfaceCache(4 * MB, "Daemon Dice mat texts")


def text(words: str, size: int, colour: Colour = theme.TEXT, weight: str = "regular"
         ) -> pygame.Surface:
    """Cached text (mats are redrawn every frame)."""
    key = (words, size, colour, weight)
    surf = _text.get(key)
    if surf is None:
        surf = _text.put(key, prepared(theme.render(words, size, colour, weight)))
    return surf


@dataclass
class Highlights:
    """What the board wants lit: dice that can be chosen, drop targets, the die in hand."""

    lit: set[DieRef] = field(default_factory=set)
    targets: set[DieRef] = field(default_factory=set)
    token_targets: set[int] = field(default_factory=set)
    selected: DieRef | None = None
    under: set[DieRef] = field(default_factory=set)
    seats: set[int] = field(default_factory=set)
    """Whole daemons that can be chosen (a foe to attack, who goes next)."""


# ------------------------------------------------------------------------------- words


def pedigree_words(st: DaemonDiceState, seat: int) -> tuple[str, str]:
    """("Purebred Frost", "a wound a turn becomes a stun") for the name plate."""
    daemon = st.daemons[seat]
    kind, primary = classify(daemon)
    level = level_of(daemon.size)
    times = "a turn" if level == 1 else f"{level} times a turn"
    if kind is Pedigree.PUREBRED:
        power = {FROST: f"turns a wound into a stun {times}",
                 ROT: f"may rot a stunned foe die {times}",
                 FIRE: f"turns a stun it deals into a wound {times}"}.get(primary or "", "")
        return f"Purebred {primary}", power
    if kind is Pedigree.HALF_BREED:
        immune = ", ".join(sorted(immunities(daemon)))
        return f"Half-breed {primary}", f"shrugs off {immune} rays, gas and poison"
    if kind is Pedigree.MONGREL:
        what = "a stunned die" if level == 1 else f"{level} stunned dice"
        return "Mongrel", f"brings back {what} free each turn"
    return "Mixed breed", "no breed power"


def role_tag(ds: DieStatus, turn: int) -> str | None:
    """The small tag on a die: its attack ("A1"), its part in one ("+A1"), its defence, or
    "pin" on a die of the daemon whose turn it is that the foe's Wings keep out of the roll."""
    if ds.defending is not None:
        return f"A{ds.defending + 1}"
    if ds.attack is not None and ds.role is not None:
        return f"{ROLE_TAGS.get(ds.role, '')}A{ds.attack + 1}"
    if ds.pinned and ds.seat == turn:
        return "pin"
    return None


# ------------------------------------------------------------------------------- drawing


def ground_steps(surface: pygame.Surface, st: DaemonDiceState, mat: Mat, hi: Highlights,
                 scale: float) -> Generator[None, None, None]:
    """The mat itself (under the arrows), a piece a step: the frame, each zone, the places
    kept free (painted ahead, a mat's big translucent frame made new is a step alone)."""
    seat = mat.seat
    colour = daemon_colour(st.daemons[seat])
    beaten = st.out[seat]
    edge = colour if not beaten else theme.FAINT
    chosen = seat in hi.seats
    theme.panel(surface, mat.rect, colour=(30, 23, 40), edge=theme.HINT if chosen else edge,
                radius=12, alpha=240)
    if mat.active and not beaten:  # the active mat: a second, inner frame line
        pygame.draw.rect(surface, edge, mat.rect.inflate(-6, -6), 1, border_radius=10)
    for zone in mat.zones.values():
        yield
        _zone(surface, zone, scale)
    yield
    for place in mat.ghosts:
        ghost(surface, place, GHOST)


def draw_pieces(surface: pygame.Surface, st: DaemonDiceState, mat: Mat,
                statuses: tuple[DieStatus, ...], tokens: Iterable[Token], hi: Highlights,
                scale: float, name: str | None = None, owner: str = "") -> None:
    """What lies on the mat (drawn over the arrows): name plate, attack tokens, the dice."""
    seat = mat.seat
    surface.blit(plate_picture(st, mat, name or st.seat_name(seat), scale, seat in hi.seats,
                               owner), mat.header)
    for token in tokens:
        if token.seat == seat and token.index < len(mat.tokens):
            draw_token(surface, token, mat.tokens[token.index], scale,
                       token.index in hi.token_targets)
    for ds in statuses:
        slot = mat.slots.get(ds.die)
        if slot is None:
            continue
        surface.blit(die_picture(mat, ds, slot), slot)
        tag = role_tag(ds, st.turn)
        if tag:
            _tag(surface, slot, tag, ds, scale)
        _ring(surface, (seat, ds.die), slot, hi, scale)


def die_picture(mat: Mat, ds: DieStatus, slot: pygame.Rect) -> pygame.Surface:
    """A die as its zone shows it: its face (none while it waits to be rolled, is set aside
    or grabbed) in the zone's look, as wide as its slot."""
    zone = mat.zone_of.get(ds.die, "used")
    look = LOOK_OF_ZONE.get(zone, "ready")
    face = ds.face if zone not in ("to_roll", "aside", "grabbed") else None
    return die_sprite(ds.part, ds.breed, face, slot.width, look)


_plates: SurfaceCache[pygame.Surface] = SurfaceCache(8 * MB, "Daemon Dice name plates")


def plate_picture(st: DaemonDiceState, mat: Mat, name: str, scale: float,
                  chosen: bool, owner: str = "") -> pygame.Surface:
    """The name plate painted once per look (seat, name, owner, role, breed, size, chosen)."""
    key = (mat.seat, name, owner, mat.header.size, scale, chosen, st.out[mat.seat],
           mat.seat == st.turn, mat.seat == st.target, mat.seat == st.foe, st.step.stage,
           st.daemons[mat.seat], daemon_colour(st.daemons[mat.seat]))
    picture = _plates.get(key)
    if picture is None:
        canvas = pygame.Surface(mat.header.size, pygame.SRCALPHA)
        _plate(canvas, st, mat.seat, canvas.get_rect(), name, scale, chosen, owner)
        picture = _plates.put(key, prepared(canvas))
    return picture


def _plate(surface: pygame.Surface, st: DaemonDiceState, seat: int, header: pygame.Rect,
           name: str, scale: float, chosen: bool, owner: str = "") -> None:
    """The name plate: seat shape, the name on a die-coloured plate, who plays it, whose turn,
    and the breed class with its power."""
    big = int(20 * scale)
    small = max(14, int(15 * scale))
    sym = int(20 * scale)
    beaten = st.out[seat]
    daemon = st.daemons[seat]
    colour = daemon_colour(daemon) if not beaten else theme.FAINT
    draw_seat_symbol(surface, seat, (header.x + sym // 2 + 2, header.y + big // 2 + 4), sym,
                     colour)
    x = header.x + sym + int(8 * scale)
    role = ""
    if beaten:
        role = "beaten"
    elif seat == st.turn:
        role = "its turn"
    elif seat == st.target:
        role = "under attack"
    elif seat == st.foe and st.step.stage in ("Roll", "Recover", "Defend"):
        role = "attacking"  # its attacks and minuses are being met
    pad = max(3, int(5 * scale))
    owner_pic = text(owner, small, theme.GOLD, "black") if owner else None
    owner_w = owner_pic.get_width() + 3 * pad if owner_pic is not None else 0
    name = theme.fit(name, theme.font(big, "black"), header.right - x - 2 * pad - owner_w)
    breed = main_breed(daemon)
    title = text(name, big, ink(breed) if not beaten else theme.FAINT, "black")
    badge = pygame.Rect(x, header.y, title.get_width() + 2 * pad, title.get_height())
    pygame.draw.rect(surface, flesh(breed) if not beaten else (40, 34, 48), badge,
                     border_radius=max(4, int(6 * scale)))
    pygame.draw.rect(surface, colour, badge, max(1, int(2 * scale)),
                     border_radius=max(4, int(6 * scale)))
    surface.blit(title, (x + pad, header.y))
    x_after = badge.right + int(8 * scale)
    if owner_pic is not None:
        pill = owner_pic.get_rect(midleft=(x_after + pad, badge.centery)).inflate(2 * pad, 2)
        pygame.draw.rect(surface, theme.GOLD, pill, max(1, int(2 * scale)),
                         border_radius=pill.height // 2)
        surface.blit(owner_pic, owner_pic.get_rect(center=pill.center))
        x_after = pill.right + int(8 * scale)
    if role and x_after < header.right:
        tag = text(theme.fit(role, theme.font(small, "bold"), header.right - x_after), small,
                   theme.GOLD if role == "its turn" else theme.MUTED, "bold")
        surface.blit(tag, (x_after, header.y + (title.get_height() - tag.get_height()) // 2))
        x_after += tag.get_width() + int(10 * scale)
    if header.height < title.get_height() + small:  # a small plate: the name and role only
        return
    kind, power = pedigree_words(st, seat)
    if chosen:
        kind, power = "click to choose this daemon", ""
    words = f"{kind} · {power}" if power else kind
    line = text(theme.fit(words, theme.font(small, "bold"), header.width), small,
                theme.HINT if chosen else theme.MUTED, "bold")
    if x_after + line.get_width() <= header.right:  # a wide mat: one line
        surface.blit(line, (header.right - line.get_width(),
                            header.y + (title.get_height() - line.get_height()) // 2))
    else:
        line = text(theme.fit(words, theme.font(small, "bold"), header.width - sym), small,
                    theme.HINT if chosen else theme.MUTED, "bold")
        surface.blit(line, (x, header.y + title.get_height()))


def _zone(surface: pygame.Surface, zone, scale: float) -> None:
    tint = ZONE_TINTS.get(zone.name, theme.PANEL_LIGHT)
    ground = zone.cells.inflate(int(6 * scale), int(6 * scale))
    pygame.draw.rect(surface, tint, ground, border_radius=int(6 * scale))
    pygame.draw.rect(surface, tuple(min(255, c + 26) for c in tint), ground, 1,
                     border_radius=int(6 * scale))
    if not zone.label:  # a beaten daemon's dice: no label needed
        return
    size = max(14, int(14 * scale))
    words = theme.fit(zone.label, theme.font(size, "bold"), max(zone.rect.width, zone.cells.width))
    label = text(words, size, theme.MUTED, "bold")
    surface.blit(label, (zone.rect.x, zone.rect.y))


def _tag(surface: pygame.Surface, slot: pygame.Rect, tag: str, ds: DieStatus,
         scale: float) -> None:
    index = ds.defending if ds.defending is not None else ds.attack
    colour = link_colour(index) if index is not None else theme.TEXT
    label = text(tag, max(14, int(14 * scale)), (18, 12, 22), "black")
    box = label.get_rect(bottomright=(slot.right + 3, slot.bottom + 3)).inflate(6, 0)
    pygame.draw.rect(surface, colour, box, border_radius=4)
    pygame.draw.rect(surface, (18, 12, 22), box, 1, border_radius=4)
    surface.blit(label, label.get_rect(center=box.center))


def _ring(surface: pygame.Surface, ref: DieRef, slot: pygame.Rect, hi: Highlights,
          scale: float) -> None:
    width = max(2, int(3 * scale))
    if ref == hi.selected:
        pygame.draw.rect(surface, theme.GOLD, slot.inflate(8, 8), width, border_radius=8)
    elif ref in hi.targets:
        under = ref in hi.under
        pygame.draw.rect(surface, (170, 255, 170) if under else theme.GOOD, slot.inflate(6, 6),
                         width + (1 if under else 0), border_radius=8)
    elif ref in hi.lit:
        pygame.draw.rect(surface, theme.HINT, slot.inflate(6, 6), width, border_radius=8)


_tokens: SurfaceCache[pygame.Surface] = SurfaceCache(4 * MB, "Daemon Dice attack tokens")


def draw_token(surface: pygame.Surface, token: Token, rect: pygame.Rect, scale: float,
               target: bool = False) -> None:
    """An attack token: its tag in its colour, the attacking face, and what stops it (painted
    once per look, then blitted)."""
    surface.blit(token_picture(token, rect.size, scale, target), rect)


def token_picture(token: Token, size: tuple[int, int], scale: float,
                  target: bool = False) -> pygame.Surface:
    """An attack token's picture, painted once per look."""
    key = (token, tuple(size), scale, target)
    art = _tokens.get(key)
    if art is None:
        art = pygame.Surface(size, pygame.SRCALPHA)
        _paint_token(art, token, art.get_rect(), scale, target)
        art = _tokens.put(key, prepared(art))
    return art


def _paint_token(surface: pygame.Surface, token: Token, rect: pygame.Rect, scale: float,
                 target: bool) -> None:
    colour = link_colour(token.index)
    fill = (40, 58, 44) if token.stopped else (58, 24, 30)
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    pygame.draw.rect(surface, theme.GOOD if target else colour, rect,
                     max(2, int((3 if target else 2) * scale)), border_radius=8)
    pad = int(4 * scale)
    size = max(14, int(14 * scale))
    narrow = rect.width < rect.height + int(110 * scale)
    square = rect.width < rect.height * 1.5
    x = rect.x + pad
    if not narrow:  # the attacking face, then the full label
        art = icons.icon(token.face, rect.height - 2 * pad, TOKEN_INK)
        surface.blit(art, (rect.x + pad, rect.y + pad))
        x += art.get_width() + pad
    room = rect.right - x - pad
    # the longest wording that fits the token's room: full, short, then tiny
    head = _fitting((token.headline, f"{token.tag} {token.harm}", token.tag), size, colour,
                    "black", room)
    status_colour = theme.GOOD if token.stopped else theme.TEXT
    line = _fitting((token.status, token.short_status, token.tiny_status), size, status_colour,
                    "bold", room)
    gap = (rect.height - head.get_height() - line.get_height()) // 3
    if square:
        x = rect.centerx - max(head.get_width(), line.get_width()) // 2
    surface.blit(head, (x, rect.y + gap))
    surface.blit(line, (x, rect.y + 2 * gap + head.get_height()))


def _fitting(words: tuple[str, ...], size: int, colour: Colour, weight: str,
             room: int) -> pygame.Surface:
    """The first of ``words`` that fits ``room`` pixels (the last one, cut, if none does)."""
    fnt = theme.font(size, weight)
    for option in words:
        if fnt.size(option)[0] <= room:
            return text(option, size, colour, weight)
    return text(theme.fit(words[-1], fnt, room), size, colour, weight)


def draw_grabs(surface: pygame.Surface, st: DaemonDiceState, mats: list[Mat],
               scale: float) -> None:
    """A pink line with a ring on the held die from every grabbing Tentacle."""
    pink = (232, 150, 176)
    for hold in st.holds:
        a = mats[hold.holder].slots.get(hold.holder_die)
        b = mats[hold.victim].slots.get(hold.victim_die)
        if a is None or b is None:
            continue
        start, end = edge_point(a, b.center), edge_point(b, a.center)
        pygame.draw.line(surface, (18, 12, 22), start, end, max(4, int(6 * scale)))
        pygame.draw.line(surface, pink, start, end, max(2, int(3 * scale)))
        pygame.draw.circle(surface, pink, start, max(3, int(5 * scale)))
        pygame.draw.rect(surface, pink, b.inflate(6, 6), max(2, int(3 * scale)),
                         border_radius=8)


__all__ = ["Highlights", "LOOK_OF_ZONE", "ZONE_TINTS", "draw_grabs", "draw_pieces",
           "draw_token", "ground_steps",
           "pedigree_words", "role_tag", "text"]

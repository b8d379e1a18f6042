"""The hover card of a die: what it is, where it lies, what its face does now, what a click does.

Every fact on the card comes from the engine: the die's name, breed, health and role from
``die_status``, the attack it serves from ``attack_views`` (their labels), whose die a Tentacle
holds from ``describe.whose``, and the click line from ``views.preview`` (the board passes it
in, as only the board knows which action a click makes). The symbol sentences are ours
(``icons.TIPS``), the same as in the legend.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

import scenes.daemondice.icons as icons
import scenes.theme as theme
from engine.daemondice import DaemonDiceState, DieStatus, attack_views
from engine.daemondice.breeds import describe_powers
from engine.daemondice.describe import whose
from scenes.daemondice.dice_art import die_sprite, prepared
from scenes.daemondice.links import Token
from scenes.daemondice.mat_layout import ZONE_LABELS, ZONE_TIPS
from scenes.daemondice.palette import BREED_WORDS

ROLE_WORDS = {"attack": "Attacks as", "boost": "Boosts", "brain": "Aims", "spike": "Rides on"}


@dataclass(frozen=True)
class CardLine:
    text: str
    kind: str  # "title", "plain", "face", "now", "click"


def _attack_label(st: DaemonDiceState, seat: int, index: int, incoming: bool) -> str:
    views = attack_views(st, incoming=incoming)
    return views[index].label if 0 <= index < len(views) else f"attack {index + 1}"


def card_lines(st: DaemonDiceState, ds: DieStatus, zone: str, click: str = "") -> list[CardLine]:
    """The card's lines, top to bottom (pure: tested without drawing)."""
    showing = ds.face is not None and zone not in ("to_roll", "aside", "grabbed")
    # The title names what the die shows first: a rolled die reads "Stun", not its part.
    what = f"{ds.face} (its {ds.name} die)" if showing else ds.name
    lines = [CardLine(f"{what} · {ds.breed} ({BREED_WORDS.get(ds.breed, 'a new breed')})",
                      "title"),
             CardLine(f"{ZONE_LABELS.get(zone, zone)}: {ZONE_TIPS.get(zone, '')}", "plain")]
    if showing:
        lines.append(CardLine(f"Shows {icons.tip(ds.face)}", "face"))
    else:
        lines.append(CardLine(f"Its part: {icons.tip(ds.part)}", "face"))
    now = _now(st, ds)
    if now:
        lines.append(CardLine(now, "now"))
    if click:
        lines.append(CardLine(click, "click"))
    return lines


def _now(st: DaemonDiceState, ds: DieStatus) -> str:
    """What the die is doing at this moment, from its status."""
    if ds.defending is not None:
        label = _attack_label(st, ds.seat, ds.defending, True)
        return f"Defends against A{ds.defending + 1}: {label}."
    if ds.attack is not None and ds.role is not None:
        incoming = ds.seat != st.turn
        label = _attack_label(st, ds.seat, ds.attack, incoming)
        verb = ROLE_WORDS.get(ds.role, "Helps")
        return f"{verb} A{ds.attack + 1}: {label}."
    if ds.grabbing is not None:
        return f"Holds {whose(st, *ds.grabbing)}; it does not roll while it holds on."
    if ds.grabbed_by is not None:
        return f"Held by {whose(st, *ds.grabbed_by)}."
    if ds.pinned:
        return "Pinned by the foe's Wings: sits out this roll."
    if ds.minused:
        return "Set aside for a foe's minus: sits out this roll."
    return ""


def card_surface(lines: list[CardLine], anchor: pygame.Rect, scale: float,
                 ds: DieStatus | None, screen: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
    """The card painted on its own surface, and where it goes: above the die (its own row
    stays in view), else below it, kept inside ``screen``."""
    width = int(330 * scale)
    pad = int(10 * scale)
    art_size = int(56 * scale) if ds is not None else 0
    size = max(14, int(14 * scale))
    fonts = {"title": theme.font(max(16, int(17 * scale)), "black"),
             "click": theme.font(size, "bold")}
    colours = {"title": theme.GOLD, "plain": theme.MUTED, "face": theme.TEXT, "now": theme.TEXT,
               "click": theme.HINT}
    rendered: list[pygame.Surface] = []
    for i, line in enumerate(lines):
        fnt = fonts.get(line.kind, theme.font(size))
        room = width - 2 * pad - (art_size + pad if i < 2 and art_size else 0)
        for part in theme.wrap(line.text, fnt, room):
            rendered.append(theme.render_font(fnt, part, colours[line.kind]))
    height = max(art_size + 2 * pad, sum(r.get_height() for r in rendered) + 2 * pad)
    box = pygame.Rect(anchor.x - int(8 * scale), 0, width, height)
    box.bottom = anchor.top - int(10 * scale)
    if box.top < screen.top:
        box.top = anchor.bottom + int(10 * scale)
    box.clamp_ip(screen)
    card = pygame.Surface(box.size, pygame.SRCALPHA)
    theme.panel(card, card.get_rect(), colour=(24, 18, 32), edge=theme.GOLD, radius=10,
                alpha=250)
    if ds is not None:
        card.blit(die_sprite(ds.part, ds.breed, ds.face, art_size),
                  (box.width - pad - art_size, pad))
    y = pad
    for r in rendered:
        card.blit(r, (pad, y))
        y += r.get_height()
    return prepared(card), box


def plate_lines(st: DaemonDiceState, seat: int) -> list[CardLine]:
    """The card of a name plate: the daemon's breed class, immunities and power, in the
    engine's sentences (the same the builder shows)."""
    daemon = st.daemons[seat]
    first, *rest = describe_powers(daemon)
    return [CardLine(f"{st.seat_name(seat)}: {first}", "title")] + \
        [CardLine(line, "face") for line in rest]


def token_lines(token: Token) -> list[CardLine]:
    """The card of an attack token: its full label, whatever the token's room."""
    reach = {"melee": "a melee attack: blocks and deflects stop it",
             "ray": "a ray: only dodges and deflects stop it; pluses on it count double",
             "sweep": "a sweep: only dodges and deflects stop it"}.get(token.reach, token.reach)
    lines = [CardLine(f"{token.tag}: {token.harm} if it lands", "title"),
             CardLine(f"It is {reach}.", "plain"),
             CardLine(f"It takes {token.need} defence {'die' if token.need == 1 else 'dice'}"
                      f" to stop; {token.status}.", "face")]
    if token.guided:
        lines.append(CardLine("A Brain aims it: its owner picks the dice it hurts.", "now"))
    return lines


__all__ = ["CardLine", "card_lines", "card_surface", "plate_lines", "token_lines"]

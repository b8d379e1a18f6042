"""The stratagem powers (alternate rule "stratagems & fortresses"): what each allows now and
what it changes, as queries the combat, the legal list, the flow and the state ask.

Every power is checked with ``places.helps`` (the stratagem in play, of that colour, and its
artistic prerequisite for the monster, or waived). The marks the powers leave live in
``DoodleState.schemes`` (``stratagem_marks``); the handlers are in ``stratagem_handlers``.

Rulings (also on the rules page, "Our rulings for stratagems"):

- **Start of combat**: every choice "as combat starts" is offered in the one window of
  ``legal.combat_start_actions``, seat after seat; the initiative is already set by then.
- **Lasting effects** (Glory, Arcane Armaments, Prismatic Light) work only while the stratagem
  stands: destroyed, its effect ends at once. What already happened stays (actions moved by
  Divert Power, a die tunnelled away, a swayed or dived monster).
- **Assassin's Strike**: one weapon of one stealthy monster, at a monster's part; several
  black stratagems strike one after another in seat order, not at the same moment.
- **Glory**: offered only while at least one of your monsters is heroic; a forced reroll of a
  glorious die rolls the top face again.
- **Tunneling Attack**: the monster needs an action to give; it loses every action of this
  combat; the die comes from an enemy's reserve pool.
- **Divert Power**: one action at a time; a monster that gave cannot receive and the other way
  round; the giver needs an action left.
- **Arcane Armaments / Sway Loyalties**: the sides of all the dice removed are added up before
  the "per 4" (Arcane) or the comparison with the core (Sway).
- **Prismatic Light**: any colour of a die in your active pool except colorless; initiative is
  already set, so yellow does not move monsters up this combat.
- **Sway Loyalties**: see ``stratagem_handlers``.
- **Dive / Cloud Assault**: "at the start of its turn" means before it spends any action; a
  monster with no action cannot dive. Out of reach: no enemy attack (nor Assassin's Strike),
  Enervate, pink pull or Sway can pick it; friends may still heal it.
- **Adaptive Kit**: each part may change its type once per sketching phase.
- **Battle Fury**: the nullifier's roll is always forced again (it can only help); the shield's
  when a new roll lets more damage through on average. A named big-die result is not a roll.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any

from engine.core import Action, DieSpec, replace
from engine.doodledice.model import NULL_ROLL, ROLL, SHIELD_ROLL, Attack, Die, Monster
from engine.doodledice.rulesets.house.rule import amendments_of
from engine.doodledice.rulesets.structures.places import STRATAGEM, helps, power_of
from engine.doodledice.rulesets.structures.stratagem_actions import (
    Arcane,
    Divert,
    Glory,
    Hide,
    Prism,
    Refit,
    Strike,
    Sway,
    Tunnel,
)
from engine.doodledice.rulesets.structures.stratagem_marks import SHIELDS, WEAPONS, Schemes
from engine.doodledice.tables import (
    ADDED_PARTS,
    BLACK,
    BLUE,
    BROWN,
    COLORLESS,
    D100,
    GRAY,
    ORANGE,
    PINK,
    PURPLE,
    RED,
    WEAPON,
    WHITE,
    YELLOW,
)

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def helped(st: DoodleState, colour: str, m: Monster) -> bool:
    """The stratagem of ``m``'s controller is ``colour`` and helps ``m``."""
    return helps(st, m.owner, STRATAGEM, colour, m)


def out_of_reach(st: DoodleState, m: Monster) -> bool:
    """Banished by a d3 (strange dice), or dived / above the clouds."""
    return m.banished or (bool(st.structures) and m.id in st.schemes.hidden)


def weapon_bonus(st: DoodleState, m: Monster) -> int:
    """Arcane Armaments' bonus to ``m``'s weapon rolls (and its shield rolls)."""
    if not st.structures:
        return 0
    bonus = st.schemes.arcane[m.owner]
    return bonus if bonus and helped(st, PURPLE, m) else 0


def glorious(st: DoodleState, m: Monster, aim: str) -> bool:
    """Glory makes ``m``'s ``aim`` (WEAPONS or SHIELDS) roll their top face this combat."""
    return bool(st.structures) and st.schemes.glory[m.owner] == aim and helped(st, WHITE, m)


def prism_colour(st: DoodleState, m: Monster) -> str:
    """The colour Prismatic Light gives ``m``'s core power ("" none)."""
    colour = st.schemes.prism[m.owner]
    if colour and helps(st, m.owner, STRATAGEM, COLORLESS, None):
        return colour
    return ""


def action_shift(st: DoodleState, m: Monster) -> int | None:
    """Actions Divert Power moved onto (+) or off (-) ``m`` this combat; None when it spent
    them all tunnelling."""
    s = st.schemes
    if m.id in s.tired:
        return None
    for mid, n in s.shift:
        if mid == m.id:
            return n
    return 0


def thrower(st: DoodleState, a: Attack) -> tuple[Monster, str] | None:
    """(monster, WEAPONS or SHIELDS) whose die the attack's roll step throws now."""
    if a.step == ROLL and not a.struggle:
        return st.monster(a.attacker), WEAPONS
    if a.step == SHIELD_ROLL:
        held = st.holder(a.target)
        return (held[0], SHIELDS) if held is not None else None
    return None


def top_face(st: DoodleState, a: Attack, spec: DieSpec) -> DieSpec:
    """Glory: every face of the die shows its top (the throw is still made, for the tray)."""
    who = thrower(st, a) if st.structures else None
    if who is None or not glorious(st, *who):
        return spec
    best = max(int(f) for f in spec.faces)
    return replace(spec, faces=(best,) * len(spec.faces), label=f"{spec.label} (Glory)")


def fury_may(st: DoodleState, a: Attack, die: int) -> bool:
    """Battle Fury may force ``die`` (a shield or nullifier stopping an angry attacker) to
    roll again: not yet this round."""
    if not st.structures or die in st.schemes.fury or a.step not in (NULL_ROLL, SHIELD_ROLL):
        return False
    return helped(st, RED, st.monster(a.attacker))

# ----------------------------------------------------------------------------- what is offered


def die_kind(d: Die) -> tuple:
    """What makes two dice interchangeable for a choice: same owner, place, sides, colours,
    fixed colour and size."""
    return (d.owner, d.place, d.sides, d.colours, d.colour, d.size)


def payment_plans(st: DoodleState, dice: Sequence[Die], need: int) -> list[tuple[int, ...]]:
    """Every set of ``dice`` with at least ``need`` sides together, each once: equal dice are
    interchangeable, so a plan takes the lowest ids of each kind (``canonical_dice`` maps any
    other pick onto it). Why every set: the rules let a player give up "any number of dice";
    an active pool holds 5 places, so at most 2**5 plans (more only with small strange dice)."""
    kinds: dict[tuple, list[int]] = {}
    for d in dice:
        kinds.setdefault(die_kind(d), []).append(d.id)
    plans: list[tuple[int, ...]] = [()]
    for ids in kinds.values():
        plans = [p + tuple(ids[:n]) for p in plans for n in range(len(ids) + 1)]
    return [tuple(sorted(p)) for p in plans if p and sum(st.dice[i].sides for i in p) >= need]


def canonical_dice(st: DoodleState, dice: Any) -> Any:
    """``dice`` (ids) as ``spend_plans`` lists them: each die replaced by the lowest-id equal
    die, in id order; anything that is not different known dice comes back unchanged."""
    if not isinstance(dice, tuple) or len(set(dice)) != len(dice) \
            or any(st.valid_die(d) is None for d in dice):
        return dice
    count: dict[tuple, int] = {}
    for die in dice:
        key = die_kind(st.dice[die])
        count[key] = count.get(key, 0) + 1
    out: list[int] = []
    for key, n in count.items():
        out += [d.id for d in st.dice if die_kind(d) == key][:n]
    return tuple(sorted(out))


def cheapest(dice: tuple[Die, ...], need: int) -> tuple[int, ...] | None:
    """The dice (ids) whose sides add up to at least ``need`` with the least left over (then
    the fewest dice): the one set the legal list offers for a given need."""
    best: tuple[int, int, tuple[int, ...]] | None = None
    pool = sorted(dice, key=lambda d: (d.sides, d.id))[:8]
    for n in range(1, len(pool) + 1):
        for combo in combinations(pool, n):
            total = sum(d.sides for d in combo)
            if total >= need:
                key = (total, n, tuple(sorted(d.id for d in combo)))
                if best is None or key < best:
                    best = key
    return None if best is None else best[2]


def start_options(st: DoodleState, seat: int) -> list[Action]:
    """The stratagem choices of ``seat`` as combat starts (at most one power: one stratagem)."""
    power = power_of(st, seat, STRATAGEM) if st.structures else None
    if power is None:
        return []
    colour = power.colour
    spent = st.schemes.spent[seat]
    mine = [m for m in st.monsters_of(seat) if not m.role]
    if colour == BLACK and "strike" not in spent:
        return _strikes(st, [m for m in mine if helped(st, BLACK, m)])
    if colour == WHITE and not st.schemes.glory_used[seat] \
            and any(helped(st, WHITE, m) for m in mine):
        return [Glory(WEAPONS), Glory(SHIELDS)]
    if colour == BROWN and "tunnel" not in spent:
        return _tunnels(st, seat)
    if colour == ORANGE:
        return _diverts(st, mine)
    if colour == PURPLE and "arcane" not in spent and any(helped(st, PURPLE, m) for m in mine):
        return _arcane(st, seat)
    if colour == COLORLESS and "prism" not in spent and mine \
            and helps(st, seat, STRATAGEM, COLORLESS, None):
        colours = {c for d in st.active(seat) for c in ((d.colour,) if d.colour else d.colours)}
        return [Prism(c) for c in sorted(colours - {COLORLESS})]
    if colour == PINK and "sway" not in spent and helps(st, seat, STRATAGEM, PINK, None):
        return _sways(st, seat)
    return []


def _strikes(st: DoodleState, strikers: list[Monster]) -> list[Action]:
    out: list[Action] = []
    for m in strikers:
        weapons = [p.die for p in st.weapons(m)]
        for foe in st.monsters:
            if st.can_attack(m, foe):
                out += [Strike(w, p.die) for w in weapons for p in foe.parts]
    return out


def _kinds(dice: tuple[Die, ...]) -> list[Die]:
    seen: set[tuple] = set()
    out = []
    for d in dice:
        key = (d.owner, d.sides, d.colours, d.colour, d.size)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out


def tunnel_sites(st: DoodleState, seat: int) -> list[tuple[int, int]]:
    """The (monster, die) tunnels ``seat``'s stratagem opens now, whatever they cost: a
    tunneling monster with actions left under an enemy's reserve die no bigger than its core
    (one die of each kind)."""
    power = power_of(st, seat, STRATAGEM) if st.structures else None
    if power is None or power.colour != BROWN or "tunnel" in st.schemes.spent[seat]:
        return []
    diggers = [m for m in st.monsters_of(seat) if not m.role and helped(st, BROWN, m)]
    pool = _kinds(tuple(d for s in st.enemies(seat) for d in st.reserve(s)))
    return [(m.id, d.id) for m in diggers if st.turn_actions(m) > 0
            for d in pool if d.sides <= st.core_sides(m)]


def _tunnels(st: DoodleState, seat: int) -> list[Action]:
    out: list[Action] = []
    for monster, die in tunnel_sites(st, seat):
        need = tunnel_need(st, st.dice[die])
        if need is None:
            out.append(Tunnel(monster, die))
        else:  # a price: any dice of the active pool reaching it
            spend = tuple(x for x in st.active(seat) if x.sides != D100)
            out += [Tunnel(monster, die, price) for price in payment_plans(st, spend, need)]
    return out


def tunnel_need(st: DoodleState, d: Die) -> int | None:
    """The sides of active dice a tunnel under die ``d`` costs (None: free, as by the
    rulebook)."""
    return amendments_of(st).tunnel_need(d.sides)


def _diverts(st: DoodleState, mine: list[Monster]) -> list[Action]:
    shifted = dict(st.schemes.shift)
    givers = [m for m in mine if shifted.get(m.id, 0) <= 0 and m.id not in st.schemes.tired
              and helped(st, ORANGE, m) and st.turn_actions(m) > 0]
    takers = [m for m in mine if shifted.get(m.id, 0) >= 0 and m.id not in st.schemes.tired]
    return [Divert(g.id, t.id) for g in givers for t in takers
            if t.id != g.id and shifted.get(t.id, 0) + 1 <= 25]


def _arcane(st: DoodleState, seat: int) -> list[Action]:
    pool = st.active(seat)
    return [Arcane(dice) for dice in payment_plans(st, pool, 1)]  # any dice of the pool


def _sways(st: DoodleState, seat: int) -> list[Action]:
    pool = st.active(seat)
    out: list[Action] = []
    for m in st.monsters:
        if m.role or st.friends(m.owner, seat) or out_of_reach(st, m) \
                or not keeps_something(st, m):
            continue
        out += [Sway(m.id, dice) for dice in payment_plans(st, pool, st.core_sides(m))]
    return out


def keeps_something(st: DoodleState, m: Monster) -> bool:
    """``m``'s owner would still have another monster or a die in a pool if ``m`` left it:
    Sway never takes a player's last hold on the game."""
    return any(x.owner == m.owner and x.id != m.id for x in st.monsters) or bool(
        st.active(m.owner) or st.reserve(m.owner))


def hide_options(st: DoodleState, m: Monster) -> list[Action]:
    """Dive / Cloud Assault for the monster whose turn it is, before it spends an action."""
    if not st.structures or st.actions <= 0 or st.actions < st.turn_actions(m):
        return []
    if helped(st, BLUE, m) or helped(st, YELLOW, m):
        return [Hide()]
    return []


def refit_options(st: DoodleState, seat: int) -> list[Action]:
    """Adaptive Kit: every other type for each part (not a core) of ``seat``'s technological
    monsters, once a sketching phase per part. A part with cybernetics is already its second
    type too, so it never becomes that one (a part of one type twice is no part)."""
    if not st.structures or power_of(st, seat, STRATAGEM) is None:
        return []
    out: list[Action] = []
    for m in st.monsters_of(seat):
        if m.role or not helped(st, GRAY, m):
            continue
        out += [Refit(p.die, kind) for p in m.parts[1:] if p.die not in st.schemes.refit
                for kind in ADDED_PARTS if kind not in (p.kind, p.extra)]
    return out


# ------------------------------------------------------------------------------ what changes


def combat_begins(st: DoodleState) -> DoodleState:
    """Marks of the last combat (and of the round's sketching) are wiped; Glory's one use and
    the dived monsters stay."""
    s = st.schemes
    seats = len(s.glory)
    if not st.structures:
        return st
    fresh = Schemes(s.glory_used, ("",) * seats, (0,) * seats, ("",) * seats, ((),) * seats,
                    swayed=s.swayed, hidden=s.hidden)
    return st if fresh == s else st._replace(schemes=fresh)


def release_hidden(st: DoodleState, mid: int) -> DoodleState:
    """The monster's turn starts: it comes back within reach."""
    s = st.schemes
    if not st.structures or mid not in s.hidden:
        return st
    return st._replace(schemes=replace(s, hidden=tuple(h for h in s.hidden if h != mid)))


def spend(st: DoodleState, seat: int, what: str) -> Schemes:
    """The schemes with ``what`` marked used this combat by ``seat``."""
    s = st.schemes
    spent = tuple((*u, what) if i == seat else u for i, u in enumerate(s.spent))
    return replace(s, spent=spent)


def weapon_part(m: Monster, die: int) -> bool:
    p = m.part(die)
    return p is not None and p.kind == WEAPON


__all__ = ["action_shift", "canonical_dice", "cheapest", "die_kind", "payment_plans",
           "combat_begins", "fury_may", "glorious", "helped",
           "hide_options", "keeps_something", "out_of_reach", "prism_colour", "refit_options",
           "release_hidden", "spend", "start_options", "thrower", "top_face", "weapon_bonus",
           "tunnel_need", "weapon_part"]

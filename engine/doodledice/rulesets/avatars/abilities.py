"""The avatars alternate rule: the four avatar types, their abilities, and what they allow now.

Each player picks an avatar type before round 1 (``Phase.AVATARS``) and draws it; each type has
three abilities usable three, two and one time a game (``Avatar.used`` counts the uses spent).
Handlers live in ``handlers``; this module holds the data and the queries ``combat``,
``legal``, ``flow`` and the state ask, so it sits just above ``model`` and ``tables``.

The rulings (devices at their own die's strength, a core made a weapon by Cybernetics, one horde
pool, Diehard by itself, Special Technique asked before the damage lands, Lead from the Front
and the Bombardment as combat starts, Energy Preference during one's own sketching...) are
written on the rules page, "Avatars".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import IllegalAction, replace
from engine.doodledice.model import (
    ACTIVE,
    HORDE,
    REMOVED,
    SOAK,
    TECHNIQUE,
    Attack,
    Die,
    Monster,
    Part,
    cores,
    does,
    main_first,
    role_used,
    use_role,
)
from engine.doodledice.rulesets.avatars.kinds import (
    ABILITY_INDEX,
    AVATAR_PARTS,
    AVATAR_TYPES,
    BEAST,
    CHARGE_SIDES,
    CYBER_TYPES,
    DEVICE,
    GADGETEER,
    MAGE,
    MECHA_PARTS,
    TYPE_BY_KEY,
    TYPE_KEYS,
    WARRIOR,
    Ability,
    Avatar,
    AvatarType,
)
from engine.doodledice.rulesets.house.rule import amendments_of
from engine.doodledice.rulesets.structures.stratagems import (
    cheapest,
    out_of_reach,
    payment_plans,
)
from engine.doodledice.tables import (
    COLORLESS,
    CORE,
    D100,
    MAX_PARTS,
    per4,
)

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState

def ability_uses(st: DoodleState, ability: Ability) -> int:
    """Uses a game of ``ability`` in this game (our house rules may allow fewer)."""
    return amendments_of(st).ability_uses(ability.key, ability.uses)


def ability_summary(st: DoodleState, ability: Ability) -> str:
    """``ability``'s one line as this game plays it."""
    return amendments_of(st).ability_summary(ability.key, ability.summary)


# --------------------------------------------------------------------------------- the record


def avatar_of(st: DoodleState, seat: int) -> Avatar | None:
    if not st.avatars or not 0 <= seat < len(st.avatar):
        return None
    return st.avatar[seat]


def uses_left(st: DoodleState, seat: int, ability: str) -> int:
    """Uses of ``ability`` ``seat`` still has (0 when its avatar is another type)."""
    av = avatar_of(st, seat)
    kind, index = ABILITY_INDEX[ability]
    if av is None or av.kind != kind:
        return 0
    return ability_uses(st, av.type.abilities[index]) - av.used[index]


def spend(st: DoodleState, seat: int, ability: str, **changes: Any) -> DoodleState:
    """The state with one use of ``ability`` ticked off (and the avatar's other changes)."""
    av = st.avatar[seat]
    assert av is not None
    _, index = ABILITY_INDEX[ability]
    first, second, third = (u + (i == index) for i, u in enumerate(av.used))
    return put_avatar(st, seat, replace(av, used=(first, second, third), **changes))


def put_avatar(st: DoodleState, seat: int, av: Avatar) -> DoodleState:
    return st._replace(avatar=tuple(av if s == seat else a for s, a in enumerate(st.avatar)))


# ------------------------------------------------------------------------------------ parts


def part_cap(m: Monster) -> int:
    """Parts ``m`` may have: 5, 8 for a beast avatar, 10 for a Mechamorph, plus mutations."""
    base = MECHA_PARTS if m.merged else AVATAR_PARTS if m.avatar else MAX_PARTS
    return base + m.mutations


# ---------------------------------------------------------------------------------- powers


_POWERS: dict[int, tuple[Monster, tuple[Any, ...], tuple[str, ...]]] = {}


def powers(st: DoodleState, m: Monster) -> tuple[str, ...]:
    """Every core power ``m`` has now: its main core's (or what a colorless core borrowed),
    and those its other working cores and devices lend (colorless ones lend nothing).

    Why a memo: the evaluation asks this for every monster of every position it scores. The
    answer depends on the monster (frozen; a recoloured die gets its monster a new record),
    its dice's colours and the rest of the table that can change a power (``powers_key``: the
    switched-off parts, Disperse Color, Prismatic Light), so it is kept by the monster's
    identity and checked against the very object and that key. (Keyed on the switched-off set
    alone, a monster record shared by the positions before and after a Disperse Color kept
    the power it had lost, and the AI was offered a pink answer the rules then refused.)"""
    key = st.powers_key()
    kept = _POWERS.get(id(m))
    if kept is not None and kept[0] is m and kept[1] == key:
        return kept[2]
    found = _fresh_powers(st, m)
    if len(_POWERS) > 50_000:
        _POWERS.clear()
    _POWERS[id(m)] = (m, key, found)
    return found


def _fresh_powers(st: DoodleState, m: Monster) -> tuple[str, ...]:
    out = [st.power(m)]
    for p in m.parts[1:]:
        if (p.kind == CORE or p.kind == DEVICE) and not st.disabled(p.die):
            colour = st.dice[p.die].colour
            if colour != COLORLESS:
                out.append(colour)
    return tuple(c for c in out if c)


def power_sides(st: DoodleState, m: Monster, colour: str) -> int:
    """The sides a power of ``colour`` is measured by: the biggest working core or device of
    that colour (the main core for a borrowed power), the main core when none."""
    best = st.core_sides(m) if st.power(m) == colour else 0
    for p in m.parts[1:]:
        if (p.kind == CORE or p.kind == DEVICE) and not st.disabled(p.die) \
                and st.dice[p.die].colour == colour:
            best = max(best, st.dice[p.die].sides)
    return best or st.core_sides(m)


# --------------------------------------------------------------------------------- combat


def technique_ready(st: DoodleState, a: Attack, dealt: int) -> bool:
    """The attacker's warrior may still make this weapon roll its maximum."""
    if a.struggle or a.technique or dealt <= 0 or a.target == -1:
        return False
    seat = st.monster(a.attacker).owner
    return uses_left(st, seat, "technique") > 0 and a.value < st.dice[a.weapon].sides


def horde_of(st: DoodleState, seat: int) -> int:
    av = avatar_of(st, seat)
    return av.horde if av is not None else 0


def soak_ready(st: DoodleState, a: Attack, dealt: int) -> bool:
    """The defender's horde may take some of the damage about to be dealt to a monster."""
    return a.target >= 0 and dealt > 0 and horde_of(st, a.defender) > 0


def next_question(st: DoodleState, a: Attack, dealt: int) -> str | None:
    """The avatar question to ask before damage is dealt (TECHNIQUE, then SOAK), if any."""
    if not st.avatars:
        return None
    jump = bool(st.structures and st.fort.jump)  # a chain lightning's jump: no weapon roll
    if a.step not in (TECHNIQUE, SOAK) and not jump and technique_ready(st, a, dealt):
        return TECHNIQUE
    if a.step != SOAK and soak_ready(st, a, dealt):
        return SOAK
    return None


def hurt_horde(st: DoodleState, seat: int, amount: int) -> DoodleState:
    av = avatar_of(st, seat)
    if av is None or amount <= 0:
        return st
    return put_avatar(st, seat, replace(av, horde=max(0, av.horde - amount)))


def diehard_price(st: DoodleState, seat: int, core: int) -> tuple[int, ...] | None:
    """What Diehard costs to keep the core ``core`` (a die id) of ``seat`` standing: nothing
    (``()``) by the rulebook; with our house rules the cheapest active dice reaching its sides
    (at least 4), given up by themselves as Diehard works by itself. None: no use left, or
    nothing to pay with."""
    if uses_left(st, seat, "diehard") <= 0:
        return None
    need = amendments_of(st).diehard_need(st.sides(core))
    if need is None:
        return ()
    return cheapest(tuple(spendable(st, seat)), need)


def remove_dice(st: DoodleState, dice: tuple[int, ...]) -> DoodleState:
    """``dice`` (ids) leave play: the price of an ability."""
    all_dice = list(st.dice)
    for die in dice:
        all_dice[die] = all_dice[die].at(REMOVED)
    return st._replace(dice=tuple(all_dice))


def charge_ready(st: DoodleState, m: Monster) -> bool:
    """The mage may charge ``m`` as its turn starts (a new charge, or renewing one)."""
    if not st.avatars or not st.active(m.owner):
        return False
    return m.charge > 0 or uses_left(st, m.owner, "supercharge") > 0


def enemy_parts(st: DoodleState, seat: int) -> tuple[tuple[Monster, Part], ...]:
    """Enemy monster parts that can be reached (another side's, not out of reach)."""
    return tuple((m, p) for m in st.monsters if in_reach(st, seat, m) for p in m.parts)


def in_reach(st: DoodleState, seat: int, m: Monster) -> bool:
    """``m`` is an enemy of ``seat`` (another team, with duo dice) that an avatar's blow can
    reach: not banished, diving or soaring (stratagems, ``Monster.banished``-like marks)."""
    return not st.friends(m.owner, seat) and not out_of_reach(st, m)


def lead_targets(st: DoodleState, seat: int) -> tuple[Monster, ...]:
    """Enemy monsters Lead from the Front can strike now (with our house rules, only those
    whose core ``seat`` can pay for: ``lead_price``)."""
    if uses_left(st, seat, "lead") <= 0:
        return ()
    return tuple(m for m in st.monsters if in_reach(st, seat, m) and not m.role
                 and lead_price(st, seat, m) is not None)


def lead_need(st: DoodleState, m: Monster) -> int | None:
    """The sides of active dice Lead from the Front on ``m`` costs (None: free, as by the
    rulebook)."""
    return amendments_of(st).lead_need(st.core_sides(m))


def lead_price(st: DoodleState, seat: int, m: Monster) -> tuple[int, ...] | None:
    """The cheapest active dice (ids) that let ``seat`` use Lead from the Front on ``m``
    (``()``: free, as by the rulebook; None: ``seat`` cannot pay)."""
    need = amendments_of(st).lead_offer_need(st.core_sides(m))
    if need is None:
        return ()
    return cheapest(tuple(spendable(st, seat)), need)


def bombard_ready(st: DoodleState, seat: int) -> bool:
    return uses_left(st, seat, "bombard") > 0 and bool(spendable(st, seat)) \
        and bool(enemy_parts(st, seat))


def start_ready(st: DoodleState, seat: int) -> bool:
    """``seat`` has an avatar ability to use as the combat phase starts."""
    return bool(lead_targets(st, seat)) or bombard_ready(st, seat)


def bombard_plans(st: DoodleState, seat: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """A few sensible Bombardments to offer: the 1, 2 or 3 biggest active dice, each aimed at
    the parts where that damage does the most (a core it destroys first). The rules accept any
    other choice the same."""
    dice = sorted(spendable(st, seat), key=lambda d: (-d.sides, d.id))
    parts = enemy_parts(st, seat)
    plans = []
    for k in range(1, min(3, len(dice), len(parts)) + 1):
        chosen = dice[:k]
        hit = per4(sum(d.sides for d in chosen))
        if hit <= 0:
            continue

        def score(mp: tuple[Monster, Part], hit: int = hit) -> float:
            m, p = mp
            left = st.dice[p.die].sides - p.damage
            if p.kind == CORE and hit >= left and len(cores(m)) == 1:
                return 100 + sum(st.dice[q.die].sides for q in m.parts)
            return 50 + left if hit >= left else hit / 2
        targets: list[int] = []
        dead: set[int] = set()
        for m, p in sorted(parts, key=score, reverse=True):
            if m.id in dead:
                continue
            targets.append(p.die)
            if score((m, p)) >= 100:
                dead.add(m.id)
            if len(targets) == k:
                break
        for _m, p in parts:  # one part a die: the rest may fall on a monster already doomed
            if len(targets) < k and p.die not in targets:
                targets.append(p.die)
        if len(targets) == k:
            plans.append((tuple(d.id for d in chosen), tuple(targets)))
    return plans


def spend_plans(st: DoodleState, seat: int) -> list[tuple[int, ...]]:
    """Every set of active dice an avatar ability may give up (``CHARGE_SIDES`` at least)."""
    return payment_plans(st, spendable(st, seat), CHARGE_SIDES)


def spendable(st: DoodleState, seat: int) -> list[Die]:
    """Active dice an avatar ability may give up (never a d100: it makes places only)."""
    return [d for d in st.active(seat) if d.sides != D100]


def sides_of(st: DoodleState, dice: tuple[int, ...]) -> int:
    return sum(st.dice[d].sides for d in dice)


def price_paid(st: DoodleState, seat: int, dice: object, need: int,
               refusal: str) -> tuple[int, ...]:
    """The dice (ids) a price (``rulesets.amendments``) is paid with, checked: different dice
    of ``seat``'s active pool, never a d100, with at least ``need`` sides together; anything
    else is refused with ``refusal``."""
    if not isinstance(dice, tuple) or not dice or len(set(dice)) != len(dice) or any(
            type(d) is not int for d in dice):
        raise IllegalAction(refusal)
    found = [st.valid_die(d) for d in dice]
    if any(d is None or d.owner != seat or d.place != ACTIVE or d.sides == D100
           for d in found) or sum(d.sides for d in found if d is not None) < need:
        raise IllegalAction(refusal)
    return dice


def dice_text(st: DoodleState, dice: tuple[int, ...]) -> str:
    """Dice (ids) as players name a price: "d8 + d4"."""
    return " + ".join(f"d{st.sides(d)}" for d in dice)


def mecha_drop(st: DoodleState, monsters: tuple[Monster, ...]) -> tuple[int, ...]:
    """Dice of the parts a Mechamorph of ``monsters`` leaves out: beyond 10 parts, the
    smallest non-core parts first, cores last."""
    parts = [p for m in monsters for p in m.parts]
    extra = len(parts) - MECHA_PARTS
    if extra <= 0:
        return ()
    order = sorted(parts, key=lambda p: (p.kind == CORE, st.dice[p.die].sides, p.die))
    return tuple(p.die for p in order[:extra])


def active_ids(st: DoodleState, seat: int) -> set[int]:
    return {d.id for d in st.dice if d.owner == seat and d.place == ACTIVE}


__all__ = ["ABILITY_INDEX", "AVATAR_PARTS", "AVATAR_TYPES", "Ability", "Avatar", "AvatarType",
           "ability_summary", "ability_uses",
           "BEAST", "CHARGE_SIDES", "CYBER_TYPES", "DEVICE", "GADGETEER", "HORDE", "MAGE",
           "MECHA_PARTS", "TYPE_BY_KEY", "TYPE_KEYS", "WARRIOR", "active_ids",
           "avatar_of", "bombard_plans", "bombard_ready", "charge_ready",
           "price_paid", "in_reach", "spendable",
           "cores", "dice_text", "diehard_price", "does", "enemy_parts", "hurt_horde", "horde_of",
           "lead_need", "lead_price", "lead_targets", "main_first", "mecha_drop", "next_question",
           "spend_plans",
           "part_cap", "power_sides", "powers", "put_avatar", "remove_dice",
           "role_used", "sides_of",
           "soak_ready", "spend", "start_ready", "technique_ready", "use_role", "uses_left"]

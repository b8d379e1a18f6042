"""The fortress powers (alternate rule "stratagems & fortresses"): what the state remembers for
them (``Marks``) and the questions the attack steps, the flow and the legal list ask.

Every power goes through ``places.helps`` (the power is in play for the seat and its
artistic prerequisite holds), so a fortress that is destroyed stops helping at once.

Rulings (the rules page says the same in a player's words):

- **Red Abundant Armory**: on its turn a monster with two parts or more may take up its core
  as a weapon (free); its next attack with the core is then rolled like a weapon of the core's
  sides (red's bonus, rerolls and the rest apply) and uses the round's struggle. Any core size
  may, as it is a weapon roll; a switched-off core may not.
- **Blue Chilling Defence**: once a round, as an enemy attack on one of your monsters (or your
  stratagem/fortress) is made, before anything else: it is cancelled; the attacker loses the
  actions left this turn and gets none on its next turn. Chain Lightning's jumps are no attack
  being made and cannot be chilled.
- **Green Toxic Defences**: each of your poisonous monsters whose weapon (a wielded core too)
  dealt damage to an enemy monster this combat adds 1 damage to every part of that monster as
  combat ends (two poisoners: 2 on each part). This damage is no attack: nothing stops it.
- **Yellow Chain Lightning**: when your electric monster's blow takes an enemy core from some
  life to below 0, the damage past 0 may go to any part of another enemy monster (the
  attacker's owner picks, or declines); that part may block with a shield, roll a nullifier and
  roll its shield as against an attack, and miss dice and rerolls do not apply. A jump that
  destroys a core in turn chains on. Exactly 0 leaves nothing to jump.
- **White Martyr Guard**: a monster whose core is destroyed keeps its core at 0 life and stays
  until combat ends (it acts and defends as usual); more damage to that core does nothing, and
  healing it does not save it.
- **Brown Living Fortress**: when every monster has had its turn, a die is thrown for each
  brown fortress (``living_sides``, ``living_faces``: the numbers are ``tables.LIVING_*``, with
  our house rules ``rulesets.house.numbers``); on a waking face the fortress struggles once (a
  quarter of its d100), like a monster's turn of one action.
- **Gray Bastion of Technology**: once a round per monster, after its weapon, shield or
  nullifier die is thrown, the owner may throw it again (the new roll stands). Not offered
  when the roll is already the best it could be.
- **Orange Recycle Energy**: when your monster with three parts or more in play is destroyed,
  its biggest die (the core when level) goes to your reserve pool instead of out of play.
- **Purple Sigil Shield**: when an attack (or a chain jump) is about to damage your monster,
  you may remove dice of your active pool one at a time, each taking its sides off the damage.
  It works for a magical monster, or for every monster if the fortress shows wards.
- **Colorless Disperse Color**: as each round starts, its player names a colour of an enemy
  monster's core in play; enemy core powers of that colour (a borrowed one too) stop working
  until the next round starts (or the fortress falls). Stratagems and fortresses are untouched.
- **Pink Heart Attack**: as sketching ends, each enemy monster (not stratagems or fortresses)
  rolls the chance die (``places.chance_sides``); on a 1 it gets no actions this round (it
  still defends).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import replace
from engine.doodledice.model import (
    BASTION,
    CHILL,
    NULL_ROLL,
    ROLL,
    SHIELD_ROLL,
    SIGIL,
    Attack,
    Monster,
    core_power,
)
from engine.doodledice.rulesets.house.rule import amendments_of
from engine.doodledice.rulesets.structures.fortress_marks import HEART, LIVING, NO_MARKS, Marks
from engine.doodledice.rulesets.structures.places import FORTRESS, helps, is_structure
from engine.doodledice.rulesets.structures.stratagems import cheapest
from engine.doodledice.tables import (
    BLUE,
    BROWN,
    COLORLESS,
    COLOUR_KEYS,
    CORE,
    D100,
    GRAY,
    GREEN,
    ORANGE,
    PINK,
    PURPLE,
    RED,
    WHITE,
    YELLOW,
    half,
)

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState

def living_sides(st: DoodleState) -> int:
    return amendments_of(st).living_sides()


def living_faces(st: DoodleState) -> tuple[int, ...]:
    return amendments_of(st).living_faces()




def with_marks(st: DoodleState, **changes: Any) -> DoodleState:
    return st._replace(fort=replace(st.fort, **changes))


# ------------------------------------------------------------------------------ the turn


def stunned(st: DoodleState, m: Monster) -> bool:
    """Chilled or heartbroken: the monster's turn brings no actions."""
    f = st.fort
    return m.id in f.heartbroken or m.id in f.frozen


def can_wield(st: DoodleState, m: Monster) -> bool:
    """Abundant Armory: ``m`` may take up its core as a weapon now."""
    return (len(m.parts) >= 2 and not m.struggled and st.fort.wielding != m.id
            and not st.disabled(m.core.die) and helps(st, m.owner, FORTRESS, RED, m))


def wields(st: DoodleState, m: Monster) -> bool:
    """``m``'s core attacks as a weapon this turn."""
    return st.fort.wielding == m.id and not m.struggled


def fortress_struggles(st: DoodleState, m: Monster) -> bool:
    """The brown fortress whose struggle it is (Living Fortress)."""
    return st.fort.struggler == m.id and not m.struggled


def dispersed(st: DoodleState, m: Monster) -> bool:
    """An enemy's Disperse Color has named the colour of ``m``'s core or of the power it uses."""
    if is_structure(m):
        return False
    colours = {st.dice[m.core.die].colour, core_power(m, st.dice[m.core.die].colour)}
    return any(colour in colours and not st.friends(seat, m.owner)
               and helps(st, seat, FORTRESS, COLORLESS, None)
               for seat, colour in st.fort.dispersed)


def disperse_choices(st: DoodleState, seat: int) -> tuple[str, ...]:
    """Colours ``seat`` may name as the round starts: those of enemy monsters' cores in play."""
    if not st.structures or any(s == seat for s, _ in st.fort.dispersed) \
            or not helps(st, seat, FORTRESS, COLORLESS, None):
        return ()
    found = {st.core_colour(m) for m in st.monsters
             if not m.role and not st.friends(m.owner, seat)}
    return tuple(c for c in COLOUR_KEYS if c in found)


# ---------------------------------------------------------------------------- the attack


def chill_possible(st: DoodleState, a: Attack) -> bool:
    """Chilling Defence: the defender may still cancel this attack this round (and, with our
    house rules, can pay for it: ``chill_price``)."""
    return (bool(st.structures) and a.target >= 0 and not st.fort.jump
            and a.defender not in st.fort.chilled
            and helps(st, a.defender, FORTRESS, BLUE, None)
            and chill_price(st, a) is not None)


def chill_price(st: DoodleState, a: Attack) -> tuple[int, ...] | None:
    """What freezing attack ``a`` costs the defender: nothing by the rulebook (``()``); with
    our house rules the cheapest dice of their active pool (no d100) reaching the sides of
    the die it attacks with (at least 4), as Sway Loyalties is paid. None: they cannot pay."""
    need = chill_need(st, a)
    if need is None:
        return ()
    pool = tuple(d for d in st.active(a.defender) if d.sides != D100)
    return cheapest(pool, need)


def chill_need(st: DoodleState, a: Attack) -> int | None:
    """The sides of active dice freezing ``a`` costs (None: free, as by the rulebook)."""
    return amendments_of(st).chill_need(st.sides(a.weapon))


def thrown(st: DoodleState, a: Attack) -> int:
    """The die the attack's chance step throws (-1 for none)."""
    if a.step == ROLL and not a.struggle:
        return a.weapon
    if a.step == NULL_ROLL:
        return a.nullifier
    if a.step == SHIELD_ROLL:
        return a.target
    return -1


def bastion_asks(st: DoodleState, a: Attack, value: int) -> int:
    """Bastion of Technology: the die just thrown for ``value`` that its owner may throw
    again (-1 when not: no power, already used this round, or nothing better to hope for)."""
    if not st.structures:
        return -1
    die = thrown(st, a)
    held = st.holder(die) if die >= 0 else None
    if held is None:
        return -1
    m, _ = held
    sides = st.sides(die)
    best = value > half(sides) if a.step == NULL_ROLL else value < sides
    if not best or m.id in st.fort.bastion or not helps(st, m.owner, FORTRESS, GRAY, m):
        return -1
    return die


def sigil_asks(st: DoodleState, split: list[tuple[int, int]]) -> bool:
    """Sigil Shield: the monster about to take this damage may be shielded by active dice."""
    if not st.structures:
        return False
    hits = [h for h in (st.holder(die) for die, amount in split if amount > 0)
            if h is not None and not (h[1].kind == CORE and h[0].id in st.fort.martyrs)]
    if not hits:
        return False  # nothing to soak (a martyr's core at 0 takes nothing more)
    m = hits[0][0]
    return bool(st.active(m.owner)) and helps(st, m.owner, FORTRESS, PURPLE, m)


def fortress_decider(st: DoodleState, a: Attack) -> int:
    """Who answers a fortress step: the defender chills, a thrown die's owner throws again,
    the wounded monster's owner soaks, the attacker's owner sends the lightning on."""
    if a.step == CHILL:
        return a.defender
    if a.step == BASTION:
        return st.dice[st.fort.retry[0]].owner
    if a.step == SIGIL:
        return wound_owner(st)
    return st.monster(a.attacker).owner


def asks_seat(st: DoodleState, seat: int) -> bool:
    """The fortress question waiting now is about a die of ``seat``'s (a throw to make again,
    damage to soak): when that player leaves, the attack ends with them."""
    f = st.fort
    dice = [*f.retry[:1], *(die for die, _ in f.wound)]
    return any(st.dice[d].owner == seat for d in dice)


def wound_owner(st: DoodleState) -> int:
    """The seat whose monster the waiting damage is for."""
    for die, _ in st.fort.wound:
        held = st.holder(die)
        if held is not None:
            return held[0].owner
    return -1


def chain_excess(st: DoodleState, a: Attack, die: int, amount: int) -> int:
    """Chain Lightning: the damage past 0 when this blow destroys an enemy core."""
    held = st.holder(die)
    attacker = st.find_monster(a.attacker)
    if held is None or attacker is None or not st.structures:
        return 0
    m, part = held
    left = st.sides(die) - part.damage
    if part.kind != CORE or left <= 0 or amount <= left or st.friends(m.owner, attacker.owner):
        return 0
    return amount - left if helps(st, attacker.owner, FORTRESS, YELLOW, attacker) else 0


def jump_targets(st: DoodleState, a: Attack) -> tuple[int, ...]:
    """Parts the leftover damage may go to: any part of another enemy monster in reach (not a
    martyr already at 0)."""
    attacker = st.find_monster(a.attacker)
    if attacker is None:
        return ()
    return tuple(p.die for m in st.monsters
                 if not st.friends(m.owner, attacker.owner) and st.can_attack(attacker, m)
                 and m.id not in st.fort.martyrs for p in m.parts)


def poisons(st: DoodleState, a: Attack) -> bool:
    """Toxic Defences: this blow is a weapon's (or wielded core's) of a poisonous monster."""
    attacker = st.find_monster(a.attacker)
    return (bool(st.structures) and not a.struggle and not st.fort.jump and attacker is not None
            and helps(st, attacker.owner, FORTRESS, GREEN, attacker))


# ---------------------------------------------------------------------------- destruction


def martyr_holds(st: DoodleState, m: Monster) -> bool:
    """Martyr Guard keeps ``m`` in play though its core is destroyed. With our balance house
    rules a side has one martyr at a time: while one of its martyrs stands, the next
    destroyed monster falls as usual."""
    if not st.structures or not helps(st, m.owner, FORTRESS, WHITE, m):
        return False
    return not amendments_of(st).one_martyr_at_a_time() or not any(
        x is not None and x.owner == m.owner for x in map(st.find_monster, st.fort.martyrs))


def recycled(st: DoodleState, m: Monster) -> int:
    """Recycle Energy: the die of the destroyed ``m`` that goes back to the reserve (-1:
    none). The biggest, the core first among equals."""
    if not st.structures or len(m.parts) < 3 or not helps(st, m.owner, FORTRESS, ORANGE, m):
        return -1
    return max(m.parts, key=lambda p: (st.sides(p.die), p.kind == CORE)).die


# ------------------------------------------------------------------------- round moments


def heart_victims(st: DoodleState) -> tuple[int, ...]:
    """Monsters that roll the chance die for Heart Attack, once per pink fortress facing them."""
    out: list[int] = []
    for seat in st.alive():
        if helps(st, seat, FORTRESS, PINK, None):
            out += [m.id for m in st.monsters if not m.role and not st.friends(m.owner, seat)]
    return tuple(out)


def living_fortresses(st: DoodleState) -> tuple[int, ...]:
    """Brown fortresses whose Living Fortress works (one die each as combat ends)."""
    return tuple(m.id for m in st.monsters if m.role == FORTRESS
                 and st.core_colour(m) == BROWN and helps(st, m.owner, FORTRESS, BROWN, None))


__all__ = ["HEART", "LIVING", "Marks", "chill_need",
           "NO_MARKS", "bastion_asks", "can_wield", "chain_excess", "chill_possible",
           "chill_price", "asks_seat", "disperse_choices", "dispersed", "fortress_decider",
           "fortress_struggles",
           "heart_victims", "jump_targets", "living_faces", "living_fortresses", "living_sides",
           "martyr_holds",
           "poisons",
           "recycled",
           "sigil_asks", "stunned", "thrown", "wields", "with_marks", "wound_owner"]

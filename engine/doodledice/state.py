"""The Doodle Dice Monsters state: an immutable snapshot plus the queries rules, UI and AI share.

Transitions live in ``rules`` (actions), ``flow`` (the automatic steps of a round) and
``combat`` (the steps of an attack); the choices open now in ``legal``. The class holds data
and lookups only: the package hands it those modules as its ``Rules`` and
``engine.core.GameState`` plays the contract by them.

Import order, one way only: ``tables`` -> ``model``/``actions``/``sketch`` -> the records the
fields need (``rulesets.avatars.kinds``, ``rulesets.structures.fortress_marks``/
``stratagem_marks``) -> ``position`` (the protocol the rules name instead of this class) ->
``forces``/``options``/``pool`` -> ``combat``/``turn``/``blows``/``words`` -> ``rulesets`` ->
``powers`` -> ``legal`` -> ``flow`` -> ``rules`` -> ``describe`` -> ``state`` -> ``setup`` ->
``views``/``evaluation`` -> the package. Each alternate rule set is one subpackage of
``rulesets``; the basic game above ``combat`` asks them only through ``rulesets.base.RuleSet``
(``rulesets.registry.switched_on``; a test keeps their names out of its code). ``combat``,
below the rule sets that reuse its steps, asks them at the moments of an attack through
``position.AttackHooks`` (which ``RuleSet`` fits), handed over by ``rule_sets``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from engine.core import (
    CHANCE,
    Action,
    GameState,
    Outcome,
)
from engine.doodledice.actions import FREE_FIELDS
from engine.doodledice.combat import reroll_asker
from engine.doodledice.forces import DieChoice
from engine.doodledice.model import (
    ACTIVE,
    CHANCE_STEPS,
    LOSE_DIE,
    NULLIFY,
    PINK,
    RESERVE,
    SHIELD,
    SOAK,
    TECHNIQUE,
    Attack,
    Die,
    Monster,
    Part,
    Phase,
    core_power,
    does,
    role_used,
)
from engine.doodledice.options import OPTION_FIELDS
from engine.doodledice.rulesets.avatars.kinds import Avatar
from engine.doodledice.rulesets.base import RuleSet
from engine.doodledice.rulesets.registry import PHASE_RULES, switched_on
from engine.doodledice.rulesets.structures.fortress_marks import Marks
from engine.doodledice.rulesets.structures.stratagem_marks import Schemes
from engine.doodledice.tables import (
    BROWN,
    COMBO,
    CORE,
    MAX_PARTS,
    MIN_STRUGGLE_SIDES,
    WEAPON,
    per4,
)

_NOBODY = -2
"""``DoodleState._c_move`` of a game over (``to_move`` None; None there means not worked out)."""

SEAT_NAMES = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
"""Default names of the seats."""

# Turn openings (``opening``): choices a monster makes as its turn starts.
COPY = "copy"  # a colorless monster may borrow a power
HEAL = "heal"  # a green monster heals
ACT = "act"  # the turn's actions


class DoodleState(GameState):
    """One Doodle Dice Monsters position. Read the attributes; change it only through ``apply``.

    ``budget`` (sides per force), ``mirror`` (1: every random force is the same),
    ``draft`` (1: the draft dice rule), ``collection`` (draft: the shared dice by place,
    None once taken), ``rolls`` (draft: each seat's last throw for first pick, 0 none),
    ``pending`` (seats still waiting for a random force, FORCES phase), ``dice`` (every die,
    by id), ``monsters`` (in play, by id), ``round`` (1 = first), ``seat`` (who gathers or
    sketches now), ``queue`` (purple monsters still to decide, gather phase), ``extra`` (extra
    dice each seat gathers this round), ``initiative`` (monsters still to take a turn this
    combat, as groups in order; a group of several has tied and must roll), ``turn`` (the
    monster whose turn it is, -1 none), ``opening`` (see COPY/HEAL/ACT), ``actions`` (left this
    turn), ``attack`` (being resolved, or None), ``quiet`` (rounds in a row without damage or
    lost dice), ``idle`` (rounds in a row without a lost die or a side worn lower than ever),
    ``low`` (per seat, the least life it has had left at a round's end; empty until the first
    round ends), ``progress`` (what this round has seen: CALM, HURT or LOST), ``out`` (per
    seat).

    Strange dice (``strange`` 1): ``declared`` and ``banish_used`` (per seat) mark the big-die
    result and the d3 banishment each player has spent; ``asking`` lists the seats still to be
    asked whether to banish as combat starts (and, with fortresses, the seats asked as a round
    starts: Disperse Color).

    Duo dice (``duo`` 1): seats play in two teams, even seats against odd ones (``team``).
    Stratagems & fortresses (``structures`` 1, ``free_art`` 1 to waive prerequisites): see
    ``rulesets.structures``; take the castle (``castle`` 1) opens with a CASTLE phase in which
    every seat draws the free one it was given.
    Avatars (``avatars`` 1): ``avatar`` holds each seat's avatar (None until chosen, in the
    AVATARS phase before round 1); ``asking`` also lists seats with an avatar ability to use
    as combat starts.
    Our balance house rules (``house`` 1, off unless chosen): Lead from the Front, Diehard,
    Chilling Defence and Tunneling Attack are paid in active dice; the chance powers and the
    Living Fortress throw bigger dice; Martyr Guard keeps one martyr a side at a time; the
    gadgeteer's Cybernetics works fewer times (the numbers: ``rulesets.house.numbers``).
    ``schemes`` holds the marks the stratagem powers leave (``stratagems``).
    ``fort`` holds what the fortress powers remember (``fortresses.Marks``).
    """

    game_id: ClassVar[str] = "doodle-dice"
    free_fields: ClassVar[tuple[str, ...]] = FREE_FIELDS
    _CACHES = ("_c_legal", "_c_off", "_c_ids", "_c_powers", "_c_sides", "_c_rules", "_c_move")

    budget: int
    mirror: int
    strange: int
    duo: int
    structures: int
    castle: int
    free_art: int
    house: int
    draft: int
    collection: tuple[DieChoice | None, ...]
    rolls: tuple[int, ...]
    avatars: int
    avatar: tuple[Avatar | None, ...]
    pending: tuple[int, ...]
    dice: tuple[Die, ...]
    monsters: tuple[Monster, ...]
    next_monster: int
    round: int
    phase: Phase
    seat: int
    queue: tuple[int, ...]
    extra: tuple[int, ...]
    initiative: tuple[tuple[int, ...], ...]
    turn: int
    opening: str
    actions: int
    attack: Attack | None
    quiet: int
    idle: int
    low: tuple[int, ...]
    progress: int
    out: tuple[bool, ...]
    declared: tuple[bool, ...]
    banish_used: tuple[bool, ...]
    asking: tuple[int, ...]
    schemes: Schemes
    fort: Marks
    _outcome: Outcome | None
    # caches, worked out once a state (None until then)
    _c_legal: tuple[Action, ...] | None
    _c_ids: dict[int, Monster] | None
    _c_off: frozenset[int] | None
    _c_powers: tuple[Any, ...] | None
    _c_sides: tuple[int, ...] | None
    _c_rules: tuple[RuleSet, ...] | None
    _c_move: int | None
    """``to_move``, with ``_NOBODY`` for a game over."""

    @classmethod
    def of(cls, st: object) -> DoodleState:
        """``st``, a position a rule function returned, as this class. Why: the rule modules
        are typed with the ``position.DoodleState`` protocol (they cannot name this class
        without an import circle), and every position they make is ``_replace``d from one of
        ours; this checks that instead of casting it."""
        if not isinstance(st, cls):
            raise TypeError(f"not a Doodle Dice position: {type(st).__name__}")
        return st

    def __repr__(self) -> str:
        return (f"<Doodle Dice {self.phase.name} round={self.round} seat={self.seat} "
                f"turn={self.turn} monsters={len(self.monsters)}>")

    # ------------------------------------------------------------------------------ contract

    @property
    def to_move(self) -> int | None:
        """Who decides now (see ``State.to_move``), worked out once a state. Why kept: the
        table, the rules and the AI's searches each ask it several times of a position, and
        the answer goes through the rule sets' own questions."""
        mover = self._c_move
        if mover is None:
            found = self._mover()
            self._c_move = mover = _NOBODY if found is None else found
        return None if mover == _NOBODY else mover

    def _mover(self) -> int | None:
        if self._outcome is not None:
            return None
        phase = self.phase
        if phase is Phase.FORCES or phase is Phase.INITIATIVE:
            return CHANCE
        rules = self.rule_sets()
        if any(rule.throws_now(self) for rule in rules):
            return CHANCE
        by_rule = PHASE_RULES.get(self.phase)
        if by_rule is not None:
            return by_rule.phase_mover(self)
        if phase is Phase.GATHER:
            if self.asking:  # choices as the round starts (Disperse Color)
                return self.asking[0]
            if self.queue:
                return self.monster(self.queue[0]).owner
            return self.seat
        if phase is Phase.SKETCH:
            return self.seat
        attack = self.attack
        if attack is None:
            if self.turn < 0:
                return self.asking[0]
            return self.monster(self.turn).owner
        return self.decider(attack)

    def decider(self, attack: Attack) -> int:
        """Who answers the attack's current step (CHANCE for a throw)."""
        step = attack.step
        if step in CHANCE_STEPS:
            for rule in self.rule_sets():
                seat = rule.asks_before_throw(self, attack)
                if seat is not None:
                    return seat
            return CHANCE
        if step in (PINK, SHIELD, NULLIFY, LOSE_DIE, SOAK):
            return attack.defender
        if step == "aim" or step == TECHNIQUE:
            return self.monster(attack.attacker).owner
        for rule in self.rule_sets():
            seat = rule.step_decider(self, attack)
            if seat is not None:
                return seat
        return reroll_asker(self, attack)

    @property
    def turn_owner(self) -> int | None:
        if self._outcome is not None:
            return None
        if self.phase is Phase.COMBAT and self.turn >= 0:
            return self.monster(self.turn).owner
        if self.phase in (Phase.GATHER, Phase.SKETCH):
            return self.seat
        by_rule = PHASE_RULES.get(self.phase)
        return None if by_rule is None else by_rule.phase_turn_owner(self)

    @property
    def num_seats(self) -> int:
        return len(self.out)

    @property
    def options(self) -> dict[str, int]:
        return {"seats": len(self.out),
                **{key: getattr(self, field) for key, field in OPTION_FIELDS.items()}}

    def seat_name(self, seat: int) -> str:
        return SEAT_NAMES[seat] if 0 <= seat < len(SEAT_NAMES) else f"Player {seat + 1}"

    # ------------------------------------------------------------------------------- lookups

    def rule_sets(self) -> tuple[RuleSet, ...]:
        """The alternate rule sets this game is played with (asked once a state: the lookups
        below ask at every call)."""
        if self._c_rules is None:
            self._c_rules = switched_on(self)
        return self._c_rules

    def die(self, die_id: int) -> Die:
        return self.dice[die_id]

    def _by_id(self) -> dict[int, Monster]:
        if self._c_ids is None:
            self._c_ids = {m.id: m for m in self.monsters}
        return self._c_ids

    def monster(self, monster_id: int) -> Monster:
        m = self._by_id().get(monster_id)
        if m is None:
            raise KeyError(f"No monster has id {monster_id!r}.")
        return m

    def find_monster(self, monster_id: Any) -> Monster | None:
        if type(monster_id) is not int:
            return None
        return self._by_id().get(monster_id)

    def valid_die(self, die_id: Any) -> Die | None:
        """The die with that id, or None for anything that is not one."""
        if type(die_id) is not int or not 0 <= die_id < len(self.dice):
            return None
        return self.dice[die_id]

    def holder(self, die_id: int) -> tuple[Monster, Part] | None:
        """(monster, part) a die is invested in, or None."""
        d = self.valid_die(die_id)
        if d is None or d.place < 0:
            return None
        m = self.find_monster(d.place)
        if m is None:
            return None
        p = m.part(die_id)
        return None if p is None else (m, p)

    def pool(self, seat: int, place: int) -> tuple[Die, ...]:
        """``seat``'s dice in ``place`` (ACTIVE or RESERVE), by id."""
        return tuple(d for d in self.dice if d.owner == seat and d.place == place)

    def active(self, seat: int) -> tuple[Die, ...]:
        return self.pool(seat, ACTIVE)

    def reserve(self, seat: int) -> tuple[Die, ...]:
        return self.pool(seat, RESERVE)

    def monsters_of(self, seat: int) -> tuple[Monster, ...]:
        return tuple(m for m in self.monsters if m.owner == seat)

    def sides(self, die_id: int) -> int:
        return self.dice[die_id].sides

    def core_sides(self, m: Monster) -> int:
        return self.dice[m.core.die].sides

    def core_colour(self, m: Monster) -> str:
        return self.dice[m.core.die].colour

    def switched_off(self) -> frozenset[int]:
        """Every die an orange monster's Enervate has switched off (worked out once a state)."""
        if self._c_off is None:
            self._c_off = frozenset(e for m in self.monsters for e in m.enervating)
        return self._c_off

    def powers_key(self) -> tuple:
        """Everything besides a monster and its dice that decides its core powers: the
        switched-off dice and what each rule set says changes them (``RuleSet.powers_key``).
        The key of ``rulesets.avatars.abilities.powers``'s memo; worked out once a state."""
        if self._c_powers is None:
            self._c_powers = (self.switched_off(),
                              tuple(rule.powers_key(self) for rule in self.rule_sets()))
        return self._c_powers

    def disabled(self, die_id: int) -> bool:
        """Switched off by an orange monster's Enervate."""
        return die_id in self.switched_off()

    def power(self, m: Monster) -> str:
        """The colour of the core power ``m`` uses now ("" when its core is switched off, or a
        colorless core has borrowed nothing, or a rule set took it)."""
        if self.disabled(m.core.die) or m.role:
            return ""
        for rule in self.rule_sets():
            changed = rule.power(self, m)
            if changed is not None:
                return changed
        return core_power(m, self.core_colour(m))

    def has(self, m: Monster, colour: str) -> bool:
        """``m`` has the core power of ``colour`` (its own, or one a rule set gives it)."""
        for rule in self.rule_sets():
            found = rule.has_power(self, m, colour)
            if found is not None:
                return found
        return self.power(m) == colour

    def power_sides(self, m: Monster, colour: str) -> int:
        """The sides ``m``'s power of ``colour`` is measured by (its core's, unless a rule set
        measures it by another die)."""
        for rule in self.rule_sets():
            sides = rule.power_sides(self, m, colour)
            if sides is not None:
                return sides
        return self.dice[m.core.die].sides

    def part_cap(self, m: Monster) -> int:
        """Parts ``m`` may have: the basic limit, or a rule set's."""
        for rule in self.rule_sets():
            cap = rule.part_cap(self, m)
            if cap is not None:
                return cap
        return MAX_PARTS

    def combos(self, m: Monster) -> int:
        """Combo parts that work (not switched off)."""
        return sum(1 for p in m.parts if does(p, COMBO) and not self.disabled(p.die))

    def turn_actions(self, m: Monster) -> int:
        """Actions ``m`` gets on its turn: 1 plus working combos, less any given to purple,
        changed by the rule sets (``RuleSet.action_change``: none at all when one says so)."""
        count = 1 + self.combos(m) - m.given_up
        for rule in self.rule_sets():
            change = rule.action_change(self, m)
            if change is None:
                return 0
            count += change
        return max(0, count)

    def can_struggle(self, m: Monster) -> bool:
        """Not twice a round, not on a core under 4 sides, never a place of a rule set's
        (``m.role``) unless that rule set lets it (``RuleSet.place_struggles``)."""
        return not m.struggled and self.core_sides(m) >= MIN_STRUGGLE_SIDES and (
            not m.role or any(rule.place_struggles(self, m) for rule in self.rule_sets()))

    def core_fires(self, m: Monster) -> bool:
        """An attack with ``m``'s core die is a weapon attack (its die is rolled), not a
        struggle: the core is a weapon too (its second type), and that weapon is neither spent
        this turn nor switched off. Once it has fired (or while it is off) the core may still
        struggle."""
        core = m.core
        return does(core, WEAPON) and not role_used(core, WEAPON) and not self.disabled(core.die)

    def core_weapon(self, m: Monster) -> bool:
        """A rule set lets ``m``'s core attack as a weapon now (``RuleSet.core_weapon``)."""
        return any(rule.core_weapon(self, m) for rule in self.rule_sets())

    def roll_bonus(self, m: Monster) -> int:
        """What the rule sets add to ``m``'s weapon and shield rolls now."""
        return sum(rule.roll_bonus(self, m) for rule in self.rule_sets())

    def rolls_top(self, m: Monster, *, shields: bool) -> bool:
        """A rule set fixes ``m``'s weapon (or shield) dice on their top face now."""
        return any(rule.rolls_top(self, m, shields) for rule in self.rule_sets())

    def waiting(self) -> str:
        """What the table is doing now, as a refusal opens ("Dice are being gathered now;")."""
        by_rule = PHASE_RULES.get(self.phase)
        said = by_rule.phase_waiting(self) if by_rule is not None else None
        if said is not None:
            return said
        if self.phase is Phase.GATHER:
            return "Dice are being gathered now;"
        if self.phase is Phase.SKETCH:
            return f"{self.seat_name(self.seat)} is sketching now;"
        if self.attack is not None:
            return "An attack is being resolved;"
        return "It is a monster's turn;"

    def weapons(self, m: Monster) -> tuple[Part, ...]:
        """Weapons of ``m`` that may still attack this turn."""
        return tuple(p for p in m.parts if does(p, WEAPON) and not role_used(p, WEAPON)
                     and not self.disabled(p.die))

    def struggle_damage(self, m: Monster) -> int:
        return per4(self.core_sides(m))

    def burrowed(self, target: Monster) -> bool:
        """Brown's protection: sketched this round."""
        return target.born == self.round and self.has(target, BROWN)

    def out_of_reach(self, m: Monster) -> bool:
        """A rule set has put ``m`` out of every attack's and effect's reach now."""
        return any(rule.out_of_reach(self, m) for rule in self.rule_sets())

    def can_attack(self, attacker: Monster, target: Monster) -> bool:
        """``attacker`` may aim at ``target`` (an enemy, within reach, and not burrowed
        unless the attacker is brown)."""
        if self.friends(target.owner, attacker.owner) or self.out_of_reach(target):
            return False
        return not self.burrowed(target) or self.has(attacker, BROWN)

    def alive(self) -> tuple[int, ...]:
        """Seats still in the game."""
        return tuple(s for s, o in enumerate(self.out) if not o)

    def enemies(self, seat: int) -> tuple[int, ...]:
        """Seats still in the game on another side."""
        return tuple(s for s in self.alive() if not self.friends(s, seat))

    def team(self, seat: int) -> int:
        """The side ``seat`` plays for: itself, or the team a rule set puts it in."""
        if self._c_sides is None:
            sides = list(range(self.num_seats))
            for rule in self.rule_sets():
                for s in range(self.num_seats):
                    side = rule.side(self, s)
                    if side is not None:
                        sides[s] = side
            self._c_sides = tuple(sides)
        return self._c_sides[seat]

    def friends(self, a: int, b: int) -> bool:
        """The same seat, or team-mates."""
        return a == b or self.team(a) == self.team(b)

    def team_seats(self, seat: int) -> tuple[int, ...]:
        """Every seat of ``seat``'s side (out or not)."""
        return tuple(s for s in range(self.num_seats) if self.friends(s, seat))

    def team_monsters(self, seat: int) -> tuple[Monster, ...]:
        """Monsters of ``seat`` and its team-mates: core powers treat them all as friends."""
        return tuple(m for m in self.monsters if self.friends(m.owner, seat))

    def has_nothing(self, seat: int) -> bool:
        """No monsters, no active and no reserve dice: the player is out."""
        if any(m.owner == seat for m in self.monsters):
            return False
        return not any(d.owner == seat and d.place in (ACTIVE, RESERVE) for d in self.dice)

    def sides_left(self, seat: int) -> int:
        """Sides of ``seat``'s dice still in play or in its pools (the stalemate count)."""
        return sum(d.sides for d in self.dice if d.owner == seat and d.place != -3)

    def life_left(self, seat: int) -> int:
        """``sides_left`` less the damage ``seat``'s parts carry: what a grinding fight wears
        down even while no die is lost yet (the stalemate guard's measure of progress)."""
        hurt = sum(p.damage for m in self.monsters for p in m.parts
                   if self.dice[p.die].owner == seat)
        return self.sides_left(seat) - hurt

    def turn_monster(self) -> Monster | None:
        return self.find_monster(self.turn) if self.turn >= 0 else None

    def initiative_order(self) -> tuple[int, ...]:
        """Monsters still to take a turn this combat, in order (tied groups as they stand)."""
        return tuple(mid for group in self.initiative for mid in group)

    def part_label(self, die_id: int) -> str:
        """"the Frosty Yeti's red d8 weapon" for logs and prompts."""
        held = self.holder(die_id)
        d = self.dice[die_id]
        if held is None:
            return f"the {d.label}"
        m, p = held
        kind = "core" if p.kind == CORE else p.kind
        return f"{m.name}'s {d.label} {kind}"


__all__ = ["ACT", "COPY", "DoodleState", "HEAL", "SEAT_NAMES"]

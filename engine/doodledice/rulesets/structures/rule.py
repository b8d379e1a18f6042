"""The stratagems & fortresses rule's hooks: the moments of the basic game it adds a choice
or a value to."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.core import Action, DieSpec, Roll, RollRequest, replace
from engine.doodledice.actions import CreateMonster
from engine.doodledice.model import FORTRESS_STEPS, MISS, Attack, Die, Monster, Part
from engine.doodledice.rulesets.base import Handler, RuleSet
from engine.doodledice.rulesets.structures.fortress_actions import Chill, Disperse, Ward, Wield
from engine.doodledice.rulesets.structures.fortress_choices import fortress_step_actions
from engine.doodledice.rulesets.structures.fortress_flow import (
    attack_step,
    bastion_offer,
    chain_lightning,
    combat_ends,
    forecast_state,
    heart_moment,
    martyr_gone,
    martyr_guard,
    moment_request,
    moment_rolled,
    poison_marks,
    round_starts,
    sigil_offer,
    thaw,
    turn_over,
)
from engine.doodledice.rulesets.structures.fortress_handlers import (
    FORTRESS_HANDLERS,
    describe_fortress,
    fortress_pass,
)
from engine.doodledice.rulesets.structures.fortress_values import fortress_values
from engine.doodledice.rulesets.structures.fortresses import (
    asks_seat,
    can_wield,
    disperse_choices,
    dispersed,
    fortress_decider,
    fortress_struggles,
    recycled,
    stunned,
    wields,
    with_marks,
)
from engine.doodledice.rulesets.structures.places import (
    POWER_OF,
    ROLES,
    STRATAGEM,
    chance_sides,
    miss_powers,
    power_of,
    role_problem,
    structure_of,
)
from engine.doodledice.rulesets.structures.stratagem_actions import (
    STRATAGEM_ACTIONS,
    Arcane,
    Sway,
    Tunnel,
)
from engine.doodledice.rulesets.structures.stratagem_handlers import (
    STRATAGEM_HANDLERS,
    fury_again,
    release_swayed,
)
from engine.doodledice.rulesets.structures.stratagem_marks import SHIELDS, WEAPONS
from engine.doodledice.rulesets.structures.stratagem_texts import describe_stratagem
from engine.doodledice.rulesets.structures.stratagems import (
    action_shift,
    canonical_dice,
    combat_begins,
    glorious,
    hide_options,
    prism_colour,
    refit_options,
    release_hidden,
    start_options,
    top_face,
    weapon_bonus,
)
from engine.doodledice.tables import D100, WHITE

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState
    from engine.doodledice.weights import Weights


class Structures(RuleSet):
    option: ClassVar[str] = "stratagems"
    field: ClassVar[str] = "structures"
    handlers: ClassVar[dict[type[Action], Handler]] = {**STRATAGEM_HANDLERS,
                                                        **FORTRESS_HANDLERS}
    die_fields: ClassVar[dict[type[Action], str]] = {Ward: "die"}

    # ------------------------------------------------------------------- the dice
    def throws_now(self, st: DoodleState) -> bool:
        return bool(st.fort.moment)  # Heart Attack, the Living Fortress

    def roll_request(self, st: DoodleState) -> RollRequest | None:
        if st.fort.moment:
            return moment_request(st)
        a = st.attack
        if a is None or a.step != MISS:
            return None
        chances = tuple(DieSpec.d(chance_sides(st, name), name) for name in miss_powers(st, a))
        said = " and ".join(f"{d.label} ({d.kind})" for d in chances)
        return RollRequest(chances, f"{said}: a 1 and the attack misses.",
                           seat=st.monster(a.attacker).owner)

    def rolled(self, st: DoodleState, values: tuple[int, ...]) -> DoodleState | None:
        return moment_rolled(st, values) if st.fort.moment else None

    def throw_spec(self, st: DoodleState, a: Attack, spec: DieSpec) -> DieSpec:
        return top_face(st, a, spec)  # Glory

    # -------------------------------------------------------------------- lookups
    def power(self, st: DoodleState, m: Monster) -> str | None:
        if st.fort.dispersed and dispersed(st, m):  # Disperse Color
            return ""
        if st.schemes.prism[m.owner]:  # Prismatic Light
            return prism_colour(st, m) or None
        return None

    def powers_key(self, st: DoodleState) -> tuple:
        places = tuple((m.owner, m.role, st.core_colour(m)) for m in st.monsters if m.role)
        return (st.fort.dispersed, st.schemes.prism, places)

    def action_change(self, st: DoodleState, m: Monster) -> int | None:
        if stunned(st, m):  # Chilling Defence, Heart Attack
            return None
        return action_shift(st, m)  # Divert Power, Tunneling

    def place_struggles(self, st: DoodleState, m: Monster) -> bool:
        return fortress_struggles(st, m)  # the Living Fortress

    def out_of_reach(self, st: DoodleState, m: Monster) -> bool:
        return m.id in st.schemes.hidden  # Dive, Cloud Assault

    def step_decider(self, st: DoodleState, a: Attack) -> int | None:
        return fortress_decider(st, a) if a.step in FORTRESS_STEPS else None

    def asks_about(self, st: DoodleState, seat: int) -> bool:
        return asks_seat(st, seat)

    # ------------------------------------------------------------------ choices
    def owns_die(self, st: DoodleState, d: Die) -> bool:
        return d.sides == D100  # only ever the core of a stratagem or fortress

    def new_sketches(self, st: DoodleState, seat: int, d: Die, colour: str, name: str
                     ) -> list[Action]:
        return [CreateMonster(d.id, colour, name, role=r) for r in ROLES
                if structure_of(st, seat, r) is None]

    def sketch_problem(self, st: DoodleState, d: Die, role: object) -> str | None:
        return role_problem(st, d, role)

    def part_problem(self, st: DoodleState, m: Monster, d: Die, kind: object) -> str | None:
        if self.owns_die(st, d):
            return "A d100 can only be the core of a stratagem or fortress."
        return None

    def throw_again(self, st: DoodleState, a: Attack, value: int) -> DoodleState | None:
        die = fury_again(st, a, value)  # Battle Fury
        if die is None:
            return None
        s = st.schemes
        return st._replace(schemes=replace(s, fury=(*s.fury, die)))

    def core_weapon(self, st: DoodleState, m: Monster) -> bool:
        return wields(st, m)  # Abundant Armory

    def on_core_wielded(self, st: DoodleState, m: Monster) -> DoodleState:
        return with_marks(st, wielding=-1)  # the Abundant Armory's wield is used up

    def first_turn_actions(self, st: DoodleState, m: Monster) -> list[Action]:
        if can_wield(st, m) and (any(st.can_attack(m, foe) for foe in st.monsters)
                                 or any(not st.monsters_of(s) for s in st.enemies(m.owner))):
            return [Wield()]
        return []

    def listed_as(self, st: DoodleState, action: Action) -> Action | None:
        if isinstance(action, (Sway, Arcane, Tunnel, Chill)):
            return replace(action, dice=canonical_dice(st, action.dice))
        return None

    # -------------------------------------------------------------- more moments
    def on_combat_start(self, st: DoodleState) -> DoodleState:
        return combat_begins(st)

    def on_initiative(self, st: DoodleState) -> DoodleState:
        return heart_moment(st)

    def on_turn_start(self, st: DoodleState, m: Monster) -> DoodleState:
        return thaw(release_hidden(st, m.id), m)

    def on_turn_end(self, st: DoodleState) -> DoodleState:
        return turn_over(st)

    def after_attack(self, st: DoodleState) -> DoodleState | None:
        f = st.fort
        if f.jump or f.wound or f.retry:  # a jump was stopped (a nullifier), a player left...
            return st._replace(fort=replace(f, jump=0, wound=(), retry=()))
        return None

    def on_round_end(self, st: DoodleState) -> DoodleState:
        return release_swayed(st)

    def on_round_start(self, st: DoodleState) -> DoodleState:
        return round_starts(st)

    def round_start_actions(self, st: DoodleState, seat: int) -> list[Action]:
        return [Disperse(c) for c in disperse_choices(st, seat)]

    def sketch_actions(self, st: DoodleState, seat: int, dice: list[Die]) -> list[Action]:
        return refit_options(st, seat)  # the Adaptive Kit

    def sketches_without_dice(self, st: DoodleState, seat: int) -> bool:
        return bool(refit_options(st, seat))

    def combat_start_actions(self, st: DoodleState, seat: int) -> list[Action]:
        return start_options(st, seat)

    def on_combat_end(self, st: DoodleState) -> DoodleState | None:
        return combat_ends(st)  # the Living Fortress, poison, martyrs

    def turn_actions(self, st: DoodleState, m: Monster) -> list[Action]:
        return hide_options(st, m)  # Dive, Cloud Assault

    def attack_step_actions(self, st: DoodleState, a: Attack) -> list[Action] | None:
        return fortress_step_actions(st, a)

    def on_pass(self, st: DoodleState) -> DoodleState | None:
        return fortress_pass(st)

    def describe(self, st: DoodleState, who: str, action: Action) -> str | None:
        a = st.attack
        if isinstance(action, Roll) and a is not None and not st.fort.moment \
                and fury_again(st, a, int(action.values[0])) is not None:
            values = ", ".join(str(v) for v in action.values)
            return f"It rolls {values}, but Battle Fury makes it roll again"
        if isinstance(action, Roll) and a is not None and a.step == MISS:
            return miss_text(st, action)
        if isinstance(action, CreateMonster) and action.role:
            power = POWER_OF.get((action.role, action.colour))
            what = f" ({power.name})" if power else ""
            return f"{who} sketches {action.name}, a {action.colour} {action.role}{what}"
        if isinstance(action, STRATAGEM_ACTIONS):
            return describe_stratagem(st, action, who)
        return describe_fortress(st, action)

    def doomed(self, st: DoodleState) -> tuple[int, ...]:
        return st.fort.martyrs  # Martyr Guard: a core at 0 fights on until combat ends

    def forecast(self, st: DoodleState) -> DoodleState | None:
        a = st.attack
        return forecast_state(st) if a is not None and a.step in FORTRESS_STEPS else None

    def rolls_top(self, st: DoodleState, m: Monster, shields: bool) -> bool:
        return glorious(st, m, SHIELDS if shields else WEAPONS)  # Glory

    def roll_bonus(self, st: DoodleState, m: Monster) -> int:
        return weapon_bonus(st, m)  # Arcane Armaments

    def core_destroyed(self, st: DoodleState, m: Monster, core: Part,
                       last: bool) -> DoodleState | None:
        return martyr_guard(st, m, core) if last else None

    def before_blow(self, st: DoodleState, a: Attack,
                    taken: list[tuple[int, int]]) -> DoodleState:
        return poison_marks(st, a, taken)  # Toxic Defences

    def after_blow(self, st: DoodleState, a: Attack, before: DoodleState,
                   taken: list[tuple[int, int]]) -> DoodleState:
        return chain_lightning(st, a, before, taken)

    def attack_step(self, st: DoodleState, a: Attack, step: str) -> bool | None:
        return attack_step(st, a, step)  # Chilling Defence, the miss dice, Chain Lightning

    def fixed_damage(self, st: DoodleState, a: Attack) -> int | None:
        return st.fort.jump or None  # Chain Lightning's leftover damage

    def asks_throw_again(self, st: DoodleState, a: Attack, value: int) -> DoodleState | None:
        return bastion_offer(st, a, value)  # Bastion of Technology

    def asks_before_damage(self, st: DoodleState, a: Attack,
                           split: list[tuple[int, int]]) -> DoodleState | None:
        return sigil_offer(st, a, split)  # Sigil Shield

    def recycled_die(self, st: DoodleState, m: Monster) -> int:
        return recycled(st, m)  # Recycle Energy

    def on_monster_removed(self, st: DoodleState, m: Monster) -> DoodleState:
        return martyr_gone(st, m)

    def value_tweak(self, st: DoodleState, m: Monster) -> tuple[str, int, int, bool, bool] | None:
        """The power ``m`` uses (Prismatic Light), actions moved (Divert Power; -9: none left
        after tunnelling), the Arcane bonus, glorious weapons and shields."""
        shift = action_shift(st, m)
        return (st.power(m), -9 if shift is None else shift, weapon_bonus(st, m),
                glorious(st, m, WEAPONS), glorious(st, m, SHIELDS))

    def add_values(self, st: DoodleState, w: Weights, values: list[float]) -> None:
        for seat in range(st.num_seats):
            values[seat] += stratagem_reserve(st, seat, w)
        for seat, extra in enumerate(fortress_values(st)):
            values[seat] += extra


def miss_text(st: DoodleState, action: Roll) -> str:
    """"Camouflage d4 rolls 3: the attack goes on (a 1 would miss)"."""
    values = ", ".join(str(v) for v in action.values)
    hit = not any(int(v) == 1 for v in action.values)
    dice = " and ".join(f"{spec.label} d{len(spec.faces)}" for spec in st.roll_request().dice)
    return f"{dice} roll {values}: " + ("the attack goes on (a 1 would miss)" if hit
                                         else "the attack misses")


def stratagem_reserve(st: DoodleState, seat: int, w: Weights) -> float:
    """What an unused once-a-game Glory is worth (while the white stratagem stands): the AI
    spends it when the heroic blows of one combat are worth more."""
    if st.schemes.glory_used[seat]:
        return 0.0
    power = power_of(st, seat, STRATAGEM)
    return w.glory if power is not None and power.colour == WHITE else 0.0


__all__ = ["Structures", "miss_text", "stratagem_reserve"]

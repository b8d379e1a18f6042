"""The one interface through which the basic game calls an alternate rule set.

Why: the basic game reads in the order of a round and names no alternate rule. Each rule set
(strange dice, draft, duo, stratagems & fortresses, take the castle, avatars, our house rules)
is one subpackage of ``rulesets`` holding everything that rule adds, and overrides only the
moments it changes, as a variant of a board game overrides a few methods of the standard
game. The basic game asks every rule set switched on (``rulesets.switched_on``) at each
named moment below and combines the answers; a moment a rule set does not override answers
"nothing to add".

Rule sets sit below the modules that ask them (``legal``, ``flow``, ``rules``, ``describe``,
``state``, ``views``, ``evaluation``) and above the steps they reuse (``model``, ``tables``,
``combat``, ``turn``, ``blows``), so they import only downwards. A rule set's phase (``phases``)
is played wholly by its ``phase_*`` hooks; ``rulesets.registry.opening_after`` orders the
phases that open a game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, ClassVar

from engine.core import Action, DieSpec, RollRequest
from engine.doodledice.model import Attack, Die, Monster, Part, Phase

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState
    from engine.doodledice.weights import Weights

Handler = Callable[["DoodleState", Action], "DoodleState"]
"""Applies one action of the rule set (``IllegalAction`` with the players' reason if not)."""


class RuleSet:
    """One alternate rule set: the option that switches it on and the moments it changes."""

    option: ClassVar[str] = ""
    """The set-up option (1: on) that switches the rule set on."""
    field: ClassVar[str] = ""
    """The position's field that holds that option (``options.OPTION_FIELDS``)."""
    handlers: ClassVar[Mapping[type[Action], Handler]] = {}
    """The actions the rule set adds, each with its handler (``rules.apply`` dispatches)."""
    die_fields: ClassVar[Mapping[type[Action], str]] = {}
    """The rule set's actions naming a die the list offers once per kind of die, and that
    field (``legal.listed_as`` maps an equal die onto the listed one)."""

    phases: ClassVar[tuple[Phase, ...]] = ()
    """The phases the rule set adds to the game (a draft, choosing avatars...): while one of
    them is played the basic game asks this rule set who moves, what they may do and what
    happens next (``phase_*`` below)."""

    def is_on(self, st: DoodleState) -> bool:
        """Whether ``st`` is played with this rule set."""
        return bool(getattr(st, self.field))

    # ------------------------------------------------------------------ its own phases
    def opening(self, st: DoodleState) -> Phase | None:
        """The phase of the rule set's that opens the game before round 1, or None."""
        return None

    def phase_mover(self, st: DoodleState) -> int:
        """Who moves in the rule set's phase now (``engine.core.CHANCE`` for a throw)."""
        return st.seat

    def phase_turn_owner(self, st: DoodleState) -> int | None:
        """Whose turn the rule set's phase is (the seat a hot-seat table hands over to)."""
        return st.seat

    def phase_actions(self, st: DoodleState, seat: int) -> list[Action]:
        """What ``seat`` may do in the rule set's phase."""
        return []

    def phase_waiting(self, st: DoodleState) -> str | None:
        """What the table is doing in the rule set's phase, as a refusal opens ("The dice are
        still being drafted;"), or None (the basic game's words)."""
        return None

    sketches_in_phase: ClassVar[bool] = False
    """Whether a new sketch (``CreateMonster``) is made in the rule set's phase."""

    def phase_over(self, st: DoodleState) -> bool:
        """Whether the rule set's phase is over (the basic game opens the next one)."""
        return False

    def phase_end(self, st: DoodleState) -> DoodleState:
        """The game as the rule set's phase ends: what only that phase needed, put away."""
        return st

    def phase_step(self, st: DoodleState) -> DoodleState | None:
        """The rule set's phase played on one automatic step (the next seat...), or None while
        it waits for a choice or dice."""
        return None

    # ------------------------------------------------------------------------- dice
    def throws_now(self, st: DoodleState) -> bool:
        """Whether dice of the rule set's are to be thrown now, outside its own phases and an
        attack's throws (``roll_request`` says which)."""
        return False

    def roll_request(self, st: DoodleState) -> RollRequest | None:
        """The dice of the rule set's to throw now, or None."""
        return None

    def rolled(self, st: DoodleState, values: tuple[int, ...]) -> DoodleState | None:
        """The game after the rule set's dice (``roll_request``) came up ``values``, or None
        when they were not its dice."""
        return None

    # ---------------------------------------------------------------------- lookups
    def side(self, st: DoodleState, seat: int) -> int | None:
        """The side ``seat`` plays for when the rule set groups seats into teams, or None."""
        return None

    def power(self, st: DoodleState, m: Monster) -> str | None:
        """The colour of the core power ``m`` uses now when the rule set changes it ("": none
        at all), or None."""
        return None

    def has_power(self, st: DoodleState, m: Monster, colour: str) -> bool | None:
        """Whether ``m`` has the power of ``colour`` when the rule set gives a monster more
        than one, or None."""
        return None

    def power_sides(self, st: DoodleState, m: Monster, colour: str) -> int | None:
        """The sides ``m``'s power of ``colour`` is measured by when not its core's, or None."""
        return None

    def powers_key(self, st: DoodleState) -> tuple:
        """What besides a monster and its dice decides its powers under the rule set (the key
        of the powers' memo)."""
        return ()

    def action_change(self, st: DoodleState, m: Monster) -> int | None:
        """Actions the rule set adds to (+) or takes from (-) ``m``'s turn; None: the turn
        brings none at all."""
        return 0

    def place_struggles(self, st: DoodleState, m: Monster) -> bool:
        """Whether ``m``, which is no monster but a place of the rule set's (``m.role``), may
        struggle now."""
        return False

    def out_of_reach(self, st: DoodleState, m: Monster) -> bool:
        """Whether the rule set has put ``m`` out of every attack's and effect's reach now."""
        return False

    def step_decider(self, st: DoodleState, a: Attack) -> int | None:
        """Who answers a step of attack ``a`` that is the rule set's own, or None."""
        return None

    def sketch_problem(self, st: DoodleState, d: Die, role: object) -> str | None:
        """Why ``d`` cannot become the core of a new sketch of ``role`` ("" a monster), or
        None. Asked of every rule set, played or not, so a sketch naming a place of a rule set
        not played is refused in its words."""
        return None

    def part_problem(self, st: DoodleState, m: Monster, d: Die, kind: object) -> str | None:
        """Why ``d`` cannot be added to ``m`` as a part of ``kind``, or None (a kind the rule
        set adds is then accepted: ``part_kinds``)."""
        return None

    def part_kinds(self, st: DoodleState, seat: int) -> tuple[str, ...]:
        """Part types besides the basic ones ``seat`` may add now."""
        return ()

    def on_part_added(self, st: DoodleState, m: Monster, kind: str) -> DoodleState:
        """The game once a part of ``kind`` was added to ``m`` (a use of an ability spent)."""
        return st

    def throw_again(self, st: DoodleState, a: Attack, value: int) -> DoodleState | None:
        """The game when the rule set has the die of attack ``a`` that came up ``value``
        thrown again, or None (the attack goes on with it)."""
        return None

    def part_cap(self, st: DoodleState, m: Monster) -> int | None:
        """The parts ``m`` may have when the rule set changes the basic limit, or None."""
        return None

    def owns_die(self, st: DoodleState, d: Die) -> bool:
        """Whether ``d`` is a die only the rule set's sketches take (never a part)."""
        return False

    # ------------------------------------------------------------ the choices
    def new_sketches(self, st: DoodleState, seat: int, d: Die, colour: str, name: str
                     ) -> list[Action]:
        """The sketches ``seat`` may start with ``d`` in ``colour``, a die the rule set owns
        (``owns_die``)."""
        return []

    def first_turn_actions(self, st: DoodleState, m: Monster) -> list[Action]:
        """What ``m`` may spend an action on, listed before its attacks."""
        return []

    def core_weapon(self, st: DoodleState, m: Monster) -> bool:
        """Whether the rule set lets ``m``'s core attack as a weapon now."""
        return False

    def opening_actions(self, st: DoodleState, m: Monster) -> list[Action] | None:
        """The choices of the turn opening the rule set asked (``turn_opening``), or None
        when ``st.opening`` is not its own."""
        return None

    def listed_as(self, st: DoodleState, action: Action) -> Action | None:
        """The listed action one of the rule set's own stands for (equal dice, a set given in
        another order...), or None when ``action`` is none of its."""
        return None

    # ------------------------------------------------------------- more moments
    def on_sketch_start(self, st: DoodleState) -> DoodleState:
        """The game as the sketching phase opens."""
        return st

    def on_combat_start(self, st: DoodleState) -> DoodleState:
        """The game as combat starts, before the initiative is worked out."""
        return st

    def on_initiative(self, st: DoodleState) -> DoodleState:
        """The game once the initiative is grouped, before its ties are thrown."""
        return st

    def on_turn_start(self, st: DoodleState, m: Monster) -> DoodleState:
        """The game as ``m``'s turn opens, its actions counted."""
        return st

    def on_turn_end(self, st: DoodleState) -> DoodleState:
        """The game as a monster's turn is over."""
        return st

    def after_attack(self, st: DoodleState) -> DoodleState | None:
        """Marks of the rule set's an attack that has ended left behind, wiped; or None."""
        return None

    def on_round_end(self, st: DoodleState) -> DoodleState:
        """The game as a round ends (and as a player leaves), before it is counted."""
        return st

    def asks_about(self, st: DoodleState, seat: int) -> bool:
        """Whether the rule set's question waiting now is about ``seat``'s dice (when that
        player leaves, the attack ends with them)."""
        return False

    def turn_opening(self, st: DoodleState, m: Monster) -> str | None:
        """The first choice of ``m``'s turn when the rule set asks one before the basic game's
        (``DoodleState.opening``), or None."""
        return None

    def throw_spec(self, st: DoodleState, a: Attack, spec: DieSpec) -> DieSpec:
        """The die attack ``a`` throws now as the rule set changes it (faces, label)."""
        return spec

    def on_game_over(self, st: DoodleState) -> DoodleState:
        """The game once it is over: what only the rule set's moments needed, put away."""
        return st

    # ------------------------------------------------------------- the moments of a round
    def on_round_start(self, st: DoodleState) -> DoodleState:
        """The game as a new round starts, before anyone is asked anything (marks of the last
        round wiped...)."""
        return st

    def round_start_actions(self, st: DoodleState, seat: int) -> list[Action]:
        """What ``seat`` may do as a round starts, before gathering."""
        return []

    def sketch_actions(self, st: DoodleState, seat: int, dice: list[Die]) -> list[Action]:
        """What ``seat`` may do while sketching besides creating monsters and adding parts
        (``dice``: its active dice that may take a part, one of each kind)."""
        return []

    def sketches_without_dice(self, st: DoodleState, seat: int) -> bool:
        """Whether ``seat`` has a sketching choice that needs no active die."""
        return False

    def combat_start_actions(self, st: DoodleState, seat: int) -> list[Action]:
        """What ``seat`` may do as combat starts, before any monster's turn."""
        return []

    def on_combat_end(self, st: DoodleState) -> DoodleState | None:
        """The rule set's next step once every monster has had its turn, or None when it has
        nothing (more) to do as combat ends; asked again after each step it takes."""
        return None

    def extra_attacks(self, st: DoodleState, m: Monster, weapons: list[int]) -> list[Action]:
        """Attacks ``m`` may make with ``weapons`` besides those at enemy parts and players."""
        return []

    def turn_actions(self, st: DoodleState, m: Monster) -> list[Action]:
        """What ``m`` may spend an action on besides attacking and its core power."""
        return []

    def attack_step_actions(self, st: DoodleState, a: Attack) -> list[Action] | None:
        """The answers at a step of attack ``a`` that is the rule set's own, or None."""
        return None

    def free_turn_actions(self, st: DoodleState, m: Monster) -> list[Action]:
        """What the owner of ``m`` may do on its turn without spending an action."""
        return []

    def asks_before_throw(self, st: DoodleState, a: Attack) -> int | None:
        """The seat asked a choice before the attack's die is thrown, or None (the dice go)."""
        return None

    def before_throw_actions(self, st: DoodleState, a: Attack) -> list[Action]:
        """The choices of the seat ``asks_before_throw`` names (Pass is offered too)."""
        return []

    def on_pass(self, st: DoodleState) -> DoodleState | None:
        """The game after a Pass at a moment of the rule set's, or None (not its moment)."""
        return None

    def describe(self, st: DoodleState, who: str, action: Action) -> str | None:
        """The log line for one of the rule set's own actions, or for a core action (a Pass, a
        roll) at a moment of the rule set's; None otherwise. ``who``: the mover's name."""
        return None

    # --------------------------------------------------------------------------- the AI
    def phase_values(self, st: DoodleState, w: Weights) -> list[float] | None:
        """Each seat's value in the rule set's own phase, counted its own way (the terms of
        the basic game are added to it), or None."""
        return None

    def doomed(self, st: DoodleState) -> tuple[int, ...]:
        """Monsters whose every die leaves play as combat ends whatever happens: only their
        blows this combat are worth anything."""
        return ()

    def forecast(self, st: DoodleState) -> DoodleState | None:
        """The position with the attack in flight moved past the rule set's own question as
        if it were declined, or None when no question of the rule set's is asked."""
        return None

    def rolls_top(self, st: DoodleState, m: Monster, shields: bool) -> bool:
        """Whether the rule set fixes ``m``'s weapon (``shields``: shield) dice on their top
        face now."""
        return False

    def roll_bonus(self, st: DoodleState, m: Monster) -> int:
        """What the rule set adds to ``m``'s weapon and shield rolls now."""
        return 0

    # the moments of an attack (``position.AttackHooks``: ``combat`` asks them)

    def core_destroyed(self, st: DoodleState, m: Monster, core: Part,
                       last: bool) -> DoodleState | None:
        """The game when the rule set keeps ``m``'s core ``core`` standing though damage
        reached its life, or None: the core is destroyed (``last``: it is ``m``'s only core,
        so ``m`` leaves play). The first rule set that answers decides."""
        return None

    def on_core_wielded(self, st: DoodleState, m: Monster) -> DoodleState:
        """The game as ``m``'s core attacks as a weapon, which the rule set lets it do
        (``core_weapon``): the leave it gave is used up."""
        return st

    def attack_step(self, st: DoodleState, a: Attack, step: str) -> bool | None:
        """Whether attack ``a`` stops at ``step`` for the rule set (True: someone is asked or
        dice thrown there; False: the rule set skips it), or None: the basic game decides."""
        return None

    def fixed_damage(self, st: DoodleState, a: Attack) -> int | None:
        """The damage attack ``a`` deals whatever was thrown, when the rule set fixes it."""
        return None

    def asks_throw_again(self, st: DoodleState, a: Attack, value: int) -> DoodleState | None:
        """The game with attack ``a`` waiting on a player asked whether to throw again its
        die that came up ``value`` (a step of the rule set), or None: the attack goes on."""
        return None

    def asks_before_damage(self, st: DoodleState, a: Attack,
                           split: list[tuple[int, int]]) -> DoodleState | None:
        """The game with attack ``a`` waiting on a question of the rule set before ``split``
        ([(part die, damage)]) is dealt, or None. The first rule set that asks decides."""
        return None

    def deals_elsewhere(self, st: DoodleState, a: Attack,
                        split: list[tuple[int, int]]) -> DoodleState | None:
        """The game with attack ``a`` dealt and closed when the rule set's target took it
        instead of a part, or None: the parts take ``split``."""
        return None

    def before_dealing(self, st: DoodleState, a: Attack) -> DoodleState:
        """The game as attack ``a``'s damage is about to be dealt to the parts."""
        return st

    def before_blow(self, st: DoodleState, a: Attack,
                    taken: list[tuple[int, int]]) -> DoodleState:
        """The game as attack ``a`` is about to deal ``taken`` ([(part die, damage)], less
        what was soaked) to the parts: what the rule set marks on the monsters hit."""
        return st

    def after_blow(self, st: DoodleState, a: Attack, before: DoodleState,
                   taken: list[tuple[int, int]]) -> DoodleState:
        """The game after attack ``a`` dealt ``taken`` (``before``: the game just before).
        The attack is closed; a rule set that carries it on puts it back at its own step."""
        return st

    def recycled_die(self, st: DoodleState, m: Monster) -> int:
        """The die of the destroyed ``m`` the rule set sends back to the reserve instead of
        removing it (-1: none)."""
        return -1

    def on_monster_removed(self, st: DoodleState, m: Monster) -> DoodleState:
        """The game as ``m`` leaves play: what the rule set marked on it is wiped."""
        return st

    def value_tweak(self, st: DoodleState, m: Monster) -> tuple[str, int, int, bool, bool] | None:
        """What the rule set changes about ``m``'s worth beyond the monster itself (the key of
        the monster values' memo and the terms they read): the power it uses, actions moved
        (-9: none left), the bonus to its rolls, top-face weapons and shields; or None."""
        return None

    def monster_parts(self, st: DoodleState, m: Monster, off: frozenset[int], armour: int,
                      w: Weights, tweak: tuple[str, int, int, bool, bool]
                      ) -> tuple[float, float] | None:
        """(body, blows) of ``m`` when the rule set values monsters its own way, or None
        (``evaluation.monster_parts``)."""
        return None

    def add_values(self, st: DoodleState, w: Weights, values: list[float]) -> None:
        """Add to each seat's value (``values``, by seat) what the rule set's places and
        unspent once-a-game uses are worth to it (the evaluation's last terms)."""


__all__ = ["Handler", "RuleSet"]

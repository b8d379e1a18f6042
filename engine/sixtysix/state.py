"""The 66d6 game state: an immutable snapshot plus every query the UI and AI need.

Data is kept in tuples (minions sorted by id) and a small dict of this turn's paths, so ``apply``
copies little; derived data (field counts, id index, legal actions) is computed lazily once per
state and cached, since states never change. The transitions themselves live in ``rules.py``.

Import order, one way only: ``board``/``tables`` -> ``model``/``actions``/``options`` ->
``state`` -> ``queries`` -> ``rules`` -> ``idle``/``describe`` -> ``setup`` ->
``evaluation`` -> the package, which hands the class its ``Rules`` (``engine.core.GameState``
plays the contract by them). The class holds data, lookups and its list of choices.
"""

from __future__ import annotations

from typing import Any, ClassVar

from engine.core import CHANCE, Action, GameState, Outcome, replace
from engine.sixtysix.actions import (
    Defend,
    Enter,
    Fight,
    Infiltrate,
    Kill,
    March,
    Resolve,
    Sacrifice,
    Slaughter,
)
from engine.sixtysix.board import (
    DEATH,
    DEVIL,
    HOME,
    HOME_NAMES,
    PER_FIELD,
    SIDE_NAMES,
    SIDE_TITLES,
    Board,
)
from engine.sixtysix.model import PER_SIDE, RESULT_PHASES, Battle, Minion, Phase
from engine.sixtysix.tables import Result, result_for

_OCCUPANCY: dict[int, tuple[tuple[Minion, ...], Board, tuple[tuple[list[int], list[int]],
                                                              list[int], list[int]]]] = {}
"""``SixtySixState._occ``'s counts kept by the minions tuple's identity (checked against the
very tuple, and the board). Why: most automatic steps and every position in a search that
only changes the phase, the turn or the actions left keep the same minions tuple, and the
counts were worked out again for each of them (the largest cost of the game's analysis)."""
_OCCUPANCY_LIMIT = 4_096


class SixtySixState(GameState):
    """One 66d6 position. Read the public attributes; change it only through ``apply``.

    Public attributes: ``board`` (Board), ``minions`` (tuple of Minion sorted by id),
    ``turn_side``, ``actions_left``, ``special_used``, ``cowardice`` ((Death's, the Devil's)
    consecutive own turns without Fight/Slaughter), ``fought`` (this turn), ``threshold``
    (cowardice limit), ``phase`` (Phase), ``battle`` (Battle or None), ``kills_left``,
    ``slaughterer`` (id or None), ``pending`` (ids the next roll rerolls), ``roll_kind``.
    """

    game_id: ClassVar[str] = "66d6"
    _CACHES = ("_c_index", "_c_occ")
    _c_index: dict[int, int] | None
    _c_occ: tuple[tuple[list[int], list[int]], list[int], list[int]] | None

    board: Board
    minions: tuple[Minion, ...]
    turn_side: int
    actions_left: int
    special_used: bool
    cowardice: tuple[int, int]
    fought: bool
    threshold: int
    phase: Phase
    battle: Battle | None
    kills_left: int
    slaughterer: int | None
    pending: tuple[int, ...]
    roll_kind: str
    _paths: dict[int, tuple[int, ...]]
    _outcome: Outcome | None

    def __repr__(self) -> str:
        return (
            f"<66d6 {self.phase.name} {SIDE_NAMES[self.turn_side]} "
            f"actions_left={self.actions_left} minions={len(self.minions)}>"
        )

    # ---------------------------------------------------------------------------- contract

    @property
    def to_move(self) -> int | None:
        phase = self.phase
        if phase is Phase.ACT or phase is Phase.ATTACKER_RESULT:
            return self.turn_side
        if phase is Phase.ROLL or phase is Phase.SETUP_ROLL:
            return CHANCE
        if phase is Phase.OVER:
            return None
        return 1 - self.turn_side  # DEFEND, DEFENDER_RESULT, KILL

    @property
    def turn_owner(self) -> int | None:
        return None if self.phase is Phase.OVER else self.turn_side

    @property
    def num_seats(self) -> int:
        return 2

    @property
    def options(self) -> dict[str, int]:
        """The game's set-up options (a fresh dict each time: callers may not change the state)."""
        return {"columns": self.board.cols, "rows": self.board.rows, "cowardice": self.threshold}

    def seat_name(self, seat: int) -> str:
        """"Death" or "the Devil" (for the middle of a sentence)."""
        return SIDE_NAMES[seat]

    def seat_title(self, seat: int) -> str:
        """"Death" or "The Devil" (for the start of a sentence)."""
        return SIDE_TITLES[seat]

    # ------------------------------------------------------------------------- lookups

    def _index(self) -> dict[int, int]:
        if self._c_index is None:
            self._c_index = {m.id: i for i, m in enumerate(self.minions)}
        return self._c_index

    def get(self, minion_id: Any) -> Minion | None:
        """The minion with that id, or None (also for ids of the wrong type)."""
        if type(minion_id) is not int:
            return None
        i = self._index().get(minion_id)
        return None if i is None else self.minions[i]

    def minion(self, minion_id: int) -> Minion:
        """The living minion with that id; KeyError if there is none."""
        m = self.get(minion_id)
        if m is None:
            raise KeyError(f"No living minion has id {minion_id!r}.")
        return m

    def _occ(self) -> tuple[tuple[list[int], list[int]], list[int], list[int]]:
        """(per-side field counts, per-side home counts, per-side totals), cached (read only:
        the lists are shared). Kept by the minions tuple too (``_OCCUPANCY``)."""
        if self._c_occ is None:
            minions, board = self.minions, self.board
            kept = _OCCUPANCY.get(id(minions))
            if kept is not None and kept[0] is minions and kept[1] is board:
                self._c_occ = kept[2]
                return kept[2]
            size = board.size
            fields = ([0] * size, [0] * size)
            home = [0, 0]
            total = [0, 0]
            for m in self.minions:
                total[m.side] += 1
                if m.place < 0:
                    home[m.side] += 1
                else:
                    fields[m.side][m.place] += 1
            self._c_occ = (fields, home, total)
            if len(_OCCUPANCY) >= _OCCUPANCY_LIMIT:
                _OCCUPANCY.clear()
            _OCCUPANCY[id(minions)] = (minions, board, self._c_occ)
        return self._c_occ

    def count(self, side: int, place: int) -> int:
        """How many of ``side``'s minions stand on ``place`` (HOME = that side's home)."""
        fields, home, _ = self._occ()
        return home[side] if place == HOME else fields[side][place]

    def total(self, side: int) -> int:
        """All of ``side``'s living minions, home and battlefield."""
        return self._occ()[2][side]

    def has_room(self, side: int, place: int) -> bool:
        """Whether one more of ``side``'s minions fits on ``place`` (homes never fill up)."""
        return place == HOME or self._occ()[0][side][place] < PER_FIELD

    def minions_at(self, side: int, place: int) -> tuple[Minion, ...]:
        """``side``'s minions on ``place`` (HOME = that side's home), by id."""
        return tuple(m for m in self.minions if m.side == side and m.place == place)

    def path(self, minion_id: int) -> tuple[int, ...]:
        """Places the minion occupied this turn, starting where it began (no-backtracking rule).

        Only the side whose turn it is has a path; anyone else's is just its current place.
        """
        stored = self._paths.get(minion_id)
        if stored is not None:
            return stored
        return (self.minion(minion_id).place,)

    def home_name(self, side: int) -> str:
        return HOME_NAMES[side]

    def place_name(self, place: int, side: int) -> str:
        """A field's name ("C1") or ``side``'s home name for HOME."""
        return self.board.place_name(place, side)

    # --------------------------------------------------------------------------- battles

    def allowed_defenders(self, attacker_id: int) -> tuple[int, ...]:
        """Ids the enemy may defend with: those at least as strong as the attacker if any."""
        a = self.get(attacker_id)
        if a is None or a.place < 0:
            return ()
        enemies = [m for m in self.minions if m.side != a.side and m.place == a.place]
        strong = [m.id for m in enemies if m.value >= a.value]
        return tuple(strong) if strong else tuple(m.id for m in enemies)

    def fight_preview(self, attacker_id: int) -> list[tuple[int, Result, Result]]:
        """For each defender the enemy could choose: (id, attacker's result, defender's result)."""
        a = self.get(attacker_id)
        if a is None:
            return []
        out = []
        for d in self.allowed_defenders(attacker_id):
            total = a.value + self.minion(d).value
            out.append((d, result_for(total, True), result_for(total, False)))
        return out

    def kill_candidates(self) -> tuple[int, ...]:
        """Victims the slaughtered side may pick now: its home first, else its battlefield."""
        victim = 1 - self.turn_side
        home = tuple(m.id for m in self.minions if m.side == victim and m.place == HOME)
        if home:
            return home
        return tuple(m.id for m in self.minions if m.side == victim)

    def resolving(self) -> tuple[Minion, Result]:
        """The minion whose battle result is being resolved, and that result."""
        b = self.battle
        assert b is not None
        if self.phase is Phase.ATTACKER_RESULT:
            assert b.attacker_result is not None
            return self.minion(b.attacker), b.attacker_result
        assert b.defender is not None and b.defender_result is not None
        return self.minion(b.defender), b.defender_result

    def result_choices(self) -> tuple[str, ...]:
        """Options for the result being resolved. Forced results get one private option name."""
        if self.phase not in RESULT_PHASES:
            return ()
        m, res = self.resolving()
        back = self.board.back_of(m.place, m.side)
        if res is Result.VICTORY:
            return ("stay", "back") if self.has_room(m.side, back) else ("stay",)
        if res is Result.EVADE:
            if back == HOME or not self.has_room(m.side, back):
                return ("home",)
            return ("back", "home")
        if res is Result.REVIVE:
            return ("keep", "reroll")
        if res is Result.RETREAT:
            return ("reroll",)
        if res is Result.DEATH:
            return ("die",)
        return ("defect",)

    def result_options(self) -> list[Resolve]:
        """The Resolve choices open now (empty outside a result phase)."""
        return [Resolve(o) for o in self.result_choices()]

    def result_destination(self, option: str) -> int | None:
        """Where the minion being resolved ends up for ``option`` (a field or HOME).

        None when it leaves the game or the option is not open. Lets the UI point at the target.
        """
        if option not in self.result_choices():
            return None
        m, _ = self.resolving()
        if option == "stay":
            return m.place
        if option == "back":
            return self.board.back_of(m.place, m.side)
        if option == "die":
            return None
        return HOME

    def pending_roll_targets(self) -> tuple[int, ...]:
        """Ids the dice of the current roll request become, in request order (empty otherwise)."""
        if self.phase is Phase.SETUP_ROLL or self.phase is Phase.ROLL:
            return self.pending
        return ()

    # ---------------------------------------------------------------------- legal actions

    def actions_for_minion(self, minion_id: int) -> list[Action]:
        """Every legal action whose actor is exactly this minion (legal_actions is deduplicated).

        Sacrifices are listed with one partner per distinct partner value.
        """
        m = self.get(minion_id)
        if m is None or self.phase is Phase.OVER:
            return []
        phase = self.phase
        if phase is Phase.ACT:
            if m.side != self.turn_side:
                return []
            out = self._act_actions(only=m.id)
            return out + self._specials(only=m.id)
        if phase is Phase.DEFEND:
            assert self.battle is not None
            allowed = self.allowed_defenders(self.battle.attacker)
            return [Defend(m.id)] if m.id in allowed else []
        if phase is Phase.KILL:
            return [Kill(m.id)] if m.id in self.kill_candidates() else []
        if phase is Phase.ATTACKER_RESULT or phase is Phase.DEFENDER_RESULT:
            assert self.battle is not None
            resolving = (
                self.battle.attacker if phase is Phase.ATTACKER_RESULT else self.battle.defender
            )
            return list(self.result_options()) if m.id == resolving else []
        return []

    def has_regular_action(self) -> bool:
        """Whether the side to act still has an Enter, March, Fight or Slaughter."""
        return bool(self._act_actions(first_only=True))

    def choices(self) -> list[Action]:
        """Every choice open to ``to_move``, interchangeable minions given once (lowest id):
        the game's ``Rules.legal``."""
        phase = self.phase
        if phase is Phase.ACT:
            return self._act_actions() + self._specials()
        if phase is Phase.DEFEND:
            assert self.battle is not None
            return [Defend(i) for i in self._one_per_value(self.allowed_defenders(
                self.battle.attacker))]
        if phase is Phase.ATTACKER_RESULT or phase is Phase.DEFENDER_RESULT:
            return list(self.result_options())
        if phase is Phase.KILL:
            seen: set[tuple[int, int]] = set()
            out: list[Action] = []
            for i in self.kill_candidates():
                m = self.minion(i)
                if (m.place, m.value) not in seen:
                    seen.add((m.place, m.value))
                    out.append(Kill(i))
            return out
        return []

    def listed_as(self, action: Action) -> Action:
        """The listed action ``action`` stands for: the board lets a player pick any minion,
        the list offers each interchangeable group once, by its lowest id."""
        if isinstance(action, (Enter, March, Slaughter, Fight)):
            name = "attacker" if isinstance(action, Fight) else "minion"
            m = self.get(getattr(action, name))
            if m is None:
                return action
            key = (m.side, m.place, m.value, self._paths.get(m.id))
            first = next(x.id for x in self.minions
                         if (x.side, x.place, x.value, self._paths.get(x.id)) == key)
            return replace(action, attacker=first) if isinstance(action, Fight) \
                else replace(action, minion=first)
        if isinstance(action, (Defend, Kill, Infiltrate)):
            m = self.get(action.minion)
            if m is None:
                return action
            if isinstance(action, Defend):
                group = sorted(self.allowed_defenders(self.battle.attacker)) \
                    if self.phase is Phase.DEFEND and self.battle is not None else []
            elif isinstance(action, Kill):
                group = sorted(self.kill_candidates()) if self.phase is Phase.KILL else []
            else:
                group = [x.id for x in self.minions if x.side == m.side and x.place == HOME]
            if m.id not in group:
                return action
            same_place = isinstance(action, Kill)
            first = next(i for i in group if self.minion(i).value == m.value
                         and (self.minion(i).place == m.place or not same_place))
            return replace(action, minion=first)
        if isinstance(action, Sacrifice) and isinstance(action.minions, tuple) \
                and len(action.minions) == 2:
            pair = [self.get(i) for i in action.minions]
            if None in pair or action.minions[0] == action.minions[1]:
                return action
            homes = [x for x in self.minions if x.side == self.turn_side and x.place == HOME]
            v1, v2 = sorted(m.value for m in pair if m is not None)
            ids1 = [x.id for x in homes if x.value == v1]
            ids2 = [x.id for x in homes if x.value == v2]
            if v1 == v2:
                return Sacrifice((ids1[0], ids1[1])) if len(ids1) >= 2 else action
            if ids1 and ids2:
                a, b = sorted((ids1[0], ids2[0]))
                return Sacrifice((a, b))
        return action

    def _one_per_value(self, ids: tuple[int, ...]) -> list[int]:
        """The lowest id of each distinct value among ``ids`` (ids ascending)."""
        seen: set[int] = set()
        out = []
        for i in sorted(ids):
            v = self.minion(i).value
            if v not in seen:
                seen.add(v)
                out.append(i)
        return out

    def _act_actions(self, only: int | None = None, first_only: bool = False) -> list[Action]:
        """Enter/March/Fight/Slaughter for the side to act (one per interchangeable group)."""
        side = self.turn_side
        board = self.board
        fields, _, _ = self._occ()
        own, enemy = fields[side], fields[1 - side]
        own_first = board.first_row(side)
        enemy_first = board.first_row(1 - side)
        paths = self._paths
        seen: set[tuple[int, int, tuple[int, ...] | None]] = set()
        out: list[Action] = []
        if only is not None:  # one minion's: looked up by id, not found in a walk of them all
            one = self.get(only)
            actors: tuple[Minion, ...] = (one,) if one is not None else ()
        else:
            actors = self.minions
        for m in actors:
            if m.side != side:
                continue
            if only is None:
                key = (m.place, m.value, paths.get(m.id))
                if key in seen:
                    continue
                seen.add(key)
            path = paths.get(m.id, ())
            p = m.place
            if p == HOME:
                for f in own_first:
                    if own[f] < PER_FIELD and f not in path:
                        out.append(Enter(m.id, f))
            elif enemy[p]:
                out.append(Fight(m.id))
            else:
                for f in board.neighbours(p):
                    if own[f] < PER_FIELD and f not in path:
                        out.append(March(m.id, f))
                if p in own_first and HOME not in path:
                    out.append(March(m.id, HOME))
                if p in enemy_first:
                    out.append(Slaughter(m.id))
            if first_only and out:
                return out
        return out

    def _specials(self, only: int | None = None) -> list[Action]:
        """Sacrifice pairs / Infiltrate choices, one per distinct value combination."""
        side = self.turn_side
        if self.special_used:
            return []
        if only is not None:  # one minion's: nothing unless it waits at home
            me = self.get(only)
            if me is None or me.side != side or me.place != HOME:
                return []
            if side == DEATH:
                return [Infiltrate(only)]
        by_value: dict[int, list[int]] = {}
        for m in self.minions:
            if m.side == side and m.place == HOME:
                by_value.setdefault(m.value, []).append(m.id)
        values = sorted(by_value)
        if only is not None:
            out: list[Action] = []
            for v in values:
                partners = [i for i in by_value[v] if i != only]
                if partners:
                    a, b = sorted((only, partners[0]))
                    out.append(Sacrifice((a, b)))
            return out
        if side == DEATH:
            return [Infiltrate(by_value[v][0]) for v in values]
        out = []
        for x, v1 in enumerate(values):
            for v2 in values[x:]:
                ids = by_value[v1]
                if v1 == v2:
                    if len(ids) >= 2:
                        out.append(Sacrifice((ids[0], ids[1])))
                else:
                    a, b = sorted((ids[0], by_value[v2][0]))
                    out.append(Sacrifice((a, b)))
        return out

    # ---------------------------------------------------------------------- set-up dice

    def setup_labels(self) -> tuple[str, ...]:
        """Where each set-up die lands, in request order ("A1", "A1", ..., "Purgatory")."""
        side = DEATH if self.pending and self.pending[0] < PER_SIDE else DEVIL
        labels = []
        for f in self.board.first_row(side):
            labels += [self.board.field_name(f)] * PER_FIELD
        labels += [HOME_NAMES[side]] * (len(self.pending) - len(labels))
        return tuple(labels)

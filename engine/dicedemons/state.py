"""The Dice Demons game state: an immutable snapshot plus the queries the rules, UI and AI share.

Data lives in tuples (players by seat, monsters by id, pickups sorted, a wall owner per space),
so ``apply`` copies little; derived data (who stands where, adjacency for the current bridge
position, legal actions) is computed lazily once per state and cached, since states never change.
Transitions live in ``rules.py``, fights in ``combat.py``, chance and standings in ``queries.py``.

Import order, one way only: ``geometry``/``model``/``actions``/``options``/``odds`` -> ``state``
-> ``moves`` -> ``combat`` -> ``queries`` -> ``rules`` -> ``describe`` -> ``setup`` ->
``evaluation`` -> the package, which hands the class its ``Rules`` (``engine.core.GameState``
plays the contract by them). The class holds data, lookups (who fights next, the odds) and its
list of choices.
"""

from __future__ import annotations

from collections import deque
from fractions import Fraction
from operator import attrgetter
from typing import Any, ClassVar

from engine.core import CHANCE, Action, GameState, Outcome
from engine.dicedemons.actions import (
    Done,
    MonsterStep,
    PlaceWall,
    Push,
    RemoveWall,
    SacrificeForWalls,
    Step,
    Summon,
    TurnBridges,
)
from engine.dicedemons.geometry import ISLAND, Geometry
from engine.dicedemons.model import (
    CHANCE_TASKS,
    MONSTER_DICE,
    PUSH,
    RAZE,
    WALLS,
    Monster,
    Phase,
    Player,
    Task,
    is_monster,
    pair,
)
from engine.dicedemons.odds import win_chance

SEAT_NAMES = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
"""Default names of the six seats (their piece colours)."""


def _without(spaces: tuple[int, ...], space: int) -> tuple[int, ...]:
    """``spaces`` (each once) without ``space``, in the same order."""
    if space not in spaces:
        return spaces
    at = spaces.index(space)
    return spaces[:at] + spaces[at + 1:]


class DiceDemonsState(GameState):
    """One Dice Demons position. Read the public attributes; change it only through ``apply``.

    ``geo`` (Geometry), ``round_limit`` (0 = none), ``players`` (Player per seat), ``monsters``
    (by id), ``pickups`` (spaces holding a die, sorted), ``walls`` (owner seat per space, -1 for
    none), ``offsets`` (bridge turn per water ring), ``turn`` (seat), ``rounds`` (completed),
    ``clock`` (next arrival stamp), ``phase``, ``dice`` (this turn's sorted movement dice),
    ``pools`` (monster, bridge, player steps left), ``tasks`` (queue, see model), ``fought``
    (pairs of parties that fought in this combat step).
    """

    game_id: ClassVar[str] = "dice-demons"
    _CACHES = ("_c_occ", "_c_fight", "_c_key", "_c_summon", "_c_walls")
    _c_occ: tuple[dict[int, list[int]], dict[int, list[int]]] | None
    _c_fight: tuple[tuple[int, int] | None] | None
    _c_key: tuple[Any, ...] | None
    _c_summon: tuple[int, ...] | None
    _c_walls: tuple[int, ...] | None

    geo: Geometry
    round_limit: int
    players: tuple[Player, ...]
    monsters: tuple[Monster, ...]
    next_monster: int
    pickups: tuple[int, ...]
    walls: tuple[int, ...]
    offsets: tuple[int, ...]
    turn: int
    rounds: int
    clock: int
    phase: Phase
    dice: tuple[int, ...]
    pools: tuple[int, int, int]
    tasks: tuple[Task, ...]
    fought: tuple[tuple[int, int], ...]
    _outcome: Outcome | None

    def __repr__(self) -> str:
        return (f"<Dice Demons {self.phase.name} turn={self.turn} pools={self.pools} "
                f"tasks={len(self.tasks)}>")

    def _replace(self, **changes: Any) -> Any:
        """A copy with some fields changed (``RecordState._replace``) that keeps the lookups
        the change cannot touch: who stands where (players, monsters), and with the walls
        too the summoning and wall spaces (with the turn too, for the turn's player).

        Why: most steps of a turn change only the pools, the tasks or the pickups, and the
        positions a planner reaches ask these lookups again at once (the next choices, the
        evaluation)."""
        new = GameState._replace(self, **changes)
        if "players" not in changes and "monsters" not in changes:
            new._c_occ = self._c_occ
            if "walls" not in changes:
                new._c_summon = self._c_summon
                if "turn" not in changes:
                    new._c_walls = self._c_walls
        return new

    def _summoned(self, players: tuple[Player, ...], monster: Monster,
                  **changes: Any) -> Any:
        """A copy with ``monster`` summoned onto a free summoning space and ``players``
        changed without moving anyone (a die spent), keeping the lookups worked out here:
        who stands where (the monster added), the summoning and wall spaces (its space taken).

        Why: a planner weighs every summoning space of a sacrifice, and each summon's throw
        and next menu ask these lookups again at once."""
        new = self._replace(players=players, monsters=(*self.monsters, monster), **changes)
        space = monster.space
        if self._c_occ is not None:
            people, beasts = self._c_occ
            new._c_occ = (people, {**beasts, space: [monster.id]})
        if self._c_summon is not None:
            new._c_summon = _without(self._c_summon, space)
        if self._c_walls is not None:
            new._c_walls = _without(self._c_walls, space)
        return new

    # --------------------------------------------------------------------------- contract

    @property
    def to_move(self) -> int | None:
        if self._outcome is not None:
            return None
        if self.tasks:
            task = self.tasks[0]
            kind = task[0]
            if kind in CHANCE_TASKS:
                return CHANCE
            if kind == PUSH:
                return int(task[2])
            if kind == RAZE:
                return int(task[1])
            return self.turn  # WALLS
        phase = self.phase
        if phase is Phase.MOVE or phase is Phase.SACRIFICE:
            return self.turn
        return CHANCE  # ROLL and COMBAT (START never rests)

    @property
    def turn_owner(self) -> int | None:
        return None if self._outcome is not None else self.turn

    @property
    def num_seats(self) -> int:
        return len(self.players)

    @property
    def options(self) -> dict[str, int]:
        """The set-up options this game was started with (a fresh dict)."""
        s = self.geo.settings
        return {
            "seats": len(self.players), "rings": s.rings, "island_spaces": s.island,
            "bridge_every": s.bridge_every, "land_width": s.land_width,
            "water_width": s.water_width, "island_radius": s.island_radius,
            "wall_spacing": s.wall_spacing, "round_limit": self.round_limit,
        }

    def key(self) -> tuple[Any, ...]:
        """The position as one hashable tuple, made once a state: ``RecordState.key``'s very
        tuple (every field here is hashable as it stands, so nothing needs freezing).

        Why its own: the planners and the judge key every position they reach to merge two
        step orders, and the generic key freezes field by field."""
        if self._c_key is None:
            self._c_key = ("DiceDemonsState", *_fields(self))
        return self._c_key

    def seat_name(self, seat: int) -> str:
        return SEAT_NAMES[seat] if 0 <= seat < len(SEAT_NAMES) else f"Player {seat + 1}"

    # ---------------------------------------------------------------------------- lookups

    def _occ(self) -> tuple[dict[int, list[int]], dict[int, list[int]]]:
        """(seats per space, monster ids per space), cached."""
        if self._c_occ is None:
            people: dict[int, list[int]] = {}
            for seat, p in enumerate(self.players):
                if p.space >= 0:
                    people.setdefault(p.space, []).append(seat)
            beasts: dict[int, list[int]] = {}
            for m in self.monsters:
                beasts.setdefault(m.space, []).append(m.id)
            self._c_occ = (people, beasts)
        return self._c_occ

    def players_at(self, space: int) -> list[int]:
        """Seats of the players standing on ``space``."""
        return list(self._occ()[0].get(space, ()))

    def monsters_at(self, space: int) -> list[int]:
        """Ids of the monsters on ``space`` (lowest first)."""
        return list(self._occ()[1].get(space, ()))

    def monster(self, monster_id: int) -> Monster:
        """The monster with that id; KeyError if it is not on the board."""
        for m in self.monsters:
            if m.id == monster_id:
                return m
        raise KeyError(f"No monster has id {monster_id!r}.")

    def active_seats(self) -> tuple[int, ...]:
        """Seats still in the game, in seat order."""
        return tuple(s for s, p in enumerate(self.players) if p.space >= 0)

    def trinkets_in_play(self) -> int:
        return sum(1 for p in self.players if p.trinket)

    def neighbours(self, space: int) -> tuple[int, ...]:
        """Spaces one step from ``space`` with the bridges where they are now."""
        return self.geo.links(self.offsets)[space]

    def can_enter(self, seat: int, space: int) -> bool:
        """Walls keep out everyone but the player who controls them."""
        owner = self.walls[space]
        return owner < 0 or owner == seat

    def is_free(self, space: int) -> bool:
        """No player and no monster on ``space``."""
        people, beasts = self._occ()
        return space not in people and space not in beasts

    def wall_owner(self, space: int) -> int | None:
        owner = self.walls[space]
        return None if owner < 0 else owner

    def walls_of(self, seat: int) -> tuple[int, ...]:
        """Spaces of the walls ``seat`` controls."""
        return tuple(s for s, owner in enumerate(self.walls) if owner == seat)

    # ----------------------------------------------------------------- targets for the UI

    def player_step_targets(self) -> tuple[int, ...]:
        """Where the turn's player may step now (empty when no player steps are left)."""
        if self.pools[2] <= 0 or self.phase is not Phase.MOVE or self.tasks:
            return ()
        seat = self.turn
        walls = self.walls  # a wall keeps out all but its owner (``can_enter``)
        return tuple(s for s in self.geo.links(self.offsets)[self.players[seat].space]
                     if walls[s] < 0 or walls[s] == seat)

    def monster_targets(self, frm: int) -> tuple[int, ...]:
        """Where a monster on ``frm`` could step: land or bridge, never the island or a walled
        space (ignores whether monster steps are left; ``monster_step_targets`` checks that)."""
        kinds = self.geo.kinds
        walls = self.walls
        return tuple(s for s in self.neighbours(frm) if kinds[s] != ISLAND and walls[s] < 0)

    def monster_step_targets(self) -> dict[int, tuple[int, ...]]:
        """{monster's space: spaces it may step to} for the monster steps open now."""
        if self.pools[0] <= 0 or self.phase is not Phase.MOVE or self.tasks:
            return {}
        out = {}
        for space in sorted(self._occ()[1]):
            targets = self.monster_targets(space)
            if targets:
                out[space] = targets
        return out

    def bridge_turns(self) -> tuple[TurnBridges, ...]:
        """The bridge turns open now: each water ring with bridges, either way round."""
        if self.pools[1] <= 0 or self.phase is not Phase.MOVE or self.tasks:
            return ()
        return tuple(TurnBridges(w, d) for w, ids in enumerate(self.geo.bridges, start=1)
                     if ids for d in (1, -1))

    def summon_targets(self) -> tuple[int, ...]:
        """Where a sacrificed die may summon a monster: land or bridge, no player, monster or
        wall."""
        if self._c_summon is None:
            walls = self.walls
            people, beasts = self._occ()
            self._c_summon = tuple(s for s in self.geo.ground if walls[s] < 0
                                   and s not in people and s not in beasts)
        return self._c_summon

    def wall_targets(self, seat: int | None = None) -> tuple[int, ...]:
        """Marked spaces where ``seat`` (default: the turn's) could put a wall: free marks with
        no player or monster on them, and walls of other players (taken over even if someone
        stands there)."""
        if seat is None or seat == self.turn:
            if self._c_walls is None:
                self._c_walls = self._wall_targets(self.turn)
            return self._c_walls
        return self._wall_targets(seat)

    def _wall_targets(self, seat: int) -> tuple[int, ...]:
        people, beasts = self._occ()
        walls = self.walls
        out = []
        for s in self.geo.marked:
            owner = walls[s]
            if (owner < 0 and s not in people and s not in beasts) or (owner >= 0
                                                                        and owner != seat):
                out.append(s)
        return tuple(out)

    def sacrifice_options(self) -> dict[str, Any]:
        """The sacrifice menu: {"summon": spaces, "walls": bool} (empty outside that step)."""
        if self.phase is not Phase.SACRIFICE or self.tasks or self._outcome is not None:
            return {}
        if self.players[self.turn].dice <= 0:
            return {}
        return {"summon": self.summon_targets(), "walls": bool(self.wall_targets())}

    def push_targets(self, victim: int) -> tuple[int, ...]:
        """Where a beaten player may be shoved: spaces next to it that it may enter and that
        hold no player or monster."""
        here = self.players[victim].space
        if here < 0:
            return ()
        return tuple(s for s in self.neighbours(here)
                     if self.can_enter(victim, s) and self.is_free(s))

    def pending_push(self) -> tuple[int, int, tuple[int, ...]] | None:
        """(victim, chooser, target spaces) while a push waits for its chooser, else None."""
        if self.tasks and self.tasks[0][0] == PUSH:
            _, victim, chooser = self.tasks[0]
            return int(victim), int(chooser), self.push_targets(int(victim))
        return None

    def walls_to_place(self) -> int:
        """Walls the turn's player still may place (0 outside that step)."""
        if self.tasks and self.tasks[0][0] == WALLS:
            return int(self.tasks[0][1])
        return 0

    def walls_to_remove(self) -> tuple[int, int, int] | None:
        """(winner, loser, how many still) while a winner knocks down walls, else None."""
        if self.tasks and self.tasks[0][0] == RAZE:
            _, winner, loser, count = self.tasks[0]
            return int(winner), int(loser), int(count)
        return None

    def next_fight(self) -> tuple[int, int] | None:
        """(attacker, defender) parties of the fight the combat step settles next, or None."""
        if self.phase is not Phase.COMBAT:
            return None
        if self._c_fight is None:
            self._c_fight = (self.coming_fight(),)
        return self._c_fight[0]

    def coming_fight(self) -> tuple[int, int] | None:
        """(attacker, defender) of the fight a combat step would settle first now, whatever
        the phase (the AI asks it during the movement), or None when every meeting is done.

        The party that arrived last attacks; on a crowded space it takes on every other party
        in turn, monsters first, then players, each group by arrival; spaces are settled in
        the order their attackers arrived, and each pair fights once per combat step."""
        people, beasts = self._occ()
        fought = set(self.fought)
        best: tuple[int, int, int] | None = None  # (attacker's stamp, attacker, defender)
        for space, seats in people.items():
            if len(seats) < 2 and space not in beasts:
                continue  # nobody to fight here
            parties = [*seats, *beasts.get(space, ())]
            by_arrival = sorted(parties, key=self.stamp)
            for attacker in reversed(by_arrival):
                others = [q for q in by_arrival if q != attacker]
                order = [q for q in others if is_monster(q)] + [q for q in others
                                                                if not is_monster(q)]
                found = next((q for q in order
                              if (not is_monster(q) or not is_monster(attacker))
                              and pair(attacker, q) not in fought), None)
                if found is not None:
                    stamp = self.stamp(attacker)
                    if best is None or stamp < best[0]:
                        best = (stamp, attacker, found)
                    break
        return None if best is None else (best[1], best[2])

    def party_dice(self, party: int) -> int:
        """Dice a party rolls: two for a monster, the dice held for a player."""
        return MONSTER_DICE if is_monster(party) else self.players[party].dice

    def stamp(self, party: int) -> int:
        """When a party arrived where it stands (later arrivals attack)."""
        return self.monster(party).stamp if is_monster(party) else self.players[party].stamp

    def attacker_chance(self, attacker: int, defender: int) -> Fraction:
        """Exact chance the attacker wins this fight in this state."""
        return win_chance(self.party_dice(attacker), self.party_dice(defender),
                          is_monster(attacker), is_monster(defender))

    def fight_odds(self) -> tuple[float, float] | None:
        """Exact chances (attacker wins, defender wins) of the fight about to be rolled."""
        fight = self.next_fight()
        return None if fight is None else self.matchup(*fight)

    def matchup(self, attacker: int, defender: int) -> tuple[float, float]:
        """Exact chances (attacker wins, defender wins) if these two parties fought now (seats
        for players, monster ids for monsters): for "what if I walk into that monster" hints."""
        p = self.attacker_chance(attacker, defender)
        return float(p), float(1 - p)

    def movement(self) -> dict[str, tuple[int, int]]:
        """This turn's movement dice as {"monster"|"bridge"|"player": (die, steps left)}
        (empty before the roll)."""
        if len(self.dice) != 3:
            return {}
        return {name: (die, left) for name, die, left
                in zip(("monster", "bridge", "player"), self.dice, self.pools, strict=True)}

    def space_angles(self, space: int) -> tuple[float, float]:
        """Where a space is drawn now (bridges turned as they stand), degrees clockwise from
        12 o'clock; see ``Geometry.angles``."""
        return self.geo.angles(space, self.offsets)

    def piece_centre(self, space: int) -> tuple[float, float]:
        """(angle, radius) of the middle of ``space`` now, for placing pieces."""
        return self.geo.centre(space, self.offsets)

    def steps_to_middle(self, seat: int) -> int | None:
        """Fewest steps from ``seat``'s space to the island with the bridges as they are now,
        breadth first (spaces walled by someone else block; the player's own walls do not;
        None if there is no way)."""
        start = self.players[seat].space
        if start < 0:
            return None
        kinds = self.geo.kinds
        if kinds[start] == ISLAND:
            return 0
        links = self.geo.links(self.offsets)
        walls = self.walls
        seen = {start}
        queue = deque([(start, 0)])
        while queue:
            space, d = queue.popleft()
            for nxt in links[space]:
                if nxt in seen or (walls[nxt] >= 0 and walls[nxt] != seat):
                    continue
                if kinds[nxt] == ISLAND:
                    return d + 1
                seen.add(nxt)
                queue.append((nxt, d + 1))
        return None

    # ----------------------------------------------------------------------- legal actions

    def choices(self) -> list[Action]:
        """Every choice open to ``to_move`` (monsters sharing a space offered once): the
        game's ``Rules.legal``."""
        if self._outcome is not None:
            return []
        if self.tasks:
            kind = self.tasks[0][0]
            if kind in CHANCE_TASKS:
                return []
            if kind == PUSH:
                push = self.pending_push()
                assert push is not None
                return [Push(s) for s in push[2]]
            if kind == WALLS:
                return [*(PlaceWall(s) for s in self.wall_targets()), Done()]
            winner, loser, _ = self.walls_to_remove() or (0, 0, 0)
            return [*(RemoveWall(s) for s in self.walls_of(loser)), Done()]
        if self.phase is Phase.MOVE:
            out: list[Action] = [Step(s) for s in self.player_step_targets()]
            for frm, targets in self.monster_step_targets().items():
                out += [MonsterStep(frm, to) for to in targets]
            out += self.bridge_turns()
            out.append(Done())
            return out
        if self.phase is Phase.SACRIFICE:
            menu = self.sacrifice_options()
            if not menu:
                return [Done()]
            out = [Summon(s) for s in menu["summon"]]
            if menu["walls"]:
                out.append(SacrificeForWalls())
            out.append(Done())
            return out
        return []


_fields = attrgetter(*DiceDemonsState._DATA)
"""Every data field of a state, in order, as one tuple (its key's body)."""

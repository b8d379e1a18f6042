"""How each Dice Demons action changes a state, and the automatic steps between decisions.

Every handler first checks the action against the rules (raising ``IllegalAction`` with a sentence
a player understands; the old state is immutable so it is untouched), then builds the next state
with ``_replace`` and hands it to ``_advance``, which plays out everything that needs nobody's
decision: queued tasks with a single outcome, a movement with nothing left to do, a sacrifice step
with no dice, fights whose result is certain, the end of the turn, the win and the round limit.
So the game only ever stops where someone really chooses or dice must be thrown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.core import CHANCE, Action, EndReason, IllegalAction, Outcome, Resign, Roll
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
from engine.dicedemons.combat import roll_winner, settle
from engine.dicedemons.geometry import ISLAND
from engine.dicedemons.model import (
    MAX_DICE,
    PUSH,
    RAZE,
    RAZE_ROLL,
    SPAWN_MONSTER,
    SPAWN_OUTER,
    SPAWNS,
    WALL_ROLL,
    WALLS,
    Monster,
    Phase,
    Player,
)
from engine.dicedemons.moves import enter, with_player
from engine.dicedemons.queries import spawn_request, spawn_spaces, standing, waiting_for
from engine.numbers import spelled

if TYPE_CHECKING:
    from engine.dicedemons.state import DiceDemonsState


# ------------------------------------------------------------------------------ small helpers


def _pop(st: DiceDemonsState) -> DiceDemonsState:
    return st._replace(tasks=st.tasks[1:])


def _head(st: DiceDemonsState, kind: str, what: str) -> tuple[Any, ...]:
    if st.tasks and st.tasks[0][0] == kind:
        return st.tasks[0]
    raise IllegalAction(f"{waiting_for(st)} {what} has to wait.")


def _need(st: DiceDemonsState, phase: Phase, what: str) -> None:
    if st.tasks or st.phase is not phase:
        raise IllegalAction(f"{waiting_for(st)} {what} has to wait.")


def _space(st: DiceDemonsState, value: Any) -> int:
    if not st.geo.is_space(value):
        raise IllegalAction("There is no such space on the board.")
    return int(value)


def _over(st: DiceDemonsState, outcome: Outcome) -> DiceDemonsState:
    return st._replace(phase=Phase.OVER, _outcome=outcome, tasks=(), pools=(0, 0, 0),
                       fought=())


def _winner(st: DiceDemonsState) -> int | None:
    """A player standing on the island with a trinket and a full hand of dice, if any."""
    kinds = st.geo.kinds
    for seat, p in enumerate(st.players):
        if p.trinket and p.dice >= MAX_DICE and p.space >= 0 and kinds[p.space] == ISLAND:
            return seat
    return None


# ------------------------------------------------------------------------- automatic steps


def advance(st: DiceDemonsState) -> DiceDemonsState:
    """Play out every step that needs no decision; stop where someone must choose or roll."""
    while True:
        if st._outcome is not None:
            return st
        won = _winner(st)
        if won is not None:
            return _over(st, Outcome((won,), EndReason.VICTORY,
                                     f"{st.seat_name(won)} is back on the island with a trinket "
                                     f"and {spelled(MAX_DICE)} dice, and wins."))
        if st.tasks:
            nxt = _task_step(st)
            if nxt is None:
                return st
            st = nxt
            continue
        phase = st.phase
        if phase is Phase.START:
            spawn = () if st.monsters else ((SPAWN_MONSTER,),)
            st = st._replace(phase=Phase.ROLL, tasks=spawn)
        elif phase is Phase.ROLL:
            return st
        elif phase is Phase.MOVE:
            if st.player_step_targets() or st.monster_step_targets() or st.bridge_turns():
                return st
            st = st._replace(phase=Phase.SACRIFICE, pools=(0, 0, 0))
        elif phase is Phase.SACRIFICE:
            menu = st.sacrifice_options()
            if menu and (menu["summon"] or menu["walls"]):
                return st
            st = st._replace(phase=Phase.COMBAT, fought=())
        else:  # COMBAT
            fight = st.next_fight()
            if fight is None:
                st = _end_turn(st)
                continue
            chance = st.attacker_chance(*fight)
            if 0 < chance < 1:
                return st
            st = settle(st, fight[0], fight[1], fight[0] if chance == 1 else fight[1])


def _task_step(st: DiceDemonsState) -> DiceDemonsState | None:
    """The state after the head task if it needs nobody, or None if it waits (dice or choice)."""
    task = st.tasks[0]
    kind = task[0]
    players = st.players
    if kind in SPAWNS:
        # the throw's request, kept on the state for whoever throws it next
        return None if st.roll_request().dice[0].faces else _pop(st)
    if kind == WALL_ROLL:
        return None
    if kind == WALLS:
        return None if int(task[1]) > 0 and st.wall_targets() else _pop(st)
    if kind == PUSH:
        victim, chooser = int(task[1]), int(task[2])
        if players[victim].out:
            return _pop(st)
        targets = st.push_targets(victim)
        if not targets:
            return _pop(st)
        if len(targets) == 1 or players[chooser].out:
            return enter(_pop(st), victim, targets[0])
        return None
    winner, loser = int(task[1]), int(task[2])
    if players[winner].out or loser not in st.walls:
        return _pop(st)
    if kind == RAZE_ROLL:
        return None
    return None if int(task[3]) > 0 else _pop(st)  # RAZE


def _end_turn(st: DiceDemonsState) -> DiceDemonsState:
    """Hand the turn to the next player still in; count rounds and apply the round limit."""
    active = st.active_seats()
    later = [s for s in active if s > st.turn]
    nxt = later[0] if later else active[0]
    rounds = st.rounds + (0 if later else 1)
    st = st._replace(turn=nxt, rounds=rounds, phase=Phase.START, dice=(), pools=(0, 0, 0),
                     fought=())
    if not later and st.round_limit and rounds >= st.round_limit:
        return _limit_end(st)
    return st


def _limit_end(st: DiceDemonsState) -> DiceDemonsState:
    """The round limit is reached: the player closest to winning wins; a full tie is a draw."""
    scores = {seat: standing(st, seat) for seat in st.active_seats()}
    best = max(scores.values())
    top = [seat for seat, score in scores.items() if score == best]
    if len(top) == 1:
        return _over(st, Outcome((top[0],), EndReason.VICTORY,
                                 f"After {st.rounds} rounds {st.seat_name(top[0])} is closest "
                                 "to winning and takes the game."))
    names = " and ".join(st.seat_name(s) for s in top)
    return _over(st, Outcome((), EndReason.DRAW,
                             f"After {st.rounds} rounds {names} are exactly level: a draw."))


# --------------------------------------------------------------------------------- handlers


def _step(st: DiceDemonsState, a: Step) -> DiceDemonsState:
    _need(st, Phase.MOVE, "Moving")
    to = _space(st, a.to)
    if st.pools[2] <= 0:
        raise IllegalAction("No player steps are left this turn.")
    seat = st.turn
    if to not in st.neighbours(st.players[seat].space):
        raise IllegalAction(f"{st.geo.name(to).capitalize()} is not next to your hunter: "
                            "hunters walk one space at a time.")
    if not st.can_enter(seat, to):
        raise IllegalAction(f"A wall of {st.seat_name(st.walls[to])} blocks "
                            f"{st.geo.name(to)}.")
    m, b, p = st.pools
    return advance(enter(st, seat, to, pools=(m, b, p - 1)))


def _monster_step(st: DiceDemonsState, a: MonsterStep) -> DiceDemonsState:
    _need(st, Phase.MOVE, "Moving a monster")
    frm, to = _space(st, a.frm), _space(st, a.to)
    if st.pools[0] <= 0:
        raise IllegalAction("No monster steps are left this turn.")
    ids = st.monsters_at(frm)
    if not ids:
        raise IllegalAction(f"There is no monster on {st.geo.name(frm)}.")
    if to not in st.monster_targets(frm):
        raise IllegalAction("Monsters step to a neighbouring ring or bridge space, never onto "
                            "the island or a wall.")
    mid = ids[0]
    monsters = tuple(Monster(m.id, to, st.clock, st.turn) if m.id == mid else m
                     for m in st.monsters)
    m, b, p = st.pools
    return advance(st._replace(monsters=monsters, clock=st.clock + 1, pools=(m - 1, b, p)))


def _turn_bridges(st: DiceDemonsState, a: TurnBridges) -> DiceDemonsState:
    _need(st, Phase.MOVE, "Turning bridges")
    ring, direction = a.ring, a.direction
    if type(ring) is not int or not 1 <= ring <= len(st.geo.bridges) \
            or not st.geo.bridges[ring - 1]:
        raise IllegalAction("There are no bridges over that ring of water.")
    if type(direction) is not int or direction not in (1, -1):
        raise IllegalAction("Bridges turn one space clockwise (+1) or anticlockwise (-1).")
    if st.pools[1] <= 0:
        raise IllegalAction("No bridge steps are left this turn.")
    n = st.geo.ring_sizes[ring - 1]
    offsets = list(st.offsets)
    offsets[ring - 1] = (offsets[ring - 1] + direction) % n
    m, b, p = st.pools
    return advance(st._replace(offsets=tuple(offsets), pools=(m, b - 1, p)))


def _done(st: DiceDemonsState, a: Done) -> DiceDemonsState:
    if st.tasks:
        kind = st.tasks[0][0]
        if kind in (WALLS, RAZE):
            return advance(_pop(st))
        raise IllegalAction(f"{waiting_for(st)} Stopping has to wait.")
    if st.phase is Phase.MOVE:
        return advance(st._replace(phase=Phase.SACRIFICE, pools=(0, 0, 0)))
    if st.phase is Phase.SACRIFICE:
        return advance(st._replace(phase=Phase.COMBAT, fought=()))
    raise IllegalAction(f"{waiting_for(st)} There is nothing to finish.")


def _spend_die(st: DiceDemonsState) -> tuple[Player, ...]:
    p = st.players[st.turn]
    if p.dice <= 0:
        raise IllegalAction("You have no die to sacrifice.")
    return with_player(st, st.turn, Player(p.space, p.dice - 1, p.trinket, p.prev, p.stamp))


def _summon(st: DiceDemonsState, a: Summon) -> DiceDemonsState:
    _need(st, Phase.SACRIFICE, "Summoning")
    space = _space(st, a.space)
    players = _spend_die(st)
    if space not in st.summon_targets():
        raise IllegalAction("A monster can only be summoned onto a ring or bridge space with no "
                            "player, monster or wall on it.")
    monster = Monster(st.next_monster, space, st.clock, st.turn)
    return advance(st._summoned(players, monster, next_monster=st.next_monster + 1,
                                clock=st.clock + 1, tasks=((SPAWN_OUTER,),)))


def summon_all(st: DiceDemonsState) -> dict[int, DiceDemonsState]:
    """Each space ``st``'s sacrifice may summon a monster onto, with the state ``apply(Summon(
    space))`` leads to (its pickup's throw still to come), worked out together; empty where
    ``st`` is no plain sacrifice (or something out of the ordinary follows a summon there).

    Why together: the die spent, the check for a winner and the outer ring's free spaces for
    the pickup are the same for every summon of a position but for the space taken, and a
    planner weighing a sacrifice summons onto every space."""
    if st._outcome is not None or st.tasks or st.phase is not Phase.SACRIFICE:
        return {}
    if st.players[st.turn].dice <= 0:
        return {}
    players = _spend_die(st)
    if _winner(st._replace(players=players)) is not None:
        return {}
    free = spawn_spaces(st, SPAWN_OUTER)  # the pickup's spaces, before the monster takes one
    out = {}
    for space in st.summon_targets():
        monster = Monster(st.next_monster, space, st.clock, st.turn)
        summoned = st._summoned(players, monster, next_monster=st.next_monster + 1,
                                clock=st.clock + 1, tasks=((SPAWN_OUTER,),))
        spaces = tuple(s for s in free if s != space) if space in free else free
        if not spaces:  # no free space for the pickup: the rules play on without a throw
            return {}
        summoned._c_request = spawn_request(SPAWN_OUTER, spaces)  # what advance stops at
        out[space] = summoned
    return out


def _wall_sacrifice(st: DiceDemonsState, a: SacrificeForWalls) -> DiceDemonsState:
    _need(st, Phase.SACRIFICE, "Raising walls")
    players = _spend_die(st)
    if not st.wall_targets():
        raise IllegalAction("There is no marked space left where you could put a wall.")
    return advance(st._replace(players=players, tasks=((WALL_ROLL,), (SPAWN_OUTER,))))


def _place_wall(st: DiceDemonsState, a: PlaceWall) -> DiceDemonsState:
    task = _head(st, WALLS, "Placing a wall")
    space = _space(st, a.space)
    if space not in st.wall_targets():
        raise IllegalAction("Walls go on a free marked space with nobody on it, or take over "
                            "another player's wall.")
    walls = st.walls[:space] + (st.turn,) + st.walls[space + 1:]
    return advance(st._replace(walls=walls, tasks=((WALLS, task[1] - 1), *st.tasks[1:])))


def _push(st: DiceDemonsState, a: Push) -> DiceDemonsState:
    task = _head(st, PUSH, "Pushing")
    to = _space(st, a.to)
    victim = int(task[1])
    if to not in st.push_targets(victim):
        raise IllegalAction(f"{st.seat_name(victim)} can only be pushed onto a free space next "
                            "to them that they may enter.")
    return advance(enter(_pop(st), victim, to))


def _remove_wall(st: DiceDemonsState, a: RemoveWall) -> DiceDemonsState:
    _, winner, loser, count = _head(st, RAZE, "Knocking down a wall")
    space = _space(st, a.space)
    if st.walls[space] != loser:
        raise IllegalAction(f"Only walls of {st.seat_name(loser)} can be knocked down.")
    walls = st.walls[:space] + (-1,) + st.walls[space + 1:]
    return advance(st._replace(walls=walls, tasks=((RAZE, winner, loser, count - 1),
                                                   *st.tasks[1:])))


def _roll(st: DiceDemonsState, a: Roll) -> DiceDemonsState:
    if st.to_move != CHANCE:
        raise IllegalAction(f"{waiting_for(st)} No dice are due.")
    request = st.roll_request()
    values = a.values
    if not isinstance(values, tuple) or len(values) != request.count or any(
            type(v) is not int or v not in die.faces
            for v, die in zip(values, request.dice, strict=False)):
        raise IllegalAction(f"Expected {request.count} dice showing allowed faces.")
    if st.tasks:
        kind = st.tasks[0][0]
        rest = st.tasks[1:]
        v = int(values[0])
        if kind == WALL_ROLL:
            return advance(st._replace(tasks=((WALLS, v), *rest)))
        if kind == RAZE_ROLL:
            return advance(st._replace(tasks=((RAZE, st.tasks[0][1], st.tasks[0][2], v),
                                              *rest)))
        if kind == SPAWN_MONSTER:
            monster = Monster(st.next_monster, v, st.clock)
            return advance(st._replace(monsters=(*st.monsters, monster), tasks=rest,
                                       next_monster=st.next_monster + 1, clock=st.clock + 1))
        return advance(st._replace(pickups=tuple(sorted((*st.pickups, v))), tasks=rest))
    if st.phase is Phase.ROLL:
        dice = tuple(sorted(int(v) for v in values))
        return advance(st._replace(phase=Phase.MOVE, dice=dice, pools=(dice[0], dice[1], dice[2])))
    fight = st.next_fight()
    assert fight is not None
    winner = roll_winner(st, fight[0], fight[1], tuple(int(v) for v in values))
    if winner is None:
        return st._replace()  # a tie between players: both throw again
    return advance(settle(st, fight[0], fight[1], winner))


def _resign(st: DiceDemonsState, a: Resign) -> DiceDemonsState:
    if st._outcome is not None:
        raise IllegalAction("The game is already over.")
    seat = a.seat
    if type(seat) is not int or not 0 <= seat < len(st.players) or st.players[seat].out:
        raise IllegalAction("Only a player still in the game can resign.")
    players = with_player(st, seat, Player(-1))
    walls = tuple(-1 if owner == seat else owner for owner in st.walls)
    tasks = tuple(t for t in st.tasks if not _involves(t, seat, st.turn))
    st = st._replace(players=players, walls=walls, tasks=tasks)
    active = st.active_seats()
    if len(active) == 1:
        return _over(st, Outcome((active[0],), EndReason.RESIGNATION,
                                 f"{st.seat_name(seat)} gives up; {st.seat_name(active[0])} is "
                                 "the last hunter standing and wins."))
    if seat == st.turn:
        st = _end_turn(st)
    return advance(st)


def _involves(task: tuple[Any, ...], seat: int, turn: int) -> bool:
    """Whether a queued task dies with ``seat`` leaving (a push it must choose survives: the
    first target is taken for it)."""
    kind = task[0]
    if kind == PUSH:
        return task[1] == seat
    if kind in (RAZE_ROLL, RAZE):
        return seat in (task[1], task[2])
    if kind in (WALLS, WALL_ROLL):
        return seat == turn
    return False


_HANDLERS: dict[type, Callable[[Any, Any], Any]] = {
    Step: _step,
    MonsterStep: _monster_step,
    TurnBridges: _turn_bridges,
    Done: _done,
    Summon: _summon,
    SacrificeForWalls: _wall_sacrifice,
    PlaceWall: _place_wall,
    Push: _push,
    RemoveWall: _remove_wall,
    Roll: _roll,
    Resign: _resign,
}


def apply(st: DiceDemonsState, action: Action) -> DiceDemonsState:
    """The state after ``action``; IllegalAction (with a readable reason) if not allowed."""
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction("That is not a move in Dice Demons.")
    if st._outcome is not None and type(action) is not Resign:
        raise IllegalAction("The game is over.")
    return handler(st, action)

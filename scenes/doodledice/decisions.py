"""The choices of the moment, as the side panel offers them: a prompt for the player who must
answer, and one option per decision with the odds where a roll follows.

Nothing here decides anything: the options are the engine's legal actions (plus the table's
own modes: a weapon picked, waiting for its target), worded for players, and the odds come
from ``engine.doodledice.views``.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import scenes.doodledice.fortress_decisions as fortress_decisions
from engine.core import Action
from engine.doodledice import (
    Aim,
    AttackPlayer,
    Banish,
    Block,
    Copy,
    Declare,
    Done,
    DoodleState,
    Enervate,
    Gather,
    GiveUp,
    Heal,
    LoseDie,
    Nullify,
    Pass,
    Redirect,
    Reroll,
)
from engine.doodledice.actions import AttackHorde
from engine.doodledice.model import (
    AIM,
    FORTRESS_STEPS,
    LOSE_DIE,
    NULL_ROLL,
    NULLIFY,
    PINK,
    REROLL,
    SHIELD,
)
from engine.doodledice.rulesets.draft import rules as draft
from engine.doodledice.rulesets.strange.queries import big_to_declare, declared_value
from engine.doodledice.rulesets.structures.fortresses import wields
from engine.doodledice.rulesets.structures.places import castle_role
from engine.doodledice.views import attack_odds, nullify_chance, pending_odds
from scenes.doodledice.fortress_decisions import Asked
from scenes.doodledice.outcomes import part_name
from scenes.doodledice.stratagem_options import (
    hide_choice,
    refit_choices,
    start_choices,
    start_lines,
)


@dataclass(frozen=True)
class Option:
    """One button of the panel: ``action`` is applied, or ``mode`` is entered."""

    label: str
    action: Action | None = None
    mode: str = ""
    tip: str = ""


@dataclass
class Decision:
    title: str
    lines: list[str]
    options: list[Option]


def pct(p: Fraction) -> str:
    return f"{round(float(p) * 100)}%"


def odds_lines(odds) -> list[str]:
    """"Damage 0: 25% · 1: 25% ..." compacted, and the chance to destroy."""
    if odds is None:
        return []
    parts = [f"{d}: {pct(p)}" for d, p in odds.damage.items() if p > 0]
    lines = ["Damage " + ", ".join(parts[:7]) + (" ..." if len(parts) > 7 else "")]
    lines.append(f"Average {float(odds.mean):.1f}; destroys the part {pct(odds.destroy)}")
    return lines


def _asked(asked: Asked) -> Decision:
    """A question of an alternate rule's helper as the panel's record."""
    title, lines, buttons = asked
    return Decision(title, lines, [Option(label, action, tip=tip)
                                   for label, action, tip in buttons])


def decision(st: DoodleState, seat: int, name, weapon: int | None) -> Decision:
    """What ``seat`` (a human, to move) is asked now. ``name(seat)`` gives a player's name;
    ``weapon`` is the weapon picked on the table (combat, waiting for a target)."""
    legal = st.legal_actions()
    phase = st.phase.value
    who = name(seat)
    if phase == "draft":
        have = draft.taken_sides(st, seat)
        return Decision(f"{who}: pick a die",
                        [f"You have {have} of {st.budget} sides; {st.budget - have} left to take.",
                         "Click a die in the shared collection to take it. Dimmed dice would "
                         "take you over the budget."], [])
    if phase == "gather":
        if st.asking:  # a question as the round starts (Disperse Color)
            return _asked(fortress_decisions.round_start(st, who, legal))
        if st.queue:
            m = st.monster(st.queue[0])
            opts = [Option("Keep every action" if a.actions == 0 else
                           f"Give up {a.actions} for {a.actions} more "
                           f"{'die' if a.actions == 1 else 'dice'}", a,
                           tip="Purple: each action given up now gathers one more die.")
                    for a in legal if isinstance(a, GiveUp)]
            return Decision(f"{who}: {m.name} may trade actions",
                            ["A purple core can give up coming actions for extra dice."], opts)
        opts = [Option("Gather the biggest dice", mode="gather-big",
                       tip="Fill your active pool, biggest dice first.")]
        return Decision(f"{who}: gather dice",
                        [f"Click dice in your reserve to bring them into play "
                         f"({len(st.active(seat))} active now)."], opts)
    if phase == "castle":
        role = castle_role(seat)
        use = "break into the enemy's defences" if role == "stratagem" else "hold your ground"
        return Decision(f"{who}: draw your free {role}",
                        [f"Take the castle: your {role} costs no dice and helps you {use}.",
                         "Pick its colour on the pad: the colour decides its power."],
                        [Option(f"Sketch your {role}", mode="new",
                                tip="Open the sketch pad: draw a place or a symbol, name it, "
                                    "pick its colour.")])
    if phase == "sketch":
        return _sketching(st, seat, who, legal)
    a = st.attack
    if a is not None:
        return _answer(st, seat, who, legal)
    if st.turn < 0 and st.structures:
        return _combat_start(st, seat, who, legal)
    if st.turn < 0:
        opts = [Option(f"Drag {st.monster(b.monster).name} away", b,
                       tip="Nothing can target it until the next sketching phase; it still "
                           "acts.") for b in legal if isinstance(b, Banish)]
        opts.append(Option("Keep them all here", Pass(), tip="The d3 stays unused."))
        return Decision(f"{who}: use your d3?",
                        ["Once a game a monster with a d3 part can be dragged out of reach.",
                         "You may also do it later, on that monster's own turn."], opts)
    m = st.monster(st.turn)
    if st.opening == "copy":
        opts = [Option(f"Copy {st.core_colour(st.monster(c.source))} ({st.monster(c.source).name})",
                       c) for c in legal if isinstance(c, Copy)]
        opts.append(Option("Copy nothing", Pass()))
        return Decision(f"{who}: {m.name} may borrow a power",
                        ["Colorless: borrow another of your monsters' core powers until its "
                         "next turn."], opts)
    if st.opening == "heal":
        opts = []
        for h in legal:
            if isinstance(h, Heal):
                held = st.holder(h.part)
                cost = held is not None and held[0].id != m.id
                opts.append(Option(f"Heal {part_name(st, h.part)}" + (" (1 action)" if cost
                                                                       else ""), h))
        opts.append(Option("No healing", Pass()))
        return Decision(f"{who}: {m.name} heals", ["Green: mend damage on a part."], opts)
    return _turn(st, seat, who, m, legal, weapon)


def _combat_start(st: DoodleState, seat: int, who: str, legal: list[Action]) -> Decision:
    """The window as combat starts with stratagems in play: done first (the list may be long
    and is cut to the panel), then the stratagem's choices, then the d3's."""
    opts = [Option("Ready for combat", Pass(), tip="Make no more choices now.")]
    opts += [Option(label, x, tip=tip) for label, x, tip in start_choices(st, legal)]
    opts += [Option(f"Drag {st.monster(b.monster).name} away (d3)", b,
                    tip="Nothing can target it until the next sketching phase; it still acts.")
             for b in legal if isinstance(b, Banish)]
    return Decision(f"{who}: as combat starts", start_lines(st, seat) or
                    ["Choices before any monster's turn."], opts)


def _turn(st, seat, who, m, legal, weapon) -> Decision:
    opts: list[Option] = []
    weapons = sorted({x.weapon for x in legal if hasattr(x, "weapon")})
    for w in weapons:
        struggle = w == m.core.die and not wields(st, m)
        label = (f"Struggle ({st.struggle_damage(m)} damage)" if struggle
                 else f"Attack with {'core' if w == m.core.die else 'weapon'} d{st.sides(w)}")
        opts.append(Option(("> " if w == weapon else "") + label, mode=f"weapon:{w}",
                           tip="Then click an enemy part to aim at (its odds show on hover)."))
    for x in legal:
        if isinstance(x, AttackPlayer) and x.weapon == (weapon if weapon is not None
                                                        else x.weapon):
            opts.append(Option(f"Hit {st.seat_name(x.seat)}'s dice with d{st.sides(x.weapon)}",
                               x, tip="They have no monsters: they lose a die."))
    for x in legal:
        if isinstance(x, AttackHorde) and x.weapon == (weapon if weapon is not None
                                                       else x.weapon):
            opts.append(Option(f"Hit {st.seat_name(x.seat)}'s horde with d{st.sides(x.weapon)}",
                               x, tip="The horde loses life; no shield or nullifier guards it."))
    if any(isinstance(x, Enervate) for x in legal):
        opts.append(Option("Enervate a part", mode="enervate",
                           tip="Orange: click an enemy part to switch it off."))
    opts += [Option(label, action, tip=tip)
             for label, action, tip in fortress_decisions.turn_options(st, legal)]
    for b in legal:
        if isinstance(b, Banish):
            opts.append(Option(f"Drag {m.name} away (d3)", b,
                               tip="Once a game, free: nothing can target it until the next "
                                   "sketching phase."))
    opts += [Option(label, x, tip=tip) for label, x, tip in hide_choice(st, legal)]
    opts.append(Option("End turn", Done(), tip="Leave the actions left unused."))
    lines = [f"{st.actions} {'action' if st.actions == 1 else 'actions'} left."]
    if weapon is not None:
        lines.append("Click a lit enemy part to attack it.")
    return Decision(f"{who}: {m.name}'s turn", lines, opts)


def _sketching(st: DoodleState, seat: int, who: str, legal: list[Action]) -> Decision:
    """The sketching panel. A player without active dice is asked only while a choice needs
    none (an avatar ability, Adaptive Kit's refit), so the panel then says so and offers no
    pad to sketch on."""
    active = len(st.active(seat))
    opts: list[Option] = []
    if active:
        places = any(getattr(a, "role", "") for a in legal)
        opts.append(Option("Sketch a new monster" + (", stratagem or fortress" if places else ""),
                           mode="new", tip="Open the sketch pad: draw it, name it, place its "
                           "core and parts" + (" (a d100 makes a stratagem or fortress)."
                                               if places else ".")))
        opts += [Option(f"Add parts to {m.name}", mode=f"add:{m.id}",
                        tip="Open its drawing: draw on it and hang new parts.")
                 for m in st.monsters_of(seat) if len(m.parts) < 5]
    refits = [Option(label, x, tip=tip) for label, x, tip in refit_choices(st, legal)]
    opts = opts[:5 if refits else 8]
    opts.append(Option("Done sketching", Done(), tip="Your dice left stay active." if active
                       else "End your sketching for this round."))
    opts += refits  # after Done: the panel cuts what does not fit
    if active:
        lines = [f"{active} active {'die' if active == 1 else 'dice'} to sketch with."]
    else:
        lines = ["No dice left to sketch with.", "You may still " + (
            "refit a part (Adaptive Kit)." if refits else "use an avatar ability.")]
    return Decision(f"{who}: sketch monsters", lines, opts if st.structures else opts[:8])


def _answer(st: DoodleState, seat: int, who: str, legal: list[Action]) -> Decision:
    a = st.attack
    assert a is not None
    attacker = st.monster(a.attacker)
    target = part_name(st, a.target) if a.target >= 0 else \
        "your horde" if a.target == -2 else "your dice"
    base = [f"{attacker.name} attacks {target}."]
    big = big_to_declare(st, a)
    if big is not None and Declare() in legal:
        value = declared_value(st, a, big)
        use = "nullifier" if a.step == NULL_ROLL else ("weapon" if big.id == a.weapon
                                                         else "shield")
        named = "a sure stop" if a.step == NULL_ROLL else str(value)
        return Decision(f"{who}: name your big die's roll?",
                        [*base, f"Your {big.label} is about to be rolled for its {use}.",
                         "Once a game you may name a big die's result instead."],
                        [Option(f"Name it: {named}", Declare(),
                                tip="Spends your one naming of the game."),
                         Option("Roll it", Pass(), tip="Keep the naming for later.")])
    if a.step in FORTRESS_STEPS:
        return _asked(fortress_decisions.answer(st, who, legal, base, part_name))
    odds = pending_odds(st)
    step = a.step
    if step == PINK:
        opts = [Option(f"Pull it onto {st.monster(r.monster).name}", r,
                       tip="Pink: the attacker must hit this monster instead.")
                for r in legal if isinstance(r, Redirect)]
        opts.append(Option("Let it come", Pass()))
        return Decision(f"{who}: redirect the attack?", base + odds_lines(odds), opts)
    if step == AIM:
        opts = [Option(f"Aim at {part_name(st, x.target)}", x,
                       tip="; ".join(odds_lines(attack_odds(st, a.weapon, x.target))))
                for x in legal if isinstance(x, Aim)]
        return Decision(f"{who}: pick the part to hit", ["A pink monster pulled the attack."],
                        opts)
    if step == SHIELD:
        opts = []
        for b in legal:
            if isinstance(b, Block):
                o = attack_odds(st, a.weapon, b.shield)
                opts.append(Option(f"Block with shield d{st.sides(b.shield)}"
                                   + (f" ({pct(o.destroy)} lost)" if o else ""), b,
                                   tip="; ".join(odds_lines(o))))
        opts.append(Option("No shield", Pass(), tip="; ".join(odds_lines(odds))))
        return Decision(f"{who}: block with a shield?", base + odds_lines(odds), opts)
    if step == NULLIFY:
        opts = [Option(f"Roll nullifier d{st.sides(n.nullifier)} "
                       f"({pct(nullify_chance(st, n.nullifier))} stops it)", n,
                       tip="Once a round: a low roll cancels the attack.")
                for n in legal if isinstance(n, Nullify)]
        opts.append(Option("No nullifier", Pass()))
        return Decision(f"{who}: nullify the attack?", base + odds_lines(odds), opts)
    if step == REROLL:
        roll = f"The weapon rolled {a.value}."
        opts = [Option(f"Reroll with {st.monster(r.monster).name}", r,
                       tip="Once a round: the weapon die is thrown again.")
                for r in legal if isinstance(r, Reroll)]
        opts.append(Option("Keep the roll", Pass()))
        return Decision(f"{who}: force a reroll?", [base[0], roll], opts)
    if step == LOSE_DIE:
        opts = [Option(f"Lose a {st.dice[x.die].label}", x) for x in legal
                if isinstance(x, LoseDie)]
        return Decision(f"{who}: lose a die", ["You have no monsters: pick a die to lose."],
                        opts)
    return Decision(who, base, [])


def gather_big(st: DoodleState, seat: int) -> Action | None:
    """The next gather of "biggest first" (one action at a time, each through the match)."""
    fits = {x.die for x in st.legal_actions() if isinstance(x, Gather)}
    reserve = sorted((d for d in st.reserve(seat) if d.id in fits), key=lambda d: (-d.sides, d.id))
    return Gather(reserve[0].id) if reserve else None

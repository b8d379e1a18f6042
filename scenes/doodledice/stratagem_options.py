"""Panel wording for the stratagem powers' choices: a label and a tip per legal action, in
plain words (``decisions`` turns them into buttons).

Nothing is decided here: every option is one of the engine's legal actions. Strikes are listed
best first (the expected damage of the hit), since the panel shows only as many as fit.
"""

from __future__ import annotations

from engine.core import Action
from engine.doodledice import DoodleState
from engine.doodledice.rulesets.avatars.abilities import dice_text
from engine.doodledice.rulesets.structures.places import STRATAGEM, power_of, summary
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
from engine.doodledice.rulesets.structures.stratagem_marks import WEAPONS
from engine.doodledice.rulesets.structures.stratagems import helped
from engine.doodledice.tables import BLUE, per4
from engine.doodledice.views import attack_odds
from scenes.doodledice.outcomes import part_name

Choice = tuple[str, Action, str]
"""(label, action, tip) of one button."""


def _strike_value(st: DoodleState, s: Strike) -> float:
    odds = attack_odds(st, s.weapon, s.target)
    return float(odds.destroy) * 100 + float(odds.mean) if odds is not None else 0.0


def start_choices(st: DoodleState, legal: list[Action]) -> list[Choice]:
    """Buttons for the stratagem choices as combat starts."""
    out: list[Choice] = []
    strikes = sorted((x for x in legal if isinstance(x, Strike)),
                     key=lambda s: -_strike_value(st, s))
    for s in strikes:
        odds = attack_odds(st, s.weapon, s.target)
        chance = f" ({round(float(odds.destroy) * 100)}% to destroy)" if odds else ""
        out.append((f"Strike {part_name(st, s.target)} with d{st.sides(s.weapon)}{chance}", s,
                    "Assassin's Strike: a free attack before anyone's turn."))
    for x in legal:
        if isinstance(x, Glory):
            what = "weapons" if x.aim == WEAPONS else "shields"
            out.append((f"Glory: heroic {what} roll their top face", x,
                        "Once a game, for this combat only."))
        elif isinstance(x, Tunnel):
            d = st.dice[x.die]
            price = f" ({dice_text(st, x.dice)})" if x.dice else ""
            paid = "; your dice leave play" if x.dice else ""
            out.append((f"{st.monster(x.monster).name} digs away {st.seat_name(d.owner)}'s "
                        f"{d.label}{price}", x, "Out of their reserve for good; the digger "
                        f"does nothing else this combat{paid}."))
        elif isinstance(x, Divert):
            out.append((f"{st.monster(x.giver).name} gives an action to "
                        f"{st.monster(x.taker).name}", x, "For this combat only."))
        elif isinstance(x, Arcane):
            bonus = per4(sum(st.dice[d].sides for d in x.dice))
            out.append((f"Burn {dice_text(st, x.dice)} for +{bonus} to magical rolls", x,
                        "Weapon and shield rolls of your magical monsters, until the next "
                        "combat; the dice leave play."))
        elif isinstance(x, Prism):
            out.append((f"Prismatic Light: {x.colour}", x,
                        f"All your monsters use the {x.colour} core power until the next "
                        "combat."))
        elif isinstance(x, Sway):
            m = st.monster(x.monster)
            out.append((f"Sway {m.name} (burn {dice_text(st, x.dice)})", x,
                        f"{m.name} fights for you this combat, then goes home; the dice "
                        "leave play."))
    return out


def start_lines(st: DoodleState, seat: int) -> list[str]:
    """What the player's stratagem offers now, in one line (without "As combat starts": the
    panel's title says it, and the narrow panel needs the room)."""
    power = power_of(st, seat, STRATAGEM) if st.structures else None
    if power is None:
        return []
    text = summary(st, power)
    if text.startswith(START):
        text = text[len(START)].upper() + text[len(START) + 1:]
    return [f"{power.name}: {text}"]


START = "As combat starts, "


def hide_choice(st: DoodleState, legal: list[Action]) -> list[Choice]:
    """The Dive / Cloud Assault button of the monster whose turn it is."""
    m = st.turn_monster()
    if m is None or Hide() not in legal:
        return []
    how = "Dive out of reach" if helped(st, BLUE, m) else "Soar above the clouds"
    return [(how, Hide(), "Spends the whole turn: nothing can target it until its next turn.")]


def refit_choices(st: DoodleState, legal: list[Action]) -> list[Choice]:
    """Adaptive Kit buttons: one per part and new type."""
    return [(f"Refit {part_name(st, x.part)} as a {x.into}", x,
             "Adaptive Kit: the part works as its new type from now on (once this phase).")
            for x in legal if isinstance(x, Refit)]


__all__ = ["Choice", "hide_choice", "refit_choices", "start_choices", "start_lines"]

"""The fortress powers' questions as the side panel words them (alternate rule "stratagems &
fortresses"): one button per legal action, in plain words, with a tip saying what follows.

Nothing here decides anything; ``decisions`` asks these helpers when the engine offers a
fortress choice and turns what they return (a title, lines, and (label, action, tip) per
button) into its panel records.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Action
from engine.doodledice import DoodleState, Pass
from engine.doodledice.model import BASTION, CHILL, JUMP, SIGIL
from engine.doodledice.rulesets.avatars.abilities import dice_text
from engine.doodledice.rulesets.structures.fortress_actions import (
    Chill,
    Disperse,
    Jump,
    Retry,
    Ward,
    Wield,
)
from engine.doodledice.tables import CORE

Button = tuple[str, Action, str]
"""A button: its label, the action it applies, its tip."""
Asked = tuple[str, list[str], list[Button]]
"""A question: its title, lines of explanation, its buttons."""


def round_start(st: DoodleState, who: str, legal: list[Action]) -> Asked:
    """Disperse Color, as a round starts."""
    opts: list[Button] = [(f"Silence {d.colour} powers", d,
                           f"Enemy monsters' {d.colour} core powers stop working this round.")
                          for d in legal if isinstance(d, Disperse)]
    opts.append(("Name no colour", Pass(), "Every power works as usual this round."))
    return (f"{who}: Disperse Color",
                    ["Your colorless fortress may name the colour of an enemy core.",
                     "Enemy powers of that colour are lost until the next round."], opts)


def turn_options(st: DoodleState, legal: list[Action]) -> list[Button]:
    """Abundant Armory's button on a monster's turn."""
    m = st.monster(st.turn)
    if Wield() not in legal:
        return []
    return [(f"Take up the core as a weapon (d{st.core_sides(m)}, rolled)", Wield(),
             "Red fortress: then pick the core as the weapon; it is rolled instead of "
             "struggling, and counts as this round's struggle.")]


def answer(st: DoodleState, who: str, legal: list[Action], base: list[str],
           part_name: Callable[[DoodleState, int], str]) -> Asked:
    """Chilling Defence, Bastion of Technology, Sigil Shield and Chain Lightning questions."""
    a = st.attack
    assert a is not None
    if a.step == CHILL:
        chill = next(x for x in legal if isinstance(x, Chill))
        paid = dice_text(st, chill.dice)
        return (f"{who}: Chilling Defence?",
                [*base, (f"Once a round, for {paid} of your active pool (our house rule), "
                         "cancel this attack: the attacker loses this turn and its next."
                         if paid else "Once a round you may cancel an attack as it is made; "
                         "the attacker then loses this turn and its next.")],
                [("Freeze the attacker" + (f" ({paid})" if paid else ""), chill,
                  "Cancels this attack; the once-a-round use is spent."
                  + (f" The {paid} paid for it leave play." if paid else "")),
                 ("Let it come", Pass(), "Keep the freeze for a bigger blow.")])
    if a.step == BASTION:
        die, value = st.fort.retry
        return (f"{who}: throw it again?",
                [*base, f"{part_name(st, die)} rolled {value}.",
                 "Bastion of Technology: each monster may throw one die again a round."],
                [("Throw it again", Retry(), "The new roll stands."),
                 (f"Keep the {value}", Pass(), "")])
    if a.step == SIGIL:
        total = sum(amount for _, amount in st.fort.wound)
        opts: list[Button] = [
            (f"Burn your {st.dice[w.die].label} (-{st.dice[w.die].sides})", w,
             "The die leaves play; its sides come off the damage.")
            for w in legal if isinstance(w, Ward)]
        opts.append((f"Take the {total} damage", Pass(), ""))
        hit = ", ".join(part_name(st, die) for die, _ in st.fort.wound)
        return (f"{who}: Sigil Shield?",
                [f"{total} damage is about to hit {hit}.",
                 "Remove active dice to soak it, one at a time."], opts)
    assert a.step == JUMP
    jumps = sorted((j for j in legal if isinstance(j, Jump)), key=lambda j: _jump_order(st, j))
    zaps: list[Button] = [(f"Zap {part_name(st, j.target)}", j,
                           "It may be blocked or nullified as an attack.") for j in jumps]
    zaps.append(("Let it fade", Pass(), ""))
    return (f"{who}: Chain Lightning",
            [f"{st.fort.jump} damage is left over: send it to another enemy monster."], zaps)


def _jump_order(st: DoodleState, j: Jump) -> tuple[int, int]:
    """Cores first, the weakest first: the likely picks fit on the panel."""
    held = st.holder(j.target)
    if held is None:
        return (2, 0)
    _, part = held
    return (0 if part.kind == CORE else 1, st.sides(part.die) - part.damage)


__all__ = ["Asked", "Button", "answer", "round_start", "turn_options"]

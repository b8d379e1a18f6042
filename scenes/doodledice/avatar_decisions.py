"""The side panel's prompts for the avatars rule: choosing and drawing an avatar, the abilities
of the sketching phase (a menu, one ability at a time, so the panel never overflows), a mage's
Supercharge as a turn starts, Lead from the Front and the Bombardment as combat starts, Special
Technique and the horde when a blow is about to land.

Every option is one of the engine's legal actions (or a mode of the table: a menu page, the
sketch pad for the avatar's drawing), worded for players.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Action
from engine.doodledice import AddPart, Banish, DoodleState, Pass
from engine.doodledice.actions import (
    Augment,
    Bombard,
    ChooseAvatar,
    Embody,
    Horde,
    Lead,
    Mechamorph,
    Mutate,
    Recolour,
    Soak,
    Supercharge,
    Technique,
)
from engine.doodledice.model import SOAK, TECHNIQUE
from engine.doodledice.rulesets.avatars.abilities import (
    ABILITY_INDEX,
    AVATAR_TYPES,
    DEVICE,
    MAGE,
    TYPE_BY_KEY,
    ability_summary,
    ability_uses,
    avatar_of,
    dice_text,
    sides_of,
    uses_left,
)
from engine.doodledice.tables import COLOUR_BY_KEY, per4
from scenes.doodledice.decisions import Decision, Option
from scenes.doodledice.outcomes import part_name

MENU = "abilities"
"""The table's mode for the sketching-phase ability menu ("abilities", "abilities:<key>")."""
MAGE_COLOURS = "avatar-mage"
"""The mode listing a mage's colours."""


def ability_of(action: Action) -> str | None:
    """The ability a sketching-phase action uses (None: not an avatar action)."""
    if isinstance(action, AddPart) and action.part == DEVICE:
        return "device"
    kinds: dict[type, str] = {Augment: "cybernetics", Mechamorph: "mechamorph",
                              Mutate: "mutation", Horde: "horde", Embody: "embody",
                              Recolour: "preference"}
    return kinds.get(type(action))


def label(st: DoodleState, action: Action) -> str:
    """A button's words for an avatar action of the sketching phase."""
    if isinstance(action, AddPart):
        return f"Device {st.dice[action.die].label} on {st.monster(action.monster).name}"
    if isinstance(action, Augment):
        return f"{part_name(st, action.part)} also a {action.extra}"
    if isinstance(action, Mechamorph):
        return "Fuse " + " + ".join(st.monster(m).name for m in action.monsters)
    if isinstance(action, Mutate):
        return f"Mutate {st.monster(action.monster).name} (+1 part)"
    if isinstance(action, Horde):
        return f"Horde from a {st.dice[action.die].label}"
    if isinstance(action, Embody):
        return f"Join the fight on a {action.colour} d{st.dice[action.core].sides}"
    if isinstance(action, Recolour):
        return f"Recolour {part_name(st, action.part)}"
    return action.kind


def choose_avatar(st: DoodleState, seat: int, who: str, view: str | None) -> Decision:
    """Pick a type (a mage then its colour); the sketch pad opens for the drawing and name."""
    if view == MAGE_COLOURS:
        owned: dict[str, int] = {}
        for d in st.dice:
            if d.owner == seat and d.colour:
                owned[d.colour] = owned.get(d.colour, 0) + d.sides
        colours = sorted(owned, key=lambda c: -owned[c])[:7]
        opts = [Option(f"Favour {COLOUR_BY_KEY[c].title} ({COLOUR_BY_KEY[c].power})",
                       mode=f"avatar:{MAGE}:{c}", tip=COLOUR_BY_KEY[c].summary)
                for c in colours]
        opts.append(Option("Back to the four types", mode="avatar-back"))
        return Decision(f"{who}: the mage's colour",
                        ["Energy Preference turns dice this colour (your most-used shown)."],
                        opts)
    opts = []
    for t in AVATAR_TYPES:
        tip = "; ".join(f"{a.title} x{ability_uses(st, a)}" for a in t.abilities)
        mode = MAGE_COLOURS if t.key == MAGE else f"avatar:{t.key}"
        opts.append(Option(f"{t.title}: {t.look}", mode=mode, tip=tip))
    return Decision(f"{who}: choose your avatar",
                    ["Pick a type, then draw it and name it on the sketch pad "
                     "(or let the pad doodle one).",
                     "Hover a type for its three abilities."], opts)


def ability_menu(st: DoodleState, seat: int, who: str, legal: list[Action],
                 view: str) -> Decision:
    """The sketching phase's avatar abilities: the list of abilities, or one ability's uses."""
    av = avatar_of(st, seat)
    assert av is not None
    key = view.partition(":")[2]
    if key:
        ability = TYPE_BY_KEY[av.kind].abilities[ABILITY_INDEX[key][1]]
        text = ability_summary(st, ability)
        opts = [Option(label(st, a), a, tip=text) for a in legal if ability_of(a) == key]
        opts.append(Option("Back", mode=MENU))
        return Decision(f"{who}: {ability.title}", [text], opts)
    opts = []
    for ability in av.type.abilities:
        offered = sum(1 for a in legal if ability_of(a) == ability.key)
        if offered:
            left = uses_left(st, seat, ability.key)
            opts.append(Option(f"{ability.title} ({left} left)", mode=f"{MENU}:{ability.key}",
                               tip=ability_summary(st, ability)))
    opts.append(Option("Back to sketching", mode="abilities-close"))
    return Decision(f"{who}: avatar abilities", [f"{av.name} the {av.type.title.lower()}."],
                    opts)


def has_abilities(legal: list[Action]) -> bool:
    return any(ability_of(a) is not None for a in legal)


def avatar_decision(st: DoodleState, seat: int, name: Callable[[int], str],
                    view: str | None) -> Decision | None:
    """The avatars' prompt for ``seat`` now, or None when the usual panel applies."""
    if not st.avatars:
        return None
    legal = st.legal_actions()
    who = name(seat)
    phase = st.phase.value
    if phase == "avatars":
        return choose_avatar(st, seat, who, view)
    if phase == "sketch" and view is not None and view.startswith(MENU) \
            and has_abilities(legal):
        return ability_menu(st, seat, who, legal, view)
    if phase != "combat":
        return None
    a = st.attack
    if a is not None and a.step == TECHNIQUE:
        top = st.sides(a.weapon)
        left = uses_left(st, seat, "technique")
        return Decision(f"{who}: Special Technique?",
                        [f"The weapon rolled {a.value}; the technique makes it {top}.",
                         f"{left} use(s) left."],
                        [Option(f"Count it as {top}", Technique(),
                                tip="Shields and the like take off what they took before."),
                         Option("Keep the roll", Pass())])
    if a is not None and a.step == SOAK:
        av = avatar_of(st, seat)
        horde = av.horde if av is not None else 0
        target = part_name(st, a.target)
        opts = [Option(f"Horde takes {x.amount}", x, tip=f"The horde has {horde} life.")
                for x in legal if isinstance(x, Soak)]
        opts.append(Option("Horde stays back", Pass()))
        return Decision(f"{who}: send the horde?",
                        [f"A blow is about to land on {target}."], opts)
    if a is None and st.turn >= 0 and st.opening == "charge":
        m = st.monster(st.turn)
        opts = []
        for x in legal:
            if isinstance(x, Supercharge):
                dice = dice_text(st, x.dice)
                bonus = per4(sides_of(st, x.dice))
                opts.append(Option(f"Give up {dice}: +{bonus}/-{bonus}", x,
                                   tip="Deals that much more and takes that much less damage "
                                       "until its next turn."))
        word = "Renew" if m.charge else "Start"
        opts.append(Option("No charge" if not m.charge else "Let the charge fade", Pass()))
        return Decision(f"{who}: {word} a Supercharge on {m.name}?",
                        [f"{uses_left(st, seat, 'supercharge')} new charge(s) left; renewing "
                         "costs dice but no use."], opts)
    if a is None and st.turn < 0 and any(isinstance(x, (Lead, Bombard)) for x in legal):
        return _combat_start(st, who, legal)
    return None


def _combat_start(st: DoodleState, who: str, legal: list[Action]) -> Decision:
    """Not now first, then every strike (the panel takes lower buttons, then columns, before
    it leaves a choice out)."""
    opts = [Option("Not now", Pass(), tip="Keep them for a later combat.")]
    for x in legal:
        if isinstance(x, Lead):
            m = st.monster(x.monster)
            paid = dice_text(st, x.dice)
            price = f" Our house rule: the {paid} paid for it leave play." if paid else ""
            opts.append(Option(f"Lead from the Front: {m.name}" + (f" ({paid})" if paid else ""),
                               x, tip="Once a game: its core drops to 0 life." + price))
        elif isinstance(x, Bombard):
            dice = dice_text(st, x.dice)
            hit = per4(sides_of(st, x.dice))
            names = ", ".join(part_name(st, t) for t in x.targets)
            opts.append(Option(f"Bombard ({dice}): {hit} each", x,
                               tip=f"Once a game, through every defence: {names}."))
        elif isinstance(x, Banish):
            opts.append(Option(f"Drag {st.monster(x.monster).name} away (d3)", x))
    paid = any(isinstance(x, Lead) and x.dice for x in legal)
    return Decision(f"{who}: as combat starts", ["Your avatar can strike before any monster "
                                                 "acts." + (" Our house rule: Lead from the "
                                                            "Front costs the dice shown."
                                                            if paid else "")], opts)


def chosen(st: DoodleState, mode: str, name: str, sketch: tuple) -> ChooseAvatar:
    """The action of a finished avatar drawing (``mode`` "avatar:<kind>[:<colour>]")."""
    _, kind, colour = (mode.split(":") + [""])[:3]
    return ChooseAvatar(kind, colour, name, sketch)


__all__ = ["MAGE_COLOURS", "MENU", "ability_menu", "ability_of", "avatar_decision", "chosen",
           "choose_avatar", "has_abilities", "label"]

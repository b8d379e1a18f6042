"""The fortress powers' automatic steps: the dice thrown for Heart Attack as sketching ends and
for the Living Fortress as combat ends, the end of combat (the brown fortress's struggle, the
poison, martyrs falling), the marks a new round wipes, and the resolution of a fortress step
as if its owner declined (for the legal ``Pass`` and for the evaluation's forecast).

Sits between ``combat``/``legal`` and ``flow``; the rulings are in ``fortresses``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import DieSpec, RollRequest, replace
from engine.doodledice.combat import (
    deal,
    finish,
    next_step,
    put_monster,
    remove_monster,
    roll_result,
)
from engine.doodledice.model import (
    BASTION,
    CHILL,
    JUMP,
    MISS,
    NULL_ROLL,
    PINK,
    REROLL,
    ROLL,
    SHIELD_ROLL,
    SIGIL,
    Attack,
    Monster,
    Part,
)
from engine.doodledice.rulesets.structures.fortresses import (
    HEART,
    LIVING,
    bastion_asks,
    chain_excess,
    chill_possible,
    heart_victims,
    jump_targets,
    living_faces,
    living_fortresses,
    living_sides,
    martyr_holds,
    poisons,
    sigil_asks,
    with_marks,
)
from engine.doodledice.rulesets.structures.places import chance_sides, miss_powers

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


# ------------------------------------------------------------------------------ the moments


def heart_moment(st: DoodleState) -> DoodleState:
    """As sketching ends: Heart Attack's dice (d4s, or our house d12s) are thrown before the
    initiative."""
    return with_marks(st, moment=HEART) if st.structures and heart_victims(st) else st


def moment_request(st: DoodleState) -> RollRequest:
    """The dice of the fortress moment now."""
    if st.fort.moment == HEART:
        names = [st.monster(mid).name for mid in heart_victims(st)]
        sides = chance_sides(st, "Heart Attack")
        return RollRequest(tuple(DieSpec.d(sides, name) for name in names),
                           f"Heart Attack (d{sides}): a 1 and that monster loses its actions "
                           "this round.")
    names = [st.monster(mid).name for mid in living_fortresses(st)]
    sides = living_sides(st)
    faces = " or ".join(str(f) for f in living_faces(st))
    return RollRequest(tuple(DieSpec.d(sides, name) for name in names),
                       f"Living Fortress (d{sides}): on a {faces} the fortress struggles.")


def moment_rolled(st: DoodleState, values: tuple) -> DoodleState:
    """The fortress moment's dice came up ``values`` (as many as ``moment_request`` asked)."""
    if st.fort.moment == HEART:
        hit = tuple(dict.fromkeys(mid for mid, v in zip(heart_victims(st), values, strict=True)
                                  if int(v) == 1))
        return with_marks(st, moment="", heartbroken=hit)
    woke = tuple(fid for fid, v in zip(living_fortresses(st), values, strict=True)
                 if int(v) in living_faces(st))
    return with_marks(st, moment="", living=woke)


# -------------------------------------------------------------------------- combat's end


def combat_ends(st: DoodleState) -> DoodleState | None:
    """The next fortress step once every monster has had its turn, or None when combat is
    over for them too: the brown fortresses' dice, their struggles, then the poison and the
    fall of martyrs."""
    f = st.fort
    if f.ending == 0:
        st = with_marks(st, ending=1)
        return with_marks(st, moment=LIVING) if living_fortresses(st) else st
    if f.ending == 1:
        living = f.living
        while living:
            fid, living = living[0], living[1:]
            if st.find_monster(fid) is not None:
                st = with_marks(st, living=living, struggler=fid)
                return st._replace(turn=fid, opening="act", actions=1)
        st = martyrs_fall(poison(with_marks(st, living=())))
        return with_marks(st, ending=2)
    return None


def poison(st: DoodleState) -> DoodleState:
    """Toxic Defences: every part of a monster hurt by poisonous weapons takes 1 per poisoner."""
    doses: dict[int, int] = {}
    for _, victim in st.fort.poisoned:
        doses[victim] = doses.get(victim, 0) + 1
    for victim, dose in doses.items():
        m = st.find_monster(victim)
        if m is None:
            continue
        for p in (*m.parts[1:], m.parts[0]):  # the core last: it takes the monster with it
            st = deal(st, p.die, dose)
    return with_marks(st, poisoned=())


def attack_step(st: DoodleState, a: Attack, step: str) -> bool | None:
    """Whether attack ``a`` stops at ``step`` for the stratagems and fortresses: the defender
    may freeze it (Chilling Defence); Chain Lightning's jump throws no miss dice and no weapon
    die; otherwise the miss dice are thrown when a power may make it miss. None: the basic
    game decides."""
    if step == CHILL:
        return True if chill_possible(st, a) else None
    if step in (MISS, ROLL, REROLL) and st.fort.jump:
        return False
    if step == MISS:
        return bool(miss_powers(st, a))
    return None


def bastion_offer(st: DoodleState, a: Attack, value: int) -> DoodleState | None:
    """The game with attack ``a`` waiting on Bastion of Technology: may the die that came up
    ``value`` be thrown again? None: it may not."""
    die = bastion_asks(st, a, value)
    if die < 0:
        return None
    return with_marks(st, retry=(die, value))._replace(attack=replace(a, step=BASTION))


def sigil_offer(st: DoodleState, a: Attack, split: list[tuple[int, int]]) -> DoodleState | None:
    """The game with attack ``a`` waiting on Sigil Shield before ``split`` is dealt, or None."""
    if not sigil_asks(st, split):
        return None
    return with_marks(st, wound=tuple(split))._replace(attack=replace(a, step=SIGIL))


def poison_marks(st: DoodleState, a: Attack, taken: list[tuple[int, int]]) -> DoodleState:
    """Toxic Defences: every monster a poisonous blow hurts is marked to lose life as combat
    ends (``poison``)."""
    if not poisons(st, a):
        return st
    for die, amount in taken:
        held = st.holder(die)
        if held is not None and amount > 0:
            pair = (a.attacker, held[0].id)
            if pair not in st.fort.poisoned:
                st = with_marks(st, poisoned=(*st.fort.poisoned, pair))
    return st


def chain_lightning(st: DoodleState, a: Attack, before: DoodleState,
                    taken: list[tuple[int, int]]) -> DoodleState:
    """After a blow: the marks of a Sigil Shield or a jump just dealt are wiped, and when an
    electric monster's blow destroyed an enemy core with damage to spare, its owner picks
    where the rest jumps (the attack goes on at JUMP)."""
    excess = sum(chain_excess(before, a, die, amount) for die, amount in taken)
    st = with_marks(st, wound=(), jump=0) if st.fort.wound or st.fort.jump else st
    if excess > 0 and st.find_monster(a.attacker) is not None:
        st = with_marks(st, jump=excess)
        if jump_targets(st, a):
            return st._replace(attack=replace(a, step=JUMP, aimed=-1, nullifier=-1, soak=0))
        st = with_marks(st, jump=0)
    return st


def martyr_guard(st: DoodleState, m: Monster, core: Part) -> DoodleState | None:
    """Martyr Guard: ``m``, whose last core damage destroyed, fights on with it at 0 life
    until combat ends (``martyrs_fall``), or None: it falls."""
    martyrs = st.fort.martyrs
    if m.id not in martyrs and not martyr_holds(st, m):
        return None
    st = with_marks(st, martyrs=martyrs if m.id in martyrs else (*martyrs, m.id))
    return put_monster(st, m.with_part(replace(core, damage=st.sides(core.die))))


def martyr_gone(st: DoodleState, m: Monster) -> DoodleState:
    """A martyr that left play is no longer marked."""
    if m.id not in st.fort.martyrs:
        return st
    return with_marks(st, martyrs=tuple(x for x in st.fort.martyrs if x != m.id))


def martyrs_fall(st: DoodleState) -> DoodleState:
    """Martyr Guard ends: monsters whose core is at 0 leave play."""
    for mid in st.fort.martyrs:
        m = st.find_monster(mid)
        if m is not None:
            st = remove_monster(st, m)
    return with_marks(st, martyrs=())


# -------------------------------------------------------------------------------- the turn


def turn_over(st: DoodleState) -> DoodleState:
    """A turn ends: a core taken up as a weapon is put down, a fortress's struggle is over."""
    f = st.fort
    if f.wielding < 0 and f.struggler < 0:
        return st
    return with_marks(st, wielding=-1, struggler=-1)


def thaw(st: DoodleState, m: Monster) -> DoodleState:
    """A chilled monster's turn has come (and gone without actions)."""
    if m.id not in st.fort.frozen:
        return st
    return with_marks(st, frozen=tuple(x for x in st.fort.frozen if x != m.id))


def round_starts(st: DoodleState) -> DoodleState:
    """A new round: the fortress marks of the last one are wiped."""
    return st._replace(fort=st.fort.new_round())


# -------------------------------------------------------------------- declining a step


def retry_origin(st: DoodleState, a: Attack) -> str:
    """The chance step a Bastion of Technology question interrupted."""
    die = st.fort.retry[0]
    if die == a.weapon and a.value < 0:
        return ROLL
    return NULL_ROLL if die == a.nullifier else SHIELD_ROLL


def declined(st: DoodleState, a: Attack) -> DoodleState:
    """The attack carried on as if the fortress step's owner said no."""
    if a.step == CHILL:
        return next_step(st, replace(a, step=PINK))
    if a.step == BASTION:
        value = st.fort.retry[1]
        origin = retry_origin(st, a)
        return roll_result(with_marks(st, retry=()), replace(a, step=origin), value,
                           again=False)
    if a.step == SIGIL:
        return finish(st, a, list(st.fort.wound))
    assert a.step == JUMP
    return with_marks(st, jump=0)._replace(attack=None)


def forecast_state(st: DoodleState) -> DoodleState:
    """For the evaluation: the attack moved past a fortress step as if declined (a pending
    jump's target is not guessed)."""
    a = st.attack
    if a is None or a.step == JUMP:
        return st
    return declined(st, a)


__all__ = ["attack_step", "bastion_offer", "chain_lightning", "combat_ends", "declined",
           "forecast_state", "heart_moment", "martyr_gone", "martyr_guard", "martyrs_fall",
           "moment_request", "moment_rolled", "poison", "poison_marks", "retry_origin",
           "round_starts", "sigil_offer", "thaw", "turn_over"]

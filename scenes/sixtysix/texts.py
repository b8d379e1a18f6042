"""Player-facing wording for 66d6 results, prompts and previews (our own words)."""

from __future__ import annotations

from engine.sixtysix.board import HOME
from engine.sixtysix.model import Phase
from engine.sixtysix.tables import Result

RESULT_SHORT = {
    Result.VICTORY: "Victory",
    Result.EVADE: "Evade",
    Result.REVIVE: "Revive",
    Result.RETREAT: "Retreat",
    Result.DEATH: "Death",
    Result.DEFECT: "Defect",
}

RESULT_MEANING = {
    Result.VICTORY: "holds the field or steps back",
    Result.EVADE: "slips back a field or home",
    Result.REVIVE: "goes home, may keep its value",
    Result.RETREAT: "goes home and is rerolled",
    Result.DEATH: "is destroyed",
    Result.DEFECT: "deserts to the enemy",
}


def fight_preview_text(state, attacker_id: int) -> str:
    """What each defender the enemy may pick would do to both minions."""
    attacker = state.minion(attacker_id)
    lines = [f"Attack with your {attacker.value} on {state.board.field_name(attacker.place)}:"]
    seen: set[int] = set()
    for defender_id, mine, theirs in state.fight_preview(attacker_id):
        value = state.minion(defender_id).value
        if value in seen:
            continue
        seen.add(value)
        total = attacker.value + value
        lines.append(
            f"vs their {value} (sum {total}): yours {RESULT_SHORT[mine]} ({RESULT_MEANING[mine]}), "
            f"theirs {RESULT_SHORT[theirs]} ({RESULT_MEANING[theirs]})."
        )
    if len(seen) > 1:
        lines.append("They choose who defends (it must be at least as strong if they can).")
    return "\n".join(lines)


def defend_preview_text(state, defender_id: int) -> str:
    battle = state.battle
    attacker = state.minion(battle.attacker)
    for d, theirs, mine in state.fight_preview(battle.attacker):
        if d == defender_id:
            value = state.minion(d).value
            return (f"Defend with your {value} (sum {attacker.value + value}): yours "
                    f"{RESULT_SHORT[mine]} ({RESULT_MEANING[mine]}), their {attacker.value} "
                    f"{RESULT_SHORT[theirs]} ({RESULT_MEANING[theirs]}).")
    return ""


def option_label(state, option: str) -> str:
    """Button text for a Resolve option, naming the place it leads to."""
    battle = state.battle
    resolving = battle.attacker if state.phase is Phase.ATTACKER_RESULT else battle.defender
    minion = state.minion(resolving)
    dest = state.result_destination(option)
    where = state.home_name(minion.side) if dest == HOME or dest is None else \
        state.board.field_name(dest)
    return {
        "stay": f"Hold {where}",
        "back": f"Step back to {where}",
        "home": f"Go home to {where}",
        "keep": f"Go home keeping its {minion.value}",
        "reroll": "Go home and reroll it",
    }.get(option, option.title())


def prompt(state, human: bool, thinking: bool, rolling: bool) -> str:
    """One sentence telling whoever is at the screen what happens now."""
    if state.is_over:
        out = state.outcome()
        return out.detail if out else "The game is over."
    if rolling:
        return state.roll_request().reason
    side = state.to_move
    name = state.seat_title(side) if side is not None and side >= 0 else ""
    if not human:
        return f"{name} is thinking…" if thinking else f"{name} is choosing…"
    phase = state.phase
    if phase is Phase.ACT:
        return (f"{name}: {state.actions_left} action{'s' if state.actions_left != 1 else ''} "
                "left. Click one of your minions, then where it goes or whom it fights.")
    if phase is Phase.DEFEND:
        a = state.minion(state.battle.attacker)
        return (f"{name}: your minions on {state.board.field_name(a.place)} are attacked by a "
                f"{a.value}. Click the one that defends.")
    if phase in (Phase.ATTACKER_RESULT, Phase.DEFENDER_RESULT):
        battle = state.battle
        attacking = phase is Phase.ATTACKER_RESULT
        mine = battle.attacker_result if attacking else battle.defender_result
        value = state.minion(battle.attacker if attacking else battle.defender).value
        return (f"{name}: battle sum {battle.total}. Your {value} earns "
                f"{RESULT_SHORT[mine]}: {RESULT_MEANING[mine]}. Choose below.")
    if phase is Phase.KILL:
        return (f"{name}: your home is raided. Click {state.kills_left} of your minions to "
                "lose (home first).")
    return ""

"""The keys a player presses, by what they do: one table of actions, their default keys, and
the player's own choices (Settings → Keys), so every screen asks "is this the Act key?" rather
than naming a key.

A key is written as pygame names it, after any held modifiers: ``"return"``, ``"h"``,
``"shift+tab"``, ``"ctrl+z"``. A key matches an event only with exactly its modifiers held
(Ctrl, Shift, Alt), so Tab and Shift+Tab are two keys. The number pad's Enter always counts
as Enter.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any

import pygame


@dataclass(frozen=True)
class KeyAction:
    name: str  # stored in the settings file
    title: str  # shown on the Keys page
    default: str


ACTIONS: tuple[KeyAction, ...] = (
    KeyAction("act", "Do the focused choice", "return"),
    KeyAction("act_alt", "Do it (second key) / throw", "space"),
    KeyAction("back", "Cancel / back / menu", "escape"),
    KeyAction("next", "Next choice", "tab"),
    KeyAction("previous", "Previous choice", "shift+tab"),
    KeyAction("left", "Focus left", "left"),
    KeyAction("right", "Focus right / go on", "right"),
    KeyAction("up", "Focus up", "up"),
    KeyAction("down", "Focus down", "down"),
    KeyAction("undo", "Take back a move", "ctrl+z"),
    KeyAction("hint", "Ask for a hint", "h"),
    KeyAction("log", "Game log or legend", "l"),
)
DEFAULTS: dict[str, str] = {a.name: a.default for a in ACTIONS}
MODIFIERS = (("ctrl", pygame.KMOD_CTRL), ("shift", pygame.KMOD_SHIFT), ("alt", pygame.KMOD_ALT))
RESERVED = ("f11",)  # the window's own key (fullscreen): never given to an action

_bound: dict[str, str] = dict(DEFAULTS)


def key_code(spec: str) -> tuple[int, int] | None:
    """(pygame key, required modifier mask) for ``spec``, or ``None`` when it names no key."""
    *mods, name = spec.split("+") if spec not in ("+", "keypad +") else [spec]
    mask = 0
    for mod in mods:
        bit = dict(MODIFIERS).get(mod)
        if bit is None:
            return None
        mask |= bit
    with warnings.catch_warnings():  # "pygame.init() has not been called": names still work
        warnings.simplefilter("ignore")
        try:
            code = pygame.key.key_code(name)
        except ValueError:
            return None
    return (code, mask) if code else None


def spec_of(event: pygame.event.Event) -> str:
    """How ``event`` (a KEYDOWN) is written: its held modifiers, then its key's name."""
    mod = getattr(event, "mod", 0)
    held = [name for name, bit in MODIFIERS if mod & bit]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return "+".join([*held, pygame.key.name(event.key)])


def valid_spec(value: Any) -> bool:
    return (isinstance(value, str) and 0 < len(value) <= 40 and key_code(value) is not None
            and value not in RESERVED)


def read_bindings(data: Any) -> tuple[dict[str, str], list[str]]:
    """The player's own keys from a settings file (only those that differ from the defaults)
    and what was dropped: an unknown action, a key no keyboard has, or one key given twice."""
    if not isinstance(data, dict):
        return {}, ([] if data is None else ["keys: not a table"])
    dropped: list[str] = []
    out: dict[str, str] = {}
    for name, spec in data.items():
        if name not in DEFAULTS or not valid_spec(spec):
            dropped.append(f"keys.{name}")
        elif spec != DEFAULTS[name]:
            out[name] = spec
    if len(set(bound(out).values())) < len(DEFAULTS):
        return {}, [*dropped, "keys: one key for two actions"]
    return out, dropped


def bound(own: dict[str, str]) -> dict[str, str]:
    """Every action's key: the player's own over the defaults."""
    return {**DEFAULTS, **own}


def use(own: dict[str, str]) -> None:
    """Make ``own`` (the settings' keys) the keys every screen answers to."""
    _bound.clear()
    _bound.update(bound(own))


def key_for(action: str) -> str:
    return _bound[action]


def is_key(event: pygame.event.Event, action: str) -> bool:
    """Whether ``event`` is a press of ``action``'s key (exactly its modifiers held)."""
    if event.type != pygame.KEYDOWN:
        return False
    wanted = key_code(_bound[action])
    if wanted is None:
        return False
    code, mask = wanted
    key = pygame.K_RETURN if event.key == pygame.K_KP_ENTER else event.key
    mod = getattr(event, "mod", 0)
    held = 0
    for _name, bit in MODIFIERS:
        if mod & bit:
            held |= bit
    return key == code and held == mask


def action_of(event: pygame.event.Event) -> str | None:
    """The action whose key ``event`` presses, if any."""
    for action in ACTIONS:
        if is_key(event, action.name):
            return action.name
    return None


def event_for(action: str) -> pygame.event.Event:
    """A KEYDOWN pressing ``action``'s key (the key player's finger)."""
    code, mask = key_code(_bound[action]) or (0, 0)
    mod = 0
    for _name, bit in MODIFIERS:
        if mask & bit:
            mod |= {pygame.KMOD_CTRL: pygame.KMOD_LCTRL, pygame.KMOD_SHIFT: pygame.KMOD_LSHIFT,
                    pygame.KMOD_ALT: pygame.KMOD_LALT}[bit]
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def shown(action: str) -> str:
    """``action``'s key as a person reads it: "Enter", "Shift+Tab", "Ctrl+Z"."""
    names = {"return": "Enter", "escape": "Esc", "space": "Space"}
    parts = _bound[action].split("+")
    return "+".join(names.get(p, p.capitalize() if len(p) > 1 else p.upper()) for p in parts)

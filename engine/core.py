"""The contract every game in Dice Pandemonium follows.

A game is a pure function of its actions: ``State.apply(action)`` returns a *new* state and never
touches the old one. Chance is not hidden inside the engine: when dice must be thrown, ``to_move``
is ``CHANCE`` and ``roll_request()`` says which dice and why; whoever answers (the physics tray, a
seeded RNG for the AI and tests) applies a ``Roll`` action carrying the faces. Every decision any
seat must make is an enumerable action from ``legal_actions()``, so the UI highlights from that
list and the AI searches it. Nothing here knows about pygame, pymunk, clocks or files.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import inspect
import itertools
import operator
import pickle
import types
import typing
from abc import ABC, ABCMeta, abstractmethod
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

CHANCE = -1
"""``State.to_move`` value when dice must be rolled next."""

FORMAT_VERSION = 1
"""Version of the save files' JSON (a game's options and its list of actions)."""


class IllegalAction(ValueError):
    """An action the rules do not allow now. ``str(error)`` is a sentence a player can read."""


class CorruptData(ValueError):
    """Serialized data that cannot be a real game state or action (bad shape, bad values)."""


# --------------------------------------------------------------------------------------- records

_Made = typing.TypeVar("_Made")

if typing.TYPE_CHECKING:  # (the type checker reads ``record`` as the data class it makes)
    from typing_extensions import dataclass_transform
else:  # typing has it from Python 3.11; at run time it only marks the function
    dataclass_transform = getattr(typing, "dataclass_transform", lambda **_: lambda f: f)


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field,))
def record(cls: type[_Made]) -> type[_Made]:
    """``@dataclass(frozen=True)``, the very same class, built faster: its ``__init__`` stores
    the fields straight into the new record's ``__dict__`` (``_quick_init``).

    Why: the rules and the AI's searches make actions, dice and parts by the million, and the
    frozen data class's own ``__init__`` sets each field through ``object.__setattr__`` (a
    global and an attribute looked up and a call, per field), which was the largest single
    cost of a search outside the games' own rules."""
    made = dataclass(frozen=True)(cls)
    _quick_init(made)
    return made


def _quick_init(kind: type) -> None:
    """Give the frozen data class ``kind`` an ``__init__`` taking the same arguments (names,
    order, defaults) and storing them into the instance's ``__dict__``, where the standard one
    puts them too. Left as it is: a class whose records have no ``__dict__`` of their own for
    its fields (slots anywhere in its bases), one with ``__post_init__``, a field left out of
    ``__init__``, made by a factory or keyword-only, or an ``__init__`` of its own."""
    fields = dataclasses.fields(kind)
    if (not fields or hasattr(kind, "__post_init__")
            or any(f.name in ("self", "_fields") or f.name.startswith("_default_")
                   for f in fields)
            or any("__slots__" in vars(base) for base in kind.__mro__[:-1])
            or any(not f.init or f.kw_only is True
                   or f.default_factory is not dataclasses.MISSING for f in fields)
            or list(inspect.signature(kind).parameters) != [f.name for f in fields]):
        return
    namespace: dict[str, Any] = {}
    parameters = []
    for f in fields:
        if f.default is dataclasses.MISSING:
            parameters.append(f.name)
        else:
            namespace[f"_default_{f.name}"] = f.default
            parameters.append(f"{f.name}=_default_{f.name}")
    lines = [f"def __init__(self, {', '.join(parameters)}):",
             "    _fields = self.__dict__"]
    lines += [f"    _fields[{f.name!r}] = {f.name}" for f in fields]
    exec("\n".join(lines), namespace)  # noqa: S102  (source built from the class's field names)
    init = namespace["__init__"]
    init.__qualname__ = f"{kind.__qualname__}.__init__"
    init.__module__ = kind.__module__
    init.__annotations__ = dict(vars(kind)["__init__"].__annotations__)
    kind.__init__ = init  # type: ignore[misc]  # (the class is built here, before any instance)


# --------------------------------------------------------------------------------------- actions


@record
class Action:
    """Base of every action. Subclasses are small frozen dataclasses of ints, strs and tuples.

    ``kind`` names the action in JSON; it must be unique within one game.
    """

    kind: ClassVar[str] = "action"


@record
class Resign(Action):
    """A seat gives up. Accepted from any seat at any time while the game runs; it is not listed
    in ``legal_actions`` (no search or random player should ever pick it)."""

    kind: ClassVar[str] = "resign"
    seat: int


# ------------------------------------------------------------------------------------------ dice


@record
class DieSpec:
    """One die to throw: ``faces`` lists what each face shows (``(1, 2, 3, 4, 5, 6)`` for a d6,
    or the symbols of a body-part die). ``label`` groups dice for display ("to Purgatory");
    ``scale`` is its size against the others of its throw (strange dice: small 0.7, big 1.4)."""

    faces: tuple[int | str, ...]
    label: str = ""
    kind: str = "d6"
    scale: float = 1.0

    @staticmethod
    def d(sides: int, label: str = "") -> DieSpec:
        return DieSpec(faces=tuple(range(1, sides + 1)), label=label, kind=f"d{sides}")


@record
class RollRequest:
    """What must be thrown now: the dice in order, and a sentence saying why."""

    dice: tuple[DieSpec, ...]
    reason: str
    seat: int | None = None  # the seat whose dice these are (for colour), if any

    @property
    def count(self) -> int:
        return len(self.dice)


@record
class Roll(Action):
    """The faces that came up, in the order of the request's dice."""

    kind: ClassVar[str] = "roll"
    values: tuple[int | str, ...]


# --------------------------------------------------------------------------------------- outcome


class EndReason(enum.Enum):
    ANNIHILATION = "annihilation"
    COWARDICE = "cowardice"
    RESIGNATION = "resignation"
    VICTORY = "victory"
    DRAW = "draw"


@record
class Outcome:
    """How a finished game ended. ``winners`` is empty for a draw."""

    winners: tuple[int, ...]
    reason: EndReason
    detail: str = ""

    @property
    def is_draw(self) -> bool:
        return not self.winners


# ----------------------------------------------------------------------------------------- state


class State(ABC):
    """One position of one game. Immutable from the outside: ``apply`` returns a new state."""

    game_id: ClassVar[str]
    free_fields: ClassVar[tuple[str, ...]] = ()
    """Action fields the rules check by structure, not against the list (a typed name, a
    drawing): the list holds placeholders there and any well-formed value is the same choice."""

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat that must choose now, ``CHANCE`` when dice must be rolled, ``None`` if over."""

    @property
    @abstractmethod
    def num_seats(self) -> int: ...

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the rules allow ``to_move`` now (for CHANCE: empty; use roll_request)."""

    @abstractmethod
    def apply(self, action: Action) -> State:
        """The state after ``action``. Raises ``IllegalAction`` (state untouched) if not allowed."""

    @abstractmethod
    def roll_request(self) -> RollRequest:
        """Only when ``to_move == CHANCE``: the dice to throw."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """``None`` while the game runs."""

    @abstractmethod
    def describe(self, action: Action) -> str:
        """One log line, in our own words, for ``action`` applied to this state."""

    def describe_hidden(self, action: Action) -> str:
        """The log line of a private ``action`` for the seats it is kept from (see
        ``hides_from``): what they may know of it, never the secret. Empty: the log says only
        that a hidden choice was made."""
        return ""

    def key(self) -> Hashable:
        """The position as one hashable value, equal exactly when two positions are the same:
        the AI's searches recognise positions they reached twice by it. The default is the
        state pickled (``RecordState`` answers with a tuple, far cheaper)."""
        return pickle.dumps(self)

    def why_not(self, action: Action) -> str | None:
        """``None`` when ``action`` is legal now, else the reason in players' words: the very
        sentence ``apply`` would raise ``IllegalAction`` with. Scenes show it instead of
        restating rules; games may answer faster than by trying the action."""
        try:
            self.apply(action)
        except IllegalAction as error:
            return str(error)
        return None

    def listed_as(self, action: Action) -> Action:
        """The listed action ``action`` stands for. Why: a game lists interchangeable choices
        once (equal dice: the lowest id) and fills free fields (a drawing, a typed name) with
        placeholders, while the table sends the die the player touched and what was drawn.
        ``apply`` accepts an action exactly when this is in ``legal_actions`` (``is_listed``).
        The default: every action stands for itself."""
        return action

    def view(self, seat: int) -> State:
        """What ``seat`` may see. Games without secrets return ``self``."""
        return self

    def hides_from(self, seat: int) -> bool:
        """True while something of this position is kept from ``seat`` (``view(seat)`` is not
        the whole state). The match hands the screen over before such a position is shown to
        another person and hides the log lines of private actions. Games without secrets: False."""
        return False

    @property
    def is_over(self) -> bool:
        return self.to_move is None

    @property
    def turn_owner(self) -> int | None:
        """The seat whose turn it is, even while another seat answers a question mid-turn
        (a defender's choice). Planners use it to stop look-aheads at turn boundaries, where
        positions compare fairly. The default suits games where only the turn's owner decides."""
        mover = self.to_move
        return mover if mover is not None and mover >= 0 else None

    def seat_name(self, seat: int) -> str:
        return f"Player {seat + 1}"


UNLISTED = "That is not one of the choices open now."
"""Why an action no listed choice stands for is refused, when the game has no better reason."""


def same_value(a: Any, b: Any) -> bool:
    """Equal and of the very same types all the way down (``False`` is not ``0`` here)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(map(same_value, a, b))
    return bool(a == b)


def is_listed(state: State, action: Any) -> bool:
    """Whether ``action`` is one of ``state.legal_actions()`` (or stands for one, see
    ``State.listed_as``), field types included. Rolls and resignations are never listed; a
    game checks them itself."""
    ids = state.listed_ids() if isinstance(state, GameState) else None
    if ids is not None and id(action) in ids:  # the usual case: taken from the list itself
        return True
    legal = state.legal_actions()
    if ids is None:
        for listed in legal:
            if listed is action:  # the usual case: an action taken from the list itself
                return True
    if not isinstance(action, Action):
        return False
    rep = state.listed_as(action)
    kind: type = type(rep)
    read = _compared_values(kind, state.free_fields)
    values = read(rep)
    for listed in legal:
        if type(listed) is kind:
            theirs = read(listed)
            # Equal first (quick, and implied by the same values), then of the same types.
            if theirs == values and same_value(theirs, values):
                return True
    return False


@functools.cache
def _compared_values(kind: type, free: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """A function reading the tuple of an action's ``_compared_fields``, made once a class.
    Why: an action read from a save or sent by the table is not the listed object itself,
    and is compared with every listed action of its kind; ``attrgetter`` reads them all in
    one call."""
    names = _compared_fields(kind, free)
    if len(names) > 1:
        many: Callable[[Any], tuple[Any, ...]] = operator.attrgetter(*names)
        return many
    if names:
        one = operator.attrgetter(names[0])
        return lambda action: (one(action),)
    return lambda action: ()


@functools.cache
def _compared_fields(kind: type, free: tuple[str, ...]) -> tuple[str, ...]:
    """The fields of an action class that must match a listed action's, worked out once a
    class: a board's click is checked against every listed action of its kind."""
    return tuple(f.name for f in dataclasses.fields(kind) if f.name not in free)


MALFORMED = "That choice is not in the expected form."
"""Why an action whose fields have the wrong types (text for a number, ``False`` for a list)
is refused."""


@functools.cache
def _field_types(cls: type) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))


def _fits(value: Any, hint: Any) -> bool:
    """Whether ``value`` has the type ``hint`` names (exactly: a bool is not an int)."""
    if hint in (int, str, bool):
        return type(value) is hint
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is tuple or origin is tuple:
        if type(value) is not tuple:
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(v, args[0]) for v in value)
        return not args or (len(args) == len(value) and all(map(_fits, value, args)))
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, a) for a in args)
    return True  # anything looser (a drawing) the rules check by structure


def malformed(action: Any) -> bool:
    """Whether an action's fields do not have the types its class declares. Why: the rules
    compare ids with ``==``, for which ``False`` is die 0 and ``True`` die 1."""
    if not isinstance(action, Action):
        return False
    kind: type = type(action)  # as a plain class: mypy takes type[Action] for unhashable
    return not all(_fits(getattr(action, name), hint) for name, hint in _field_types(kind))


def _exempt(action: Any) -> bool:
    return isinstance(action, (Roll, Resign))


def listed_only(apply: Callable[[Any, Action], Any]) -> Callable[[Any, Action], Any]:
    """Decorates a game's ``apply`` so it accepts exactly the listed actions (see
    ``is_listed``): the AI, which weighs only the list, then never misses a choice a player
    has. An action not listed is refused with the game's own reason when its rules have one,
    else with ``UNLISTED``. Cheap where it matters: an action taken from the state's own list
    is found by identity."""

    @functools.wraps(apply)
    def guarded(self: Any, action: Action) -> Any:
        if _exempt(action) or is_listed(self, action):
            return apply(self, action)
        try:
            apply(self, action)  # raises the rules' own reason, if they have one
        except IllegalAction:
            raise
        except Exception:  # a malformed action the rules cannot even read
            pass
        raise IllegalAction(MALFORMED if malformed(action) else UNLISTED)

    return guarded


def listed_reason(why_not: Callable[[Any, Action], str | None]
                  ) -> Callable[[Any, Action], str | None]:
    """Decorates a game's own ``why_not`` to give the reason a ``listed_only`` apply raises:
    the game's quick answer for listed actions, apply's own sentence for the others."""

    @functools.wraps(why_not)
    def guarded(self: Any, action: Action) -> str | None:
        if _exempt(action) or is_listed(self, action):
            return why_not(self, action)
        try:
            self.apply(action)  # refused, by the rules' reason or ``UNLISTED``
        except IllegalAction as error:
            return str(error)
        return UNLISTED

    return guarded


class _RecordMeta(ABCMeta):
    """Gives a record class its ``_DATA`` and ``__slots__`` from its annotations.

    Why: a game lists its fields once, as annotated attributes; the names the state copies,
    compares and sends between processes are read from that list, so the two can never drift.
    Annotations of ``ClassVar`` and the names in ``_CACHES`` are not data. A class that sets
    ``__slots__`` itself keeps its own ``_DATA``."""

    def __new__(mcls, name: str, bases: tuple[type, ...], namespace: dict[str, Any],
                **kwargs: Any) -> _RecordMeta:
        if "__slots__" not in namespace:
            caches = tuple(namespace.get("_CACHES", ()))
            hints = namespace.get("__annotations__", {})
            data = tuple(field for field, hint in hints.items()
                         if field not in caches and not str(hint).startswith(("ClassVar",
                                                                              "typing.ClassVar")))
            inherited_caches = next((getattr(b, "_CACHES", ()) for b in bases), ())
            if data or caches:
                namespace["_DATA"] = data
                namespace["_CACHES"] = caches = tuple(dict.fromkeys(
                    (*caches, *inherited_caches)))
                namespace["__slots__"] = data + caches
            else:
                namespace["__slots__"] = ()
        return super().__new__(mcls, name, bases, namespace, **kwargs)


_COPIERS: dict[type, tuple[Callable[[Any, Any], None], frozenset[str]]] = {}
"""Each record class's field copier (``_copier``) and its data fields' names, made the first
time one of its states is copied."""


def _copier(data: tuple[str, ...], caches: tuple[str, ...]) -> Callable[[Any, Any], None]:
    """A function copying every field in ``data`` from one record to another and emptying
    every cache in ``caches``, written out field by field.

    Why generated: rules copy a state thousands of times per AI decision, and a loop of
    ``getattr``/``setattr`` over forty names was the largest single cost of the Doodle Dice
    AI outside its evaluation; plain attribute statements do the same work several times
    faster. The names come from the class's own annotations (identifiers), never from data."""
    lines = ["def copy(old, new):"]
    lines += [f"    new.{name} = old.{name}" for name in data]
    lines += [f"    new.{name} = None" for name in caches]
    lines.append("    return None")
    namespace: dict[str, Any] = {}
    exec("\n".join(lines), namespace)  # noqa: S102  (source built from field names above)
    copy: Callable[[Any, Any], None] = namespace["copy"]
    return copy


class RecordState(State, metaclass=_RecordMeta):
    """A state stored as a fixed record of data fields plus lazily filled caches.

    Why: every rule builds a new state from an old one with a few fields changed, thousands of
    times per AI decision; slots keep that cheap, and ``_replace`` is the one way to do it, so
    caches can never survive a change. Subclasses annotate their data fields and name their
    ``_CACHES``; ``_DATA`` and ``__slots__`` follow from those.
    """

    __slots__ = ()
    _DATA: ClassVar[tuple[str, ...]] = ()
    _CACHES: ClassVar[tuple[str, ...]] = ()

    def __init__(self, **data: Any) -> None:
        """Build from every data field (set-up and loading; rules use ``_replace``)."""
        for name in self._DATA:
            setattr(self, name, data[name])
        for name in self._CACHES:
            setattr(self, name, None)

    def _replace(self, **changes: Any) -> Any:
        """A copy with some fields changed and fresh caches (the only way rules build states)."""
        cls = type(self)
        made = _COPIERS.get(cls)
        if made is None:
            made = _COPIERS[cls] = (_copier(cls._DATA, cls._CACHES), frozenset(cls._DATA))
        copier, data = made
        new = object.__new__(cls)
        copier(self, new)
        for name, value in changes.items():
            if name in data:
                setattr(new, name, value)
        return new

    def __getstate__(self) -> dict[str, Any]:
        # Only the data travels: the AI worker gets states pickled, between our own processes.
        return {name: getattr(self, name) for name in self._DATA}

    def __setstate__(self, data: dict[str, Any]) -> None:
        self.__init__(**data)  # type: ignore[misc]  # unpickling rebuilds through __init__

    def key(self) -> tuple[Any, ...]:
        """The position as one hashable tuple: equal exactly when the data are equal."""
        return (type(self).__name__, *(frozen(getattr(self, name)) for name in self._DATA))


def frozen(value: Any) -> Any:
    """``value`` made hashable for ``RecordState.key``: dicts as sorted item tuples, lists and
    sets as tuples and frozensets, records of such values as tuples; anything hashable as is."""
    if isinstance(value, dict):
        items = [(frozen(k), frozen(v)) for k, v in value.items()]
        try:
            items.sort()
        except TypeError:  # keys of mixed types: any fixed order will do
            items.sort(key=repr)
        return ("dict", *items)
    if isinstance(value, list):
        return ("list", *map(frozen, value))
    if isinstance(value, (set, frozenset)):
        return frozenset(map(frozen, value))
    try:
        hash(value)
    except TypeError:
        if isinstance(value, tuple):
            return tuple(map(frozen, value))
        if dataclasses.is_dataclass(value):
            return (type(value).__name__,
                    *(frozen(getattr(value, f.name)) for f in dataclasses.fields(value)))
        raise
    return value


_Record = typing.TypeVar("_Record")

_REPLACERS: dict[type, Callable[..., Any]] = {}
"""Each record class's ``replace`` (``_replacer``), made the first time one is replaced."""


def replace(record: _Record, /, **changes: Any) -> _Record:
    """``dataclasses.replace``, the very same copy, made faster for the engine's records.

    Why: rules replace a die, a part or a monster in nearly every step the AI's searches play,
    and the standard function looks up every field of the class and its kind on each call
    before it builds the copy; this one calls the class with the fields in order, through a
    function written once per class (``_replacer``)."""
    kind = type(record)
    replacer = _REPLACERS.get(kind)
    if replacer is None:
        replacer = _REPLACERS[kind] = _replacer(kind)
    result: _Record = replacer(record, **changes)
    return result


def _replacer(kind: type) -> Callable[..., Any]:
    """A function copying a record of dataclass ``kind`` with some fields changed: the class
    called with every field, each the change given or else the record's own, as its
    ``__init__`` takes them. Classes the plain call would not copy exactly (an ``__init__``
    that takes another list of names than the fields: a field left out of it, an init-only
    variable; a ``__post_init__``) keep ``dataclasses.replace``."""
    if not dataclasses.is_dataclass(kind) or hasattr(kind, "__post_init__"):
        return dataclasses.replace
    fields = dataclasses.fields(kind)
    names = [f.name for f in fields]
    taken = list(inspect.signature(kind.__init__).parameters)[1:]
    if taken != names or any(name.startswith("_replace_") for name in names):
        return dataclasses.replace
    keep = "_replace_keep"
    arguments = []
    for f in fields:
        value = f"_replace_record.{f.name} if {f.name} is {keep} else {f.name}"
        arguments.append(f"{f.name}=({value})" if f.kw_only else f"({value})")
    parameters = "".join(f", {name}={keep}" for name in names)
    lines = [f"def replace(_replace_record, /, *{parameters}):" if names
             else "def replace(_replace_record, /):",
             f"    return _replace_kind({', '.join(arguments)})"]
    namespace: dict[str, Any] = {keep: object(), "_replace_kind": kind}
    exec("\n".join(lines), namespace)  # noqa: S102  (source built from the class's field names)
    made: Callable[..., Any] = namespace["replace"]
    return made


def quicken_pickling(kind: type) -> None:
    """Give a slotted dataclass ``kind`` pickling functions written out for its fields, in
    place of the ones ``dataclass(slots=True)`` gives it, when it has those: the very same
    state (the list of its fields' values, in order), so the very same bytes. They are written
    the first time a record of the class is pickled or read back (``_write_pickling``), so a
    process that never pickles one does not write them.

    Why: every state sent to the AI worker, Hint or the meter is pickled there and back, with
    its dice, parts and monsters; the standard functions look up the class's fields on each
    record, which cost more than all the rest of the pickling. Classes with pickling of their
    own are left alone."""
    standard = getattr(dataclasses, "_dataclass_getstate", None)
    if standard is None or kind.__dict__.get("__getstate__") is not standard:
        return
    names = [f.name for f in dataclasses.fields(kind)]
    if any(not name.isidentifier() or name.startswith("_quick_") for name in names):
        return
    kind.__getstate__ = _first_getstate  # type: ignore[attr-defined]  # (written on first use)
    kind.__setstate__ = _first_setstate  # type: ignore[attr-defined]


def _first_getstate(record: Any) -> list[Any]:
    state: list[Any] = _write_pickling(type(record))[0](record)
    return state


def _first_setstate(record: Any, state: Sequence[Any]) -> None:
    _write_pickling(type(record))[1](record, state)


def _write_pickling(kind: type) -> tuple[Callable[[Any], list[Any]],
                                         Callable[[Any, Sequence[Any]], None]]:
    """``kind``'s pickling functions (``quicken_pickling``), written and set on the class."""
    names = [f.name for f in dataclasses.fields(kind)]
    lines = ["def __getstate__(self):",
             f"    return [{', '.join(f'self.{name}' for name in names)}]",
             "def __setstate__(self, state):",
             f"    if len(state) != {len(names)}:  # (not ours: as the standard one, by zip)",
             "        for name, value in zip(_quick_names, state):",
             "            _quick_set(self, name, value)",
             "        return",
             *(f"    _quick_set(self, {name!r}, state[{index}])"
               for index, name in enumerate(names))]
    namespace: dict[str, Any] = {"_quick_set": object.__setattr__,
                                 "_quick_names": tuple(names)}
    exec("\n".join(lines), namespace)  # noqa: S102  (source built from the class's field names)
    for name in ("__getstate__", "__setstate__"):
        function = namespace[name]
        function.__qualname__ = f"{kind.__qualname__}.{name}"
        setattr(kind, name, function)
    return namespace["__getstate__"], namespace["__setstate__"]


def quicken_module_pickling(module: types.ModuleType) -> None:
    """``quicken_pickling`` for every class defined in ``module``."""
    for value in list(vars(module).values()):
        if isinstance(value, type) and value.__module__ == module.__name__:
            quicken_pickling(value)


@record
class Rules:
    """How one game plays: the functions of its rules modules that ``GameState`` calls
    (describe included: a log line is the rules' reading of a move).

    Why a bundle handed to the state class from outside: the rules modules name the state
    class, so the class cannot name them without an import circle. The game's package, which
    sees both, hands the class its rules (``SomeState.rules = Rules(...)``), and every game
    shares the one contract of ``GameState`` instead of copying its delegation."""

    legal: Callable[[Any], Sequence[Action]]
    """Every choice open to ``to_move`` (cached per state by ``GameState``)."""
    apply: Callable[[Any, Action], Any]
    """The next state; raises ``IllegalAction`` with the refusal sentence."""
    roll_request: Callable[[Any], RollRequest]
    describe: Callable[[Any, Action], str]
    why_not: Callable[[Any, Action], str | None] | None = None
    """A quick refusal sentence, the very one ``apply`` raises; ``None``: ask ``apply``."""
    describe_hidden: Callable[[Any, Action], str] | None = None
    listed_as: Callable[[Any, Action], Action] | None = None
    view: Callable[[Any, int], Any] | None = None
    hides_from: Callable[[Any, int], bool] | None = None


_ASKED_ONCE: frozenset[int] = frozenset((-1,))
"""``GameState._c_listed`` of a state asked once (no object has the id -1)."""


class GameState(RecordState):
    """A record state that plays by its class's ``rules``: the whole contract of ``State`` in
    one place, for every game. A game's state class holds its data and the lookups its rules
    share; what the game *does* is in the functions of its ``Rules``."""

    __slots__ = ()
    _CACHES: ClassVar[tuple[str, ...]] = ("_c_legal", "_c_request", "_c_listed")
    rules: ClassVar[Rules]
    _c_legal: tuple[Action, ...] | None
    _c_request: RollRequest | None
    _c_listed: frozenset[int] | None
    _outcome: Outcome | None

    def legal_actions(self) -> list[Action]:
        if self._c_legal is None:
            self._c_legal = tuple(self.rules.legal(self))
        return list(self._c_legal)

    def listed_ids(self) -> frozenset[int] | None:
        """The ``id`` of every listed action (``legal_actions``) as a set, made the second
        time a state is asked and kept; ``None`` the first time (``is_listed`` then looks
        through the list itself).

        Why: ``apply`` first asks whether its action is one of the listed objects, and the
        AI's searches apply every listed action of a position in turn, each asking again;
        a set answers at once where a pass over a list of hundreds (a sketch's choices) did
        not. Most positions of a game are asked once, for which one pass costs less than
        making the set. The state holds the listed actions, so an id here is only theirs."""
        ids = self._c_listed
        if ids is None:
            self._c_listed = _ASKED_ONCE
            return None
        if ids is _ASKED_ONCE:
            if self._c_legal is None:
                self._c_legal = tuple(self.rules.legal(self))
            ids = self._c_listed = frozenset(map(id, self._c_legal))
        return ids

    @listed_only
    def apply(self, action: Action) -> Any:
        return self.rules.apply(self, action)

    @listed_reason
    def _quick_why_not(self, action: Action) -> str | None:
        why_not = self.rules.why_not
        assert why_not is not None
        return why_not(self, action)

    def why_not(self, action: Action) -> str | None:
        if self.rules.why_not is None:
            return super().why_not(action)
        return self._quick_why_not(action)

    def roll_request(self) -> RollRequest:
        """The dice due now, worked out once a state (a refusal is raised again each time).
        Why kept: whoever throws asks for the request, then applying the throw asks again
        to check it, and the AI's searches throw at every other step."""
        if self._c_request is None:
            self._c_request = self.rules.roll_request(self)
        return self._c_request

    def outcome(self) -> Outcome | None:
        return self._outcome

    def describe(self, action: Action) -> str:
        return self.rules.describe(self, action)

    def describe_hidden(self, action: Action) -> str:
        hidden = self.rules.describe_hidden
        return "" if hidden is None else hidden(self, action)

    def listed_as(self, action: Action) -> Action:
        listed_as = self.rules.listed_as
        return action if listed_as is None else listed_as(self, action)

    def view(self, seat: int) -> Any:
        view = self.rules.view
        return self if view is None else view(self, seat)

    def hides_from(self, seat: int) -> bool:
        hides_from = self.rules.hides_from
        return False if hides_from is None else hides_from(self, seat)


# --------------------------------------------------------------------------------------- registry


@record
class OptionSpec:
    """One set-up option a game offers (board size, thresholds...)."""

    key: str
    label: str
    default: int
    choices: tuple[int, ...]
    help: str = ""


@record
class AILevel:
    """One difficulty level of the computer player, as plain data the engine can hold.

    Why data and not a config object: the engine must not import the AI (``game/ai``), yet the
    levels belong next to the game they were tuned for. ``planner`` names a planner registered
    in ``game/ai`` ("search", "rollouts", "beam", ...), ``params`` are the fields of that
    planner's config, and ``blurb`` says in one line how this level plays (set-up shows it).
    """

    planner: str
    params: Mapping[str, Any]
    blurb: str


SEARCH_LEVELS: Mapping[str, AILevel] = {
    "easy": AILevel("search", {"iterations": 4, "time_cap": 0.5, "blunder": 0.2},
                    "Looks only a step or two ahead and now and then makes a careless move."),
    "normal": AILevel("search", {"iterations": 30, "time_cap": 1.0},
                      "Weighs a few dozen lines of play, dice included, before each move."),
    "hard": AILevel("search", {"iterations": 120, "time_cap": 3.0},
                    "Looks four times as far as Normal: slower to answer, hard to catch out."),
}
"""The generic tree search at three budgets (the iteration count drives results; the time cap
is only a guard): the levels of a game that declares none, and a base for those that do."""


@record
class BenchSpec:
    """How the ``bench`` and ``shot`` tools exercise a game: plain data, read by ``game/cli``.

    ``throw_dice`` (with ``throw_label`` when other throws of the game have as many dice) picks
    the game's biggest typical throw, whose frames ``bench`` measures; ``options`` set up the
    board for that (the throw must occur with them). ``playout_options`` make a game of random
    moves end (random players may never finish otherwise). ``shot_moves`` is how far into a
    seeded game ``shot`` plays before taking its picture.
    """

    throw_dice: int
    throw_label: str | None = None
    options: Mapping[str, int] = field(default_factory=dict)
    playout_options: Mapping[str, int] = field(default_factory=dict)
    shot_moves: int = 80


@record
class Tuning:
    """An evaluation that reads a set of weights (a frozen dataclass of float fields).

    Why: AI levels may judge with weights tuned by self-play (``named``, from ``python -m game
    tune``), while the greedy yardstick of every AI figure keeps the hand-set ``default``."""

    default: Any
    """The hand-set weights, the ones behind ``GameInfo.evaluate``."""
    named: Mapping[str, Any]
    """Tuned weight sets by name (an AI level's ``evaluation`` names one)."""
    evaluation_with: Callable[[Any], Callable[[State, int], float]]
    """The evaluation, as a function of (state, seat), that reads a given set of weights."""


@record
class GameInfo:
    """A registered game: metadata plus how to start and restore it.

    A game package registers one in its ``__init__`` (``engine/__init__`` imports every
    subpackage), so adding a game edits no central table: menu order, AI levels and the tools'
    parameters are all declared here.
    """

    game_id: str
    title: str
    tagline: str
    seat_names: tuple[str, ...]
    min_seats: int
    max_seats: int
    options: tuple[OptionSpec, ...]
    new_game: Callable[[Mapping[str, int]], State]
    state_class: type[State]
    action_types: tuple[type[Action], ...]
    evaluate: Callable[[State, int], float] | None = None
    """Heuristic value of a state for a seat, roughly in [-1, 1] (used by greedy and the AI)."""
    tuning: Tuning | None = None
    """The weight sets of an evaluation that reads weights (``Tuning``); ``None``: none."""
    rules_file: str = ""
    rule_numbers: Mapping[str, int] = field(default_factory=dict)
    """The game's rule numbers by name (its ``numbers`` table): what the rules page's
    ``{{NAME}}`` placeholders show (``engine.numbers.fill``)."""
    extra: Mapping[str, Any] = field(default_factory=dict)
    setup_checker: Callable[[Mapping[str, int], Any], dict[str, Any]] | None = None
    """For games whose set-up is more than options (Daemon Dice's own daemons): turns a JSON
    set-up payload into its clean JSON form for these options, or raises ``CorruptData``.
    ``None``: the game has no such set-up and any payload is ignored."""
    setup_new_game: Callable[[Mapping[str, int], Mapping[str, Any]], State] | None = None
    """Starts the game from options and a payload already cleaned by ``setup_checker``."""
    menu_order: int = 99
    """Where the game stands in the main menu (smaller first)."""
    ai_levels: Mapping[str, AILevel] = field(default_factory=dict)
    """The computer player's levels ("easy", "normal", "hard") for this game; empty means the
    generic tree search levels of ``game/ai``."""
    bench: BenchSpec | None = None
    """Parameters for ``bench`` and ``shot``; ``None``: the game is not measured."""
    rules_revision: int = 0
    """Raised when a rules fix changes what a saved move list means (saves record it)."""
    catch_up: Callable[[Any, int], Action | None] | None = None  # Any: the game's own State
    """For a save of an older ``rules_revision``: the action the current rules wait for where
    that revision moved on by itself, or None (see ``engine.replay``)."""
    options_problem: Callable[[Mapping[str, int]], str | None] | None = None
    """Why a full set of options cannot be played together (duo dice with three players), or
    None; ``check_options`` refuses such a set with this sentence. ``None``: any set goes."""
    rule_grid: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    """The option values the contract check crosses (``option_combinations``): every option
    that changes which rules or situations occur, with the values that reach them (a switch
    both ways, a size at its extremes). Why not every value of every option: board widths
    and budgets multiply into millions of games that differ only in numbers."""

    def default_options(self) -> dict[str, int]:
        return {o.key: o.default for o in self.options}

    def check_setup(self, options: Mapping[str, int], setup: Any) -> dict[str, Any] | None:
        """The clean set-up payload, or ``None`` when there is none or the game takes none.

        Why a separate payload instead of more options: a custom line-up of daemons is
        structured data that no list of numbered choices can hold, yet it must reach saves and
        replays, so it travels as plain JSON checked by the game's own engine.
        """
        if setup is None or self.setup_checker is None:
            return None
        return self.setup_checker(options, setup)

    def start(self, options: Mapping[str, int], setup: Mapping[str, Any] | None = None
              ) -> State:
        """A new game from checked options and an optional clean set-up payload."""
        if setup is None or self.setup_new_game is None:
            return self.new_game(options)
        return self.setup_new_game(options, setup)

    def evaluation(self, name: str = "") -> Callable[[State, int], float] | None:
        """The evaluation with the weight set ``name`` (``""``: the game's ``evaluate``)."""
        if not name:
            return self.evaluate
        if self.tuning is None or name not in self.tuning.named:
            raise ValueError(f"{self.title} has no evaluation called {name!r}.")
        return self.tuning.evaluation_with(self.tuning.named[name])

    def check_options(self, options: Mapping[str, Any]) -> dict[str, int]:
        """Defaults filled in; unknown keys, values outside the choices or options that cannot
        be played together raise ``CorruptData``."""
        result = checked_options(self.title, self.options, options)
        problem = self.options_problem(result) if self.options_problem is not None else None
        if problem:
            raise CorruptData(problem)
        return result

    def option_combinations(self) -> list[dict[str, int]]:
        """Every combination of the ``rule_grid`` values (the options left out keep their
        defaults), valid or not: ``check_options`` says which cannot be played."""
        keys = tuple(self.rule_grid)
        return [dict(zip(keys, values, strict=True))
                for values in itertools.product(*(self.rule_grid[k] for k in keys))]


def checked_options(title: str, specs: Sequence[OptionSpec],
                    options: Mapping[str, Any] | None) -> dict[str, int]:
    """``options`` of game ``title`` with defaults filled in; unknown keys or values outside
    the choices raise ``CorruptData`` (engines check loaded options with this too)."""
    result = {o.key: o.default for o in specs}
    for key, value in (options or {}).items():
        spec = next((o for o in specs if o.key == key), None)
        if spec is None:
            raise CorruptData(f"{title} has no option called {key!r}.")
        if type(value) is not int or value not in spec.choices:
            raise CorruptData(f"{spec.label} cannot be {value!r}.")
        result[key] = value
    return result


_REGISTRY: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    """Make ``info``'s game known (a game package calls this when imported)."""
    _REGISTRY[info.game_id] = info
    return info


def unregister(game_id: str) -> None:
    """Forget a game (tests that register a throw-away game clean up with this)."""
    _REGISTRY.pop(game_id, None)


def get_game(game_id: str) -> GameInfo:
    try:
        return _REGISTRY[game_id]
    except KeyError:
        raise CorruptData(f"There is no game called {game_id!r}.") from None


def all_games() -> list[GameInfo]:
    """Every registered game, in menu order."""
    return sorted(_REGISTRY.values(), key=lambda info: (info.menu_order, info.title))


# ------------------------------------------------------------------------ action (de)serialization

_COMMON_ACTIONS: tuple[type[Action], ...] = (Roll, Resign)


def action_to_dict(action: Action) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": action.kind}
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        data[f.name] = list(value) if isinstance(value, tuple) else value
    return data


def action_from_dict(info: GameInfo, data: Any) -> Action:
    """Rebuild an action of ``info``'s game from JSON data; anything odd raises ``CorruptData``."""
    if not isinstance(data, Mapping) or not isinstance(data.get("kind"), str):
        raise CorruptData("An action in the file is not in the expected form.")
    by_kind = {t.kind: t for t in (*_COMMON_ACTIONS, *info.action_types)}
    cls = by_kind.get(data["kind"])
    if cls is None:
        raise CorruptData(f"Unknown action {data['kind']!r} for {info.title}.")
    kwargs: dict[str, Any] = {}
    fields = dataclasses.fields(cls)
    for f in fields:
        if f.name not in data:
            if f.default is not dataclasses.MISSING:
                continue  # a field added later: older saves lack it and mean its default
            raise CorruptData(f"Action {cls.kind!r} is missing {f.name!r}.")
        kwargs[f.name] = _plain(data[f.name])
    if set(data) - {"kind"} - {f.name for f in fields}:
        raise CorruptData(f"Action {cls.kind!r} has unexpected fields.")
    return cls(**kwargs)


_PLAIN_LEAVES = frozenset({int, str, bool, type(None)})
"""The scalars an action may hold, as their exact types (``_plain``)."""


def _plain(value: Any) -> Any:
    """JSON scalar or list of scalars -> scalar or tuple; anything else is refused. A tuple is
    taken as a list: ``action_to_dict`` leaves nested tuples (a drawing's strokes) as they are,
    and data sent to the AI worker by pipe, not JSON, keeps them. Why the exact types first: a
    drawing's strokes are thousands of numbers, read back on the frame an AI's move arrives."""
    kind = type(value)
    if kind in _PLAIN_LEAVES:
        return value
    if kind is list or kind is tuple:
        return tuple([item if type(item) in _PLAIN_LEAVES else _plain(item) for item in value])
    if isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, (list, tuple)):
        return tuple(_plain(v) for v in value)
    raise CorruptData("An action holds a value of an unexpected type.")

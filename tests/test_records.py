"""``engine.core.record`` makes the very class ``@dataclass(frozen=True)`` makes: the same
arguments and defaults, equality, hashing, text, copies, pickles and refusal to change; only
its ``__init__`` is written to store the fields faster."""

from __future__ import annotations

import dataclasses
import inspect
import pickle

import pytest

from engine.core import record, replace


@record
class Made:
    first: int
    second: str = "two"
    third: tuple[int, ...] = ()


@dataclasses.dataclass(frozen=True)
class Standard:
    first: int
    second: str = "two"
    third: tuple[int, ...] = ()


@record
class Built(Made):
    fourth: float = 4.0


@record
class WithFactory:
    items: list[int] = dataclasses.field(default_factory=list)


def test_a_record_is_the_frozen_data_class_with_a_quicker_init():
    assert "_fields" in Made.__init__.__code__.co_varnames  # the quick one
    assert inspect.signature(Made) == inspect.signature(Standard)
    made, standard = Made(1, third=(3,)), Standard(1, third=(3,))
    assert vars(made) == vars(standard)
    assert repr(made) == repr(standard).replace("Standard", "Made")
    assert made == Made(1, "two", (3,)) and hash(made) == hash(Made(1, "two", (3,)))
    assert made != Made(2, third=(3,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.first = 5  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(made)) == made
    assert replace(made, second="new") == Made(1, "new", (3,))
    assert dataclasses.replace(made, first=7) == Made(7, third=(3,))
    with pytest.raises(TypeError):
        Made()  # type: ignore[call-arg]  # the first field has no default


def test_a_subclass_takes_every_field_in_order_and_a_factory_keeps_the_standard_init():
    built = Built(1, "b", (), 2.5)
    assert [f.name for f in dataclasses.fields(built)] == ["first", "second", "third", "fourth"]
    assert (built.first, built.second, built.third, built.fourth) == (1, "b", (), 2.5)
    assert Built(1).fourth == 4.0
    assert "_fields" not in WithFactory.__init__.__code__.co_varnames
    assert WithFactory().items == [] and WithFactory().items is not WithFactory().items

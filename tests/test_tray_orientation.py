"""Cube nets and polyhedra: tipping turns the faces the way a real die rolls."""

from __future__ import annotations

import random

import pytest

from engine.core import DieSpec
from game.tray.orientation import Orientation, polyhedron, solid_for

SIDES = (4, 5, 6, 7, 8, 10, 12, 20)
D3 = DieSpec(faces=(1, 2, 3, 1, 2, 3), kind="d3")


@pytest.mark.parametrize(
    ("sides", "degree"), [(4, 3), (5, 2), (6, 4), (7, 2), (8, 3), (10, 4), (12, 5), (20, 3)]
)
def test_real_face_adjacency(sides: int, degree: int) -> None:
    solid = polyhedron(sides)
    assert solid.count == sides
    assert all(len(n) == degree for n in solid.neighbours)
    for i, near in enumerate(solid.neighbours):
        assert all(i in solid.neighbours[j] for j in near), "adjacency must be symmetric"
    assert sorted(solid.slots) == list(range(sides))


def test_cube_opposite_faces_sum_to_seven() -> None:
    solid = polyhedron(6)
    faces = [solid.slots[i] + 1 for i in range(6)]
    for i, face in enumerate(solid.faces):
        j = next(
            j
            for j, f in enumerate(solid.faces)
            if sum(a * b for a, b in zip(f.normal, face.normal, strict=True)) < -0.99
        )
        assert faces[i] + faces[j] == 7
        assert j not in solid.neighbours[i]


def _cube(seed: int = 0) -> Orientation:
    return Orientation.random(polyhedron(6), random.Random(seed))


@pytest.mark.parametrize("direction", [(1, 0), (-1, 0), (0, 1), (0, -1)])
def test_cube_rolls_like_a_cube(direction: tuple[int, int]) -> None:
    die = _cube(3)
    solid = die.shape
    start_top, start_bottom = die.face, die.bottom
    dx, dy = direction
    assert die.travel(dx * 0.99, dy * 0.99) == 0, "less than an edge is only rocking"
    assert die.face == start_top and die.progress == pytest.approx(0.99)
    assert die.travel(dx * 0.02, dy * 0.02) == 1
    # The face that was up is now on the side we rolled towards; the old bottom faces backwards.
    assert die.face not in (start_top, start_bottom)
    assert die.face in solid.neighbours[start_top]
    tops = [die.face]
    for _ in range(3):
        die.travel(dx, dy)
        tops.append(die.face)
    assert tops[-1] == start_top, "four tips the same way come full circle"
    assert len(set(tops)) == 4 and start_bottom in tops


def test_tipping_back_undoes_a_tip() -> None:
    die = _cube(5)
    top = die.face
    die.travel(1.0, 0.0)
    assert die.face != top
    die.travel(-1.0, 0.0)
    assert die.face == top


def test_travel_in_one_go_tips_several_times() -> None:
    one, other = _cube(9), _cube(9)
    assert one.travel(3.5, 0.0) == 3
    for _ in range(35):
        other.travel(0.1, 0.0)
    assert other.tips == 3 and one.face == other.face
    diagonal = _cube(9)
    assert diagonal.travel(3.5, -2.2) == 5


def test_settle_drops_partial_travel() -> None:
    die = _cube(2)
    die.travel(0.8, 0.0)
    die.settle()
    assert die.progress == 0.0
    assert die.travel(0.8, 0.0) == 0


@pytest.mark.parametrize("sides", SIDES)
def test_long_walks_keep_a_valid_attitude(sides: int) -> None:
    """After thousands of tips the solid still lies flat on one face, and every face came up."""
    solid = polyhedron(sides)
    die = Orientation.random(solid, random.Random(sides))
    rng = random.Random(1)
    seen = set()
    for _ in range(3000):
        die.travel(rng.uniform(-0.6, 0.6), rng.uniform(-0.6, 0.6))
        seen.add(die.face)
        bottom_normal = [
            sum(die.matrix[r][c] * solid.faces[die.bottom].normal[c] for c in range(3))
            for r in range(3)
        ]
        assert bottom_normal[2] == pytest.approx(-1.0, abs=1e-6)
    assert seen == set(range(sides))
    assert die.tips > 500


def test_unsupported_face_counts_are_refused() -> None:
    for sides in (2, 3, 9, 100):
        with pytest.raises(ValueError):
            polyhedron(sides)


def _faces_opposite(solid, i: int) -> int:
    normal = solid.faces[i].normal
    return next(j for j, f in enumerate(solid.faces)
                if sum(a * b for a, b in zip(f.normal, normal, strict=True)) < -0.99)


def test_a_d3_is_a_cube_with_equal_numbers_opposite() -> None:
    solid = solid_for(D3)
    assert solid.count == 6 and solid.name == "d3"
    values = [D3.faces[solid.slots[i]] for i in range(6)]
    assert sorted(values) == [1, 1, 2, 2, 3, 3]
    for i in range(6):
        assert values[_faces_opposite(solid, i)] == values[i]
    # Every tip shows another number: the four faces around a face carry the two others.
    for i in range(6):
        assert {values[j] for j in solid.neighbours[i]} == {1, 2, 3} - {values[i]}
    assert solid_for(DieSpec.d(6)) is polyhedron(6), "a d6 keeps 1 opposite 6"
    assert solid_for(DieSpec(faces=(1, 2, 3, 1, 2, 3), kind="body")) is polyhedron(6)


@pytest.mark.parametrize("sides", [5, 7])
def test_long_prisms_roll_across_their_axis_only(sides: int) -> None:
    solid = polyhedron(sides)
    assert solid.prism and solid.reads_bottom and sorted(solid.slots) == list(range(sides))
    die = Orientation.random(solid, random.Random(sides))
    start = die.face
    assert die.travel(25.0, 0.0) == 0, "along its axis a long die slides, it never tips"
    step = solid.roll_distance[0][0]
    faces = [die.face]
    for _ in range(sides):
        assert die.travel(0.0, step * 1.0001) == 1
        faces.append(die.face)
    assert faces[-1] == start and len(set(faces)) == sides, "one way round meets every face"
    assert abs(die.matrix[0][0]) == pytest.approx(1.0, abs=1e-9), "its axis still lies along x"


def test_prisms_start_on_any_face_with_their_axis_along_x() -> None:
    solid = polyhedron(5)
    rng = random.Random(3)
    starts = [Orientation.random(solid, rng) for _ in range(500)]
    assert {o.face for o in starts} == set(range(5))
    assert all(abs(o.matrix[0][0]) == pytest.approx(1.0, abs=1e-9) for o in starts)

"""The Dice Demons board, generated from its settings: one model for the rules and the drawing.

The board is concentric: a centre island cut into wedges, then alternately a ring of water and a
ring of land, outwards. Land ring ``i`` has ``island * 2**i`` spaces. Each water ring carries
evenly spaced bridges (one per ``bridge_every`` spaces of the land ring just outside it); a bridge
is a space of its own, one outer-ring space wide, linking the land space it lines up with to the
space under its middle on the inside. Bridges of one water ring turn together, so their place is
state: ``offsets[w - 1]`` says how many slots water ring ``w`` has turned clockwise from its start.

Why one model: the scene draws exactly what the rules use. Every space knows its kind, ring,
index, radius range (abstract units: the pixel bases of the settings) and angle range (degrees
clockwise from 12 o'clock; bridges at their start position, ``angles`` gives the current one), so
a scene scales ``radius`` to its window and never re-derives adjacency. Geometries are cached per
settings and shared by every state of a game; adjacency is cached per bridge position.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache

from engine.core import CorruptData, record
from engine.dicedemons.numbers import MAX_RINGS as MAX_RINGS  # read here by the options
from engine.dicedemons.numbers import MIN_ISLAND, MIN_RINGS, RING_GROWTH

ISLAND = "island"
LAND = "land"
BRIDGE = "bridge"
WATER = "water"



@record
class Settings:
    """The board settings of the prototype's set-up form (plus our wall spacing)."""

    rings: int = 2
    island: int = 4
    bridge_every: int = 8
    land_width: int = 100
    water_width: int = 100
    island_radius: int = 100
    wall_spacing: int = 4


def settings_problem(s: Settings) -> str | None:
    """Why these settings cannot make a board (a sentence for the set-up screen), or None."""
    if not MIN_RINGS <= s.rings <= MAX_RINGS:
        return f"A board needs {MIN_RINGS} to {MAX_RINGS} land rings, not {s.rings}."
    if s.island < MIN_ISLAND:
        return f"The centre island needs at least {MIN_ISLAND} spaces."
    if s.bridge_every < 1:
        return "Bridges need a spacing of at least one space."
    if min(s.land_width, s.water_width, s.island_radius) <= 0:
        return "Ring widths and the island radius must be positive."
    if s.wall_spacing < 1:
        return "Wall spaces need a spacing of at least one space."
    first = s.island * RING_GROWTH
    if first % s.bridge_every:
        return (f"With {s.island} island spaces the first land ring has {first} spaces, which "
                f"cannot be shared out evenly as one bridge per {s.bridge_every} spaces.")
    return None


@dataclass(frozen=True, slots=True)
class Space:
    """One space. ``ring``: 0 for the island, the land ring (1..), or a bridge's water ring.

    ``index`` is its number within that ring (wedge, land space, or bridge number), ``count``
    how many equal sectors the ring is cut into (for a bridge: the land ring outside it), ``a0``
    and ``a1`` its angle range in degrees clockwise from 12 o'clock (a bridge's start position),
    ``r0``/``r1`` its radius range, ``marked`` whether it is a marked wall space.
    """

    id: int
    kind: str
    ring: int
    index: int
    count: int
    a0: float
    a1: float
    r0: float
    r1: float
    marked: bool

    @property
    def mid_angle(self) -> float:
        return (self.a0 + self.a1) / 2

    @property
    def mid_radius(self) -> float:
        return (self.r0 + self.r1) / 2


@dataclass(frozen=True, slots=True)
class Band:
    """One concentric band to paint: the island disc, a water ring or a land ring."""

    kind: str
    ring: int
    r0: float
    r1: float


def point(angle: float, radius: float) -> tuple[float, float]:
    """Board coordinates of a polar point: x right, y *down* (screen style), centre at (0, 0).

    ``angle`` is in degrees clockwise from 12 o'clock. Multiply by a scale and add the screen
    centre to draw.
    """
    rad = math.radians(angle)
    return radius * math.sin(rad), -radius * math.cos(rad)


class Geometry:
    """Spaces, bands, marks and adjacency of one board. Build with ``Geometry.of(settings)``."""

    def __init__(self, s: Settings) -> None:
        problem = settings_problem(s)
        if problem:
            raise CorruptData(problem)
        self.settings = s
        self.ring_sizes: tuple[int, ...] = tuple(s.island * RING_GROWTH**i
                                                 for i in range(1, s.rings + 1))
        """Spaces of land ring 1, 2, ... (index 0 is ring 1)."""
        self.bridge_counts = tuple(n // s.bridge_every for n in self.ring_sizes)
        """Bridges of water ring 1, 2, ..."""
        spaces: list[Space] = []
        bands = [Band(ISLAND, 0, 0.0, float(s.island_radius))]
        radii: list[tuple[float, float, float]] = []  # per ring: water r0, land r0, land r1
        r = float(s.island_radius)
        for ring in range(1, s.rings + 1):
            w0, l0, l1 = r, r + s.water_width, r + s.water_width + s.land_width
            bands += [Band(WATER, ring, w0, l0), Band(LAND, ring, l0, l1)]
            radii.append((w0, l0, l1))
            r = l1
        self.radius = r
        """Outer radius of the whole board in abstract units."""
        self.bands: tuple[Band, ...] = tuple(bands)
        marks = self._marks()
        for w in range(s.island):
            spaces.append(Space(len(spaces), ISLAND, 0, w, s.island, 360 * w / s.island,
                                360 * (w + 1) / s.island, 0.0, float(s.island_radius), False))
        self.island: tuple[int, ...] = tuple(range(s.island))
        rings = []
        for ring, n in enumerate(self.ring_sizes, start=1):
            _, l0, l1 = radii[ring - 1]
            first = len(spaces)
            for k in range(n):
                spaces.append(Space(len(spaces), LAND, ring, k, n, 360 * k / n,
                                    360 * (k + 1) / n, l0, l1, (ring, k) in marks))
            rings.append(tuple(range(first, len(spaces))))
        self.rings: tuple[tuple[int, ...], ...] = tuple(rings)
        """Space ids of land ring 1, 2, ... (index 0 is ring 1), clockwise from 12 o'clock."""
        bridges = []
        for ring, n in enumerate(self.ring_sizes, start=1):
            w0, l0, _ = radii[ring - 1]
            first = len(spaces)
            for k in range(self.bridge_counts[ring - 1]):
                slot = k * s.bridge_every
                spaces.append(Space(len(spaces), BRIDGE, ring, k, n, 360 * slot / n,
                                    360 * (slot + 1) / n, w0, l0, False))
            bridges.append(tuple(range(first, len(spaces))))
        self.bridges: tuple[tuple[int, ...], ...] = tuple(bridges)
        """Space ids of the bridges over water ring 1, 2, ..."""
        self.spaces: tuple[Space, ...] = tuple(spaces)
        self.size = len(spaces)
        self.land: tuple[int, ...] = tuple(i for ring in rings for i in ring)
        self.outer: tuple[int, ...] = rings[-1]
        self.marks: frozenset[int] = frozenset(sp.id for sp in spaces if sp.marked)
        self.marked: tuple[int, ...] = tuple(sorted(self.marks))
        """The marked wall spaces in id order."""
        self.ground: tuple[int, ...] = tuple(sp.id for sp in spaces if sp.kind != ISLAND)
        """Every space but the island's, in id order: where monsters may stand."""
        self.kinds: tuple[str, ...] = tuple(sp.kind for sp in spaces)
        self._build_links()

    @staticmethod
    def of(settings: Settings) -> Geometry:
        """The shared geometry for these settings (cached: geometries never change)."""
        return _geometry(settings)

    def __reduce__(self) -> tuple[object, tuple[Settings]]:
        return (Geometry.of, (self.settings,))

    def __repr__(self) -> str:
        return f"Geometry({self.settings})"

    # ------------------------------------------------------------------------ construction

    def _marks(self) -> set[tuple[int, int]]:
        """(ring, index) of every marked wall space (computed with bridges at the start)."""
        s = self.settings
        out: set[tuple[int, int]] = set()
        for ring, n in enumerate(self.ring_sizes, start=1):
            touched = {k for k in range(0, n, s.bridge_every)}
            if ring < s.rings:
                outer_n = self.ring_sizes[ring]
                touched |= {_inner(k, outer_n, n) for k in range(0, outer_n, s.bridge_every)}
            chosen: set[int] = set()
            k = s.wall_spacing - 1
            while k < n:
                spot = k
                for _ in range(n):
                    if spot not in touched and spot not in chosen:
                        chosen.add(spot)
                        break
                    spot = (spot + 1) % n
                k += s.wall_spacing
            out |= {(ring, c) for c in chosen}
        return out

    def _build_links(self) -> None:
        s = self.settings
        static: list[list[int]] = [[] for _ in range(self.size)]
        isl = s.island
        for w in range(isl):
            static[w] = sorted({(w - 1) % isl, (w + 1) % isl} - {w})
        for ring in self.rings:
            n = len(ring)
            for k, sid in enumerate(ring):
                static[sid] = sorted({ring[(k - 1) % n], ring[(k + 1) % n]} - {sid})
        self._static = tuple(tuple(x) for x in static)
        # slot grids: per water ring, per slot: (inner space, outer space)
        grids = []
        touching: list[list[tuple[int, int]]] = [[] for _ in range(self.size)]
        for w, n in enumerate(self.ring_sizes, start=1):
            inner_ids = self.island if w == 1 else self.rings[w - 2]
            outer_ids = self.rings[w - 1]
            grid = []
            for slot in range(n):
                inner = inner_ids[_inner(slot, n, len(inner_ids))]
                grid.append((inner, outer_ids[slot]))
                touching[inner].append((w, slot))
                touching[outer_ids[slot]].append((w, slot))
            grids.append(tuple(grid))
        self._grids: tuple[tuple[tuple[int, int], ...], ...] = tuple(grids)
        self._touching = tuple(tuple(t) for t in touching)

    # ---------------------------------------------------------------------------- queries

    def start_offsets(self) -> tuple[int, ...]:
        """Bridge positions at the start of a game (every water ring unturned)."""
        return (0,) * self.settings.rings

    def water_ring(self, bridge: int) -> int:
        """The water ring (1..) a bridge space spans."""
        return self.spaces[bridge].ring

    def bridge_slot(self, bridge: int, offsets: tuple[int, ...]) -> int:
        """Which space of the land ring outside it the bridge lines up with now."""
        sp = self.spaces[bridge]
        return (sp.index * self.settings.bridge_every + offsets[sp.ring - 1]) % sp.count

    def angles(self, space: int,
               offsets: tuple[float, ...] | None = None) -> tuple[float, float]:
        """Angle range (degrees clockwise from 12 o'clock) of a space.

        Bridges move with ``offsets`` (the state's, or fractional ones while a scene animates a
        turn); every other space is fixed. For a bridge ``a1`` can pass 360 near 12 o'clock:
        draw angles modulo 360.
        """
        sp = self.spaces[space]
        if sp.kind != BRIDGE or offsets is None:
            return sp.a0, sp.a1
        slot = (sp.index * self.settings.bridge_every + offsets[sp.ring - 1]) % sp.count
        width = 360 / sp.count
        return slot * width, (slot + 1) * width

    def centre(self, space: int,
               offsets: tuple[float, ...] | None = None) -> tuple[float, float]:
        """(angle, radius) of a space's middle now: where a scene puts a piece standing there."""
        a0, a1 = self.angles(space, offsets)
        sp = self.spaces[space]
        if sp.kind == ISLAND:
            return (a0 + a1) / 2, sp.r1 * 0.6
        return (a0 + a1) / 2, (sp.r0 + sp.r1) / 2

    def bridge_ends(self, bridge: int, offsets: tuple[int, ...]) -> tuple[int, int]:
        """(inner space, outer space) the bridge joins now."""
        sp = self.spaces[bridge]
        return self._grids[sp.ring - 1][self.bridge_slot(bridge, offsets)]

    def neighbours(self, space: int, offsets: tuple[int, ...]) -> tuple[int, ...]:
        """Spaces one step from ``space`` with the bridges where ``offsets`` put them."""
        return _links(self, offsets)[space]

    def links(self, offsets: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        """The whole adjacency table for one bridge position (cached)."""
        return _links(self, offsets)

    def _compute_links(self, offsets: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        every = self.settings.bridge_every
        table = [list(n) for n in self._static]
        for w, ids in enumerate(self.bridges, start=1):
            grid = self._grids[w - 1]
            n = len(grid)
            off = offsets[w - 1]
            for k, bid in enumerate(ids):
                inner, outer = grid[(k * every + off) % n]
                table[bid] = [inner, outer]
                table[inner].append(bid)
                table[outer].append(bid)
        return tuple(tuple(sorted(t)) for t in table)

    # ----------------------------------------------------------------------------- naming

    def code(self, space: int) -> str:
        """Short code of a space: "I2" (island wedge 2), "R1-5" (ring 1 space 5), "B2-1"."""
        sp = self.spaces[space]
        if sp.kind == ISLAND:
            return f"I{sp.index + 1}"
        letter = "R" if sp.kind == LAND else "B"
        return f"{letter}{sp.ring}-{sp.index + 1}"

    def name(self, space: int) -> str:
        """Words for a log line: "island wedge 2", "ring 1 space 5", "bridge 1 of moat 2"."""
        sp = self.spaces[space]
        if sp.kind == ISLAND:
            return f"island wedge {sp.index + 1}"
        if sp.kind == LAND:
            return f"ring {sp.ring} space {sp.index + 1}"
        return f"bridge {sp.index + 1} of moat {sp.ring}"

    def space_at(self, code: str) -> int:
        """Inverse of ``code`` (tests, the CLI); ValueError for an unknown code."""
        wanted = code.strip().upper()
        for sp in self.spaces:
            if self.code(sp.id) == wanted:
                return sp.id
        raise ValueError(f"There is no space called {code!r}.")

    def is_space(self, value: object) -> bool:
        """True for a real space id (ints only, not bools)."""
        return type(value) is int and 0 <= value < self.size


def _inner(slot: int, n: int, inner_n: int) -> int:
    """Index of the inner sector under the middle of sector ``slot`` of an ``n``-sector ring."""
    return (2 * slot + 1) * inner_n // (2 * n)


@cache
def _geometry(settings: Settings) -> Geometry:
    return Geometry(settings)


@lru_cache(maxsize=4096)
def _links(geo: Geometry, offsets: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return geo._compute_links(offsets)

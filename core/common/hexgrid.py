"""The one hex convention of every hex mode, equal to ``scripts/common/hex_geometry.gd``.

Hex Walls and Hex Tracks share boards, rotation and pointer input, so they share one
convention (docs/hex-tracks-runtime.md §2), and the GDScript port must agree with it exactly:

- Flat-top hexes in axial coordinates ``(q, r)``, screen y pointing down. With ``size`` the
  centre-to-corner distance, the centre of ``(q, r)`` is ``x = 1.5*q*size``,
  ``y = sqrt(3)*(r + q/2)*size``.
- Directions 0..5 = up, up-right, down-right, down, down-left, up-left (clockwise on
  screen, direction 0 straight up): ``DIRECTIONS``.
- One clockwise turn about the origin maps ``(q, r)`` to ``(-r, q + r)``; it takes direction
  ``d`` to ``d + 1`` (mod 6). Six turns are the identity.
- Corner ``k`` (0..5) of a hex is at ``60*k`` degrees from its centre, clockwise on screen
  from the right: right, down-right, down-left, left, up-left, up-right. Edge ``k`` of a hex
  joins corners ``k`` and ``k + 1``; it faces direction ``(k + 2) mod 6``.
- A vertex (a corner point) is keyed by the three hexes that meet there, sorted by
  ``(q, r)``: a tuple of three hexes. ``vertex_hexes`` lists them clockwise on screen,
  starting from the smallest; edge ``i`` of a vertex lies between its hexes ``i`` and
  ``i + 1`` (mod 3).
- An edge (a side shared by two neighbouring hexes) is keyed by the sorted pair of them.
- ``ring(k)`` starts at the hex ``k`` steps straight up from the centre and goes clockwise;
  ``spiral(k)`` is the centre, then rings 1..k.

Hexes are ``(q, r)`` tuples; points are ``(x, y)`` float tuples relative to the centre of
hex ``(0, 0)``. Every function is pure. A bad argument (not neighbours, not a vertex, a
negative radius) raises ValueError; the GDScript port returns an empty array instead.
"""
from __future__ import annotations

import math

from .rng import SeededRng

Hex = tuple[int, int]
Vertex = tuple[Hex, Hex, Hex]
Edge = tuple[Hex, Hex]
Point = tuple[float, float]

ORIGIN: Hex = (0, 0)
DIRECTIONS: tuple[Hex, ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
SQRT3 = math.sqrt(3.0)
# offsets of corners 0..5 from the centre, in units of size
CORNER_OFFSETS: tuple[Point, ...] = (
    (1.0, 0.0),
    (0.5, SQRT3 / 2.0),
    (-0.5, SQRT3 / 2.0),
    (-1.0, 0.0),
    (-0.5, -SQRT3 / 2.0),
    (0.5, -SQRT3 / 2.0),
)

VECTOR_FORMAT = 1
VECTOR_RADIUS = 6
VECTOR_SIZE = 37.5
FAR_HEXES: tuple[Hex, ...] = (
    (100, -37),
    (-250, 1000),
    (4096, 4096),
    (-65536, 12345),
    (1000000, -999999),
    (-3000000, 7),
)
ROTATION_PIVOT: Hex = (2, -3)
RING_CENTRES: tuple[Hex, ...] = (ORIGIN, (3, -5), (-40, 17))
VERTEX_RADIUS = 3
DISTANCE_PAIRS = 300
RANDOM_POINTS = 1000


def neighbour(h: Hex, d: int) -> Hex:
    """The hex next to ``h`` in direction ``d`` (taken mod 6)."""
    dq, dr = DIRECTIONS[d % 6]
    return (h[0] + dq, h[1] + dr)


def neighbours(h: Hex) -> list[Hex]:
    """The six neighbours of ``h``, in direction order."""
    return [neighbour(h, d) for d in range(6)]


def direction_to(a: Hex, b: Hex) -> int | None:
    """The direction from ``a`` to its neighbour ``b``; None when they are not neighbours."""
    delta = (b[0] - a[0], b[1] - a[1])
    return DIRECTIONS.index(delta) if delta in DIRECTIONS else None


def rotate_cw(h: Hex) -> Hex:
    """One clockwise turn (60 degrees on screen) about the origin."""
    return (-h[1], h[0] + h[1])


def rotate(h: Hex, turns: int, centre: Hex = ORIGIN) -> Hex:
    """``turns`` clockwise turns about ``centre``; negative turns go counter-clockwise."""
    q, r = h[0] - centre[0], h[1] - centre[1]
    for _ in range(turns % 6):
        q, r = -r, q + r
    return (q + centre[0], r + centre[1])


def distance(a: Hex, b: Hex) -> int:
    """Steps between two hexes."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def radius(h: Hex) -> int:
    """Steps from the origin: the ring ``h`` lies on."""
    return distance(h, ORIGIN)


def ring(k: int, centre: Hex = ORIGIN) -> list[Hex]:
    """The 6k hexes (1 for k = 0) at distance k, from straight up, clockwise."""
    if k < 0:
        raise ValueError(f"a ring radius is >= 0, got {k}")
    if k == 0:
        return [centre]
    h = (centre[0], centre[1] - k)
    hexes = []
    for side in range(6):
        for _ in range(k):
            hexes.append(h)
            h = neighbour(h, side + 2)
    return hexes


def spiral(k: int, centre: Hex = ORIGIN) -> list[Hex]:
    """The 3k(k+1)+1 hexes within distance k: the centre, then rings 1..k."""
    if k < 0:
        raise ValueError(f"a spiral radius is >= 0, got {k}")
    return [h for i in range(k + 1) for h in ring(i, centre)]


def _less(a: Hex, b: Hex) -> bool:
    return a[0] < b[0] or (a[0] == b[0] and a[1] < b[1])


def edge_key(a: Hex, b: Hex) -> Edge:
    """The key of the side between two neighbouring hexes: the sorted pair."""
    if direction_to(a, b) is None:
        raise ValueError(f"{a} and {b} are not neighbours")
    a, b = (a[0], a[1]), (b[0], b[1])
    return (a, b) if _less(a, b) else (b, a)


def edge_of(h: Hex, d: int) -> Edge:
    """The key of the side of ``h`` facing direction ``d``."""
    return edge_key(h, neighbour(h, d))


def edge_index(d: int) -> int:
    """Which edge of a hex (joining corners k and k+1) faces direction ``d``."""
    return (d + 4) % 6


def edge_direction(k: int) -> int:
    """Which direction edge ``k`` of a hex faces."""
    return (k + 2) % 6


def vertex_key(a: Hex, b: Hex, c: Hex) -> Vertex:
    """The key of the corner point where three pairwise neighbouring hexes meet."""
    if direction_to(a, b) is None or direction_to(b, c) is None or direction_to(a, c) is None:
        raise ValueError(f"{a}, {b} and {c} do not meet at a corner")
    first, second, third = sorted(((a[0], a[1]), (b[0], b[1]), (c[0], c[1])))
    return (first, second, third)


def corner_vertex(h: Hex, k: int) -> Vertex:
    """The key of corner ``k`` of ``h`` (shared with its neighbours k+1 and k+2)."""
    return vertex_key(h, neighbour(h, k + 1), neighbour(h, k + 2))


def vertices(h: Hex) -> list[Vertex]:
    """The keys of the six corners of ``h``, in corner order."""
    return [corner_vertex(h, k) for k in range(6)]


def _cross(a: Hex, b: Hex, c: Hex) -> int:
    # the axial-to-pixel map has a positive determinant, so with y down a positive axial
    # cross product means a -> b -> c turns clockwise on screen
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def vertex_hexes(v: Vertex) -> list[Hex]:
    """The three hexes around a vertex, clockwise on screen, from the smallest."""
    a, b, c = vertex_key(*v)
    return [a, b, c] if _cross(a, b, c) > 0 else [a, c, b]


def vertex_edges(v: Vertex) -> list[Edge]:
    """The three sides meeting at a vertex; side i is between its hexes i and i+1."""
    hexes = vertex_hexes(v)
    return [edge_key(hexes[i], hexes[(i + 1) % 3]) for i in range(3)]


def edge_vertices(e: Edge) -> tuple[Vertex, Vertex]:
    """The two ends of a side, clockwise around the first (smaller) hex of its key."""
    a, b = edge_key(*e)
    direction = direction_to(a, b)
    assert direction is not None  # a side's two hexes are neighbours
    k = edge_index(direction)
    return (corner_vertex(a, k), corner_vertex(a, k + 1))


def hex_to_pixel(h: Hex, size: float) -> Point:
    """The centre of ``h`` for a centre-to-corner distance ``size``."""
    q, r = h
    return (1.5 * q * size, SQRT3 * (r + q / 2.0) * size)


def hex_corners(h: Hex, size: float) -> list[Point]:
    """The six corner points of ``h``, in corner order (clockwise from the right)."""
    x, y = hex_to_pixel(h, size)
    return [(x + size * dx, y + size * dy) for dx, dy in CORNER_OFFSETS]


def vertex_to_pixel(v: Vertex, size: float) -> Point:
    """The point of a vertex: the mean of its three hexes' centres."""
    (x1, y1), (x2, y2), (x3, y3) = (hex_to_pixel(h, size) for h in vertex_key(*v))
    return ((x1 + x2 + x3) / 3.0, (y1 + y2 + y3) / 3.0)


def pixel_to_hex(x: float, y: float, size: float) -> Hex:
    """The hex containing a point (pointer input), by cube rounding.

    Rounds half up with floor(v + 0.5) (not Python's round-half-even) so that the GDScript
    port, doing the same float operations in the same order, picks the same hex on ties.
    """
    fq = (2.0 * x) / (3.0 * size)
    fr = (SQRT3 * y - x) / (3.0 * size)
    fs = -fq - fr
    q, r, s = math.floor(fq + 0.5), math.floor(fr + 0.5), math.floor(fs + 0.5)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (q, r)


def _hex_case(h: Hex) -> dict:
    return {
        "hex": h,
        "radius": radius(h),
        "neighbours": neighbours(h),
        "rotateCw": rotate_cw(h),
        "rotations": [rotate(h, t) for t in range(-6, 7)],
        "rotationsAboutPivot": [rotate(h, t, ROTATION_PIVOT) for t in range(6)],
        "vertices": vertices(h),
        "edges": [edge_of(h, d) for d in range(6)],
        "center": hex_to_pixel(h, VECTOR_SIZE),
        "corners": hex_corners(h, VECTOR_SIZE),
    }


def _point_cases(rng: SeededRng) -> list[dict]:
    """Points near hexes of radius <= 8 (and a few far ones), at random sizes."""
    cases = []
    board = spiral(8)
    for i in range(RANDOM_POINTS):
        size = 4.0 + 96.0 * rng.next_float()
        near = rng.choice(FAR_HEXES) if i % 50 == 0 else rng.choice(board)
        cx, cy = hex_to_pixel(near, size)
        x = cx + size * (2.0 * rng.next_float() - 1.0)
        y = cy + size * (2.0 * rng.next_float() - 1.0)
        cases.append({"point": (x, y), "size": size, "hex": pixel_to_hex(x, y, size)})
    return cases


def conformance_vectors() -> dict:
    """What ``tests/godot/common/test_hex_geometry.gd`` replays (ints exact, floats 1e-9).

    ``hexes``: every hex within VECTOR_RADIUS and some far ones, each with its neighbours,
    rotations (turns -6..6 about the origin, 0..5 about ``rotationPivot``), corner vertices,
    sides (direction order), centre and corners at ``size``. ``rings``/``spirals``: per
    centre and k. ``vertices``/``edges``: every vertex and side of the hexes within
    VERTEX_RADIUS with what hangs off it. ``distances``: random pairs. ``points``: pointer
    points with the hex that contains them.
    """
    rng = SeededRng("hex-geometry")
    hexes = spiral(VECTOR_RADIUS) + list(FAR_HEXES)
    near = spiral(VERTEX_RADIUS)
    vertex_keys = sorted({v for h in near for v in vertices(h)})
    edge_keys = sorted({edge_of(h, d) for h in near for d in range(6)})
    pool = spiral(VECTOR_RADIUS + 2) + list(FAR_HEXES)
    pairs = [(rng.choice(pool), rng.choice(pool)) for _ in range(DISTANCE_PAIRS)]
    return {
        "format": VECTOR_FORMAT,
        "kind": "hex-geometry",
        "directions": DIRECTIONS,
        "edgeIndexOfDirection": [edge_index(d) for d in range(6)],
        "size": VECTOR_SIZE,
        "rotationPivot": ROTATION_PIVOT,
        "hexes": [_hex_case(h) for h in hexes],
        "rings": [
            {"centre": c, "k": k, "hexes": ring(k, c)}
            for c in RING_CENTRES
            for k in range(VECTOR_RADIUS + 1)
        ],
        "spirals": [
            {"centre": c, "k": k, "hexes": spiral(k, c)}
            for c in RING_CENTRES
            for k in range(VECTOR_RADIUS + 1)
        ],
        "vertices": [
            {
                "vertex": v,
                "clockwise": vertex_hexes(v),
                "edges": vertex_edges(v),
                "point": vertex_to_pixel(v, VECTOR_SIZE),
            }
            for v in vertex_keys
        ],
        "edges": [{"edge": e, "vertices": edge_vertices(e)} for e in edge_keys],
        "distances": [{"a": a, "b": b, "distance": distance(a, b)} for a, b in pairs],
        "points": _point_cases(rng),
    }

"""The curves and the contact test of Hex Tracks, in 64-bit float scalars only.

Everything the GDScript port must reproduce bit for bit is here, with the operation order
fixed (docs/hex-tracks-runtime.md §3 repeats it): only ``+ - * /`` and ``sqrt`` (both
correctly rounded in IEEE doubles) are used, no trigonometry, no fused operations.

Units: the cell's centre-to-corner distance R is 1. A point of a route is given in the frame
of the cell it belongs to (that cell's centre is (0, 0), y points down); another cell is
placed by its integer axial offset ``(dq, dr)`` from that cell, at
``(1.5 * dq, SQRT3 * (dr + dq / 2.0))`` (the shared convention, core/common/hexgrid.py).
Working in the cell's frame keeps every number small and independent of where the cell is.

- Port ``d`` of a cell is the midpoint of its side facing direction ``d``: ``PORTS[d]``.
- A track entering at port ``i`` and leaving at port ``j`` is the cubic Bezier with control
  points ``PORTS[i]``, ``PORTS[i] / 3``, ``PORTS[j] / 3``, ``PORTS[j]``, sampled at
  ``t = k / 20.0`` for k = 0..20 (``bezier_samples``). A straight track is sampled evenly.
- A tile's top is a flat-top hexagon of radius 0.88; two tiles touch when the moving centre
  enters the open hexagon of radius 1.76 around the other's centre (their Minkowski sum).
  ``clip`` finds the first parameter of a segment inside it (Cyrus-Beck half-plane clipping,
  exact for a segment of any length: no tunnelling).
"""
from __future__ import annotations

import math

from ...common.hexgrid import DIRECTIONS

SQRT3 = math.sqrt(3.0)
HALF_SQRT3 = SQRT3 / 2.0
QUARTER_SQRT3 = SQRT3 / 4.0

SAMPLES = 20  # segments of a sampled track
TILE_RADIUS = 0.88
CONTACT_RADIUS = 1.76  # 2 * TILE_RADIUS: the Minkowski hexagon of two tiles
CONTACT_APOTHEM = (CONTACT_RADIUS * SQRT3) / 2.0
EXIT_LENGTH = 24.0  # the straight run after the board, longer than any board can need

# unit vectors of the six directions (the outward normals of a flat-top hexagon's sides)
UNIT: tuple[tuple[float, float], ...] = (
    (0.0, -1.0),
    (HALF_SQRT3, -0.5),
    (HALF_SQRT3, 0.5),
    (0.0, 1.0),
    (-HALF_SQRT3, 0.5),
    (-HALF_SQRT3, -0.5),
)
# midpoints of the six sides, from the cell's centre
PORTS: tuple[tuple[float, float], ...] = (
    (0.0, -HALF_SQRT3),
    (0.75, -QUARTER_SQRT3),
    (0.75, QUARTER_SQRT3),
    (0.0, HALF_SQRT3),
    (-0.75, QUARTER_SQRT3),
    (-0.75, -QUARTER_SQRT3),
)
# a cell and its six neighbours, as offsets: index 0 is the cell itself, 1 + d direction d
NEAR: tuple[tuple[int, int], ...] = ((0, 0),) + DIRECTIONS

Point = tuple[float, float]


def offset_point(dq: int, dr: int) -> Point:
    """The centre of the cell at axial offset (dq, dr), in the frame of the first cell."""
    return (1.5 * dq, SQRT3 * (dr + dq / 2.0))


def bezier_samples(entry: int, exit_: int) -> list[Point]:
    """The 21 points of the track from port ``entry`` to port ``exit_`` (cell frame)."""
    x0, y0 = PORTS[entry]
    x3, y3 = PORTS[exit_]
    x1, y1 = x0 / 3.0, y0 / 3.0
    x2, y2 = x3 / 3.0, y3 / 3.0
    points = []
    for k in range(SAMPLES + 1):
        t = k / 20.0
        mt = 1.0 - t
        a = mt * mt * mt
        b = 3.0 * mt * mt * t
        c = 3.0 * mt * t * t
        d = t * t * t
        points.append((a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3))
    return points


def start_points(direction: int) -> list[Point]:
    """The straight run of a tile from its cell's centre to its side ``direction``."""
    return [(0.0, 0.0), PORTS[direction]]


def exit_points(direction: int) -> list[Point]:
    """The straight run off the board from the last cell's side ``direction``."""
    px, py = PORTS[direction]
    ux, uy = UNIT[direction]
    return [(px, py), (px + EXIT_LENGTH * ux, py + EXIT_LENGTH * uy)]


def clip(ax: float, ay: float, bx: float, by: float, cx: float, cy: float) -> float:
    """The first t in [0, 1) at which a + t(b - a) is inside the open contact hexagon about
    c, or -1.0 when the segment never enters it (touching its boundary is no contact)."""
    wx = ax - cx
    wy = ay - cy
    dx = bx - ax
    dy = by - ay
    t0 = 0.0
    t1 = 1.0
    for nx, ny in UNIT:
        num = CONTACT_APOTHEM - (nx * wx + ny * wy)
        den = nx * dx + ny * dy
        if den == 0.0:
            if num <= 0.0:
                return -1.0
        elif den < 0.0:
            t = num / den
            if t > t0:
                t0 = t
        else:
            t = num / den
            if t < t1:
                t1 = t
    return t0 if t0 < t1 else -1.0


def first_contact(points: list[Point], cx: float, cy: float) -> tuple[int, float] | None:
    """(segment index, t) of the first contact of a polyline with a tile centred at c."""
    for k in range(len(points) - 1):
        ax, ay = points[k]
        bx, by = points[k + 1]
        t = clip(ax, ay, bx, by, cx, cy)
        if t >= 0.0:
            return k, t
    return None


def _cell_table():
    """CELL_CONTACT[entry][exit][n]: the first contact of that track with a tile on NEAR[n]."""
    table = [[None] * 6 for _ in range(6)]
    for i in range(6):
        for j in range(6):
            if i == j:
                continue
            points = bezier_samples(i, j)
            table[i][j] = tuple(first_contact(points, *offset_point(*near)) for near in NEAR)
    return table


CELL_CONTACT = _cell_table()
START_CONTACT = tuple(
    tuple(first_contact(start_points(d), *offset_point(*near)) for near in NEAR) for d in range(6)
)

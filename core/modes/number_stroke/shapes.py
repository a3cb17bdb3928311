"""Cell footprints: the allowed rectangles and the I/L/S/T/O polyomino catalogue (docs/rules/number-stroke.md, "Board").

A shaped cell lists unit offsets inside its ``w``×``h`` bounding box. Every 4-connected set of
2–4 units is one of the catalogue's free polyominoes; the catalogue still names them so errors
and the editor can speak of "L4" rather than of offsets.
"""
from __future__ import annotations

from functools import cache

ALLOWED_RECTANGLES = frozenset({(1, 1), (1, 2), (2, 1), (2, 2), (3, 3)})

Offsets = tuple[tuple[int, int], ...]

# one orientation of each free polyomino of 2–4 units; rotations and mirrors are generated
_BASE_SHAPES: dict[str, Offsets] = {
    "I2": ((0, 0), (1, 0)),
    "I3": ((0, 0), (1, 0), (2, 0)),
    "L3": ((0, 0), (0, 1), (1, 1)),
    "I4": ((0, 0), (1, 0), (2, 0), (3, 0)),
    "L4": ((0, 0), (0, 1), (0, 2), (1, 2)),
    "S4": ((1, 0), (2, 0), (0, 1), (1, 1)),
    "T4": ((0, 0), (1, 0), (2, 0), (1, 1)),
    "O4": ((0, 0), (1, 0), (0, 1), (1, 1)),
}


def normalize(offsets) -> Offsets:
    """Shift to a non-negative origin touching both axes and sort by (y, x)."""
    min_x = min(x for x, _ in offsets)
    min_y = min(y for _, y in offsets)
    return tuple(sorted(((x - min_x, y - min_y) for x, y in offsets), key=lambda p: (p[1], p[0])))


def orientations(offsets) -> list[Offsets]:
    """The distinct rotations and mirror images of a shape, normalised, in a fixed order."""
    seen: list[Offsets] = []
    current = list(offsets)
    for _mirror in range(2):
        for _turn in range(4):
            form = normalize(current)
            if form not in seen:
                seen.append(form)
            current = [(-y, x) for x, y in current]  # quarter turn
        current = [(-x, y) for x, y in current]  # mirror
    return seen


CATALOGUE: dict[Offsets, str] = {
    form: name for name, base in _BASE_SHAPES.items() for form in orientations(base)
}


def shape_name(offsets) -> str | None:
    """The catalogue name of a shape given by offsets, or None when it is not in it."""
    return CATALOGUE.get(normalize(offsets))


@cache  # a few sizes, asked for every cell of every level a command reads
def rectangle_units(w: int, h: int) -> Offsets:
    return tuple((dx, dy) for dy in range(h) for dx in range(w))

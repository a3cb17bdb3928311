"""Element art as tiny vector recipes, drawn by the runtime's own code (nothing copied).

An element names a motif and three colours (main, accent, detail). ``recipe(art)`` expands it
into primitives in a 100 x 100 box (origin top-left, y down, integers), drawn in order over
the tile face; the runtime scales the box to the piece's inner square. Primitives:

    ["circle", cx, cy, r, colour]
    ["rect", x, y, w, h, colour]
    ["poly", [x1, y1, x2, y2, ...], colour]          filled, convex or simple
    ["line", x1, y1, x2, y2, width, colour]

``colour`` is "#rrggbb" (the element's colours substituted, or a fixed ink). The baked file
carries the expanded recipes, so the runtime needs no motif table.
"""
from __future__ import annotations

INK, WHITE = "#2b2233", "#ffffff"


def _cat_face(m, a, d):
    return [
        ["poly", [18, 44, 24, 12, 42, 32], m], ["poly", [82, 44, 76, 12, 58, 32], m],
        ["circle", 50, 56, 32, m], ["poly", [24, 22, 27, 14, 36, 30], a], ["poly", [76, 22, 73, 14, 64, 30], a],
        ["circle", 38, 52, 5, INK], ["circle", 62, 52, 5, INK], ["poly", [46, 62, 54, 62, 50, 67], d],
        ["line", 50, 67, 44, 72, 2, INK], ["line", 50, 67, 56, 72, 2, INK],
    ]


def _cat_sit(m, a, d):
    return [
        ["circle", 50, 68, 24, m], ["circle", 50, 34, 18, m], ["poly", [34, 26, 36, 8, 46, 20], m],
        ["poly", [66, 26, 64, 8, 54, 20], m], ["line", 72, 82, 88, 60, 6, a], ["circle", 44, 32, 3, INK],
        ["circle", 56, 32, 3, INK], ["rect", 40, 46, 20, 5, d],
    ]


def _paw(m, a, d):
    return [
        ["circle", 50, 62, 20, m], ["circle", 26, 40, 9, m], ["circle", 42, 26, 9, m],
        ["circle", 58, 26, 9, m], ["circle", 74, 40, 9, m], ["circle", 50, 64, 10, a],
    ]


def _cat_tail(m, a, d):
    return [
        ["rect", 20, 44, 50, 32, m], ["circle", 70, 40, 16, m], ["poly", [60, 30, 62, 14, 72, 26], m],
        ["poly", [80, 30, 80, 14, 72, 26], m], ["line", 20, 50, 8, 22, 7, a], ["rect", 24, 76, 8, 12, d],
        ["rect", 56, 76, 8, 12, d], ["circle", 74, 38, 3, INK],
    ]


def _dumpling(m, a, d):
    return [
        ["poly", [12, 66, 24, 38, 50, 28, 76, 38, 88, 66], m], ["rect", 12, 62, 76, 10, m],
        ["line", 36, 38, 40, 56, 3, a], ["line", 50, 30, 50, 54, 3, a], ["line", 64, 38, 60, 56, 3, a],
        ["rect", 8, 74, 84, 6, d],
    ]


def _bowl(m, a, d):
    return [
        ["line", 36, 12, 40, 34, 3, d], ["line", 52, 10, 52, 34, 3, d], ["line", 68, 12, 64, 34, 3, d],
        ["rect", 14, 40, 72, 8, a], ["poly", [12, 48, 88, 48, 74, 80, 26, 80], m], ["rect", 36, 80, 28, 8, m],
    ]


def _skewer(m, a, d):
    return [
        ["line", 50, 6, 50, 94, 4, d], ["circle", 50, 24, 13, m], ["circle", 50, 50, 13, a],
        ["circle", 50, 76, 13, m],
    ]


def _cake(m, a, d):
    return [
        ["rect", 18, 56, 64, 28, m], ["rect", 24, 34, 52, 22, a], ["rect", 18, 52, 64, 6, d],
        ["circle", 50, 26, 8, d],
    ]


def _cup(m, a, d):
    return [
        ["poly", [22, 30, 70, 30, 64, 86, 28, 86], m], ["rect", 20, 26, 52, 8, a],
        ["line", 70, 44, 84, 50, 5, m], ["line", 84, 50, 68, 68, 5, m], ["circle", 46, 58, 8, d],
    ]


def _fish(m, a, d):
    return [
        ["poly", [10, 50, 34, 30, 66, 30, 80, 50, 66, 70, 34, 70], m], ["poly", [78, 50, 94, 32, 94, 68], a],
        ["circle", 28, 46, 5, INK], ["line", 46, 34, 46, 66, 3, d],
    ]


def _bun(m, a, d):
    return [["circle", 50, 58, 32, m], ["circle", 50, 30, 10, a], ["line", 30, 50, 70, 50, 3, d]]


def _egg(m, a, d):
    return [
        ["poly", [50, 12, 70, 30, 78, 60, 66, 84, 34, 84, 22, 60, 30, 30], m],
        ["line", 30, 48, 70, 56, 3, a], ["line", 28, 64, 72, 70, 3, a], ["circle", 50, 40, 6, d],
    ]


def _house(m, a, d):
    return [
        ["poly", [10, 46, 50, 12, 90, 46], a], ["rect", 20, 46, 60, 42, m], ["rect", 42, 62, 16, 26, d],
        ["rect", 26, 54, 10, 10, WHITE], ["rect", 64, 54, 10, 10, WHITE],
    ]


def _pagoda(m, a, d):
    return [
        ["poly", [30, 24, 50, 8, 70, 24], a], ["rect", 36, 24, 28, 14, m], ["poly", [22, 46, 50, 32, 78, 46], a],
        ["rect", 30, 46, 40, 16, m], ["poly", [14, 70, 50, 54, 86, 70], a], ["rect", 24, 70, 52, 20, m],
        ["rect", 44, 76, 12, 14, d],
    ]


def _tower(m, a, d):
    return [
        ["poly", [40, 6, 60, 6, 66, 92, 34, 92], m], ["rect", 30, 20, 40, 8, a], ["rect", 32, 54, 36, 8, a],
        ["circle", 50, 40, 7, d],
    ]


def _bridge(m, a, d):
    return [
        ["rect", 6, 40, 88, 12, m], ["poly", [6, 52, 26, 52, 18, 84, 6, 84], m],
        ["poly", [94, 52, 74, 52, 82, 84, 94, 84], m], ["line", 28, 60, 72, 60, 4, a], ["rect", 6, 84, 88, 8, d],
        ["line", 14, 40, 14, 28, 3, a], ["line", 86, 40, 86, 28, 3, a], ["line", 14, 28, 86, 28, 3, a],
    ]


def _gate(m, a, d):
    return [
        ["rect", 8, 18, 84, 12, a], ["rect", 16, 32, 68, 8, m], ["rect", 22, 30, 12, 62, m],
        ["rect", 66, 30, 12, 62, m], ["rect", 42, 40, 16, 10, d],
    ]


def _lighthouse(m, a, d):
    return [
        ["poly", [36, 26, 64, 26, 72, 92, 28, 92], m], ["rect", 32, 46, 36, 10, a], ["rect", 30, 70, 40, 10, a],
        ["rect", 38, 12, 24, 14, d], ["poly", [34, 12, 50, 2, 66, 12], a], ["line", 64, 18, 92, 10, 3, d],
    ]


def _lantern(m, a, d):
    return [
        ["line", 50, 4, 50, 16, 3, d], ["rect", 34, 14, 32, 8, d], ["circle", 50, 50, 30, m],
        ["line", 50, 22, 50, 78, 3, a], ["line", 32, 30, 32, 70, 2, a], ["line", 68, 30, 68, 70, 2, a],
        ["rect", 34, 78, 32, 8, d], ["line", 50, 86, 50, 98, 3, a],
    ]


def _boat(m, a, d):
    return [
        ["poly", [8, 62, 92, 62, 76, 84, 24, 84], m], ["line", 50, 12, 50, 62, 4, d],
        ["poly", [54, 14, 84, 56, 54, 56], a], ["poly", [46, 22, 22, 56, 46, 56], WHITE],
    ]


def _mountain(m, a, d):
    return [
        ["poly", [4, 88, 38, 22, 72, 88], m], ["poly", [40, 88, 66, 40, 96, 88], a],
        ["poly", [30, 38, 38, 22, 46, 38], WHITE], ["circle", 80, 20, 9, d],
    ]


def _tree(m, a, d):
    return [["rect", 44, 60, 12, 32, d], ["circle", 50, 40, 28, m], ["circle", 36, 30, 10, a], ["circle", 64, 48, 8, a]]


def _umbrella(m, a, d):
    return [
        ["poly", [10, 50, 20, 28, 50, 14, 80, 28, 90, 50], m], ["line", 50, 14, 50, 84, 4, d],
        ["line", 50, 84, 40, 90, 4, d], ["line", 30, 50, 50, 16, 2, a], ["line", 70, 50, 50, 16, 2, a],
    ]


def _kite(m, a, d):
    return [
        ["poly", [50, 8, 80, 42, 50, 86, 20, 42], m], ["line", 20, 42, 80, 42, 3, a], ["line", 50, 8, 50, 86, 3, a],
        ["line", 50, 86, 60, 96, 3, d],
    ]


def _bell(m, a, d):
    return [
        ["rect", 44, 8, 12, 10, d], ["poly", [32, 22, 68, 22, 80, 76, 20, 76], m], ["rect", 14, 74, 72, 8, a],
        ["circle", 50, 88, 7, d],
    ]


def _fan(m, a, d):
    return [
        ["poly", [50, 86, 10, 40, 24, 22, 50, 14, 76, 22, 90, 40], m], ["line", 50, 86, 24, 24, 2, a],
        ["line", 50, 86, 50, 16, 2, a], ["line", 50, 86, 76, 24, 2, a], ["circle", 50, 84, 6, d],
    ]


def _noodles(m, a, d):
    return [
        ["poly", [14, 44, 86, 44, 72, 80, 28, 80], m], ["line", 34, 44, 40, 16, 3, a], ["line", 46, 44, 50, 12, 3, a],
        ["line", 58, 44, 62, 14, 3, a], ["line", 60, 8, 92, 40, 3, d], ["line", 54, 8, 86, 44, 3, d],
    ]


def _crab(m, a, d):
    return [
        ["circle", 50, 58, 24, m], ["circle", 20, 30, 10, m], ["circle", 80, 30, 10, m],
        ["line", 26, 40, 36, 50, 4, m], ["line", 74, 40, 64, 50, 4, m], ["circle", 42, 50, 4, INK],
        ["circle", 58, 50, 4, INK], ["line", 26, 70, 10, 80, 3, a], ["line", 74, 70, 90, 80, 3, a],
        ["rect", 40, 62, 20, 4, d],
    ]


def _tram(m, a, d):
    return [
        ["rect", 14, 28, 72, 50, m], ["rect", 20, 36, 18, 16, WHITE], ["rect", 42, 36, 18, 16, WHITE],
        ["rect", 64, 36, 16, 16, WHITE], ["rect", 14, 62, 72, 6, a], ["circle", 30, 82, 7, d],
        ["circle", 70, 82, 7, d], ["line", 50, 28, 50, 8, 3, d],
    ]


def _peach(m, a, d):
    return [["circle", 50, 56, 30, m], ["poly", [50, 26, 66, 10, 72, 24], a], ["line", 50, 30, 50, 80, 3, d]]


def _pear(m, a, d):
    return [
        ["circle", 50, 66, 26, m], ["circle", 50, 38, 16, m], ["line", 50, 24, 54, 8, 4, d],
        ["poly", [54, 14, 74, 8, 66, 22], a], ["circle", 42, 62, 5, a],
    ]


def _yam(m, a, d):
    return [
        ["poly", [10, 58, 22, 36, 50, 28, 80, 34, 92, 52, 80, 70, 50, 76, 22, 72], m],
        ["poly", [30, 46, 50, 38, 72, 42, 76, 54, 52, 60, 30, 58], a], ["line", 20, 40, 14, 28, 3, d],
        ["line", 60, 20, 62, 10, 3, d], ["line", 72, 22, 80, 12, 3, d],
    ]


def _hotpot(m, a, d):
    return [
        ["rect", 44, 8, 12, 26, d], ["poly", [30, 34, 70, 34, 64, 44, 36, 44], d],
        ["poly", [12, 44, 88, 44, 80, 78, 20, 78], m], ["rect", 8, 50, 10, 8, m], ["rect", 82, 50, 10, 8, m],
        ["rect", 18, 44, 64, 6, a], ["rect", 28, 78, 44, 10, d],
    ]


def _cabin(m, a, d):
    return [
        ["poly", [8, 48, 50, 14, 92, 48], a], ["rect", 16, 48, 68, 40, m], ["line", 16, 58, 84, 58, 3, d],
        ["line", 16, 68, 84, 68, 3, d], ["line", 16, 78, 84, 78, 3, d], ["rect", 42, 62, 16, 26, d],
        ["rect", 66, 22, 8, 16, d], ["poly", [8, 48, 50, 14, 92, 48, 86, 52, 50, 22, 14, 52], WHITE],
    ]


def _sled(m, a, d):
    return [
        ["rect", 16, 40, 68, 14, m], ["rect", 22, 54, 8, 16, a], ["rect", 70, 54, 8, 16, a],
        ["line", 8, 72, 84, 72, 5, d], ["line", 84, 72, 94, 60, 5, d], ["line", 16, 40, 10, 26, 4, a],
    ]


def _ice_lantern(m, a, d):
    return [
        ["poly", [20, 30, 50, 16, 80, 30, 80, 78, 50, 92, 20, 78], m], ["poly", [50, 16, 80, 30, 80, 78, 50, 92], a],
        ["circle", 48, 56, 12, d], ["line", 28, 40, 28, 70, 3, WHITE],
    ]


def _mitten(m, a, d):
    return [
        ["poly", [26, 84, 22, 38, 32, 16, 56, 12, 70, 24, 72, 52, 70, 84], m], ["circle", 78, 48, 12, m],
        ["rect", 22, 74, 52, 16, a], ["line", 34, 40, 60, 40, 4, d], ["line", 34, 54, 60, 54, 4, d],
    ]


def _pine(m, a, d):
    return [
        ["rect", 44, 76, 12, 18, d], ["poly", [50, 4, 74, 34, 26, 34], m], ["poly", [50, 20, 82, 56, 18, 56], m],
        ["poly", [50, 38, 90, 78, 10, 78], m], ["poly", [50, 4, 60, 16, 40, 16], a], ["poly", [30, 56, 44, 50, 36, 60], a],
        ["poly", [62, 74, 78, 70, 74, 78], a],
    ]


def _castle(m, a, d):
    return [
        ["rect", 14, 40, 72, 50, m], ["rect", 10, 22, 20, 68, m], ["rect", 70, 22, 20, 68, m],
        ["poly", [8, 22, 20, 6, 32, 22], a], ["poly", [68, 22, 80, 6, 92, 22], a], ["rect", 40, 62, 20, 28, d],
        ["rect", 30, 32, 8, 8, m], ["rect", 46, 32, 8, 8, m], ["rect", 62, 32, 8, 8, m],
    ]


def _snowman(m, a, d):
    return [
        ["circle", 50, 68, 26, m], ["circle", 50, 32, 18, m], ["rect", 34, 8, 32, 10, d], ["rect", 28, 16, 44, 5, d],
        ["poly", [50, 32, 66, 36, 50, 38], a], ["circle", 44, 28, 3, INK], ["circle", 56, 28, 3, INK],
        ["rect", 34, 46, 32, 6, a], ["circle", 50, 62, 3, INK], ["circle", 50, 74, 3, INK],
    ]


def _skate(m, a, d):
    return [
        ["poly", [22, 14, 50, 14, 54, 50, 86, 58, 86, 72, 22, 72], m], ["rect", 22, 14, 28, 8, a],
        ["line", 30, 30, 46, 30, 3, a], ["line", 30, 40, 48, 40, 3, a], ["line", 12, 86, 90, 86, 4, d],
        ["line", 30, 72, 30, 86, 4, d], ["line", 76, 72, 76, 86, 4, d],
    ]


def _cat_curl(m, a, d):
    return [
        ["circle", 52, 60, 30, m], ["circle", 28, 52, 16, m], ["poly", [16, 44, 16, 26, 28, 38], m],
        ["poly", [32, 38, 40, 24, 42, 40], m], ["line", 24, 52, 30, 52, 3, INK], ["line", 22, 78, 80, 80, 7, a],
        ["poly", [44, 60, 50, 56, 50, 64], d],
    ]


def _flatbread(m, a, d):
    return [
        ["circle", 50, 50, 40, m], ["circle", 50, 50, 22, a], ["circle", 50, 50, 4, d], ["circle", 38, 42, 3, d],
        ["circle", 62, 42, 3, d], ["circle", 38, 58, 3, d], ["circle", 62, 58, 3, d], ["circle", 50, 34, 3, d],
        ["circle", 50, 66, 3, d],
    ]


def _grapes(m, a, d):
    return [
        ["line", 50, 6, 50, 20, 4, d], ["poly", [52, 14, 78, 8, 70, 24], a], ["circle", 36, 30, 11, m],
        ["circle", 58, 30, 11, m], ["circle", 26, 50, 11, m], ["circle", 48, 50, 11, m], ["circle", 70, 50, 11, m],
        ["circle", 38, 70, 11, m], ["circle", 60, 70, 11, m], ["circle", 50, 88, 10, m],
    ]


def _melon(m, a, d):
    return [
        ["poly", [8, 40, 92, 40, 78, 66, 50, 80, 22, 66], a], ["poly", [14, 40, 86, 40, 74, 60, 50, 72, 26, 60], m],
        ["circle", 36, 50, 3, d], ["circle", 50, 54, 3, d], ["circle", 64, 50, 3, d],
    ]


def _dome_house(m, a, d):
    return [
        ["circle", 50, 44, 26, a], ["rect", 14, 44, 72, 46, m], ["rect", 42, 64, 16, 26, d],
        ["poly", [42, 64, 50, 54, 58, 64], d], ["rect", 22, 56, 10, 12, d], ["rect", 68, 56, 10, 12, d],
        ["line", 50, 18, 50, 8, 3, d],
    ]


def _rug(m, a, d):
    return [
        ["rect", 18, 12, 64, 76, m], ["rect", 26, 20, 48, 60, a], ["poly", [50, 28, 66, 50, 50, 72, 34, 50], d],
        ["line", 22, 88, 22, 96, 3, d], ["line", 36, 88, 36, 96, 3, d], ["line", 50, 88, 50, 96, 3, d],
        ["line", 64, 88, 64, 96, 3, d], ["line", 78, 88, 78, 96, 3, d],
    ]


def _ewer(m, a, d):
    return [
        ["poly", [34, 36, 66, 36, 74, 70, 62, 88, 38, 88, 26, 70], m], ["rect", 40, 18, 20, 18, m],
        ["poly", [36, 16, 64, 16, 58, 10, 42, 10], a], ["line", 70, 50, 92, 30, 5, m], ["line", 28, 44, 14, 60, 4, d],
        ["rect", 30, 60, 40, 6, a],
    ]


def _camel(m, a, d):
    return [
        ["poly", [18, 56, 26, 38, 40, 30, 48, 40, 56, 28, 70, 36, 74, 56], m], ["rect", 18, 52, 56, 12, m],
        ["line", 72, 50, 84, 26, 7, m], ["circle", 86, 22, 7, m], ["line", 24, 64, 24, 90, 5, d],
        ["line", 36, 64, 36, 90, 5, d], ["line", 58, 64, 58, 90, 5, d], ["line", 68, 64, 68, 90, 5, d],
        ["rect", 36, 40, 20, 8, a],
    ]


def _crescent_pool(m, a, d):
    return [
        ["poly", [6, 80, 30, 62, 70, 62, 94, 80], d], ["circle", 50, 44, 30, m], ["circle", 62, 36, 26, a],
        ["line", 20, 84, 80, 84, 3, m],
    ]


def _flower_cake(m, a, d):
    return [
        ["circle", 50, 58, 32, m], ["circle", 50, 58, 22, a], ["circle", 50, 40, 8, d], ["circle", 38, 52, 8, d],
        ["circle", 62, 52, 8, d], ["circle", 44, 66, 8, d], ["circle", 56, 66, 8, d], ["circle", 50, 54, 6, WHITE],
    ]


def _strawberry(m, a, d):
    return [
        ["poly", [18, 34, 82, 34, 72, 64, 50, 90, 28, 64], m], ["poly", [30, 34, 50, 16, 70, 34, 56, 30, 50, 38, 44, 30], a],
        ["circle", 36, 48, 3, d], ["circle", 56, 46, 3, d], ["circle", 46, 62, 3, d], ["circle", 64, 60, 3, d],
        ["circle", 50, 76, 3, d],
    ]


def _teapot(m, a, d):
    return [
        ["circle", 48, 58, 28, m], ["rect", 34, 26, 28, 8, a], ["circle", 48, 22, 6, d],
        ["line", 74, 56, 92, 38, 6, m], ["line", 22, 46, 10, 58, 5, d], ["line", 10, 58, 22, 72, 5, d],
        ["rect", 24, 80, 48, 6, a],
    ]


def _waterwheel(m, a, d):
    return [
        ["circle", 50, 50, 38, m], ["circle", 50, 50, 28, a], ["circle", 50, 50, 8, d],
        ["line", 50, 12, 50, 88, 4, m], ["line", 12, 50, 88, 50, 4, m], ["line", 24, 24, 76, 76, 4, m],
        ["line", 76, 24, 24, 76, 4, m], ["rect", 4, 84, 92, 10, d],
    ]


def _windmill(m, a, d):
    return [
        ["poly", [38, 94, 42, 40, 58, 40, 62, 94], m], ["poly", [36, 40, 50, 28, 64, 40], a],
        ["poly", [50, 34, 24, 8, 16, 16], d], ["poly", [50, 34, 76, 8, 84, 16], d],
        ["poly", [50, 34, 24, 60, 16, 52], d], ["poly", [50, 34, 76, 60, 84, 52], d], ["circle", 50, 34, 5, a],
        ["rect", 46, 74, 8, 20, d],
    ]


def _bicycle(m, a, d):
    return [
        ["circle", 24, 66, 18, d], ["circle", 24, 66, 12, WHITE], ["circle", 76, 66, 18, d], ["circle", 76, 66, 12, WHITE],
        ["line", 24, 66, 44, 40, 5, m], ["line", 44, 40, 76, 66, 5, m], ["line", 44, 40, 66, 40, 5, m],
        ["line", 66, 40, 50, 66, 5, m], ["line", 66, 40, 64, 26, 4, a], ["line", 40, 30, 50, 30, 5, a],
    ]


def _butterfly(m, a, d):
    return [
        ["poly", [50, 46, 20, 14, 8, 40, 24, 56], m], ["poly", [50, 46, 80, 14, 92, 40, 76, 56], m],
        ["poly", [50, 52, 26, 62, 24, 84, 46, 72], a], ["poly", [50, 52, 74, 62, 76, 84, 54, 72], a],
        ["rect", 46, 30, 8, 46, d], ["line", 48, 30, 40, 14, 2, d], ["line", 52, 30, 60, 14, 2, d],
    ]


def _beehive(m, a, d):
    return [
        ["poly", [30, 20, 70, 20, 84, 40, 90, 66, 76, 88, 24, 88, 10, 66, 16, 40], m],
        ["line", 18, 38, 82, 38, 4, a], ["line", 12, 58, 88, 58, 4, a], ["line", 16, 76, 84, 76, 4, a],
        ["circle", 50, 74, 8, d], ["line", 50, 8, 50, 20, 4, d],
    ]


MOTIFS = {
    "cat-face": _cat_face, "cat-sit": _cat_sit, "paw": _paw, "cat-tail": _cat_tail,
    "dumpling": _dumpling, "bowl": _bowl, "skewer": _skewer, "cake": _cake, "cup": _cup,
    "fish": _fish, "bun": _bun, "egg": _egg, "noodles": _noodles, "crab": _crab, "peach": _peach,
    "house": _house, "pagoda": _pagoda, "tower": _tower, "bridge": _bridge, "gate": _gate,
    "lighthouse": _lighthouse, "lantern": _lantern, "boat": _boat, "mountain": _mountain,
    "tree": _tree, "umbrella": _umbrella, "kite": _kite, "bell": _bell, "fan": _fan, "tram": _tram,
    "pear": _pear, "yam": _yam, "hotpot": _hotpot, "cabin": _cabin, "sled": _sled, "ice-lantern": _ice_lantern,
    "mitten": _mitten, "pine": _pine, "castle": _castle, "snowman": _snowman, "skate": _skate,
    "cat-curl": _cat_curl, "flatbread": _flatbread, "grapes": _grapes, "melon": _melon,
    "dome-house": _dome_house, "rug": _rug, "ewer": _ewer, "camel": _camel, "crescent-pool": _crescent_pool,
    "flower-cake": _flower_cake, "strawberry": _strawberry, "teapot": _teapot, "waterwheel": _waterwheel,
    "windmill": _windmill, "bicycle": _bicycle, "butterfly": _butterfly, "beehive": _beehive,
}


def recipe(art) -> list[list]:
    """The primitives of an ``Art`` (or a dict with motif and colors), colours substituted."""
    motif = art["motif"] if isinstance(art, dict) else art.motif
    colors = art["colors"] if isinstance(art, dict) else art.colors
    return MOTIFS[motif](*colors)

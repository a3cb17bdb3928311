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


MOTIFS = {
    "cat-face": _cat_face, "cat-sit": _cat_sit, "paw": _paw, "cat-tail": _cat_tail,
    "dumpling": _dumpling, "bowl": _bowl, "skewer": _skewer, "cake": _cake, "cup": _cup,
    "fish": _fish, "bun": _bun, "egg": _egg, "noodles": _noodles, "crab": _crab, "peach": _peach,
    "house": _house, "pagoda": _pagoda, "tower": _tower, "bridge": _bridge, "gate": _gate,
    "lighthouse": _lighthouse, "lantern": _lantern, "boat": _boat, "mountain": _mountain,
    "tree": _tree, "umbrella": _umbrella, "kite": _kite, "bell": _bell, "fan": _fan, "tram": _tram,
}


def recipe(art) -> list[list]:
    """The primitives of an ``Art`` (or a dict with motif and colors), colours substituted."""
    motif = art["motif"] if isinstance(art, dict) else art.motif
    colors = art["colors"] if isinstance(art, dict) else art.colors
    return MOTIFS[motif](*colors)

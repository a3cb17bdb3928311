"""One generator attempt: knobs + seed -> a board (seed 004 §8.3 steps 1-5, §9, §10.1, §11).

This is the portable part of the generator: the daily board is built on the device by a
GDScript port of exactly this file (docs/city-cat-catch-runtime.md §8 lists every draw), so
it uses integers only and draws everything from one ``SeededRng(f"{seed}:{attempt}")``
(``seed`` the unsigned decimal of the board's 64-bit seed) in this order:

1. ``pick_elements``: the featured elements, then one of each category in manifest order
   (weighted by salience), then the rest by salience without replacement;
2. ``layout``: per layer above the first, one ``choice`` of its anchor offset; then the
   layer's anchors drawn by weight without replacement; then, for each chosen anchor in
   anchor order, the x jitter, the y jitter and the tilt;
3. ``deal_kinds``: one ``shuffle`` of the positions, one of the first triples, one of the
   other triples, then one ``choice`` per piece dealt.

Sorting is always by integer keys with ties kept in list order (a stable sort), and every
weighted draw is ``_weighted``: ``x = below(total)``, then the first item whose running
weight exceeds x.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...common.rng import SeededRng
from . import geometry as geo
from . import spreading
from .board import Board
from .content import DENSITY_ORDER, WINDOWS, CityManifest, layer_sizes


@dataclass(frozen=True)
class Knobs:
    """The generator's knobs in the order of seed §16: density (an index in DENSITY_ORDER),
    layers, elements (elementCount), shift (the layer distribution: SHIFT_STEP percent steps
    moved from the bottom layer's share to the top layer's, content.layer_sizes) and spread (an
    index in WINDOWS: a triple is dealt among the first WINDOWS[spread] free positions)."""

    density: int
    layers: int
    elements: int
    shift: int
    spread: int

    def describe(self) -> dict:
        return {"density": DENSITY_ORDER[self.density], "layers": self.layers, "elementCount": self.elements,
                "shift": self.shift, "spread": WINDOWS[self.spread]}

    @classmethod
    def from_record(cls, m: dict) -> "Knobs | None":
        """The knobs a board's metrics record (``describe``'s keys), or None."""
        try:
            return cls(DENSITY_ORDER.index(m["density"]), int(m["layers"]), int(m["elementCount"]),
                       int(m["shift"]), WINDOWS.index(m["spread"]))
        except (KeyError, ValueError, TypeError):
            return None


def _weighted(rng: SeededRng, items: list, weights: list[int]):
    """One item, with probability proportional to its (positive integer) weight."""
    x = rng.below(sum(weights))
    for item, w in zip(items, weights):
        if x < w:
            return item
        x -= w
    raise AssertionError("unreachable")


def pick_elements(rng: SeededRng, city: CityManifest, featured: list[str], pool: list[str], count: int) -> list[str]:
    """``count`` element ids from ``pool`` (ids of the city, in manifest order): the featured
    ones first, then one per category (seed §9.2: cover the categories), then by salience."""
    info = {e.id: (e.category, e.salience) for e in city.elements}
    chosen = [e for e in featured if e in pool][:count]
    left = [e for e in pool if e not in chosen]
    for cat in city.categories:
        if len(chosen) >= count:
            break
        if any(info[c][0] == cat.id for c in chosen):
            continue
        options = [e for e in left if info[e][0] == cat.id]
        if options:
            e = _weighted(rng, options, [info[o][1] for o in options])
            chosen.append(e)
            left.remove(e)
    while len(chosen) < count and left:
        e = _weighted(rng, left, [info[o][1] for o in left])
        chosen.append(e)
        left.remove(e)
    return chosen


def grid_origin(columns: int, rows: int) -> tuple[int, int]:
    x0 = (geo.STAGE_W - columns * geo.SPACING) // 2
    y0 = geo.STACK_ZONE[0] + (geo.STACK_ZONE[1] - geo.STACK_ZONE[0] - rows * geo.SPACING) // 2
    return x0, y0


def layout(rng: SeededRng, columns: int, rows: int, sizes: list[int]) -> list[tuple[int, int, int, int]]:
    """(layer, x, y, rotation) of every position, bottom layer first (seed §5.1, §11.1).

    Layer 1 sits on the anchor grid; every higher layer on the grid moved by an offset
    ``(dx, dy)``, dx and dy from ``geo.LAYER_OFFSETS``, that differs from the offset of every
    layer below (one ``choice`` among the offsets not used yet, in ``geo.layer_offsets()``
    order). Anchors (row by row) are weighted ``2 + central + 6 * support`` (support: how
    many placed lower pieces a piece there would cover; layer 1 has no support term) and
    drawn without replacement among the supported ones (all of them on layer 1, or when
    too few are supported). Each chosen anchor, in anchor order, draws its x and y jitter
    (``below(2 * JITTER + 1) - JITTER``) and its tilt (``below(7) - 3``)."""
    x0, y0 = grid_origin(columns, rows)
    margin = (geo.SPACING - geo.PIECE) // 2
    offsets = geo.layer_offsets()
    used = [(0, 0)]
    placed = geo.BoxIndex()
    out = []
    for layer, count in enumerate(sizes, start=1):
        if layer == 1:
            dx, dy = 0, 0
        else:
            dx, dy = rng.choice([o for o in offsets if o not in used])
            used.append((dx, dy))
        anchors, weights = [], []
        for r in range(rows):
            for c in range(columns):
                x = x0 + c * geo.SPACING + margin + dx
                y = y0 + r * geo.SPACING + margin + dy
                central = (columns - 1 - abs(2 * c - columns + 1)) + (rows - 1 - abs(2 * r - rows + 1))
                support = placed.count_covered((layer, x, y, geo.PIECE, geo.PIECE)) if layer > 1 else 0
                anchors.append((x, y, support))
                weights.append(2 + central + 6 * support)
        supported = [i for i, a in enumerate(anchors) if a[2] > 0 or layer == 1]
        pool = supported if len(supported) >= count else list(range(len(anchors)))
        chosen = []
        for _ in range(count):
            i = _weighted(rng, pool, [weights[j] for j in pool])
            pool.remove(i)
            chosen.append(i)
        for i in sorted(chosen):
            x, y, _ = anchors[i]
            x += rng.below(2 * geo.JITTER + 1) - geo.JITTER
            y += rng.below(2 * geo.JITTER + 1) - geo.JITTER
            rot = rng.below(7) - 3
            out.append((layer, x, y, rot))
        for layer_, x, y, _ in out[len(out) - count:]:
            placed.add((layer_, x, y, geo.PIECE, geo.PIECE))
    return out


def deal_kinds(rng: SeededRng, boxes, depth: list[int], triples: list[str], spread: int,
               plain: bool = False) -> list[str]:
    """The element of every position (seed §11.2). Positions are ordered shallow to deep (one
    shuffle, then a stable sort by depth); the first triple of every element is dealt before
    any second one, each group in a shuffled order. A triple's pieces go one by one to a
    ``choice`` among the first ``WINDOWS[spread]`` free positions that ``spreading.allowed``
    lets the element take (never three of it on one layer within 88 px; its first triple
    ends with a piece near the first screen; a near position is not spent on an element that
    already has one while other elements still need it); when none of those qualifies, to the
    first free position further on that does, else to the first free position.

    ``plain`` (the daily's last resort): every triple takes the first three free positions,
    no draw, no spreading; then the shallow-to-deep order clears the board with at most two
    pieces in the tray, so it is clearable by construction."""
    n = len(boxes)
    order = list(range(n))
    rng.shuffle(order)
    order.sort(key=lambda p: depth[p])  # stable: the shuffle breaks ties
    firsts: list = []
    rest: list = []
    seen: set = set()
    for element in triples:
        (rest if element in seen else firsts).append(element)
        seen.add(element)
    rng.shuffle(firsts)
    rng.shuffle(rest)
    window = WINDOWS[spread]
    deal = spreading.Deal(boxes, depth, set(firsts))
    kinds: list[str | None] = [None] * n
    free = order
    for t, element in enumerate(firsts + rest):
        first_triple = t < len(firsts)
        for _ in range(3):
            options = [] if plain else [p for p in free[:window] if deal.allowed(element, p, first_triple)]
            if plain:
                pick = free[0]
            elif options:
                pick = rng.choice(options)
            else:
                pick = next((p for p in free[window:] if deal.allowed(element, p, first_triple)), free[0])
            free.remove(pick)
            deal.take(element, pick)
            kinds[pick] = element
    return kinds  # type: ignore[return-value]


@dataclass
class Candidate:
    board: Board
    pieces: list[dict]
    knobs: Knobs
    attempt: int
    elements: list[str]


def piece_total(knobs: Knobs, per: list[int]) -> int:
    """Pieces of a board with ``knobs.elements`` elements; element i has ``per[i]`` pieces
    (the last value repeats when retuning adds elements)."""
    return sum(per[min(i, len(per) - 1)] for i in range(knobs.elements))


def build_attempt(city: CityManifest, spec, seed: int, attempt: int, knobs: Knobs, level_id: str,
                  pool: list[str] | None = None, plain: bool = False) -> Candidate:
    """Attempt ``attempt`` at a board of ``spec`` (a LevelPreset or a DailySpec: its
    piecesPerElement, tools, grid and featured elements) with ``knobs``; ``plain``: see
    ``deal_kinds``."""
    rng = SeededRng(f"{seed}:{attempt}")
    pool = [e.id for e in city.elements] if pool is None else pool
    elements = pick_elements(rng, city, list(getattr(spec, "featured", [])), pool, knobs.elements)
    per = spec.pieces_per()
    per = [per[min(i, len(per) - 1)] for i in range(len(elements))]
    triples = [e for e, m in zip(elements, per) for _ in range(m // 3)]
    total = 3 * len(triples)
    sizes = layer_sizes(total, DENSITY_ORDER[knobs.density], knobs.layers, knobs.shift)
    positions = layout(rng, spec.grid.columns, spec.grid.rows, sizes)
    boxes = [(layer, x, y, geo.PIECE, geo.PIECE) for layer, x, y, _ in positions]
    shape = Board.build(level_id, seed, [str(i) for i in range(total)], ["?"] * total, boxes, {}, [])
    kinds = deal_kinds(rng, boxes, shape.depth(), triples, knobs.spread, plain)
    ids = [f"p{i + 1:03d}" for i in range(total)]
    lanes = geo.return_lanes(max(3, spec.tools.undo))
    board = shape.dealt(level_id, ids, kinds, spec.tools.as_dict(), lanes)
    pieces = [
        {"id": ids[i], "elementId": kinds[i], "layer": layer, "x": x, "y": y, "width": geo.PIECE,
         "height": geo.PIECE, "rotation": rot, "removed": False}
        for i, (layer, x, y, rot) in enumerate(positions)
    ]
    return Candidate(board, pieces, knobs, attempt, elements)

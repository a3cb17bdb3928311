"""The board generator (seed 004 §8-§12, §16): preset + seed -> a board that passes its gates.

Pipeline of one attempt (every draw from ``SeededRng(f"{seed}:{attempt}")``, integers only):

1. element pool (§9): the featured elements, then one element of each category (weighted by
   salience), then the rest by salience without replacement, up to ``elementCount``;
2. layer sizes (§10.1): the density's shares truncated to ``layers`` and renormalised, then
   ``shift`` twentieths moved from the bottom share to the top share; pieces per layer by
   largest remainder (ties to the upper layer), at least one each;
3. layout (§5.1, §11.1, §11.3): the anchor grid (``columns x rows``, pitch 80, centred in the
   stack zone, so it never meets the title, lanes, tray or buttons); layer 1 unshifted, each
   higher layer shifted by a (dx, dy) from {-40, -20, 0, 20, 40}^2 other than the layer
   below's; anchors drawn without replacement, weighted towards the centre and, above layer 1,
   by how many lower pieces they would cover (unsupported anchors only when needed); each piece
   jittered by up to 4 in x and y (so one layer never overlaps itself) and tilted -3..3 degrees;
4. kinds (§11.2): see ``deal_kinds``: positions shallow to deep, each element's first triple
   dealt before any second one (so every element shows near the first screen and none is
   buried whole), each triple within a window of ``WINDOWS[spread]`` positions, never three on
   one layer within one anchor pitch;
5. the overlap graph, the §10.2 checks (``initialClickableRatio``, pairs and triples in sight),
   the exact solver (clearable without tools), the policies (§13) against the level's §15.1 band.

A missed check is a failure naming the metric and its band; after every ``RETRIES_PER_STEP``
failures in one direction the knobs move one step in the order of §16 (too hard: density down,
layers down, fewer elements, shares moved to the top, easier dispersion; too easy: the same
order, the other way). After ``MAX_ATTEMPTS`` failures ``GenerateError`` names the preset and
the metric that missed its band. Everything is deterministic, so the same seed gives a
byte-identical board.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ...common.rng import SeededRng
from . import geometry as geo
from .board import Board
from .content import DENSITIES, DENSITY_ORDER, CityManifest, LevelPreset
from .policies import batch
from .solver import Solver

MAX_ATTEMPTS = 50
RETRIES_PER_STEP = 3
RUNS = 1000

# seed 004 §15.1: level -> (toolFreePassRate min, max, toolAssistPassRate min, initialClickableRatio min)
GATES = {
    1: (0.95, 1.0, 1.00, 0.38),
    2: (0.90, 1.0, 0.98, 0.35),
    3: (0.80, 1.0, 0.92, 0.33),
    4: (0.70, 1.0, 0.88, 0.32),
    5: (0.60, 1.0, 0.82, 0.30),
    6: (0.50, 0.60, 0.75, 0.30),
}


def gate(level_id: int) -> tuple[float, float, float, float]:
    return GATES[min(max(level_id, 1), 6)]


class GenerateError(Exception):
    def __init__(self, preset: str, metric: str, detail: str):
        self.preset, self.metric, self.detail = preset, metric, detail
        super().__init__(f"{preset}: no board in {MAX_ATTEMPTS} attempts; last miss: {metric} {detail}")


@dataclass(frozen=True)
class Knobs:
    density: int  # index in DENSITY_ORDER
    layers: int
    elements: int
    shift: int  # twentieths moved from the bottom layer's share to the top's
    spread: int  # index in WINDOWS: how far apart in depth one triple may be dealt

    def describe(self) -> dict:
        return {"density": DENSITY_ORDER[self.density], "layers": self.layers, "elementCount": self.elements,
                "shift": self.shift, "spread": WINDOWS[self.spread]}


def knobs_of(preset: LevelPreset) -> Knobs:
    return Knobs(DENSITY_ORDER.index(preset.density), preset.layers, preset.elementCount, 0, 1)


def _total(k: Knobs, preset: LevelPreset) -> int:
    per = preset.pieces_per()
    return sum(per[min(i, len(per) - 1)] for i in range(k.elements))


def _fits(k: Knobs, preset: LevelPreset) -> bool:
    """Every layer fits the anchor grid."""
    sizes = layer_sizes(_total(k, preset), DENSITY_ORDER[k.density], k.layers, k.shift)
    return max(sizes) <= preset.grid.columns * preset.grid.rows and _total(k, preset) <= 240


def _step(k: Knobs, preset: LevelPreset, options, fine: bool) -> Knobs | None:
    for cond, moved in options[3:] if fine else options:
        if cond and _fits(moved, preset):
            return moved
    return None


def _easier(k: Knobs, preset: LevelPreset, fine: bool = False) -> Knobs | None:
    """One step easier, in the order of seed §16."""
    lower = k.density - 1
    return _step(k, preset, [
        (lower >= 0 and k.layers <= len(DENSITIES[DENSITY_ORDER[max(lower, 0)]]), replace(k, density=max(lower, 0))),
        (k.layers > 1, replace(k, layers=k.layers - 1)),
        (k.elements > 3, replace(k, elements=k.elements - 1)),
        (k.shift < 4, replace(k, shift=k.shift + 1)),
        (k.spread > 0, replace(k, spread=k.spread - 1)),
    ], fine)


def _harder(k: Knobs, preset: LevelPreset, city: CityManifest, fine: bool = False) -> Knobs | None:
    """One step harder, the same order the other way."""
    higher = min(k.density + 1, len(DENSITY_ORDER) - 1)
    return _step(k, preset, [
        (k.density < len(DENSITY_ORDER) - 1, replace(k, density=higher)),
        (k.layers < len(DENSITIES[DENSITY_ORDER[k.density]]), replace(k, layers=k.layers + 1)),
        (k.elements < len(city.elements), replace(k, elements=k.elements + 1)),
        (k.shift > -4, replace(k, shift=k.shift - 1)),
        (k.spread < len(WINDOWS) - 1, replace(k, spread=k.spread + 1)),
    ], fine)


# --- the steps -----------------------------------------------------------------------------------
def pick_elements(rng: SeededRng, city: CityManifest, preset: LevelPreset, count: int) -> list[str]:
    chosen = [e for e in preset.featured][:count]
    pool = [e for e in city.elements if e.id not in chosen]
    for cat in city.categories:
        if len(chosen) >= count:
            break
        if any(city.element(c).category == cat.id for c in chosen):
            continue
        options = [e for e in pool if e.category == cat.id]
        if options:
            e = _weighted(rng, options, [o.salience for o in options])
            chosen.append(e.id)
            pool.remove(e)
    while len(chosen) < count and pool:
        e = _weighted(rng, pool, [o.salience for o in pool])
        chosen.append(e.id)
        pool.remove(e)
    return chosen


def _weighted(rng: SeededRng, items: list, weights: list[int]):
    total = sum(weights)
    x = rng.below(total)
    for item, w in zip(items, weights):
        if x < w:
            return item
        x -= w
    raise AssertionError("unreachable")


def layer_sizes(total: int, density: str, layers: int, shift: int = 0) -> list[int]:
    """Pieces per layer, bottom first (shares in whole percent, integer arithmetic)."""
    shares = [round(s * 100) for s in DENSITIES[density][:layers]]  # percent, exact
    if layers > 1 and shift:
        move = max(-shares[-1] + 5, min(shares[0] - 5, 5 * shift))
        shares[0] -= move
        shares[-1] += move
    whole = sum(shares)
    raw = [total * s for s in shares]
    sizes = [r // whole for r in raw]
    rest = total - sum(sizes)
    order = sorted(range(layers), key=lambda i: (-(raw[i] % whole), -i))
    for i in order[:rest]:
        sizes[i] += 1
    for i in range(layers):  # at least one piece a layer
        if sizes[i] == 0:
            j = max(range(layers), key=lambda t: sizes[t])
            sizes[j] -= 1
            sizes[i] = 1
    return sizes


def grid_origin(columns: int, rows: int) -> tuple[int, int]:
    x0 = (geo.STAGE_W - columns * geo.SPACING) // 2
    y0 = geo.STACK_ZONE[0] + (geo.STACK_ZONE[1] - geo.STACK_ZONE[0] - rows * geo.SPACING) // 2
    return x0, y0


def layout(rng: SeededRng, columns: int, rows: int, sizes: list[int]) -> list[tuple[int, int, int, int]]:
    """(layer, x, y, rotation) of every position, bottom layer first."""
    x0, y0 = grid_origin(columns, rows)
    margin = (geo.SPACING - geo.PIECE) // 2
    shifts = [(dx, dy) for dy in geo.LAYER_SHIFTS for dx in geo.LAYER_SHIFTS]
    placed: list[tuple[int, int, int, int, int]] = []
    out = []
    prev = (0, 0)
    for layer, count in enumerate(sizes, start=1):
        if layer == 1:
            shift = (0, 0)
        else:
            shift = rng.choice([s for s in shifts if s != prev])
        prev = shift
        anchors, weights = [], []
        for r in range(rows):
            for c in range(columns):
                x = x0 + c * geo.SPACING + margin + shift[0]
                y = y0 + r * geo.SPACING + margin + shift[1]
                central = (columns - 1 - abs(2 * c - columns + 1)) + (rows - 1 - abs(2 * r - rows + 1))
                support = sum(1 for b in placed if geo.covers((layer, x, y, geo.PIECE, geo.PIECE), b))
                anchors.append((x, y, support))
                weights.append(2 + central + (6 * support if layer > 1 else 0))
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
            placed.append((layer, x, y, geo.PIECE, geo.PIECE))
    return out


def _clustered(a, b, c) -> bool:
    if not (a[0] == b[0] == c[0]):
        return False
    xs, ys = (a[1], b[1], c[1]), (a[2], b[2], c[2])
    return max(xs) - min(xs) <= geo.SPACING + 2 * geo.JITTER and max(ys) - min(ys) <= geo.SPACING + 2 * geo.JITTER


WINDOWS = (3, 5, 8, 12, 18, 27, 40)  # dispersion steps: the deal window, in positions


def deal_kinds(rng: SeededRng, positions, depth: list[int], triples: list[str], spread: int) -> list[str]:
    """The element of every position (§11.2). Positions are ordered shallow to deep (depth,
    then a shuffle); triples are dealt in order, each to three positions drawn from the first
    ``WINDOWS[spread]`` free ones, never three on one layer within one anchor pitch. Each
    element's first triple comes before every second triple, so every element has a piece
    near the first screen and none is buried whole."""
    n = len(positions)
    order = list(range(n))
    rng.shuffle(order)
    order.sort(key=lambda p: depth[p])  # stable: the shuffle breaks ties
    firsts, rest, seen = [], [], set()
    for element in triples:
        (rest if element in seen else firsts).append(element)
        seen.add(element)
    rng.shuffle(firsts)
    rng.shuffle(rest)
    window = WINDOWS[spread]
    kinds: list[str | None] = [None] * n
    free = order
    for element in firsts + rest:
        got: list[int] = []
        while len(got) < 3:
            span = free[:window]
            options = [p for p in span if len(got) < 2 or not _clustered(
                positions[got[0]], positions[got[1]], positions[p])]
            pick = rng.choice(options) if options else span[0]
            free.remove(pick)
            got.append(pick)
        for p in got:
            kinds[p] = element
    return kinds  # type: ignore[return-value]


@dataclass
class Candidate:
    board: Board
    pieces: list[dict]
    knobs: Knobs
    attempt: int


def build_attempt(city: CityManifest, preset: LevelPreset, seed: int, attempt: int, knobs: Knobs, level_id: str) -> Candidate:
    rng = SeededRng(f"{seed}:{attempt}")
    elements = pick_elements(rng, city, preset, knobs.elements)
    per = preset.pieces_per()
    if len(per) != len(elements):  # elementCount moved by retuning: keep the preset's size
        per = [per[min(i, len(per) - 1)] for i in range(len(elements))]
    triples = [e for e, m in zip(elements, per) for _ in range(m // 3)]
    total = 3 * len(triples)
    sizes = layer_sizes(total, DENSITY_ORDER[knobs.density], knobs.layers, knobs.shift)
    positions = layout(rng, preset.grid.columns, preset.grid.rows, sizes)
    boxes = [(layer, x, y, geo.PIECE, geo.PIECE) for layer, x, y, _ in positions]
    shape = Board.build(level_id, seed, [str(i) for i in range(total)], ["?"] * total, boxes, {}, [])
    kinds = deal_kinds(rng, positions, shape.depth(), triples, knobs.spread)
    ids = [f"p{i + 1:03d}" for i in range(total)]
    lanes = geo.return_lanes(max(3, preset.tools.undo))
    board = Board.build(level_id, seed, ids, kinds, boxes, preset.tools.as_dict(), lanes)
    pieces = [
        {"id": ids[i], "elementId": kinds[i], "layer": layer, "x": x, "y": y, "width": geo.PIECE,
         "height": geo.PIECE, "rotation": rot, "removed": False}
        for i, (layer, x, y, rot) in enumerate(positions)
    ]
    return Candidate(board, pieces, knobs, attempt)


# --- checks -------------------------------------------------------------------------------------
def sight_metrics(board: Board) -> dict:
    click = board.initial_clickable()
    counts: dict[str, int] = {}
    for i in click:
        counts[board.kinds[i]] = counts.get(board.kinds[i], 0) + 1
    return {
        "initialClickableRatio": len(click) / board.n,
        "pairsInSight": sum(1 for c in counts.values() if c >= 2),
        "triplesInSight": sum(1 for c in counts.values() if c >= 3),
    }


AIM_MARGIN = 0.12


def band(level_id: int, target: float | None = None) -> tuple[float, float]:
    """The toolFreePassRate band: §15.1's, its top lowered to the preset's targetPassRate + 0.12
    (never closer than 0.10 to the bottom) so that the six levels of a city get harder in turn."""
    lo, hi, _, _ = gate(level_id)
    if target is not None:
        hi = min(hi, max(lo + 0.10, target + AIM_MARGIN))
    return lo, hi


def evaluate(board: Board, level_id: int, runs: int = RUNS, fatal: bool = True,
             full: bool = False, target: float | None = None) -> tuple[dict, list[tuple[str, str, str]]]:
    """(metrics, misses): the board's metrics and each gate it misses as (metric, detail,
    direction), direction "hard" or "easy". Stops at the first stage that misses unless
    ``full`` (stages: sight, the exact solver, the tool-free batch, the rest)."""
    _, _, assist_lo, click_lo = gate(level_id)
    lo, hi = band(level_id, target)
    misses = []
    m = sight_metrics(board)
    if m["initialClickableRatio"] < max(click_lo, 0.30):
        misses.append(("initialClickableRatio", f"{m['initialClickableRatio']:.3f} < {max(click_lo, 0.30):.2f}", "hard"))
    if m["pairsInSight"] < 2:
        misses.append(("pairsInSight", f"{m['pairsInSight']} < 2", "hard"))
    if level_id == 1 and m["triplesInSight"] < 1:
        misses.append(("triplesInSight", "0 < 1", "hard"))
    solver = Solver.for_board(board)
    witness = solver.solve()
    m["provedClearable"] = witness is not None
    if witness is None:
        misses.append(("provedClearable", "the exact solver proved the board cannot be cleared without tools", "hard"))
    if misses and not full or witness is None:
        return m, misses
    b = batch(board, runs, assist=False)
    if b.tool_free < lo:
        misses.append(("toolFreePassRate", f"{b.tool_free:.3f} below the band [{lo:.2f}, {hi:.2f}]", "hard"))
    elif b.tool_free > hi:
        misses.append(("toolFreePassRate", f"{b.tool_free:.3f} above the band [{lo:.2f}, {hi:.2f}]", "easy"))
    if misses and not full:
        m["toolFreePassRate"] = b.tool_free
        return m, misses
    b = batch(board, runs)
    m.update(b.as_dict())
    if b.tool_assist < assist_lo:
        misses.append(("toolAssistPassRate", f"{b.tool_assist:.3f} < {assist_lo:.2f}", "hard"))
    # openingStability: lost tool-free runs already dead after their first 5 picks
    dead = 0
    cache: dict[frozenset, bool] = {}
    for first in b.firsts:
        key = frozenset(first)
        if key not in cache:
            cache[key] = not solver.solvable(sorted(key))
        dead += cache[key]
    m["openingStability"] = round(dead / (3 * runs), 4)
    if fatal:
        legal = bad = 0
        for seq in b.sequences:
            lg, ft, _ = solver.fatal_scan(seq)
            legal += lg
            bad += ft
        m["fatalClickRate"] = round(bad / legal, 4) if legal else 0.0
    m["witness"] = witness
    return m, misses


@dataclass
class Generated:
    level: dict  # the board-file level object
    board: Board
    metrics: dict
    attempts: int


def generate_board(city: CityManifest, preset: LevelPreset, seed: int, board_id: str, seed_text: str | None = None,
                   runs: int = RUNS) -> Generated:
    knobs = knobs_of(preset)
    streak_dir, streak = None, 0
    previous_dir, fine = None, False
    last = ("none", "")
    for attempt in range(MAX_ATTEMPTS):
        cand = build_attempt(city, preset, seed, attempt, knobs, board_id)
        metrics, misses = evaluate(cand.board, preset.levelId, runs, target=preset.targetPassRate)
        if not misses:
            witness = metrics.pop("witness")
            level = {
                "id": board_id, "cityId": city.cityId, "levelId": preset.levelId, "revision": preset.revision,
                "seed": str(seed),
            }
            if seed_text is not None:
                level["seedText"] = seed_text
            level["tools"] = preset.tools.as_dict()
            level["returnLanes"] = [list(x) for x in cand.board.lanes]
            level["pieces"] = cand.pieces
            info = {"attempt": attempt + 1, **knobs.describe(), "totalPieces": cand.board.n}
            info.update({k: (round(v, 4) if isinstance(v, float) else v) for k, v in metrics.items()})
            info["witnessLength"] = len(witness)
            level["metrics"] = info
            return Generated(level, cand.board, info, attempt + 1)
        metric, detail, direction = misses[0]
        last = (metric, detail)
        if direction == streak_dir:
            streak += 1
        else:
            streak_dir, streak = direction, 1
        if previous_dir is not None and direction != previous_dir:
            fine = True  # overshot once: from now on only the fine knobs move
        previous_dir = direction
        if streak >= RETRIES_PER_STEP:
            moved = _easier(knobs, preset, fine) if direction == "hard" else _harder(knobs, preset, city, fine)
            if moved is not None:
                knobs = moved
            streak = 0
    raise GenerateError(f"{city.cityId} preset {preset.levelId} (revision {preset.revision})", last[0], last[1])

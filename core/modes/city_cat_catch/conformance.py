"""Session vectors of City Cat Catch (format 2, docs/architecture.md; docs/city-cat-catch-runtime.md
§7): levels plus move lists with what the Python session and mid-end answer, and extra keys
the GDScript port checks on their own:

- ``overlapGraphs``: for every level, the expected edges ``[a, b]`` (a covers b, piece
  indices) and the initially clickable pieces;
- ``overlapPairs``: boxes ``[layer, x, y, w, h]`` pairs near the rule's thresholds (a fifth of
  the area, the central region's edges, equal layers) with the expected answer;
- ``shuffles``: element lists before and after the k-th shuffle of a board seed;
- ``seeds``: seed texts (levels and daily boards) with their 64-bit seeds, as decimal strings;
- ``dailies``: the daily board of every city on DAILY_DAYS dates from DAILY_FROM and on the
  EDGE_DATES: ``{"date", "cityId", "seedText", "seed", "attempt", "nodes", "hash"}``, hash =
  fnv1a64 of ``daily.canonical_text`` of the board (decimal); ``dailyBoards``: the whole baked
  boards of FULL_DATES, every city;
- ``solverCases``: SOLVER_CASES positions for the exact solver, each ``{"kinds", "edges"
  (flat [a, b, …], a covers b), "tray" (residue per kind), "picked", "verdict" (clearable
  without tools), "nodes" (expanded positions of the search from a fresh memo), "budgeted"
  (solve_within(daily.PROOF_BUDGET): 1, 0 or -1)}``: daily attempts with random picks made,
  and boards of every city's presets; none needs more than SOLVER_NODE_CAP nodes.

Cases: each level cleared along its witness; random plays (taps on clickable, bypass, covered
and gone pieces, every tool, restarts, the mid-end's undo/redo, malformed moves) on the shipped
boards and on small random boards from the generator's layout and deal (no gates).
"""
from __future__ import annotations

import datetime as _dt

from ...common.midend import MidEnd
from ...common.rng import SeededRng, fnv1a64
from ..base import PackFile
from . import geometry as geo
from .bake import bake_level
from .board import Board, BoardLevel
from .attempt import Knobs, build_attempt
from .content import load_cities
from .daily import PROOF_BUDGET, canonical_text, daily_board
from .rules import BYPASS, TOOLS, shuffle_seed
from .seeds import daily_seed_text, level_seed_text, seed_of_text
from .session import Session
from .solver import Solver, available, tray_size

RANDOM_BOARDS = 36
DAILY_FROM = "2026-12-01"
DAILY_DAYS = 730
EDGE_DATES = ("2000-01-01", "2000-02-29", "2024-02-29", "2031-06-15", "2038-01-19", "2100-03-01", "9999-12-31")
FULL_DATES = ("2026-12-01", "2031-06-15", "9999-12-31")
SOLVER_CASES = 2000
SOLVER_NODE_CAP = 20000
MALFORMED: tuple = (
    {"op": "tap"}, {"op": "tap", "piece": 17}, {"op": "tap", "piece": None}, {"op": "tap", "piece": ["p001"]},
    {"op": "tap", "piece": "p001", "extra": 1}, {"op": "tool"}, {"op": "tool", "tool": "hammer"},
    {"op": "tool", "tool": 1}, {"op": "press", "cell": 0}, {"piece": "p001"}, "tap", [], None,
    {"op": "TAP", "piece": "p001"}, {"op": "tool", "tool": "Undo"}, {"op": "tap", "piece": "p999"},
    {"op": "tap", "piece": ""}, {"op": True},
)


def _step(midend: MidEnd, move) -> dict:
    return {"move": move, "expect": midend.observe(midend.apply(move))}


def _witness_case(level: dict) -> list[dict]:
    midend = MidEnd(Session(level))
    steps = [_step(midend, {"op": "tap", "piece": pid}) for pid in level["witness"]]
    steps.append(_step(midend, {"op": "tap", "piece": level["pieces"][0]["id"]}))  # won: ignored
    steps.append(_step(midend, {"op": "undo"}))
    return steps


def _random_move(rng: SeededRng, session: Session):
    rt = session.rt
    ids = session.board.ids
    roll = rng.below(100)
    if rt.status == "lost" and roll < 60:
        return {"op": "tool", "tool": rng.choice(("undo", "remove", "shuffle"))}
    if rt.status == "lost" and roll < 80:
        return {"op": "restart"}
    if roll < 52:
        live = [i for i in range(len(ids)) if rt.clickable(i) or rt.where[i] == BYPASS]
        if live:
            return {"op": "tap", "piece": ids[rng.choice(live)]}
    if roll < 62:
        dead = [i for i in range(len(ids)) if not rt.clickable(i) and rt.where[i] != BYPASS]
        if dead:
            return {"op": "tap", "piece": ids[rng.choice(dead)]}
    if roll < 76:
        return {"op": "tool", "tool": rng.choice(TOOLS)}
    if roll < 80:
        return {"op": "restart"}
    if roll < 86:
        return {"op": rng.choice(("undo", "redo"))}
    if roll < 94:
        return rng.choice(MALFORMED)
    live = [i for i in range(len(ids)) if rt.clickable(i)]
    return {"op": "tap", "piece": ids[rng.choice(live)] if live else ids[0]}


def _random_case(rng: SeededRng, level: dict, length: int) -> list[dict]:
    session = Session(level)
    midend = MidEnd(session)
    steps = []
    for _ in range(length):
        steps.append(_step(midend, _random_move(rng, session)))
        if midend.session.status() == "won":
            steps.append(_step(midend, {"op": "tool", "tool": "undo"}))
            break
    return steps


def random_board(rng: SeededRng, index: int) -> dict:
    """A small board from the generator's layout and deal (no gates), baked; clearable."""
    cities = load_cities()
    while True:
        city = rng.choice(cities)
        preset = city.preset(1 + rng.below(3))
        assert preset is not None  # every city has presets 1 to 6
        elements = 2 + rng.below(6)
        per = 3 * (1 + rng.below(2))
        tools = {"undo": rng.below(4), "remove": rng.below(3), "shuffle": rng.below(4)}
        preset = preset.model_copy(update={
            "elementCount": elements, "piecesPerElement": per, "tools": preset.tools.model_copy(update=tools),
            "featured": []})
        layers = 1 + rng.below(3)
        knobs = Knobs(rng.below(2), layers, elements, rng.below(3) - 1, rng.below(5))
        seed = rng.next_u64()
        preset = preset.model_copy(update={"grid": preset.grid.model_copy(update={"columns": 8, "rows": 9})})
        cand = build_attempt(city, preset, seed, 0, knobs, f"random-{index}")
        level = BoardLevel.model_validate({
            "id": f"random-{index}", "cityId": city.cityId, "levelId": preset.levelId, "revision": 1,
            "seed": str(seed), "tools": tools, "returnLanes": [list(x) for x in cand.board.lanes],
            "pieces": cand.pieces,
        })
        try:
            return bake_level(level)
        except Exception:  # not clearable: draw another
            continue


def overlap_pairs(rng: SeededRng, count: int = 1500) -> list[dict]:
    out: list = []
    while len(out) < count:
        bw, bh = 24 + rng.below(137), 24 + rng.below(137)
        aw, ah = 24 + rng.below(137), 24 + rng.below(137)
        b = [1 + rng.below(3), 200, 300, bw, bh]
        mode = rng.below(4)
        if mode == 0:  # anywhere they may meet
            ax, ay = 200 - aw + rng.below(aw + bw), 300 - ah + rng.below(ah + bh)
        elif mode == 1:  # overlap edge at the central region's edge (x), +-1
            ax = 200 + (bw + 3) // 4 - aw + rng.below(3) - 1 if rng.below(2) else 200 + (3 * bw) // 4 + rng.below(3) - 1
            ay = 300 - ah // 2 + rng.below(bh)
        elif mode == 2:  # overlap area near a fifth of B, sliding in y
            ax = 200
            iy_needed = -(-(bw * bh) // (5 * min(aw, bw)))
            ay = 300 + bh - iy_needed + rng.below(3) - 1
        else:  # same spot, layers decide
            ax, ay = 200 + rng.below(9) - 4, 300 + rng.below(9) - 4
        a = [b[0] + rng.below(3) - 1, ax, ay, aw, ah]
        out.append({"a": a, "b": b, "covers": geo.covers(tuple(a), tuple(b))})
    return out


def shuffle_vectors(rng: SeededRng) -> list[dict]:
    out = []
    for _ in range(60):
        seed = str(rng.next_u64())
        k = 1 + rng.below(4)
        before = [f"e{rng.below(12)}" for _ in range(rng.below(60))]
        after = list(before)
        SeededRng(shuffle_seed(seed, k)).shuffle(after)
        out.append({"seed": seed, "k": k, "text": shuffle_seed(seed, k), "before": before, "after": after})
    return out


def daily_dates(days: int = DAILY_DAYS) -> list[str]:
    first = _dt.date.fromisoformat(DAILY_FROM)
    return [(first + _dt.timedelta(days=d)).isoformat() for d in range(days)] + list(EDGE_DATES)


def daily_vectors(days: int = DAILY_DAYS) -> tuple[list[dict], list[dict]]:
    """(dailies, dailyBoards) of the module notes."""
    dailies, boards = [], []
    for date in daily_dates(days):
        for city in load_cities():
            made = daily_board(city, date)
            level = made.level
            dailies.append({"date": date, "cityId": city.cityId, "seedText": level["seedText"], "seed": level["seed"],
                            "attempt": made.attempt, "nodes": made.nodes,
                            "hash": str(fnv1a64(canonical_text(level)))})
            if date in FULL_DATES:
                boards.append(level)
    return dailies, boards


def _solver_case(kinds, covers, tray, picked) -> dict | None:
    nk = len(tray)
    solver = Solver(kinds, covers, tray, nk)
    verdict, nodes, _ = solver.solve_within(SOLVER_NODE_CAP, picked)
    if verdict < 0:
        return None
    budgeted = solver.solve_within(PROOF_BUDGET, picked)[0]
    return {"kinds": list(kinds), "edges": [x for a in range(len(kinds)) for b in covers[a] for x in (a, b)],
            "tray": list(tray), "picked": list(picked), "verdict": verdict == 1, "nodes": nodes, "budgeted": budgeted}


def _random_picks(rng: SeededRng, kinds, covers) -> list[int]:
    """A random number of random legal picks that never fill the tray; half of the plays
    prefer kinds not in the tray yet (towards dead ends)."""
    picked: list[int] = []
    zero = [0] * (max(kinds) + 1)
    scatter = rng.below(2)
    for _ in range(rng.below(len(kinds))):
        options = [i for i in available(kinds, covers, zero, picked) if tray_size(kinds, zero, picked + [i]) < 7]
        if scatter:
            held = {kinds[i] for i in picked}
            options = [i for i in options if kinds[i] not in held] or options
        if not options:
            break
        picked.append(options[rng.below(len(options))])
    return picked


def _random_position(rng: SeededRng):
    """(kinds, covers, tray) of a small random position: kinds in threes, a random cover
    DAG (edges from higher to lower index), random tray residues; searches of every size."""
    nk = 2 + rng.below(7)
    kinds = [k for k in range(nk) for _ in range(3 * (1 + rng.below(2)))][:27]
    kinds = kinds[:len(kinds) - len(kinds) % 3]
    rng.shuffle(kinds)
    density = rng.below(40)
    covers = [[b for b in range(a) if rng.below(100) < density] for a in range(len(kinds))]
    tray = [rng.below(3) if rng.below(4) == 0 else 0 for _ in range(nk)]
    return kinds, covers, tray


def solver_vectors(rng: SeededRng, count: int = SOLVER_CASES) -> list[dict]:
    """Positions for the solver port (module notes), three families in turn: daily attempts
    (the first three of a date, dropped ones too) and attempts at the cities' level presets
    with random knobs, each after ``_random_picks``; and small random positions, whose
    searches backtrack."""
    from .tuning import knobs_of, valid

    cities = load_cities()
    out: list[dict] = []
    dates = daily_dates(120)
    while len(out) < count:
        family = len(out) % 3
        city = cities[len(out) % len(cities)]
        if family == 2:
            kinds, covers, tray = _random_position(rng)
            picked: list[int] = []
        else:
            if family == 0:
                date = dates[rng.below(len(dates))]
                spec = city.daily_spec(date)
                cand = build_attempt(city, spec, seed_of_text(daily_seed_text(date, city.cityId, spec.generator)),
                                     rng.below(3), knobs_of(spec), "v", pool=list(spec.elements))
            else:
                preset = city.preset(1 + rng.below(6))
                assert preset is not None  # every city has presets 1 to 6
                preset = preset.model_copy(update={"piecesPerElement": 3 * (1 + rng.below(2))})
                knobs = Knobs(rng.below(4), 1 + rng.below(4), 3 + rng.below(10), rng.below(9) - 4, rng.below(7))
                if not valid(knobs, preset, city):
                    continue
                cand = build_attempt(city, preset, rng.next_u64(), 0, knobs, "v")
            _, kinds = cand.board.kind_index()
            covers = [list(c) for c in cand.board.covers]
            tray = [0] * (max(kinds) + 1)
            picked = _random_picks(rng, kinds, covers)
        case = _solver_case(kinds, covers, tray, picked)
        if case is not None:
            out.append(case)
    return out


def build_vectors(pack_files: list[PackFile], seed: int, cases_per_level: int) -> dict:
    rng = SeededRng(f"city-cat-catch-vectors:{seed}")
    levels = [bake_level(level) for pf in pack_files for level in pf.pack.levels]
    shipped = len(levels)
    for i in range(RANDOM_BOARDS):
        levels.append(random_board(rng, i + 1))
    shipped_random = max(2, cases_per_level // 8)
    small_random = max(4, (cases_per_level * 2) // 5)
    cases = []
    for index, level in enumerate(levels):
        cases.append({"level": index, "steps": _witness_case(level)})
        for _ in range(shipped_random if index < shipped else small_random):
            n = len(level["pieces"])
            length = 8 + rng.below(min(2 * n, 60) + 1)
            cases.append({"level": index, "steps": _random_case(rng, level, length)})
    graphs = []
    for index, level in enumerate(levels):
        board = Board.from_baked(level)
        graphs.append({"level": index, "edges": board.edges(), "clickable": board.initial_clickable()})
    texts = [level_seed_text(c.cityId, p.levelId, p.revision) for c in load_cities() for p in c.levelPresets]
    texts += [daily_seed_text(f"2026-12-{d:02d}", c.cityId, 1) for d in (1, 2, 31) for c in load_cities()]
    seeds = [{"text": t, "seed": str(seed_of_text(t))} for t in texts]
    dailies, daily_boards = daily_vectors()
    return {
        "levels": levels, "cases": cases, "overlapGraphs": graphs, "overlapPairs": overlap_pairs(rng),
        "shuffles": shuffle_vectors(rng), "seeds": seeds, "dailies": dailies, "dailyBoards": daily_boards,
        "solverCases": solver_vectors(rng),
    }

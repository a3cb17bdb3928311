"""City Cat Catch speed goals (issue 12 §7), the mode's suite of ``make bench`` (named by its
id, tests/support/mode_parts.py): ``run(args) -> dict``.

- the exact solver on every shipped board (median / max ms), against the plain Python DFS
  (``solver.reference_solve``, capped) and the greedy policy alone (one match-first run), in the
  same process;
- 3 policies x 1,000 runs per level (tool-free and tool-assisted batches), seconds per level;
- a level generated and gated (the hardest shipped preset, level 6), seconds;
- the daily board: the daily generator (layout, deal, the phone's gates and the bounded exact
  proof: what the device runs), and a level-4 board generated and gated for comparison;
- the daily board in GDScript, as the device makes it (bench_godot_daily.py): ``godotDaily``.

Ratios are printed against peers run in the same process; nothing here asserts a time.
"""
from __future__ import annotations

import statistics
import time


def _ms(fn, repeat: int = 1):
    best = None
    out = None
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        dt = (time.perf_counter() - t) * 1000
        best = dt if best is None else min(best, dt)
    return best, out


def run(args=None) -> dict:
    from core.modes import get
    from core.modes.city_cat_catch.board import Board
    from core.modes.city_cat_catch.content import load_cities
    from core.modes.city_cat_catch.daily import daily_board
    from core.modes.city_cat_catch.generate import generate_board
    from core.modes.city_cat_catch.policies import POLICIES, simulate
    from core.modes.city_cat_catch.seeds import level_seed
    from core.modes.city_cat_catch.solver import Solver, Timeout, reference_solve

    cap = float(getattr(args, "cap", None) or 2.0)
    mode = get("city-cat-catch")
    levels = [lv for pf in mode.load_packs(mode.shipped_pack_paths()) for lv in pf.pack.levels]
    rows = []
    for lv in levels:
        board = Board.from_level(lv)
        _, kinds = board.kind_index()
        native_ms, witness = _ms(lambda: Solver.for_board(board).solve(), repeat=5)
        try:
            ref_ms, ref = _ms(lambda: reference_solve(kinds, board.covers, [0] * (max(kinds) + 1), budget=cap))
            assert (ref is None) == (witness is None)
        except Timeout:
            ref_ms = None
        greedy_ms, g = _ms(lambda: simulate(board, "match-first", 1, False), repeat=3)
        t = time.perf_counter()
        for policy in POLICIES:
            simulate(board, policy, 1000, False)
            simulate(board, policy, 1000, True)
        batch_s = time.perf_counter() - t
        rows.append({"level": lv.id, "pieces": board.n, "nativeMs": native_ms, "referenceMs": ref_ms,
                     "greedyMs": greedy_ms, "greedyWon": bool(g["won"][0]), "policiesSeconds": batch_s})
    # proofs of "not clearable": positions right after a fatal tap on the level-5/6 boards
    proofs = []
    for lv in levels:
        if lv.levelId < 5:
            continue
        board = Board.from_level(lv)
        _, kinds = board.kind_index()
        tray = [0] * (max(kinds) + 1)
        shared = Solver.for_board(board)
        seq = simulate(board, "match-first", 1, False, record=1)["sequences"][0]
        found = 0
        for step in range(len(seq)):
            picked = seq[:step]
            if not shared.solvable(picked):
                break
            from core.modes.city_cat_catch.solver import available
            for c in available(kinds, board.covers, tray, picked):
                if found < 4 and not shared.solvable(picked + [c]):
                    n_ms, verdict = _ms(lambda: Solver.for_board(board).solvable(picked + [c]))
                    try:
                        r_ms, ref = _ms(lambda: reference_solve(kinds, board.covers, tray, picked=picked + [c], budget=cap))
                        assert ref is None
                    except Timeout:
                        r_ms = None
                    assert verdict is False
                    proofs.append({"level": lv.id, "nativeMs": n_ms, "referenceMs": r_ms})
                    found += 1
    nat = [r["nativeMs"] for r in rows]
    refs = [r["referenceMs"] / r["nativeMs"] for r in rows if r["referenceMs"] is not None]
    capped = sum(r["referenceMs"] is None for r in rows)
    city = load_cities()[0]
    preset = city.preset(6)
    t = time.perf_counter()
    generate_board(city, preset, level_seed(city.cityId, 6, preset.revision), "bench-6")
    gen_s = time.perf_counter() - t
    daily = []
    for d in range(1, 4):
        date = f"2026-12-{d:02d}"
        t = time.perf_counter()
        generate_board(city, city.preset(4), level_seed(city.cityId, 4, 100 + d), f"bench-4-{d}")
        full = time.perf_counter() - t
        t = time.perf_counter()
        daily_board(city, date)
        quick = time.perf_counter() - t
        daily.append((full, quick))
    result = {
        "solver": {"boards": len(rows), "medianMs": statistics.median(nat), "maxMs": max(nat),
                   "referenceOverNativeMedian": statistics.median(refs) if refs else None, "referenceCapped": capped,
                   "greedyMedianMs": statistics.median(r["greedyMs"] for r in rows)},
        "policies": {"maxSecondsPerLevel": max(r["policiesSeconds"] for r in rows),
                     "medianSecondsPerLevel": statistics.median(r["policiesSeconds"] for r in rows)},
        "generateLevel6Seconds": gen_s,
        "daily": {"level4GenerateGateSeconds": [round(a, 3) for a, _ in daily],
                  "dailyGeneratorSeconds": [round(b, 4) for _, b in daily]},
        "proofs": proofs,
        "rows": rows,
    }
    print(f"city-cat-catch exact solver: {len(rows)} shipped boards, median {result['solver']['medianMs']:.3f} ms, "
          f"max {result['solver']['maxMs']:.3f} ms (goal: median < 50 ms, max < 1 s)")
    if refs:
        print(f"  plain Python DFS / native: median {statistics.median(refs):.0f}x ({capped} capped at {cap:.0f} s)")
    print(f"  greedy policy alone (one match-first run): median {result['solver']['greedyMedianMs']:.3f} ms, "
          f"won {sum(r['greedyWon'] for r in rows)}/{len(rows)} boards (the exact solver decides all)")
    if proofs:
        pn = [p["nativeMs"] for p in proofs]
        pr = [p["referenceMs"] / p["nativeMs"] for p in proofs if p["referenceMs"] is not None]
        print(f"  'not clearable' proofs after fatal taps ({len(proofs)} positions, levels 5-6): native median "
              f"{statistics.median(pn):.2f} ms, max {max(pn):.2f} ms; reference "
              f"{'median %.0fx slower' % statistics.median(pr) if pr else 'capped'}"
              f" ({sum(p['referenceMs'] is None for p in proofs)} capped at {cap:.0f} s)")
    print(f"policies 3 x 1,000 runs (x2: tool-free and tool-assisted) per level: max "
          f"{result['policies']['maxSecondsPerLevel']:.2f} s (goal < 2 s)")
    print(f"a level-6 board generated and gated: {gen_s:.2f} s (goal < 10 s)")
    print(f"daily board (the device's generator, Python): {[round(b * 1000, 1) for _, b in daily]} ms; "
          f"a level-4 board generated and gated on 20 streams: {[round(a, 2) for a, _ in daily]} s")
    from tests.modes.city_cat_catch import bench_godot_daily

    result["godotDaily"] = bench_godot_daily.run(args)
    return result


if __name__ == "__main__":
    run()

"""One group of boards timed on every back end (``measure_group``), each board's verdicts
compared, and the native solver's time against its previous release's."""
from __future__ import annotations

import math
import statistics

from . import reference_builds
from .peers import SLOWER, _against_builds, _first_path, _run_native, _run_portfolio

SOLVERS = ("native", "reference", "cpsat")
GIVE_UP_AFTER = 3  # capped calls of one slow peer in one group before it sits the rest out


def _stats(times: list[float], capped: int, cap: float) -> dict:
    if not times:
        return {"median": None, "p95": None, "capped": capped, "runs": 0}
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {"median": statistics.median(ordered), "p95": p95, "max": ordered[-1],
            "capped": capped, "runs": len(times), "median_capped": statistics.median(ordered) >= cap,
            "p95_capped": p95 >= cap, "max_capped": ordered[-1] >= cap}


def measure_group(cases, cap: float, peers: dict, log, limit: int = 2, builds: bool = True,
                  portfolio: bool = False, sit_out: bool = True) -> dict:
    """Every back end on every board of one group, counting up to ``limit``; capped calls
    count as ``cap``. With ``builds``, native runs interleaved with the frozen builds (see
    ``_against_builds``); with ``portfolio``, the portfolio answers each board too (and no peer
    sits out: the portfolio's goals need CP-SAT's time on every board)."""
    times = {name: [] for name in SOLVERS}
    ratios = {peer: [] for peer in peers}  # (peer time / native time, peer capped)
    capped = dict.fromkeys(SOLVERS, 0)
    verdicts, boards, nodes, disagreements = {}, {}, [], []
    for name, problem in cases:
        verdict = {}
        board = boards[name] = {"n": problem.n, "numbers": sum(1 for s in problem.step_of if s)}
        if builds:
            runs = _against_builds(problem, limit, cap)
            count, native_seconds, searched = (runs["native"][k] for k in ("count", "seconds", "nodes"))
            board["builds"] = {b: runs[b] for b in runs if b != "native"}
            for b in board["builds"]:
                verdict[b] = runs[b]["count"]
        else:
            count, native_seconds, searched = _run_native(problem, cap, limit=limit)
        nodes.append(searched)
        board.update({"count": count, "native_nodes": searched, "seconds": {"native": native_seconds}})
        verdict["native"] = count
        times["native"].append(native_seconds)
        capped["native"] += count is None
        if count is None and limit > 1:
            board["first_path"] = _first_path(problem, cap)
        for peer, run in peers.items():
            if sit_out and capped[peer] >= GIVE_UP_AFTER:
                verdict[peer] = "skipped"
                continue
            count, seconds, *cpu = run(problem, cap, limit)
            if cpu:
                board.setdefault("cpu", {})[peer] = cpu[0]
            verdict[peer] = count
            board["seconds"][peer] = seconds
            times[peer].append(min(seconds, cap))
            capped[peer] += count is None
            ratios[peer].append((min(seconds, cap) / native_seconds, count is None))
        if portfolio:
            count, seconds, engine = _run_portfolio(problem, cap, limit)
            verdict["portfolio"] = count
            board["seconds"]["portfolio"] = seconds
            board["portfolio_engine"] = engine
        settled = {v for v in verdict.values() if isinstance(v, int)}
        if len(settled) > 1:
            disagreements.append({"board": name, "verdicts": verdict})
            log(f"!!! DISAGREEMENT on {name}: {verdict}")
        verdicts[name] = verdict
    return {
        "boards": len(cases),
        "limit": limit,
        "n": sorted({p.n for _, p in cases}),
        "stats": {s: _stats(times[s], capped[s], cap) for s in SOLVERS},
        "speedup": {peer: _median_ratio(r) for peer, r in ratios.items()},
        "verdicts": verdicts,
        "per_board": boards,
        "verdict_mix": _mix(v["native"] for v in verdicts.values()),
        "native_nodes_median": statistics.median(nodes) if nodes else None,
        "skipped": {p: sum(v.get(p) == "skipped" for v in verdicts.values()) for p in peers},
        "disagreements": disagreements,
        "release": against_release(boards) if builds else None,
    }


def against_release(per_board: dict) -> dict:
    """Boards where native was slower than the previous release by more than ``SLOWER`` (a
    capped native call where the release decided counts too; where both were capped, neither
    is judged), and the median of native / release time per board."""
    rel = reference_builds.RELEASE
    slower, faster, ratios = [], 0, []
    for name, board in per_board.items():
        other = board.get("builds", {}).get(rel)
        if other is None:
            continue
        if board["count"] is None and other["count"] is None:
            continue  # both capped: neither is judged
        mine, theirs = board["seconds"]["native"], other["seconds"]
        ratio = mine / theirs if theirs > 0 else 1.0
        if other["count"] is None:
            ratio = min(ratio, 1.0)  # the release was capped, native was not
        ratios.append(ratio)
        if board["count"] is None or ratio > SLOWER:
            slower.append({"board": name, "ratio": ratio, "seconds": mine, "release_seconds": theirs,
                           "nodes": board["native_nodes"], "release_nodes": other["nodes"],
                           "capped": board["count"] is None})
        elif ratio < 1 / SLOWER:
            faster += 1
    return {"boards": len(ratios), "slower": slower, "faster": faster,
            "median_ratio": statistics.median(ratios) if ratios else None}


def _median_ratio(ratios) -> dict | None:
    """Median over boards of peer time / native time; a capped peer call only gives a lower
    bound of its ratio, so then the median is a lower bound too."""
    if not ratios:
        return None
    return {"median": statistics.median(r for r, _ in ratios),
            "lower_bound": any(c for _, c in ratios), "boards": len(ratios)}


def _mix(counts) -> dict:
    mix = {"unsolvable": 0, "unique": 0, "several": 0, "capped": 0}
    for c in counts:
        mix["capped" if c is None else ("unsolvable", "unique", "several")[c]] += 1
    return mix

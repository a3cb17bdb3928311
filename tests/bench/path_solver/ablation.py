"""Suite ``ablation`` of ``make bench``: each pruning of the native solver switched off in turn
on the largest groups."""
from __future__ import annotations

import statistics

from .peers import _run_native


def ablation(groups: dict, cap: float) -> dict:
    """Native medians (time, search nodes) with each pruning switched off in turn."""
    from solver_ext import hamilton

    variants = {"all": hamilton.PRUNE_ALL}
    variants.update({f"-{flag}": hamilton.PRUNE_ALL & ~bit
                     for flag, bit in hamilton.PRUNE_FLAGS.items()})
    out = {}
    for group, cases in groups.items():
        rows = {}
        for variant, flags in variants.items():
            runs = [_run_native(problem, cap, flags) for _, problem in cases]
            rows[variant] = {
                "median": statistics.median(r[1] for r in runs),
                "max": max(r[1] for r in runs),
                "nodes_median": statistics.median(r[2] for r in runs),
                "capped": sum(r[0] is None for r in runs),
            }
        out[group] = rows
    return out

"""Suite (e) of the bench: mixed mid-size boards no solver version was tuned on (issue 23).

Boards of 10-70 cells laid out by Number Stroke's own generator (``random_layout``: big cells,
I/L/S/T/O shapes and holes, trimmed to N connected cells), 2-4 numbers read off a random
Hamiltonian path of the board (step 1 given on half of them), one number moved on every third
board (mostly unsolvable). The path comes from the frozen release build, so the boards never
change with the solver under test. Each board is also a one-level Number Stroke pack, so the
whole ``python -m core solve`` process can be timed on it.
"""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from core.hamilton.problem import PathProblem

from ...support.boards import backbite, clues_from_path, corrupt
from . import reference_builds

ROOT = Path(__file__).resolve().parents[3]
SIZES = (10, 70)


def _some_path(adjacency, rng: random.Random):
    """A Hamiltonian path of the board from the frozen release build (nodes relabelled at
    random so that its deterministic order does not always pick the same kind), or None."""
    release = reference_builds.load(reference_builds.RELEASE)
    n = len(adjacency)
    label = list(range(n))
    rng.shuffle(label)
    back = {new: old for old, new in enumerate(label)}
    relabelled = [()] * n
    for old, row in enumerate(adjacency):
        relabelled[label[old]] = tuple(label[w] for w in row)
    result, _, _ = release.search(PathProblem.build(relabelled), 1, True, release.PRUNE_ALL, 5.0)
    return [back[v] for v in result.solutions[0]] if result.solutions else None


def mixed_boards(rng: random.Random, count: int):
    """``(cases, levels)``: ``count`` boards as ``(name, PathProblem)`` and, by name, each as a
    Number Stroke level (``core.modes.number_stroke.schema.Level``, id ``1-1`` so that it is a
    valid one-level pack; the board's name is its note)."""
    from core.modes.number_stroke.generate import GenerateOptions, random_layout

    cases, levels = [], {}
    while len(cases) < count:
        i = len(cases)
        n = rng.randint(*SIZES)
        opts = GenerateOptions(cells=n, hole_rate=rng.uniform(0.03, 0.12),
                               big_rate=rng.uniform(0.15, 0.4), shapes_only=rng.random() < 0.3)
        board = random_layout(rng, opts)
        path = _some_path(board.adjacency, rng) if board is not None else None
        if path is None:
            continue
        path = backbite(board.adjacency, path, rng, 20 * n)
        step_of, parity = clues_from_path(path, rng, rng.randint(2, 4), 0,
                                          with_start=rng.random() < 0.5)
        if i % 3 == 2:
            step_of = corrupt(step_of, rng)
        name = f"e{n}-{i}"
        cases.append((name, PathProblem(board.adjacency, tuple(step_of), tuple(parity))))
        cells = [cell.model_copy(update={"clue": step or None})
                 for cell, step in zip(board.level.cells, step_of)]
        levels[name] = board.level.model_copy(update={"id": "1-1", "teach": name, "cells": cells})
    return cases, levels


def process_times(cases, levels: dict, limit: int, log) -> dict:
    """Each board solved by a whole ``python -m core solve --json --limit L`` process (one per
    board, as a designer runs it): wall seconds and the count it printed, by board name."""
    out = {}
    with tempfile.TemporaryDirectory(prefix="bench-e-") as tmp:
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        for name, _problem in cases:
            pack = {"mode": "01-number-stroke", "pack": 1, "title": "bench (e)",
                    "levels": [json.loads(levels[name].model_dump_json(exclude_none=True))]}
            path = Path(tmp) / f"{name}.json"
            path.write_text(json.dumps(pack), encoding="utf-8")
            start = time.perf_counter()
            done = subprocess.run([sys.executable, "-m", "core", "solve", str(path), "--json",
                                   "--limit", str(limit)], cwd=ROOT, env=env,
                                  capture_output=True, text=True)
            seconds = time.perf_counter() - start
            count = None
            if done.returncode == 0:
                count = json.loads(done.stdout.strip().splitlines()[-1])["count"]
            else:
                log(f"!!! solve failed on {name}: {(done.stderr or done.stdout).strip()[-300:]}")
            out[name] = {"seconds": seconds, "count": count}
    return out

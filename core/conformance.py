"""Every conformance vector file the engine replays (docs/architecture.md): one per registered
mode with the conformance capability (format 2: levels, then move lists with what the Python
session and mid-end answer) and one per shared piece that has a GDScript port (hex geometry,
the seeded RNG). The files are a set: they are all built first, then written as one
(``core.output.OutputSet``), so an error or Ctrl-C never leaves some new and some old."""
from __future__ import annotations

import json
from importlib import import_module
from pathlib import Path
from typing import Callable

from . import modes
from .output import Kind, OutputSet, fields_kind

VECTOR_FORMAT = 2
SHARED = {"hex-geometry": "core.common.hexgrid", "rng": "core.common.rng"}


def mode_vectors(mode_id: str, seed: int, cases_per_level: int) -> dict:
    body = modes.get(mode_id).conformance_vectors(seed, cases_per_level)
    return {"format": VECTOR_FORMAT, "mode": mode_id, **body}


def _mode_ids() -> list[str]:
    return [e.id for e in modes.entries() if e.capabilities.conformance]


def file_kinds() -> dict[str, Kind]:
    """The file name of each vector file and its kind (what it may replace)."""
    kinds = {f"{m}.json": fields_kind(f"a {m} conformance vector file", format=VECTOR_FORMAT, mode=m)
             for m in _mode_ids()}
    kinds.update({f"{name}.json": fields_kind(f"a {name} conformance vector file", kind=name) for name in SHARED})
    return kinds


def write_all(out_dir: Path, seed: int, cases_per_level: int, progress: Callable[[str], None] = lambda _: None,
              only: str | None = None):
    """Builds every file (saying which with ``progress``), each staged beside its target as it
    is built, then puts them all in place at once; returns [(path, a short summary)]. With
    ``only`` (a mode id), that mode's file alone."""
    written = []
    with OutputSet() as outputs:
        for mode_id in [only] if only else _mode_ids():
            progress(f"building the {mode_id} vectors ({cases_per_level} random cases a level)")
            vectors = mode_vectors(mode_id, seed, cases_per_level)
            steps = sum(len(c["steps"]) for c in vectors["cases"])
            written.append((out_dir / f"{mode_id}.json", f"{len(vectors['cases'])} cases, {steps} steps"))
            outputs.add(written[-1][0], _text(vectors))
        for name, module in {} if only else SHARED.items():
            written.append((out_dir / f"{name}.json", name))
            outputs.add(written[-1][0], _text(import_module(module).conformance_vectors()))
    return written


def _text(vectors: dict) -> str:
    return json.dumps(vectors, ensure_ascii=False, separators=(",", ":")) + "\n"

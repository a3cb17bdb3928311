"""Every conformance vector file the engine replays (docs/architecture.md): one per registered
mode with the conformance capability (format 2: levels, then move lists with what the Python
session and mid-end answer) and one per shared piece that has a GDScript port (hex geometry,
the seeded RNG)."""
from __future__ import annotations

import json
from importlib import import_module
from pathlib import Path

from . import modes
from .jsonio import write_atomic

VECTOR_FORMAT = 2
SHARED = {"hex-geometry": "core.common.hexgrid", "rng": "core.common.rng"}


def mode_vectors(mode_id: str, seed: int, cases_per_level: int) -> dict:
    body = modes.get(mode_id).conformance_vectors(seed, cases_per_level)
    return {"format": VECTOR_FORMAT, "mode": mode_id, **body}


def write_all(out_dir: Path, seed: int, cases_per_level: int):
    """Writes each file; yields (path, a short summary)."""
    for entry in modes.entries():
        if entry.capabilities.conformance:
            vectors = mode_vectors(entry.id, seed, cases_per_level)
            path = out_dir / f"{entry.id}.json"
            _write(path, vectors)
            steps = sum(len(c["steps"]) for c in vectors["cases"])
            yield path, f"{len(vectors['cases'])} cases, {steps} steps"
    for name, module in SHARED.items():
        path = out_dir / f"{name}.json"
        _write(path, import_module(module).conformance_vectors())
        yield path, name


def _write(path: Path, vectors: dict) -> None:
    write_atomic(path, json.dumps(vectors, ensure_ascii=False, separators=(",", ":")) + "\n")

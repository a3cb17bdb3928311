"""What each mode's own model says about a level, read from the core (never re-typed here). A
mode's numbers come from its own ``<package>/play_model.py`` (``models(keys, cache)``), declared
by its registry entry (``ModeEntry.play_model``): a pass-rate prediction (``pass_rate``, ``band``),
an order of difficulty (``rank``) and/or a time (``seconds``). A mode without one is shown
without a model.

The answers are cached in ``build/telemetry/model-cache.json`` under a key made of the level
files and the core's source, so any change to either recomputes them (grading every level of
Number Stroke takes half a minute).
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from importlib import import_module
from pathlib import Path
from typing import Any

from .. import modes
from ..common.path_grade import GRADE_ORDER
from ..jsonio import write_atomic
from ..modes.base import REPO_ROOT

CACHE_FILE = REPO_ROOT / "build" / "telemetry" / "model-cache.json"
# The grader's grades, then "guess" for a level no deduction solves.
PATH_GRADES = GRADE_ORDER + ("guess",)


@dataclass
class LevelModel:
    numbers: dict = field(default_factory=dict)  # what the report shows, by the mode's names
    pass_rate: float | None = None  # a predicted pass rate (Cat's simulation)
    band: tuple[float, float] | None = None  # the pass-rate band the level aims at
    rank: int | None = None  # an order of difficulty (band or grade index; higher is harder)
    seconds: float | None = None  # a predicted time to clear
    note: str | None = None  # why there is no model


def _level_json(level) -> str:
    return json.dumps(level.model_dump(mode="json", by_alias=True), sort_keys=True)


@lru_cache(maxsize=None)
def _code_print() -> str:
    """A digest of the core's rule code (everything but this package): the model numbers are
    functions of it and of the level files."""
    core = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    for path in sorted(core.rglob("*.py")):
        if "telemetry" not in path.relative_to(core).parts:
            digest.update(str(path.relative_to(core)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


class ModelCache:
    """Slow model numbers of a level (``get``), kept under the level's JSON and the core's code."""

    def __init__(self, path: Path = CACHE_FILE):
        self.path = path
        try:
            self.data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(self.data, dict):
                self.data = {}
        except (OSError, ValueError):
            self.data = {}
        self.dirty = False

    def get(self, mode_id: str, level, compute) -> dict:
        key = f"level|{mode_id}|{level.id}|{_code_print()}|{hashlib.sha256(_level_json(level).encode()).hexdigest()[:16]}"
        if key not in self.data:
            self.data[key] = compute(level)
            self.dirty = True
        return self.data[key]

    def save(self) -> None:
        if self.dirty:
            try:
                write_atomic(self.path, json.dumps(self.data, sort_keys=True) + "\n")
            except Exception:  # a cache that cannot be written only costs time next run
                pass


def shipped_levels(mode_id: str) -> dict:
    """The mode's shipped levels by id."""
    mode = modes.get(mode_id)
    return {lv.id: lv for pf in mode.load_packs(mode.shipped_pack_paths()) for lv in pf.pack.levels}


def shipped_with_models(mode_id: str, level_ids: list[str] | None = None) -> list[tuple[Any, LevelModel]]:
    """The mode's shipped levels (those named in ``level_ids``; None: every one), in play order,
    each with its model (a level's own, not a revision's: the key ``(id, None, None)``)."""
    levels = [lv for lv in shipped_levels(mode_id).values() if level_ids is None or lv.id in level_ids]
    models = models_for(mode_id, [(lv.id, None, None) for lv in levels])
    return [(lv, models[(lv.id, None, None)]) for lv in levels]


def _no_model(note: str):
    def adapter(keys, cache) -> dict:
        return {key: LevelModel(note=note) for key in keys}
    return adapter


def _adapter(mode_id: str):
    """The mode's ``models(keys, cache)``: its ``play_model`` module, which its registry entry
    declares (``ModeEntry.play_model``); a mode without one is shown without a model."""
    e = modes.entry(mode_id)
    if not e.play_model:
        return _no_model(f"{e.title} has no difficulty model yet")
    return import_module(e.package + ".play_model").models


def model_text(mode_id: str, level: dict) -> str:
    """The model column of the report's table for one level (``level``: the report's row, with
    its ``model``): the mode's ``play_model.model_text(level)`` when it has one, else the grade."""
    e = modes.entry(mode_id)
    text = getattr(import_module(e.package + ".play_model"), "model_text", None) if e.play_model else None
    return text(level) if text else f"grade {level['model'].get('grade')}"


def _levels_print(mode_id: str) -> str:
    """A digest of every level file of the mode (packs, manifests, baked and daily files)."""
    from ..modes.base import LEVELS_ROOT, levels_dir

    digest = hashlib.sha256()
    files = sorted(p for p in levels_dir(mode_id).rglob("*") if p.is_file())
    files += sorted(LEVELS_ROOT.glob(f"{mode_id}.*"))
    for path in files:
        digest.update(str(path.relative_to(LEVELS_ROOT)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def models_for(mode_id: str, keys: list[tuple], cache_path: Path | None = CACHE_FILE) -> dict:
    """``(level, revision, seed)`` -> LevelModel for one mode's levels. Answers are cached
    under the mode's code and level files, so a warm cache loads no pack at all. The mode id
    is the registry's own (it names files: an unknown one is refused, never looked up)."""
    mode_id = modes.entry(mode_id).id
    adapter = _adapter(mode_id)
    cache = ModelCache(cache_path) if cache_path is not None else ModelCache(Path("/nonexistent/cache"))
    stamp = f"{mode_id}|{_code_print()}|{_levels_print(mode_id)}"
    out, missing = {}, []
    for key in keys:
        hit = cache.data.get(f"{stamp}|{json.dumps(list(key))}")
        if isinstance(hit, dict):
            out[key] = LevelModel(**{**hit, "band": tuple(hit["band"]) if hit.get("band") else None})
        else:
            missing.append(key)
    if missing:
        for key, model in adapter(missing, cache).items():
            out[key] = model
            cache.data[f"{stamp}|{json.dumps(list(key))}"] = asdict(model)
            cache.dirty = True
    if cache_path is not None:
        # entries of this mode made from other code or level files will never be asked for again
        for old in [k for k in cache.data if k.startswith(f"{mode_id}|") and not k.startswith(stamp)]:
            del cache.data[old]
            cache.dirty = True
        cache.save()
    return out

"""What each mode's own model says about a level, read from the core (never re-typed here):

- City Cat Catch: the simulated tool-free (and tool-assisted) pass rate the generator recorded
  for the shipped board (``metrics``, from ``policies.batch``), and its band
  (``generate.band`` of the level and the city preset's target). A pass-rate prediction. Also
  the simulated ``firstFailStep`` (mean taps when the tray filled, the device's measure).
- Hex Tracks: ``analysis.analyze()``: score, band and ``workload.estimatedSeconds``. An order
  (by band) and a time.
- Number Stroke: the deduction grade (``grade.grade``; the daily calendar's baked grade). An
  order (by grade).
- Hex Walls: no grader yet: shown without a model.

The answers are cached in ``build/telemetry/model-cache.json`` under a key made of the level
files and the core's source, so any change to either recomputes them (grading every level of
Number Stroke takes half a minute).
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path

from .. import modes
from ..common.path_grade import GRADE_ORDER
from ..jsonio import write_atomic
from ..modes.base import REPO_ROOT

CACHE_FILE = REPO_ROOT / "build" / "telemetry" / "model-cache.json"
HEX_TRACKS_BANDS = ("easy", "advanced", "tough", "challenge")
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


class _Cache:
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


def _shipped(mode_id: str) -> dict:
    mode = modes.get(mode_id)
    return {lv.id: lv for pf in mode.load_packs(mode.shipped_pack_paths()) for lv in pf.pack.levels}


# --- City Cat Catch ------------------------------------------------------------------------------
def _cat(keys, cache) -> dict:
    from ..modes.city_cat_catch.board import Board
    from ..modes.city_cat_catch.gates import band
    from ..modes.city_cat_catch.metrics import board_metrics

    boards = _shipped("city-cat-catch")
    out = {}
    for key in keys:
        level_id, revision, seed = key
        board = boards.get(level_id)
        if board is None:
            out[key] = LevelModel(note="not a shipped board")
            continue
        if (board.revision, board.seed) != (revision, seed):
            out[key] = LevelModel(note=f"the shipped board is revision {board.revision}, seed {board.seed}")
            continue
        metrics = board.metrics_record()
        if "toolFreePassRate" not in metrics:
            metrics.update(cache.get("city-cat-catch", board, lambda lv: board_metrics(Board.from_level(lv))))
        lo, hi = band(board.levelId)
        free = metrics["toolFreePassRate"]
        out[key] = LevelModel(
            numbers={"toolFreePassRate": free, "toolAssistPassRate": metrics.get("toolAssistPassRate"),
                     "firstFailStep": metrics.get("firstFailStep"), "band": [lo, hi]},
            pass_rate=free, band=(lo, hi))
    return out


# --- Hex Tracks ----------------------------------------------------------------------------------
def _tracks_numbers(level) -> dict:
    from ..modes.hex_tracks.analysis import analyze
    from ..modes.hex_tracks.board import Board

    a = analyze(Board.from_level(level))
    return {"score": a["score"], "band": a["band"], "estimatedSeconds": a["workload"]["estimatedSeconds"]}


def _tracks(keys, cache) -> dict:
    levels = _shipped("hex-tracks")
    out = {}
    for key in keys:
        level = levels.get(key[0])
        if level is None:
            out[key] = LevelModel(note="not a shipped level")
            continue
        n = cache.get("hex-tracks", level, _tracks_numbers)
        out[key] = LevelModel(
            numbers=n, rank=HEX_TRACKS_BANDS.index(n["band"]) if n["band"] in HEX_TRACKS_BANDS else None,
            seconds=n["estimatedSeconds"])
    return out


# --- Number Stroke -------------------------------------------------------------------------------
def _grade_numbers(level) -> dict:
    from ..modes.number_stroke.board import Board
    from ..modes.number_stroke.grade import grade

    report = grade(Board(level))
    return {"grade": report.grade, "gradeScore": report.score}


def _number_stroke(keys, cache) -> dict:
    from ..modes.base import LEVELS_ROOT

    levels = _shipped("01-number-stroke")
    daily = {}
    calendar = LEVELS_ROOT / "01-number-stroke.daily.json"
    if calendar.exists():
        daily = {d["id"]: d.get("grade") for d in json.loads(calendar.read_text(encoding="utf-8")).get("days", [])}
    out = {}
    for key in keys:
        level = levels.get(key[0])
        if level is not None:
            n = cache.get("01-number-stroke", level, _grade_numbers)
        elif daily.get(key[0]):
            n = {"grade": daily[key[0]]}
        else:
            out[key] = LevelModel(note="not a shipped level")
            continue
        rank = PATH_GRADES.index(n["grade"]) if n["grade"] in PATH_GRADES else None
        out[key] = LevelModel(numbers=n, rank=rank)
    return out


def _no_model(note: str):
    def adapter(keys, cache) -> dict:
        return {key: LevelModel(note=note) for key in keys}
    return adapter


ADAPTERS = {
    "city-cat-catch": _cat,
    "hex-tracks": _tracks,
    "01-number-stroke": _number_stroke,
    "03-hex-walls": _no_model("Hex Walls has no difficulty grader yet"),
}


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
    adapter = ADAPTERS.get(mode_id, _no_model("this mode has no difficulty model"))
    cache = _Cache(cache_path) if cache_path is not None else _Cache(Path("/nonexistent/cache"))
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

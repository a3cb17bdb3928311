"""What each registered mode gives the shared test and bench suites, found through its registry
entry (core/modes/__init__.py), so that no suite keeps a list of modes. A mode's test folder,
``tests/modes/<folder>/`` (``<folder>``: the last name of its package), may hold

- ``stress.py``: its stress inputs, each optional:
    ``fuzz_files() -> {name: parsed JSON}``: the files the fuzz suite mutates (default: its first
        shipped pack cut to its first ``FUZZ_LEVELS`` levels);
    ``limit_files() -> {name: parsed JSON}``: files as large as the mode admits, for the bench's
        limits suite (default: its shipped packs as they are);
    ``own_commands(path) -> [argv]``: its own commands that read a file (default: none);
    ``generate_at_limits(out) -> [argv]``: ``generate`` at its largest options (default:
        ``generate`` at its defaults, when the mode generates);
    ``source_files(folder, monkeypatch) -> {name: (path, [argv])}``: the files other than packs
        its levels are made from, each copied into ``folder`` with the commands that read it
        pointed at the copy (default: none);
- ``bench.py``: its suite of ``make bench``, ``run(args) -> dict``, named by the mode's id.

A mode without them is fuzzed, timed at its limits and benched with the defaults: a new mode
needs nothing here.
"""
from __future__ import annotations

import json
from importlib import import_module
from pathlib import Path
from types import ModuleType

from core import modes
from core.modes import ModeEntry

ROOT = Path(__file__).resolve().parents[2]
FUZZ_LEVELS = 2  # levels of the default fuzz file: enough for the cross-level checks


def folder(entry: ModeEntry) -> str:
    """The mode's folder name: ``core.modes.hex_tracks`` -> ``hex_tracks``."""
    return entry.package.rsplit(".", 1)[-1]


def own_module(entry: ModeEntry, name: str) -> ModuleType | None:
    """``tests/modes/<folder>/<name>.py`` of the mode, imported; None when it has none."""
    if not has_own(entry, name):
        return None
    return import_module(f"tests.modes.{folder(entry)}.{name}")


def trimmed(mode_id: str, levels: int) -> dict:
    """The mode's first shipped pack cut to its first ``levels`` levels (still a valid pack)."""
    path = modes.get(mode_id).shipped_pack_paths()[0]
    raw = json.loads(path.read_text(encoding="utf-8"))
    return {**raw, "levels": raw["levels"][:levels]}


def limits_pack(mode_id: str, levels: list) -> dict:
    """A pack of one mode around synthetic levels (a mode's ``limit_files`` builds on it)."""
    return {"mode": mode_id, "pack": 1, "title": {"zh": "极限", "en": "Limits"}, "levels": levels}


def fuzz_files(entry: ModeEntry) -> dict[str, dict]:
    stress = own_module(entry, "stress")
    if stress is not None and hasattr(stress, "fuzz_files"):
        return stress.fuzz_files()
    return {f"{entry.id} pack": trimmed(entry.id, FUZZ_LEVELS)}


def limit_files(entry: ModeEntry) -> dict[str, dict]:
    stress = own_module(entry, "stress")
    if stress is not None and hasattr(stress, "limit_files"):
        return stress.limit_files()
    return {f"shipped {path.name}": json.loads(path.read_text(encoding="utf-8"))
            for path in modes.get(entry.id).shipped_pack_paths()}


def reading_commands(entry: ModeEntry, path: str, level: str) -> list[list[str]]:
    """The commands that read a file of the mode: validate, solve, each design tool (with a
    value of 3 where it takes one), then the mode's own."""
    mode = modes.get(entry.id)
    argv = []
    if entry.capabilities.validate:
        argv.append(["validate", "--pack", path])
    if entry.capabilities.solve:
        argv.append(["solve", path, "--limit", "1000"])
    if entry.capabilities.design:
        argv += [["design", level, "--pack", path, f"--{option.name}", *(["3"] if option.takes else [])]
                 for option in mode.design_options]
    stress = own_module(entry, "stress")
    if stress is not None and hasattr(stress, "own_commands"):
        argv += stress.own_commands(path)
    return argv


def generate_at_limits(entry: ModeEntry, out: str) -> list[list[str]]:
    stress = own_module(entry, "stress")
    if stress is not None and hasattr(stress, "generate_at_limits"):
        return stress.generate_at_limits(out)
    if not entry.capabilities.generate:
        return []
    return [["generate", "--mode", entry.id, "--seed", "1", "--out", out, "--force"]]


def source_files(entry: ModeEntry, folder: Path, monkeypatch) -> dict[str, tuple[Path, list[list[str]]]]:
    stress = own_module(entry, "stress")
    if stress is not None and hasattr(stress, "source_files"):
        return stress.source_files(folder, monkeypatch)
    return {}


def has_source_files(entry: ModeEntry) -> bool:
    stress = own_module(entry, "stress")
    return stress is not None and hasattr(stress, "source_files")


def has_own(entry: ModeEntry, name: str) -> bool:
    return (ROOT / "tests" / "modes" / folder(entry) / f"{name}.py").is_file()


def bench_suites() -> list[ModeEntry]:
    """The modes with a bench suite of their own (``own_module(entry, "bench")``), in the
    registry's order; nothing is imported."""
    return [entry for entry in modes.entries() if has_own(entry, "bench")]

"""THE registry of game modes on the Python side: mode id -> the module implementing the mode
interface (docs/architecture.md). Adding a mode adds one line here and nothing else shared.

Modules are imported on first use, so a command touching one mode never pays for the others.
"""
from __future__ import annotations

from importlib import import_module
from types import ModuleType

from ..errors import LevelFileError, Problem

_MODULES = {
    "01-number-stroke": "core.modes.number_stroke.mode",
    "03-hex-walls": "core.modes.hex_walls.mode",
    "hex-tracks": "core.modes.hex_tracks.mode",
    "city-cat-catch": "core.modes.city_cat_catch.mode",
}


def ids() -> list[str]:
    return list(_MODULES)


def get(mode_id: str) -> ModuleType:
    """The mode's module; an unknown id raises LevelFileError naming the known ones."""
    if mode_id not in _MODULES:
        known = ", ".join(_MODULES)
        raise LevelFileError([Problem("mode", f"unknown mode '{mode_id}' (known: {known})")])
    return import_module(_MODULES[mode_id])


def of_data(raw, file: str) -> ModuleType:
    """The mode a parsed pack file declares in its ``mode`` field; a file without one belongs
    to the mode whose ``claims(raw)`` recognises it (a bare Hex Tracks level, seed 003)."""
    mode_id = raw.get("mode") if isinstance(raw, dict) else None
    if mode_id is None and isinstance(raw, dict):
        claimed = [m for m in _MODULES if hasattr(get(m), "claims") and get(m).claims(raw)]
        if len(claimed) == 1:
            return get(claimed[0])
    if not isinstance(mode_id, str):
        known = ", ".join(_MODULES)
        raise LevelFileError([Problem(
            "mode", f"the file has no \"mode\" field naming one of: {known}", file=file,
        )])
    try:
        return get(mode_id)
    except LevelFileError as exc:
        for p in exc.problems:
            p.file = file
        raise

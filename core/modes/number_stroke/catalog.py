"""The shipped packs of Number Stroke: where they are and loading them all."""
from __future__ import annotations

from pathlib import Path

from .. import base
from ..base import PackFile
from .pack import load_pack
from .schema import MODE_ID, Level

LEVELS_DIR = base.levels_dir(MODE_ID)
BAKED_FILE = base.baked_file(MODE_ID)
DAILY_FILE = base.LEVELS_ROOT / f"{MODE_ID}.daily.json"


def shipped_pack_paths() -> list[Path]:
    return base.shipped_pack_paths(MODE_ID)


def load_packs(paths) -> list[PackFile]:
    return base.load_packs(paths, load_pack)


def all_levels(pack_files: list[PackFile]) -> list[tuple[PackFile, Level]]:
    return [(pf, level) for pf in pack_files for level in pf.pack.levels]


def load_all_levels() -> list[Level]:
    """Every shipped level in play order (the benchmark and tools use this)."""
    return [level for _, level in all_levels(load_packs(shipped_pack_paths()))]

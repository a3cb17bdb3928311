"""The shipped packs of Number Stroke: where they are, loading them all, mode-wide checks."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..errors import LevelFileError, Problem
from .schema import Level, Pack, load_pack

REPO_ROOT = Path(__file__).resolve().parents[2]
LEVELS_DIR = REPO_ROOT / "levels"
SHIPPED_GLOB = "pack-*.json"
BAKED_FILE = LEVELS_DIR / "number-stroke.baked.json"


@dataclass(frozen=True)
class PackFile:
    path: Path
    pack: Pack


def shipped_pack_paths(levels_dir: Path = LEVELS_DIR) -> list[Path]:
    return sorted(levels_dir.glob(SHIPPED_GLOB))


def is_shipped_pack_path(path: Path) -> bool:
    """Whether a path is (or would be) a shipped pack, existing yet or not."""
    path = Path(path).resolve()
    return path.parent == LEVELS_DIR.resolve() and path.match(SHIPPED_GLOB)


def load_packs(paths) -> list[PackFile]:
    """Load every file (collecting all problems), then check ids across the whole mode."""
    loaded: list[PackFile] = []
    problems: list[Problem] = []
    for path in paths:
        try:
            loaded.append(PackFile(Path(path), load_pack(path)))
        except LevelFileError as exc:
            problems.extend(exc.problems)
    seen_levels: dict[str, Path] = {}
    seen_packs: dict[int, Path] = {}
    for pf in loaded:
        if pf.pack.pack in seen_packs:
            problems.append(
                Problem("duplicate-pack", f"pack number {pf.pack.pack} is also used by {seen_packs[pf.pack.pack]}", file=str(pf.path))
            )
        seen_packs[pf.pack.pack] = pf.path
        for level in pf.pack.levels:
            if level.id in seen_levels:
                problems.append(
                    Problem("duplicate-level-id", f"the id is also used in {seen_levels[level.id]}", level.id, file=str(pf.path))
                )
            seen_levels[level.id] = pf.path
    if problems:
        raise LevelFileError(problems)
    return sorted(loaded, key=lambda pf: pf.pack.pack)


def all_levels(pack_files: list[PackFile]) -> list[tuple[PackFile, Level]]:
    return [(pf, level) for pf in pack_files for level in pf.pack.levels]


def load_all_levels(levels_dir: Path = LEVELS_DIR) -> list[Level]:
    """Every shipped level in play order (the benchmark and tools use this)."""
    return [level for _, level in all_levels(load_packs(shipped_pack_paths(levels_dir)))]

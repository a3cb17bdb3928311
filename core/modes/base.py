"""What every mode implements, and the pieces of it that are the same for every mode.

A mode is a module registered in ``core.modes`` (see docs/architecture.md, "The mode
interface"). This module holds the shared types (``PackFile``, ``ValidationRow``, the
``Session`` protocol), where a mode's files live, and the cross-pack checks every mode runs.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Protocol

from ..errors import LevelFileError, Problem

REPO_ROOT = Path(__file__).resolve().parents[2]
LEVELS_ROOT = REPO_ROOT / "levels"
SHIPPED_GLOB = "pack-*.json"

PLAYING, WON, LOST = "playing", "won", "lost"


def levels_dir(mode_id: str) -> Path:
    return LEVELS_ROOT / mode_id


def baked_file(mode_id: str) -> Path:
    return LEVELS_ROOT / f"{mode_id}.baked.json"


def shipped_pack_paths(mode_id: str) -> list[Path]:
    return sorted(levels_dir(mode_id).glob(SHIPPED_GLOB), key=_pack_sort_key)


def _pack_sort_key(path: Path):
    """pack-2-x before pack-10-y: by the number after 'pack-', then by name."""
    number = path.stem.split("-")[1] if path.stem.count("-") else ""
    return (int(number) if number.isdigit() else 10**9, path.name)


def display_path(path) -> str:
    """A path as people read it: relative to the repository when it lies inside it."""
    try:
        return str(Path(path).resolve().relative_to(REPO_ROOT))
    except ValueError:
        return str(path)


def is_shipped_path(path: Path) -> bool:
    """Whether a path is (or would be) a shipped pack or baked file of any mode."""
    path = Path(path).resolve()
    root = LEVELS_ROOT.resolve()
    if path.parent == root:
        return True  # baked files and anything else directly in levels/
    return path.parent.parent == root and path.match(SHIPPED_GLOB)


@dataclass(frozen=True)
class PackFile:
    path: Path
    pack: Any  # the mode's pydantic Pack model: has .pack (number) and .levels (each with .id)


def load_packs(paths, load_pack: Callable[[Path], Any]) -> list[PackFile]:
    """Load every file (collecting all problems), then check pack numbers and level ids
    across them; packs come back in pack-number order."""
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
            problems.append(Problem(
                "duplicate-pack", f"pack number {pf.pack.pack} is also used by {seen_packs[pf.pack.pack]}",
                file=str(pf.path),
            ))
        seen_packs[pf.pack.pack] = pf.path
        for level in pf.pack.levels:
            if level.id in seen_levels:
                problems.append(Problem(
                    "duplicate-level-id", f"the id is also used in {seen_levels[level.id]}",
                    level.id, file=str(pf.path),
                ))
            seen_levels[level.id] = pf.path
    if problems:
        raise LevelFileError(problems)
    return sorted(loaded, key=lambda pf: pf.pack.pack)


@dataclass
class ValidationRow:
    """A mode's verdict on one level. ``ok`` is the gate; ``notes`` say why it failed (or
    what a non-failing check reported); ``fields`` are the mode's own columns for --json."""

    mode: str
    file: str
    level: str
    ok: bool
    count: int  # solutions found, capped at 2 (2 means "two or more")
    notes: list[str] = field(default_factory=list)
    fields: dict = field(default_factory=dict)

    def as_json(self) -> dict:
        return {
            "mode": self.mode, "file": self.file, "level": self.level, "ok": self.ok,
            "count": self.count, "notes": self.notes, **self.fields,
        }


class Session(Protocol):
    """One level being played; moves and events are plain JSON values."""

    def apply(self, move: Any) -> dict: ...

    def restart(self) -> dict: ...

    def status(self) -> str: ...

    def state(self) -> dict: ...

    def snapshot(self) -> Any: ...

    def restore(self, snapshot: Any) -> None: ...


def localized(text) -> dict[str, str]:
    """Every player-facing text as {locale: text}; a plain string serves both locales."""
    if isinstance(text, str):
        return {"zh": text, "en": text}
    return dict(sorted(text.items()))


def baked_packs(mode_id: str, bake_format: int, pack_files: list, bake_level, **extra) -> dict:
    """The baked file of a pack-based mode: every pack's title and its levels baked in order,
    ``bake_level(level, pack number, index in the pack)``; ``extra`` keys go before the packs."""
    return {
        "format": bake_format,
        "mode": mode_id,
        **extra,
        "packs": [
            {
                "pack": pf.pack.pack,
                "title": localized(pf.pack.title),
                "levels": [bake_level(level, pf.pack.pack, i) for i, level in enumerate(pf.pack.levels, start=1)],
            }
            for pf in pack_files
        ],
    }


def ignored() -> dict:
    return {"kind": "ignored", "cell": -1}

"""Loading a pack file of this mode: the models, then the whole-board rules, every problem
located (file, level, cell, rule)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from ...jsonio import read_json
from ..pack_errors import parse_checked
from .board import structure_problems
from .schema import Pack


def parse_pack(raw, file: str) -> Any:  # a Pack, a model pack_model makes at run time
    """Validate already-parsed JSON as a pack; raise LevelFileError with every problem."""
    return parse_checked(raw, file, Pack, structure_problems)


def load_pack(path: str | Path) -> Any:
    return parse_pack(read_json(path), str(path))

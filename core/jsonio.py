"""JSON reading with located errors and writing that never leaves a half-written file."""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from .errors import LevelFileError, Problem


def read_json(path: str | Path):
    """Parse a JSON file; unreadable, empty or malformed files raise LevelFileError."""
    name = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise LevelFileError([Problem("file", "no such file", file=name)]) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise LevelFileError([Problem("file", f"cannot read: {exc}", file=name)]) from None
    if not text.strip():
        raise LevelFileError([Problem("json", "the file is empty", file=name)])
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        detail = f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        raise LevelFileError([Problem("json", detail, file=name)]) from None


def dumps_stable(data) -> str:
    """Deterministic, diff-friendly JSON (UTF-8 kept readable, trailing newline)."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def write_atomic(path: str | Path, text: str) -> None:
    """Write to a temp file in the same folder, then rename over the target."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.chmod(tmp, path.stat().st_mode & 0o777 if path.exists() else 0o644)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise

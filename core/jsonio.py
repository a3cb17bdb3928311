"""JSON reading with located errors and writing that never leaves a half-written file."""
from __future__ import annotations

import json
import os
from pathlib import Path

from .errors import file_problem
from .limits import MAX_FILE_BYTES, MAX_JSON_DEPTH


class _DuplicateKey(ValueError):
    pass


def _no_duplicate_keys(pairs):
    seen = {}
    for key, value in pairs:
        if key in seen:
            raise _DuplicateKey(key)
        seen[key] = value
    return seen


def _too_deep(value, limit: int = MAX_JSON_DEPTH) -> str | None:
    """The JSON path of the first value nested deeper than ``limit``, else None (iterative)."""
    stack = [(value, "$", 1)]
    while stack:
        node, where, depth = stack.pop()
        if isinstance(node, (dict, list)) and depth > limit:
            return where
        if isinstance(node, dict):
            stack.extend((v, f"{where}.{k}", depth + 1) for k, v in node.items())
        elif isinstance(node, list):
            stack.extend((v, f"{where}[{i}]", depth + 1) for i, v in enumerate(node))
    return None


def parse_json_text(text: str, name: str):
    """Strict JSON: no duplicate keys, bounded nesting; LevelFileError names what is wrong."""
    if not text.strip():
        raise file_problem(name, "json", "the file is empty")
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicate_keys)
    except _DuplicateKey as exc:
        raise file_problem(name, "json", f"duplicate key '{exc.args[0]}' in one object") from None
    except RecursionError:
        raise file_problem(name, "json", f"nested more than {MAX_JSON_DEPTH} levels deep") from None
    except json.JSONDecodeError as exc:
        detail = f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        raise file_problem(name, "json", detail) from None
    where = _too_deep(data)
    if where is not None:
        raise file_problem(name, "json", f"nested more than {MAX_JSON_DEPTH} levels deep at {where}")
    return data


def read_json(path: str | Path):
    """Parse a JSON file; unreadable, oversized, empty or malformed files raise LevelFileError."""
    name = str(path)
    try:
        size = Path(path).stat().st_size
        if size > MAX_FILE_BYTES:
            raise file_problem(name, "file", f"{size} bytes; at most {MAX_FILE_BYTES} are read")
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise file_problem(name, "file", "no such file") from None
    except IsADirectoryError:
        raise file_problem(name, "file", "is a folder, not a file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise file_problem(name, "file", f"cannot read: {exc}") from None
    return parse_json_text(text, name)


def dumps_stable(data) -> str:
    """Deterministic, diff-friendly JSON (UTF-8 kept readable, trailing newline)."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def write_atomic(path: str | Path, text: str) -> None:
    """Write to a temp file in the same folder, then rename over the target; an unwritable
    target raises LevelFileError naming it and leaves nothing behind."""
    import tempfile  # here: most commands write nothing, and start-up counts

    path = Path(path)
    if path.is_dir():
        raise file_problem(path, "write", "is a folder; give a file name")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise file_problem(path, "write", f"cannot write here: {exc.strerror or exc}") from None
    try:
        os.chmod(tmp, path.stat().st_mode & 0o777 if path.exists() else 0o644)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        if os.path.exists(tmp):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise file_problem(path, "write", f"cannot write: {exc.strerror or exc}") from None
        raise



"""Where a command may write: one check every command makes before its work starts, and one
way to write that never leaves a file half-written or a set of files half-replaced
(docs/architecture.md, "Bad input and outputs").

The rules ``check_output`` enforces:
- the name is checked first: not empty, no NUL, each part at most 255 bytes, the whole at most
  4096 (so a long name fails at once, not after the work);
- the nearest folder that exists on the way to it is a folder the command may write in;
- nothing is written into ``levels/`` except by the command that owns that file (``bake``,
  ``content``, ``campaign``, ``ship``, ``daily`` ... pass ``owner=True``);
- never through a symbolic link, never onto a FIFO, a device, a socket or a folder;
- an existing file is replaced only with ``--force`` (owned, regenerated files excepted), and
  only when it is of the kind the command writes (``Kind``): a file of another kind or mode is
  never replaced, with or without ``--force``.
"""
from __future__ import annotations

import json
import os
import signal
import stat
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Literal

from .errors import LevelFileError, Problem, shown
from .limits import MAX_NAME_BYTES, MAX_PATH_BYTES


HEAD_BYTES = 64 * 1024  # what is read of an existing file to tell its kind
UNREAD = object()  # a top-level field whose value goes on past HEAD_BYTES


@dataclass(frozen=True)
class Kind:
    """What a command writes: ``name`` in words ("a Hex Walls candidates pack") and
    ``accepts(head)``, whether an existing file is of that kind, judged on ``head_fields``:
    its top-level fields (a value longer than the head is ``UNREAD``)."""

    name: str
    accepts: Callable[[dict], bool]


def pack_kind(mode_id: str, what: str = "pack") -> Kind:
    """A pack file of one mode (its ``mode`` field names it; it has a pack number and levels)."""
    return Kind(f"a {mode_id} {what}", lambda head: head.get("mode") == mode_id and "pack" in head and "levels" in head)


def fields_kind(name: str, **fields) -> Kind:
    """A JSON object whose given top-level fields have these values."""
    return Kind(name, lambda head: all(head.get(k, UNREAD) == v for k, v in fields.items()))


def head_fields(path: Path) -> dict | None:
    """The top-level fields of a JSON object file, read from its first HEAD_BYTES (files the
    tools write can be larger than a reader takes: a conformance file is tens of MB); None
    when it does not start as a JSON object. ``path`` is a regular file (check_output)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        try:
            text = os.read(fd, HEAD_BYTES).decode("utf-8", errors="ignore")
        finally:
            os.close(fd)
    except OSError:
        return None
    decoder = json.JSONDecoder()
    at = _skip(text, 0)
    if not text.startswith("{", at):
        return None
    fields: dict = {}
    at = _skip(text, at + 1)
    while at < len(text) and text[at] != "}":
        try:
            key, at = decoder.raw_decode(text, at)
        except json.JSONDecodeError:
            return fields
        at = _skip(text, at)
        if not isinstance(key, str) or not text.startswith(":", at):
            return fields
        try:
            fields[key], at = decoder.raw_decode(text, _skip(text, at + 1))
        except json.JSONDecodeError:
            fields[key] = UNREAD
            return fields
        at = _skip(text, at)
        if text.startswith(",", at):
            at = _skip(text, at + 1)
    return fields


def _skip(text: str, at: int) -> int:
    while at < len(text) and text[at] in " \t\r\n":
        at += 1
    return at


def _refuse(path, detail: str, rule: str = "output") -> LevelFileError:
    return LevelFileError([Problem(rule, detail, file=str(path))])


def check_name(path: str | Path) -> Path:
    """The output name alone: not empty, no NUL, parts and whole within the system's limits."""
    text = str(path)
    if not text:
        raise _refuse("''", "an empty file name")
    if "\0" in text:
        raise _refuse(text, "the name holds a NUL character")
    encoded = os.fsencode(text)
    if len(encoded) > MAX_PATH_BYTES:
        raise _refuse(text, f"the name is {len(encoded)} bytes long; at most {MAX_PATH_BYTES} are allowed")
    for part in Path(text).parts:
        size = len(os.fsencode(part))
        if size > MAX_NAME_BYTES:
            raise _refuse(text, f"a part of the name is {size} bytes long; at most {MAX_NAME_BYTES} are allowed")
    return Path(text)


def _describe(head: dict | None) -> str:
    """What an existing file holds, in words, for a refusal."""
    if head is None:
        return "not a JSON file the tools wrote"
    if isinstance(head.get("mode"), str):
        mode = shown(head["mode"], 40)
        return f"a {mode} pack" if "levels" in head and "pack" in head else f"a {mode} file of another kind"
    if isinstance(head.get("kind"), str):
        return f"a {shown(head['kind'], 40)} file"
    return "a file of another kind"


def in_levels(path: Path) -> bool:
    """Whether a path lies inside the repository's levels/ folder (at any depth)."""
    from .modes.base import LEVELS_ROOT

    root = LEVELS_ROOT.resolve()
    target = path.resolve()
    return target == root or root in target.parents


def check_output(path: str | Path, kind: Kind | None, force: bool = False, owner: bool = False) -> Path:
    """The path a command may write (see the module notes), or LevelFileError saying why not.
    ``owner``: the command owns this file (a regenerated file in levels/ or build/): it may be
    inside levels/ and is replaced without ``force``, still only over a file of its kind.
    ``kind`` None checks all but the kind (a command that learns its kind later, from its
    input, checks the rest before reading it)."""
    target = check_name(path)
    if not owner and in_levels(target):
        raise _refuse(path, "is inside levels/, where only the commands that own those files write "
                            "(bake, content, campaign, ship, daily); choose a file outside it")
    folder = target.parent
    while not os.path.lexists(folder) and folder != folder.parent:
        folder = folder.parent
    if not folder.is_dir():
        raise _refuse(path, f"cannot write there: {folder} is not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise _refuse(path, f"cannot write in the folder {folder}")
    try:
        info = os.lstat(target)
    except FileNotFoundError:
        return target
    except OSError as exc:
        raise _refuse(path, f"cannot look at it: {exc.strerror or exc}") from None
    if stat.S_ISLNK(info.st_mode):
        raise _refuse(path, "is a symbolic link; the tools never write through one")
    if stat.S_ISDIR(info.st_mode):
        raise _refuse(path, "is a folder; give a file name")
    if not stat.S_ISREG(info.st_mode):
        from .jsonio import _kind_of

        raise _refuse(path, f"is {_kind_of(info.st_mode)}, not a regular file; the tools write only files")
    if not force and not owner:
        what = f" (it must be {kind.name})" if kind is not None else ""
        raise _refuse(path, f"exists; give --force to replace it{what}")
    if kind is None:
        return target
    head = head_fields(target)
    if head is None or not kind.accepts(head):
        raise _refuse(path, f"is {_describe(head)}, not {kind.name}; it is never replaced, not even with --force")
    return target


def check_output_dir(path: str | Path, force: bool, owner: bool, kinds: dict[str, Kind]) -> Path:
    """A folder a command writes a set of files into (``kinds``: file name -> its kind): the
    folder itself may not exist yet; each file in it is checked as ``check_output``."""
    folder = check_name(path)
    if not owner and in_levels(folder):
        raise _refuse(path, "is inside levels/, where only the commands that own those files write; "
                            "choose a folder outside it")
    if os.path.lexists(folder):
        info = os.lstat(folder)
        if stat.S_ISLNK(info.st_mode) and not folder.is_dir():
            raise _refuse(path, "is a symbolic link to something that is not a folder")
        if not folder.is_dir():
            raise _refuse(path, "is a file, not a folder" if folder.is_file() else "is not a folder")
    for name, kind in kinds.items():
        check_output(folder / name, kind, force, owner)
    return folder


def _main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


class OutputSet:
    """Files written as one: ``add(path, text)`` writes a temp file beside each target; leaving
    the ``with`` block normally renames them all over their targets with Ctrl-C held off until
    the last rename, so a reader sees the old set or the new one; an error or Ctrl-C before
    that removes every temp file and replaces nothing."""

    def __init__(self):
        self._staged: list[tuple[str, Path]] = []

    def __enter__(self) -> OutputSet:
        return self

    def add(self, path: str | Path, text: str) -> None:
        path = Path(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".out-", suffix=".tmp", dir=path.parent)
        except OSError as exc:
            raise _refuse(path, f"cannot write here: {exc.strerror or exc}", "write") from None
        self._staged.append((tmp, path))
        try:
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
                os.fchmod(fh.fileno(), os.stat(path).st_mode & 0o777 if path.is_file() else 0o644)
                fh.write(text)
                fh.flush()
                os.fsync(fh.fileno())
        except OSError as exc:
            raise _refuse(path, f"cannot write: {exc.strerror or exc}", "write") from None

    def __exit__(self, exc_type, exc, tb) -> Literal[False]:
        if exc_type is not None:
            self._discard()
            return False
        hold = _main_thread() and hasattr(signal, "pthread_sigmask")
        if hold:
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        try:
            while self._staged:
                tmp, path = self._staged[0]
                os.replace(tmp, path)
                self._staged.pop(0)
        except OSError as exc:
            failed = self._staged[0][1]
            self._discard()
            raise _refuse(failed, f"cannot write: {exc.strerror or exc}", "write") from None
        finally:
            if hold:
                signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
        return False

    def _discard(self) -> None:
        for tmp, _path in self._staged:
            try:
                os.unlink(tmp)
            except OSError:
                pass
        self._staged = []

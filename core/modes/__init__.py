"""THE registry of game modes on the Python side, Tatham's ``gamelist[]``: one ``ModeEntry`` a
mode, plain data that imports nothing of the modes (docs/architecture.md, "Adding a mode").

An entry says what the command line must know before it imports a mode: the id (written here
and nowhere else: a mode's modules read it with ``id_of(__package__)``), an English title, the
package, and the mode's capabilities. ``get(id)`` imports that one mode's ``<package>.mode`` and
returns its ``MODE`` object (the ``Mode`` protocol of ``base.py``), so a command that works on one
mode never pays for the others.
"""
from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING

from ..errors import LevelFileError, Problem
from .base import Capabilities

if TYPE_CHECKING:
    from .base import Mode


@dataclass(frozen=True)
class ModeEntry:
    id: str  # the mode id everywhere: pack and baked files, saves, levels/<id>/, the CLI
    title: str  # an English name for messages
    package: str  # the Python package; its ``mode`` module holds ``MODE``
    capabilities: Capabilities = Capabilities()
    # what the mode contributes to play data (docs/telemetry.md): the summary group its ending
    # events carry (None: the common times only), and whether ``<package>.play_model`` gives the
    # report's model numbers (``models(keys, cache)``)
    play_summary: str | None = None
    play_model: bool = False


MODES: tuple[ModeEntry, ...] = (
    ModeEntry("01-number-stroke", "Number Stroke", "core.modes.number_stroke",
              Capabilities(generate=True, design=True, own_commands=True), play_summary="path", play_model=True),
    ModeEntry("03-hex-walls", "Hex Walls", "core.modes.hex_walls",
              Capabilities(generate=True, design=True, own_commands=True), play_summary="path"),
    ModeEntry("hex-tracks", "Hex Tracks", "core.modes.hex_tracks",
              Capabilities(generate=True, own_commands=True, claims_files=True), play_summary="tracks",
              play_model=True),
    ModeEntry("city-cat-catch", "City Cat Catch", "core.modes.city_cat_catch",
              Capabilities(generate=True, own_commands=True), play_summary="cat", play_model=True),
)


def ids() -> list[str]:
    return [e.id for e in MODES]


def entries() -> tuple[ModeEntry, ...]:
    return MODES


def entry(mode_id: str) -> ModeEntry:
    """The entry of an id; an unknown id raises LevelFileError naming the known ones."""
    for e in MODES:
        if e.id == mode_id:
            return e
    raise LevelFileError([Problem("mode", f"unknown mode '{mode_id}' (known: {', '.join(ids())})")])


def id_of(package: str) -> str:
    """The id of the mode a module belongs to: ``MODE_ID = id_of(__package__)``."""
    for e in MODES:
        if package == e.package or package.startswith(e.package + "."):
            return e.id
    raise LookupError(f"{package} is not a registered mode's package")


def get(mode_id: str) -> Mode:
    """The mode's ``MODE`` object; only its own package is imported."""
    return import_module(entry(mode_id).package + ".mode").MODE


def of_data(raw, file: str) -> Mode:
    """The mode a parsed pack file declares in its ``mode`` field; a file without one belongs
    to the mode that claims it (``claims(raw)``; e.g. a bare Hex Tracks level). Only the modes
    that claim files are imported to ask."""
    mode_id = raw.get("mode") if isinstance(raw, dict) else None
    if mode_id is None and isinstance(raw, dict):
        claimed = [e.id for e in MODES if e.capabilities.claims_files and get(e.id).claims(raw)]
        if len(claimed) == 1:
            return get(claimed[0])
    if not isinstance(mode_id, str):
        raise LevelFileError([Problem(
            "mode", f"the file has no \"mode\" field naming one of: {', '.join(ids())}", file=file,
        )])
    try:
        return get(mode_id)
    except LevelFileError as exc:
        for p in exc.problems:
            p.file = file
        raise

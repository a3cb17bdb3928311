"""What every mode implements, and the pieces of it that are the same for every mode.

A mode is one entry in the registry (``core.modes``) and one ``MODE`` object in its package's
``mode`` module implementing the ``Mode`` protocol below (docs/architecture.md, "The mode
interface"). This module holds that protocol, the ``Capabilities`` an entry declares, the shared
types (``PackFile``, ``ValidationRow``, the ``Session`` protocol), where a mode's files live, and
the cross-pack checks every mode runs.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Annotated, Any, Callable, Literal, Protocol

from pydantic import (
    AfterValidator, BaseModel, ConfigDict, Field, PlainValidator, StrictInt, StrictStr, WithJsonSchema, create_model,
)
from pydantic_core import PydanticCustomError

from ..common.visible import invisible_problem
from ..errors import LevelFileError, Problem
from ..jsonio import read_json

if TYPE_CHECKING:
    from ..options import Checked
    from . import ModeEntry


def _is_repo(folder: Path) -> bool:
    return (folder / "levels").is_dir() and (folder / "project.godot").is_file()


def _repo_root() -> Path:
    """The game's repository the level tools work on (its levels/, docs/, build/): the tree this
    package lies in (a clone, an editable install); for a copy installed elsewhere (``pip install
    .`` puts it in site-packages) the current folder or the nearest one above it holding
    ``levels/`` and ``project.godot``; none: the current folder (``shipped_pack_paths`` then says
    where it looked)."""
    here = Path(__file__).resolve().parents[2]
    if _is_repo(here):
        return here
    cwd = Path.cwd().resolve()
    return next((folder for folder in (cwd, *cwd.parents) if _is_repo(folder)), cwd)


REPO_ROOT = _repo_root()
LEVELS_ROOT = REPO_ROOT / "levels"
SHIPPED_GLOB = "pack-*.json"

PLAYING, WON, LOST = "playing", "won", "lost"

# --- field types every mode's files share ------------------------------------------------------
MAX_ID_LENGTH = 64
MAX_TEXT_LENGTH = 200  # characters of one text players read (a title, a caption, a name)
# an id: 1-64 characters, none of them a control character (ids are shown in one-line messages)
Ident = Annotated[StrictStr, Field(min_length=1, max_length=MAX_ID_LENGTH, pattern=r"^[^\x00-\x1f\x7f]+$")]
_TEXT_SCHEMA = {"type": "string", "minLength": 1, "maxLength": MAX_TEXT_LENGTH, "pattern": "\\S"}


def _visible(text: str, where: str = "") -> str:
    """The text, if it shows something (core/common/visible.py)."""
    problem = invisible_problem(text)
    if problem is not None:
        raise PydanticCustomError("invisible-text", "{where}a text players read needs a visible character; "
                                                    "this one {problem}", {"where": where, "problem": problem})
    return text


# a text players read, one string (a name, a title): at least one visible character
VisibleText = Annotated[StrictStr, AfterValidator(_visible)]


def _local_text(value):
    """A text players read: one string for both languages, or {"zh": …, "en": …} with both;
    each 1-200 characters, at least one of them visible. One error names what is wrong."""
    if not isinstance(value, (str, dict)):
        raise PydanticCustomError("text_type", "Input should be a text or an object with \"zh\" and \"en\"")
    texts = {"": value} if isinstance(value, str) else value
    if isinstance(value, dict) and set(texts) != {"zh", "en"}:
        raise PydanticCustomError("local-text", "a text for players is one string, or an object with both "
                                                "\"zh\" and \"en\" (this one has: {keys})",
                                  {"keys": ", ".join(sorted(value)) or "none"})
    for locale, text in texts.items():
        where = f"{locale}: " if locale else ""
        if not isinstance(text, str):
            raise PydanticCustomError("local-text", "{where}a text, not {kind}",
                                      {"where": where, "kind": type(text).__name__})
        if not 1 <= len(text) <= MAX_TEXT_LENGTH:
            raise PydanticCustomError("local-text", "{where}a text of 1-{most} characters (this one has {length})",
                                      {"where": where, "most": MAX_TEXT_LENGTH, "length": len(text)})
        _visible(text, where)
    return value


# a text players read: one string for both languages, or both {"zh": …, "en": …}; never empty
LocalText = Annotated[
    str | dict[str, str], PlainValidator(_local_text),
    WithJsonSchema({"anyOf": [_TEXT_SCHEMA, {"type": "object", "properties": {"zh": _TEXT_SCHEMA, "en": _TEXT_SCHEMA},
                                            "required": ["zh", "en"], "additionalProperties": False}]}),
]


def pack_model(mode_id: str, level: type[BaseModel], max_levels: int) -> type[BaseModel]:
    """The model of a pack file made of levels, the frame the path modes and Hex Tracks share:
    ``mode`` (the mode's id), ``pack`` (its number), ``title`` (players read it), ``notes`` (the
    designer's) and 1 to ``max_levels`` levels of the mode's ``level`` model; strict, nothing
    else. Named ``Pack``, in the level model's module."""
    return create_model(
        "Pack", __config__=ConfigDict(extra="forbid", strict=True), __module__=level.__module__,
        mode=(Literal[mode_id], ...), pack=(StrictInt, Field(ge=1, le=999)), title=(LocalText, ...),
        notes=(StrictStr | None, None),
        levels=(list[level], Field(min_length=1, max_length=max_levels)),  # type: ignore[valid-type]  # run-time model
    )


def levels_dir(mode_id: str) -> Path:
    return LEVELS_ROOT / mode_id


def baked_file(mode_id: str) -> Path:
    return LEVELS_ROOT / f"{mode_id}.baked.json"


def shipped_pack_paths(mode_id: str) -> list[Path]:
    folder = levels_dir(mode_id)
    if not folder.is_dir():  # never an empty list: a command on the shipped packs would check nothing
        raise LevelFileError([Problem(
            "levels", "no shipped packs here: the level tools work on the game's repository, the folder "
                      "holding project.godot and levels/ (the one this core lies in or, when it is installed "
                      "elsewhere, the current folder or one above it): run the command inside a clone",
            file=str(folder))])
    return sorted(folder.glob(SHIPPED_GLOB), key=_pack_sort_key)


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


@dataclass(frozen=True)
class Capabilities:
    """Which shared commands and options a mode supports (``Mode`` members it implements).

    The defaults are a plain mode's: its files are validated, solved, baked (also one level for
    a play-test), shared as game IDs and replayed by the engine's conformance test."""

    validate: bool = True  # validate_level, validation_table
    solve: bool = True  # solve_level
    bake: bool = True  # bake: levels/<id>.baked.json
    playtest_bake: bool = True  # bake_playtest: one level for the editor's play-test
    game_id: bool = True  # level_json: `python -m core id`
    conformance: bool = True  # session_from_baked, conformance_vectors
    generate: bool = False  # generate_params, generate
    design: bool = False  # design_options, design
    own_commands: bool = False  # register_commands: `python -m core <id> …`
    claims_files: bool = False  # claims: files without a "mode" field



@dataclass(frozen=True)
class DesignOption:
    """One of a mode's ``design`` tools, offered as ``python -m core design LEVEL --<name>``."""

    name: str  # the option without its dashes: "minimize"
    help: str
    takes: Checked | None = None  # the whole numbers it takes (options.whole); None: a flag
    metavar: str = "N"  # the value's name in --help


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


class CommonMode(Protocol):
    """What every mode has (``ModeBase`` gives most of it)."""

    entry: ModeEntry
    limits: str  # one line: the size limits its files must respect (`python -m core limits`)

    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def capabilities(self) -> Capabilities: ...

    def pack_json_schema(self) -> dict: ...

    def parse_pack(self, raw: Any, file: str) -> Any:
        """The checked pack model of parsed JSON; every problem raised as LevelFileError
        naming the file, level, cell (piece, tile) and rule."""

    def load_pack(self, path: str | Path) -> Any: ...

    def shipped_pack_paths(self) -> list[Path]: ...

    def load_packs(self, paths) -> list[PackFile]:
        """Several packs with the cross-pack checks (duplicate level ids, pack numbers)."""

    def validation_summary(self, rows: list[ValidationRow]) -> tuple[list[str], list[str]]:
        """(lines, problems) about the validated levels as a whole, after the table; a problem
        fails ``validate`` (Hex Tracks: the campaign's counts). ``ModeBase``: none."""


# One protocol a capability: the members a mode has exactly when its entry declares it.
class Validates(Protocol):
    def validate_level(self, pf: PackFile, level: Any, strict: bool = False) -> ValidationRow: ...

    def validation_table(self, rows: list[ValidationRow]) -> list[str]:
        """The human table of ``validate`` (each mode keeps its own columns)."""


class Solves(Protocol):
    def solve_level(self, level: Any, limit: int) -> tuple[dict, list[str]]:
        """(the ``solve --json`` line, the human lines) for one level."""


class Bakes(Protocol):
    def bake(self, pack_files: list[PackFile]) -> dict:
        """The runtime data the engine loads: levels/<id>.baked.json."""


class BakesPlaytest(Protocol):
    def bake_playtest(self, pf: PackFile, level: Any) -> dict:
        """One level of any file for the editor's play-test (unique or not)."""


class HasGameId(Protocol):
    def level_json(self, level: Any) -> dict:
        """The level as its pack file writes it: the payload of a game ID."""


class Conforms(Protocol):
    def session_from_baked(self, level: dict) -> Session: ...

    def conformance_vectors(self, seed: int, cases_per_level: int) -> dict:
        """``{"levels": [...], "cases": [...], ...}``: the body of build/conformance/<id>.json."""


class Generates(Protocol):
    @property
    def generate_params(self) -> type[BaseModel]:
        """Ranges as Field constraints; the CLI's options."""

    def generate(self, params: Any) -> dict:
        """A candidates pack (JSON-ready) from validated ``generate_params``."""


class Designs(Protocol):
    @property
    def design_options(self) -> tuple[DesignOption, ...]: ...

    def design(self, level: Any, option: str, value: int | None, as_json: bool) -> int:
        """Runs one of ``design_options`` on a level, prints its answer; the exit status."""


class OwnCommands(Protocol):
    def register_commands(self, subparsers) -> None:
        """Adds ``python -m core <id> …`` sub-commands (each sets ``run``)."""


class ClaimsFiles(Protocol):
    def claims(self, raw: Any) -> bool:
        """Whether parsed JSON without a ``mode`` field is one of this mode's files."""


# The protocol each capability stands for (tests/common/test_mode_registry.py checks every
# registered mode's members against its entry; mypy checks each mode's ``MODE`` against the
# protocols its entry declares, in its mode.py).
CAPABILITY_PROTOCOLS: dict[str, type] = {
    "validate": Validates, "solve": Solves, "bake": Bakes, "playtest_bake": BakesPlaytest,
    "game_id": HasGameId, "conformance": Conforms, "generate": Generates, "design": Designs,
    "own_commands": OwnCommands, "claims_files": ClaimsFiles,
}


class PlainMode(CommonMode, Validates, Solves, Bakes, BakesPlaytest, HasGameId, Conforms, Protocol):
    """A mode with the default ``Capabilities``."""


class Mode(PlainMode, Generates, Designs, OwnCommands, ClaimsFiles, Protocol):
    """What ``python -m core`` and the shared tools call on a mode (its ``MODE`` object, from
    ``core.modes.get``): every member of every capability; the tools call a capability's members
    only on a mode whose entry declares it."""


class ModeBase:
    """The members every mode shares; a mode's class adds its own and the capability ones."""

    limits: str
    # the modules of the mode's package holding ``pack_json_schema()`` and ``parse_pack(raw,
    # file)``, imported when called (a mode whose one module holds both names it twice)
    schema_module = "schema"
    pack_module = "pack"

    def __init__(self, package: str):
        from . import entry, id_of

        self.entry = entry(id_of(package))

    def _module(self, name: str) -> ModuleType:
        """A module of the mode's package, imported now (a command loads only what it calls)."""
        return import_module(f"{self.entry.package}.{name}")

    def pack_json_schema(self) -> dict:
        return self._module(self.schema_module).pack_json_schema()

    def parse_pack(self, raw, file: str):
        return self._module(self.pack_module).parse_pack(raw, file)

    @property
    def id(self) -> str:
        return self.entry.id

    @property
    def title(self) -> str:
        return self.entry.title

    @property
    def capabilities(self) -> Capabilities:
        return self.entry.capabilities

    def load_pack(self, path: str | Path) -> Any:
        return self.parse_pack(read_json(path), str(path))

    def shipped_pack_paths(self) -> list[Path]:
        return shipped_pack_paths(self.id)

    def load_packs(self, paths) -> list[PackFile]:
        return load_packs(paths, self.load_pack)

    def validation_summary(self, rows: list[ValidationRow]) -> tuple[list[str], list[str]]:
        return [], []


def pydantic_level_json(level) -> dict:
    """``level_json`` of a mode whose level model writes itself (the usual case)."""
    return level.model_dump(by_alias=True, exclude_none=True)


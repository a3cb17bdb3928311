"""The play events (schema version 1): one pydantic model per event kind, discriminated by
``kind``; docs/telemetry.md explains every field. The game writes them as JSON lines and
uploads them in batches; the collector validates each line against these models.

Every event carries the envelope (schema and app version, a random install id, the app
session, a per-install sequence number, UTC and monotonic times). Events inside a level add
the level context (mode, level, source, the board's revision and seed, the attempt, its step
and active time). The attempt-ending events (win, fail, quit, restart) add a ``summary``:
times (animation, away, observation pauses) and the one group of numbers the mode's seed asks
for. What a mode adds (its summary group, its own context fields and those it must send, its
example events) it declares in its ``play_data`` module (``fields.PlayData``), found through
its registry entry (``play_summary``, the name of its group); the models and the JSON Schema
are composed from them here.

Nothing personal: ids are random (made on the device at first consent, replaced when the
player deletes their play data), no names, accounts, device ids, locations or free text.
"""
from __future__ import annotations

import json
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal, Union, get_args

from pydantic import BaseModel, Field, StrictBool, StrictInt, StrictStr, TypeAdapter, create_model, model_validator

from .. import modes
from .fields import EXAMPLE_ENVELOPE, MAX_INT, SCHEMA_VERSION, Count, Millis, PlayData, Step, strict

SCHEMA_FILE = Path(__file__).with_name("events.schema.json")

# limits the collector enforces (docs/telemetry.md "Upload")
MAX_EVENT_BYTES = 16 * 1024
MAX_BATCH_EVENTS = 1000
MAX_BATCH_BYTES = 1024 * 1024
MAX_PAUSES = 100
PAUSE_MS = 2000  # an input-free, animation-free gap in the foreground this long is a pause

UTC_MIN_MS = 1_577_836_800_000  # 2020-01-01: older clocks are broken, not old
UTC_MAX_MS = 4_102_444_800_000  # 2100-01-01

Hex32 = Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{32}$")]
Hex16 = Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{16}$")]
LevelId = Annotated[StrictStr, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,95}$")]
Seed = Annotated[StrictStr, Field(pattern=r"^[0-9]{1,20}$")]
if TYPE_CHECKING:  # the registry's ids are known when it runs: to mypy a mode id is a text
    ModeId = str
else:
    ModeId = Literal[tuple(modes.ids())]

# the summary group each mode fills in, as its registry entry declares (a mode without one sends
# only the common times), and what the mode adds to the events, from its ``play_data`` module
SUMMARY_GROUP = {e.id: e.play_summary for e in modes.entries() if e.play_summary}
PLAY_DATA: dict[str, PlayData] = {
    e.id: import_module(e.package + ".play_data").PLAY_DATA for e in modes.entries() if e.play_summary}
ENDING_KINDS = ("win", "fail", "quit", "restart")
TOOLS = ("undo", "remove", "shuffle")


def _and(words) -> str:
    words = list(words)
    return ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else "".join(words)


def _group_models() -> dict[str, type[BaseModel]]:
    """Each summary group's model. In reverse registry order: the order of the groups in the
    stored summary STRUCT (dataset.columns()) as it was before the modes declared them, so
    Parquet files compacted then keep their column type."""
    groups: dict[str, type[BaseModel]] = {}
    for mode_id, group in reversed(SUMMARY_GROUP.items()):
        model = groups.setdefault(group, PLAY_DATA[mode_id].summary)
        if model is not PLAY_DATA[mode_id].summary:
            raise TypeError(f"{mode_id}'s play_data gives another model of the summary group '{group}' "
                            f"than {model.__name__}")
    return groups


def _context_owners() -> dict[str, list[str]]:
    """Each mode's own level-context field -> the modes that send it (null in the others'
    events); modes sending one field give it one type."""
    owners: dict[str, list[str]] = {}
    for mode_id, data in PLAY_DATA.items():
        for name, kind in data.context.items():
            first = owners.setdefault(name, [mode_id])[0]
            if first != mode_id:
                if PLAY_DATA[first].context[name] != kind:
                    raise TypeError(f"{mode_id}'s play_data gives the level-context field {name} another type "
                                    f"than {first}'s")
                owners[name].append(mode_id)
    return owners


GROUPS = _group_models()
CONTEXT_OWNERS = _context_owners()


# --- summaries ---------------------------------------------------------------------------------
class _Times(BaseModel):
    """Carried by the attempt-ending events. ``activeMs`` (the event's) counts foreground time
    and includes ``animMs`` and the pauses; ``awayMs`` is the time the app spent in the
    background during the attempt, never part of ``activeMs``."""

    model_config = strict()
    animMs: Millis = Field(description="foreground ms while the board animated (input queued)")
    awayMs: Millis = Field(description="ms the app spent paused/backgrounded during the attempt")
    pausesMs: Annotated[list[Millis], Field(max_length=MAX_PAUSES)] = Field(
        default_factory=list, description=f"observation pauses: input- and animation-free gaps of {PAUSE_MS} ms or more")


if TYPE_CHECKING:  # the groups are the registry's: to mypy the summary is its times
    Summary = _Times
else:
    Summary = create_model("Summary", __base__=_Times, __doc__=_Times.__doc__,
                           **{group: (model | None, None) for group, model in GROUPS.items()})


# --- events -------------------------------------------------------------------------------------
def _if_mode(modes_: list[str], then: dict) -> dict:
    return {"if": {"properties": {"mode": {"enum": modes_}}, "required": ["mode"]}, "then": then}


def _json_type(name: str) -> str:
    """The JSON type of a level-context field when it is given (not null)."""
    schema = TypeAdapter(LevelEvent.model_fields[name].annotation).json_schema()
    return next(s["type"] for s in schema.get("anyOf", [schema]) if s.get("type") != "null")


def _schema_extra(schema: dict, cls) -> None:
    """The cross-field rules of the validators below, written into the JSON Schema too (so the
    game's checks and the collector's agree), and each kind's examples."""
    rules = []
    if issubclass(cls, LevelEvent):
        for mode_id, data in PLAY_DATA.items():
            if data.required:
                rules.append(_if_mode([mode_id], {"required": list(data.required),
                                                  "properties": {f: {"type": _json_type(f)} for f in data.required}}))
        for name, owners in CONTEXT_OWNERS.items():
            rules.append(_if_mode([m for m in modes.ids() if m not in owners], {"properties": {name: {"type": "null"}}}))
    if issubclass(cls, EndingEvent):
        for mode_id in modes.ids():
            want = SUMMARY_GROUP.get(mode_id)
            groups = {g: ({"type": "object"} if g == want else {"type": "null"}) for g in GROUPS}
            then = {"properties": {"summary": {"properties": groups, **({"required": [want]} if want else {})}}}
            rules.append(_if_mode([mode_id], then))
    if rules:
        schema["allOf"] = rules
    if examples_of(cls):
        schema["examples"] = examples_of(cls)


class Envelope(BaseModel):
    model_config = strict(json_schema_extra=_schema_extra)
    schemaVersion: StrictInt = Field(ge=SCHEMA_VERSION, le=SCHEMA_VERSION, description="this schema: 1")
    appVersion: Annotated[StrictStr, Field(pattern=r"^[0-9A-Za-z][0-9A-Za-z.+_-]{0,31}$")]
    platform: Annotated[StrictStr, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9 ._-]{0,23}$")] | None = None
    installId: Hex32 = Field(description="random, made at consent; replaced when play data is deleted")
    sessionId: Hex16 = Field(description="random, one per app launch")
    seq: Count = Field(description="per install, +1 every event: (installId, seq) is unique")
    utcMs: StrictInt = Field(ge=UTC_MIN_MS, le=UTC_MAX_MS, description="device wall clock, ms since 1970 UTC")
    monoMs: Millis = Field(description="ms since the app launched (monotonic within sessionId)")


class _LevelPlace(Envelope):
    mode: ModeId
    level: LevelId
    source: Literal["catalog", "daily", "workshop", "editor"] = "catalog"


if TYPE_CHECKING:  # the modes' own context fields are the registry's: to mypy there are none
    _LevelContext = _LevelPlace
else:  # between the place and the common context, where the stored columns have them
    _LevelContext = create_model("_LevelContext", __base__=_LevelPlace,
                                 **{name: (PLAY_DATA[owners[0]].context[name] | None, None)
                                    for name, owners in CONTEXT_OWNERS.items()})


class LevelEvent(_LevelContext):
    revision: StrictInt | None = Field(None, ge=1, le=999)
    seed: Seed | None = None
    attemptId: Hex16 = Field(description="random per attempt; kept when a saved attempt is resumed")
    attemptNo: StrictInt = Field(ge=1, le=MAX_INT, description="this install's nth attempt at this level")
    step: Step = Field(description="moves applied in the attempt so far")
    activeMs: Millis = Field(description="foreground ms in the attempt so far (away time excluded)")
    left: Count | None = Field(None, description="what is left of the board: tiles, pieces or cells")

    @model_validator(mode="after")
    def _mode_rules(self):
        data = PLAY_DATA.get(self.mode)
        if data and any(getattr(self, name) is None for name in data.required):
            raise ValueError(f"a {self.mode} event carries {_and(data.required)}")
        for name, owners in CONTEXT_OWNERS.items():
            if self.mode not in owners and getattr(self, name) is not None:
                raise ValueError(f"{name} belongs to {_and(owners)} events only")
        return self


for _mode_id, _data in PLAY_DATA.items():
    if set(_data.required) - set(LevelEvent.model_fields):
        raise TypeError(f"{_mode_id}'s play_data requires level-context fields no level event has: "
                        f"{', '.join(sorted(set(_data.required) - set(LevelEvent.model_fields)))}")


class EndingEvent(LevelEvent):
    summary: Summary

    @model_validator(mode="after")
    def _summary_group(self):
        want = SUMMARY_GROUP.get(self.mode)
        for group in GROUPS:
            present = getattr(self.summary, group) is not None
            if group == want and not present:
                raise ValueError(f"a {self.mode} summary carries its '{group}' group")
            if group != want and present:
                raise ValueError(f"the '{group}' group is not {self.mode}'s")
        return self


class LevelStart(LevelEvent):
    kind: Literal["level_start"]
    resumed: StrictBool = Field(description="true: a saved attempt continues (not a new start)")


class Hint(LevelEvent):
    kind: Literal["hint"]


class Undo(LevelEvent):
    kind: Literal["undo"]


class Tool(LevelEvent):
    kind: Literal["tool"]
    tool: Literal[TOOLS]  # type: ignore[valid-type]


class Revive(LevelEvent):
    kind: Literal["revive"]


class Win(EndingEvent):
    kind: Literal["win"]


class Fail(EndingEvent):
    kind: Literal["fail"]
    reason: Annotated[StrictStr, Field(pattern=r"^[a-z][a-z-]{0,31}$")] = Field(description="the mode's word: tray-full")


class Quit(EndingEvent):
    kind: Literal["quit"]
    resumable: StrictBool = Field(description="true: the attempt was saved and may be resumed")


class Restart(EndingEvent):
    kind: Literal["restart"]
    nextAttemptId: Hex16 = Field(description="the attempt the restart begins")


class AppPause(Envelope):
    kind: Literal["app_pause"]
    mode: ModeId | None = None
    level: LevelId | None = None
    attemptId: Hex16 | None = None


class AppResume(Envelope):
    kind: Literal["app_resume"]
    mode: ModeId | None = None
    level: LevelId | None = None
    attemptId: Hex16 | None = None
    awayMs: Millis


KINDS = (LevelStart, Hint, Undo, Tool, Revive, Win, Fail, Quit, Restart, AppPause, AppResume)
Event = Annotated[Union[KINDS], Field(discriminator="kind")]  # type: ignore[valid-type]
EVENT: TypeAdapter = TypeAdapter(Event)


def kind_names() -> list[str]:
    return [get_args(k.model_fields["kind"].annotation)[0] for k in KINDS]


_OUTSIDE_LEVELS_EXAMPLES = ({**EXAMPLE_ENVELOPE, "seq": 13, "kind": "app_pause"},)


def examples_of(kind) -> list[dict]:
    """The example events of a kind (its JSON Schema's ``examples``): the modes' own, in
    registry order, then those outside any level."""
    name = get_args(kind.model_fields["kind"].annotation)[0] if "kind" in kind.model_fields else None
    return [e for data in PLAY_DATA.values() for e in data.examples if e["kind"] == name] + \
        [e for e in _OUTSIDE_LEVELS_EXAMPLES if e["kind"] == name]


def examples() -> list[dict]:
    """Every example event, kind by kind."""
    return [e for kind in KINDS for e in examples_of(kind)]


def json_schema() -> dict:
    """The JSON Schema of one event (what the game's autoload writes, one per line)."""
    schema = EVENT.json_schema()
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Play event",
        "description": (f"One play event, schema version {SCHEMA_VERSION}; the game writes one per line "
                        "(docs/telemetry.md). Limits: an event at most "
                        f"{MAX_EVENT_BYTES} bytes as UTF-8 JSON; a batch at most {MAX_BATCH_EVENTS} "
                        f"events and {MAX_BATCH_BYTES} bytes."),
        **schema,
    }
    schema["x-limits"] = {
        "schemaVersion": SCHEMA_VERSION, "maxEventBytes": MAX_EVENT_BYTES, "maxBatchEvents": MAX_BATCH_EVENTS,
        "maxBatchBytes": MAX_BATCH_BYTES, "pauseMs": PAUSE_MS, "summaryGroup": SUMMARY_GROUP,
        "endingKinds": list(ENDING_KINDS),
    }
    return schema


def schema_text() -> str:
    return json.dumps(json_schema(), indent=1, ensure_ascii=False, sort_keys=True) + "\n"

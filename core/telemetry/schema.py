"""The play events (schema version 1): one pydantic model per event kind, discriminated by
``kind``; docs/telemetry.md explains every field. The game writes them as JSON lines and
uploads them in batches; the collector validates each line against these models.

Every event carries the envelope (schema and app version, a random install id, the app
session, a per-install sequence number, UTC and monotonic times). Events inside a level add
the level context (mode, level, source, Cat's city/revision/seed, the attempt, its step and
active time). The attempt-ending events (win, fail, quit, restart) add a ``summary``: times
(animation, away, observation pauses) and the one group of numbers the mode's seed asks for
(``cat``: seed 004 §17; ``tracks``: seed 003's playtest observations; ``path``: the path
modes').

Nothing personal: ids are random (made on the device at first consent, replaced when the
player deletes their play data), no names, accounts, device ids, locations or free text.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, ClassVar, Literal, Union, Unpack, get_args

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, TypeAdapter, model_validator

from .. import modes

SCHEMA_VERSION = 1
SCHEMA_FILE = Path(__file__).with_name("events.schema.json")

# limits the collector enforces (docs/telemetry.md "Upload")
MAX_EVENT_BYTES = 16 * 1024
MAX_BATCH_EVENTS = 1000
MAX_BATCH_BYTES = 1024 * 1024
MAX_LIST = 200  # entries of one summary list
MAX_PAUSES = 100
PAUSE_MS = 2000  # an input-free, animation-free gap in the foreground this long is a pause

UTC_MIN_MS = 1_577_836_800_000  # 2020-01-01: older clocks are broken, not old
UTC_MAX_MS = 4_102_444_800_000  # 2100-01-01
MAX_INT = 2**53 - 1  # JSON numbers are doubles in Godot

Hex32 = Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{32}$")]
Hex16 = Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{16}$")]
Count = Annotated[StrictInt, Field(ge=0, le=MAX_INT)]
Millis = Annotated[StrictInt, Field(ge=0, le=MAX_INT)]
Step = Annotated[StrictInt, Field(ge=0, le=1_000_000)]
LevelId = Annotated[StrictStr, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,95}$")]
Slug = Annotated[StrictStr, Field(pattern=r"^[a-z0-9][a-z0-9_-]{0,47}$")]
Seed = Annotated[StrictStr, Field(pattern=r"^[0-9]{1,20}$")]
if TYPE_CHECKING:  # the registry's ids are known when it runs: to mypy a mode id is a text
    ModeId = str
else:
    ModeId = Literal[tuple(modes.ids())]
MillisList = Annotated[list[Millis], Field(max_length=MAX_LIST)]

# the summary group each mode fills in, as its registry entry declares (a mode without one sends
# only the common times)
SUMMARY_GROUP = {e.id: e.play_summary for e in modes.entries() if e.play_summary}
ENDING_KINDS = ("win", "fail", "quit", "restart")
TOOLS = ("undo", "remove", "shuffle")


def _strict(**extra: Unpack[ConfigDict]) -> ConfigDict:
    return ConfigDict(extra="forbid", strict=True, **extra)


# --- summaries ---------------------------------------------------------------------------------
class ToolUsage(BaseModel):
    model_config = _strict()
    undo: Count = 0
    remove: Count = 0
    shuffle: Count = 0


class CatSummary(BaseModel):
    """Seed 004 §17 (``timeSpentSec`` is the event's ``activeMs``; ``result`` is its kind)."""

    model_config = _strict()
    peakSlotUsage: StrictInt = Field(ge=0, le=7, description="most tray slots filled at once")
    toolUsage: ToolUsage = Field(description="tools used in the attempt, by tool")
    firstFailStep: Step | None = Field(None, description=(
        "taps when the tray first filled: the step of the attempt's first fail, as the simulated "
        "players' firstFailStep counts it (null: none)"))


class FailedTry(BaseModel):
    model_config = _strict()
    step: Step
    reason: Literal["blocked", "loop"]
    tile: Annotated[StrictStr, Field(pattern=r"^[A-Za-z0-9_-]{1,16}$")]


class TracksSummary(BaseModel):
    """Seed 003, 工作量与内部时长估计: what playtests must observe."""

    model_config = _strict()
    removals: Count
    rotations: Count
    failedTries: Annotated[list[FailedTry], Field(max_length=MAX_LIST)] = Field(
        default_factory=list, description="taps whose tile went back, in order (first 200)")
    removalGapsMs: MillisList = Field(
        default_factory=list, description="active ms between successive successful removals")
    rotationToSuccessMs: MillisList = Field(
        default_factory=list, description="per rotation, active ms until the next successful removal")
    lastTileMs: Millis | None = Field(None, description="active ms with one tile left (null: never reached)")
    lastTileFailedTries: Count | None = None


class PathSummary(BaseModel):
    model_config = _strict()
    refused: Count = Field(description="steps the board refused")
    longest: Count = Field(description="most cells the line ever covered")


class Summary(BaseModel):
    """Carried by the attempt-ending events. ``activeMs`` (the event's) counts foreground time
    and includes ``animMs`` and the pauses; ``awayMs`` is the time the app spent in the
    background during the attempt, never part of ``activeMs``."""

    model_config = _strict()
    animMs: Millis = Field(description="foreground ms while the board animated (input queued)")
    awayMs: Millis = Field(description="ms the app spent paused/backgrounded during the attempt")
    pausesMs: Annotated[list[Millis], Field(max_length=MAX_PAUSES)] = Field(
        default_factory=list, description=f"observation pauses: input- and animation-free gaps of {PAUSE_MS} ms or more")
    cat: CatSummary | None = None
    tracks: TracksSummary | None = None
    path: PathSummary | None = None


# --- events -------------------------------------------------------------------------------------
def _if_mode(modes_: list[str], then: dict) -> dict:
    return {"if": {"properties": {"mode": {"enum": modes_}}, "required": ["mode"]}, "then": then}


def _schema_extra(schema: dict, cls) -> None:
    """The cross-field rules of the validators below, written into the JSON Schema too (so the
    game's checks and the collector's agree), and each kind's example."""
    rules = []
    if issubclass(cls, LevelEvent):
        rules.append(_if_mode(["city-cat-catch"], {"required": ["cityId", "revision", "seed"],
                                                   "properties": {"cityId": {"type": "string"},
                                                                  "revision": {"type": "integer"},
                                                                  "seed": {"type": "string"}}}))
        rules.append(_if_mode([m for m in modes.ids() if m != "city-cat-catch"],
                              {"properties": {"cityId": {"type": "null"}}}))
    if issubclass(cls, EndingEvent):
        for mode_id in modes.ids():
            want = SUMMARY_GROUP.get(mode_id)
            groups = {g: ({"type": "object"} if g == want else {"type": "null"}) for g in ("cat", "tracks", "path")}
            then = {"properties": {"summary": {"properties": groups, **({"required": [want]} if want else {})}}}
            rules.append(_if_mode([mode_id], then))
    if rules:
        schema["allOf"] = rules
    if getattr(cls, "EXAMPLES", None):
        schema["examples"] = cls.EXAMPLES


class Envelope(BaseModel):
    model_config = _strict(json_schema_extra=_schema_extra)
    schemaVersion: StrictInt = Field(ge=SCHEMA_VERSION, le=SCHEMA_VERSION, description="this schema: 1")
    appVersion: Annotated[StrictStr, Field(pattern=r"^[0-9A-Za-z][0-9A-Za-z.+_-]{0,31}$")]
    platform: Annotated[StrictStr, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9 ._-]{0,23}$")] | None = None
    installId: Hex32 = Field(description="random, made at consent; replaced when play data is deleted")
    sessionId: Hex16 = Field(description="random, one per app launch")
    seq: Count = Field(description="per install, +1 every event: (installId, seq) is unique")
    utcMs: StrictInt = Field(ge=UTC_MIN_MS, le=UTC_MAX_MS, description="device wall clock, ms since 1970 UTC")
    monoMs: Millis = Field(description="ms since the app launched (monotonic within sessionId)")


class LevelEvent(Envelope):
    mode: ModeId
    level: LevelId
    source: Literal["catalog", "daily", "workshop", "editor"] = "catalog"
    cityId: Slug | None = None
    revision: StrictInt | None = Field(None, ge=1, le=999)
    seed: Seed | None = None
    attemptId: Hex16 = Field(description="random per attempt; kept when a saved attempt is resumed")
    attemptNo: StrictInt = Field(ge=1, le=MAX_INT, description="this install's nth attempt at this level")
    step: Step = Field(description="moves applied in the attempt so far")
    activeMs: Millis = Field(description="foreground ms in the attempt so far (away time excluded)")
    left: Count | None = Field(None, description="what is left of the board: tiles, pieces or cells")

    @model_validator(mode="after")
    def _mode_rules(self):
        if self.mode == "city-cat-catch" and (self.cityId is None or self.revision is None or self.seed is None):
            raise ValueError("a city-cat-catch event carries cityId, revision and seed (seed 004 §17)")
        if self.mode != "city-cat-catch" and self.cityId is not None:
            raise ValueError("cityId belongs to city-cat-catch events only")
        return self


class EndingEvent(LevelEvent):
    summary: Summary

    @model_validator(mode="after")
    def _summary_group(self):
        want = SUMMARY_GROUP.get(self.mode)
        for group in ("cat", "tracks", "path"):
            present = getattr(self.summary, group) is not None
            if group == want and not present:
                raise ValueError(f"a {self.mode} summary carries its '{group}' group")
            if group != want and present:
                raise ValueError(f"the '{group}' group is not {self.mode}'s")
        return self


_ENV = {"schemaVersion": 1, "appVersion": "1.4.0", "platform": "Android",
        "installId": "5f0c6b1e9a7d4c3b8e2f1a0d9c8b7a65", "sessionId": "0a1b2c3d4e5f6071",
        "utcMs": 1796212800000, "monoMs": 81234}
_CAT = {**_ENV, "mode": "city-cat-catch", "level": "harbor-4", "source": "catalog", "cityId": "harbor",
        "revision": 1, "seed": "18022784623059643428", "attemptId": "9e8d7c6b5a493827", "attemptNo": 2}
_TRACKS = {**_ENV, "mode": "hex-tracks", "level": "2-3", "attemptId": "1122334455667788", "attemptNo": 1}


class LevelStart(LevelEvent):
    EXAMPLES: ClassVar = [{**_CAT, "seq": 40, "kind": "level_start", "step": 0, "activeMs": 0, "left": 72, "resumed": False}]
    kind: Literal["level_start"]
    resumed: StrictBool = Field(description="true: a saved attempt continues (not a new start)")


class Hint(LevelEvent):
    EXAMPLES: ClassVar = [{**_TRACKS, "seq": 7, "kind": "hint", "step": 9, "activeMs": 41250, "left": 3}]
    kind: Literal["hint"]


class Undo(LevelEvent):
    EXAMPLES: ClassVar = [{**_TRACKS, "seq": 8, "kind": "undo", "step": 10, "activeMs": 43000, "left": 3}]
    kind: Literal["undo"]


class Tool(LevelEvent):
    EXAMPLES: ClassVar = [{**_CAT, "seq": 52, "kind": "tool", "step": 31, "activeMs": 48200, "left": 41, "tool": "remove"}]
    kind: Literal["tool"]
    tool: Literal[TOOLS]  # type: ignore[valid-type]


class Revive(LevelEvent):
    EXAMPLES: ClassVar = [{**_CAT, "seq": 62, "kind": "revive", "step": 47, "activeMs": 71000, "left": 25}]
    kind: Literal["revive"]


class Win(EndingEvent):
    EXAMPLES: ClassVar = [{
        **_TRACKS, "seq": 12, "kind": "win", "step": 14, "activeMs": 52800, "left": 0,
        "summary": {"animMs": 6400, "awayMs": 0, "pausesMs": [3100, 2400],
                    "tracks": {"removals": 9, "rotations": 2,
                               "failedTries": [{"step": 4, "reason": "blocked", "tile": "t5"}],
                               "removalGapsMs": [2100, 3900, 2500, 6100, 1800, 2200, 4000, 3000],
                               "rotationToSuccessMs": [2700, 1900], "lastTileMs": 3000, "lastTileFailedTries": 0}}}]
    kind: Literal["win"]


class Fail(EndingEvent):
    EXAMPLES: ClassVar = [{
        **_CAT, "seq": 61, "kind": "fail", "step": 47, "activeMs": 71000, "left": 25, "reason": "tray-full",
        "summary": {"animMs": 9000, "awayMs": 12000, "pausesMs": [2600],
                    "cat": {"peakSlotUsage": 7, "toolUsage": {"undo": 0, "remove": 1, "shuffle": 0},
                            "firstFailStep": 47}}}]
    kind: Literal["fail"]
    reason: Annotated[StrictStr, Field(pattern=r"^[a-z][a-z-]{0,31}$")] = Field(description="the mode's word: tray-full")


class Quit(EndingEvent):
    EXAMPLES: ClassVar = [{
        **_ENV, "mode": "01-number-stroke", "level": "4-7", "attemptId": "aabbccddeeff0011", "attemptNo": 3,
        "seq": 90, "kind": "quit", "step": 22, "activeMs": 95000, "left": 9, "resumable": True,
        "summary": {"animMs": 2000, "awayMs": 0, "pausesMs": [], "path": {"refused": 4, "longest": 31}}}]
    kind: Literal["quit"]
    resumable: StrictBool = Field(description="true: the attempt was saved and may be resumed")


class Restart(EndingEvent):
    EXAMPLES: ClassVar = [{
        **_TRACKS, "seq": 30, "kind": "restart", "step": 6, "activeMs": 20000, "left": 7,
        "nextAttemptId": "8877665544332211",
        "summary": {"animMs": 1500, "awayMs": 0, "tracks": {"removals": 2, "rotations": 1}}}]
    kind: Literal["restart"]
    nextAttemptId: Hex16 = Field(description="the attempt the restart begins")


class AppPause(Envelope):
    EXAMPLES: ClassVar = [{**_ENV, "seq": 13, "kind": "app_pause"}]
    kind: Literal["app_pause"]
    mode: ModeId | None = None
    level: LevelId | None = None
    attemptId: Hex16 | None = None


class AppResume(Envelope):
    EXAMPLES: ClassVar = [{**_ENV, "seq": 14, "kind": "app_resume", "mode": "hex-tracks", "level": "2-3",
                           "attemptId": "1122334455667788", "awayMs": 45000}]
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

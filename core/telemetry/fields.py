"""The pieces of the play events that a mode's own play data is built from (docs/telemetry.md):
the field types and limits, ``PlayData`` (what a mode adds: its summary group, its level
context, its example events, its synthetic players, its group's part of the report) and the
envelope of the example events.

A mode whose registry entry names a summary group (``ModeEntry.play_summary``) declares
``PLAY_DATA`` in its ``<package>/play_data.py``; ``schema.py`` composes the events from them.
This module imports nothing of the modes, so a mode's ``play_data`` can import it.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, Callable, Unpack

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

if TYPE_CHECKING:
    from .synth import Attempt

SCHEMA_VERSION = 1
MAX_LIST = 200  # entries of one summary list
MAX_INT = 2**53 - 1  # JSON numbers are doubles in Godot

Count = Annotated[StrictInt, Field(ge=0, le=MAX_INT)]
Millis = Annotated[StrictInt, Field(ge=0, le=MAX_INT)]
Step = Annotated[StrictInt, Field(ge=0, le=1_000_000)]
Slug = Annotated[StrictStr, Field(pattern=r"^[a-z0-9][a-z0-9_-]{0,47}$")]
MillisList = Annotated[list[Millis], Field(max_length=MAX_LIST)]


def strict(**extra: Unpack[ConfigDict]) -> ConfigDict:
    """Every event model's config: no other fields, no coercion."""
    return ConfigDict(extra="forbid", strict=True, **extra)


# synthetic players: (rng, mode id, the levels to play or None for every shipped one, attempts
# per level) -> attempts (synth.py turns them into events)
Players = Callable[[random.Random, str, "list[str] | None", int], "list[Attempt]"]


# The report's SQL pieces a group's part is written with (aggregates.py, report.py): the level key,
# an event's receipt day (days since 1970-01-01, from ``recvMs``, else ``utcMs``), the attempt-ending
# kinds. The SQL is the dialect DuckDB and Spark both accept (engines.py).
LEVEL_KEY = ("mode", "level", "revision", "seed")
LEVEL_KEY_SQL = ", ".join(LEVEL_KEY)
DAY_MS = 86_400_000
DAY_SQL = f"CAST(floor(coalesce(recvMs, utcMs) / {DAY_MS}) AS BIGINT)"
ENDING_SQL = "('win', 'fail', 'quit', 'restart')"


def level_key(row: dict) -> tuple:
    """A per-level row's (mode, level, revision, seed)."""
    return tuple(row[k] for k in LEVEL_KEY)


def rounded(x: Any, digits: int = 4) -> float | None:
    """A number of the report: rounded, None for a missing one (SQL NULL or NaN)."""
    return None if x is None or (isinstance(x, float) and math.isnan(x)) else round(float(x), digits)


@dataclass(frozen=True)
class AttemptColumn:
    """One number per attempt from a summary group, kept in the ``attempts`` partial table and
    summed up per level into a key every level of the report has (null where no attempt gave it)."""

    column: str  # its column in the attempts tables
    partial: str  # an aggregate over an attempt's events of one day (summaries are cumulative)
    merge: str  # the aggregate of the days' values, over ``column``
    level: str  # the per-level aggregate over the merged attempts (``acted``, ``won`` … beside it)
    level_column: str  # that aggregate's name in the per-level row
    key: str  # the level report's key
    digits: int  # its rounding


@dataclass(frozen=True)
class GroupTable:
    """A partial table of a summary group's own, kept per unit beside the common ones."""

    name: str  # the kept table (``DIR/<name>/date=D/mode=M``)
    partial: str  # its SQL over ``{events}`` of a unit, each row with its ``unit`` and ``day``
    merged: str  # the view of the units merged, which the group's queries read
    merge: str  # that view's SQL over ``{<name>}`` rows matching ``{where}``


@dataclass(frozen=True)
class PlayReport:
    """A summary group's part of the report (docs/telemetry.md): its columns of the attempts, its
    own partial tables and its per-level section (``section``: the level report's key, given by
    ``sections`` from the rows of its ``queries``, which run in that order; a level none of them
    names has no section)."""

    columns: tuple[AttemptColumn, ...] = ()
    tables: tuple[GroupTable, ...] = ()
    section: str | None = None
    queries: dict[str, str] = field(default_factory=dict)
    sections: Callable[[dict[str, list[dict]]], dict[tuple, dict]] | None = None


@dataclass(frozen=True)
class PlayData:
    """What a mode adds to the play events, beside the common fields."""

    # the model of its summary group: the ending events' ``summary.<group>``, the group its
    # registry entry names (modes naming one group give one model)
    summary: type[BaseModel]
    # level-context fields only it sends (name -> type); null in every other mode's events
    context: dict[str, Any] = field(default_factory=dict)
    # level-context fields (its own or common ones) its level events must carry
    required: tuple[str, ...] = ()
    # example events (the JSON Schema's ``examples`` of their kinds)
    examples: tuple[dict, ...] = ()
    # its synthetic players (``events synth``, the report's tests and bench); None: none
    players: Players | None = None
    # its summary group's part of the report (modes naming one group give one); None: none
    report: PlayReport | None = None
    # attempts of each of its levels in the report bench's synthetic base (tests/bench/
    # telemetry_report.py): more for a mode of few levels, so each mode weighs in the events
    bench_per_level: int = 40


# the envelope of the example events
EXAMPLE_ENVELOPE = {"schemaVersion": SCHEMA_VERSION, "appVersion": "1.4.0", "platform": "Android",
                    "installId": "5f0c6b1e9a7d4c3b8e2f1a0d9c8b7a65", "sessionId": "0a1b2c3d4e5f6071",
                    "utcMs": 1796212800000, "monoMs": 81234}

"""The pieces of the play events that a mode's own play data is built from (docs/telemetry.md):
the field types and limits, ``PlayData`` (what a mode adds: its summary group, its level
context, its example events, its synthetic players) and the envelope of the example events.

A mode whose registry entry names a summary group (``ModeEntry.play_summary``) declares
``PLAY_DATA`` in its ``<package>/play_data.py``; ``schema.py`` composes the events from them.
This module imports nothing of the modes, so a mode's ``play_data`` can import it.
"""
from __future__ import annotations

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


# the envelope of the example events
EXAMPLE_ENVELOPE = {"schemaVersion": SCHEMA_VERSION, "appVersion": "1.4.0", "platform": "Android",
                    "installId": "5f0c6b1e9a7d4c3b8e2f1a0d9c8b7a65", "sessionId": "0a1b2c3d4e5f6071",
                    "utcMs": 1796212800000, "monoMs": 81234}

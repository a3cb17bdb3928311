"""What Number Stroke adds to the play events (docs/telemetry.md; its registry entry names the
summary group, ``play_summary``): the path modes' ``path`` group and synthetic players, and an
example event."""
from __future__ import annotations

from dataclasses import replace

from ...common.path_play_data import PATH_PLAY_DATA
from ...telemetry.fields import EXAMPLE_ENVELOPE
from .. import id_of

MODE_ID = id_of(__package__)  # the registry holds the id (core/modes/__init__.py)
EXAMPLES = (
    {**EXAMPLE_ENVELOPE, "mode": MODE_ID, "level": "4-7", "attemptId": "aabbccddeeff0011", "attemptNo": 3,
     "seq": 90, "kind": "quit", "step": 22, "activeMs": 95000, "left": 9, "resumable": True,
     "summary": {"animMs": 2000, "awayMs": 0, "pausesMs": [], "path": {"refused": 4, "longest": 31}}},
)

PLAY_DATA = replace(PATH_PLAY_DATA, examples=EXAMPLES)

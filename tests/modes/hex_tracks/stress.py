"""Hex Tracks' stress inputs (tests/support/mode_parts.py): its files for the fuzz suite (a
pack and a bare level, the other kind of file it reads), files at its limits, its own command
that reads a file and ``generate`` at its largest options."""
from __future__ import annotations

from pathlib import Path

from core.common.hexgrid import spiral
from core.common.rng import SeededRng
from core.modes import id_of
from core.modes.hex_tracks.board import PAIRINGS
from core.modes.hex_tracks.schema import MAX_CELLS, MAX_MOVE_LIMIT, MAX_RADIUS
from tests.support.mode_parts import FUZZ_LEVELS, limits_pack, trimmed

MODE_ID = id_of("core.modes.hex_tracks")
CAMPAIGN_KEYS = ("lesson", "beat", "caption", "startRotation")  # what a bare level leaves out


def fuzz_files() -> dict:
    level = dict(trimmed(MODE_ID, 1)["levels"][0])
    return {f"{MODE_ID} pack": trimmed(MODE_ID, FUZZ_LEVELS),
            f"{MODE_ID} bare level": {k: v for k, v in level.items() if k not in CAMPAIGN_KEYS}}


def limit_files() -> dict:
    """The whole radius-6 board with random pairings, full of tiles and half full."""
    rng = SeededRng("limits")
    cells_at = spiral(MAX_RADIUS)[:MAX_CELLS]
    cells = [{"q": q, "r": r, "tracks": list(rng.choice(PAIRINGS))} for q, r in cells_at]
    spots = list(cells_at)
    rng.shuffle(spots)

    def level(count: int) -> dict:
        tiles = [{"id": f"t{i}", "q": q, "r": r, "dir": rng.below(6), "color": i % 12}
                 for i, (q, r) in enumerate(spots[:count])]
        return {"version": 1, "id": "1-1", "name": "limits", "moveLimit": MAX_MOVE_LIMIT, "cells": cells,
                "tiles": tiles}

    return {f"{len(cells)} cells, {n} tiles": limits_pack(MODE_ID, [level(n)]) for n in (len(cells), len(cells) // 2)}


def own_commands(path: str) -> list[list[str]]:
    return [[MODE_ID, "analyze", path]]


def generate_at_limits(out: str) -> list[list[str]]:
    return [["generate", "--mode", MODE_ID, "--seed", "1", "--radius", str(MAX_RADIUS), "--tiles", "60",
             "--count", "1", "--out", out, "--force"]]


def source_files(folder: Path, monkeypatch) -> dict:
    """A copy of the campaign seeds file, read by `hex-tracks campaign --check` (the seeds are
    the subject, not the levels they build: those are left out)."""
    import core.modes.hex_tracks.campaign as campaign

    seeds = folder / "campaign-seeds.json"
    seeds.write_bytes(campaign.SEEDS_FILE.read_bytes())
    monkeypatch.setattr(campaign, "SEEDS_FILE", seeds)
    monkeypatch.setattr(campaign, "derive", lambda seeds: ({}, []))
    return {"campaign seeds": (seeds, [["hex-tracks", "campaign", "--check"]])}

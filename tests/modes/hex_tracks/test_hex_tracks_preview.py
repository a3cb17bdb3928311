"""The level editor's Hex Tracks answers (core/modes/hex_tracks/preview.py): the route polyline
is trace()'s own (its segments carry trace()'s contact parameter), a blocked route is cut where
it touches the blocker, and a seeds entry previews the level the campaign builds."""
from __future__ import annotations

import json

import pytest
from support.cli import ROOT, core

from core.modes.hex_tracks.board import Board
from core.modes.hex_tracks.campaign import SEEDS_FILE, build_level, load_seeds
from core.modes.hex_tracks.geometry import CONTACT_APOTHEM, UNIT, first_contact, offset_point
from core.modes.hex_tracks.pack import load_pack
from core.modes.hex_tracks.preview import route_points, routes
from core.modes.hex_tracks.trace import BLOCKED, Tables

PACK = ROOT / "levels" / "hex-tracks" / "pack-4.json"


def _level(level_id: str):
    return next(lv for lv in load_pack(PACK).levels if lv.id == level_id)


@pytest.mark.parametrize("orientation", [0, 1, 3])
def test_the_polyline_is_the_route_trace_follows(orientation):
    level = _level("4-3")
    board = Board.from_level(level)
    tables = Tables(board)
    answer = routes(level, orientation)
    assert [r["tile"] for r in answer["routes"]] == [t.id for t in board.tiles]
    assert any(r["outcome"] == BLOCKED for r in answer["routes"])
    for i, shown in enumerate(answer["routes"]):
        result = tables.trace(orientation, tables.full, i)
        whole = route_points(board, i, result.route.steps, result.route.outcome)
        assert len(whole) - 1 == result.route.segments
        assert shown["outcome"] == result.outcome
        if result.outcome != BLOCKED:
            assert len(shown["points"]) == len(whole)
            continue
        blocker = board.tiles[result.blocker]
        k, t = first_contact(whole, *offset_point(blocker.q, blocker.r))
        assert k + t == pytest.approx(result.contact, abs=1e-12)
        # the cut point lies on the edge of the contact hexagon around the blocker
        cx, cy = offset_point(blocker.q, blocker.r)
        x, y = shown["points"][-1]
        reach = max(nx * (x - cx) + ny * (y - cy) for nx, ny in UNIT)
        assert reach == pytest.approx(CONTACT_APOTHEM, abs=1e-3)


def test_the_turned_cells_are_the_board_at_that_orientation():
    level = _level("4-3")
    answer = routes(level, 2)
    turned = Board.from_level(level).tracks_at(2)
    assert {(c["q"], c["r"]): tuple(c["tracks"]) for c in answer["cells"]} == turned


def test_routes_json_on_the_command_line():
    run = core("hex-tracks", "routes", PACK, "--level", "4-3", "--json")
    assert run.returncode == 0, run.stderr
    answer = json.loads(run.stdout)
    assert answer["level"] == "4-3" and answer["orientation"] == 0
    assert core("hex-tracks", "routes", PACK, "--level", "4-3", "--orientation", "6").returncode == 2


def test_a_seeds_entry_previews_the_campaign_level():
    seeds = load_seeds(SEEDS_FILE)
    run = core("hex-tracks", "seeds", SEEDS_FILE, "--entry", "2-3", "--json")
    assert run.returncode == 0, run.stderr
    answer = json.loads(run.stdout)
    entry = next(e for e in seeds.levels if e.id == "2-3")
    assert answer["level"] == build_level(entry)
    assert answer["seed"] == entry.seed
    assert isinstance(answer["score"], int) and isinstance(answer["gates"], list)


def test_a_bad_seeds_file_is_refused_with_located_problems(tmp_path):
    bad = tmp_path / "seeds.json"
    bad.write_text('{"format": 1, "chapters": []}\n', encoding="utf-8")
    run = core("hex-tracks", "seeds", bad, "--json")
    assert run.returncode == 2
    lines = [json.loads(line) for line in run.stdout.splitlines() if line]
    assert lines and all(line["error"]["file"] == str(bad) for line in lines)
    assert core("hex-tracks", "seeds", SEEDS_FILE, "--entry", "9-9").returncode == 2

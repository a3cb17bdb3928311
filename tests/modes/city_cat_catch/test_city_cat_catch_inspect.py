"""The level editor's City Cat Catch answers (core/modes/city_cat_catch/inspect.py): the presets
a board is generated from, a board's overlap graph, and a policy run replayed pick by pick on
the runtime rules that ends as the simulator's own run of the same stream ends."""
from __future__ import annotations

import json

import pytest
from support.cli import ROOT, core

from core.modes.city_cat_catch.board import Board, load_pack
from core.modes.city_cat_catch.content import load_cities
from core.modes.city_cat_catch.inspect import inspect, presets
from core.modes.city_cat_catch.policies import PANEL, simulate

PACK = ROOT / "levels" / "city-cat-catch" / "pack-1-harbor.json"


def _level(level_id: str):
    return next(lv for lv in load_pack(PACK).levels if lv.id == level_id)


def test_presets_name_every_city_and_level():
    answer = presets()
    assert [c["cityId"] for c in answer["cities"]] == [c.cityId for c in load_cities()]
    for city in answer["cities"]:
        assert [p["levelId"] for p in city["presets"]] == sorted(p["levelId"] for p in city["presets"])


def test_the_overlap_graph_is_the_board_s():
    level = _level("harbor-4")
    board = Board.from_level(level)
    answer = inspect(level, PANEL[0], 0)
    assert answer["covers"] == [[board.ids[a], board.ids[b]] for a, b in board.edges()]
    assert answer["clickable"] == [board.ids[i] for i in board.initial_clickable()]
    assert set(answer["elements"]) == {p.elementId for p in level.pieces}
    for upper, lower in answer["covers"]:
        assert answer["depth"][lower] > answer["depth"][upper]


@pytest.mark.parametrize("policy", PANEL)
def test_a_replayed_run_ends_as_the_simulator_s_run(policy):
    level = _level("harbor-6")
    board = Board.from_level(level)
    runs = 6
    batch = simulate(board, policy, runs, False, record=runs)
    for run in range(runs):
        replay = inspect(level, policy, run)["replay"]
        assert replay["won"] == batch["won"][run]
        assert [s["pick"] for s in replay["steps"]] == [board.ids[i] for i in batch["sequences"][run]]
        assert all(len(step["tray"]) <= 7 for step in replay["steps"])
        if replay["won"]:
            assert replay["steps"][-1]["tray"] == []
        else:
            assert len(replay["steps"][-1]["tray"]) == 7


def test_inspect_on_the_command_line():
    run = core("city-cat-catch", "inspect", PACK, "--level", "harbor-2", "--run", "1", "--json")
    assert run.returncode == 0, run.stderr
    answer = json.loads(run.stdout)
    assert answer["level"] == "harbor-2" and answer["replay"]["run"] == 1
    assert core("city-cat-catch", "inspect", PACK, "--policy", "greedy").returncode == 2
    assert core("city-cat-catch", "inspect", PACK, "--level", "nope").returncode == 2

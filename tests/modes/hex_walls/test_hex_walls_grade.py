"""The deduction grader on Hex Walls (core/common/path_grade.py via hex_walls/grade.py): static
walls are missing edges, a turning wall's position at each step is a deduction of its own
(``wall-phase``), no technique ever removes the true route, and every shipped level is finished
without guessing."""
import random

import pytest

from core.common import hexgrid, path_grade
from core.hamilton import count_paths
from core.modes.hex_walls.board import HexBoard
from core.modes.hex_walls.grade import grade
from core.modes.hex_walls.mode import MODE
from core.modes.hex_walls.schema import Level
from tests.support.grading import assert_consistent

from test_hex_walls_rules import TRIANGLE, level


def random_walled_board(rng: random.Random) -> HexBoard | None:
    """A connected patch of 5-10 hexes with a few static walls, 0-2 turning walls and 0-2
    numbers read off one of its routes (None when the draw has no route)."""
    hexes = [(0, 0)]
    while len(hexes) < rng.randint(5, 10):
        base = rng.choice(hexes)
        nxt = hexgrid.neighbour(base, rng.randrange(6))
        if nxt not in hexes:
            hexes.append(nxt)
    names = "abcdefghij"
    cells = [{"id": names[i], "q": q, "r": r} for i, (q, r) in enumerate(hexes)]
    edges = [(a, b) for a in range(len(hexes)) for b in range(a + 1, len(hexes))
             if hexgrid.direction_to(hexes[a], hexes[b]) is not None]
    walls = rng.sample(edges, rng.randint(0, min(3, len(edges) // 4)))
    vertices = sorted({hexgrid.corner_vertex(h, c) for h in hexes for c in range(6)})
    pivots = [hexgrid.vertex_hexes(v) for v in vertices]
    pivots = [p for p in pivots if sum(h in hexes for h in p) >= 2]
    turning = [{"pivot": [list(h) for h in p], "edge": rng.randrange(3)}
               for p in rng.sample(pivots, rng.randint(0, 2))]
    lv = Level.model_validate({"id": "r", "cells": cells, "walls": [[names[a], names[b]] for a, b in walls],
                               "turningWalls": turning})
    board = HexBoard(lv)
    routes = count_paths(board.problem(), 50)
    if not routes.solutions:
        return None
    route = rng.choice(routes.solutions)
    for i in rng.sample(range(len(route)), rng.randint(0, 2)):
        cells[route[i]]["number"] = i + 1
    return HexBoard(Level.model_validate({**lv.model_dump(by_alias=True, exclude_none=True), "cells": cells}))


def unique_boards(seed, count: int):
    rng = random.Random(seed)
    while count:
        board = random_walled_board(rng)
        if board is None:
            continue
        result = count_paths(board.problem(), 2)
        if result.count == 1:
            count -= 1
            yield board, result.solutions[0]


def test_a_turning_wall_is_read_where_it_stands():
    """Triangle a, b, c with 1 on a and the wall first on edge 1 (b-c): after one cell it
    stands on c-a, so step 2 cannot be c. Only the wall's position tells (without it both
    orders are routes): the grader needs wall-phase and grades it easy."""
    tri = [("a", 0, 0, 1), ("b", 1, -1, 0), ("c", 1, 0, 0)]
    board = HexBoard(level(tri, turning=[(TRIANGLE, 1)]))
    report = grade(board)
    assert report.solved and report.hardest == "wall-phase" and report.grade == "easy"
    assert {d.step: d.cell for d in report.trace if d.step} == {1: "a", 2: "b", 3: "c"}
    without = HexBoard(level(tri))
    assert not grade(without).solved  # two routes: the same board without the wall needs a guess


@pytest.mark.parametrize("technique", [name for name, _ in path_grade.RULES])
def test_each_technique_alone_never_removes_the_true_route_on_walled_boards(technique):
    rule = dict(path_grade.RULES)[technique]
    for board, solution in unique_boards(technique, 50):
        state = path_grade.start_state(board.problem(), board.ids)
        path_grade.givens(state)
        for _ in range(4 * board.n):
            if not rule(state):
                break
        assert_consistent(state, solution, technique)


def test_the_whole_grader_is_sound_on_walled_boards():
    rng = random.Random(2)
    solved = phased = 0
    for _ in range(150):
        board = random_walled_board(rng)
        if board is None:
            continue
        result = count_paths(board.problem(), 2)
        report = grade(board)
        if report.solved:
            solved += 1
            phased += "wall-phase" in report.uses
            assert result.count == 1
            fixed = {d.step: d.cell for d in report.trace if d.step}
            assert fixed == {i + 1: board.ids[v] for i, v in enumerate(result.solutions[0])}
        if result.count > 1:
            assert not report.solved and report.grade == "guess"
    assert solved > 30 and phased > 3


def test_every_shipped_level_is_finished_by_deduction_alone_and_graded_by_its_effort():
    for pf in MODE.load_packs(MODE.shipped_pack_paths()):
        for lv in pf.pack.levels:
            board = HexBoard(lv)
            report = grade(board)
            solution = count_paths(board.problem(), 2).solutions[0]
            assert report.solved, lv.id
            assert report.grade == path_grade.grade_of(report.effort.total), lv.id
            assert report.effort.assumptions == report.uses.get("lookahead", 0), lv.id
            assert {d.step: d.cell for d in report.trace if d.step} == {
                i + 1: board.ids[v] for i, v in enumerate(solution)}, lv.id


def test_every_baked_level_carries_the_grade_validate_gives_it(shipped_verdicts):
    """Issue 29 item 6: the grade the game shows under a level's name is the grader's."""
    import json

    from core.modes.base import baked_file

    data = json.loads(baked_file("03-hex-walls").read_text(encoding="utf-8"))
    graded = {row["level"]: row["grade"] for row in shipped_verdicts("03-hex-walls")[1] if "level" in row}
    assert {lv["id"]: lv["grade"] for p in data["packs"] for lv in p["levels"]} == graded


def test_the_levels_players_timed_at_a_minute_are_hard_in_both_modes_bands():
    """Issue 30: Hex Walls 2-3 (then graded fiendish) and 4-10 as shipped then (expert) were
    each solved in about a minute; the effort bands, the same for Number Stroke, call that
    hard. Each level's grade is its effort's band."""
    import json
    from pathlib import Path

    timed = [lv for pf in MODE.load_packs(MODE.shipped_pack_paths()) for lv in pf.pack.levels if lv.id == "2-3"]
    timed.append(Level.model_validate(json.loads(Path(__file__).with_name("timed_4_10.json").read_text(encoding="utf-8"))))
    for lv in timed:
        report = grade(HexBoard(lv))
        assert report.solved and report.grade == "hard" == path_grade.grade_of(report.effort.total), lv.id
        assert report.uses["lookahead"] >= 1  # the old grades came from the assumptions they need


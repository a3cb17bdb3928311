"""Hex Walls rules (seed 002 §9): walls close edges, turning walls stand on edge
(edge + placed) mod 3 when a move is judged, and the session, the solver and the gates agree."""
import itertools
import json

import pytest

from core.common.hexgrid import neighbours
from core.common.midend import MidEnd
from core.hamilton import count_paths
from core.modes.hex_walls.analysis import verdict
from core.modes.hex_walls.bake import bake_level
from core.modes.hex_walls.board import HexBoard
from core.modes.hex_walls.pack import parse_pack
from core.modes.hex_walls.schema import Level
from core.modes.hex_walls.session import WallsLevel, WallsSession
from support.cli import core
# a triangle of hexes meeting at one vertex: (0,0), (1,-1), (1,0) clockwise around it
TRIANGLE = [(0, 0), (1, -1), (1, 0)]


def level(cells, walls=(), turning=(), level_id="1-1") -> Level:
    return Level.model_validate({
        "id": level_id,
        "cells": [{"id": name, "q": q, "r": r, **({"number": n} if n else {})} for name, q, r, n in cells],
        "walls": [list(w) for w in walls],
        "turningWalls": [{"pivot": [list(h) for h in pivot], "edge": e} for pivot, e in turning],
    })


def brute_force(lv: Level) -> list[list[str]]:
    """Every ordering of the cells that obeys the rules as the seed words them."""
    board = HexBoard(lv)
    found = []
    for order in itertools.permutations(range(board.n)):
        ok = all(not board.number[v] or board.number[v] == i + 1 for i, v in enumerate(order))
        for k in range(1, board.n):
            if not ok:
                break
            a, b = order[k - 1], order[k]
            ok = b in board.adjacency[a]  # static walls are gone from the graph
            for wall in lv.turning_walls:  # k cells placed: the wall turned k times
                hexes = wall.pivot_hexes()
                i = (wall.edge + k) % 3
                if {board.hexes[a], board.hexes[b]} == {hexes[i], hexes[(i + 1) % 3]}:
                    ok = False
        if ok:
            found.append(board.ids_of(order))
    return found


def test_a_turning_wall_is_judged_where_it_stood_before_the_move():
    """Edges of the triangle's vertex: 0 = a-b, 1 = b-c, 2 = c-a. After k placed cells a wall
    that started on edge e stands on edge (e + k) mod 3 while the next move is judged."""
    tri = [("a", 0, 0, 1), ("b", 1, -1, 0), ("c", 1, 0, 0)]
    expected = {
        0: [["a", "b", "c"], ["a", "c", "b"]],  # k=1: on b-c; k=2: on c-a; neither is crossed
        1: [["a", "b", "c"]],  # k=1: on c-a, so a->c is closed; k=2: on a-b; b->c is open
        2: [],  # k=1: on a-b, so a->c; k=2: on b-c, so c->b is closed too
    }
    for start, routes in expected.items():
        lv = level(tri, turning=[(TRIANGLE, start)])
        assert brute_force(lv) == routes
        board = HexBoard(lv)
        assert sorted(board.ids_of(s) for s in count_paths(board.problem(), 5).solutions) == routes


def _connected(hexes) -> bool:
    seen, todo = {hexes[0]}, [hexes[0]]
    while todo:
        for h in neighbours(todo.pop()):
            if h in hexes and h not in seen:
                seen.add(h)
                todo.append(h)
    return len(seen) == len(hexes)


@pytest.mark.parametrize("seed", range(40))
def test_the_solver_agrees_with_brute_force_on_small_walled_boards(seed):
    import random

    rng = random.Random(seed)
    hexes = []
    while not hexes or not _connected(hexes):  # a disconnected board is no level: draw again
        hexes = [(0, 0), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)]
        rng.shuffle(hexes)
        hexes = hexes[: rng.randint(4, 7)]
    names = "abcdefg"
    cells = [(names[i], q, r, 0) for i, (q, r) in enumerate(hexes)]
    if rng.random() < 0.5:
        cells[0] = (cells[0][0], cells[0][1], cells[0][2], 1)
    present = set(hexes)
    pivots = [p for p in ([(0, 0), (1, -1), (1, 0)], [(0, 0), (1, 0), (0, 1)], [(0, 0), (0, 1), (-1, 1)],
                          [(0, 0), (-1, 1), (-1, 0)], [(0, 0), (-1, 0), (0, -1)], [(0, 0), (0, -1), (1, -1)])
              if sum(h in present for h in p) >= 2]
    turning = [(p, rng.randrange(3)) for p in rng.sample(pivots, min(len(pivots), rng.randint(0, 2)))]
    lv = parse_pack({"mode": "03-hex-walls", "pack": 1, "title": "t", "levels": [json.loads(
        level(cells, turning=turning).model_dump_json(by_alias=True, exclude_none=True))]}, "<t>").levels[0]
    expected = brute_force(lv)
    got = count_paths(HexBoard(lv).problem(), 10_000)
    assert sorted(HexBoard(lv).ids_of(s) for s in got.solutions) == sorted(expected)


def test_the_session_refuses_moves_through_walls_and_cutting_back_restores_the_phase():
    lv = level([("a", 0, 0, 1), ("b", 1, -1, 0), ("c", 1, 0, 0), ("d", 0, 1, 0)],
               walls=[("a", "d")], turning=[(TRIANGLE, 2)])
    session = WallsSession(WallsLevel.from_baked(bake_level(lv, 1, 1, solution=(0, 2, 1, 3))))
    m = MidEnd(session)
    assert m.apply({"op": "press", "cell": 0})["kind"] == "started"
    assert session.state()["turning"] == [0]  # 1 placed: edge 0 (a-b)
    assert m.apply({"op": "drag", "cell": 3}) == {"kind": "blocked", "cell": 3, "wall": "s0"}
    assert m.apply({"op": "drag", "cell": 1}) == {"kind": "blocked", "cell": 1, "wall": "t0"}
    assert m.apply({"op": "drag", "cell": 2})["kind"] == "appended"
    assert session.state()["turning"] == [1]
    m.apply({"op": "drag", "cell": 0})  # step back onto a
    assert session.path == [0] and session.state()["turning"] == [0]
    m.apply({"op": "drag", "cell": 2})
    m.apply({"op": "undo"})
    assert session.path == [0] and session.state()["turning"] == [0]


def test_gates_walls_needed_redundant_walls_and_turning_walls():
    # a, b, c in a line, x beside b and c: 1 and 4 fix a,b,c,x; the wall b-x changes nothing
    cells = [("a", 0, 0, 1), ("b", 0, 1, 0), ("c", 0, 2, 0), ("x", 1, 1, 4)]
    v = verdict(HexBoard(level(cells, walls=[("b", "x")], level_id="1-3")), 3, 1)
    assert v.count == 1 and v.redundant_walls == [0] and v.walls_needed is False
    line = level(cells[:3], level_id="1-3")
    assert verdict(HexBoard(line), 3, 1).walls_needed is False  # from 1-3 on a wall must matter
    assert verdict(HexBoard(line), 2, 1).walls_needed is None  # 1-2 is not asked
    assert verdict(HexBoard(line), 1, 2).walls_needed is False  # nor is any level of a later pack
    # the triangle has two routes; a turning wall from edge 1 leaves a,b,c, and so would a
    # static wall on a-b (leaving a,c,b): the turning wall is not necessary
    tri = [("a", 0, 0, 1), ("b", 1, -1, 0), ("c", 1, 0, 0)]
    v = verdict(HexBoard(level(tri, turning=[(TRIANGLE, 1)], level_id="2-1")), 1, 2)
    assert v.count == 1 and v.weak_turning == ["turning wall 1 could be a static wall a-b"]


def test_structure_errors_are_located(tmp_path):
    bad = {"mode": "03-hex-walls", "pack": 1, "title": "t", "levels": [{"id": "1-1", "cells": [
        {"id": "a", "q": 0, "r": 0, "number": 1}, {"id": "b", "q": 0, "r": 1}, {"id": "b", "q": 5, "r": 5},
        {"id": "d", "q": 0, "r": 1, "number": 9}],
        "walls": [["a", "d"], ["a", "zz"], ["a", "b"], ["b", "a"]],
        "turningWalls": [{"pivot": [[0, 0], [1, 0], [1, -1]], "edge": 0},
                         {"pivot": [[7, 7], [8, 6], [8, 7]], "edge": 1}]}]}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    proc = core("validate", "--pack", path)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    for rule in ("duplicate-cell-id", "duplicate-coordinate", "number-range", "wall-cell", "wall-duplicate",
                 "pivot"):
        assert f"[{rule}]" in proc.stderr, rule
    assert f"{path}: level 1-1: cell b: [duplicate-cell-id]" in proc.stderr
    assert "not three hexes around one vertex listed clockwise" in proc.stderr
    assert "touches 0 board cell(s)" in proc.stderr


def test_shipped_levels_pass_strict_validate_and_follow_the_content_plan(shipped_verdicts):
    from collections import Counter

    from core.modes.hex_walls.content import PLAN

    status, lines = shipped_verdicts("03-hex-walls", strict=True)
    assert status == 0, lines
    rows = [line for line in lines if "level" in line]
    summary = [line for line in lines if "summary" in line]
    assert len(summary) == 1 and summary[0]["ok"] and len(summary[0]["summary"]) == 2 * (2 + len(PLAN))  # curve, clues
    by_pack: dict[int, list[dict]] = {}
    for r in rows:
        by_pack.setdefault(int(r["level"].split("-")[0]), []).append(r)
    assert [r["level"] for r in by_pack[1] + by_pack[2]] == [f"1-{i}" for i in range(1, 11)] + [f"2-{i}" for i in range(1, 10)]
    assert sorted(by_pack) == [1, 2] + [entry.pack for entry in PLAN] and len(PLAN) >= 3
    assert all(r["ok"] and not r["redundantWalls"] for r in rows)
    turning = [r["turningWalls"] for r in by_pack[2]]
    assert turning == sorted(turning) and min(turning) == 1 and max(turning) == 4
    assert all(r["turningWalls"] == 0 for r in by_pack[1] + by_pack[3]) and by_pack[1][2]["walls"] > 0
    assert {r["turningWalls"] for r in by_pack[4]} == {1, 2} and {r["turningWalls"] for r in by_pack[5]} == {2}
    for entry in PLAN:
        assert Counter(r["grade"] for r in by_pack[entry.pack]) == Counter(entry.quotas), entry.pack
    assert max(r["n"] for r in rows) <= 37


def test_generate_is_seeded_and_byte_reproducible(tmp_path):
    outs = []
    for name in ("a.json", "b.json"):
        out = tmp_path / name
        proc = core("generate", "--mode", "03-hex-walls", "--seed", "7", "--radius", "2", "--turning", "1",
                    "--count", "2", "--out", out)
        assert proc.returncode == 0, proc.stderr
        outs.append(out.read_bytes())
    assert outs[0] == outs[1]
    proc = core("validate", "--pack", tmp_path / "a.json", "--strict")
    assert proc.returncode == 0, proc.stdout

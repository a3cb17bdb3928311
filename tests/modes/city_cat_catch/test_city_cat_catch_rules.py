"""Tray, triples, loss, tools and the session's moves (docs/city-cat-catch-runtime.md)."""
import copy
import json

from core.common.midend import MidEnd
from core.common.rng import SeededRng
from core.modes.city_cat_catch import geometry as geo
from core.modes.city_cat_catch.board import Board
from core.modes.city_cat_catch.rules import RuntimeState, shuffle_seed
from core.modes.city_cat_catch.session import Session


def flat_board(kinds, tools=None, lanes=3):
    """Every piece clickable, one row per 6."""
    boxes = [(1, 40 + (i % 8) * 80, 200 + (i // 8) * 80, 72, 72) for i in range(len(kinds))]
    ids = [f"p{i + 1:03d}" for i in range(len(kinds))]
    tools = tools or {"undo": 1, "remove": 1, "shuffle": 1}
    return Board.build("flat", "42", ids, kinds, boxes, tools, geo.return_lanes(lanes))


def baked(board: Board) -> dict:
    return {
        "id": board.level_id, "seed": board.seed, "tools": board.tools, "returnLanes": [list(x) for x in board.lanes],
        "elements": list(dict.fromkeys(board.kinds)),
        "pieces": [{"id": board.ids[i], "elementId": board.kinds[i], "layer": b[0], "x": b[1], "y": b[2],
                    "width": b[3], "height": b[4], "rotation": 0} for i, b in enumerate(board.boxes)],
    }


A, B, C, D, E, F, G = (f"harbor_{i:02d}" for i in range(1, 8))


def test_tray_groups_kinds_and_triples_clear():
    rt = RuntimeState.start(flat_board([A, B, A, A, B, B]))
    assert rt.tap(0)["kind"] == "picked"
    assert rt.tap(1)["slot"] == 1
    ev = rt.tap(2)
    assert ev["slot"] == 1 and rt.tray == [0, 2, 1]  # next to its own kind
    ev = rt.tap(3)
    assert ev["kind"] == "matched" and ev["cleared"] == ["p001", "p003", "p004"] and rt.tray == [1]
    rt.tap(4)
    assert rt.tap(5)["kind"] == "won" and rt.status == "won"


def test_a_full_tray_without_a_triple_loses_and_undo_or_remove_revive():
    rt = RuntimeState.start(flat_board([A, B, C, D, E, F, G] * 3))
    for i in range(6):
        rt.tap(i)
    assert rt.status == "playing"
    assert rt.tap(6)["kind"] == "lost" and len(rt.tray) == 7
    assert not rt.tappable(7)
    assert not rt.can_tool("shuffle")
    ev = rt.use_tool("undo")
    assert ev == {"kind": "returned", "cell": -1, "piece": "p007", "lane": 0} and rt.status == "playing"
    assert rt.clickable(6) and rt.box(6) == (geo.RETURN_LAYER, *rt.board.lanes[0], geo.PIECE, geo.PIECE)
    rt.tap(7)  # A's twin joins A: a pair, no triple -> lost again
    assert rt.status == "lost" and rt.tray[:2] == [0, 7]
    ev = rt.use_tool("remove")
    assert ev["pieces"] == ["p001", "p008", "p002"] and rt.status == "playing" and len(rt.tray) == 4
    assert not rt.can_tool("remove")  # bypass full, count used
    rt.tap(1)  # from the bypass back to the tray
    assert rt.where[1] == 1 and rt.bypass == [0, 7]


def test_undo_takes_the_last_piece_still_in_the_tray_and_lanes_fill_lowest_first():
    rt = RuntimeState.start(flat_board([A, A, A, B, B, B, C, C, C], tools={"undo": 3, "remove": 0, "shuffle": 0}))
    rt.tap(3)
    rt.tap(0)
    rt.tap(1)
    rt.tap(2)  # A triple clears: last piece in the tray is p004 (B)
    assert rt.use_tool("undo")["piece"] == "p004"
    assert not rt.can_tool("undo")  # tray empty
    rt.tap(6)
    rt.tap(7)
    assert rt.use_tool("undo") == {"kind": "returned", "cell": -1, "piece": "p008", "lane": 1}
    rt.tap(3)  # p004 leaves lane 0
    assert rt.use_tool("undo")["lane"] == 0


def test_shuffle_redeals_board_kinds_with_the_portable_rng():
    kinds = [A, A, A, B, B, B, C, C, C]
    rt = RuntimeState.start(flat_board(kinds))
    rt.tap(0)
    ev = rt.use_tool("shuffle")
    assert ev == {"kind": "shuffled", "cell": -1, "count": 8}
    expected = kinds[1:]
    SeededRng(shuffle_seed("42", 1)).shuffle(expected)
    assert rt.kind[1:] == expected and rt.kind[0] == A and rt.shuffles == 1


def test_session_moves_events_and_malformed_moves():
    s = Session(baked(flat_board([A, A, A, B, B, B])))
    for bad in ({"op": "tap"}, {"op": "tap", "piece": 1}, {"op": "tap", "piece": "zz"}, {"op": "tool", "tool": "hammer"},
                {"op": "tap", "piece": "p001", "x": 1}, None, [], "tap", {"op": "tool", "tool": "undo"}):
        assert s.apply(bad) == {"kind": "ignored", "cell": -1}
    assert s.apply({"op": "tap", "piece": "p001"})["kind"] == "picked"
    st = s.state()
    assert st["status"] == "playing" and st["tray"] == ["p001"] and st["tools"]["undo"] == 1
    assert st["kinds"] == [0, 0, 0, 1, 1, 1] and st["lanes"] == ["", "", ""]
    json.dumps(st)


def test_midend_undo_is_off_and_restart_restores_the_tools():
    m = MidEnd(Session(baked(flat_board([A, A, A, B, B, B]))))
    m.apply({"op": "tap", "piece": "p001"})
    m.apply({"op": "tool", "tool": "undo"})
    assert not m.can_undo() and m.apply({"op": "undo"})["kind"] == "ignored"
    assert m.session.state()["tools"]["undo"] == 0
    assert m.apply({"op": "restart"})["kind"] == "restarted"
    assert m.session.state()["tools"]["undo"] == 1 and not m.can_undo()


def test_save_and_load_resume_an_attempt_exactly():
    s = Session(baked(flat_board([A, B, C, D, E, F, G] * 3, tools={"undo": 2, "remove": 1, "shuffle": 2})))
    for move in ({"op": "tap", "piece": "p001"}, {"op": "tap", "piece": "p002"}, {"op": "tool", "tool": "shuffle"},
                 {"op": "tool", "tool": "undo"}, {"op": "tool", "tool": "remove"}):
        s.apply(move)
    saved = json.loads(json.dumps(s.save()))
    other = Session(copy.deepcopy(s.level))
    other.load(saved)
    assert other.state() == s.state()
    for move in ({"op": "tap", "piece": "p001"}, {"op": "tap", "piece": "p003"}):
        assert other.apply(move) == s.apply(move)
    assert other.state() == s.state()

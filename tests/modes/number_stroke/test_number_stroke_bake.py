"""The baked runtime data: deterministic and faithful to the levels (its freshness in git is
tests/common/test_baked_files.py's)."""
import json

from core.hamilton import EVEN, ODD, PathProblem
from core.modes.number_stroke.analysis import unique_solution
from core.modes.number_stroke.bake import bake_packs
from core.modes.number_stroke.board import Board
from core.modes.number_stroke.catalog import BAKED_FILE, load_packs, shipped_pack_paths


def test_bake_is_deterministic_and_follows_the_contract():
    packs = load_packs(shipped_pack_paths())
    first, second = bake_packs(packs), bake_packs(packs)
    assert json.dumps(first) == json.dumps(second)
    assert first["format"] == 1 and first["mode"] == "01-number-stroke"
    for pack in first["packs"]:
        assert set(pack["title"]) == {"zh", "en"}
        for level in pack["levels"]:
            cells = level["cells"]
            owned = [tuple(u) for c in cells for u in c["units"]]
            assert len(owned) == len(set(owned))
            assert all(0 <= x < level["width"] and 0 <= y < level["height"] for x, y in owned)
            assert "teach" not in level
            problem = PathProblem(
                tuple(tuple(a) for a in level["adjacency"]),
                tuple(c["clue"] for c in cells),
                tuple({"": 0, "odd": ODD, "even": EVEN}[c["parity"]] for c in cells),
            )
            assert problem.is_solution(level["hintPath"]), level["id"]


def test_the_committed_file_is_faithful_to_the_packs():
    """Each committed level: the pack's cells, numbers and marks, the board's graph, and the
    solver's one solution as the hint path."""
    data = json.loads(BAKED_FILE.read_text(encoding="utf-8"))
    packs = load_packs(shipped_pack_paths())
    assert [p["pack"] for p in data["packs"]] == [pf.pack.pack for pf in packs]
    for baked_pack, pf in zip(data["packs"], packs):
        assert [lv["id"] for lv in baked_pack["levels"]] == [lv.id for lv in pf.pack.levels]
        for baked, level in zip(baked_pack["levels"], pf.pack.levels):
            board = Board(level)
            assert [c["id"] for c in baked["cells"]] == board.ids
            assert [c["clue"] for c in baked["cells"]] == [c.clue or 0 for c in level.cells]
            assert [c["parity"] for c in baked["cells"]] == [c.parity or "" for c in level.cells]
            assert [tuple(a) for a in baked["adjacency"]] == list(board.adjacency)
            assert tuple(baked["hintPath"]) == unique_solution(board), level.id


def test_every_level_carries_the_grader_s_grade_and_its_hint_order(shipped_verdicts):
    """Issue 29 items 3 and 6: the grade the game shows is validate's; "add a number" offers
    every cell without a number, in an order of the grader's."""
    data = json.loads(BAKED_FILE.read_text(encoding="utf-8"))
    graded = {row["level"]: row["grade"] for row in shipped_verdicts("01-number-stroke")[1] if "level" in row}
    for level in (lv for p in data["packs"] for lv in p["levels"]):
        assert level["grade"] == graded[level["id"]], level["id"]
        unnumbered = [v for v, c in enumerate(level["cells"]) if not c["clue"]]
        assert sorted(level["hintCells"]) == unnumbered, level["id"]

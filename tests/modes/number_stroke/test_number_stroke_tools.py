"""The designer CLI (`python -m core …`) end to end, on files in a temp folder."""
import json
from pathlib import Path

import pytest

from core.hamilton import count_paths
from core.modes.number_stroke.board import Board
from core.modes.number_stroke.generate import MAX_STRAIGHT_RATIO, GenerateOptions, straight_ratio, generate_pack
from core.modes.number_stroke.pack import load_pack, parse_pack
from support.cli import core

FIXTURE = Path(__file__).parents[2] / "fixtures" / "rule-sample.json"


def run(*argv, check_code=None):
    proc = core(*argv)
    if check_code is not None:
        assert proc.returncode == check_code, proc.stdout + proc.stderr
    return proc


def write_pack(tmp_path, cells_per_level, name="p.json"):
    data = {
        "mode": "01-number-stroke", "pack": 1, "title": "t",
        "levels": [{"id": f"1-{i}", "cells": cells} for i, cells in enumerate(cells_per_level, 1)],
    }
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return str(path)


def row(n, clues=None, parity=None):
    clues = clues or {}
    parity = parity or {}
    return [
        {"id": f"c{x}", "x": x, "y": 0, "w": 1, "h": 1,
         **({"clue": clues[x]} if x in clues else {}), **({"parity": parity[x]} if x in parity else {})}
        for x in range(n)
    ]


def square(clues=None):
    """2x2 of single cells: 8 ordered Hamiltonian paths without clues."""
    clues = clues or {}
    cells = []
    for i, (x, y) in enumerate([(0, 0), (1, 0), (0, 1), (1, 1)]):
        cell = {"id": "abcd"[i], "x": x, "y": y, "w": 1, "h": 1}
        if "abcd"[i] in clues:
            cell["clue"] = clues["abcd"[i]]
        cells.append(cell)
    return cells


def test_schema_prints_the_pack_json_schema():
    schema = json.loads(run("schema", "--mode", "01-number-stroke", check_code=0).stdout)
    cell = schema["$defs"]["Cell"]
    assert set(cell["required"]) == {"id", "x", "y", "w", "h"}
    assert cell["properties"]["parity"]["anyOf"][0]["enum"] == ["odd", "even"]


def test_solve_json_gives_n_count_and_the_first_solution():
    out = run("solve", str(FIXTURE), "--json", check_code=0).stdout.splitlines()
    line = json.loads(out[0])
    solution = "one l m j h B d e c b a A f g i".split()
    assert line == {"level": "90-1", "n": 15, "count": 1, "solution": solution, "solutions": [solution]}


def test_solve_counts_up_to_the_limit_on_non_unique_levels(tmp_path):
    path = write_pack(tmp_path, [square(), square({"a": 1})])
    lines = [json.loads(x) for x in run("solve", path, "--json", "--limit", "5", check_code=0).stdout.splitlines()]
    assert [(x["level"], x["count"]) for x in lines] == [("1-1", 5), ("1-2", 2)]
    assert len({tuple(s) for s in lines[0]["solutions"]}) == 5 and lines[0]["solution"] == lines[0]["solutions"][0]
    assert run("solve", path, "--level", "1-2", "--limit", "9", check_code=0).stdout.startswith("1-2: N=4 solutions=2")


def test_validate_table_and_exit_codes(tmp_path):
    ok = write_pack(tmp_path, [row(3, {0: 1})], "ok.json")
    assert "1/1 levels pass" in run("validate", "--pack", ok, check_code=0).stdout
    bad = write_pack(tmp_path, [row(3, {0: 1}), square({"a": 1}), row(3, {1: 3})], "bad.json")
    out = run("validate", "--pack", bad, check_code=1).stdout
    assert "1-2" in out and "not unique" in out
    assert "1-3" in out and "no solution" in out
    assert "1/3 levels pass" in out
    only = run("validate", "1-1", "--pack", bad, check_code=0).stdout
    assert "1/1 levels pass" in only


def test_validate_rejects_a_redundant_parity_mark(tmp_path):
    # a-b-c-d with clue 1 on a: already unique, so "even" on b adds nothing
    path = write_pack(tmp_path, [row(4, {0: 1}, {1: "even"})])
    out = run("validate", "--pack", path, check_code=1).stdout
    assert "redundant parity on c1" in out
    # on an open row without clue 1, "even" on the end d picks one of the two directions
    needed = write_pack(tmp_path, [row(4, {}, {3: "even"})], "needed.json")
    assert "1/1 levels pass" in run("validate", "--pack", needed, check_code=0).stdout


def test_design_minimize_lists_clues_removable_alone(tmp_path):
    path = write_pack(tmp_path, [row(5, {0: 1, 2: 3, 4: 5})])
    answer = json.loads(run("design", "1-1", "--pack", path, "--minimize", "--json", check_code=0).stdout)
    assert answer["unique"] is True
    # 1 alone fixes the row; 3 and 5 can each go; without 1, 3 and 5 still fix it
    assert [r["clue"] for r in answer["removable"]] == [1, 3, 5]


def test_design_suggest_makes_a_level_unique(tmp_path):
    path = write_pack(tmp_path, [row(5)])  # two solutions: left to right and back
    answer = json.loads(run("design", "1-1", "--pack", path, "--suggest", "2", "--json", check_code=0).stdout)
    best = answer["suggestions"][0]
    assert best["solutions"] == 1
    clues = {int(best["cell"][1:]): best["clue"]}
    fixed = write_pack(tmp_path, [row(5, clues)], "fixed.json")
    board = Board(load_pack(fixed).levels[0])
    assert count_paths(board.problem(), 2).count == 1


def test_design_suggest_cuts_the_solutions_of_a_wide_open_board(tmp_path):
    path = write_pack(tmp_path, [square()])  # 8 solutions; by symmetry one clue leaves 2
    answer = json.loads(run("design", "1-1", "--pack", path, "--suggest", "3", "--json", check_code=0).stdout)
    assert len(answer["suggestions"]) == 3
    assert all(s["counted"] == 2 for s in answer["suggestions"])


def test_design_suggest_never_claims_a_count_its_node_budget_did_not_settle(tmp_path, monkeypatch):
    """A candidate whose count the ranking's node budget leaves open is listed only when it is
    known to leave two routes or more, after every settled one (a large sparse board once kept
    suggest busy for minutes on one candidate)."""
    from core.modes.number_stroke import design

    board = Board(load_pack(write_pack(tmp_path, [square()])).levels[0])
    settled = design.suggest_clues(board, 3)
    assert [s["counted"] for s in settled] == [2, 2, 2]
    monkeypatch.setattr(design, "RANK_NODES", 1)
    left, done = design._bounded_count(board.problem(extra_clues={0: 1}))
    assert not done and left < 2
    assert design.suggest_clues(board, 3) == []  # nothing proven: nothing suggested
    monkeypatch.setattr(design, "RANK_NODES", 40)
    for suggestion in design.suggest_clues(board, 3):
        assert suggestion["solutions"] == 2 and suggestion["counted"] >= 2


def test_design_on_an_unknown_level_is_bad_input(tmp_path):
    path = write_pack(tmp_path, [row(3, {0: 1})])
    proc = run("design", "7-7", "--pack", path, "--minimize", check_code=2)
    assert "no level '7-7'" in proc.stderr


@pytest.mark.parametrize("cells,with_start", [(16, True), (20, True), (18, False)])
def test_generated_levels_follow_the_generation_rules(cells, with_start):
    data = generate_pack(11, 4, 90, GenerateOptions(cells=cells, with_start=with_start))
    pack = parse_pack(data, "<generated>")
    assert len(pack.levels) == 4
    for level in pack.levels:
        board = Board(level)
        assert board.n == cells
        assert any(board.is_big(v) for v in range(board.n))
        result = count_paths(board.problem(), 2)
        assert result.count == 1
        author = [board.index[c] for c in level.teach.split("author path: ")[1].split()]
        assert tuple(author) == result.solutions[0]
        assert not board.is_big(author[0]) and not board.is_big(author[-1])
        assert straight_ratio(board, author) <= MAX_STRAIGHT_RATIO
        clues = sorted(c for c in board.clue if c)
        if with_start:
            assert clues[0] == 1 and 4 <= clues[1] <= 7
            gaps = [b - a for a, b in zip(clues, clues[1:])] + [cells - clues[-1]]
            assert max(gaps[1:]) >= gaps[0]
        else:
            assert 1 not in clues


def test_generate_is_byte_reproducible_and_never_overwrites(tmp_path):
    a, b, c = tmp_path / "a.json", tmp_path / "b.json", tmp_path / "c.json"
    run("generate", "--mode", "01-number-stroke", "--seed", "3", "--cells", "14", "--count", "2", "--out", str(a), check_code=0)
    run("generate", "--mode", "01-number-stroke", "--seed", "3", "--cells", "14", "--count", "2", "--out", str(b), check_code=0)
    run("generate", "--mode", "01-number-stroke", "--seed", "4", "--cells", "14", "--count", "2", "--out", str(c), check_code=0)
    assert a.read_bytes() == b.read_bytes() != c.read_bytes()
    before = a.read_bytes()
    assert "exists" in run("generate", "--mode", "01-number-stroke", "--seed", "5", "--cells", "14", "--out", str(a), check_code=2).stderr
    assert a.read_bytes() == before
    # a shipped pack's name is refused even before that pack exists (this one never does)
    shipped = Path(__file__).parents[3] / "levels" / "01-number-stroke" / "pack-99-never-written.json"
    proc = run("generate", "--mode", "01-number-stroke", "--seed", "5", "--cells", "14", "--out", str(shipped), "--force")
    assert proc.returncode == 2 and "inside levels/" in proc.stderr
    assert not shipped.exists()


def write_levels(tmp_path, levels, pack=1, name="k.json"):
    """A pack of (cells, keep) levels; keep is None or a list of {"clue", "why"}."""
    data = {"mode": "01-number-stroke", "pack": pack, "title": "t", "levels": [
        {"id": f"{pack}-{i}", **({"keep": keep} if keep else {}), "cells": cells}
        for i, (cells, keep) in enumerate(levels, 1)
    ]}
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return str(path)


def test_validate_fails_a_number_that_can_go_unless_the_level_keeps_it(tmp_path):
    # a row of 5 from its end: the 1 alone fixes it, so the 3 can go
    loose = write_levels(tmp_path, [(row(5, {0: 1, 2: 3}), None)])
    out = run("validate", "--pack", loose, check_code=1).stdout
    assert "number 3 on cell c2 can go" in out and "number 1" not in out
    kept = write_levels(tmp_path, [(row(5, {0: 1, 2: 3}), [{"clue": 3, "why": "teach"}])], name="kept.json")
    assert "1/1 levels pass" in run("validate", "--pack", kept, check_code=0).stdout
    # a teaching number only in the first eight levels of the tutorial
    later = write_levels(tmp_path, [(row(5, {0: 1, 2: 3}), [{"clue": 3, "why": "teach"}])], pack=2, name="later.json")
    assert "keeps a teaching number outside the first 8 levels" in run("validate", "--pack", later, check_code=1).stdout
    # 1 and 5 on both ends: each can go alone; keeping the start excuses the 1 only
    both = write_levels(tmp_path, [(row(5, {0: 1, 4: 5}), [{"clue": 1, "why": "start"}])], name="both.json")
    out = run("validate", "--pack", both, check_code=1).stdout
    assert "number 5 on cell c4 can go" in out and "number 1 on" not in out


def test_validate_fails_a_shipped_pack_that_does_not_end_on_its_boss_or_does_not_rise(tmp_path):
    from core.common.pack_curve import shipped_pack_summary
    from core.modes.base import PackFile, display_path
    from core.modes.number_stroke.catalog import LEVELS_DIR
    from core.modes.number_stroke.mode import MODE

    def summary(levels):
        """validate's summary of the pack as if it were shipped (it is never written there)."""
        pf = PackFile(LEVELS_DIR / "pack-99-never-written.json", load_pack(write_levels(tmp_path, levels)))
        rows = [MODE.validate_level(pf, level) for level in pf.pack.levels]
        assert all(row.ok for row in rows)  # the curve is the pack's, not a level's
        return shipped_pack_summary([pf], rows, display_path)

    easy, longer = row(3, {0: 1}), row(7, {0: 1})  # easy both: a line from its end is 3 rounds long
    shipped = json.loads((LEVELS_DIR / "pack-2-advanced.json").read_text(encoding="utf-8"))
    hard = next(level["cells"] for level in shipped["levels"] if level["id"] == "2-10")  # its boss
    lines, problems = summary([(hard, None), (easy, None)])
    assert lines[0].startswith("pack 1: HE (effort 3-") and lines[0].endswith("rests 1, boss 1-2)")
    boss, rise = problems
    assert boss.startswith("pack 1 does not end on its boss: 1-1 (hard, effort ") and "the last level 1-2 (easy" in boss
    assert rise.startswith("pack 1 has no rise: first 1-1 (hard), last 1-2 (easy)")
    # grades that do not rise fail, however the efforts run
    assert summary([(easy, None), (longer, None)])[1] == [
        "pack 1 has no rise: first 1-1 (easy), last 1-2 (easy), mean difficulty rank by thirds 1.5, 1.5"
    ]
    lines, problems = summary([(easy, None), (hard, None)])
    assert problems == [] and lines[0].startswith("pack 1: EH (effort 3-")
    # a candidates file (anywhere but levels/<mode>/) needs no order
    candidates = write_levels(tmp_path, [(hard, None), (easy, None)], name="candidates.json")
    assert "2/2 levels pass" in run("validate", "--pack", candidates, check_code=0).stdout

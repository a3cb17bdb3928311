"""The corpus of broken pack files: each names file, level, cell and rule, and exits 2."""
from pathlib import Path

import pytest

from core.errors import LevelFileError
from core.modes.number_stroke.pack import load_pack
from support.cli import core

BAD = Path(__file__).parent / "bad_levels"

# file -> the located message its first problem must print (after "<path>: ")
EXPECTED = {
    "empty.json": "[json] the file is empty",
    "whitespace-only.json": "[json] the file is empty",
    "not-json.json": "[json] not valid JSON: Expecting value at line 2 column 15",
    "not-utf8.json": "[file] cannot read: 'utf-8' codec can't decode byte 0xff",
    "top-array.json": "[type] Input should be a valid dictionary",
    "missing-mode.json": "[missing-field] field 'mode'",
    "wrong-mode.json": "[value] field 'mode': Input should be '01-number-stroke' (got \"03-hex-walls\")",
    "pack-string.json": "[type] field 'pack': Input should be a valid integer (got \"1\")",
    "no-levels.json": "[empty] field 'levels'",
    "title-number.json": "[type] field 'title'",
    "cells-not-list.json": "level 1-1: [type] field 'cells': Input should be a valid list",
    "level-without-cells.json": "level 1-1: [missing-field] field 'cells'",
    "cell-x-float.json": "level 1-1: cell b: [type] field 'x': Input should be a valid integer (got 1.5)",
    "cell-x-bool.json": "level 1-1: cell b: [type] field 'x': Input should be a valid integer (got true)",
    "cell-missing-w.json": "level 1-1: cell b: [missing-field] field 'w'",
    "cell-unknown-field.json": "level 1-1: cell b: [unknown-field] field 'color'",
    "empty-cell-id.json": "level 1-1: cell #2: [empty] field 'id'",
    "rect-4x1.json": "level 1-1: cell bar: [cell-size] a 4x1 rectangle is not allowed",
    "rect-3x2.json": "level 1-1: cell slab: [cell-size] a 3x2 rectangle is not allowed",
    "zero-width.json": "level 1-1: cell b: [range] field 'w'",
    "clue-and-parity.json": "level 1-1: cell b: [clue-and-parity]",
    "parity-bad.json": "level 1-1: cell b: [value] field 'parity': Input should be 'odd' or 'even'",
    "clue-string.json": "level 1-1: cell b: [type] field 'clue'",
    "clue-range-high.json": "level 1-1: cell c: [clue-range] clue 9 is outside 1..3 (N = 3)",
    "clue-zero.json": "level 1-1: cell b: [clue-range] clue 0 is outside 1..3",
    "clue-duplicate.json": "level 1-1: cell b: [clue-duplicate] clue 2 is also on cell a",
    "overlap.json": "level 1-1: cell b: [overlap] unit (1, 1) is also covered by cell a",
    "duplicate-cell-id.json": "level 1-1: cell b: [duplicate-cell-id]",
    "duplicate-level-id.json": "level 1-1: [duplicate-level-id]",
    "level-id-order.json": "level 1-3: [level-id-order] level 1 of pack 1 must be named '1-1'",
    "disconnected.json": "level 1-1: cell far: [disconnected] 1 cell(s) share no edge path with cell a",
    "corner-only.json": "level 1-1: cell diag: [disconnected]",
    "shape-split.json": "level 1-1: cell gap: [shape-catalogue]",
    "shape-five-units.json": "level 1-1: cell p: [shape-size] a shape has 2 to 4 units, not 5",
    "shape-bbox.json": "level 1-1: cell t: [shape-bbox] w/h (3x3)",
    "shape-negative.json": "level 1-1: cell l: [shape-offsets] shape offsets must be non-negative",
    "shape-repeat.json": "level 1-1: cell l: [shape-offsets] shape offsets repeat a unit",
    "shape-off-origin.json": "level 1-1: cell i: [shape-bbox]",
    "shape-offset-triple.json": "level 1-1: cell i: [too-long] field 'shape.0'",
    "many-problems.json": "level 1-1: cell a: [duplicate-cell-id]",
}


def test_every_corpus_file_has_an_expectation():
    assert sorted(p.name for p in BAD.glob("*.json")) == sorted(EXPECTED)
    assert len(EXPECTED) >= 25


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_bad_file_is_refused_with_its_message(name):
    path = BAD / name
    with pytest.raises(LevelFileError) as info:
        load_pack(path)
    first = str(info.value.problems[0])
    assert first.startswith(str(path) + ": ")
    assert EXPECTED[name] in first


def test_all_problems_of_a_file_are_reported():
    with pytest.raises(LevelFileError) as info:
        load_pack(BAD / "many-problems.json")
    rules = sorted(p.rule for p in info.value.problems)
    assert rules == ["clue-range", "duplicate-cell-id", "overlap"]


@pytest.mark.parametrize("name", ["not-json.json", "overlap.json", "cell-x-float.json", "empty.json"])
@pytest.mark.parametrize("command", ["validate", "solve"])
def test_cli_exits_2_with_the_message_and_no_traceback(name, command):
    path = str(BAD / name)
    argv = ["validate", "--pack", path] if command == "validate" else ["solve", path]
    run = core(*argv)
    assert run.returncode == 2
    assert f"error: {path}: {EXPECTED[name]}" in run.stderr
    assert "Traceback" not in run.stderr

"""Issue 24's reproducers on Hex Walls files and commands: exit 2 with a located error line,
never a traceback, a hang or a silent acceptance; nothing written where it may not be."""
import json

import pytest

from core.modes.hex_walls.schema import MAX_TURNING_WALLS
from support.cli import ROOT, assert_bad_input, core

TURNING = ROOT / "levels" / "03-hex-walls" / "pack-2-turning.json"
STROKE_PACK = ROOT / "levels" / "01-number-stroke" / "pack-1-tutorial.json"
GENERATE = ("generate", "--mode", "03-hex-walls", "--seed", "1")


def test_more_turning_walls_than_the_limit_exit_2_located(tmp_path):
    raw = json.loads(TURNING.read_text(encoding="utf-8"))
    level = next(lv for lv in raw["levels"] if lv.get("turningWalls"))
    level["turningWalls"] = [level["turningWalls"][0]] * (MAX_TURNING_WALLS + 1)
    path = tmp_path / "turning.json"
    path.write_text(json.dumps(raw, ensure_ascii=False))
    for argv in (("validate", "--pack", path), ("solve", path), ("design", level["id"], "--pack", path, "--minimize"),
                 ("bake", "--pack", path, "--level", level["id"], "--out", tmp_path / "o.json")):
        assert_bad_input(core(*argv), f"{path}: level {level['id']}: [too-long] field 'turningWalls'")
    assert not (tmp_path / "o.json").exists()


@pytest.mark.parametrize("argv, phrase", [
    (("--radius", "6"), "--radius takes 1 to 3, not 6"),
    (("--radius", "3", "--trim", "100"), "--trim takes 0 to"),
    (("--radius", "2", "--trim", "12"), "--trim takes 0 to 6 x radius - 1 = 11, not 12"),
    (("--turning", "5"), "--turning takes 0 to 4, not 5"),
    (("--count", "1000"), "--count takes 1 to 200, not 1000"),
    (("--seed=-1",), "--seed takes 0 to"),
    (("--seed=1e3",), "--seed takes a whole number"),
])
def test_generate_options_are_checked_before_any_work(tmp_path, argv, phrase):
    out = tmp_path / "c.json"
    assert_bad_input(core(*GENERATE[:3], *(() if argv[0].startswith("--seed") else GENERATE[3:]), *argv, "--out", out), phrase)
    assert not out.exists()


def test_generate_never_writes_over_another_mode(tmp_path):
    stroke = tmp_path / "stroke.json"
    stroke.write_bytes(STROKE_PACK.read_bytes())
    assert_bad_input(core(*GENERATE, "--out", stroke, "--force"), "is a 01-number-stroke pack")
    assert stroke.read_bytes() == STROKE_PACK.read_bytes()
    assert_bad_input(core(*GENERATE, "--out", ROOT / "levels" / "03-hex-walls" / "pack-9-new.json"), "inside levels/")


def test_an_empty_title_or_one_in_one_language_is_refused(tmp_path):
    raw = json.loads(TURNING.read_text(encoding="utf-8"))
    for title, phrase in (("", "a text of 1-200"), ({"zh": "转"}, "has: zh")):
        path = tmp_path / "title.json"
        path.write_text(json.dumps({**raw, "title": title}, ensure_ascii=False))
        assert_bad_input(core("validate", "--pack", path), f"{path}: [local-text] field 'title'", phrase)

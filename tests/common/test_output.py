"""Where the tools may write (core/output.py, issue 24 §2): never into levels/ but by the command
that owns the file, never through a symlink or onto a FIFO, device or folder, an existing file
only with --force and only when it is of the command's own kind; names checked before any
work; a set of files replaced whole or not at all. The modes come from the registry or are the
fixture mode (support/fixture_mode.py)."""
import json
import os
import stat

import pytest

from core import modes
from core.errors import LevelFileError
from core.modes.base import LEVELS_ROOT, SHIPPED_GLOB, baked_file, levels_dir
from core.output import OutputSet, check_output, pack_kind
from support.cli import ROOT, core
from support.fixture_mode import FIXTURE, FIXTURE_PACK, first_shipped_pack, first_with, register_fixture_mode

PLAYTEST = ("bake", "--pack", FIXTURE_PACK, "--level", "1-2", "--out")
GENERATE = ("generate", "--mode", FIXTURE.id, "--seed", "1", "--out")


@pytest.fixture(autouse=True)
def fixture_mode(monkeypatch):
    register_fixture_mode(monkeypatch)


def refused(run, *phrases):
    assert run.returncode == 2, run.stdout + run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and "[output]" in lines[0], run.stderr
    for phrase in phrases:
        assert phrase in lines[0], lines[0]


def test_an_existing_target_needs_force_and_the_same_kind(tmp_path):
    out = tmp_path / "playtest.json"
    assert core(*PLAYTEST, out).returncode == 0
    refused(core(*PLAYTEST, out), "exists; give --force")
    assert core(*PLAYTEST, out, "--force").returncode == 0, "a play-test level of the same mode"
    # the play-test file is the editor's scratch for every mode: a play-test level replaces one
    other = first_with("playtest_bake")
    other_pack, other_levels = first_shipped_pack(other.id)
    assert core("bake", "--pack", other_pack, "--level", other_levels[0], "--out", out, "--force").returncode == 0
    assert json.loads(out.read_text())["mode"] == other.id
    other_kind = tmp_path / "analysis.json"
    other_kind.write_text(json.dumps({"mode": other.id, "analysis": []}))
    refused(core(*PLAYTEST, other_kind, "--force"), f"is a {other.id} file of another kind", "not even with --force")
    pack = tmp_path / "pack.json"
    pack.write_bytes(other_pack.read_bytes())
    refused(core(*PLAYTEST, pack, "--force"), f"is a {other.id} pack")
    refused(core(*GENERATE, pack, "--force"), f"is a {other.id} pack, not a {FIXTURE.id} candidates pack")
    assert pack.read_bytes() == other_pack.read_bytes()


def _levels_targets() -> list[str]:
    """Places in levels/ of every registered mode: its first shipped pack, a new file in its
    folder, its baked file and its first file that is not a pack (a city, a campaign's seeds);
    and a new file directly in levels/."""
    targets = [LEVELS_ROOT / "new.json"]
    for mode_id in modes.ids():
        folder = levels_dir(mode_id)
        others = sorted(p for p in folder.rglob("*.json") if not (p.parent == folder and p.match(SHIPPED_GLOB)))
        targets += [first_shipped_pack(mode_id)[0], folder / "new.json", baked_file(mode_id), *others[:1]]
    return [str(path.relative_to(ROOT)) for path in targets]


@pytest.mark.parametrize("target", _levels_targets())
def test_nothing_goes_into_levels_but_from_its_owner(target):
    path = ROOT / target
    before = path.read_bytes() if path.exists() else None
    for argv in [PLAYTEST + (path,), PLAYTEST + (path, "--force"),
                 (*GENERATE, path, "--force")]:
        refused(core(*argv), "inside levels/")
    assert (path.read_bytes() if path.exists() else None) == before


def test_conformance_never_writes_into_levels(tmp_path):
    refused(core("conformance", "--out-dir", ROOT / "levels", "--cases", "1"), "inside levels/")
    refused(core("conformance", "--out-dir", levels_dir(modes.ids()[0]), "--cases", "1"), "inside levels/")


def test_never_through_a_symlink_or_onto_what_is_not_a_file(tmp_path):
    target = tmp_path / "kept.json"
    target.write_text("{}")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    refused(core(*PLAYTEST, link, "--force"), "symbolic link")
    assert target.read_text() == "{}" and link.is_symlink()
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    refused(core(*PLAYTEST, fifo, "--force"), "FIFO")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    refused(core(*PLAYTEST, "/dev/null", "--force"), "a device")
    refused(core(*PLAYTEST, tmp_path, "--force"), "is a folder")


def test_names_are_checked_before_the_work(tmp_path):
    refused(core(*PLAYTEST, tmp_path / ("x" * 300 + ".json")), "at most 255")
    refused(core(*PLAYTEST, ""), "empty file name")
    a_file = tmp_path / "file.json"
    a_file.write_text("{}")
    refused(core(*PLAYTEST, a_file / "below-a-file.json"), "is not a folder")
    deep = "/".join(["d" * 200] * 25)
    refused(core(*GENERATE, tmp_path / deep), "at most 4096")


def test_a_missing_folder_is_made_when_its_parent_may_be_written(tmp_path):
    out = tmp_path / "new" / "folder" / "playtest.json"
    assert core(*PLAYTEST, out).returncode == 0
    assert out.is_file()


def test_a_set_of_files_appears_whole_or_not_at_all(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text("old a")
    with pytest.raises(KeyboardInterrupt):
        with OutputSet() as outputs:
            outputs.add(a, "new a")
            outputs.add(b, "new b")
            raise KeyboardInterrupt  # Ctrl-C before the set is complete
    assert a.read_text() == "old a" and not b.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"], "no temp file left"
    with OutputSet() as outputs:
        outputs.add(a, "new a")
        outputs.add(b, "new b")
    assert (a.read_text(), b.read_text()) == ("new a", "new b")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json", "b.json"]


def test_the_check_itself(tmp_path):
    mode_id = modes.ids()[0]
    shipped = first_shipped_pack(mode_id)[0]
    kind = pack_kind(mode_id)
    assert check_output(tmp_path / "new.json", kind) == tmp_path / "new.json"
    existing = tmp_path / "pack.json"
    existing.write_bytes(shipped.read_bytes())
    assert check_output(existing, kind, force=True) == existing
    with pytest.raises(LevelFileError):
        check_output(existing, pack_kind(FIXTURE.id), force=True)
    with pytest.raises(LevelFileError):
        check_output(shipped, kind, force=True)
    assert check_output(shipped, kind, owner=True) == shipped, "the owner of a levels/ file"

"""Where the tools may write (core/output.py, issue 24 §2): never into levels/ but by the command
that owns the file, never through a symlink or onto a FIFO, device or folder, an existing file
only with --force and only when it is of the command's own kind; names checked before any
work; a set of files replaced whole or not at all."""
import os
import stat

import pytest

from core.errors import LevelFileError
from core.output import OutputSet, check_output, pack_kind
from support.cli import ROOT, core

TUTORIAL = ROOT / "levels" / "01-number-stroke" / "pack-1-tutorial.json"
WALLS = ROOT / "levels" / "03-hex-walls" / "pack-1-tutorial.json"
PLAYTEST = ("bake", "--pack", TUTORIAL, "--level", "1-2", "--out")


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
    assert core("bake", "--pack", WALLS, "--level", "1-2", "--out", out, "--force").returncode == 0
    assert '"mode": "03-hex-walls"' in out.read_text()
    campaign = tmp_path / "campaign-analysis.json"
    campaign.write_bytes((ROOT / "levels" / "hex-tracks" / "campaign-analysis.json").read_bytes())
    refused(core(*PLAYTEST, campaign, "--force"), "is a hex-tracks file of another kind", "not even with --force")
    pack = tmp_path / "pack.json"
    pack.write_bytes(TUTORIAL.read_bytes())
    refused(core(*PLAYTEST, pack, "--force"), "is a 01-number-stroke pack")
    refused(core("generate", "--mode", "03-hex-walls", "--seed", "1", "--out", pack, "--force"),
            "is a 01-number-stroke pack, not a 03-hex-walls candidates pack")
    assert pack.read_bytes() == TUTORIAL.read_bytes()


@pytest.mark.parametrize("target", [
    "levels/01-number-stroke/pack-1-tutorial.json", "levels/hex-tracks/new.json", "levels/new.json",
    "levels/city-cat-catch/cities/harbor.json", "levels/hex-tracks/campaign-seeds.json",
    "levels/01-number-stroke.baked.json",
])
def test_nothing_goes_into_levels_but_from_its_owner(target):
    path = ROOT / target
    before = path.read_bytes() if path.exists() else None
    for argv in [PLAYTEST + (path,), PLAYTEST + (path, "--force"),
                 ("generate", "--mode", "01-number-stroke", "--seed", "1", "--cells", "9", "--out", path, "--force")]:
        refused(core(*argv), "inside levels/")
    assert (path.read_bytes() if path.exists() else None) == before


def test_conformance_never_writes_into_levels(tmp_path):
    refused(core("conformance", "--out-dir", ROOT / "levels", "--cases", "1"), "inside levels/")
    refused(core("conformance", "--out-dir", ROOT / "levels" / "01-number-stroke", "--cases", "1"), "inside levels/")


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
    refused(core("generate", "--mode", "01-number-stroke", "--seed", "1", "--cells", "40", "--count", "200",
                 "--out", tmp_path / deep), "at most 4096")


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
    kind = pack_kind("01-number-stroke")
    assert check_output(tmp_path / "new.json", kind) == tmp_path / "new.json"
    existing = tmp_path / "pack.json"
    existing.write_bytes(TUTORIAL.read_bytes())
    assert check_output(existing, kind, force=True) == existing
    with pytest.raises(LevelFileError):
        check_output(existing, pack_kind("03-hex-walls"), force=True)
    with pytest.raises(LevelFileError):
        check_output(TUTORIAL, kind, force=True)
    assert check_output(TUTORIAL, kind, owner=True) == TUTORIAL, "the owner of a levels/ file"

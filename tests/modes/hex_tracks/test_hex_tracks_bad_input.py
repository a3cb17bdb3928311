"""Issue 24's reproducers on Hex Tracks files and commands: exit 2 with a located error line,
never a traceback, a hang or a silent acceptance; nothing written where it may not be."""
import json

import pytest

import core.modes.hex_tracks.campaign as campaign
from support.cli import ROOT, assert_bad_input, core

PACK = ROOT / "levels" / "hex-tracks" / "pack-1.json"
GENERATE = ("generate", "--mode", "hex-tracks", "--seed", "1", "--count", "1")


def _bare_level() -> dict:
    level = json.loads(PACK.read_text(encoding="utf-8"))["levels"][0]
    return {k: v for k, v in level.items() if k not in ("lesson", "beat", "caption", "startRotation")}


def test_a_bare_level_that_is_not_utf8_or_holds_half_a_surrogate_pair_is_refused(tmp_path):
    latin = tmp_path / "latin1.json"
    latin.write_bytes(json.dumps({**_bare_level(), "name": "café"}, ensure_ascii=False).encode("latin-1"))
    assert_bad_input(core("validate", "--pack", latin), f"{latin}: [encoding] not UTF-8: byte 0xe9")
    surrogate = tmp_path / "surrogate.json"
    surrogate.write_text(json.dumps({**_bare_level(), "name": "@"}).replace('"@"', '"\\ud800"'))
    assert_bad_input(core("solve", surrogate, "--json"), "half of a surrogate pair", json_lines=True)


@pytest.mark.parametrize("where, value", [("q", "1e300"), ("q", str(2**62)), ("r", str(-2**62))])
def test_coordinates_beyond_any_board_are_refused_as_numbers(tmp_path, where, value):
    path = tmp_path / "far.json"
    text = json.dumps(_bare_level())
    path.write_text(text.replace(f'"{where}": 0', f'"{where}": {value}', 1))
    assert path.read_text() != text
    assert_bad_input(core("validate", "--pack", path), f"{path}: level 1-1: ")


@pytest.mark.parametrize("options, phrase", [
    ("[]", "--options takes a JSON object"),
    ('{"radius": 2, "radius": 3}', "duplicate key 'radius'"),
    ("NaN", "NaN is not a number JSON allows"),
    ('{"curveWeight": 10000000000}', "pairing weights take 0 to 1000"),
    ('{"colour": 3}', "unknown option(s): colour"),
])
def test_generate_options_are_read_strictly(tmp_path, options, phrase):
    out = tmp_path / "c.json"
    assert_bad_input(core(*GENERATE, "--options", options, "--out", out), phrase)
    assert not out.exists()


def test_generate_never_writes_into_levels(tmp_path):
    for name in ("new.json", "campaign-analysis.json", "campaign-seeds.json"):
        path = ROOT / "levels" / "hex-tracks" / name
        before = path.read_bytes() if path.exists() else None
        for force in ((), ("--force",)):
            assert_bad_input(core(*GENERATE, "--out", path, *force), "inside levels/")
        assert (path.read_bytes() if path.exists() else None) == before


def test_a_play_test_bake_never_replaces_a_pack(tmp_path):
    pack = tmp_path / "pack.json"
    pack.write_bytes(PACK.read_bytes())
    assert_bad_input(core("bake", "--pack", PACK, "--level", "1-1", "--out", pack, "--force"),
                     "is a hex-tracks pack, not a play-test level")
    assert pack.read_bytes() == PACK.read_bytes()


def test_a_seeds_file_with_a_huge_weight_is_refused_located(tmp_path, monkeypatch):
    raw = json.loads(campaign.SEEDS_FILE.read_text(encoding="utf-8"))
    raw["levels"][0]["options"]["curveWeight"] = 10**12
    seeds = tmp_path / "campaign-seeds.json"
    seeds.write_text(json.dumps(raw, ensure_ascii=False))
    monkeypatch.setattr(campaign, "SEEDS_FILE", seeds)
    assert_bad_input(core("hex-tracks", "campaign", "--check"),
                     f"{seeds}: level 1-1: [options] pairing weights take 0 to 1000")


def test_campaign_and_trace_options_are_read_strictly():
    assert_bad_input(core("hex-tracks", "campaign", "--search", "1-1", "--tries", "1_000"), "--tries takes a whole")
    assert_bad_input(core("hex-tracks", "trace", PACK, "--tile", "t0", "--orientation", "6"),
                     "--orientation takes 0 to 5, not 6")

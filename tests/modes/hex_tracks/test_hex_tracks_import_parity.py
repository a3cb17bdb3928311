"""The workshop import takes exactly what the Python importer takes (issue 24 §5): the mutant
texts of tests/fixtures/bad-input/hex-tracks-mutants.json carry the Python verdict on each, and
the GDScript importer replays them (tests/godot/modes/hex_tracks/test_ht_import.gd). This test
keeps the file honest: it is what the generator and today's Python rules give."""
import json

from support.hex_tracks_import import FIXTURE, document


def test_the_mutants_file_holds_todays_python_verdicts():
    assert FIXTURE.read_text(encoding="utf-8") == document(), (
        "the importer's rules changed: run .venv/bin/python -m tests.support.hex_tracks_import")


def test_the_mutants_cover_both_verdicts():
    cases = json.loads(FIXTURE.read_text(encoding="utf-8"))["cases"]
    taken = [c for c in cases if c["taken"]]
    assert len(cases) >= 150 and len(taken) >= 3
    assert all(c["name"].endswith("as it is") is False or c["taken"] for c in cases), "the sources are valid"

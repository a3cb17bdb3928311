"""The fuzz suite on every shipped kind of level file (issue 24): seeded mutants of one pack of
each mode and of a bare Hex Tracks level, run through the commands that read them, in this
process (core.cli.main). Every command keeps its promises on every mutant (support/fuzz.py):
no traceback, exit 0, 1 or 2, every error line located, never exit 0 on a file that breaks a
rule. Seeds are fixed, so a failure names a mutant that fails again."""
from __future__ import annotations

import json
import random
import traceback

import pytest

from core import modes
from support.cli import core
from support.fuzz import check_run, mutants

CASES = 150  # mutants per file


def _trimmed(mode_id: str, levels: int) -> dict:
    """The mode's first shipped pack cut to its first ``levels`` levels (still a valid pack)."""
    path = modes.get(mode_id).shipped_pack_paths()[0]
    raw = json.loads(path.read_text(encoding="utf-8"))
    return {**raw, "levels": raw["levels"][:levels]}


def _bare_hex_tracks_level() -> dict:
    level = dict(_trimmed("hex-tracks", 1)["levels"][0])
    return {k: v for k, v in level.items() if k not in ("lesson", "beat", "caption", "startRotation")}


FILES = {
    "01-number-stroke pack": lambda: _trimmed("01-number-stroke", 2),
    "03-hex-walls pack": lambda: _trimmed("03-hex-walls", 2),
    "hex-tracks pack": lambda: _trimmed("hex-tracks", 2),
    "hex-tracks bare level": _bare_hex_tracks_level,
    "city-cat-catch pack": lambda: _trimmed("city-cat-catch", 1),
}


def _commands(path, level_id, out):
    return [
        ("solve", str(path), "--json"),
        ("id", str(path), "--level", level_id),
        ("bake", "--pack", str(path), "--level", level_id, "--out", str(out), "--force"),
    ]


def _run(argv):
    """core(*argv), with an exception that escapes main() turned into a failure line."""
    try:
        return core(*argv), None
    except BaseException as exc:  # noqa: BLE001 - a traceback is the failure being looked for
        return None, "".join(traceback.format_exception_only(type(exc), exc)).strip()


@pytest.mark.parametrize("name", sorted(FILES))
def test_mutated_files_are_refused_with_located_errors(name, tmp_path):
    raw = FILES[name]()
    level_id = raw["levels"][0]["id"] if "levels" in raw else raw["id"]
    rng = random.Random(f"fuzz:{name}")
    failures = []
    for i, mutant in enumerate(mutants(raw, rng, CASES)):
        path = tmp_path / f"m{i}.json"
        path.write_bytes(mutant.data)
        out = tmp_path / f"out{i}.json"
        commands = _commands(path, level_id, out)
        if mutant.breaks:
            commands.append(("validate", "--pack", str(path)))
        for argv in commands:
            run, escaped = _run(argv)
            wrong = [f"traceback: {escaped}"] if escaped else check_run(run, mutant, str(path), "--json" in argv)
            if wrong:
                failures.append(f"{mutant.what} | {argv[0]}: {'; '.join(wrong)}")
    assert not failures, f"{len(failures)} failures:\n" + "\n".join(failures[:40])

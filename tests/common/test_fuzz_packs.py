"""The fuzz suite on every shipped kind of level file (issue 24): seeded mutants of each
registered mode's files (by default one trimmed pack; a mode's stress.py may give others, such
as Hex Tracks' bare level: tests/support/mode_parts.py), run through the commands of its
capabilities that read them, in this process (core.cli.main). Every command keeps its promises
on every mutant (support/fuzz.py): no traceback, exit 0, 1 or 2, every error line located, never
exit 0 on a file that breaks a rule. Seeds are fixed, so a failure names a mutant that fails
again."""
from __future__ import annotations

import random
import traceback

import pytest

from core import modes
from support.cli import core
from support.fuzz import check_run, mutants
from support.mode_parts import fuzz_files

CASES = 150  # mutants per file


def _commands(capabilities, path, level_id, out):
    """The commands of the mode's capabilities that read one file (validate: on a broken one)."""
    argv = []
    if capabilities.solve:
        argv.append(("solve", str(path), "--json"))
    if capabilities.game_id:
        argv.append(("id", str(path), "--level", level_id))
    if capabilities.playtest_bake:
        argv.append(("bake", "--pack", str(path), "--level", level_id, "--out", str(out), "--force"))
    return argv


def _run(argv):
    """core(*argv), with an exception that escapes main() turned into a failure line."""
    try:
        return core(*argv), None
    except BaseException as exc:  # noqa: BLE001 - a traceback is the failure being looked for
        return None, "".join(traceback.format_exception_only(type(exc), exc)).strip()


@pytest.mark.parametrize("mode_id", modes.ids())
def test_mutated_files_are_refused_with_located_errors(mode_id, tmp_path):
    entry = modes.entry(mode_id)
    failures = []
    for name, raw in fuzz_files(entry).items():
        level_id = raw["levels"][0]["id"] if "levels" in raw else raw["id"]
        rng = random.Random(f"fuzz:{name}")
        for i, mutant in enumerate(mutants(raw, rng, CASES)):
            path = tmp_path / f"m{i}.json"
            path.write_bytes(mutant.data)
            out = tmp_path / f"out{i}.json"
            commands = _commands(entry.capabilities, path, level_id, out)
            if mutant.breaks and entry.capabilities.validate:
                commands.append(("validate", "--pack", str(path)))
            for argv in commands:
                run, escaped = _run(argv)
                wrong = [f"traceback: {escaped}"] if escaped else check_run(run, mutant, str(path), "--json" in argv)
                if wrong:
                    failures.append(f"{name}: {mutant.what} | {argv[0]}: {'; '.join(wrong)}")
    assert not failures, f"{len(failures)} failures:\n" + "\n".join(failures[:40])

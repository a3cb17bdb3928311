"""The fuzz suite on the files levels are made from other than packs (issue 24), as each mode's
stress.py declares them (support/mode_parts.py ``source_files``: City Cat Catch's city
manifests, Hex Tracks' campaign seeds), mutated (support/fuzz.py) and read by the commands that
read them, in this process. Every command keeps its promises: no traceback, exit 0, 1 or 2, every
error located, never exit 0 on a file that breaks a rule."""
from __future__ import annotations

import json
import random
import traceback

import pytest

from core import modes
from support import mode_parts
from support.cli import core
from support.fuzz import check_run, mutants

CASES = 150


def _run(argv):
    try:
        return core(*argv), None
    except BaseException as exc:  # noqa: BLE001 - a traceback is the failure being looked for
        return None, "".join(traceback.format_exception_only(type(exc), exc)).strip()


def _fuzz(path, raw, seed: str, commands) -> list[str]:
    failures = []
    refused = 0
    for mutant in mutants(raw, random.Random(seed), CASES):
        path.write_bytes(mutant.data)
        for argv in commands:
            run, escaped = _run(argv)
            wrong = [f"traceback: {escaped}"] if escaped else check_run(run, mutant, str(path))
            failures += [f"{mutant.what} | {argv[0]} {argv[1]}: {w}" for w in wrong]
            refused += run is not None and run.returncode == 2
    assert refused >= CASES // 2, "most mutants break a rule: the commands must have read them"
    return failures


@pytest.mark.parametrize("entry", [e for e in modes.entries() if mode_parts.has_source_files(e)],
                         ids=lambda e: e.id)
def test_mutated_source_files(entry, tmp_path, monkeypatch):
    for name, (path, commands) in mode_parts.source_files(entry, tmp_path, monkeypatch).items():
        raw = json.loads(path.read_text(encoding="utf-8"))
        failures = _fuzz(path, raw, f"fuzz:{name}", commands)
        assert not failures, f"{name}: {len(failures)} failures:\n" + "\n".join(failures[:40])

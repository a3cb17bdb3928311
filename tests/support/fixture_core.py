"""`python -m core` in a child process with the fixture mode registered, the way
``register_fixture_mode`` (fixture_mode.py) registers it in the test's own process:
``python tests/support/fixture_core.py [--endless] ARG…`` (``FIXTURE_CORE``). With ``--endless``
the fixture's ``generate`` and ``validate_level`` never end by themselves and first say ``BUSY``
on stderr, so a test interrupts a command in the middle of its work at a known point, on a fast
machine or a busy one."""
import runpy
import sys
import time
from pathlib import Path
from types import SimpleNamespace

TESTS = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(TESTS.parent), str(TESTS)]  # the repository (core) and tests/ (support, fixtures)

import core.no_pydantic_plugins  # noqa: E402,F401 (before any model is built, as core/__main__.py)
from core import modes  # noqa: E402
from support.fixture_mode import BUSY, FIXTURE, register_fixture_mode  # noqa: E402


def _endless(*_args, **_kwargs):
    print(BUSY, file=sys.stderr, flush=True)
    while True:
        time.sleep(0.05)  # a Ctrl-C raises KeyboardInterrupt here


if __name__ == "__main__":
    register_fixture_mode(SimpleNamespace(setattr=setattr))  # for the whole process: no undo needed
    args = sys.argv[1:]
    if args[:1] == ["--endless"]:
        fixture = modes.get(FIXTURE.id)
        fixture.generate = fixture.validate_level = _endless
        args = args[1:]
    sys.argv = ["core", *args]
    runpy.run_module("core", run_name="__main__", alter_sys=True)

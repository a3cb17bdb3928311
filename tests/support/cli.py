"""`python -m core …` for tests, run in this process: ``core("validate", "--json")`` gives the
exit status, stdout and stderr the command would give (the fields of a finished subprocess).
Only tests of the real process (its exit status, a closed pipe, what start-up imports) spawn one:
``core_process``."""
from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from core.cli import main

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Run:
    returncode: int
    stdout: str
    stderr: str


def core(*argv) -> Run:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main([str(a) for a in argv])
    return Run(status, out.getvalue(), err.getvalue())


def core_process(*argv, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "core", *map(str, argv)], capture_output=True, text=True,
                          cwd=ROOT, timeout=120, **kwargs)

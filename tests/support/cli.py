"""`python -m core …` for tests, run in this process: ``core("validate", "--json")`` gives the
exit status, stdout and stderr the command would give (the fields of a finished subprocess).
Only tests of the real process (its exit status, a closed pipe, what start-up imports) spawn one:
``core_process``, or support/interrupt.py's ``Child`` (its stdout a pipe nobody reads: ``reader_gone``)."""
from __future__ import annotations

import contextlib
import io
import os
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


@contextlib.contextmanager
def reader_gone():
    """The write end of a pipe whose reader has already gone (`… | true`), for a child's stdout:
    its first write fails (EPIPE) whenever it comes."""
    read, write = os.pipe()
    os.close(read)
    try:
        yield write
    finally:
        os.close(write)


def assert_bad_input(run: Run, *phrases, json_lines: bool = False) -> list[str]:
    """The run refused bad input: exit 2, no traceback, every line an ``error:`` line naming
    where (stderr; stdout's JSON lines with ``json_lines``), each phrase in them; the lines."""
    assert run.returncode == 2, run.stdout + run.stderr
    assert "Traceback" not in run.stderr
    if json_lines:
        lines = run.stdout.strip().splitlines()
        assert lines and all(line.startswith('{"error": ') for line in lines), run.stdout
    else:
        lines = [line for line in run.stderr.strip().splitlines() if not line.startswith("... ")]
        assert lines and all(line.startswith("error: ") and ": [" in line for line in lines), run.stderr
    for phrase in phrases:
        assert any(phrase in line for line in lines), (phrase, lines)
    return lines



def assert_number_option_strict(command: str, args, flag: str, low: int, high: int) -> None:
    """``command`` (its words) with ``args`` and ``flag`` taking a value: one that is not plain
    digits, or is out of ``low``..``high``, is refused with a located line; ``limits`` lists the
    range."""
    argv = (*command.split(), *args, flag)
    for text in ("1_0", " 5", "+5", "5.0", "١٢"):
        assert_bad_input(core(*argv, text), f"{flag} takes a whole number (digits only), not {text!r}")
    for value in (low - 1, high + 1):
        assert_bad_input(core(*argv, value), f"{flag} takes {low} to {high}, not {value}")
    assert f"  {command} {flag}: {low} to {high}\n" in core("limits").stdout

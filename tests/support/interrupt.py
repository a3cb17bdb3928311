"""A Python child process a test interrupts with Ctrl-C (SIGINT), every wait on it bounded.

The child starts with SIGINT's default action whatever the test run inherited: started in the
background (``nohup make test &``, a non-interactive shell's ``&``) the run ignores SIGINT, an
ignored signal stays ignored across exec, and Python then installs no KeyboardInterrupt handler,
so the child would never see the Ctrl-C the test sends. A test that fails part-way kills it."""
from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

from .cli import ROOT

# the one line a command interrupted by Ctrl-C writes last on stderr (core/cli.py's main)
INTERRUPTED = "error: interrupted (Ctrl-C); no file was left half-written"
# seconds a wait may take: for a child to get where a test interrupts it (minutes on a machine
# busy with other work), and for it to end after its Ctrl-C (a few, on any machine)
START_WAIT = 300
END_WAIT = 60


def _default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)  # in the child, before exec


class Child:
    """``python ARGS`` in the repository, stderr read here (``stderr``: what it wrote so far),
    stdout discarded unless ``stdout=subprocess.PIPE`` (``stdout`` once it has ended)."""

    def __init__(self, *args, stdout=subprocess.DEVNULL):
        self.proc = subprocess.Popen([sys.executable, *map(str, args)], cwd=ROOT, stdout=stdout,
                                     stderr=subprocess.PIPE, preexec_fn=_default_sigint)
        self.stderr = ""
        self.stdout = ""

    def __enter__(self) -> "Child":
        return self

    def __exit__(self, *exc) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.communicate()

    def wait_for(self, text: str, timeout: float = START_WAIT) -> None:
        """Reads stderr until a whole line of it holds ``text`` (a Ctrl-C sent mid-line would
        glue the child's last words to it); fails after ``timeout`` seconds or at its end."""
        deadline = time.monotonic() + timeout
        seen = b""
        while not any(text.encode() in line for line in seen.split(b"\n")[:-1]):
            ready, _, _ = select.select([self.proc.stderr], [], [], max(deadline - time.monotonic(), 0))
            chunk = os.read(self.proc.stderr.fileno(), 65536) if ready else b""
            seen += chunk
            if not chunk:
                self.stderr += seen.decode(errors="replace")
                raise AssertionError(f"no {text!r} on stderr ({'it ended' if ready else f'{timeout} s'}): "
                                     f"{self.stderr[-2000:]}")
        self.stderr += seen.decode(errors="replace")

    def stdout_line(self, timeout: float = START_WAIT) -> bytes:
        """The first line of stdout (``stdout=subprocess.PIPE``); fails after ``timeout``
        seconds or at its end. What follows it is left unread."""
        deadline = time.monotonic() + timeout
        seen = b""
        while b"\n" not in seen:
            ready, _, _ = select.select([self.proc.stdout], [], [], max(deadline - time.monotonic(), 0))
            chunk = os.read(self.proc.stdout.fileno(), 65536) if ready else b""
            if not chunk:
                raise AssertionError(f"no line on stdout ({'it ended' if ready else f'{timeout} s'}): {seen[-2000:]!r}")
            seen += chunk
        return seen.split(b"\n", 1)[0]

    def wait_for_library(self, name: str, timeout: float = START_WAIT) -> None:
        """Waits until the child has mapped a shared library whose path holds ``name`` (Linux:
        its /proc/PID/maps), so a test knows an extension's code is running; fails after
        ``timeout`` seconds or if the child ends first."""
        deadline = time.monotonic() + timeout
        maps = Path(f"/proc/{self.proc.pid}/maps")
        while self.proc.poll() is None and name not in maps.read_text(errors="replace"):
            if time.monotonic() > deadline:
                raise AssertionError(f"no library {name!r} loaded after {timeout} s: {self.stderr[-2000:]}")
            time.sleep(0.05)
        if self.proc.poll() is not None:
            raise AssertionError(f"ended before loading {name!r}: {self.stderr[-2000:]}")

    def running_after(self, seconds: float) -> bool:
        """Whether the child is still running ``seconds`` from now."""
        try:
            self.proc.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            return True
        return False

    def interrupt(self, timeout: float = END_WAIT) -> int:
        """Sends Ctrl-C; the exit status once the child has ended (failing after ``timeout``
        seconds), with ``stdout`` and the rest of ``stderr`` read."""
        self.proc.send_signal(signal.SIGINT)
        return self.ended(timeout)

    def ended(self, timeout: float = START_WAIT) -> int:
        """The exit status once the child ends by itself (failing after ``timeout`` seconds)."""
        try:
            out, err = self.proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.__exit__()
            raise AssertionError(f"still running after {timeout} s: {self.stderr[-2000:]}") from None
        self.stdout = (out or b"").decode(errors="replace")
        self.stderr += err.decode(errors="replace")
        return self.proc.returncode

"""What a long command is doing, on stderr, while it works (stdout stays its answer).

``heartbeat(label)`` (the CLI wraps every command in one) says, every ``EVERY`` seconds, what
the command is busy with and that Ctrl-C stops it: ``... validating level 1-1: 20 s so far
(Ctrl-C stops it)``; a command names its current step with ``now(text)``. It runs from a SIGALRM handler, so it speaks from inside Python loops and from the
native path search too (which lets signal handlers run every 65536 search nodes; Ctrl-C reaches
it the same way). Only the main thread has signals; elsewhere it is silent.
"""
from __future__ import annotations

import signal
import sys
import threading
import time
from contextlib import contextmanager

EVERY = 10.0  # seconds between two lines
_doing = [""]


def now(text: str) -> None:
    """What the command is busy with from now on (the next heartbeat line says it)."""
    _doing[0] = text


@contextmanager
def heartbeat(label: str, every: float = EVERY):
    """While the block runs, a line every ``every`` seconds saying what it is doing (``label``
    until ``now()`` says otherwise) and for how long."""
    _doing[0] = label
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer"):
        yield
        return
    start = time.monotonic()

    def tick(_signum, _frame):
        try:
            print(f"... {_doing[0]}: {round(time.monotonic() - start)} s so far (Ctrl-C stops it)",
                  file=sys.stderr, flush=True)
        except (OSError, ValueError):
            pass  # stderr closed: nobody to tell

    previous = signal.signal(signal.SIGALRM, tick)
    signal.setitimer(signal.ITIMER_REAL, every, every)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)

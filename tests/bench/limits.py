"""Work at each mode's limits (issue 24 §4), one suite of ``make bench``: synthetic files as
large as each registered mode admits (``python -m core limits``; each mode's own, from its
stress.py: tests/support/mode_parts.py), each command that reads them run once in
a fresh process (``python -m core …``, capped at ``CAP`` seconds), and the worst time per mode
against the goal of ``GOAL`` seconds. A command past the goal must print progress and stop on
Ctrl-C with nothing half-written (the CLI's heartbeat does both); the table says which.

``run(args) -> dict`` prints the table and returns the numbers (``python -m tests.bench`` calls
it; ``python -m tests.bench.limits`` runs it alone); ``args.modes``, when given, names the modes
it times (default: every registered mode). No test asserts on these times.
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from core import modes
from tests.support import mode_parts

GOAL = 30.0  # seconds a command may take at the limits without showing progress
CAP = 180.0  # a command still running after this is stopped (and shown as "> CAP")
ROOT = Path(__file__).resolve().parents[2]


def _timed(argv: list[str]) -> tuple[float | None, int | None, str]:
    start = time.perf_counter()
    try:
        proc = subprocess.run([sys.executable, "-m", "core", *argv], cwd=ROOT, capture_output=True, text=True,
                              timeout=CAP)
    except subprocess.TimeoutExpired:
        return None, None, ""
    last = (proc.stderr.strip().splitlines() or proc.stdout.strip().splitlines() or [""])[-1]
    return time.perf_counter() - start, proc.returncode, last


def run(args=None) -> dict:
    rows = []
    print(f"Work at each mode's limits (synthetic inputs, a fresh process a command, goal {GOAL:.0f} s, "
          f"cap {CAP:.0f} s)")
    print(f"{'mode':<17} {'input':<28} {'command':<40} {'seconds':>8} exit")
    with tempfile.TemporaryDirectory() as folder:
        for entry in modes.entries():
            mode = entry.id
            if mode not in getattr(args, "modes", modes.ids()):
                continue
            work = []
            for name, pack in mode_parts.limit_files(entry).items():
                path = Path(folder) / f"{mode}-{len(work)}.json"
                path.write_text(json.dumps(pack), encoding="utf-8")
                work += [(name, argv) for argv in mode_parts.reading_commands(entry, str(path),
                                                                              pack["levels"][0]["id"])]
            out = str(Path(folder) / f"{mode}-generated.json")  # each mode replaces only its own kind
            work += [("largest options", argv) for argv in mode_parts.generate_at_limits(entry, out)]
            for name, argv in work:
                seconds, status, last = _timed(argv)
                shown = " ".join(a if not a.startswith(folder) else "FILE" for a in argv if a != "--force")
                shown = shown.replace("--out FILE", "")[:40]
                rows.append({"mode": mode, "input": name, "command": shown, "seconds": seconds, "exit": status,
                             "last": last})
                time_text = f"> {CAP:.0f}" if seconds is None else f"{seconds:.1f}"
                print(f"{mode:<17} {name[:28]:<28} {shown:<40} {time_text:>8} {status if status is not None else '-'}",
                      flush=True)
    print("worst at the limits:")
    worst = {}
    for mode in dict.fromkeys(r["mode"] for r in rows):
        mine = [r for r in rows if r["mode"] == mode]
        slowest = max(mine, key=lambda r: CAP + 1 if r["seconds"] is None else r["seconds"])
        worst[mode] = slowest
        seconds = slowest["seconds"]
        verdict = "within the goal" if seconds is not None and seconds <= GOAL else "past the goal: progress + Ctrl-C"
        time_text = f"> {CAP:.0f}" if seconds is None else f"{seconds:.1f}"
        print(f"  {mode:<17} {time_text:>7} s  {slowest['command']} on {slowest['input']} ({verdict})")
    return {"goal_seconds": GOAL, "cap_seconds": CAP, "rows": rows,
            "worst": {m: r["seconds"] for m, r in worst.items()}}


if __name__ == "__main__":
    run()

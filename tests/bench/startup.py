"""Start-up of a one-mode command (issue 22): ``python -m core schema --mode M`` for every
registered mode, each in a fresh process, against the goal of 0.15 s, beside two floors run in
the same loop: the bare interpreter and the interpreter with pydantic and one model (every mode's
pack model is pydantic, so no mode command can start faster), pydantic without its plugin loader
as ``python -m core`` runs it (core/no_pydantic_plugins.py).

Each command runs ``RUNS`` times, interleaved with the others so that the machine's load falls
on all alike; the medians of wall time and of CPU time (user + system of the child) are kept.
The goal is judged on the CPU time, which other processes on the machine do not inflate as
they do the wall time (on an idle machine the two agree within a few milliseconds).

The core's modules are compiled to bytecode first (``__pycache__``, as an install or a first run
leaves them): under ``PYTHONDONTWRITEBYTECODE`` no command writes them, and every timed start
would otherwise compile each module it imports from source (tens of milliseconds)."""
from __future__ import annotations

import compileall
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from core import modes

GOAL_SECONDS = 0.15
RUNS = 7
ROOT = Path(__file__).resolve().parents[2]
PYDANTIC_FLOOR = "python + pydantic, one model"
FLOORS = {
    "python (bare interpreter)": ["-c", "pass"],
    PYDANTIC_FLOOR: ["-c", "import core.no_pydantic_plugins, pydantic\nclass A(pydantic.BaseModel):\n    x: int"],
}


def one_mode_commands(mode_ids: list[str] | None = None) -> dict[str, list[str]]:
    """The command timed for each of these modes (default: every registered mode)."""
    return {mode_id: ["-m", "core", "schema", "--mode", mode_id]
            for mode_id in (modes.ids() if mode_ids is None else mode_ids)}


def _time(args: list[str]) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, *args], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def measure(runs: int = RUNS, mode_ids: list[str] | None = None) -> dict:
    compileall.compile_dir(ROOT / "core", quiet=1)
    commands = {**FLOORS, **{f"schema --mode {m}": args for m, args in one_mode_commands(mode_ids).items()}}
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, args in commands.items():
            samples[name].append(_time(args))
    result = {"goal_seconds": GOAL_SECONDS, "runs": runs, "load_average": list(os.getloadavg()), "commands": {}}
    for name, pairs in samples.items():
        result["commands"][name] = {
            "wall_median": statistics.median(w for w, _ in pairs),
            "cpu_median": statistics.median(c for _, c in pairs),
            "is_mode_command": name not in FLOORS,
        }
    return result


def run(mode_ids: list[str] | None = None) -> dict:
    """Measures and prints the table (the commands of these modes; default: every registered
    mode); returns what it measured (for build/bench.json)."""
    result = measure(mode_ids=mode_ids)
    load = ", ".join(f"{x:.1f}" for x in result["load_average"])
    print(f"\nstart-up of a one-mode command (median of {result['runs']} runs; load average {load})")
    print(f"  {'command':<36} {'wall s':>7} {'CPU s':>7} {'CPU over the pydantic floor':>28}")
    floor = result["commands"][PYDANTIC_FLOOR]["cpu_median"]
    worst = 0.0
    for name, r in result["commands"].items():
        over = f"{r['cpu_median'] - floor:+.3f}" if r["is_mode_command"] else ""
        mark = ""
        if r["is_mode_command"]:
            worst = max(worst, r["cpu_median"])
            mark = "" if r["cpu_median"] <= GOAL_SECONDS else "  <-- over the goal"
        print(f"  {name:<36} {r['wall_median']:>7.3f} {r['cpu_median']:>7.3f} {over:>28}{mark}")
    verdict = "met" if worst <= GOAL_SECONDS else "MISSED"
    print(f"  goal: every one-mode command starts in <= {GOAL_SECONDS:.2f} s of CPU: {verdict} (worst {worst:.3f} s)")
    result["goal_met"] = worst <= GOAL_SECONDS
    return result


if __name__ == "__main__":
    run()

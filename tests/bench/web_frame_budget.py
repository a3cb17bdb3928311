"""The frame budget in the web build (issue 33 §3), beside the native one: part of ``make bench``'s
frame-budget suite (tests/bench/frame_budget.py calls ``run``).

The bench's scenes (tests/godot/bench/budget.gd and every mode's bench) are exported as a web
build of their own (release/export_bench_web.sh: main scene tests/godot/bench/web_frame_budget.tscn;
the shipped ``make web`` is untouched), served on the loopback and run in Debian's Chromium,
headless, through Playwright (as tests/release/test_web_build.py runs the game): WebAssembly
without threads, the slowest target we can measure. The page prints its report on the console.
A frame is timed from the action to the start of that frame's rendering (Chromium renders with
SwiftShader, in software, where a phone has a GPU; and a browser begins a frame only at its
display's next refresh, which is no work of the game's).

Goals there: every action a player makes within one 60 Hz frame (``WEB_FRAME_MS``, the action
and the rest of its frame); a level opens within ``LEVEL_OPEN_MS``; the work a worker thread does
natively (reading a catalog, the Cat daily board) runs on the web in slices of at most 8 ms a
frame (scripts/common/job_runner.gd: no threads there), so its total is printed for the record.
No test asserts on these times.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXPORT = ROOT / "release" / "export_bench_web.sh"
SITE = ROOT / "build" / "bench-web" / "site"
TEMPLATE = Path.home() / ".local/share/godot/templates/3.2.3.stable/webassembly_release.zip"
REPORT_PREFIX = "FRAME_BUDGET_REPORT "  # tests/godot/bench/web_frame_budget.gd
WEB_FRAME_MS = 1000 / 60
LEVEL_OPEN_MS = 100.0
LEVEL_OPENS = ("open a level", "open the workshop board", "open the daily board")
VIEWPORT = {"width": 360, "height": 640}  # a phone's size in dp, drawn at scale 1 (less software rendering)
TIMEOUT_S = 3600


def missing() -> str:
    """Why the web bench cannot run here ("" when it can)."""
    from tests.release.web_player import CHROMIUM

    if not TEMPLATE.exists():
        return f"no web template ({TEMPLATE}; make web-template builds it)"
    if not Path(CHROMIUM).exists():
        return f"no Chromium at {CHROMIUM}"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed"
    if shutil.which("godot3-server") is None:
        return "godot3-server is not installed"
    return ""


def _export() -> None:
    done = subprocess.run(["bash", str(EXPORT)], cwd=ROOT, capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        raise RuntimeError(f"the bench's web export failed: {(done.stdout + done.stderr).strip()[-600:]}")


def measure(repeats: int, only: list[str] | None = None) -> dict:
    """The report of web_frame_budget.gd, run in headless Chromium (the build exported first)."""
    from playwright.sync_api import sync_playwright

    from tests.release.web_player import CHROMIUM, CHROMIUM_ARGS, WebServer

    _export()
    server = WebServer(SITE)
    lines: list[str] = []
    query = f"repeats={repeats}" + (f"&modes={','.join(only)}" if only else "")
    started = time.monotonic()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
            try:
                page = browser.new_page(viewport=VIEWPORT)
                page.on("console", lambda message: lines.append(message.text))
                page.on("pageerror", lambda error: lines.append(f"page error: {error}"))
                page.goto(f"{server.origin}/index.html?{query}", wait_until="load")
                while not any(line.startswith(REPORT_PREFIX) for line in lines):
                    broken = [line for line in lines if line.startswith(("SCRIPT ERROR", "page error"))]
                    if broken:  # the bench's coroutine may have ended without its report
                        return {"error": broken[:3]}
                    if time.monotonic() - started > TIMEOUT_S:
                        return {"error": [f"no report in {TIMEOUT_S} s"] + lines[-3:]}
                    page.wait_for_timeout(1000)
            finally:
                browser.close()
    finally:
        server.stop()
    report = json.loads(next(line for line in lines if line.startswith(REPORT_PREFIX))[len(REPORT_PREFIX):])
    report["seconds"] = time.monotonic() - started
    return report


def judge(case: dict) -> dict:
    """The web goal of one case: ``met``, ``goal`` and, where missed, ``gap``."""
    if case["thread"] == "worker":
        return {"met": True, "gap": "", "goal": "in slices of <= 8 ms a frame (no threads)"}
    limit = LEVEL_OPEN_MS if case["name"] in LEVEL_OPENS else WEB_FRAME_MS
    worst = case["frameWorstMs"]
    gap = f"{worst - limit:.1f} ms over {limit:.1f} ms" if worst > limit else ""
    return {"met": not gap, "gap": gap, "goal": f"<= {limit:.1f} ms"}


def _spread(case: dict) -> str:
    """What work spread over frames holds in all there (budget.gd _add_runs)."""
    if "framesPerRun" not in case:
        return ""
    return f"{case['framesPerRun']} frames, {case['runMedianMs']:.0f} ms in all (worst {case['runWorstMs']:.0f})"


def print_table(native: dict, web: dict, out=print) -> int:
    """Each case's native and web figures side by side; returns the number of web goals missed."""
    native_frames = {(m["id"], c["name"]): c for m in native.get("modes", []) for c in m["cases"]}
    out(f"Frame budget in the web build (headless Chromium, WebAssembly without threads; {web['repeats']} "
        f"runs a case; {web['seconds']:.0f} s; a browser frame {web['idleFrameMs']:.1f} ms)")
    out(f"goal there: every player action within one 60 Hz frame ({WEB_FRAME_MS:.1f} ms, the action and the "
        f"rest of its frame up to its rendering); a level opens within {LEVEL_OPEN_MS:g} ms")
    out(f"{'mode':<17}{'computation':<34}{'native':>8}{'web':>8}{'web/nat':>8}  {'goal':<12}{'on':<8}gap")
    missed = 0
    for mode in web["modes"]:
        if "error" in mode:
            missed += 1
            out(f"{mode['id']:<17}NOT MEASURED on the web: {mode['error']}")
        for case in mode["cases"]:
            verdict = judge(case)
            missed += not verdict["met"]
            worker = case["thread"] == "worker"
            key = "worstMs" if worker else "frameWorstMs"
            peer = native_frames.get((mode["id"], case["name"]))
            mine = case[key]
            theirs = peer[key] if peer is not None else None
            ratio = f"{mine / theirs:.1f}x" if theirs else "-"
            out(f"{mode['id']:<17}{case['name']:<34}{theirs if theirs is not None else float('nan'):>8.2f}"
                f"{mine:>8.2f}{ratio:>8}  {('sliced' if worker else verdict['goal']):<12}"
                f"{'met' if verdict['met'] else 'MISSED':<8}"
                + "; ".join(part for part in (verdict["gap"], _spread(case)) if part))
    out("(ms, worst of each case: the call with its frame on the main thread, the whole work for a worker's "
        "sliced work)")
    out(f"web frame budget: {missed} goal(s) missed" if missed else "web frame budget: every goal met")
    return missed


def run(native: dict, repeats: int, only: list[str] | None = None) -> dict:
    """Measures the web build (the modes in ``only``, or all) and prints it beside ``native``
    (frame_budget.py's report)."""
    why = missing()
    if why:
        print(f"Frame budget in the web build: skipped ({why})")
        return {"skipped": why}
    try:
        web = measure(repeats, only)
    except (RuntimeError, subprocess.TimeoutExpired) as exc:
        print(f"Frame budget in the web build: failed: {exc}")
        return {"error": str(exc)}
    if "error" in web:
        print(f"Frame budget in the web build: failed: {web['error']}")
        return web
    web["missed"] = print_table(native, web)
    web["goals"] = {"frameMs": WEB_FRAME_MS, "levelOpenMs": LEVEL_OPEN_MS}
    for mode in web["modes"]:
        for case in mode["cases"]:
            case.update(judge(case))
    return web

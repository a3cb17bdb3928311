"""The add-a-mode experiment (issue 32): a copy of the tree ships the fixture mode (Python:
tests/fixtures/toy_mode/, the engine: tests/godot/fixtures/fifth_mode/) as a real mode with an
id of its own, by its folders and ONE registry entry on each side and nothing else; then the command line (validate,
solve, bake, limits, conformance), the fuzz suite, the bench's quick run and the engine's shell,
registry, conformance replayer, mid-end replay and level editor (headless) all take it in.

The copy is the working tree (tracked and new files) plus the build artefacts it cannot make
quickly (the compiled solvers, Godot's imported assets); the engine replays the new mode's
conformance vectors alone (CONFORMANCE_MODES)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fixtures.toy_mode import ENTRY as TOY
from support.cli import ROOT

FOLDER = "fifth_mode"  # the new mode's folder name on both sides
MODE_ID = "fifth-mode"  # its id: not the fixture's, which the engine's tests register beside it
PACKAGE = f"core.modes.{FOLDER}"
PYTHON_FIXTURE = ROOT / "tests" / "fixtures" / "toy_mode"
ENGINE_FIXTURE = "tests/godot/fixtures/fifth_mode"
SCRIPTS = ("session.gd", "level_rules.gd", "game.gd", "emblem.gd")  # to scripts/<folder>/
SCENES = ("fifth_mode.tscn", "game.tscn", "strings.csv")  # to scenes/<folder>/
VECTORS = "build/conformance"
BUILT = ("solver_ext/*.so", ".import/*")  # made by the build, not tracked (a copy imports what is missing)
GODOT_TESTS = (  # run_all.sh filters
    "common/test_mode_registry.gd", "common/test_shell.gd", "common/test_conformance.gd",
    "common/test_mid_end_replay.gd", "editor/test_editor_pieces.gd:test_every_registered_mode_has_its_piece",
)

pytestmark = pytest.mark.skipif(shutil.which("godot3-server") is None or not (ROOT / ".git").exists(),
                                reason="needs a git checkout and godot3-server")


def _copy_tree(tree: Path) -> None:
    listed = subprocess.run(["git", "ls-files", "-z", "-co", "--exclude-standard"], cwd=ROOT, check=True,
                            capture_output=True).stdout.decode().split("\0")
    sources = [ROOT / name for name in listed if name] + [p for pattern in BUILT for p in ROOT.glob(pattern)]
    for source in sources:
        if source.is_file():  # a tracked file deleted in the working tree is left out
            target = tree / source.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)


def _add_entry(path: Path, table: str, closing: str, line: str) -> None:
    """``line`` added as the last entry of the table that starts with ``table`` and ends at the
    first ``closing`` line after it."""
    text = path.read_text(encoding="utf-8")
    end = text.index(f"\n{closing}\n", text.index(table)) + 1
    path.write_text(text[:end] + line + text[end:], encoding="utf-8")


def _ship_the_mode(tree: Path) -> None:
    """The fixture mode in its own folders and one entry on each side: nothing else is edited."""
    package = tree / "core" / "modes" / FOLDER
    package.mkdir()
    (package / "__init__.py").write_text(f'"""{TOY.title}: press the cells in the order of their numbers."""\n')
    shutil.copy(PYTHON_FIXTURE / "mode.py", package)
    pack = json.loads((PYTHON_FIXTURE / "levels" / "pack-1.json").read_text(encoding="utf-8"))
    (tree / "levels" / MODE_ID).mkdir()
    shipped = {**pack, "mode": MODE_ID, "levels": pack["levels"][:1]}  # one level: the smallest a pack has
    (tree / "levels" / MODE_ID / "pack-1.json").write_text(json.dumps(shipped), encoding="utf-8")
    places = {**{name: "scripts" for name in SCRIPTS}, **{name: "scenes" for name in SCENES}}
    moved = {f"res://{ENGINE_FIXTURE}/{name}": f"res://{side}/{FOLDER}/{name}" for name, side in places.items()}
    for name, side in places.items():
        text = (ROOT / ENGINE_FIXTURE / name).read_text(encoding="utf-8")
        for old, new in moved.items():
            text = text.replace(old, new)
        target = tree / side / FOLDER / name
        target.parent.mkdir(exist_ok=True)
        target.write_text(text, encoding="utf-8")
    _add_entry(tree / "core" / "modes" / "__init__.py", "MODES: tuple", ")",
               f"    ModeEntry({MODE_ID!r}, {TOY.title!r}, {PACKAGE!r}, {TOY.capabilities!r}),\n")
    _add_entry(tree / "scripts" / "common" / "mode_registry.gd", "const MODES = [", "]",
               f'\t{{"id": "{MODE_ID}", "folder": "{FOLDER}"}},\n')


def _run(tree: Path, *argv: str, **env: str) -> subprocess.CompletedProcess:
    done = subprocess.run(argv, cwd=tree, capture_output=True, text=True, timeout=900,
                          env={**os.environ, "XDG_DATA_HOME": str(tree / "build" / "xdg"), **env})
    shown = f"{' '.join(argv)}: exit {done.returncode}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    assert done.returncode == 0, shown
    return done


def test_a_mode_is_its_folders_and_one_entry_per_side(tmp_path):
    tree = tmp_path / "tree"
    _copy_tree(tree)
    _ship_the_mode(tree)
    core = (sys.executable, "-m", "core")
    shipped = json.loads((tree / "levels" / MODE_ID / "pack-1.json").read_text(encoding="utf-8"))

    assert "1/1 levels pass" in _run(tree, *core, "validate", "--mode", MODE_ID).stdout
    solve = _run(tree, *core, "solve", f"levels/{MODE_ID}/pack-1.json", "--json")
    solved = [json.loads(line) for line in solve.stdout.splitlines()]
    assert [(s["level"], s["count"]) for s in solved] == [("1-1", 1)]
    _run(tree, *core, "bake", "--mode", MODE_ID)
    baked = json.loads((tree / "levels" / f"{MODE_ID}.baked.json").read_text(encoding="utf-8"))
    assert [level["numbers"] for level in baked["packs"][0]["levels"]] == [shipped["levels"][0]["numbers"]]
    _run(tree, *core, "bake", "--mode", MODE_ID, "--check")
    assert f"{MODE_ID}: at most 12 numbers a level" in _run(tree, *core, "limits").stdout
    _run(tree, *core, "conformance", "--mode", MODE_ID, "--cases", "4")
    assert (tree / VECTORS / f"{MODE_ID}.json").is_file()

    tests = _run(tree, sys.executable, "-m", "pytest", "-o", "addopts=", "-p", "no:cacheprovider", "-p", "no:xdist",
                 "-rA", "tests/common/test_fuzz_packs.py", "tests/common/test_cli.py", "-k", MODE_ID).stdout
    assert f"PASSED tests/common/test_fuzz_packs.py::test_mutated_files_are_refused_with_located_errors[{MODE_ID}]" \
        in tests and f"PASSED tests/common/test_cli.py::test_every_shipped_level_of_every_mode_validates[{MODE_ID}]" \
        in tests, tests

    bench = _run(tree, sys.executable, "-m", "tests.bench", "--quick", "--suites", "", "--modes", MODE_ID,
                 "--out", "build/bench.json").stdout
    assert f"schema --mode {MODE_ID}" in bench and f"  {MODE_ID}" in bench.split("worst at the limits:")[1]

    godot = _run(tree, "bash", "tests/godot/run_all.sh", *GODOT_TESTS, CONFORMANCE_DIR=str(tree / VECTORS),
                 CONFORMANCE_MODES=MODE_ID)
    assert ", 0 failed" in godot.stdout

"""The frozen solver builds the bench compares against (see ``builds/README.md``).

``load("hamilton_release")`` compiles ``builds/hamilton_release.pyx`` into
``build/bench-ext/`` the first time (about a minute of C compiling; again only when the source
is newer than the build) and imports it under its own module name, beside
``solver_ext.hamilton``. Both builds keep the ``search(problem, limit, ignore_clues, prune,
time_limit)`` call of their time, returning ``(PathResult, search_nodes, finished)``.
"""
from __future__ import annotations

import importlib.machinery
import importlib.util
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
SOURCES = Path(__file__).resolve().parent / "builds"
OUT = ROOT / "build" / "bench-ext"
RELEASE = "hamilton_release"  # the previous release's solver (451076e)
FIRST = "hamilton_first"      # the first Cython solver (760bff6): unphased boards only

_BUILD = """
import sys
from Cython.Build import cythonize
from setuptools import setup
source, out = sys.argv[1], sys.argv[2]
setup(script_args=["build_ext", "--build-lib", out, "--build-temp", out + "/tmp", "-q"],
      ext_modules=cythonize([source], build_dir=out + "/c", quiet=True,
                            compiler_directives={"language_level": "3"}))
"""
_loaded: dict[str, object] = {}


def built_path(name: str) -> Path:
    return OUT / f"{name}{sysconfig.get_config_var('EXT_SUFFIX')}"


def load(name: str):
    """The frozen build ``name`` (compiled first when missing or stale)."""
    if name in _loaded:
        return _loaded[name]
    source = SOURCES / f"{name}.pyx"
    if not source.exists():
        raise FileNotFoundError(f"no frozen solver source {source}")
    target = built_path(name)
    if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
        OUT.mkdir(parents=True, exist_ok=True)
        print(f"building the frozen solver {name} into {OUT.relative_to(ROOT)} ...", flush=True)
        done = subprocess.run([sys.executable, "-c", _BUILD, str(source), str(OUT)], cwd=ROOT,
                              capture_output=True, text=True)
        if done.returncode != 0 or not target.exists():
            raise RuntimeError(f"building {source.name} failed:\n{done.stderr[-2000:]}")
    loader = importlib.machinery.ExtensionFileLoader(name, str(target))
    spec = importlib.util.spec_from_file_location(name, target, loader=loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    _loaded[name] = module
    return module

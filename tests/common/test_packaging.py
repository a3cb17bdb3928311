"""Packaging (issue 28 item 9): a wheel of the core (``pip install .``, not editable) holds every
module and data file of its packages and, installed outside the repository, still works on a
clone's levels; requirements.lock pins every requirement of pyproject.toml within its range, and
the virtualenv is the locked one."""
import importlib.metadata
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from core import modes
from support.fixture_mode import first_shipped_pack

REPO = Path(__file__).resolve().parents[2]
PACKAGES = ("core", "solver_ext")
CYTHON_SOURCES = (".pyx", ".pxd")  # compiled into solver_ext's extension, never shipped as files
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))


def _source_files() -> list[str]:
    """The files of the packages and the build's own, tracked or new (not ignored)."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--",
                             "pyproject.toml", "setup.py", *PACKAGES],
                            cwd=REPO, capture_output=True, check=True).stdout.decode()
    return sorted(name for name in listed.split("\0") if name and (REPO / name).is_file())


def _wheel(tmp_path: Path) -> Path:
    """A wheel built offline from a copy of the sources. The copy leaves out the Cython sources,
    so the wheel is pure Python and builds in seconds (compiling the solver takes ~15 s on a
    2-core machine; `make setup` compiles it, and every solver test imports it)."""
    src = tmp_path / "src"
    for name in _source_files():
        if not name.endswith(CYTHON_SOURCES):
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / name, src / name)
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "--no-index",
                            "-w", str(tmp_path / "dist"), str(src)], capture_output=True, text=True)
    assert build.returncode == 0, f"the wheel did not build (`make setup` installs its tools):\n{build.stderr}"
    (wheel,) = (tmp_path / "dist").glob("*.whl")
    return wheel


def test_a_wheel_holds_every_module_and_data_file_and_works_on_a_clone(tmp_path):
    wheel = _wheel(tmp_path)
    with zipfile.ZipFile(wheel) as archive:
        shipped = {name for name in archive.namelist() if not name.split("/")[0].endswith(".dist-info")}
        archive.extractall(tmp_path / "site")
    wanted = {name for name in _source_files() if name.startswith(tuple(f"{p}/" for p in PACKAGES))
              and not name.endswith(CYTHON_SOURCES)}
    assert "core/telemetry/events.schema.json" in wanted
    assert shipped == wanted, f"left out: {sorted(wanted - shipped)}; not wanted: {sorted(shipped - wanted)}"

    # the installed copy, run from a clone's subfolder, finds the clone's levels/
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "site")}
    mode_id = modes.ids()[0]
    _path, level_ids = first_shipped_pack(mode_id)
    run = subprocess.run([sys.executable, "-m", "core", "validate", "--mode", mode_id, level_ids[0]],
                         cwd=REPO / "levels", env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "1/1 levels pass" in run.stdout, run.stdout + run.stderr
    from_site = subprocess.run([sys.executable, "-c", "import core; print(core.__file__)"],
                               cwd=REPO / "levels", env=env, capture_output=True, text=True, check=True)
    assert from_site.stdout.startswith(str(tmp_path / "site"))
    # ... and outside any clone says where it looked, instead of checking nothing
    run = subprocess.run([sys.executable, "-m", "core", "validate"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and run.stdout == "", run.stdout + run.stderr
    assert run.stderr.startswith(f"error: {tmp_path / 'levels'}/") and "[levels] no shipped packs here" in run.stderr


def _locked() -> dict[str, str]:
    pins = {}
    for line in (REPO / "requirements.lock").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, sep, version = line.partition("==")
            assert sep and version and not any(c in version for c in "<>=!~*, "), f"requirements.lock: {line!r} is not pinned with =="
            assert canonicalize_name(name) not in pins, f"requirements.lock: {name} twice"
            pins[canonicalize_name(name)] = version
    return pins


def _declared() -> list[Requirement]:
    """Every requirement of pyproject.toml: the build's, the core's and each extra's."""
    project = PYPROJECT["project"]
    texts = PYPROJECT["build-system"]["requires"] + project["dependencies"]
    texts += [text for extra in project["optional-dependencies"].values() for text in extra]
    return [r for r in map(Requirement, texts) if canonicalize_name(r.name) != canonicalize_name(project["name"])]


def test_every_requirement_is_locked_within_its_range_and_bounded_above():
    pins = _locked()
    for requirement in _declared():
        name = canonicalize_name(requirement.name)
        assert name in pins, f"pyproject.toml's {requirement} is not pinned in requirements.lock"
        assert requirement.specifier.contains(pins[name], prereleases=True), \
            f"requirements.lock pins {name}=={pins[name]}, outside pyproject.toml's {requirement}"
        assert any(s.operator in ("<", "<=", "==", "~=") for s in requirement.specifier), \
            f"pyproject.toml's {requirement} has no upper bound (the next major: <N+1)"


def _installed(name: str) -> str | None:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def test_the_virtualenv_holds_the_locked_versions():
    wrong = {name: (version, _installed(name)) for name, version in _locked().items() if _installed(name) != version}
    assert not wrong, f"(locked, installed) differ: {wrong}; run `make setup`"

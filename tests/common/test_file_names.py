"""One rule for the names of the Python test files: `test_<topic>.py` in tests/common/, and
`test_<package>_<topic>.py` in tests/modes/<package>/ (the mode's package name), with that
folder's shared boards in `<package>_helpers.py` and what the mode gives the shared suites in
`stress.py`, `bench.py` and `bench_<part>.py` (tests/support/mode_parts.py); so every test file's
basename is unique, as pytest's default way of importing test files needs."""
from pathlib import Path

from core import modes

TESTS = Path(__file__).resolve().parents[1]


def test_each_mode_folder_belongs_to_a_registered_mode_and_names_its_files_after_it():
    packages = {entry.package.rpartition(".")[2] for entry in modes.entries()}
    for folder in sorted(p for p in (TESTS / "modes").iterdir() if p.is_dir() and p.name != "__pycache__"):
        assert folder.name in packages, folder
        for path in folder.glob("*.py"):
            assert (path.name.startswith((f"test_{folder.name}_", "bench_"))
                    or path.name in (f"{folder.name}_helpers.py", "stress.py", "bench.py")), path


def test_test_file_names_are_unique():
    names = [p.name for p in TESTS.rglob("test_*.py") if "godot" not in p.parts]
    assert sorted(names) == sorted(set(names))

"""File and folder names reach DuckDB as the files they name (issue 34 item 11): a name holding
a pattern character is not a pattern, a folder named ``~`` is not $HOME, and a row's mode is its
own, never its folder's ``mode=…``."""
import json

from core import modes
from core.cli import main

from telemetry_helpers import small_store


def _levels(capsys, *args) -> tuple[int, dict]:
    status = main(["report", *args, "--json"])
    result = json.loads(capsys.readouterr().out)
    return status, {(lv["mode"], lv["level"]): lv["starts"] for m in result["modes"].values() for lv in m["levels"]}


def _regather(store, folder, names):
    """The store's JSON lines gathered into two files of the given names under ``folder``."""
    lines = [line for p in sorted(store.rglob("*.jsonl")) for line in p.read_bytes().splitlines(keepends=True)]
    folder.mkdir(parents=True)
    (folder / names[0]).write_bytes(b"".join(lines[: len(lines) // 2]))
    (folder / names[1]).write_bytes(b"".join(lines[len(lines) // 2:]))


def test_names_with_pattern_characters_and_a_folder_named_tilde(tmp_path, capsys, monkeypatch):
    small_store(tmp_path / "store")
    status, want = _levels(capsys, str(tmp_path / "store"))
    assert status == 0
    home = tmp_path / "home"  # what DuckDB would read for ~
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(tmp_path)
    _regather(tmp_path / "store", tmp_path / "~" / "events" / "a*b[1]{x}", ["part[1].jsonl", "p?rt*.jsonl"])
    assert _levels(capsys, "~") == (0, want)
    assert main(["events", "compact", "~"]) == 0
    assert not list((tmp_path / "~").rglob("*.jsonl")) and len(list((tmp_path / "~").rglob("*.parquet"))) == 1
    capsys.readouterr()
    assert _levels(capsys, "~") == (0, want)
    assert not list(home.iterdir())


def test_a_rows_mode_is_its_own_not_its_folders(tmp_path, capsys):
    """DuckDB took a JSON line's mode from a folder named mode=… (hive partitioning)."""
    events = small_store(tmp_path / "store")
    status, want = _levels(capsys, str(tmp_path / "store"))
    moved = tmp_path / "moved" / "events" / f"mode={modes.ids()[0]}"
    moved.mkdir(parents=True)
    (moved / "part.jsonl").write_text("".join(json.dumps(e) + "\n" for e in events), encoding="utf-8")
    assert _levels(capsys, str(tmp_path / "moved")) == (0, want)

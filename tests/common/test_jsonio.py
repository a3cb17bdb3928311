"""The strict reader (core/jsonio.py, issue 24): only regular files, the size checked before a
bounded read, strict JSON with located errors; the shared set of texts
(tests/fixtures/bad-input/json.json) that the GDScript reader (scripts/strict_json.gd) replays
too, so both sides take and refuse the same texts."""
import json
import os
import threading
from pathlib import Path

import pytest

from core.errors import LevelFileError
from core.jsonio import parse_json_bytes, parse_json_text, read_bytes, read_json
from core.limits import MAX_FILE_BYTES

SHARED = Path(__file__).resolve().parents[1] / "fixtures" / "bad-input" / "json.json"
CASES = json.loads(SHARED.read_text(encoding="utf-8"))["cases"]


def _bytes(case) -> bytes:
    return bytes.fromhex(case["hex"]) if "hex" in case else case["text"].encode("utf-8")


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_the_shared_texts(case):
    if case["ok"]:
        parse_json_bytes(_bytes(case), "t.json")
        return
    with pytest.raises(LevelFileError) as info:
        parse_json_bytes(_bytes(case), "t.json")
    [problem] = info.value.problems
    assert problem.file == "t.json" and problem.rule in ("json", "encoding"), str(problem)


def test_the_shared_set_covers_the_issue():
    names = {c["name"] for c in CASES}
    assert {"a duplicate key", "nested 60,000 deep (Godot's parser crashes)", "an integer of 5001 digits",
            "half a surrogate pair (high)", "NaN", "Latin-1 bytes", "text after the value"} <= names
    assert sum(c["ok"] for c in CASES) >= 8 and sum(not c["ok"] for c in CASES) >= 40


@pytest.mark.parametrize("text, where", [
    ('{"a": 1,\n "b": NaN}', "NaN is not a number JSON allows at line 2 column 7"),
    ('{"a": 1,\n "a": 2}', "duplicate key 'a' in one object at line 2 column 2"),
    ("[1,\n 12345678901234567890123]", "an integer of 23 digits; at most 20 are read at line 2 column 2"),
    ('{"x": ["\\ud800"]}', "half of a surrogate pair (\\ud800-\\udfff) at $.x[0]"),
])
def test_refusals_say_where(text, where):
    with pytest.raises(LevelFileError) as info:
        parse_json_bytes(text.encode(), "t.json")
    assert where in str(info.value)


def test_the_cheap_paths_keep_every_refusal():
    """Integers are read by json's own C code unless the text has a run of 21 digits, and the
    text is searched for escapes of surrogates and NULs only where it can hold one: the edges."""
    assert parse_json_bytes(b'[12345678901234567890, "123456789012345678901"]', "t.json") == [
        12345678901234567890, "123456789012345678901"]
    for text in ("[123456789012345678901]", "[-123456789012345678901]",
                 '["123456789012345678901", 1234567890123456789012]'):
        with pytest.raises(LevelFileError, match="at most 20 are read"):
            parse_json_bytes(text.encode(), "t.json")
    for text in ('["\\u0000"]', '["a\\udc00"]', '{"\\ud83d": 1}'):
        with pytest.raises(LevelFileError, match="NUL|surrogate"):
            parse_json_bytes(text.encode(), "t.json")
    with pytest.raises(LevelFileError, match="surrogate"):
        parse_json_text('["\ud800"]', "t.json")  # a str not from UTF-8 bytes: no escape needed
    assert parse_json_bytes('["\\ud83d\\ude00", "é"]'.encode(), "t.json") == ["\U0001f600", "é"]


def test_bytes_that_are_not_utf8_are_located():
    with pytest.raises(LevelFileError) as info:
        parse_json_bytes(b'{"name":\n "caf\xe9"}', "t.json")
    assert "t.json: [encoding] not UTF-8: byte 0xe9 at line 2 column 6" in str(info.value)


def test_only_regular_files_are_read_and_nothing_blocks(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    # a FIFO with no writer would block an ordinary open(); this one must not even wait
    done = threading.Event()
    refused = []

    def read():
        try:
            read_json(fifo)
        except LevelFileError as exc:
            refused.append(str(exc))
        done.set()

    threading.Thread(target=read, daemon=True).start()
    assert done.wait(30), "reading a FIFO blocked"
    assert "FIFO" in refused[0] and "not a regular file" in refused[0]
    for path, kind in (("/dev/zero", "a device"), ("/dev/null", "a device"), (str(tmp_path), "folder")):
        with pytest.raises(LevelFileError) as info:
            read_json(path)
        assert kind in str(info.value), path
    with pytest.raises(LevelFileError) as info:
        read_json("")
    assert "empty file name" in str(info.value)


def test_the_size_is_checked_before_reading(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as fh:  # sparse: nothing is written, the size says it all
        fh.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(LevelFileError) as info:
        read_bytes(big)
    assert f"{MAX_FILE_BYTES + 1} bytes; at most {MAX_FILE_BYTES} are read" in str(info.value)
    assert len(read_bytes(big, limit=MAX_FILE_BYTES + 1)) == MAX_FILE_BYTES + 1

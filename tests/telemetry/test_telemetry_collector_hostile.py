"""The collector on hostile ground (issue 34): links planted in its output folder are never
followed (the start's repair of partial last lines and its write probe truncated files outside
the folder), a compressed body is stored whole or refused (a second gzip member was dropped
after a 200, trailing garbage was ignored), and a malformed request is answered in JSON without
a traceback (item 8: aiohttp answered plain text and logged one)."""
import gzip
import json
import random
import zlib

import pytest

from core.telemetry.batch import BatchTooLarge
from core.telemetry.collector import inflate, prepare_out
from core.telemetry.storage import EVENTS_DIR, repair

from telemetry_helpers import Collector, answer_of, fresh_events, raw_exchange, stored_lines

PARTIAL = b'{"whole": 1}\n{"cut short'  # a file whose last line a repair would cut off


def _ndjson(events) -> bytes:
    return "\n".join(json.dumps(e) for e in events).encode()


@pytest.fixture(scope="module")
def collector(tmp_path_factory):
    c = Collector(tmp_path_factory.mktemp("hostile") / "collected")
    yield c
    c.stop()


def _plant_links(out, outside):
    """An output folder whose events tree holds links to files and folders outside it, each
    with a partial last line, beside one real part with a partial last line."""
    outside.mkdir()
    target = outside / "precious.jsonl"
    target.write_bytes(PARTIAL)
    (outside / "date=2026-12-02" / "mode=app").mkdir(parents=True)
    (outside / "date=2026-12-02" / "mode=app" / "far.jsonl").write_bytes(PARTIAL)
    partition = out / EVENTS_DIR / "date=2026-12-02" / "mode=app"
    partition.mkdir(parents=True)
    (partition / "part-linked.jsonl").symlink_to(target)
    (out / EVENTS_DIR / "date=2026-12-03").symlink_to(outside / "date=2026-12-02", target_is_directory=True)
    own = partition / "part-own.jsonl"
    own.write_bytes(PARTIAL)
    (out / ".collector-probe").symlink_to(outside / "probe-target")
    (outside / "probe-target").write_bytes(b"not the collector's")
    return own


def _outside_untouched(outside):
    assert (outside / "precious.jsonl").read_bytes() == PARTIAL
    assert (outside / "date=2026-12-02" / "mode=app" / "far.jsonl").read_bytes() == PARTIAL
    assert (outside / "probe-target").read_bytes() == b"not the collector's"


def test_the_repair_and_the_write_probe_never_follow_a_link(tmp_path):
    out = tmp_path / "collected"
    own = _plant_links(out, tmp_path / "outside")
    assert prepare_out(str(out)) == out
    assert [(p.name, n) for p, n in repair(out)] == [("part-own.jsonl", len(b'{"cut short'))]
    assert own.read_bytes() == b'{"whole": 1}\n'
    _outside_untouched(tmp_path / "outside")
    assert (out / ".collector-probe").is_symlink(), "the planted link is left as it was"


def test_an_events_folder_that_is_a_link_is_not_repaired_through(tmp_path):
    outside = tmp_path / "outside"
    (outside / "date=2026-12-02" / "mode=app").mkdir(parents=True)
    far = outside / "date=2026-12-02" / "mode=app" / "far.jsonl"
    far.write_bytes(PARTIAL)
    out = tmp_path / "collected"
    out.mkdir()
    (out / EVENTS_DIR).symlink_to(outside, target_is_directory=True)
    assert repair(out) == []
    assert far.read_bytes() == PARTIAL


def test_a_collector_started_on_planted_links_leaves_files_outside_alone(tmp_path):
    out = tmp_path / "collected"
    _plant_links(out, tmp_path / "outside")
    c = Collector(out)
    try:
        assert c.send(fresh_events(2, random.Random(7)))[0] == 200
    finally:
        log = c.stop()
    assert "part-own.jsonl: cut a partial last line" in log and "precious" not in log
    _outside_untouched(tmp_path / "outside")


def test_every_gzip_member_is_stored(collector):
    rng = random.Random(11)
    first, second = fresh_events(3, rng), fresh_events(3, rng)
    body = gzip.compress(_ndjson(first) + b"\n") + gzip.compress(_ndjson(second))
    assert collector.post(body, encoding="gzip") == (200, {"accepted": 6})
    installs = {e["installId"] for e in first + second}
    stored = {(e["installId"], e["seq"]) for e in stored_lines(collector.out) if e["installId"] in installs}
    assert stored == {(e["installId"], e["seq"]) for e in first + second}


@pytest.mark.parametrize("encoding, compress", [
    ("gzip", gzip.compress),
    ("deflate", zlib.compress),
    ("deflate", lambda data: zlib.compress(data)[2:-4]),  # raw deflate, no zlib wrapper
])
def test_bytes_after_the_compressed_stream_are_refused_and_nothing_stored(collector, encoding, compress):
    events = fresh_events(3, random.Random(encoding + str(compress)))
    cut_short = "is cut short" if encoding == "gzip" else f"after the {encoding} stream"  # a 2nd member
    for tail, error in ((b"trailing garbage", f"16 byte(s) after the {encoding} stream"),
                        (b"\x00", f"1 byte(s) after the {encoding} stream"),
                        (compress(_ndjson(events))[:5], cut_short)):
        status, body = collector.post(compress(_ndjson(events)) + tail, encoding=encoding)
        assert status == 400 and error in body["error"], (tail, body)
    installs = {e["installId"] for e in events}
    assert [e for e in stored_lines(collector.out) if e["installId"] in installs] == []


def test_inflate_reads_every_member_within_the_cap():
    assert inflate(gzip.compress(b"a\n") + gzip.compress(b"b\n") + gzip.compress(b""), "gzip") == b"a\nb\n"
    with pytest.raises(ValueError, match=r"1 byte\(s\) after the gzip stream"):
        inflate(gzip.compress(b"a\n") + b"\n", "gzip")
    member = gzip.compress(b" " * (600 * 1024))
    with pytest.raises(BatchTooLarge):
        inflate(member + member, "gzip")  # each member under the cap, both over it


MALFORMED = [
    b"GET /v1/health HTTP/1.1\r\nBad Header Line\r\n\r\n",
    b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + bytes(32) + b"\r\n\r\n",  # TLS spoken to plain HTTP
    b"POST /v1/events HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello",
]


def test_a_malformed_request_is_answered_in_json_without_a_traceback(tmp_path):
    c = Collector(tmp_path / "collected")
    try:
        answers = [answer_of(raw_exchange(c.base, request)) for request in MALFORMED]
    finally:
        log = c.stop()
    for status, headers, body in answers:
        assert status == 400 and headers["content-type"].startswith("application/json")
        assert json.loads(body)["error"].startswith("malformed HTTP request: ")
    assert "Traceback" not in log and "Error handling request" not in log

"""The fuzz suite's play-data families on the wire (issue 34): seeded mutants (support/fuzz.py)
of a valid batch posted to a real collector, as a JSON array (plain and gzip'ed) and as JSON
lines, and seeded byte mutations of a whole raw request. Every answer keeps the collector's
promise: a 200 only when every event of the body is stored (all or nothing), a refusal stores
none of it and is a 4xx with a JSON ``error``, never a 5xx or a dropped connection, never a
mutant that certainly breaks a rule accepted; ``/v1/health`` answers after all of them.

The event-row family (rows a report or compaction reads) is tests/telemetry/
test_telemetry_report_rows.py; device files are tests/godot/common/test_telemetry_device_files.gd.
"""
import gzip
import json
import random
import socket

import pytest

from support.fuzz import mutants

from telemetry_helpers import Collector, answer_of, fresh_events, health, stored_lines

MUTANTS = 60  # a family: enough to meet every kind of mutation, a few seconds on a busy machine


@pytest.fixture(scope="module")
def collector(tmp_path_factory):
    c = Collector(tmp_path_factory.mktemp("fuzz") / "collected")
    yield c
    c.stop()


def _items(data: bytes, as_lines: bool):
    """The events a body holds if it is valid JSON (None if it is not): what a 200 stores."""
    try:
        if as_lines:
            return [json.loads(line) for line in data.decode("utf-8").split("\n") if line.strip()]
        value = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    return value if isinstance(value, list) else None


def _keeps_promise(collector, mutant, body: bytes, as_lines: bool, encoding=None):
    before = len(stored_lines(collector.out))
    ctype = "application/x-ndjson" if as_lines else "application/json"
    status, answer = collector.post(body, ctype=ctype, encoding=encoding)
    stored = len(stored_lines(collector.out)) - before
    where = f"{mutant.what} ({ctype}{', ' + encoding if encoding else ''})"
    assert status < 500, f"{where}: {status} {answer}"
    if status == 200:
        assert not mutant.breaks, f"{where}: accepted a body that breaks a rule"
        items = _items(mutant.data, as_lines)
        assert items is not None and answer == {"accepted": len(items)} and stored == len(items), \
            f"{where}: {answer}, {stored} stored"
    else:
        assert 400 <= status < 500 and isinstance(answer, dict) and answer.get("error"), f"{where}: {status} {answer}"
        assert stored == 0, f"{where}: refused ({status}) but {stored} stored"


@pytest.mark.parametrize("gzipped", [False, True], ids=["plain", "gzip"])
def test_mutated_json_arrays(collector, gzipped):
    rng = random.Random(f"fuzz:array:{gzipped}")
    batch = fresh_events(3, rng)
    for mutant in mutants(batch, rng, MUTANTS):
        body = gzip.compress(mutant.data) if gzipped else mutant.data
        _keeps_promise(collector, mutant, body, as_lines=False, encoding="gzip" if gzipped else None)
    assert health(collector.base) == 200


def test_mutated_json_lines(collector):
    """One event of three mutated, written as its own line between two valid ones (a mutant
    spread over several lines is several bad lines: refused all the same)."""
    rng = random.Random("fuzz:lines")
    batch = fresh_events(3, rng)
    for mutant in mutants(batch[1], rng, MUTANTS):
        lines = [json.dumps(batch[0]).encode(), mutant.data, json.dumps(batch[2]).encode()]
        body = b"\n".join(lines)
        # an emptied event is a blank line, which a batch of JSON lines may hold
        whole = type(mutant)(mutant.what, body, mutant.breaks and bool(mutant.data.strip()))
        _keeps_promise(collector, whole, body, as_lines=True)
    assert health(collector.base) == 200


def _request(body: bytes) -> bytes:
    return (b"POST /v1/events HTTP/1.1\r\nHost: fuzz\r\nContent-Type: application/x-ndjson\r\n"
            b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(body)) + body


def _exchange_whole(base: str, data: bytes) -> bytes:
    """The collector's answer to ``data`` sent whole and then the sending side closed (a cut
    request ends there instead of waiting for the body timeout): b"" if it closed without one."""
    host, port = base.removeprefix("http://").rsplit(":", 1)
    with socket.create_connection((host, int(port)), timeout=20) as conn:
        conn.sendall(data)
        conn.shutdown(socket.SHUT_WR)
        answer = b""
        try:
            while chunk := conn.recv(65536):
                answer += chunk
                conn.settimeout(0.5)
        except (socket.timeout, ConnectionResetError):
            pass
    return answer


def test_mutated_raw_requests(collector):
    """Bytes of a whole valid request flipped, cut, repeated or spliced: the collector answers
    each in JSON or closes the connection, and stays up; a 200 stores what it counts."""
    rng = random.Random("fuzz:raw")
    body = "\n".join(json.dumps(e) for e in fresh_events(3, rng)).encode()
    valid = _request(body)
    for i in range(MUTANTS):
        data = bytearray(valid)
        roll = rng.random()
        if roll < 0.4:
            for _ in range(rng.randint(1, 4)):
                data[rng.randrange(len(data))] = rng.randrange(256)
        elif roll < 0.6:
            del data[rng.randrange(len(data)):]
        elif roll < 0.8:
            at = rng.randrange(len(data))
            data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 64)))
        else:
            at = rng.randrange(len(data))
            data[at:at] = data[:at][-rng.randint(1, 40):]
        before = len(stored_lines(collector.out))
        raw = _exchange_whole(collector.base, bytes(data))
        stored = len(stored_lines(collector.out)) - before
        if raw:
            status, headers, answer = answer_of(raw)
            assert status < 500, f"mutation {i}: {status} {answer[:200]!r}"
            assert headers.get("content-type", "").startswith("application/json"), f"mutation {i}: {raw[:300]!r}"
            if status == 200:
                assert stored == json.loads(answer)["accepted"], f"mutation {i}"
            else:
                assert stored == 0, f"mutation {i}: refused ({status}) but {stored} stored"
        else:
            assert stored == 0, f"mutation {i}: no answer but {stored} stored"
    assert health(collector.base) == 200

"""Who may send (issue 34, item 7): a collector listening beyond this machine takes batches with
its token only and rate-limits each client address (on the loopback, as every other test shows,
nothing changed)."""
import json
import os
import subprocess
import sys
from types import SimpleNamespace

import pytest

from telemetry_helpers import REPO, Collector, examples, exchange, health, stored_lines

TOKEN_ENV = "ONESTROKE_COLLECT_TOKEN"  # as docs/telemetry.md names it
TOKEN = "playtest-token-0123456789"


def _collect(tmp_path, env_token, *options):
    env = {k: v for k, v in os.environ.items() if k != TOKEN_ENV}
    if env_token is not None:
        env[TOKEN_ENV] = env_token
    return subprocess.run([sys.executable, "-m", "core", "collect", "--port", "0", "--out", str(tmp_path / "out"),
                           *options], cwd=REPO, env=env, capture_output=True, text=True, timeout=20)


@pytest.mark.parametrize("env_token, error", [
    (None, f"--host 0.0.0.0 listens beyond this machine: set {TOKEN_ENV}"),
    ("short", f"error: {TOKEN_ENV}: [token] a token is 16 to 256 characters"),
])
def test_listening_beyond_this_machine_needs_a_token(tmp_path, env_token, error):
    done = _collect(tmp_path, env_token, "--host", "0.0.0.0")
    assert done.returncode == 2 and error in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_beyond_the_loopback_a_post_needs_the_token_and_each_address_has_a_rate(tmp_path):
    c = Collector(tmp_path / "collected", "--host", "0.0.0.0", "--allow-origin", "http://127.0.0.1:8060",
                  env={**os.environ, TOKEN_ENV: TOKEN})
    batch = "\n".join(json.dumps(e) for e in examples()[:3]).encode()
    ndjson = {"Content-Type": "application/x-ndjson"}
    try:
        assert health(c.base) == 200  # no token: it tells nothing
        status, headers, body = exchange(c.base, "POST", ndjson, batch)
        assert status == 401 and headers["WWW-Authenticate"] == "Bearer" and b"Authorization: Bearer" in body
        assert exchange(c.base, "POST", {**ndjson, "Authorization": "Bearer " + TOKEN[::-1]}, batch)[0] == 401
        authorized = {**ndjson, "Authorization": "Bearer " + TOKEN}
        assert exchange(c.base, "POST", authorized, batch)[0] == 200
        preflight = {"Origin": "http://127.0.0.1:8060", "Access-Control-Request-Method": "POST",
                     "Access-Control-Request-Headers": "authorization, content-type"}
        assert exchange(c.base, "OPTIONS", preflight)[0] == 204  # a browser may send the token
        answers = [exchange(c.base, "POST", authorized, b"") for _ in range(100)]  # 400s, quickly
    finally:
        c.stop()
    limited = [(headers, body) for status, headers, body in answers if status == 429]
    assert limited and all(int(h["Retry-After"]) >= 1 and b"too many requests" in b for h, b in limited)
    assert len(stored_lines(c.out)) == 3



def test_the_rate_is_per_address_an_ipv6_one_by_its_block(monkeypatch):
    from core.telemetry import collector

    now = [1000.0]
    monkeypatch.setattr(collector, "time", SimpleNamespace(monotonic=lambda: now[0]))  # the collector's clock only
    limit = collector.RateLimit(rate=2, burst=3)
    assert [limit.wait("2001:db8::1") for _ in range(3)] == [0, 0, 0]
    assert limit.wait("2001:db8::ffff:2") == 0.5, "the same /64: the same bucket"
    assert limit.wait("2001:db8:0:1::1") == 0 and limit.wait("192.0.2.7") == 0
    assert [limit.wait("::ffff:192.0.2.7") for _ in range(2)] == [0, 0] and limit.wait("192.0.2.7") == 0.5
    now[0] += 0.5
    assert limit.wait("2001:db8::1") == 0 and limit.wait("2001:db8::1") == 0.5
    now[0] += 60
    limit.forget_full()
    assert limit.buckets == {}

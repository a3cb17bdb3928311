"""CORS of ``python -m core collect --allow-origin ORIGIN`` for the game's web build, against a real
collector on 127.0.0.1: a browser's preflight and POST from an allowed origin are answered, any
other origin gets no Access-Control-Allow-Origin, and without the option no CORS header at all."""
import json
import random

import pytest

from support.cli import assert_bad_input, core
from telemetry_helpers import Collector, fresh_events

PAGE = "http://127.0.0.1:8060"  # where `make web`'s build is served in a playtest
OTHER_PAGE = "https://play.example.org"
UPLOADER_TYPE = "application/x-ndjson; charset=utf-8"  # the one header scripts/telemetry/uploader.gd sets


@pytest.fixture(scope="module")
def cors_collector(tmp_path_factory):
    c = Collector(tmp_path_factory.mktemp("cors") / "collected", "--allow-origin", PAGE, "--allow-origin", OTHER_PAGE)
    yield c
    c.stop()


def _preflight(collector, origin, method="POST", headers="content-type"):
    asked = {"Origin": origin, "Access-Control-Request-Method": method}
    if headers:
        asked["Access-Control-Request-Headers"] = headers
    return collector.exchange("OPTIONS", asked)


def _upload(collector, origin, body=None):
    body = body if body is not None else "\n".join(map(json.dumps, fresh_events(3, random.Random(origin)))).encode()
    return collector.exchange("POST", {"Origin": origin, "Content-Type": UPLOADER_TYPE}, body)


def _cors_headers(headers) -> dict:
    return {k: v for k, v in headers.items() if k.lower().startswith("access-control-")}


@pytest.mark.parametrize("origin", [PAGE, OTHER_PAGE])
def test_an_allowed_origin_gets_its_preflight_and_post_answered(cors_collector, origin):
    status, headers, _ = _preflight(cors_collector, origin)
    assert status == 204
    assert _cors_headers(headers) == {
        "Access-Control-Allow-Origin": origin, "Access-Control-Allow-Methods": "POST",
        "Access-Control-Allow-Headers": "content-type", "Access-Control-Max-Age": "600",
        "Access-Control-Expose-Headers": "Retry-After"}
    assert headers["Vary"] == "Origin"
    status, headers, answer = _upload(cors_collector, origin)
    assert (status, json.loads(answer)) == (200, {"accepted": 3})
    assert headers["Access-Control-Allow-Origin"] == origin and headers["Vary"] == "Origin"
    assert headers["Access-Control-Expose-Headers"] == "Retry-After"  # a 503's wait, read by the page
    status, headers, _ = _upload(cors_collector, origin, b"{oops")  # a refusal the page must read too
    assert status == 400 and headers["Access-Control-Allow-Origin"] == origin


@pytest.mark.parametrize("origin", ["http://127.0.0.1:8061", "http://localhost:8060", "https://127.0.0.1:8060",
                                    "null", ""])
def test_another_origin_is_refused_its_preflight_and_gets_no_allow_origin(cors_collector, origin):
    status, headers, answer = _preflight(cors_collector, origin)
    assert status == 403 and "--allow-origin" in json.loads(answer)["error"]
    assert _cors_headers(headers) == {} and headers["Vary"] == "Origin"
    status, headers, _ = _upload(cors_collector, origin)
    assert status == 200 and _cors_headers(headers) == {}  # a client without a browser is not held back


def test_only_the_uploaders_method_and_header_pass_a_preflight(cors_collector):
    assert _preflight(cors_collector, PAGE, headers="")[0] == 204
    assert _preflight(cors_collector, PAGE, headers="Content-Type")[0] == 204
    status, _, answer = _preflight(cors_collector, PAGE, method="PUT")
    assert status == 403 and "POST, not 'PUT'" in json.loads(answer)["error"]
    status, _, answer = _preflight(cors_collector, PAGE, headers="content-type, x-install, authorization")
    assert status == 403 and "authorization, x-install are not taken" in json.loads(answer)["error"]


def test_without_the_option_no_cors_header_is_sent(tmp_path):
    c = Collector(tmp_path / "collected")
    try:
        status, headers, _ = _preflight(c, PAGE)
        assert status == 405 and _cors_headers(headers) == {} and "Vary" not in headers
        status, headers, _ = _upload(c, PAGE)
        assert status == 200 and _cors_headers(headers) == {} and "Vary" not in headers
    finally:
        c.stop()


@pytest.mark.parametrize("value, rule", [
    ("*", "takes one exact origin, not '*'"),
    ("127.0.0.1:8060", "takes an origin starting http:// or https://"),
    ("ftp://127.0.0.1", "takes an origin starting http:// or https://"),
    ("http://127.0.0.1:8060/", "no path, query, user or trailing /"),
    ("http://127.0.0.1:8060/index.html", "no path, query, user or trailing /"),
    ("http://Play.example.org", "in lower case"),
    ("http://play..example.org", "takes a host name"),
    ("http://[::01]:8060", "short-form [IPv6] address"),
    ("http://127.0.0.1:99999", "a port from 1 to 65535"),
    ("http://127.0.0.1:", "a port from 1 to 65535"),
    ("https://play.example.org:443", "without its default port :443"),
])
def test_a_bad_origin_is_a_located_error_naming_the_option_and_rule(tmp_path, value, rule):
    lines = assert_bad_input(core("collect", "--port", "0", "--out", tmp_path / "c", "--allow-origin", value), rule)
    assert lines[0].startswith("error: command line: [argument] --allow-origin takes ") and len(lines) == 1
    assert not (tmp_path / "c").exists()


def test_limits_lists_the_option():
    assert "  collect --allow-origin: a web origin http(s)://host[:port]" in core("limits").stdout

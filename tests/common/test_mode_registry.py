"""The registry (core/modes/__init__.py) and the Mode protocol (core/modes/base.py): every
registered mode implements the protocol as its entry's capabilities say, and a new mode is one
registry entry (a throwaway fifth mode, tests/fixtures/toy_mode, proves it)."""
import inspect
import json
from dataclasses import fields
from pathlib import Path

import pytest

from core import modes
from core.modes.base import CAPABILITY_PROTOCOLS, Capabilities, Mode, ModeBase
from fixtures.toy_mode import ENTRY as TOY
from support.cli import core


TOY_PACK = Path(__file__).resolve().parents[1] / "fixtures" / "toy_mode" / "levels" / "pack-1.json"


@pytest.fixture
def with_toy(monkeypatch):
    """The fifth mode registered the way every mode is: one more entry in the table; its shipped
    pack is the fixture's (shipped in a copy of the tree, it lies in levels/<id>/:
    test_add_a_mode.py)."""
    monkeypatch.setattr(modes, "MODES", modes.MODES + (TOY,))
    monkeypatch.setattr(modes.get(TOY.id), "shipped_pack_paths", lambda: [TOY_PACK])


def _declared(protocol: type) -> dict[str, object]:
    """A protocol's members, its own and those of the protocols it extends: name -> declaration
    (the function, the property; None for an attribute)."""
    members: dict[str, object] = {}
    for cls in reversed([c for c in protocol.__mro__ if c.__module__ == Mode.__module__]):
        members.update({n: None for n in vars(cls).get("__annotations__", {})})
        members.update({n: v for n, v in vars(cls).items() if not n.startswith("_")})
    return members


def _protocol_members() -> list[str]:
    return list(_declared(Mode))


CAPABILITY_MEMBERS = {capability: tuple(_declared(protocol)) for capability, protocol in CAPABILITY_PROTOCOLS.items()}


def protocol_problems(mode) -> list[str]:
    """How a mode's object departs from ``Mode`` and its entry's capabilities: a member missing,
    or there without its capability, or a method whose parameters differ from the protocol's."""
    problems = []
    by_capability = {name for names in CAPABILITY_MEMBERS.values() for name in names}
    for name in _protocol_members():
        if name not in by_capability and not hasattr(mode, name):
            problems.append(f"{name}: missing")
    for capability, names in CAPABILITY_MEMBERS.items():
        has = getattr(mode.capabilities, capability)
        for name in names:
            if hasattr(mode, name) != has:
                problems.append(f"{name}: {'missing' if has else 'present'} though {capability} is {has}")
    for name in _protocol_members():
        declared = _declared(Mode).get(name)
        if inspect.isfunction(declared) and callable(getattr(mode, name, None)):
            want = list(inspect.signature(declared).parameters.values())[1:]
            got = list(inspect.signature(getattr(mode, name)).parameters.values())
            extra = got[len(want):]
            if [p.name for p in got[:len(want)]] != [p.name for p in want] or any(
                    p.default is inspect.Parameter.empty for p in extra):
                problems.append(f"{name}{inspect.signature(getattr(mode, name))}: the protocol has "
                                f"{name}{inspect.signature(declared)}")
    return problems


def test_every_capability_names_its_members():
    assert set(CAPABILITY_MEMBERS) == {f.name for f in fields(Capabilities)}
    assert {n for names in CAPABILITY_MEMBERS.values() for n in names} <= set(_protocol_members())


@pytest.mark.parametrize("mode_id", modes.ids() + [TOY.id])
def test_every_registered_mode_implements_the_protocol(mode_id, with_toy):
    mode = modes.get(mode_id)
    assert mode.entry is modes.entry(mode_id) and mode.id == mode_id and mode.title == mode.entry.title
    assert protocol_problems(mode) == []
    assert isinstance(mode.limits, str) and mode.limits
    if mode.capabilities.design:
        assert mode.design_options and len({o.name for o in mode.design_options}) == len(mode.design_options)
    if mode.capabilities.generate:
        assert set(mode.generate_params.model_fields) >= {"seed"}


def test_the_checker_catches_a_mode_that_breaks_the_protocol(with_toy):
    """protocol_problems is not vacuous: a missing member, a member without its capability and a
    method with other parameters are each reported."""

    class Broken(ModeBase):
        limits = "none"

        def pack_json_schema(self):
            return {}

        def parse_pack(self, raw, file):
            return raw

        def validate_level(self, pf, level, strict=False):
            return None

        def solve_level(self, level):  # lost its limit
            return {}, []

        def claims(self, raw):  # the entry does not declare claims_files
            return False

    problems = protocol_problems(Broken(TOY.package))
    assert any(p.startswith("solve_level(level)") for p in problems), problems
    assert "claims: present though claims_files is False" in problems
    assert "validation_table: missing though validate is True" in problems
    assert protocol_problems(modes.get(TOY.id)) == []


def test_the_mode_ids_are_written_once():
    """A mode's modules read their id from the registry: each package's MODE_ID is its entry's."""
    for entry in modes.entries():
        assert modes.get(entry.id).id == entry.id
        assert modes.id_of(entry.package + ".schema") == entry.id
    with pytest.raises(LookupError):
        modes.id_of("core.common")


def test_a_fifth_mode_is_one_registry_entry(with_toy, tmp_path):
    """Registered by one entry, the toy shows in limits, schema, validate, solve, generate's
    options and the bench's start-up list; the shared commands it has no capability for leave it
    out."""
    assert f"{TOY.id}: at most 12 numbers a level" in core("limits").stdout
    schema = json.loads(core("schema", "--mode", TOY.id).stdout)
    assert schema["properties"]["mode"]["const"] == TOY.id
    proc = core("validate", "--mode", TOY.id)
    assert proc.returncode == 0 and "2/2 levels pass" in proc.stdout, proc.stdout + proc.stderr
    rows = [json.loads(line) for line in core("validate", "--mode", TOY.id, "--json").stdout.splitlines()]
    assert [(r["level"], r["ok"], r["mode"]) for r in rows] == [("1-1", True, TOY.id), ("1-2", True, TOY.id)]
    pack = modes.get(TOY.id).shipped_pack_paths()[0]
    assert json.loads(core("solve", pack, "--level", "1-1", "--json").stdout)["count"] == 1
    help_text = core("generate", "--mode", TOY.id, "--out", tmp_path / "x.json", "--help").stdout
    assert "--size SIZE" in help_text and "numbers a level, 2..12 (default 4)" in help_text
    bad = core("generate", "--mode", TOY.id, "--seed", "1", "--size", "40", "--out", tmp_path / "x.json")
    assert bad.returncode == 2 and bad.stderr == "error: command line: [argument] --size takes 2 to 12, not 40\n"
    bad = core("generate", "--mode", TOY.id, "--seed", "1", "--size", "5", "--count", "0", "--out", tmp_path / "x.json")
    assert bad.returncode == 2 and bad.stderr.splitlines() == [
        "error: command line: [argument] --count takes 1 to 200, not 0",
    ], bad.stderr
    bad = core("generate", "--mode", TOY.id, "--seed", "1", "--size", "3", "--count", "7", "--out", tmp_path / "x.json")
    assert bad.returncode == 2 and "[argument] --count 7 with --size 3: only 6 different levels" in bad.stderr
    assert not (tmp_path / "x.json").exists()
    out = tmp_path / "candidates.json"
    assert core("generate", "--mode", TOY.id, "--seed", "4", "--count", "3", "--out", out).returncode == 0
    assert core("validate", "--pack", out).returncode == 0
    for command in ("bake", "validate"):  # --mode choices follow the capabilities
        choices = core(command, "--mode", "chess").stderr
        assert (TOY.id in choices) == getattr(TOY.capabilities, command)
    from tests.bench.startup import one_mode_commands

    assert one_mode_commands()[TOY.id] == ["-m", "core", "schema", "--mode", TOY.id]

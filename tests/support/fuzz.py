"""Seeded mutations of JSON files, for the fuzz suite (tests/common/test_fuzz_*.py).

``mutants(raw, rng, count)`` gives ``Mutant``s of a valid file's parsed JSON: each is the text
to write and whether the change certainly breaks a rule (``breaks``: an unknown field, a value
of the wrong type, NaN, an integer too long to read, half a surrogate pair, a duplicate key,
nesting too deep, bytes that are not UTF-8, a cut or a tail of garbage ...) or may leave the
file valid (a number moved by one, an item dropped or repeated, a text emptied or made long).
The runner (``check_run``) holds every command to the same promises: no traceback, an exit
status of 0, 1 or 2, every ``error:`` line located (the file, or the command line, and a
[rule]), and never exit 0 on a file that breaks a rule.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass

BREAKING_TEXT = {
    "nan": lambda: "NaN",
    "infinity": lambda: "-Infinity",
    "long integer": lambda: "9" * 400,
    "integer of 25 digits": lambda: "1" + "0" * 24,
    "number out of range": lambda: "1e400",
    "lone surrogate": lambda: '"\\ud800"',
    "deep nesting": lambda: "[" * 40 + "]" * 40,
    "very deep nesting": lambda: "[" * 2000 + "]" * 2000,
}


@dataclass(frozen=True)
class Mutant:
    what: str  # how the file was changed, for the failure message
    data: bytes  # the file's bytes
    breaks: bool  # the change certainly breaks a rule (exit 0 is wrong)


def _paths(value, path=()):
    """Every (path, value) in a JSON value, the root included."""
    yield path, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, path + (i,))


def _replace(root, path, new):
    if not path:
        return new
    copy = json.loads(json.dumps(root))
    node = copy
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = new
    return copy


def _marker(rng: random.Random) -> str:
    return f"@@FUZZ{rng.randrange(10**9)}@@"


def _wrong_type(value, rng: random.Random):
    """A value no field of ``value``'s type takes (a text for a number, a number for a text or
    an object, a text for a list); None where there is none (null can be optional)."""
    if isinstance(value, bool):
        return rng.choice([1, "true"])
    if isinstance(value, (int, float)):
        return rng.choice([str(value), [value], {"value": value}])
    if isinstance(value, str):
        return rng.choice([7, [value], True])
    if isinstance(value, list):
        return rng.choice(["x", 7, True])
    if isinstance(value, dict):
        return rng.choice([7, True])
    return None


def _maybe_valid(value, rng: random.Random):
    """A change that may keep the file valid, or break a rule the mode checks."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.choice([-1, 1, 1000, -value - 1, 2**53, 2**62])
    if isinstance(value, float):
        return rng.choice([value * 2, -value, 1e308, 5e-324, 0.1])
    if isinstance(value, str):
        return rng.choice(["", " ", value + "\n" + value, value * 50, "x" * 300, "é\u200b😀", "a\tb", "\u0000"])
    if isinstance(value, list):
        if value and rng.random() < 0.5:
            i = rng.randrange(len(value))
            return value[:i] + value[i + 1:]
        return value + value[:1] if value else []
    if isinstance(value, dict):
        return {}
    return rng.choice([0, "", []])


def mutants(raw, rng: random.Random, count: int) -> list[Mutant]:
    """``count`` mutants of ``raw`` (a valid file's parsed JSON), drawn with ``rng``."""
    text = json.dumps(raw, ensure_ascii=False)
    # places grouped by their shape (the path with list positions as *), each shape as likely
    # as any other: a field that occurs once (a pack's title) is hit as often as a cell's x
    shapes: dict[tuple, list] = {}
    for place in _paths(raw):
        shapes.setdefault(tuple("*" if isinstance(k, int) else k for k in place[0]), []).append(place)
    groups = [shapes[k] for k in sorted(shapes, key=str)]
    objects = [(p, v) for p, v in _paths(raw) if isinstance(v, dict)]
    out = []
    while len(out) < count:
        roll = rng.random()
        path, value = rng.choice(rng.choice(groups))
        where = "/".join(map(str, path)) or "$"
        if roll < 0.25:  # a value of the wrong type
            new = _wrong_type(value, rng)
            if new is None:
                continue
            out.append(Mutant(f"{where}: {json.dumps(value)[:40]} -> {json.dumps(new)[:40]}",
                              json.dumps(_replace(raw, path, new), ensure_ascii=False).encode(), True))
        elif roll < 0.45:  # a literal JSON must refuse, in place of a value
            name = rng.choice(sorted(BREAKING_TEXT))
            marker = _marker(rng)
            mutated = json.dumps(_replace(raw, path, marker), ensure_ascii=False)
            data = mutated.replace(json.dumps(marker), BREAKING_TEXT[name]())
            out.append(Mutant(f"{where}: {name}", data.encode(), True))
        elif roll < 0.55:  # an unknown field, or a field written twice
            opath, obj = rng.choice(objects)
            if not obj:
                continue
            owhere = "/".join(map(str, opath)) or "$"
            if rng.random() < 0.5:
                new = {**obj, f"unknownField{rng.randrange(100)}": 1}
                out.append(Mutant(f"{owhere}: an unknown field",
                                  json.dumps(_replace(raw, opath, new), ensure_ascii=False).encode(), True))
            else:
                key = rng.choice(sorted(obj))
                marker = _marker(rng)
                mutated = json.dumps(_replace(raw, opath, {marker: 0, **obj}), ensure_ascii=False)
                twice = f"{json.dumps(key, ensure_ascii=False)}: {json.dumps(obj[key], ensure_ascii=False)}"
                data = mutated.replace(f"{json.dumps(marker)}: 0", twice, 1)
                out.append(Mutant(f"{owhere}: {key} written twice", data.encode(), True))
        elif roll < 0.65:  # the bytes themselves
            data = text.encode()
            kind = rng.choice(["cut", "garbage", "latin-1", "bom", "empty", "nul"])
            if kind == "cut":
                data = data[: rng.randrange(len(data))]
            elif kind == "garbage":
                data += rng.choice([b" x", b"{}", b"]", b"\x00"])
            elif kind == "latin-1":
                at = rng.randrange(len(data))
                data = data[:at] + b"\xe9" + data[at:]
            elif kind == "bom":
                data = b"\xef\xbb\xbf" + data
            elif kind == "empty":
                data = b""
            else:
                at = rng.randrange(len(data))
                data = data[:at] + b"\x00" + data[at:]
            out.append(Mutant(f"bytes: {kind}", data, True))
        else:  # a change that may or may not break a rule
            new = _maybe_valid(value, rng)
            out.append(Mutant(f"{where}: {json.dumps(value, ensure_ascii=False)[:40]} -> "
                              f"{json.dumps(new, ensure_ascii=False)[:40]}",
                              json.dumps(_replace(raw, path, new), ensure_ascii=False).encode(), False))
    return out


def check_run(run, mutant: Mutant, file: str, as_json: bool = False, allowed=(0, 1, 2)) -> list[str]:
    """What is wrong with one command's answer to a mutant ([] when it kept every promise);
    ``as_json``: the command ran with --json, so its errors are JSON lines on stdout."""
    wrong = []
    if run.returncode not in allowed:
        wrong.append(f"exit {run.returncode}")
    if mutant.breaks and run.returncode == 0:
        wrong.append("exit 0 on a file that breaks a rule")
    if run.returncode != 2:
        return wrong
    if as_json:
        errors = [json.loads(line)["error"] for line in run.stdout.splitlines() if line.startswith('{"error"')]
        if not errors:
            wrong.append("exit 2 without an error line")
        wrong += [f"an error that is not located: {e}" for e in errors
                  if e.get("file") not in (file, "command line") or not e.get("rule")]
        return wrong
    errors = [line for line in run.stderr.splitlines() if not line.startswith("... ")]
    if not errors:
        wrong.append("exit 2 without an error line")
    for line in errors:
        if not (line.startswith(f"error: {file}: ") or line.startswith("error: command line: ")) or "[" not in line:
            wrong.append(f"an error line that is not located: {line[:200]!r}")
    return wrong

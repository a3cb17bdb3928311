"""The 48-level campaign of Hex Tracks (seed 003, issue 11 §5): 8 chapters of 6 beats
(进入 enter, 换路 switch, 展开 unfold, 小挑战 challenge, 释放 release, 长局回报 payoff).

``levels/hex-tracks/campaign-seeds.json`` is the only hand-written source: per level its id,
chapter, beat, lesson, name, seed and full generator options. ``regenerate()`` (the command
``python -m core hex-tracks campaign``) derives from it, byte for byte the same every time:

- ``levels/hex-tracks/pack-<chapter>.json``: the levels (never edit them by hand);
- ``levels/hex-tracks/campaign-analysis.json``: each level's analysis and ``pathUsage``, the
  acceptance data;
- ``levels/hex-tracks.baked.json``: the runtime data (the same as ``python -m core bake``).

``search()`` (``campaign --search ID…``) looks for seeds whose levels pass every gate and
writes them into the seeds file; that is how the file's seeds were chosen.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from ...errors import LevelFileError, Problem
from ...jsonio import dumps_stable, read_json, write_atomic
from .. import base
from ..pack_errors import problems_from_validation
from .gates import evaluate
from .generate import GenerateOptions, generate_level
from .schema import BEATS, MODE_ID, Level, Pack

LEVELS_DIR = base.levels_dir(MODE_ID)
SEEDS_FILE = LEVELS_DIR / "campaign-seeds.json"
ANALYSIS_FILE = LEVELS_DIR / "campaign-analysis.json"
CHAPTERS = 8


class Text(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    zh: StrictStr
    en: StrictStr


class Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    id: StrictStr
    chapter: Annotated[StrictInt, Field(ge=1, le=CHAPTERS)]
    beat: Literal["enter", "switch", "unfold", "challenge", "release", "payoff"]
    lesson: Annotated[StrictInt, Field(ge=1, le=7)] | None = None
    name: Text
    seed: Annotated[StrictInt, Field(ge=0, le=2**53)]
    options: dict


class Chapter(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    chapter: Annotated[StrictInt, Field(ge=1, le=CHAPTERS)]
    title: Text


class Seeds(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    format: Literal[1]
    notes: StrictStr | None = None
    chapters: Annotated[list[Chapter], Field(min_length=CHAPTERS, max_length=CHAPTERS)]
    levels: Annotated[list[Entry], Field(min_length=CHAPTERS * 6, max_length=CHAPTERS * 6)]


def load_seeds(path: Path = SEEDS_FILE) -> Seeds:
    raw = read_json(path)
    try:
        seeds = Seeds.model_validate(raw)
    except ValidationError as exc:
        raise LevelFileError(problems_from_validation(raw, exc, str(path))) from None
    problems = []
    for i, entry in enumerate(seeds.levels):
        chapter, beat = divmod(i, 6)
        want = (f"{chapter + 1}-{beat + 1}", chapter + 1, BEATS[beat])
        if (entry.id, entry.chapter, entry.beat) != want:
            problems.append(Problem("campaign-order", f"entry {i + 1} must be {want}", entry.id, file=str(path)))
        try:
            options = GenerateOptions.from_json(entry.options)
        except (TypeError, ValueError) as exc:
            problems.append(Problem("options", str(exc), entry.id, file=str(path)))
            continue
        for text in options.problems():
            problems.append(Problem("options", text, entry.id, file=str(path)))
    if problems:
        raise LevelFileError(problems)
    return seeds


def build_level(entry: Entry, seed: int | None = None) -> dict | None:
    """The level of one entry (or of another seed with the entry's options)."""
    options = GenerateOptions.from_json(entry.options)
    level = generate_level(entry.seed if seed is None else seed, options, entry.id, entry.name.model_dump())
    if level is None:
        return None
    if entry.lesson is not None:
        level["lesson"] = entry.lesson
    level["beat"] = entry.beat
    return level


def _level_text(level: dict, indent: str) -> str:
    """A level with one cell or tile a line (the packs stay readable and diffable)."""
    lines = ["{"]
    items = list(level.items())
    for n, (key, value) in enumerate(items):
        comma = "," if n < len(items) - 1 else ""
        if key in ("cells", "tiles"):
            inner = ",\n".join(f"{indent}    {json.dumps(v, ensure_ascii=False)}" for v in value)
            lines.append(f'{indent}  "{key}": [\n{inner}\n{indent}  ]{comma}')
        else:
            lines.append(f'{indent}  "{key}": {json.dumps(value, ensure_ascii=False)}{comma}')
    lines.append(f"{indent}}}")
    return "\n".join(lines)


def pack_text(chapter: Chapter, levels: list[dict]) -> str:
    head = {"mode": MODE_ID, "pack": chapter.chapter, "title": chapter.title.model_dump()}
    body = ",\n".join("    " + _level_text(lv, "    ") for lv in levels)
    parts = [f'  "{k}": {json.dumps(v, ensure_ascii=False)}' for k, v in head.items()]
    return "{\n" + ",\n".join(parts) + ',\n  "levels": [\n' + body + "\n  ]\n}\n"


def pack_path(chapter: int) -> Path:
    return LEVELS_DIR / f"pack-{chapter}.json"


def _analysis_row(level: Level, chapter: int, index: int, analysis: dict, problems: list[str]) -> dict:
    return {
        "id": level.id, "chapter": chapter, "beat": level.beat, "lesson": level.lesson,
        "cells": len(level.cells), "tiles": len(level.tiles),
        "verdict": analysis["verdict"], "score": analysis["score"], "band": analysis["band"],
        "terms": {k: round(v, 6) for k, v in analysis["terms"].items()},
        "inputs": analysis["inputs"], "workload": analysis["workload"],
        "pathUsage": analysis["pathUsage"], "actions": analysis["actions"],
        "gates": "pass" if not problems else problems,
    }


def derive(seeds: Seeds) -> tuple[dict[Path, str], list[Problem]]:
    """Every derived file's text, and the gate problems of the generated levels."""
    from .bake import bake_packs

    texts: dict[Path, str] = {}
    problems: list[Problem] = []
    packs = []
    rows = []
    for chapter in seeds.chapters:
        entries = [e for e in seeds.levels if e.chapter == chapter.chapter]
        levels = []
        for entry in entries:
            level = build_level(entry)
            if level is None:
                problems.append(Problem("generate", f"seed {entry.seed} does not place every tile", entry.id))
                continue
            levels.append(level)
        text = pack_text(chapter, levels)
        path = pack_path(chapter.chapter)
        texts[path] = text
        pack = Pack.model_validate(json.loads(text))
        packs.append(base.PackFile(path, pack))
        for index, level in enumerate(pack.levels, start=1):
            _b, _t, _s, analysis, notes = evaluate(level, chapter.chapter, index, pack.levels)
            problems.extend(Problem("gate", note, level.id, file=str(path)) for note in notes)
            rows.append(_analysis_row(level, chapter.chapter, index, analysis, notes))
    texts[ANALYSIS_FILE] = dumps_stable({"format": 1, "mode": MODE_ID, "levels": rows})
    texts[base.baked_file(MODE_ID)] = json.dumps(bake_packs(packs), ensure_ascii=False, indent=1) + "\n"
    return texts, problems


def regenerate(check: bool = False, seeds_path: Path = SEEDS_FILE) -> tuple[list[str], list[Problem]]:
    """Write (or, with ``check``, compare) every derived file; (lines to print, problems)."""
    seeds = load_seeds(seeds_path)
    texts, problems = derive(seeds)
    lines = []
    for path, text in texts.items():
        shown = base.display_path(path)
        if check:
            current = path.read_text(encoding="utf-8") if path.exists() else ""
            if current != text:
                problems.append(Problem("drift", "differs from what campaign-seeds.json gives; run "
                                        "`python -m core hex-tracks campaign`", file=shown))
            else:
                lines.append(f"{shown} is up to date")
        else:
            write_atomic(path, text)
            lines.append(f"wrote {shown}")
    return lines, problems


def search(ids: list[str], tries: int = 500, seeds_path: Path = SEEDS_FILE, log=print) -> int:
    """For each entry id, the first seed from its current one whose level passes every gate
    (with the chapter's other levels as they are now); the seeds file is rewritten. Returns
    how many entries found none."""
    raw = read_json(seeds_path)
    seeds = load_seeds(seeds_path)
    failed = 0
    for ident in ids:
        position = next((i for i, e in enumerate(seeds.levels) if e.id == ident), None)
        if position is None:
            raise LevelFileError([Problem("unknown-level", f"no entry '{ident}'", ident, file=str(seeds_path))])
        entry = seeds.levels[position]
        siblings = []
        for other in seeds.levels:
            if other.chapter == entry.chapter and other.id != ident:
                built = build_level(other)
                if built is not None:
                    siblings.append(Level.model_validate(built))
        index = position % 6 + 1
        for seed in range(entry.seed, entry.seed + tries):
            built = build_level(entry, seed)
            if built is None:
                continue
            level = Level.model_validate(built)
            *_rest, analysis, notes = evaluate(level, entry.chapter, index, siblings + [level])
            if not notes:
                log(f"{ident}: seed {seed} (score {analysis['score']}, R {analysis['inputs']['R']})")
                raw["levels"][position]["seed"] = seed
                entry.seed = seed
                write_atomic(seeds_path, dumps_stable(raw))
                break
        else:
            log(f"{ident}: no seed in {entry.seed}..{entry.seed + tries - 1} passes")
            failed += 1
    return failed

"""The 48-level campaign of Hex Tracks (seed 003, issue 11 §5): 8 chapters of 6 beats
(进入 enter, 换路 switch, 展开 unfold, 小挑战 challenge, 释放 release, 长局回报 payoff).

``levels/hex-tracks/campaign-seeds.json`` is the only hand-written source: per level its id,
chapter, beat, lesson, name, lesson caption, goal (the R and score range the designer wants
of it), seed and full generator options. ``regenerate()`` (the command
``python -m core hex-tracks campaign``) derives from it, byte for byte the same every time:

- ``levels/hex-tracks/pack-<chapter>.json``: the levels (never edit them by hand);
- ``levels/hex-tracks/campaign-analysis.json``: each level's analysis and ``pathUsage``, the
  acceptance data;
- ``levels/hex-tracks.baked.json``: the runtime data (the same as ``python -m core bake``);
- ``docs/hex-tracks-campaign.md``: the table of R, score, band and beat, and the counts.

``search()`` (``campaign --search ID… [--vary JSON]``) looks for seeds (and option variants)
whose levels pass every gate and their goal, and writes them into the seeds file; that is how
the file's seeds were chosen.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from ...errors import LevelFileError, Problem
from ...jsonio import dumps_stable, read_bytes, read_json, write_atomic
from ...output import OutputSet, check_output, fields_kind
from .. import base
from ..pack_errors import problems_from_validation
from . import plan
from .gates import evaluate
from .generate import GenerateOptions, generate_level
from .schema import BEATS, MODE_ID, LessonCaption, Level, Pack

LEVELS_DIR = base.levels_dir(MODE_ID)
SEEDS_FILE = LEVELS_DIR / "campaign-seeds.json"
ANALYSIS_FILE = LEVELS_DIR / "campaign-analysis.json"
DOCS_FILE = base.REPO_ROOT / "docs" / "hex-tracks-campaign.md"
CHAPTERS = 8


class Text(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    zh: base.VisibleText
    en: base.VisibleText


class Goal(BaseModel):
    """What the designer wants of one level beyond the gates (its place in the campaign's
    counts and rhythm): checked by ``derive`` and aimed at by ``search``."""

    model_config = ConfigDict(extra="forbid", strict=True)
    minRotations: Annotated[StrictInt, Field(ge=0, le=6)] = 0
    maxRotations: Annotated[StrictInt, Field(ge=0, le=6)] = 6
    minScore: Annotated[StrictInt, Field(ge=0, le=100)] = 0
    maxScore: Annotated[StrictInt, Field(ge=0, le=100)] = 100
    rotatedStart: StrictBool = False  # starts turned away: nothing can leave before a turn

    def problems(self, level: Level, chapter: int, analysis: dict) -> list[str]:
        r, score = analysis["inputs"]["R"], analysis["score"]
        out = []
        if self.rotatedStart and not plan.rotated_start(plan.row_of(level, chapter, analysis)):
            out.append(f"goal: a rotated start (startRotation {level.startRotation or 0}, "
                       f"{analysis['inputs']['F']} tiles free at the start)")
        if r is None or not self.minRotations <= r <= self.maxRotations:
            out.append(f"goal: R {r}, wanted {self.minRotations}-{self.maxRotations}")
        if score is None or not self.minScore <= score <= self.maxScore:
            out.append(f"goal: score {score}, wanted {self.minScore}-{self.maxScore}")
        return out


class Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    id: StrictStr
    chapter: Annotated[StrictInt, Field(ge=1, le=CHAPTERS)]
    beat: Literal["enter", "switch", "unfold", "challenge", "release", "payoff"]
    lesson: Annotated[StrictInt, Field(ge=1, le=7)] | None = None
    name: Text
    caption: LessonCaption | None = None
    goal: Goal = Goal()
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


def load_seeds(path: Path | None = None) -> Seeds:
    """The seeds file (SEEDS_FILE, as it is when called, by default), every entry checked."""
    path = path or SEEDS_FILE
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


def build_level(entry: Entry, seed: int | None = None, options: dict | None = None) -> dict | None:
    """The level of one entry (or of another seed and options)."""
    opts = GenerateOptions.from_json(entry.options if options is None else options)
    level = generate_level(entry.seed if seed is None else seed, opts, entry.id, entry.name.model_dump())
    if level is None:
        return None
    if entry.lesson is not None:
        level["lesson"] = entry.lesson
    level["beat"] = entry.beat
    if entry.caption is not None:
        level["caption"] = entry.caption.model_dump()
    if opts.startRotation:
        level["startRotation"] = opts.startRotation
    return level


def entry_key(entry: Entry) -> str:
    """What ``build_level(entry)`` depends on, as a short hash: the analysis file keeps it beside
    each level it was derived with (``known_level``)."""
    text = json.dumps(entry.model_dump(), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def known_level(entry: Entry) -> dict | None:
    """The shipped campaign's level of ``entry`` when the analysis file says it was derived from
    this very entry (its ``entryKey``), read from its pack instead of built again (the polish
    takes seconds on a big board; ``campaign --check`` keeps the derived files the seeds'
    own); None otherwise (the entry changed since, or a derived file is missing or unreadable)."""
    try:
        rows = read_json(ANALYSIS_FILE)["levels"]
        row = next((r for r in rows if r.get("id") == entry.id), None)
        if row is None or row.get("entryKey") != entry_key(entry):
            return None
        return next((lv for lv in read_json(pack_path(entry.chapter))["levels"] if lv.get("id") == entry.id), None)
    except (LevelFileError, KeyError, TypeError):
        return None


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


def _analysis_row(entry: Entry, level: Level, index: int, analysis: dict, problems: list[str]) -> dict:
    return {
        "id": level.id, "entryKey": entry_key(entry), "chapter": entry.chapter, "beat": level.beat,
        "lesson": level.lesson,
        "startRotation": level.startRotation or 0,
        "cells": len(level.cells), "tiles": len(level.tiles),
        "verdict": analysis["verdict"], "score": analysis["score"], "band": analysis["band"],
        "terms": {k: round(v, 6) for k, v in analysis["terms"].items()},
        "inputs": analysis["inputs"], "workload": analysis["workload"],
        "pathUsage": analysis["pathUsage"], "actions": analysis["actions"],
        "greedy": analysis["greedy"], "grazing": analysis["grazing"],
        "gates": "pass" if not problems else problems,
    }


def docs_text(table_rows: list[dict]) -> str:
    """docs/hex-tracks-campaign.md: the campaign's table and counts (derived, like the packs)."""
    lines = [
        "# Hex Tracks: the campaign",
        "",
        "Written by `python -m core hex-tracks campaign` from `levels/hex-tracks/campaign-seeds.json`",
        "(do not edit by hand; `validate --mode hex-tracks` prints the same table). Eight chapters of",
        "six beats: enter 进入, switch 换路, unfold 展开, challenge 小挑战, release 释放, payoff",
        "长局回报. R is the fewest rotations the level needs (the solver's), score and band are seed",
        "003's cognitive difficulty (0-29 easy 轻松, 30-49 advanced 进阶, 50-69 tough 烧脑, 70-100",
        "challenge 挑战), start turns is `startRotation`: how far the board as written is turned from",
        "where its tiles were placed; a rotated start has start turns and nothing that can leave",
        "before the first turn (its reference solution opens with a rotation). Issue 30's measures:",
        "greedy is how many turns a greedy player needs (it taps every free tile, then turns the way",
        "that frees most, and repeats; never: it turns in circles), grazing how many of the reachable",
        "states (orientation x tiles left) hold a tap that stops on a tile off its route. The gates behind it",
        "are in `core/modes/hex_tracks/gates.py` (each level, with its chapter) and `plan.py` (the",
        "counts); docs/hex-tracks-runtime.md §6 explains them.",
        "",
        *plan.count_lines(table_rows),
        "",
        *plan.markdown_table(table_rows),
        "",
    ]
    return "\n".join(lines)


def derive(seeds: Seeds) -> tuple[dict[Path, str], list[Problem]]:
    """Every derived file's text, and the gate problems of the generated levels (each level's
    gates, its entry's goal, and the campaign's counts)."""
    from .bake import bake_packs

    texts: dict[Path, str] = {}
    problems: list[Problem] = []
    packs = []
    rows = []
    table_rows = []
    for chapter in seeds.chapters:
        entries = [e for e in seeds.levels if e.chapter == chapter.chapter]
        levels = []
        for entry in entries:
            generated = build_level(entry)
            if generated is None:
                problems.append(Problem("generate", f"seed {entry.seed} does not place every tile", entry.id))
                continue
            levels.append(generated)
        text = pack_text(chapter, levels)
        path = pack_path(chapter.chapter)
        texts[path] = text
        pack: Any = Pack.model_validate(json.loads(text))  # a model pack_model makes at run time
        packs.append(base.PackFile(path, pack))
        by_id = {e.id: e for e in entries}
        for index, level in enumerate(pack.levels, start=1):
            _b, _t, _s, analysis, notes = evaluate(level, chapter.chapter, index, pack.levels)
            notes = notes + by_id[level.id].goal.problems(level, chapter.chapter, analysis)
            problems.extend(Problem("gate", note, level.id, file=str(path)) for note in notes)
            rows.append(_analysis_row(by_id[level.id], level, index, analysis, notes))
            table_rows.append(plan.row_of(level, chapter.chapter, analysis))
    problems.extend(Problem("gate", note, file=str(SEEDS_FILE)) for note in plan.count_problems(table_rows))
    texts[ANALYSIS_FILE] = dumps_stable({"format": 1, "mode": MODE_ID, "levels": rows})
    texts[base.baked_file(MODE_ID)] = json.dumps(bake_packs(packs), ensure_ascii=False, indent=1) + "\n"
    texts[DOCS_FILE] = docs_text(table_rows)
    return texts, problems


def regenerate(check: bool = False, seeds_path: Path | None = None) -> tuple[list[str], list[Problem]]:
    """Write (or, with ``check``, compare) every derived file; (lines to print, problems)."""
    seeds = load_seeds(seeds_path)
    texts, problems = derive(seeds)
    lines = []
    if not check:  # the campaign's own files, each still only over a file of this mode
        for path in texts:  # the docs page is markdown (no fields to read), at a fixed path
            kind = None if path == DOCS_FILE else fields_kind(f"a {MODE_ID} campaign file", mode=MODE_ID)
            check_output(path, kind, owner=True)
    with OutputSet() as outputs:  # written together: an error or Ctrl-C leaves the old campaign
        for path, text in texts.items():
            shown = base.display_path(path)
            if check:
                if _current(path) != text:
                    problems.append(Problem("drift", "differs from what campaign-seeds.json gives; run "
                                            "`python -m core hex-tracks campaign`", file=shown))
                else:
                    lines.append(f"{shown} is up to date")
            else:
                outputs.add(path, text)
                lines.append(f"wrote {shown}")
    return lines, problems


def _current(path: Path) -> str:
    """A derived file as it is now ("" when missing or unreadable)."""
    try:
        return read_bytes(path).decode("utf-8")
    except (LevelFileError, UnicodeDecodeError):
        return ""


def _variants(vary: dict | None) -> list[dict]:
    """Every combination of the ``vary`` option lists ({"tiles": [7, 8], ...}), in order."""
    combos: list[dict] = [{}]
    for key, values in (vary or {}).items():
        combos = [{**combo, key: value} for combo in combos for value in values]
    return combos


def search(ids: list[str], tries: int = 500, vary: dict | None = None, seeds_path: Path | None = None,
           log=print) -> int:
    """For each entry id (in the order given), the first (seed, options) from its current seed
    on whose level passes every gate and the entry's goal, with the chapter's other levels as
    they are now (those still to be searched in this run left out); options are the entry's,
    changed by each combination of ``vary`` in turn (for each seed). The seeds file is
    rewritten after each entry found. Returns how many entries found none."""
    seeds_path = seeds_path or SEEDS_FILE
    check_output(seeds_path, fields_kind("the campaign's seeds file", format=1), owner=True)  # rewritten below
    raw = read_json(seeds_path)
    seeds = load_seeds(seeds_path)
    variants = _variants(vary)
    known = {e.id for e in seeds.levels}
    unknown = [ident for ident in ids if ident not in known]
    if unknown:
        raise LevelFileError([Problem("unknown-level", f"no entry '{i}'", i, file=str(seeds_path)) for i in unknown])
    pending = set(ids)
    failed = 0
    for ident in ids:
        pending.discard(ident)
        position = next(i for i, e in enumerate(seeds.levels) if e.id == ident)
        entry = seeds.levels[position]
        siblings = []
        for other in seeds.levels:
            if other.chapter == entry.chapter and other.id != ident and other.id not in pending:
                built = known_level(other) or build_level(other)
                if built is not None:
                    siblings.append(Level.model_validate(built))
        index = position % 6 + 1
        found = None
        for seed in range(entry.seed, entry.seed + tries):
            for change in variants:
                options = {**entry.options, **change}
                problems = GenerateOptions.from_json(options).problems()
                if problems:
                    raise LevelFileError([Problem("options", text, ident, file=str(seeds_path)) for text in problems])
                built = build_level(entry, seed, options)
                if built is None:
                    continue
                level = Level.model_validate(built)
                *_rest, analysis, notes = evaluate(level, entry.chapter, index, siblings + [level])
                if not notes and not entry.goal.problems(level, entry.chapter, analysis):
                    found = (seed, options, analysis)
                    break
            if found:
                break
        if found is None:
            log(f"{ident}: no seed in {entry.seed}..{entry.seed + tries - 1} passes")
            failed += 1
            continue
        seed, options, analysis = found
        log(f"{ident}: seed {seed} (score {analysis['score']}, R {analysis['inputs']['R']}) "
            f"options {json.dumps(options)}")
        raw["levels"][position]["seed"] = seed
        raw["levels"][position]["options"] = options
        seeds.levels[position] = Entry.model_validate(raw["levels"][position])
        write_atomic(seeds_path, dumps_stable(raw))
    return failed

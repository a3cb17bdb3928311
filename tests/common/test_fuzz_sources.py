"""The fuzz suite on the files levels are made from (issue 24): City Cat Catch city manifests
and the Hex Tracks campaign seeds, mutated (support/fuzz.py) and read by the commands that read
them, in this process: `city-cat-catch cities` and `generate --mode city-cat-catch` on a copy of
the cities folder, `hex-tracks campaign --check` on a copy of the seeds file. Every command
keeps its promises: no traceback, exit 0, 1 or 2, every error located, never exit 0 on a file
that breaks a rule."""
from __future__ import annotations

import json
import random
import traceback

import core.modes.hex_tracks.campaign as campaign
from support.cli import core
from support.fuzz import check_run, mutants

CASES = 150


def _run(argv):
    try:
        return core(*argv), None
    except BaseException as exc:  # noqa: BLE001 - a traceback is the failure being looked for
        return None, "".join(traceback.format_exception_only(type(exc), exc)).strip()


def _fuzz(path, raw, seed: str, commands) -> list[str]:
    failures = []
    refused = 0
    for mutant in mutants(raw, random.Random(seed), CASES):
        path.write_bytes(mutant.data)
        for argv in commands:
            run, escaped = _run(argv)
            wrong = [f"traceback: {escaped}"] if escaped else check_run(run, mutant, str(path))
            failures += [f"{mutant.what} | {argv[0]} {argv[1]}: {w}" for w in wrong]
            refused += run is not None and run.returncode == 2
    assert refused >= CASES // 2, "most mutants break a rule: the commands must have read them"
    return failures


def test_mutated_city_manifests(tmp_path, cat_cities):
    manifest = cat_cities / "harbor.json"
    raw = json.loads(manifest.read_text(encoding="utf-8"))
    commands = [("city-cat-catch", "cities"),
                ("generate", "--mode", "city-cat-catch", "--city", "harbor", "--level", "1", "--runs", "10",
                 "--out", str(tmp_path / "out.json"), "--force")]
    failures = _fuzz(manifest, raw, "fuzz:city manifest", commands)
    assert not failures, f"{len(failures)} failures:\n" + "\n".join(failures[:40])


def test_mutated_campaign_seeds(tmp_path, monkeypatch):
    seeds = tmp_path / "campaign-seeds.json"
    raw = json.loads(campaign.SEEDS_FILE.read_text(encoding="utf-8"))
    monkeypatch.setattr(campaign, "SEEDS_FILE", seeds)
    monkeypatch.setattr(campaign, "derive", lambda seeds: ({}, []))  # the seeds are the subject, not the levels
    failures = _fuzz(seeds, raw, "fuzz:campaign seeds", [("hex-tracks", "campaign", "--check")])
    assert not failures, f"{len(failures)} failures:\n" + "\n".join(failures[:40])

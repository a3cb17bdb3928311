"""Hex Tracks' part of the report (its play data's ``report``; docs/telemetry.md): seed 003's
playtest observations, over each attempt's last ending summary of the ``tracks`` group, as each
level's ``tracks`` section."""
from __future__ import annotations

from ...telemetry.fields import DAY_SQL, ENDING_SQL, LEVEL_KEY_SQL, GroupTable, PlayReport, level_key, rounded

# each attempt's last ending summary per unit and day (its seq and kind beside it), then merged
LAST_SUMMARY = GroupTable(name="tracks", merged="tr", partial=f"""
SELECT unit, {DAY_SQL} AS day, installId, attemptId, any_value(mode) AS mode, any_value(level) AS level,
  any_value(revision) AS revision, any_value(seed) AS seed, max(seq) AS last_seq, max_by(kind, seq) AS last_kind,
  max_by(summary.tracks, seq) AS t
FROM {{events}} WHERE kind IN {ENDING_SQL} AND summary.tracks IS NOT NULL
GROUP BY unit, {DAY_SQL}, installId, attemptId""", merge="""
SELECT installId, attemptId, any_value(level) AS level, any_value(revision) AS revision, any_value(seed) AS seed,
  any_value(mode) AS mode, max_by(last_kind, last_seq) = 'win' AS won, max_by(t, last_seq) AS t
FROM {tracks} WHERE {where}
GROUP BY installId, attemptId""")

SQL_LEVELS = f"""
SELECT {LEVEL_KEY_SQL},
  median(t.lastTileMs) FILTER (WHERE won) AS last_tile_ms,
  avg(t.lastTileFailedTries) FILTER (WHERE won) AS last_tile_failed_tries,
  avg(cardinality(t.failedTries)) AS failed_tries
FROM tr GROUP BY {LEVEL_KEY_SQL}
"""
SQL_TRIES = f"""
SELECT {LEVEL_KEY_SQL}, count(*) FILTER (WHERE try.reason = 'blocked') AS blocked,
  count(*) FILTER (WHERE try.reason = 'loop') AS loops
FROM (SELECT {LEVEL_KEY_SQL}, explode(t.failedTries) AS try FROM tr) tries GROUP BY {LEVEL_KEY_SQL}
"""
SQL_GAPS = f"""
SELECT {LEVEL_KEY_SQL}, median(g) AS ms FROM (
  SELECT {LEVEL_KEY_SQL}, explode(t.{{field}}) AS g FROM tr WHERE won) gaps
GROUP BY {LEVEL_KEY_SQL}
"""
# the summary's lists of gaps (ms) -> the section's key of their median
GAPS = {"removalGapsMs": "removalGapMs", "rotationToSuccessMs": "rotationToSuccessMs"}


def sections(results: dict[str, list[dict]]) -> dict[tuple, dict]:
    """Each level's ``tracks`` section from the rows of the queries."""
    tries = {level_key(r): r for r in results["tries"]}
    gaps = {field: {level_key(r): r["ms"] for r in results[field]} for field in GAPS}
    out = {}
    for r in results["levels"]:
        key = level_key(r)
        tried = tries.get(key, {})
        out[key] = {
            **{name: rounded(gaps[field].get(key), 0) for field, name in GAPS.items()},
            "lastTileMs": rounded(r["last_tile_ms"], 0), "lastTileFailedTries": rounded(r["last_tile_failed_tries"], 2),
            "failedTriesPerAttempt": rounded(r["failed_tries"], 2),
            "failedTryReasons": {"blocked": int(tried.get("blocked") or 0), "loop": int(tried.get("loops") or 0)}}
    return out


PLAY_REPORT = PlayReport(tables=(LAST_SUMMARY,), section="tracks", sections=sections, queries={
    "levels": SQL_LEVELS, "tries": SQL_TRIES, **{field: SQL_GAPS.format(field=field) for field in GAPS}})

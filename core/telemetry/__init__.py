"""Play data (issue 21): the event schema the game writes, the playtest collector that ingests
it, and the report that checks the modes' difficulty models against real players.

- ``schema``: the events (pydantic v2), their limits and the JSON Schema file the game reads,
  composed with what each mode adds (its ``play_data`` module, a ``fields.PlayData``);
- ``fields``: the field types and ``PlayData``, what a mode's ``play_data`` is built from (its
  group's part of the report too, ``PlayReport``);
- ``batch``: checking events line by line, each problem naming the event and the field;
- ``storage``: the collector's append-only JSON-lines files, partitioned by receipt date and mode;
- ``collector``: ``python -m core collect`` (aiohttp), validating and storing batches;
- ``dataset``: the collected files (JSON lines and Parquet) as one DuckDB relation, and the
  schema's row check in SQL;
- ``rows``: every row checked before it counts, bad rows set aside, and the JSON-lines ->
  Parquet compaction;
- ``erase``: erasure on request (the collector's ``/v1/erase``, ``events erase``);
- ``report``: ``python -m core report``: per-level play numbers beside each mode's model
  (``stats``: the intervals);
- ``model``: each mode's model numbers (simulated pass rate, score, grade), from the mode's own
  ``play_model`` module its registry entry declares;
- ``synth``: seeded synthetic play by the players each mode's ``play_data`` declares;
- ``cli``: the commands, registered by ``core/cli.py``.

docs/telemetry.md documents every event and field, the upload contract and the privacy note.
"""

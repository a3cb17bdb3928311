"""The SQL engines the report runs on: DuckDB (embedded, the default) and Apache Spark (pyspark;
a local session here, a cluster's elsewhere).

The report's queries are written once (``aggregates.py``, ``report.py``) in the SQL both engines
accept: ``FILTER (WHERE …)``, ``any_value``, ``max_by``, ``bool_or``, ``median``,
``cardinality``, ``explode`` and double-quoted names. An engine only reads the event files, keeps
named intermediate tables, fetches rows and writes Parquet; the one function DuckDB lacks,
``explode`` (Spark's name for ``unnest``), it gets as a macro.
"""
from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from urllib.parse import unquote, urlparse

from ..errors import LevelFileError, Problem
from .dataset import Sources, columns, paths_sql, quote, raw_select

DUCKDB_SHIMS = "CREATE OR REPLACE TEMP MACRO explode(x) AS unnest(x)"
# a local session: every core (as DuckDB), no web UI, a shuffle partition a core (the default,
# 200, made a task each of every small table's aggregation);
# double-quoted names as in DuckDB (and ANSI SQL); cardinality(NULL) is NULL, as in DuckDB
SPARK_CONF = {
    "spark.ui.enabled": "false",
    "spark.ui.showConsoleProgress": "false",
    "spark.sql.shuffle.partitions": str(os.cpu_count() or 1),
    "spark.sql.ansi.enabled": "true",
    "spark.sql.ansi.doubleQuotedIdentifiers": "true",
    "spark.sql.legacy.sizeOfNull": "false",
    "spark.sql.session.timeZone": "UTC",
}


class DuckDBEngine:
    name = "duckdb"

    def __init__(self, con):
        self.con = con
        con.execute(DUCKDB_SHIMS)

    def events(self, name: str, parts: dict[str, Sources], wanted: list[str]) -> None:
        """A view of every stored row of the files (a ``unit`` column naming each file's group)."""
        selects = [f"SELECT *, {quote(unit)} AS unit FROM ({raw_select(src, wanted)})" for unit, src in parts.items()]
        self.con.execute(f"CREATE OR REPLACE TEMP VIEW {name} AS " + "\nUNION ALL\n".join(selects))

    def parquet(self, name: str, paths: list[Path]) -> None:
        self.con.execute(f"CREATE OR REPLACE TEMP VIEW {name} AS SELECT * FROM read_parquet({paths_sql(paths)}, "
                         "union_by_name=true, hive_partitioning=false)")

    def keep(self, name: str, sql: str, now: bool = True) -> None:
        self.con.execute(f"CREATE OR REPLACE TEMP TABLE {name} AS {sql}")

    def table(self, name: str, schema: str, rows: list[tuple]) -> None:
        """A small table from Python (``schema``: ``name TYPE, …``)."""
        self.con.execute(f"CREATE OR REPLACE TEMP TABLE {name} ({schema})")
        if rows:
            self.con.executemany(f"INSERT INTO {name} VALUES ({', '.join('?' * len(rows[0]))})", rows)

    def fetch(self, sql: str) -> list[dict]:
        cur = self.con.execute(sql)
        names = [d[0] for d in cur.description]
        return [dict(zip(names, r)) for r in cur.fetchall()]

    def write_units(self, sql: str, targets: dict[str, Path]) -> None:
        """Each unit's rows of ``sql`` (a ``unit`` column) to its own Parquet file."""
        for unit, target in targets.items():
            self.con.execute(f"COPY (SELECT * FROM ({sql}) rows WHERE unit = {quote(unit)}) TO {quote(str(target))} "
                             "(FORMAT PARQUET, COMPRESSION ZSTD)")

    def close(self) -> None:
        """The connection belongs to the caller (it also ran the row check)."""


def spark_type(duck: str) -> str:
    """A DuckDB type of ``dataset.columns()`` in Spark's DDL."""
    duck = duck.strip()
    if duck.endswith("[]"):
        return f"ARRAY<{spark_type(duck[:-2])}>"
    if duck.startswith("STRUCT("):
        fields, depth, start, body = [], 0, 0, duck[len("STRUCT("):-1]
        for i, ch in enumerate(body + ","):
            depth += ch == "("
            depth -= ch == ")"
            if ch == "," and depth == 0:
                name, typ = body[start:i].strip().split(" ", 1)
                fields.append(f"`{name.strip(chr(34))}`: {spark_type(typ)}")
                start = i + 1
        return f"STRUCT<{', '.join(fields)}>"
    return {"VARCHAR": "STRING"}.get(duck, duck)


def spark_schema() -> str:
    return ", ".join(f"`{n}` {spark_type(t)}" for n, t in columns().items())


def spark_session():
    """A local Spark session (Java must be installed: Debian's default-jre-headless)."""
    if shutil.which("java") is None and not os.environ.get("JAVA_HOME"):
        raise LevelFileError([Problem("setup", "--engine spark needs Java: install default-jre-headless "
                                      "(`make deps`)", file="environment")])
    from pyspark.sql import SparkSession

    builder = SparkSession.builder.master("local[*]").appName("core-report")
    for key, value in SPARK_CONF.items():
        builder = builder.config(key, value)
    session = builder.getOrCreate()
    session.sparkContext.setLogLevel("ERROR")
    return session


def _unit_of_read(read: str, unit_of: dict[str, str]) -> str:
    """The unit of a file as Spark names it (a ``file:`` URI, percent-encoded or not)."""
    path = urlparse(read).path
    for name in (path, unquote(path)):
        if name in unit_of:
            return unit_of[name]
    raise RuntimeError(f"Spark read a file the report did not give it: {read}")


class SparkEngine:
    name = "spark"

    def __init__(self, session, owned: bool = False):
        self.spark = session
        self.owned = owned  # a session this engine started is stopped by close()
        self.kept: list = []

    def events(self, name: str, parts: dict[str, Sources], wanted: list[str]) -> None:
        """As DuckDB's; Parquet holding bad rows comes as copies of its good rows (``parquet``:
        the row check is DuckDB SQL). One reader a format over every unit's files (a reader a
        unit costs a scan each: planning and running 112 of them took ten times as long as one),
        each row's unit found by the file Spark read it from."""
        from pyspark.sql import functions as F

        schema = spark_schema()
        unit_of = {os.path.abspath(p): unit for unit, src in parts.items() for p in [*src.jsonl, *src.parquet]}
        readers = []
        jsonl = [str(p) for src in parts.values() for p in src.jsonl]
        parquet = [str(p) for src in parts.values() for p in src.parquet]
        if jsonl:
            readers.append(self.spark.read.schema(schema).json(jsonl))
        if parquet:
            readers.append(self.spark.read.schema(schema).parquet(*parquet))
        frames, files = [], []
        for reader in readers:
            files += [(read, _unit_of_read(read, unit_of)) for read in reader.inputFiles()]
            frames.append(reader.select(*wanted).withColumn("read_from", F.input_file_name()))
        units = self.spark.createDataFrame(files, "read_from STRING, unit STRING")
        union = frames[0]
        for frame in frames[1:]:
            union = union.unionByName(frame)
        union = union.join(F.broadcast(units), "read_from").drop("read_from")
        union.cache().createOrReplaceTempView(name)  # read once, by each partial table
        self.kept.append(union)

    def parquet(self, name: str, paths: list[Path]) -> None:
        self.spark.read.option("mergeSchema", "true").parquet(*map(str, paths)).createOrReplaceTempView(name)

    def keep(self, name: str, sql: str, now: bool = False) -> None:
        """``now``: computed at once (it reads files that may be temp copies), else when first used."""
        frame = self.spark.sql(sql).cache()
        if now:
            frame.count()
        self.kept.append(frame)
        frame.createOrReplaceTempView(name)

    def table(self, name: str, schema: str, rows: list[tuple]) -> None:
        self.spark.createDataFrame(rows, schema=schema).createOrReplaceTempView(name)

    def fetch(self, sql: str) -> list[dict]:
        return [row.asDict() for row in self.spark.sql(sql).collect()]

    def write_units(self, sql: str, targets: dict[str, Path]) -> None:
        """As DuckDB's, in one job: the rows go to one folder per unit (a number: a unit's name
        holds ``/``), whose one part file is moved to the unit's target; a unit with no rows
        gets a copy of an empty file of the same columns."""
        from pyspark.sql import functions as F

        numbers = self.spark.createDataFrame(list(enumerate(targets)), "unit_no INT, unit STRING")
        frame = self.spark.sql(sql)
        tmp = Path(tempfile.mkdtemp(prefix=".spark-", dir=next(iter(targets.values())).parents[2]))
        try:
            frame.join(F.broadcast(numbers), "unit").repartition("unit_no").write.partitionBy("unit_no") \
                .parquet(str(tmp / "units"))
            frame.limit(0).coalesce(1).write.parquet(str(tmp / "empty"))
            (empty,) = (tmp / "empty").glob("part-*.parquet")
            for number, target in enumerate(targets.values()):
                parts = sorted((tmp / "units" / f"unit_no={number}").glob("part-*.parquet"))
                if len(parts) > 1:
                    raise RuntimeError(f"Spark wrote {len(parts)} files for one unit")
                if parts:
                    os.replace(parts[0], target)
                else:
                    shutil.copyfile(empty, target)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)

    def close(self) -> None:
        for frame in self.kept:
            frame.unpersist()
        if self.owned:
            self.spark.stop()

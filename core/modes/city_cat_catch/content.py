"""The content model of City Cat Catch: cities, their elements and level presets (issue 12 §1;
seed 004 §4.1, §9, §10.1), as pydantic v2 models with located errors.

A city lives in ``levels/city-cat-catch/cities/<cityId>.json`` (a ``CityManifest``): its names,
at least 3 categories, at least 12 elements (names in zh and en, a drawable ``art`` recipe,
see ``art.py``) and 6 ``LevelPreset``s. A preset plus a seed gives the seed's
``DifficultyProfile`` (§4.1), the generator's input.

Errors name the manifest file, the preset ("preset 3") and the element, with the rule broken:
``error: levels/city-cat-catch/cities/harbor.json: preset 3: [pieces-per-element] …``.
"""
# no ``from __future__ import annotations``: pydantic would evaluate every field's annotation
# from its text when the module is imported (content.py and board.py together: about 3.5 ms)
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictFloat, StrictInt, StrictStr, ValidationError, model_validator
from pydantic_core import PydanticCustomError

from ...errors import LevelFileError, Problem
from ...jsonio import read_json
from .. import base, id_of

MODE_ID = id_of(__package__)  # the registry holds the id (core/modes/__init__.py)
CITIES_DIR = base.levels_dir(MODE_ID) / "cities"

# seed 004 §10.1: the share of pieces on each layer, bottom first, by density, in whole
# percent (integers, so every port computes the same layer sizes)
DENSITY_PERCENT: dict[str, tuple[int, ...]] = {
    "low": (40, 35, 25),
    "medium": (30, 30, 25, 15),
    "medium_high": (28, 27, 25, 20),
    "high": (25, 25, 25, 25),
}
DENSITIES = {name: tuple(p / 100 for p in shares) for name, shares in DENSITY_PERCENT.items()}
DENSITY_ORDER = ("low", "medium", "medium_high", "high")
# The deal windows, in positions (the spreading knob, seed §16 step 5; attempt.deal_kinds)
WINDOWS = (3, 5, 8, 12, 18, 27, 40)
SHIFT_STEP, SHIFT_LIMIT, MIN_SHARE = 5, 4, 5  # layer-distribution steps (percent), their range
MIN_ELEMENTS, MIN_CATEGORIES, LEVELS_PER_CITY = 12, 3, 6
MAX_PIECES = 240  # a board's pieces; the stage's anchor grid holds 4 x 8 x 9 = 288
MAX_ELEMENTS = 64
# seed 004 §15.1: level -> the toolFreePassRate band (min, max), toolAssistPassRate min,
# initialClickableRatio min
BANDS = {
    1: (0.95, 1.0, 1.00, 0.38),
    2: (0.90, 1.0, 0.98, 0.35),
    3: (0.80, 1.0, 0.92, 0.33),
    4: (0.70, 1.0, 0.88, 0.32),
    5: (0.60, 1.0, 0.82, 0.30),
    6: (0.50, 0.60, 0.75, 0.30),
}
DAILY_GENERATORS = (1,)  # daily generator versions this code builds (seeds.daily_seed_text)
DAILY_FIRST, DAILY_LAST = "2000-01-01", "9999-12-31"

Slug = Annotated[StrictStr, Field(pattern=r"^[a-z][a-z0-9-]{0,31}$")]
ElementId = Annotated[StrictStr, Field(pattern=r"^[a-z][a-z0-9-]{0,31}_[0-9]{2}$")]
Color = Annotated[StrictStr, Field(pattern=r"^#[0-9a-f]{6}$")]


def _strict() -> ConfigDict:
    # defer_build: a city's models are built when a manifest is first read, so a command that
    # reads none (schema, a board pack's own checks) does not pay for them at start-up
    return ConfigDict(extra="forbid", strict=True, defer_build=True)


class LocalText(BaseModel):
    """A player-facing text in both shipped locales."""

    model_config = _strict()
    zh: base.VisibleText = Field(min_length=1, max_length=40)
    en: base.VisibleText = Field(min_length=1, max_length=40)


class LongText(BaseModel):
    """A sentence in both locales (a city's blurb)."""

    model_config = _strict()
    zh: base.VisibleText = Field(min_length=1, max_length=120)
    en: base.VisibleText = Field(min_length=1, max_length=120)


class Category(BaseModel):
    model_config = _strict()
    id: Slug
    name: LocalText


class Art(BaseModel):
    """How the runtime draws an element: a motif of ``art.MOTIFS`` in up to 3 colours (main,
    accent, detail); ``art.recipe`` expands it into vector primitives."""

    model_config = _strict()
    motif: StrictStr
    colors: list[Color] = Field(min_length=3, max_length=3)

    @model_validator(mode="after")
    def _known_motif(self) -> "Art":
        from .art import MOTIFS

        if self.motif not in MOTIFS:
            raise PydanticCustomError("unknown-motif", "motif '{m}' is not one of art.MOTIFS", {"m": self.motif})
        return self


class Element(BaseModel):
    """One kind of piece. ``salience`` (1-3) weighs how recognisable it is (seed §9.2)."""

    model_config = _strict()
    id: ElementId
    category: Slug
    name: LocalText
    salience: StrictInt = Field(ge=1, le=3)
    art: Art


class ToolCounts(BaseModel):
    """How many times each tool may be used in one attempt at a level."""

    model_config = _strict()
    undo: StrictInt = Field(ge=0, le=9)
    remove: StrictInt = Field(ge=0, le=9)
    shuffle: StrictInt = Field(ge=0, le=9)

    def as_dict(self) -> dict:
        return {"undo": self.undo, "remove": self.remove, "shuffle": self.shuffle}


class GridSpec(BaseModel):
    """The anchor grid of seed §5.1: 6-8 columns x 7-9 rows."""

    model_config = _strict()
    columns: StrictInt = Field(ge=6, le=8)
    rows: StrictInt = Field(ge=7, le=9)


def layer_sizes(total: int, density: str, layers: int, shift: int = 0) -> list[int]:
    """Pieces per layer, bottom first (seed §10.1): the density's percent shares truncated to
    ``layers`` (renormalised by the division), ``shift`` steps of SHIFT_STEP percent moved from
    the bottom share to the top one (each keeps MIN_SHARE), then largest remainders (ties to
    the upper layer); at least one piece a layer."""
    shares = list(DENSITY_PERCENT[density][:layers])
    if layers > 1 and shift:
        move = max(MIN_SHARE - shares[-1], min(shares[0] - MIN_SHARE, SHIFT_STEP * shift))
        shares[0] -= move
        shares[-1] += move
    whole = sum(shares)
    raw = [total * s for s in shares]
    sizes = [r // whole for r in raw]
    rest = total - sum(sizes)
    order = sorted(range(layers), key=lambda i: (-(raw[i] % whole), -i))
    for i in order[:rest]:
        sizes[i] += 1
    for i in range(layers):
        if sizes[i] == 0:
            j = max(range(layers), key=lambda t: (sizes[t], -t))  # the first largest
            sizes[j] -= 1
            sizes[i] = 1
    return sizes


def grid_overflow(total: int, density: str, layers: int, columns: int, rows: int, shift: int = 0) -> str | None:
    """Why ``total`` pieces do not fit the anchor grid (one piece per anchor and layer), or None."""
    if density not in DENSITY_PERCENT or not 1 <= layers <= len(DENSITY_PERCENT[density]):
        return None  # the density/layers rules report it
    sizes = layer_sizes(total, density, layers, shift)
    worst = max(range(layers), key=lambda i: (sizes[i], -i))
    if sizes[worst] > columns * rows:
        return (f"{total} pieces on {layers} layers ({density}: {sizes}) put {sizes[worst]} on layer {worst + 1}; "
                f"the {columns}x{rows} anchor grid holds {columns * rows} a layer")
    return None


def _check_profile(count: int, per: int | list[int], layers: int, density: str) -> None:
    """Rules shared by AskedBoard and DailySpec (pydantic errors with our rule ids)."""
    values = per if isinstance(per, list) else [per]
    if isinstance(per, list) and len(per) != count:
        raise PydanticCustomError(
            "pieces-per-element", "piecesPerElement lists {n} values for elementCount {c}",
            {"n": len(per), "c": count},
        )
    for v in values:
        if v < 3 or v % 3:
            raise PydanticCustomError(
                "pieces-per-element", "piecesPerElement {v} is not a positive multiple of 3", {"v": v},
            )
    if density not in DENSITIES:
        raise PydanticCustomError(
            "density", "density '{d}' is not in the table ({known})",
            {"d": density, "known": ", ".join(DENSITY_ORDER)},
        )
    if layers > len(DENSITIES[density]):
        raise PydanticCustomError(
            "layers", "{l} layers but density '{d}' has {k} layer shares",
            {"l": layers, "d": density, "k": len(DENSITIES[density])},
        )
    total = sum(values) if isinstance(per, list) else per * count
    if total > MAX_PIECES:
        raise PydanticCustomError("pieces", "{t} pieces; at most {m}", {"t": total, "m": MAX_PIECES})


def _check_spread(spread: int) -> None:
    if spread not in WINDOWS:
        raise PydanticCustomError("spread", "spread {s} is not a deal window ({w})",
                                  {"s": spread, "w": ", ".join(map(str, WINDOWS))})


class PieceCounts:
    """piecesPerElement read as one count per element (a LevelPreset's or a DailySpec's)."""

    if TYPE_CHECKING:  # fields of the models mixing it in
        piecesPerElement: int | list[int]
        elementCount: int

    def pieces_per(self) -> list[int]:
        per = self.piecesPerElement
        return list(per) if isinstance(per, list) else [per] * self.elementCount

    @property
    def total_pieces(self) -> int:
        return sum(self.pieces_per())


class AskedBoard(PieceCounts, BaseModel):
    """What one board is asked to be (seed 004 §4.1): its size, layers, density and targets;
    what a LevelPreset states and the DifficultyProfile made from it carries."""

    model_config = _strict()
    elementCount: StrictInt = Field(ge=2, le=MAX_ELEMENTS)
    piecesPerElement: StrictInt | list[StrictInt]
    layers: StrictInt = Field(ge=1, le=4)
    density: StrictStr
    targetPassRate: StrictFloat = Field(ge=0.0, le=1.0)
    targetDurationSec: list[StrictInt] = Field(min_length=2, max_length=2)

    @model_validator(mode="after")
    def _board_rules(self) -> "AskedBoard":
        _check_profile(self.elementCount, self.piecesPerElement, self.layers, self.density)
        low, high = self.targetDurationSec
        if not 0 < low <= high:
            raise PydanticCustomError("duration", "targetDurationSec must be [low, high] with 0 < low <= high")
        return self


class LevelPreset(AskedBoard):
    """One level of a city: the seed's DifficultyProfile without the derived fields (cityId,
    seed), plus the tools, the anchor grid, optional featured elements and the generator's
    starting layer distribution (``shift``) and deal window (``spread``), seed §16 steps 4-5."""

    levelId: StrictInt = Field(ge=1, le=LEVELS_PER_CITY)
    revision: StrictInt = Field(ge=1, le=999)
    tools: ToolCounts
    grid: GridSpec
    featured: list[StrictStr] = Field(default_factory=list, max_length=8)
    shift: StrictInt = Field(default=0, ge=-SHIFT_LIMIT, le=SHIFT_LIMIT)  # the generator's starting knobs
    spread: StrictInt = 5

    @model_validator(mode="after")
    def _rules(self) -> "LevelPreset":
        _check_spread(self.spread)
        lo, hi = BANDS[self.levelId][:2]
        if not lo <= self.targetPassRate <= hi:
            raise PydanticCustomError(
                "target-band", "targetPassRate {t} lies outside level {l}'s toolFreePassRate band [{lo}, {hi}]",
                {"t": self.targetPassRate, "l": self.levelId, "lo": lo, "hi": hi})
        return self



class DifficultyProfile(AskedBoard):
    """Seed 004 §4.1, exactly: what the generator is asked for one board."""

    cityId: Slug
    levelId: StrictInt = Field(ge=1)
    seed: Annotated[StrictStr, Field(pattern=r"^[0-9]{1,20}$")]

    @model_validator(mode="after")
    def _rules(self) -> "DifficultyProfile":
        if int(self.seed) >= 1 << 64:
            raise PydanticCustomError("seed", "a seed is below 2**64")
        return self


DateText = Annotated[StrictStr, Field(pattern=r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")]


class DailySpec(PieceCounts, BaseModel):
    """What the daily boards of a city are made from, from the UTC date ``start`` on, by daily
    generator ``generator`` (carried in the seed text). Frozen once shipped: a change is a new
    entry with a later ``start`` (so no date's board ever changes across releases)."""

    model_config = _strict()
    generator: StrictInt = Field(ge=1, le=99)
    start: DateText
    elements: list[ElementId] = Field(min_length=MIN_ELEMENTS, max_length=MAX_ELEMENTS)
    elementCount: StrictInt = Field(ge=2, le=MAX_ELEMENTS)
    piecesPerElement: StrictInt | list[StrictInt]
    layers: StrictInt = Field(ge=1, le=4)
    density: StrictStr
    shift: StrictInt = Field(ge=-SHIFT_LIMIT, le=SHIFT_LIMIT)
    spread: StrictInt
    tools: ToolCounts
    grid: GridSpec

    @model_validator(mode="after")
    def _rules(self) -> "DailySpec":
        _check_profile(self.elementCount, self.piecesPerElement, self.layers, self.density)
        if self.generator not in DAILY_GENERATORS:
            raise PydanticCustomError("daily-generator", "daily generator {g} is not one this code builds ({k})",
                                      {"g": self.generator, "k": ", ".join(map(str, DAILY_GENERATORS))})
        _check_spread(self.spread)
        if not DAILY_FIRST <= self.start <= DAILY_LAST or not _real_date(self.start):
            raise PydanticCustomError("date", "start '{d}' is not a date from {a} to {b}",
                                      {"d": self.start, "a": DAILY_FIRST, "b": DAILY_LAST})
        return self



def _real_date(text: str) -> bool:
    import datetime as _dt

    try:
        _dt.date.fromisoformat(text)
    except ValueError:
        return False
    return True


class CityManifest(BaseModel):
    model_config = _strict()
    format: Literal[1]
    cityId: Slug
    name: LocalText
    blurb: LongText
    colors: list[Color] = Field(min_length=2, max_length=2)  # background, tile face
    categories: list[Category] = Field(min_length=1, max_length=12)
    elements: list[Element] = Field(min_length=1, max_length=MAX_ELEMENTS)
    levelPresets: list[LevelPreset] = Field(min_length=1, max_length=LEVELS_PER_CITY)
    daily: list[DailySpec] = Field(min_length=1, max_length=50)

    def element(self, element_id: str) -> Element | None:
        for e in self.elements:
            if e.id == element_id:
                return e
        return None

    def preset(self, level_id: int) -> LevelPreset | None:
        for p in self.levelPresets:
            if p.levelId == level_id:
                return p
        return None

    def daily_spec(self, utc_date: str) -> DailySpec:
        """The daily spec in force on a UTC date (the last one starting on or before it)."""
        found = self.daily[0]
        for spec in self.daily:
            if spec.start <= utc_date:
                found = spec
        return found

    def profile(self, level_id: int, seed: int) -> DifficultyProfile:
        p = self.preset(level_id)
        assert p is not None, f"{self.cityId} has no preset {level_id}"
        return DifficultyProfile(
            cityId=self.cityId, levelId=level_id, seed=str(seed), elementCount=p.elementCount,
            piecesPerElement=p.piecesPerElement, layers=p.layers, density=p.density,
            targetPassRate=p.targetPassRate, targetDurationSec=list(p.targetDurationSec),
        )


# --- located errors ----------------------------------------------------------------------------
def _manifest_problems(raw, exc: ValidationError, file: str) -> list[Problem]:
    problems, seen = [], set()
    for err in exc.errors():
        loc = list(err["loc"])
        level = item = None
        noun = "element"
        if len(loc) >= 2 and loc[0] in ("levelPresets", "daily") and isinstance(loc[1], int):
            try:
                id_key = "levelId" if loc[0] == "levelPresets" else "start"
                level = _where(raw, f"{'preset' if id_key == 'levelId' else 'daily'} {raw[loc[0]][loc[1]][id_key]}")
            except (KeyError, IndexError, TypeError):
                level = _where(raw, f"{'preset' if loc[0] == 'levelPresets' else 'daily'} #{loc[1] + 1}")
            loc = loc[2:]
        elif len(loc) >= 2 and loc[0] in ("elements", "categories") and isinstance(loc[1], int):
            noun = "element" if loc[0] == "elements" else "category"
            try:
                item = raw[loc[0]][loc[1]]["id"]
            except (KeyError, IndexError, TypeError):
                item = None
            item = item if isinstance(item, str) and item else f"#{loc[1] + 1}"
            loc = loc[2:]
        field = ".".join(str(p) for p in loc if not (isinstance(p, str) and "[" in p))
        kind = err["type"]
        rule = {"missing": "missing-field", "extra_forbidden": "unknown-field"}.get(kind, kind)
        if rule.endswith("_type") or "parsing" in rule or rule in ("literal_error", "string_pattern_mismatch"):
            rule = "type" if rule.endswith("_type") or "parsing" in rule else "value"
        if rule in ("greater_than_equal", "less_than_equal", "too_short", "too_long", "string_too_short",
                    "string_too_long", "greater_than", "less_than"):
            rule = "range"
        detail = err["msg"]
        if field:
            detail = f"field '{field}': {detail}"
        key = (level, item, rule, field)
        if key in seen:
            continue
        seen.add(key)
        problems.append(Problem(rule, detail, level, item, file=file, noun=noun))
    return problems


def _where(raw, what: str) -> str:
    """'<cityId> preset 3' (or 'daily 2027-01-01'): the city and the entry, for located errors."""
    city = raw.get("cityId") if isinstance(raw, dict) else None
    return f"{city} {what}" if isinstance(city, str) and city else what


def content_problems(city: CityManifest, file: str, expect_id: str | None = None) -> list[Problem]:
    """Whole-manifest rules: ids, categories, counts, presets 1..6, featured elements."""
    out: list[Problem] = []

    def bad(rule, detail, level=None, item=None, noun="element"):
        out.append(Problem(rule, detail, level, item, file=file, noun=noun))

    if expect_id is not None and city.cityId != expect_id:
        bad("city-id", f"cityId '{city.cityId}' does not match the file name '{expect_id}.json'")
    cats = [c.id for c in city.categories]
    if len(set(cats)) != len(cats):
        bad("duplicate-category", "two categories share an id")
    ids = [e.id for e in city.elements]
    for e in city.elements:
        if ids.count(e.id) > 1:
            bad("duplicate-element", "another element has this id", item=e.id)
        if not e.id.startswith(city.cityId + "_"):
            bad("element-id", f"element ids of this city start with '{city.cityId}_'", item=e.id)
        if e.category not in cats:
            bad("unknown-category", f"category '{e.category}' is not declared", item=e.id)
    used = {e.category for e in city.elements}
    if len(city.elements) < MIN_ELEMENTS:
        bad("too-few-elements", f"{len(city.elements)} elements; a city has at least {MIN_ELEMENTS}")
    if len(used) < MIN_CATEGORIES:
        bad("too-few-categories", f"elements in {len(used)} categories; at least {MIN_CATEGORIES}")
    looks: dict = {}
    for e in city.elements:
        key = (e.art.motif, e.art.colors[0])
        if key in looks:
            bad("look-alike", f"same motif and main colour as {looks[key]}", item=e.id)
        looks[key] = e.id
    levels = [p.levelId for p in city.levelPresets]
    if sorted(levels) != list(range(1, LEVELS_PER_CITY + 1)):
        bad("presets", f"presets must be levels 1..{LEVELS_PER_CITY} once each, got {levels}")
    for p in city.levelPresets:
        where = f"{city.cityId} preset {p.levelId}"
        if p.elementCount > len(city.elements):
            bad("element-count", f"elementCount {p.elementCount} but the city has {len(city.elements)} elements", where)
        for fid in p.featured:
            if fid not in ids:
                bad("unknown-element", f"featured element '{fid}' is not in the city", where, fid)
        if len(p.featured) > p.elementCount:
            bad("featured", "more featured elements than elementCount", where)
        overflow = grid_overflow(p.total_pieces, p.density, p.layers, p.grid.columns, p.grid.rows, p.shift)
        if overflow:
            bad("grid-capacity", f"field 'grid': {overflow}", where)
    by_level = sorted(city.levelPresets, key=lambda q: q.levelId)
    for easier, harder in zip(by_level, by_level[1:]):
        if harder.targetPassRate >= easier.targetPassRate:
            bad("target-order", f"field 'targetPassRate': {harder.targetPassRate} is not below level "
                                f"{easier.levelId}'s {easier.targetPassRate} (levels 1-6 get harder)",
                f"{city.cityId} preset {harder.levelId}")
    for i, d in enumerate(city.daily):
        where = f"{city.cityId} daily {d.start}"
        if i == 0 and d.start != DAILY_FIRST:
            bad("daily-start", f"field 'start': the first daily spec starts on {DAILY_FIRST}, not {d.start}", where)
        if i and d.start <= city.daily[i - 1].start:
            bad("daily-start", f"field 'start': {d.start} is not after the previous spec's {city.daily[i - 1].start}",
                where)
        for eid in d.elements:
            if eid not in ids:
                bad("unknown-element", f"field 'elements': '{eid}' is not in the city", where, eid)
        if len(set(d.elements)) != len(d.elements):
            bad("duplicate-element", "field 'elements' names an element twice", where)
        if d.elementCount > len(d.elements):
            bad("element-count", f"elementCount {d.elementCount} but the spec's pool has {len(d.elements)}", where)
        overflow = grid_overflow(d.total_pieces, d.density, d.layers, d.grid.columns, d.grid.rows, d.shift)
        if overflow:
            bad("grid-capacity", f"field 'grid': {overflow}", where)
    return out


def parse_city(raw, file: str, expect_id: str | None = None) -> CityManifest:
    try:
        city = CityManifest.model_validate(raw)
    except ValidationError as exc:
        raise LevelFileError(_manifest_problems(raw, exc, file)) from None
    problems = content_problems(city, file, expect_id)
    if problems:
        raise LevelFileError(problems)
    return city


def load_city(path: str | Path) -> CityManifest:
    path = Path(path)
    return parse_city(read_json(path), base.display_path(path), path.stem)


def city_paths(cities_dir: Path | None = None) -> list[Path]:
    """The manifests of a folder (CITIES_DIR, as it is when called, by default)."""
    return sorted(Path(cities_dir or CITIES_DIR).glob("*.json"))


@lru_cache(maxsize=4)
def _load_cities_cached(cities_dir: str, stamp: tuple) -> tuple[CityManifest, ...]:
    problems, cities = [], []
    for path in city_paths(Path(cities_dir)):
        try:
            cities.append(load_city(path))
        except LevelFileError as exc:
            problems.extend(exc.problems)
    if problems:
        raise LevelFileError(problems)
    order = {c: i for i, c in enumerate(CITY_ORDER)}
    return tuple(sorted(cities, key=lambda c: (order.get(c.cityId, 99), c.cityId)))


CITY_ORDER = ("harbor", "lantern", "ridge", "snowpine", "oasis", "blossom")


def load_cities(cities_dir: Path | None = None) -> tuple[CityManifest, ...]:
    """Every city manifest, in play order; all problems of all manifests raised together (a
    folder without one is a problem too: every command needs a city)."""
    cities_dir = cities_dir or CITIES_DIR
    if not city_paths(cities_dir):
        raise LevelFileError([Problem("no-cities", "no city manifest (*.json) here", file=base.display_path(cities_dir))])
    stamp = tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in city_paths(cities_dir))
    return _load_cities_cached(str(cities_dir), stamp)


def cities_by_id(cities_dir: Path | None = None) -> dict[str, CityManifest]:
    return {c.cityId: c for c in load_cities(cities_dir)}

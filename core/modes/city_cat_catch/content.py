"""The content model of City Cat Catch: cities, their elements and level presets (issue 12 §1;
seed 004 §4.1, §9, §10.1), as pydantic v2 models with located errors.

A city lives in ``levels/city-cat-catch/cities/<cityId>.json`` (a ``CityManifest``): its names,
at least 3 categories, at least 12 elements (names in zh and en, a drawable ``art`` recipe,
see ``art.py``) and 6 ``LevelPreset``s. A preset plus a seed gives the seed's
``DifficultyProfile`` (§4.1), the generator's input.

Errors name the manifest file, the preset ("preset 3") and the element, with the rule broken:
``error: levels/city-cat-catch/cities/harbor.json: preset 3: [pieces-per-element] …``.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictFloat, StrictInt, StrictStr, ValidationError, model_validator
from pydantic_core import PydanticCustomError

from ...errors import LevelFileError, Problem
from ...jsonio import read_json
from .. import base, id_of

MODE_ID = id_of(__package__)  # the registry holds the id (core/modes/__init__.py)
CITIES_DIR = base.levels_dir(MODE_ID) / "cities"

# seed 004 §10.1: the share of pieces on each layer, bottom first, by density
DENSITIES: dict[str, tuple[float, ...]] = {
    "low": (0.40, 0.35, 0.25),
    "medium": (0.30, 0.30, 0.25, 0.15),
    "medium_high": (0.28, 0.27, 0.25, 0.20),
    "high": (0.25, 0.25, 0.25, 0.25),
}
DENSITY_ORDER = ("low", "medium", "medium_high", "high")
MIN_ELEMENTS, MIN_CATEGORIES, LEVELS_PER_CITY = 12, 3, 6
MAX_PIECES = 240  # a board's pieces; the stage's anchor grid holds 4 x 8 x 9 = 288
MAX_ELEMENTS = 64

Slug = Annotated[StrictStr, Field(pattern=r"^[a-z][a-z0-9-]{0,31}$")]
ElementId = Annotated[StrictStr, Field(pattern=r"^[a-z][a-z0-9-]{0,31}_[0-9]{2}$")]
Color = Annotated[StrictStr, Field(pattern=r"^#[0-9a-f]{6}$")]


def _strict() -> ConfigDict:
    return ConfigDict(extra="forbid", strict=True)


class LocalText(BaseModel):
    """A player-facing text in both shipped locales."""

    model_config = _strict()
    zh: StrictStr = Field(min_length=1, max_length=40)
    en: StrictStr = Field(min_length=1, max_length=40)


class LongText(BaseModel):
    """A sentence in both locales (a city's blurb)."""

    model_config = _strict()
    zh: StrictStr = Field(min_length=1, max_length=120)
    en: StrictStr = Field(min_length=1, max_length=120)


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


def _check_profile(count: int, per: int | list[int], layers: int, density: str) -> None:
    """Rules shared by LevelPreset and DifficultyProfile (pydantic errors with our rule ids)."""
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


class LevelPreset(BaseModel):
    """One level of a city: the seed's DifficultyProfile without the derived fields (cityId,
    seed), plus the tools, the anchor grid and optional featured elements."""

    model_config = _strict()
    levelId: StrictInt = Field(ge=1, le=LEVELS_PER_CITY)
    revision: StrictInt = Field(ge=1, le=999)
    elementCount: StrictInt = Field(ge=2, le=MAX_ELEMENTS)
    piecesPerElement: StrictInt | list[StrictInt]
    layers: StrictInt = Field(ge=1, le=4)
    density: StrictStr
    targetPassRate: StrictFloat = Field(ge=0.0, le=1.0)
    targetDurationSec: list[StrictInt] = Field(min_length=2, max_length=2)
    tools: ToolCounts
    grid: GridSpec
    featured: list[StrictStr] = Field(default_factory=list, max_length=8)

    @model_validator(mode="after")
    def _rules(self) -> "LevelPreset":
        _check_profile(self.elementCount, self.piecesPerElement, self.layers, self.density)
        low, high = self.targetDurationSec
        if not 0 < low <= high:
            raise PydanticCustomError("duration", "targetDurationSec must be [low, high] with 0 < low <= high")
        return self

    def pieces_per(self) -> list[int]:
        per = self.piecesPerElement
        return list(per) if isinstance(per, list) else [per] * self.elementCount

    @property
    def total_pieces(self) -> int:
        return sum(self.pieces_per())


class DifficultyProfile(BaseModel):
    """Seed 004 §4.1, exactly: what the generator is asked for one board."""

    model_config = _strict()
    cityId: Slug
    levelId: StrictInt = Field(ge=1)
    seed: Annotated[StrictStr, Field(pattern=r"^[0-9]{1,20}$")]
    elementCount: StrictInt = Field(ge=2, le=MAX_ELEMENTS)
    piecesPerElement: StrictInt | list[StrictInt]
    layers: StrictInt = Field(ge=1, le=4)
    density: StrictStr
    targetPassRate: StrictFloat = Field(ge=0.0, le=1.0)
    targetDurationSec: list[StrictInt] = Field(min_length=2, max_length=2)

    @model_validator(mode="after")
    def _rules(self) -> "DifficultyProfile":
        _check_profile(self.elementCount, self.piecesPerElement, self.layers, self.density)
        if int(self.seed) >= 1 << 64:
            raise PydanticCustomError("seed", "a seed is below 2**64")
        return self


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

    def profile(self, level_id: int, seed: int) -> DifficultyProfile:
        p = self.preset(level_id)
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
        if len(loc) >= 2 and loc[0] == "levelPresets" and isinstance(loc[1], int):
            try:
                level = f"preset {raw['levelPresets'][loc[1]]['levelId']}"
            except (KeyError, IndexError, TypeError):
                level = f"preset #{loc[1] + 1}"
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
    looks = {}
    for e in city.elements:
        key = (e.art.motif, e.art.colors[0])
        if key in looks:
            bad("look-alike", f"same motif and main colour as {looks[key]}", item=e.id)
        looks[key] = e.id
    levels = [p.levelId for p in city.levelPresets]
    if sorted(levels) != list(range(1, LEVELS_PER_CITY + 1)):
        bad("presets", f"presets must be levels 1..{LEVELS_PER_CITY} once each, got {levels}")
    for p in city.levelPresets:
        where = f"preset {p.levelId}"
        if p.elementCount > len(city.elements):
            bad("element-count", f"elementCount {p.elementCount} but the city has {len(city.elements)} elements", where)
        for fid in p.featured:
            if fid not in ids:
                bad("unknown-element", f"featured element '{fid}' is not in the city", where, fid)
        if len(p.featured) > p.elementCount:
            bad("featured", "more featured elements than elementCount", where)
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


def city_paths(cities_dir: Path = CITIES_DIR) -> list[Path]:
    return sorted(Path(cities_dir).glob("*.json"))


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


CITY_ORDER = ("harbor", "lantern", "ridge")


def load_cities(cities_dir: Path = CITIES_DIR) -> tuple[CityManifest, ...]:
    """Every city manifest, in play order; all problems of all manifests raised together."""
    stamp = tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in city_paths(cities_dir))
    return _load_cities_cached(str(cities_dir), stamp)


def cities_by_id(cities_dir: Path = CITIES_DIR) -> dict[str, CityManifest]:
    return {c.cityId: c for c in load_cities(cities_dir)}

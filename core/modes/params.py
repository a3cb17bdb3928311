"""Typed ``generate`` parameters: each mode's ``generate_params`` is a pydantic model built on
these; its fields are the command line's options (``--no-start`` is ``no_start``; a ``bool``
is a flag), their ranges Field constraints, and the CLI reports a value out of range as a
located ``error:`` line. A whole-number field must state both ends of its range (``ge``,
``le``): the CLI reads it strictly in that range before any work starts and ``python -m core
limits`` lists it."""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

MAX_SEED = 2**63 - 1


class GenerateParams(BaseModel):
    # built on first use, not at import: only `generate` needs the validator
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


def seed_field(description: str = "the generator's seed (the same seed writes the same file)"):
    """A generator seed: 0 to 2**63 - 1."""
    return Field(ge=0, le=MAX_SEED, description=description)


class CandidatePackParams(GenerateParams):
    """A candidates file of several levels: how many, and its pack number."""

    count: int = Field(5, ge=1, le=200, description="levels to write")
    pack: int = Field(90, ge=1, le=999, description="pack number of the candidates file")

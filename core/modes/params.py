"""Typed ``generate`` parameters: each mode's ``generate_params`` is a pydantic model built on
these; its fields are the command line's options (``--no-start`` is ``no_start``; a ``bool``
is a flag), their ranges Field constraints, and the CLI reports a value out of range as a
located ``error:`` line."""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class GenerateParams(BaseModel):
    # built on first use, not at import: only `generate` needs the validator
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class CandidatePackParams(GenerateParams):
    """A candidates file of several levels: how many, and its pack number."""

    count: int = Field(5, ge=1, le=200, description="levels to write")
    pack: int = Field(90, ge=1, le=999, description="pack number of the candidates file")

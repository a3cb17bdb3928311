"""Fixtures of the City Cat Catch tests."""
import pytest

from tests.modes.city_cat_catch.stress import copy_cities


@pytest.fixture
def cat_cities(tmp_path, monkeypatch):
    """A copy of the cities folder that every command reads instead of the shipped one."""
    return copy_cities(tmp_path, monkeypatch)

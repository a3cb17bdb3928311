"""Compiled back ends of the core (built by `make setup`); ``hamilton`` is the path solver."""

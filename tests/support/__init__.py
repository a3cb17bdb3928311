"""Helpers shared by the tests and the bench (never shipped): random boards and clue makers."""

"""Pieces shared by every mode: the mid-end, hex geometry, the portable seeded RNG."""

"""Hex Tracks (mode ``hex-tracks``, docs/rules/hex-tracks.md): tiles ride curved tracks off a rotating hex
board. ``mode.py`` is the mode interface; docs/hex-tracks-runtime.md is the engine contract."""

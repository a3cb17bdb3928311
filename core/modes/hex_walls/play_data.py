"""What Hex Walls adds to the play events (docs/telemetry.md; its registry entry names the
summary group, ``play_summary``): the path modes' ``path`` group and synthetic players."""
from ...common.path_play_data import PATH_PLAY_DATA as PLAY_DATA

__all__ = ["PLAY_DATA"]

"""City Cat Catch (城市抓猫猫, issue 12, seed 004): stacked city pieces, a 7-slot tray, a seeded
generator with exact solvability proofs and simulated players. ``mode.py`` is the mode
interface; docs/city-cat-catch-runtime.md is the runtime contract."""

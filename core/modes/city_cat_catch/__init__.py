"""City Cat Catch (城市抓猫猫, docs/rules/city-cat-catch.md): stacked city pieces, a 7-slot tray, a seeded
generator with exact solvability proofs and simulated players. ``mode.py`` is the mode
interface; docs/city-cat-catch-runtime.md is the runtime contract."""

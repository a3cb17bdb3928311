extends Reference
# Where a City Cat Catch board's seed comes from (docs/rules/city-cat-catch.md,
# docs/city-cat-catch-runtime.md §6; the Python twin is core/modes/city_cat_catch/seeds.py): FNV-1a
# 64 of a text, travelling as an unsigned decimal string.
#   a level:         "<cityId>:<levelId>:<revision>"
#   the daily board: "<YYYY-MM-DD UTC>:daily:<cityId>"
#   the k-th shuffle of an attempt (k from 1): "<board seed>:shuffle:<k>"

const SeededRng = preload("res://scripts/common/seeded_rng.gd")


static func level_seed_text(city_id: String, level_id: int, revision: int) -> String:
	return "%s:%d:%d" % [city_id, level_id, revision]


static func daily_seed_text(utc_date: String, city_id: String) -> String:
	return "%s:daily:%s" % [utc_date, city_id]


static func shuffle_seed_text(board_seed: String, k: int) -> String:
	return "%s:shuffle:%d" % [board_seed, k]


# The seed of a text as the unsigned decimal string the baked files carry.
static func seed_of_text(text: String) -> String:
	return SeededRng.to_unsigned_string(SeededRng.fnv1a64(text))

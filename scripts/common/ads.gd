extends Reference
# The ads the game may show, behind one small interface, so that a store build plugs its ad
# network in without any screen knowing it: a rewarded video (the launch model of "show the way":
# one free hint a day, then one video per hint; scripts/common/hint_allowance.gd) and a banner
# under the game (scripts/common/game_frame.gd keeps its room). This script is the interface and
# its default provider, which grants nothing and shows nothing: with it (no ad network, as in
# `make play` and the builds made here) a spent "show the way" says when the next free one comes,
# and no banner room is kept. A provider is any object with the
# three methods below and the signal; Ads.use(provider) installs it for the whole game,
# Ads.current() is the one in force (Ads.use(null) puts the default back).

# A rewarded video has ended: `granted` is true when the player watched it to its reward.
signal rewarded_finished(granted)

const META_KEY = "ads_provider"


# True when a rewarded video can be shown now.
func can_show_rewarded():
	return false


# Starts a rewarded video; rewarded_finished(granted) follows when it is over, never during this
# call. The default has none to show: it reports "not granted" on the next idle frame.
func show_rewarded():
	call_deferred("emit_signal", "rewarded_finished", false)


# The height (design pixels) of the banner shown under the game, 0 when there is none.
func banner_height():
	return 0


# The provider in force: the one installed with use(), else a default (not kept: an object held
# in the Engine's metadata outlives the script server at exit, and Godot 3.2 crashes on it).
static func current():
	if Engine.has_meta(META_KEY):
		return Engine.get_meta(META_KEY)
	return load("res://scripts/common/ads.gd").new()


# Installs a provider for the whole game (null: the default again). Whoever installs one puts
# the default back before the game quits.
static func use(provider):
	if provider == null:
		if Engine.has_meta(META_KEY):
			Engine.remove_meta(META_KEY)
		return
	Engine.set_meta(META_KEY, provider)

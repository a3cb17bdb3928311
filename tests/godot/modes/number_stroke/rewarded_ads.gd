extends Reference
# An ads provider for tests (the interface of scripts/common/ads.gd): it always has a rewarded
# video, counts the videos shown and ends each one on the next idle frame, watched to its reward
# or not (`grants`).

signal rewarded_finished(granted)

var grants = true
var shown = 0


func can_show_rewarded():
	return true


func show_rewarded():
	shown += 1
	call_deferred("emit_signal", "rewarded_finished", grants)


func banner_height():
	return 0

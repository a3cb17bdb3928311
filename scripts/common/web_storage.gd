extends Reference
# On the web build user:// is a folder in the page's memory that Godot copies to the browser's
# IndexedDB five seconds after the last file written to it: a tab closed or reloaded sooner would
# lose that save. Every writer of a save calls persist() once the file is in place, which starts
# the copy at once. Elsewhere it does nothing.


static func persist() -> void:
	if OS.has_feature("JavaScript"):
		# FS is the engine's file system object, in scope for a local (not global) eval.
		Engine.get_singleton("JavaScript").eval(
			"FS.syncfs(false, function (e) { if (e) console.warn('save: ' + e); });", false
		)

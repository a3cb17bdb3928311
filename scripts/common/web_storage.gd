extends Reference
# On the web build user:// is a folder in the page's memory that Godot copies to the browser's
# IndexedDB five seconds after the last file written to it: a tab closed or reloaded sooner would
# lose that save. Every writer of a save calls persist() once the file is in place, which starts
# the copy at once. Elsewhere it does nothing.
#
# One copy runs at a time: a copy reads the folder when it starts and IndexedDB a few steps later,
# so a file renamed in between fails it and copies started together only queue behind each other.
# A persist() during a copy asks for one more copy after it. window.onestrokeStorage tells the
# page (and the release test) how many copies finished and whether one is running.

const COPY_JS = """
var storage = window.onestrokeStorage
	|| (window.onestrokeStorage = {copies: 0, failures: 0, busy: false, again: false});
var copy = function () {
	storage.busy = true;
	storage.again = false;
	FS.syncfs(false, function (e) {
		if (e) { storage.failures += 1; console.warn('save: ' + e); }
		storage.copies += 1;
		if (storage.again) { copy(); } else { storage.busy = false; }
	});
};
if (storage.busy) { storage.again = true; } else { copy(); }
"""


static func persist() -> void:
	if OS.has_feature("JavaScript"):
		# FS is the engine's file system object, in scope for a local (not global) eval.
		Engine.get_singleton("JavaScript").eval(COPY_JS, false)

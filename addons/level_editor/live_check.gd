tool
extends Node
# The live check of the level editor (issue 14 §3): the piece's check (`validate LEVEL --pack …
# --json` for a pack) on the file as edited, once the edits pause (DELAY), on a thread of its
# own so the editor never waits. One runs at a time; an edit meanwhile runs it again after, and
# an answer about a state no longer shown is dropped. The panel says what is shown (subject():
# the document, the level, the command with "{file}" and "{level}" to put in) and shows the
# answers ("answered").

signal answered(run, on_open)

const CoreTools = preload("res://addons/level_editor/core_tools.gd")
const DELAY = 0.6  # seconds without edits before the check runs

var enabled = true
var tools = null  # the panel's CoreTools
var panel = null  # gives subject(): {"document", "level", "args"} of what is shown ({} if none)
var _timer: Timer
var _job = null  # the check running, or null
var _request = {}  # what it checks: {"document", "revision", "level", "on_open"}
var _again = false  # an edit came while it ran


func _ready() -> void:
	_timer = Timer.new()
	_timer.one_shot = true
	_timer.connect("timeout", self, "check_now", [false])
	add_child(_timer)
	set_process(false)


# After an edit: check once the edits pause.
func schedule() -> void:
	if enabled and is_inside_tree():
		_timer.start(DELAY)


# Checks what is shown at once (or right after the check running).
func check_now(on_open := false) -> void:
	var subject = panel.subject()
	if not enabled or subject.empty():
		return
	if _job != null:
		_again = true
		_request["on_open"] = _request.get("on_open", false) or on_open
		return
	_timer.stop()
	var document = subject["document"]
	_request = {
		"document": document,
		"revision": document.revision,
		"level": subject["level"],
		"on_open": on_open
	}
	# the file itself while it holds the pack as shown (a big pack is not written out then)
	var pack_file = ProjectSettings.globalize_path(document.path)
	if document.is_dirty() or not document.disk_change(false).empty():
		pack_file = CoreTools.write_scratch("live-" + document.path.get_file(), document.text())
	var args = []
	for arg in subject["args"]:
		args.append({"{file}": pack_file, "{level}": subject["level"]}.get(arg, arg))
	_job = tools.start(args)
	set_process(true)


# True when no check is running or waiting.
func idle() -> bool:
	return _job == null and (_timer == null or _timer.is_stopped())


func _process(_delta: float) -> void:
	if _job == null or not tools.finished(_job):
		set_process(_job != null)
		return
	var run = _job["result"]
	var request = _request
	_job = null
	set_process(false)
	var subject = panel.subject()
	var current = (
		not subject.empty()
		and request["document"] == subject["document"]
		and request["revision"] == subject["document"].revision
		and request["level"] == subject["level"]
	)
	if not current or _again:
		_again = false
		check_now(
			(
				request["on_open"]
				and not subject.empty()
				and request["document"] == subject["document"]
			)
		)
		if not current:
			return
	emit_signal("answered", run, request["on_open"])

extends "res://tests/godot/test_case.gd"
# The play-data event log on the device (scripts/telemetry/event_log.gd): whole lines written
# through, a partial last line never read as an event nor appended to, segments rotated and the
# log bounded, the upload cursor's batches within their limits and kept across a restart.

const EventLog = preload("res://scripts/telemetry/event_log.gd")
const NEWLINE = 10

var folder = ""


func before_each():
	folder = scratch_path("play_data")


func test_events_are_whole_lines_read_back_in_order():
	var event_log = EventLog.new(folder)
	assert_false(Directory.new().dir_exists(folder), "nothing on disk before the first event")
	for seq in [1, 2, 3]:
		assert_true(event_log.append(_line(seq)), "event %d written" % seq)
	assert_eq(_seqs(event_log.read_events()), [1, 2, 3])
	var text = read_file(event_log.segment_path(1))
	assert_eq(text, "%s\n%s\n%s\n" % [_line(1), _line(2), _line(3)], "one line per event")
	assert_eq(EventLog.new(folder).read_events().size(), 3, "a new reader sees the same")


func test_a_partial_last_line_is_skipped_and_never_appended_to():
	Directory.new().make_dir_recursive(folder)
	var cut = _line(3).left(20)
	write_file(folder.plus_file("events-000001.jsonl"), "%s\n%s\n%s" % [_line(1), _line(2), cut])
	var event_log = EventLog.new(folder)
	assert_eq(_seqs(event_log.read_events()), [1, 2], "the cut-short write is no event")
	assert_eq(
		event_log.last_event().get("seq"), 2.0, "the sequence goes on from the last whole line"
	)
	assert_eq(event_log.next_batch(100, 1 << 20)["lines"], [_line(1), _line(2)], "nor is it sent")
	assert_true(event_log.append(_line(3)))
	assert_true(
		read_file(event_log.segment_path(1)).ends_with(cut), "the damaged segment is left alone"
	)
	assert_eq(
		read_file(event_log.segment_path(2)), _line(3) + "\n", "the next event starts a segment"
	)
	assert_eq(_seqs(EventLog.new(folder).read_events()), [1, 2, 3])


func test_segments_rotate_and_the_oldest_go_past_the_bound():
	var event_log = EventLog.new(folder)
	event_log.segment_bytes = 200
	event_log.max_segments = 3
	for seq in range(1, 41):
		event_log.append(_line(seq))
	var paths = event_log.segment_paths()
	assert_eq(paths.size(), 3, "never more than max_segments files")
	for path in paths:
		assert_true(read_file(path).length() <= 200, "%s stays within segment_bytes" % path)
	var seqs = _seqs(EventLog.new(folder).read_events())
	assert_eq(seqs[-1], 40, "the newest events are kept")
	assert_eq(seqs, range(seqs[0], 41), "what is kept is the newest run, in order")
	assert_true(event_log.dropped_segments > 0, "the unsent segments deleted are counted")


func test_batches_follow_the_cursor_within_their_limits():
	var event_log = EventLog.new(folder)
	event_log.segment_bytes = 300
	for seq in range(1, 11):
		event_log.append(_line(seq))
	var batch = event_log.next_batch(4, 1 << 20)
	assert_eq(_line_seqs(batch["lines"]), [1, 2, 3, 4], "at most max_events")
	assert_eq(
		_line_seqs(event_log.next_batch(4, 1 << 20)["lines"]), [1, 2, 3, 4], "until committed"
	)
	event_log.commit(batch["end"])
	var line_bytes = _line(5).length() + 1
	var small = event_log.next_batch(100, line_bytes * 2)
	assert_eq(_line_seqs(small["lines"]), [5, 6], "at most max_bytes, newlines counted")
	event_log.commit(small["end"])
	var reopened = EventLog.new(folder)
	assert_eq(reopened.cursor(), small["end"], "the cursor is kept on disk")
	var rest = reopened.next_batch(100, 1 << 20)
	assert_eq(_line_seqs(rest["lines"]), [7, 8, 9, 10], "across segments")
	assert_eq(rest["body"], PoolStringArray(rest["lines"]).join("\n") + "\n", "as JSON lines")
	reopened.commit(rest["end"])
	assert_eq(reopened.next_batch(100, 1 << 20)["lines"], [], "nothing left")
	assert_eq(reopened.segment_paths(), [reopened.segment_path(reopened.cursor()["segment"])])


func test_lines_that_are_not_events_are_passed_over():
	var event_log = EventLog.new(folder)
	event_log.append(_line(1))
	event_log.append("not json at all")
	event_log.append(_line(3))
	assert_eq(_seqs(event_log.read_events()), [1, 3])
	var batch = event_log.next_batch(100, 1 << 20)
	assert_eq(_line_seqs(batch["lines"]), [1, 3], "never sent (the collector would refuse all)")
	assert_eq(batch["body"], "%s\n%s\n" % [_line(1), _line(3)])


func test_a_nul_byte_or_an_overlong_line_is_set_aside_and_never_stops_the_cursor():
	Directory.new().make_dir_recursive(folder)
	var bytes = PoolByteArray()
	bytes.append_array(_line(1).to_ascii())
	bytes.append(NEWLINE)
	bytes.append_array(_line(2).left(9).to_ascii())
	bytes.append(0)  # a NUL byte in the middle of an event
	bytes.append_array(_line(2).right(9).to_ascii())
	bytes.append(NEWLINE)
	for seq in [3, 5, 7, 9]:
		if seq == 5:  # a 2 MB line: more than a whole batch may hold
			bytes.append_array(('{"seq": 4, "pad": "%s"}' % "x".repeat(2 << 20)).to_ascii())
			bytes.append(NEWLINE)
		if seq == 7:  # over the collector's 16 KiB an event
			bytes.append_array(('{"seq": 6, "pad": "%s"}' % "y".repeat(20 << 10)).to_ascii())
			bytes.append(NEWLINE)
		if seq == 9:  # a line of NUL bytes
			bytes.append_array(PoolByteArray([0, 0, 0, NEWLINE]))
		bytes.append_array(_line(seq).to_ascii())
		bytes.append(NEWLINE)
	var file = File.new()
	file.open(folder.plus_file("events-000001.jsonl"), File.WRITE)
	file.store_buffer(bytes)
	file.close()
	var event_log = EventLog.new(folder)
	assert_eq(_seqs(event_log.read_events()), [1, 3, 5, 7, 9], "only the lines that may be events")
	var first = event_log.next_batch(1000, 1 << 20)
	assert_eq(_line_seqs(first["lines"]), [1, 3, 5, 7, 9], "one batch, past every bad line")
	assert_eq(first["skipped"], 4, "the NUL line, the 2 MB line, the 20 KB line, the NUL-only line")
	assert_true(first["flaw"].find("events-000001.jsonl") != -1, first["flaw"])
	assert_true(first["flaw"].find("NUL") != -1, first["flaw"])
	assert_eq(first["end"], {"segment": 1, "offset": bytes.size()}, "the cursor reaches the end")
	event_log.commit(first["end"])
	var again = EventLog.new(folder)
	assert_eq(again.next_batch(1000, 1 << 20)["lines"], [], "a restart goes on after them")
	assert_true(again.append(_line(10)))
	assert_eq(_line_seqs(again.next_batch(1000, 1 << 20)["lines"]), [10])


func test_every_line_is_read_strictly_and_none_crashes_the_reader():
	Directory.new().make_dir_recursive(folder)
	var deep = "[".repeat(30000) + "]".repeat(30000)
	var lines = [
		_line(1),
		'{"seq": 2, "seq": 2, "kind": "hint"}',  # a key twice
		'{"deep": %s}' % deep,
		'{"deep": %s}' % ("[".repeat(5000) + "]".repeat(5000)),  # under the size cap
		_line(3),
	]
	write_file(folder.plus_file("events-000001.jsonl"), PoolStringArray(lines).join("\n") + "\n")
	var event_log = EventLog.new(folder)
	assert_eq(_seqs(event_log.read_events()), [1, 3])
	assert_eq(event_log.last_event().get("seq"), 3.0)
	write_file(folder.plus_file("events-000002.jsonl"), '{"deep": %s}\n' % deep)
	assert_eq(
		EventLog.new(folder).last_event().get("seq"), 3.0, "the last line is nested 30,000 deep"
	)


func test_an_upload_cursor_no_reader_may_trust_starts_over():
	var event_log = EventLog.new(folder)
	event_log.append(_line(1))
	var deep = "[".repeat(30000) + "]".repeat(30000)
	var hostile = [
		deep,
		'{"segment": 1e300, "offset": 0}',
		'{"segment": -1, "offset": 5}',
		"[]",
		'{"segment": 9, "offset": 0}',  # beyond the log: its events would never be sent
		'{"segment": 1, "offset": 9999}',
	]
	for text in hostile:
		write_file(folder.plus_file("upload.json"), text)
		assert_eq(EventLog.new(folder).cursor(), {"segment": 0, "offset": 0}, text.left(40))


func test_lines_are_ascii_so_their_bytes_are_their_characters():
	var event_log = EventLog.new(folder)
	var event = {"seq": 1, "kind": "hint", "name": "一笔 é"}
	assert_true(event_log.append(JSON.print(event)))
	var text = read_file(event_log.segment_path(1))
	assert_eq(text.to_utf8().size(), text.length(), "only ASCII on disk")
	assert_eq(event_log.read_events(), [event], "read back as it was")
	assert_eq(event_log.next_batch(10, 1 << 20)["end"]["offset"], text.length())


func test_delete_all_leaves_no_file():
	var event_log = EventLog.new(folder)
	event_log.append(_line(1))
	event_log.commit(event_log.next_batch(10, 1 << 20)["end"])
	event_log.delete_all()
	assert_false(Directory.new().dir_exists(folder), "the folder is gone")
	assert_eq(EventLog.new(folder).read_events(), [])


func _line(seq: int) -> String:
	return JSON.print({"seq": seq, "kind": "hint", "pad": "x".repeat(20)})


static func _seqs(events: Array) -> Array:
	var seqs = []
	for event in events:
		seqs.append(int(event["seq"]))
	return seqs


static func _line_seqs(lines: Array) -> Array:
	var seqs = []
	for line in lines:
		seqs.append(int(JSON.parse(line).result["seq"]))
	return seqs

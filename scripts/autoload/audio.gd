extends Node
# Original cues synthesised from PCM at start-up: a step tone climbing a major scale that wraps
# after 12 steps, a low conflict thud and a clear chord. Also the handheld vibration. Each cue
# obeys its switch in Settings.

const RATE = 22050
const SCALE = [0, 2, 4, 5, 7, 9, 11, 12, 14, 16, 17, 19]
const STEP_BASE_HZ = 523.25
const CHORD_HZ = [523.25, 659.25, 783.99, 1046.5]
const THUD_HZ = [92.0, 138.0]
const VOICES = 4

var _step_tones = []
var _thud = null
var _chord = null
var _players = []
var _next_player = 0


func _ready():
	for semitones in SCALE:
		var hz = STEP_BASE_HZ * pow(2.0, semitones / 12.0)
		_step_tones.append(_synth([hz], 0.14, 30.0, 0.45))
	_thud = _synth(THUD_HZ, 0.2, 22.0, 0.8)
	_chord = _synth(CHORD_HZ, 0.8, 5.0, 0.5)
	for _i in range(VOICES):
		var player = AudioStreamPlayer.new()
		add_child(player)
		_players.append(player)


func play_step(step):
	_play(_step_tones[int(max(step, 1) - 1) % SCALE.size()])


func play_conflict():
	_play(_thud)


func play_clear():
	_play(_chord)


func vibrate(milliseconds):
	if _settings().vibration and OS.get_name() in ["Android", "iOS"]:
		Input.vibrate_handheld(milliseconds)


func _play(stream):
	if not _settings().sound:
		return
	var player = _players[_next_player]
	_next_player = (_next_player + 1) % _players.size()
	player.stream = stream
	player.play()


func _settings():
	return get_node("/root/Settings")


# Mono 16-bit PCM: summed sines with a soft second harmonic, a 5 ms attack and an
# exponential decay.
func _synth(frequencies, seconds, decay, gain):
	var frames = int(RATE * seconds)
	var data = PoolByteArray()
	data.resize(frames * 2)
	for i in range(frames):
		var t = float(i) / RATE
		var envelope = min(1.0, t / 0.005) * exp(-t * decay)
		var wave = 0.0
		for hz in frequencies:
			wave += sin(TAU * hz * t) + 0.2 * sin(2.0 * TAU * hz * t)
		var sample = int(clamp(wave / frequencies.size() * envelope * gain, -1.0, 1.0) * 32767.0)
		data[2 * i] = sample & 0xFF
		data[2 * i + 1] = (sample >> 8) & 0xFF
	var stream = AudioStreamSample.new()
	stream.format = AudioStreamSample.FORMAT_16_BITS
	stream.mix_rate = RATE
	stream.data = data
	return stream

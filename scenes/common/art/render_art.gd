extends SceneTree
# Renders the app's icons and boot splash from the two SVG sources beside this script:
#   godot3-server --path . -s res://scenes/common/art/render_art.gd   (make art)
# icon.svg (square, full bleed: the platforms round it) -> icon-<size>.png for the sizes the
# export presets ask for (iOS 76/120/1024, Android's legacy 192) and the web manifest's 192/512;
# icon-foreground.svg (no background, inside the adaptive icon's safe zone) ->
# icon-foreground-432.png and splash.png; icon-background-432.png is the icon's flat colour.
# project.godot paints the splash's screen in the same colour.

const ART = "res://scenes/common/art/"
const ICON_SIZES = [76, 120, 192, 512, 1024]
const ADAPTIVE_SIZE = 432
const SPLASH_SIZE = 480
const BACKGROUND = Color("#6a5cf5")  # palette.gd ACCENT

var _failed = false


func _initialize():
	var icon = _read(ART + "icon.svg")
	var foreground = _read(ART + "icon-foreground.svg")
	if icon != null and foreground != null:
		for size in ICON_SIZES:
			_write(_scaled(icon, size), ART + "icon-%d.png" % size)
		_write(_scaled(foreground, ADAPTIVE_SIZE), ART + "icon-foreground-%d.png" % ADAPTIVE_SIZE)
		_write(_scaled(foreground, SPLASH_SIZE), ART + "splash.png")
		var background = Image.new()
		background.create(ADAPTIVE_SIZE, ADAPTIVE_SIZE, false, Image.FORMAT_RGBA8)
		background.fill(BACKGROUND)
		_write(background, ART + "icon-background-%d.png" % ADAPTIVE_SIZE)
	quit(1 if _failed else 0)


func _read(path: String):
	var image = Image.new()
	var error = image.load(path)
	if error != OK:
		printerr("render_art: cannot read %s (error %d)" % [path, error])
		_failed = true
		return null
	return image


func _scaled(source: Image, size: int) -> Image:
	var image = Image.new()
	image.copy_from(source)
	image.resize(size, size, Image.INTERPOLATE_LANCZOS)
	return image


func _write(image: Image, path: String) -> void:
	var error = image.save_png(path)
	if error != OK:
		printerr("render_art: cannot write %s (error %d)" % [path, error])
		_failed = true
	else:
		print("render_art: wrote %s" % path)

#!/usr/bin/env bash
# Renders the game's screens with the real renderer under Xvfb into build/screenshots/*.png, at the
# 720x1280 design size, at a tall 1080x2400 phone aspect and at a 4:3 tablet's 1536x2048.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p build/screenshots
rm -f build/screenshots/[0-9][0-9]-*.png

render() { # resolution video-driver
	timeout 240 xvfb-run -a -s "-screen 0 $1x24" \
		godot3 --path . --resolution "$1" --video-driver "$2" -s tests/godot/screenshot_driver.gd
}

# Both the last Number Stroke shot and the last Hex Walls shot must have been written.
finished() { # log
	grep -q "saved .*10-game-cleared" "$1" && grep -q "saved .*25-hw-cleared" "$1"
}

for size in 720x1280 1080x2400 1536x2048; do
	log="build/screenshots/render-$size.log"
	if ! render "$size" GLES3 >"$log" 2>&1 || ! finished "$log"; then
		echo "GLES3 failed at $size, trying GLES2"
		render "$size" GLES2 >"$log" 2>&1 || true
	fi
	if grep -q "SCRIPT ERROR" "$log" || ! finished "$log"; then
		cat "$log"
		echo "screenshots failed at $size" >&2
		exit 1
	fi
done
# Hex Tracks renders its own screens (build/screenshots/4x-ht-*.png) with its own driver.
for s in 720x1280 1080x2400; do l="build/screenshots/render-ht-$s.log"; timeout 200 xvfb-run -a -s "-screen 0 ${s}x24" godot3 --path . --resolution "$s" -s res://tests/godot/modes/hex_tracks/hex_tracks_screenshots.gd >"$l" 2>&1; if grep -q "SCRIPT ERROR" "$l" || ! grep -q "ht screenshots done" "$l"; then cat "$l"; echo "hex tracks screenshots failed at $s" >&2; exit 1; fi; done
for size in 720x1280 1080x2400; do log="build/screenshots/render-cat-$size.log"; timeout 240 xvfb-run -a -s "-screen 0 ${size}x24" godot3 --path . --resolution "$size" -s tests/godot/modes/city_cat_catch/cat_screenshots.gd >"$log" 2>&1 && grep -q "cat screenshots done" "$log" && ! grep -q "SCRIPT ERROR" "$log" || { cat "$log"; echo "City Cat Catch screenshots failed at $size" >&2; exit 1; }; done # City Cat Catch: 5x-cat-*.png
ls build/screenshots/[0-9][0-9]-*.png

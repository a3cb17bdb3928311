#!/usr/bin/env bash
# Renders the game's screens with the real renderer under Xvfb into build/screenshots/*.png, at the
# 720x1280 design size and at a tall 1080x2400 phone aspect.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p build/screenshots
rm -f build/screenshots/[0-9][0-9]-*.png

render() { # resolution video-driver
	timeout 150 xvfb-run -a -s "-screen 0 $1x24" \
		godot3 --path . --resolution "$1" --video-driver "$2" -s tests/godot/screenshot_driver.gd
}

for size in 720x1280 1080x2400; do
	log="build/screenshots/render-$size.log"
	if ! render "$size" GLES3 >"$log" 2>&1 || ! grep -q "saved .*10-game-cleared" "$log"; then
		echo "GLES3 failed at $size, trying GLES2"
		render "$size" GLES2 >"$log" 2>&1 || true
	fi
	if grep -q "SCRIPT ERROR" "$log" || ! grep -q "saved .*10-game-cleared" "$log"; then
		cat "$log"
		echo "screenshots failed at $size" >&2
		exit 1
	fi
done
ls build/screenshots/[0-9][0-9]-*.png

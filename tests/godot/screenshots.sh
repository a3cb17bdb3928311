#!/usr/bin/env bash
# Renders the game's screens with the real renderer under Xvfb into build/screenshots/*.png, at the
# 720x1280 design size, at a tall 1080x2400 phone aspect and at a 4:3 tablet's 1536x2048: the
# shell, then every registered mode's own screenshot script (tests/godot/screenshot_driver.gd).
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p build/screenshots
find build/screenshots -maxdepth 1 -name '*.png' ! -name 'editor-*' -delete

render() { # resolution video-driver
	timeout 900 xvfb-run -a -s "-screen 0 $1x24" \
		godot3 --path . --resolution "$1" --video-driver "$2" -s tests/godot/screenshot_driver.gd
}

for size in 720x1280 1080x2400 1536x2048; do
	log="build/screenshots/render-$size.log"
	if ! render "$size" GLES3 >"$log" 2>&1 || ! grep -q "^screenshots done" "$log"; then
		echo "GLES3 failed at $size, trying GLES2"
		render "$size" GLES2 >"$log" 2>&1 || true
	fi
	if grep -q "SCRIPT ERROR" "$log" || ! grep -q "^screenshots done" "$log"; then
		cat "$log"
		echo "screenshots failed at $size" >&2
		exit 1
	fi
done
ls build/screenshots/*.png

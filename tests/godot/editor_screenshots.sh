#!/usr/bin/env bash
# Screenshots of the level editor's Levels screen under Xvfb, into build/screenshots/editor-*.png
# (the README of addons/level_editor shows them). Runs on a temporary copy of the project.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/godot/editor_project.sh
mkdir -p build/screenshots
rm -f build/screenshots/editor-*.png
run_level_editor screenshots build/screenshots/editor.log "$PWD/build/screenshots"
ls build/screenshots/editor-*.png

#!/usr/bin/env bash
# The Godot editor (under Xvfb) loads the level editor plugin without errors and its Levels
# screen works: open a pack, validate, a real click paints, Edit > Undo / Redo, solve.
# Runs on a temporary copy of the project with the plugin enabled; log in build/.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/godot/editor_project.sh
mkdir -p build/godot-tests
run_level_editor smoke build/godot-tests/editor-smoke.log
echo "editor smoke: ok"

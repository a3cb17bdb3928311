#!/usr/bin/env bash
# The Godot editor (under Xvfb) with the level editor plugin, one session each (all by default):
#   smoke   the plugin loads without errors and its Levels screen works: open a pack, validate,
#           a real click paints, Edit > Undo / Redo, solve (editor_driver.gd)
#   packs   every file the Levels screen lists, of every mode, opens with no error in the
#           editor's output (its Output panel stays clean)
#   resave  every scene and resource opened and saved in the editor is byte for byte as it was
#           (kept in the form Godot 3.2.3 writes, so Ctrl+S leaves git status clean)
# Each runs on a temporary copy of the project with the plugin enabled; logs in build/.
#   editor_smoke.sh [SESSION…]
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/godot/editor_project.sh
mkdir -p build/godot-tests
sessions=("$@")
[ "$#" -gt 0 ] || sessions=(smoke packs resave)
for session in "${sessions[@]}"; do
  started=$(date +%s)
  run_level_editor "$session" "build/godot-tests/editor-$session.log"
  echo "editor $session: ok ($(($(date +%s) - started)) s)"
done

#!/usr/bin/env bash
# Imports the project's assets (fonts, translations, images) with the headless editor when
# they are missing or stale: a fresh clone has none of Godot's import results (they are not
# tracked, since Godot's output differs from run to run). Used by run_all.sh, make play and
# make export-pack. Exits non-zero when the import does not finish.
set -euo pipefail
cd "$(dirname "$0")/../.."

GODOT=godot3-server
LOG_DIR=build/godot-tests
IMPORT_TIMEOUT=180
# what Godot 3 imports into something else; a "<file>.import" sidecar lists the results
IMPORTED_EXTENSIONS='csv|png|jpg|jpeg|webp|svg|tga|bmp|hdr|exr|wav|ogg|mp3|obj|glb|gltf|dae|escn'
mkdir -p "$LOG_DIR"
touch build/.gdignore # build output is no game asset: the editor must not import it

# --- 2. asset import -------------------------------------------------------------------------
# True when every importable file has a sidecar, its results exist, and Godot's own record of
# the import (.import/<name>-<md5 of its res:// path>.md5) matches the file as it is now.
# (File times are no guide: a fresh clone writes sources and results in any order.)
# Godot skips any folder holding a .gdignore file, and so does this check.
is_gdignored() {
  local dir
  dir=$(dirname "$1")
  while [ "$dir" != "." ]; do
    [ -f "$dir/.gdignore" ] && return 0
    dir=$(dirname "$dir")
  done
  return 1
}

import_is_current() {
  local source dest record
  while IFS= read -r source; do
    source="${source#./}"
    is_gdignored "$source" && continue
    [ -f "$source.import" ] || return 1
    for dest in $(grep '^dest_files=' "$source.import" | grep -o '"res://[^"]*"' | tr -d '"'); do
      [ -f "./${dest#res://}" ] || return 1
    done
    record=".import/$(basename "$source")-$(printf '%s' "res://$source" | md5sum | cut -d' ' -f1).md5"
    [ -f "$record" ] || return 1
    grep -q "^source_md5=\"$(md5sum "$source" | cut -d' ' -f1)\"" "$record" || return 1
  done < <(find . \( -path ./.git -o -path ./.venv -o -path ./build -o -path ./.import \) -prune \
    -o -type f -regextype posix-extended -regex ".*\.($IMPORTED_EXTENSIONS)" -print)
}

# Godot 3.2's editor ignores --quit on this build (and elsewhere quits before importing), so
# run it until the imports exist, then stop it.
if ! import_is_current; then
  echo "import_assets.sh: importing assets with the headless editor (log: $LOG_DIR/import.log)"
  "$GODOT" --path . --editor >"$LOG_DIR/import.log" 2>&1 &
  editor_pid=$!
  waited=0
  until import_is_current; do
    if ! kill -0 "$editor_pid" 2>/dev/null || [ "$waited" -ge "$IMPORT_TIMEOUT" ]; then
      break
    fi
    sleep 1
    waited=$((waited + 1))
  done
  sleep 2 # let the editor finish writing what it imported last
  kill "$editor_pid" 2>/dev/null || true
  wait "$editor_pid" 2>/dev/null || true
  if ! import_is_current; then
    echo "import_assets.sh: the asset import did not finish; see $LOG_DIR/import.log" >&2
    exit 1
  fi
fi


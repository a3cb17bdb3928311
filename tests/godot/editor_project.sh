# Sourced by editor_smoke.sh and editor_screenshots.sh: runs the Godot editor on a temporary
# copy of the project in which the level editor plugin and its test driver
# (tests/godot/editor_driver) are enabled. The project's own project.godot is never changed.

EDITOR_TIMEOUT=${EDITOR_TIMEOUT:-240}
EDITOR_SCREEN=${EDITOR_SCREEN:-1600x900}

# run_level_editor MODE LOG [SHOTS_DIR]: drive the editor (MODE: smoke, packs, resave or
# screenshots; editor_driver.gd says what each does) and write its whole output to LOG. Fails
# as editor_run_verdict says.
run_level_editor() {
  local mode=$1 log=$2 shots=${3:-} copy status=0
  copy=$(editor_project_copy)
  editor_session "$copy" "$mode" "$shots" >"$log" 2>&1 || status=$?
  rm -rf "$copy" "${XDG_CONFIG_HOME:-$HOME/.config}/godot/projects/$(basename "$copy")"-*
  editor_run_verdict "$mode" "$log" "$status"
}

# editor_project_copy: a temporary copy of the project (its path) with the plugin and the
# driver enabled.
editor_project_copy() {
  local root copy
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
  copy=$(mktemp -d)
  tar -C "$root" --exclude=./.git --exclude=./.venv --exclude=./build -cf - . | tar -C "$copy" -xf -
  ln -s "$root/.venv" "$copy/.venv"
  mkdir -p "$copy/addons/level_editor_driver"
  # its files and its modes' parts (modes/<folder>/), not its .gdignore
  cp -r "$root"/tests/godot/editor_driver/* "$copy/addons/level_editor_driver/"
  python3 - "$copy/project.godot" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
text = re.sub(r"(?ms)^\[editor_plugins\]\n.*?(?=^\[|\Z)", "", text)
# Godot 3.2 lists enabled plugins by their folder under res://addons/, not by plugin.cfg path
text = text.rstrip("\n") + '\n\n[editor_plugins]\n\n' \
    'enabled=PoolStringArray( "level_editor", "level_editor_driver" )\n'
open(path, "w", encoding="utf-8").write(text)
PY
  echo "$copy"
}

# editor_session COPY MODE SHOTS_DIR: the editor on the copy, driven in MODE.
editor_session() {
  # a locale Godot knows and no sound card: the test machine's own errors stay out of the log
  LANG=en_US.UTF-8 LEVEL_EDITOR_DRIVE=$2 LEVEL_EDITOR_SHOTS=$3 timeout "$EDITOR_TIMEOUT" \
    xvfb-run -a -s "-screen 0 ${EDITOR_SCREEN}x24" \
    godot3 --editor --path "$1" --resolution "$EDITOR_SCREEN" --audio-driver Dummy
}

# editor_run_verdict MODE LOG STATUS: 0 only when the editor exited by itself with status 0
# (a timeout is 124: the editor hung, even if the driver had printed its last line), no error
# names addons/level_editor (in the packs session: no error at all, the editor's Output panel
# stays clean), and the driver finished without failures.
editor_run_verdict() {
  local mode=$1 log=$2 status=$3
  if [ "$mode" = packs ] && grep -Eq "^(SCRIPT )?ERROR" "$log"; then
    grep -E -A1 "^(SCRIPT )?ERROR" "$log" | sort | uniq -c | sort -rn | head -20 >&2
    echo "$mode: the editor's output has errors (log: $log)" >&2
    return 1
  fi
  # an error line names the script itself or on the "At:" line after it
  if grep -A1 "ERROR" "$log" | grep -q "addons/level_editor"; then
    grep -A1 "ERROR" "$log" | grep -B1 "addons/level_editor" >&2
    echo "$mode: errors from addons/level_editor (log: $log)" >&2
    return 1
  fi
  grep "level editor driver:" "$log" || true
  if [ "$status" -eq 124 ]; then
    echo "$mode: the editor did not finish within ${EDITOR_TIMEOUT}s (log: $log)" >&2
    return 1
  fi
  if [ "$status" -ne 0 ]; then
    echo "$mode: the editor exited with status $status (log: $log)" >&2
    return 1
  fi
  if ! grep -q "level editor driver: done, 0 failed" "$log"; then
    echo "$mode: the driver did not finish cleanly (log: $log)" >&2
    return 1
  fi
}

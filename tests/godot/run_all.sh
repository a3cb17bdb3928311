#!/usr/bin/env bash
# `make test-godot`: write the conformance vectors from the Python core (one file per mode plus
# the shared ones, into build/conformance/; skipped when the ones there were written from the same
# core, solvers and levels), import the project's assets when they are missing or stale
# (import_assets.sh), run every headless Godot test (two runners at once, sharing the files;
# GODOT_TEST_RUNNERS=1 for one), then the exported-pack smoke test. With CONFORMANCE_DIR set, the
# vectors already in that folder are replayed as they are and none are written.
# Prints each runner's log (its failures and slowest tests), the total "N passed, N failed" and
# where the time went (each step here); exits non-zero on a failed test, a script error in any
# runner's log, a timeout, or a runner that never got to its summary.
# Arguments are passed to the runner as filters (and the pack smoke test is skipped):
#   run_all.sh test_session test_catalog:test_x
set -euo pipefail
cd "$(dirname "$0")/../.."

GODOT=godot3-server
VECTORS_DIR=build/conformance
LOG_DIR=build/godot-tests
RUNNER_TIMEOUT=1200 # seconds for each runner; each test also has its own timeout
RUNNERS=${GODOT_TEST_RUNNERS:-2} # runner processes at once (section 3)

mkdir -p "$VECTORS_DIR" "$LOG_DIR"
touch build/.gdignore # build output is no game asset: the editor must not import it

times=()
step_started=$(date +%s.%N)
step_done() { # name: records how long the step since the last one took
  local now
  now=$(date +%s.%N)
  times+=("$(awk -v a="$step_started" -v b="$now" -v n="$1" 'BEGIN { printf "%6.1f s  %s", b - a, n }')")
  step_started=$now
}
print_times() {
  echo "run_all.sh: where the time went"
  printf '  %s\n' "${times[@]}"
}

# --- 1. conformance vectors (the Python core is the authority) -----------------------------
# What the vectors are written from: every tracked or new file of the core, the solvers and the
# levels (a fresh clone always writes them; a rerun on the same sources replays the same files).
sources_stamp() { # "" outside a git checkout: the vectors are then always written
  local files
  files=$(git ls-files -co --exclude-standard core solver_ext levels 2>/dev/null) || return 0
  echo "$files" | sort | xargs md5sum | md5sum | cut -d' ' -f1
}
if [ -n "${CONFORMANCE_DIR:-}" ]; then
  echo "run_all.sh: replaying the vectors in $CONFORMANCE_DIR (CONFORMANCE_DIR is set)"
else
  stamp=$(sources_stamp)
  if [ -n "$stamp" ] && [ -f "$VECTORS_DIR/.sources" ] &&
    [ "$(cat "$VECTORS_DIR/.sources")" = "$stamp" ]; then
    echo "run_all.sh: the vectors in $VECTORS_DIR are from these sources; not written again"
  else
    rm -f "$VECTORS_DIR/.sources"
    if ! .venv/bin/python -m core conformance --out-dir "$VECTORS_DIR"; then
      echo "run_all.sh: 'python -m core conformance --out-dir $VECTORS_DIR' failed" >&2
      exit 1
    fi
    echo "$stamp" >"$VECTORS_DIR/.sources"
  fi
fi
step_done "conformance vectors"

# --- 2. asset import -------------------------------------------------------------------------
bash tests/godot/import_assets.sh
step_done "asset import"

# --- 3. the tests ----------------------------------------------------------------------------
# RUNNERS runner processes share the test files (runner.gd --claim-dir): many tests wait on
# frames, timers or child processes, so two runners on two cores take about half the time of one.
# Each has a user:// folder of its own (XDG_DATA_HOME; play-tests and the workshop write fixed
# user:// files). The runners' logs are printed, one after the other, once all are done, and kept
# together in runner.log. What a run writes lives in a folder of its own, removed after it (runs
# may overlap on one checkout).
runners=$RUNNERS
run_dir=$(mktemp -d "$PWD/$LOG_DIR/run.XXXXXX")
shared=() # the runner's option to share the files with the others
if [ "$runners" -gt 1 ]; then
  mkdir "$run_dir/claims"
  shared=(--claim-dir="$run_dir/claims")
fi
pids=()
# an interrupted run_all.sh stops its runners
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$run_dir"' EXIT
app_name=$(sed -n 's|^config/name="\(.*\)"|\1|p' project.godot)
for n in $(seq "$runners"); do
  # made here: Godot 3.2 makes a missing user:// folder too, but reports an error doing so
  mkdir -p "$run_dir/data-$n/godot/app_userdata/$app_name"
  XDG_DATA_HOME=$run_dir/data-$n timeout "$RUNNER_TIMEOUT" "$GODOT" --path . \
    -s res://tests/godot/runner.gd -- "${shared[@]}" "$@" </dev/null >"$run_dir/runner-$n.log" 2>&1 &
  pids+=($!)
done
echo "run_all.sh: $runners runner(s) started; their logs follow once all are done"
statuses=()
for pid in "${pids[@]}"; do
  status=0
  wait "$pid" || status=$?
  statuses+=("$status")
done
pids=()
step_done "headless tests ($runners runner(s) at once)"
for n in $(seq "$runners"); do
  echo "=== runner $n of $runners ==="
  cat "$run_dir/runner-$n.log"
done | tee "$LOG_DIR/runner.log"
# Every runner must have ended on its own, with its summary line and no script error in its log.
failed_runners=0
for n in $(seq "$runners"); do
  log=$run_dir/runner-$n.log
  status=${statuses[$((n - 1))]}
  if [ "$status" -eq 124 ]; then
    echo "run_all.sh: runner $n was stopped after ${RUNNER_TIMEOUT}s" >&2
  elif ! grep -Eq '^[0-9]+ passed, [0-9]+ failed$' "$log"; then
    echo "run_all.sh: runner $n ended (exit $status) without its summary line" >&2
  elif grep -q '^SCRIPT ERROR' "$log"; then
    # Godot 3 gives scripts no hook on runtime errors: a test that hits one just stops.
    echo "run_all.sh: $(grep -c '^SCRIPT ERROR' "$log") script error(s) in runner $n's log above" >&2
  elif [ "$status" -ne 0 ]; then
    echo "run_all.sh: runner $n failed (exit $status): see its FAIL lines above" >&2
  else
    continue
  fi
  failed_runners=$((failed_runners + 1))
done
read -r passed failed < <(cat "$run_dir"/runner-*.log | grep -E '^[0-9]+ passed, [0-9]+ failed$' |
  awk '{ p += $1; f += $3 } END { print p + 0, f + 0 }')
echo "run_all.sh: $passed passed, $failed failed in $runners runner(s)"
if [ "$failed_runners" -gt 0 ]; then
  exit 1
fi
if [ "$passed" -eq 0 ] && [ "$failed" -eq 0 ]; then
  echo "run_all.sh: no test matched $*" >&2
  exit 1
fi
if [ "$#" -gt 0 ]; then
  print_times
  exit 0
fi

# --- 4. exported-pack smoke test -------------------------------------------------------------
# `make export-pack` (no export templates needed), which must ship the baked levels and every
# mode's translations, then the pack started headless to its first screen (--quit: one frame
# after the main scene is ready) without a script error or a missing resource.
if ! make --no-print-directory export-pack >"$LOG_DIR/export-pack.log" 2>&1; then
  echo "run_all.sh: make export-pack failed; see $LOG_DIR/export-pack.log" >&2
  exit 1
fi
for shipped in 'levels/01-number-stroke.baked.json' 'scenes/[a-z_]*/strings.en.translation'; do
  if ! grep -q "Storing File: res://$shipped" "$LOG_DIR/export-pack.log"; then
    echo "run_all.sh: the exported pack lacks $shipped" >&2
    exit 1
  fi
done
if ! timeout 60 "$GODOT" --main-pack build/onestroke.pck --quit >"$LOG_DIR/pack-smoke.log" 2>&1 ||
  grep -Eq '^SCRIPT ERROR|Failed loading resource|Cannot open file' "$LOG_DIR/pack-smoke.log"; then
  cat "$LOG_DIR/pack-smoke.log"
  echo "run_all.sh: the exported pack did not start cleanly; see $LOG_DIR/pack-smoke.log" >&2
  exit 1
fi
step_done "export-pack and its smoke test"
print_times

#!/usr/bin/env bash
# `make test-godot`: write the conformance vectors from the Python core (one file per mode plus
# the shared ones, into build/conformance/), import the project's assets when they are missing
# or stale (import_assets.sh), then run every headless Godot test. With CONFORMANCE_DIR set, the vectors already
# in that folder are replayed as they are and none are written.
# Prints the runner's "N passed, N failed" line; exits non-zero on a failed test, a script
# error anywhere in the log, a timeout, or a runner that never got to its summary.
# Arguments are passed to the runner as filters: run_all.sh test_session test_catalog:test_x
set -euo pipefail
cd "$(dirname "$0")/../.."

GODOT=godot3-server
VECTORS_DIR=build/conformance
LOG_DIR=build/godot-tests
RUNNER_TIMEOUT=1200 # seconds for the whole runner; each test also has its own timeout

mkdir -p "$VECTORS_DIR" "$LOG_DIR"
touch build/.gdignore # build output is no game asset: the editor must not import it

# --- 1. conformance vectors (the Python core is the authority) -----------------------------
if [ -n "${CONFORMANCE_DIR:-}" ]; then
  echo "run_all.sh: replaying the vectors in $CONFORMANCE_DIR (CONFORMANCE_DIR is set)"
elif ! .venv/bin/python -m core conformance --out-dir "$VECTORS_DIR"; then
  echo "run_all.sh: 'python -m core conformance --out-dir $VECTORS_DIR' failed" >&2
  exit 1
fi

# --- 2. asset import -------------------------------------------------------------------------
bash tests/godot/import_assets.sh

# --- 3. the tests ----------------------------------------------------------------------------
filters=()
if [ "$#" -gt 0 ]; then
  filters=(-- "$@")
fi
set +e
timeout "$RUNNER_TIMEOUT" "$GODOT" --path . -s res://tests/godot/runner.gd "${filters[@]}" 2>&1 |
  tee "$LOG_DIR/runner.log"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -eq 124 ]; then
  echo "run_all.sh: the runner was stopped after ${RUNNER_TIMEOUT}s" >&2
  exit 1
fi
if ! grep -Eq '^[0-9]+ passed, [0-9]+ failed$' "$LOG_DIR/runner.log"; then
  echo "run_all.sh: the runner ended (exit $status) without its summary line" >&2
  exit 1
fi
# Godot 3 gives scripts no hook on runtime errors: a test that hits one just stops.
script_errors=$(grep -c '^SCRIPT ERROR' "$LOG_DIR/runner.log" || true)
if [ "$script_errors" -gt 0 ]; then
  echo "run_all.sh: $script_errors script error(s) in the log above" >&2
  exit 1
fi
if [ "$status" -ne 0 ]; then
  exit "$status"
fi

# --- additional steps ------------------------------------------------------------------------
# Further checks (e.g. the exported-pack smoke test) go here; each must exit non-zero on
# failure (set -e is on).

# Exported-pack smoke test: `make export-pack` (no export templates needed), which must ship the
# baked levels, then the pack started headless to its first screen (--quit: one frame after the
# main scene is ready) without a script error or a missing resource.
if ! make --no-print-directory export-pack >"$LOG_DIR/export-pack.log" 2>&1; then
  echo "run_all.sh: make export-pack failed; see $LOG_DIR/export-pack.log" >&2
  exit 1
fi
if ! grep -q 'Storing File: res://levels/01-number-stroke.baked.json' "$LOG_DIR/export-pack.log"; then
  echo "run_all.sh: the exported pack lacks levels/01-number-stroke.baked.json" >&2
  exit 1
fi
if ! timeout 60 "$GODOT" --main-pack build/onestroke.pck --quit >"$LOG_DIR/pack-smoke.log" 2>&1 ||
  grep -Eq '^SCRIPT ERROR|Failed loading resource|Cannot open file' "$LOG_DIR/pack-smoke.log"; then
  cat "$LOG_DIR/pack-smoke.log"
  echo "run_all.sh: the exported pack did not start cleanly; see $LOG_DIR/pack-smoke.log" >&2
  exit 1
fi

#!/usr/bin/env bash
# The frame-budget bench as a web build (issue 33): build/bench-web/site/ (index.html, the engine,
# index.pck) whose main scene is tests/godot/bench/web_frame_budget.tscn, for
# tests/bench/web_frame_budget.py to open in headless Chromium. Not the shipped game: it is
# exported from a copy of the project (build/bench-web/project/, the imported assets kept) whose
# project.godot starts the bench and whose only preset is the shipped "Web" preset with the
# bench's scripts and fixtures let in and Godot's own page; export_presets.cfg, project.godot
# and `make web` are left as they are. Needs the web template (`make web-template`).
set -euo pipefail
cd "$(dirname "$0")/.."
template="${XDG_DATA_HOME:-$HOME/.local/share}/godot/templates/3.2.3.stable/webassembly_release.zip"
if [ ! -f "$template" ]; then
  echo "export_bench_web: no web template at $template; build it once with 'make web-template'" >&2
  exit 1
fi
work=build/bench-web
project=$work/project
rm -rf "$project" "$work/site.new"
mkdir -p "$project" "$work/site.new"
tar -cf - --exclude=./build --exclude=./.git --exclude=./.venv --exclude=./.hypothesis \
  --exclude=./.pytest_cache --exclude='*.egg-info' --exclude=./solver_ext . | tar -xf - -C "$project"
main='run/main_scene="res://tests/godot/bench/web_frame_budget.tscn"'
sed -i "s|^run/main_scene=.*|$main|" "$project/project.godot"
grep -qxF "$main" "$project/project.godot" || { echo "export_bench_web: project.godot has no run/main_scene" >&2; exit 1; }
# The "Web" preset as shipped, with the bench's files exported, its scripts as text (as the
# native bench runs them; the mode registry finds a mode's bench by its .gd file) and Godot's
# default page (the game's page asks for consent and registers a service worker).
awk '/^\[preset\.[0-9]+\]$/ { keep = 0 } /^name="Web"$/ { keep = 1; print "[preset.0]\n" }
     /^\[preset\.[0-9]+\.options\]$/ && keep { print "[preset.0.options]"; next }
     keep' export_presets.cfg |
  sed -e 's|^exclude_filter=.*|exclude_filter="build/*, addons/*, release/*"|' \
      -e 's|^script_export_mode=.*|script_export_mode=0|' \
      -e 's|^html/custom_html_shell=.*|html/custom_html_shell=""|' >"$project/export_presets.cfg"
grep -q '^platform="HTML5"$' "$project/export_presets.cfg" || { echo "export_bench_web: no Web preset" >&2; exit 1; }
log=$work/export.log
if ! godot3-server --path "$project" --export "Web" "$PWD/$work/site.new/index.html" >"$log" 2>&1 \
    || [ ! -s "$work/site.new/index.pck" ]; then
  echo "export_bench_web: the export failed; see $log" >&2
  tail -20 "$log" >&2
  exit 1
fi
rm -rf "$work/site"
mv "$work/site.new" "$work/site"
echo "export_bench_web: $work/site/"

#!/usr/bin/env bash
# `make desktop [ENDPOINT=URL]`: the Linux/X11 build in build/desktop/: Debian's godot3-runner
# (the release template of our engine, the preset's custom template) as onestroke.x86_64 with the
# game's pack beside it, override.cfg with the play-data endpoint, and the launcher `onestroke`.
set -euo pipefail
cd "$(dirname "$0")/.."
source release/build_settings.sh
out=build/desktop
tmp=build/desktop.new
rm -rf "$tmp"
mkdir -p "$tmp"
write_build_settings "$tmp" "${ENDPOINT:-}"
log=build/desktop-export.log
if ! godot3-server --path . --export "Linux/X11" "$tmp/onestroke.x86_64" >"$log" 2>&1 ||
  [ ! -s "$tmp/onestroke.pck" ]; then
  echo "make desktop: the export failed; see $log" >&2
  tail -20 "$log" >&2
  exit 1
fi
cat >"$tmp/onestroke" <<'LAUNCHER'
#!/bin/sh
# Starts One Stroke from wherever this folder is (the engine finds its pack beside it).
here="$(cd "$(dirname "$0")" && pwd)"
exec "$here/onestroke.x86_64" "$@"
LAUNCHER
chmod +x "$tmp/onestroke" "$tmp/onestroke.x86_64"
rm -rf "$out.old"
[ ! -d "$out" ] || mv "$out" "$out.old"
mv "$tmp" "$out"
rm -rf "$out.old"
echo "make desktop: $out/ (run $out/onestroke; endpoint: ${ENDPOINT:-none})"

#!/usr/bin/env bash
# `make web [ENDPOINT=URL]`: exports the game as an installable, offline web app into build/web/
# (index.html, the engine's index.js and index.wasm, the game's index.pck, the web manifest and
# its icons, the service worker with this build's file list and cache name, override.cfg with
# the play-data endpoint). Needs the web template (`make web-template`). The folder is made
# beside build/web and renamed into place, so a failed export leaves the last one whole.
set -euo pipefail
cd "$(dirname "$0")/.."
source release/build_settings.sh
template="${XDG_DATA_HOME:-$HOME/.local/share}/godot/templates/3.2.3.stable/webassembly_release.zip"
if [ ! -f "$template" ]; then
  echo "make web: no web template at $template; build it once with 'make web-template'" \
    "(see README: 13-15 minutes on 2 cores)" >&2
  exit 1
fi
out=build/web
tmp=build/web.new
rm -rf "$tmp"
mkdir -p "$tmp"
write_build_settings "$tmp" "${ENDPOINT:-}"
log=build/web-export.log
if ! godot3-server --path . --export "Web" "$tmp/index.html" >"$log" 2>&1 || [ ! -s "$tmp/index.pck" ]; then
  echo "make web: the export failed; see $log" >&2
  tail -20 "$log" >&2
  exit 1
fi
cp release/web/onestroke.webmanifest scenes/common/art/icon-192.png scenes/common/art/icon-512.png "$tmp/"
# The service worker caches exactly this build; its name changes with any file of it.
mapfile -t files < <(cd "$tmp" && ls)
build_id=$(cd "$tmp" && cat "${files[@]}" | sha256sum | cut -c1-16)
list=$(printf '"%s", ' "./" "${files[@]}")
sed -e "s/__BUILD__/$build_id/" -e "s|__FILES__|[${list%, }]|" release/web/sw.js >"$tmp/sw.js"
rm -rf "$out.old"
[ ! -d "$out" ] || mv "$out" "$out.old"
mv "$tmp" "$out"
rm -rf "$out.old"
echo "make web: $out/ (build $build_id, endpoint: ${ENDPOINT:-none})"

#!/usr/bin/env bash
# `make release`: the three builds of one version, named by it, in build/release/:
#   onestroke-VERSION-web.zip           build/web/ (serve it over HTTPS; unzip at the site's root)
#   onestroke-VERSION-linux-x86_64.tar.gz  build/desktop/ as onestroke-VERSION/
#   onestroke-VERSION.pck               the game's pack alone (for a Godot 3.2.3 runner)
# Each is written beside its name and renamed into place.
set -euo pipefail
cd "$(dirname "$0")/.."
version="$1"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || {
  echo "error: project.godot: application/config/version '$version' is not MAJOR.MINOR.PATCH" >&2
  exit 2
}
out=build/release
mkdir -p "$out"
name="onestroke-$version"

(cd build/web && python3 -m zipfile -c "../../$out/$name-web.zip.tmp" .)
mv "$out/$name-web.zip.tmp" "$out/$name-web.zip"

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -a build/desktop "$stage/$name"
tar -C "$stage" -czf "$out/$name-linux-x86_64.tar.gz.tmp" "$name"
mv "$out/$name-linux-x86_64.tar.gz.tmp" "$out/$name-linux-x86_64.tar.gz"

cp build/onestroke.pck "$out/$name.pck.tmp"
mv "$out/$name.pck.tmp" "$out/$name.pck"
ls -l "$out"/"$name"*

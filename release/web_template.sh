#!/usr/bin/env bash
# Builds Godot 3.2.3's web export template from Debian's own source package (the source of the
# godot3 editor we use) with Debian's emscripten and scons, then installs it where the 3.2.3
# editor looks for export templates. Run by `make web-template`; a second run with the template
# in place does nothing (FORCE=1 rebuilds).
#
#   GODOT_WEB_WORK  where the source is unpacked and built (default ~/.cache/onestroke)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
version=3.2.3
templates="${XDG_DATA_HOME:-$HOME/.local/share}/godot/templates/$version.stable"
template="$templates/webassembly_release.zip"
work="${GODOT_WEB_WORK:-${XDG_CACHE_HOME:-$HOME/.cache}/onestroke}/godot-$version-web"
sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo

if [ -f "$template" ] && [ "${FORCE:-0}" != 1 ]; then
    echo "web template: already installed at $template"
    exit 0
fi

# The source package needs a deb-src line; Debian 12 images ship binary lines only.
src_list=/etc/apt/sources.list.d/onestroke-deb-src.sources
if ! apt-get indextargets 2>/dev/null | grep -q "Identifier: Sources"; then
    echo "web template: enabling Debian's source packages ($src_list)"
    codename="$(. /etc/os-release && echo "$VERSION_CODENAME")"
    printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
        "$codename" | $sudo tee "$src_list" >/dev/null
    $sudo apt-get update -qq
fi
missing=""
for p in emscripten scons dpkg-dev; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
if [ -n "$missing" ]; then
    echo "web template: installing$missing"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null
fi

mkdir -p "$work"
cd "$work"
src="$work/godot-$version-stable"
rm -rf "$src"
apt-get source -qq godot3 >/dev/null 2>&1 || apt-get source godot3
[ -d "$src/platform/javascript" ] || { echo "web template: $src/platform/javascript is missing" >&2; exit 1; }
for p in "$here"/godot-$version-web/*.patch; do
    echo "web template: applying $(basename "$p"): $(head -1 "$p" | sed 's/^Why: //')"
    patch -s -p1 -d "$src" <"$p"
done

# Debian's emscripten: its own config (prebuilt system libraries, frozen cache), and its
# optimizer's acorn lives in Debian's node module folder, which a non-Debian node does not search.
export EM_CONFIG=/usr/share/emscripten/.emscripten
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

# Only what the game uses: 2D, GDScript, fonts, PNG, mbedTLS (Crypto makes the install id), and
# RegEx (3.2.3's built-in tests link it even in templates). Every other module is off, which
# halves the build.
off_modules="arkit assimp bmp bullet camera csg cvtt dds enet etc gdnative gridmap hdr jpg
  jsonrpc mobile_vr mono ogg opensimplex opus pvr recast squish stb_vorbis svg tga theora
  tinyexr upnp vhacd visual_script vorbis webm webp webrtc websocket xatlas_unwrap"
flags=(platform=javascript target=release tools=no disable_3d=yes progress=no warnings=no
    module_mbedtls_enabled=yes)
for m in $off_modules; do flags+=("module_${m}_enabled=no"); done

started=$(date +%s)
jobs="${JOBS:-$(nproc)}"
echo "web template: scons -j$jobs ${flags[*]}"
(cd "$src" && scons -j"$jobs" "${flags[@]}")
took=$(($(date +%s) - started))

mkdir -p "$templates"
cp "$src"/bin/godot.javascript.opt.zip "$template.tmp"
mv "$template.tmp" "$template"
echo "web template: built in $took s on $(nproc) cores; installed at $template"

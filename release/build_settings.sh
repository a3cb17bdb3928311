# Sourced by the export scripts: writes the settings one build carries beside its pack
# (override.cfg, read by Godot after the pack's project settings), so a build's play-data
# endpoint is chosen when it is made (`make web ENDPOINT=https://…`), never in project.godot.
# The collector's token comes from ONESTROKE_COLLECT_TOKEN, the variable the collector itself
# reads (empty: the build sends none); it is public in the build (docs/telemetry.md).
write_build_settings() { # folder endpoint
  local endpoint="$2" token="${ONESTROKE_COLLECT_TOKEN:-}"
  case "$endpoint" in
    '' | https://* | http://127.* | http://localhost* | http://\[::1\]*) ;;
    *) echo "error: ENDPOINT=$endpoint: [endpoint] play data goes over https:// (or http:// to this machine only)" >&2
       return 2 ;;
  esac
  case "$endpoint" in *'"'* | *'\'* | *' '*)
    echo "error: ENDPOINT=$endpoint: [endpoint] a URL has no quotes, backslashes or spaces" >&2
    return 2 ;;
  esac
  # the collector's own rule (core/telemetry/collector.py TOKEN_RE): nothing to quote in the file
  if [[ -n "$token" && ! "$token" =~ ^[A-Za-z0-9._~+/-]{16,256}$ ]]; then
    echo "error: ONESTROKE_COLLECT_TOKEN: [token] a token is 16 to 256 characters of A-Z a-z 0-9 . _ ~ + / -" >&2
    return 2
  fi
  printf '[telemetry]\n\nupload/endpoint="%s"\nupload/token="%s"\n' "$endpoint" "$token" >"$1/override.cfg"
}

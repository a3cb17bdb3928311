# Sourced by the export scripts: writes the settings one build carries beside its pack
# (override.cfg, read by Godot after the pack's project settings), so a build's play-data
# endpoint is chosen when it is made (`make web ENDPOINT=https://…`), never in project.godot.
write_build_settings() { # folder endpoint
  local endpoint="$2"
  case "$endpoint" in
    '' | https://* | http://127.* | http://localhost* | http://\[::1\]*) ;;
    *) echo "error: ENDPOINT=$endpoint: [endpoint] play data goes over https:// (or http:// to this machine only)" >&2
       return 2 ;;
  esac
  case "$endpoint" in *'"'* | *'\'* | *' '*)
    echo "error: ENDPOINT=$endpoint: [endpoint] a URL has no quotes, backslashes or spaces" >&2
    return 2 ;;
  esac
  printf '[telemetry]\n\nupload/endpoint="%s"\n' "$endpoint" >"$1/override.cfg"
}

# Shared by scripts/comment-picture.sh and scripts/history-picture.sh (sourced, not run): finding
# Chromium, the build, a temporary folder and the headless photograph of a page as tall as it is.

# picture_setup NAME: sets $chromium (CHROMIUM, else the first of chromium, chromium-browser,
# google-chrome on PATH; none: exit 2) and $work (a temporary folder removed on exit); builds lib/.
picture_setup() {
  chromium="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)}"
  if [ -z "$chromium" ]; then
    echo "$1: no Chromium found; install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROMIUM" >&2
    exit 2
  fi
  npm run -s build
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
}

# picture_shoot NAME PAGE.html WIDTH OUT.png [CHROMIUM FLAG ...]: loads the page once to read the
# height its script records on <body data-height> (the DOM is left in $dom), then photographs it at
# WIDTH × that height into OUT.png (sets $height). No height: names the page's data-error, exit 1.
picture_shoot() {
  local name="$1" page="$2" width="$3" png="$4"
  shift 4
  local flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 --user-data-dir="$work/profile" "$@")
  dom="$("$chromium" "${flags[@]}" --window-size="$width,800" --dump-dom "file://$page" 2>/dev/null)"
  height="$(sed -n 's/.*data-height="\([0-9]*\)".*/\1/p' <<<"$dom" | head -n 1)"
  if [ -z "$height" ]; then
    echo "$name: Chromium did not report the page height $(sed -n 's/.*data-error="\([^"]*\)".*/(\1)/p' <<<"$dom" | head -n 1)" >&2
    exit 1
  fi
  "$chromium" "${flags[@]}" --window-size="$width,$height" --screenshot="$png" "file://$page" 2>/dev/null
}

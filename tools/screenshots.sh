#!/usr/bin/env bash
# Takes screenshots of Folio's main states under Xvfb into docs/screenshots/*.png:
#   empty.png            no document, no model (the window offers to choose or download one)
#   regions.png          the bundled sample page with regions drawn on it
#   side-by-side.png     the page, its Markdown source and the typeset preview
#   layout.png           a grounding model's layout blocks over the page, one picked
#   confidence.png       low-confidence text underlined in the editor, the first selected (F8)
#   running.png          recognition streaming (needs the test reference model)
#   side-by-side-LANG-WxH.png  the side-by-side state in German and Japanese, on a 1600x1000 and
#                        a 1024x700 screen (the window filling it)
# Usage: tools/screenshots.sh [BUILD_DIR]   (default: build; the folio-screenshot target must be built)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="${1:-${FOLIO_BUILD_DIR:-$here/build}}"
shooter="$build_dir/tools/screenshot/folio-screenshot"
out="$here/docs/screenshots"
sample="$here/resources/sample/sample-page.png"
[ -x "$shooter" ] || { echo "screenshots.sh: $shooter not built (ninja -C $build_dir folio-screenshot)" >&2; exit 1; }
command -v xvfb-run >/dev/null || { echo "screenshots.sh: xvfb-run missing (apt-get install xvfb)" >&2; exit 1; }
mkdir -p "$out"

# A throw-away settings folder: the screenshots show defaults, not this machine's setup.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data"
export QTWEBENGINE_CHROMIUM_FLAGS="--disable-gpu" LIBGL_ALWAYS_SOFTWARE=1

shoot() {  # shoot NAME [folio-screenshot arguments...]; $screen (default 1600x1000) sizes Xvfb
  local name="$1"; shift
  xvfb-run -a -s "-screen 0 ${screen:-1600x1000}x24" "$shooter" --out "$out/$name.png" "$@"
  echo "screenshots.sh: $out/$name.png"
}

regions=(--region 105,170,930,70 --region 105,630,1020,290 --region 330,1040,700,115)
shoot empty
shoot regions "$sample" "${regions[@]}"
shoot side-by-side "$sample" "${regions[@]}" --page-text "$here/resources/sample/sample-page.md"
# The interface in two of its languages, a Latin and a CJK one, at a desktop's and a small
# laptop's screen size: every label fits.
for language in de ja; do
  for screen in 1600x1000 1024x700; do
    FOLIO_UI_LANGUAGE=$language screen=$screen shoot "side-by-side-$language-$screen" "$sample" "${regions[@]}" \
      --page-text "$here/resources/sample/sample-page.md" --size "$screen"
  done
done
# The layout of a grounding model (LightOnOCR-3), written by hand for the sample page: the boxes
# over the page, the table's block picked as a click on its box does.
shoot layout "$sample" --grounding "$here/resources/sample/sample-page.grounding.txt" --block 6

# The marks a recognition leaves where its tokens' probability was low, staged on the sample's
# text (random weights are unsure of every token); F8 pressed once.
shoot confidence "$sample" --page-text "$here/resources/sample/sample-page.md" \
  --low-confidence "gauging points" --low-confidence "105°C" --low-confidence "14 September" \
  --low-confidence "47.1" --low-confidence "turbidity" --next-low-confidence 1

# A job running needs a model: the small random-weight reference model the tests build
# (ctest -L model) stands in for LightOnOCR, so the streamed text is gibberish by design.
tiny="$build_dir/reference/tiny_a/model"
if [ -f "$tiny/config.json" ]; then
  mkdir -p "$XDG_CONFIG_HOME/Folio"
  printf '[model]\nfolder=%s\ndtype=float32\nlongestImageSide=448\n' "$tiny" > "$XDG_CONFIG_HOME/Folio/folio.conf"
  shoot running "$sample" "$here/resources/sample/sample-page.png" --recognize --delay 4000
else
  echo "screenshots.sh: no reference model in $tiny; skipping running.png (ctest -L model builds it)"
fi

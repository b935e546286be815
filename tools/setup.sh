#!/usr/bin/env bash
# Installs everything Folio's build and tests need on Debian 12. Idempotent: safe to run twice.
#   tools/setup.sh [BUILD_DIR]     (default: build)
# Debian packages go through apt; the numerical reference (torch, transformers) goes into a
# virtual environment at BUILD_DIR/venv, whose torch also provides libtorch to CMake.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="${1:-$here/build}"
venv="$build_dir/venv"

debian_packages=(
  build-essential cmake ninja-build pkg-config git ca-certificates
  python3 python3-venv python3-dev
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-translations-l10n qt6-webengine-dev qt6-svg-dev qt6-image-formats-plugins
  libqt6svg6 libgl-dev
  zlib1g-dev libpodofo-dev libxml2-dev libicu-dev libtesseract-dev libleptonica-dev tesseract-ocr-osd poppler-utils qpdf
  libpoppler-qt6-dev libmd4c-dev libmd4c-html0-dev libjs-katex pandoc libexttextcat-dev libarchive-dev
  libhunspell-dev hunspell-en-us hunspell-fr hunspell-de-de hunspell-es hunspell-it
  hunspell-nl hunspell-pt-pt hunspell-sv hunspell-da
  xvfb xauth curl unzip fonts-noto-core fonts-noto-cjk imagemagick
  librsvg2-bin desktop-file-utils appstream libxml2-utils shared-mime-info libglib2.0-bin
  groff-base man-db bsdextrautils libreoffice-writer-nogui dbus-daemon
  dpkg-dev patchelf lintian xdotool xdg-utils
)

missing=()
for p in "${debian_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing Debian packages: ${missing[*]}"
  sudo_cmd=""; [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "setup: Debian packages present"
fi

# Versions match the GPU machine, so the reference behaves the same on both.
python_requirements=(torch==2.11.0 torchvision==0.26.0 transformers==5.17.0 safetensors tokenizers pillow numpy python-docx openai)
mkdir -p "$build_dir"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import torch, torchvision, transformers, safetensors, tokenizers, PIL, docx, openai; assert torch.__version__.startswith('2.11.0'), torch.__version__; assert transformers.__version__ == '5.17.0'" 2>/dev/null; then
  echo "setup: installing Python reference packages into $venv"
  "$venv/bin/python" -m pip install -q --upgrade pip
  "$venv/bin/python" -m pip install -q "${python_requirements[@]}"
else
  echo "setup: Python reference environment present ($venv)"
fi
echo "setup: done"

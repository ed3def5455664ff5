#!/usr/bin/env bash
# Installs the C libraries ListShot links against (Debian 12 / Ubuntu -dev packages), only when
# something is missing. Fonts, icons and themes ship inside the package, so none are installed.
# Safe to run any number of times. Needs root (or sudo) the first time.
#   scripts/setup.sh          what building and rendering need
#   scripts/setup.sh --test   the same, plus the tools the test suite uses (chromium, rsvg-convert,
#                             pdftocairo, python3-jsonschema, python3-markdown, cmark-gfm)
set -euo pipefail

packages=(
  # C libraries the package links against (found with pkg-config).
  pkg-config libcairo2-dev libpango1.0-dev librsvg2-dev libfontconfig-dev libpng-dev libdeflate-dev
  libxxhash-dev libjansson-dev
)
if [ "${1:-}" = "--test" ]; then
  # Headless browser for the test that opens the HTML review report (index.html?selftest=1).
  packages+=(chromium)
  # Rasterisers of the SVG and PDF exports, to compare them with the PNG (VectorExportTests).
  packages+=(librsvg2-bin poppler-utils)
  # JSON Schema validator for the test that checks every README and examples spec against the schema.
  packages+=(python3-jsonschema)
  # Markdown to HTML, for the test that checks verify --summary's links and images resolve;
  # cmark-gfm (GitHub's own Markdown, autolinks included) for the test that it makes no link.
  packages+=(python3-markdown cmark-gfm)
fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "setup: installing ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2

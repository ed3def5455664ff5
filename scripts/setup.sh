#!/usr/bin/env bash
# Installs what ListShot needs from Debian 12 packages, only when something is missing.
# Safe to run any number of times. Needs root (or sudo) the first time.
#   scripts/setup.sh          what building and rendering need
#   scripts/setup.sh --test   the same, plus the tools the test suite uses (chromium)
set -euo pipefail

packages=(
  # C libraries the package links against (found with pkg-config).
  pkg-config libcairo2-dev libpango1.0-dev librsvg2-dev libfontconfig-dev libpng-dev libdeflate-dev
  # The pinned fonts: system face (Inter), Helvetica substitute (TeX Gyre Heros), Shantell Sans
  # substitute (Comic Neue), Arabic and Hebrew (Noto), and the built-in icon set.
  fonts-inter fonts-texgyre fonts-comic-neue fonts-noto-core fonts-material-design-icons-iconfont
)
if [ "${1:-}" = "--test" ]; then
  # Headless browser for the test that opens the HTML review report (index.html?selftest=1).
  packages+=(chromium)
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

#!/usr/bin/env bash
# Install the Debian packages TouchRoute builds against: the headers of
# libevdev and libudev (the evdev backend) and of libyaml (layouts and
# `libinput record` files), and pkg-config, which finds them. README.md's
# first command runs it, so it works as written both for root on a bare
# Debian image, which has no sudo, and for a user with sudo; when every
# package is installed already it installs nothing and needs neither.
set -euo pipefail
packages=(libevdev-dev libudev-dev libyaml-dev pkg-config)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f '${Status}\n' "$package" 2>/dev/null | grep -q '^install ok installed$' || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "install-build-deps.sh: ${packages[*]} already installed"
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null; then
    as_root=(sudo)
else
    echo "install-build-deps.sh: installing ${missing[*]} needs root: run this as root, or install sudo." >&2
    exit 1
fi
echo "install-build-deps.sh: installing ${missing[*]}"
"${as_root[@]}" apt-get update
"${as_root[@]}" apt-get install -y "${missing[@]}"

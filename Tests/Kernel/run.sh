#!/usr/bin/env bash
# Kernel-level end-to-end tests: Debian's own kernel in QEMU (software
# emulation, no KVM), uinput touchscreens made by `touchroute emulate`, and
# `touchroute run` reading them from /dev/input. Each recording's live output
# is compared with `touchroute replay` of the same recording: the touches,
# their phases and mapped positions, and the decisions must match (times may
# differ). Synthetic cases cover protocol A, single-touch, palms, a
# SYN_DROPPED flood, unplugging mid-touch, the grab, and latency.
#
#   Tests/Kernel/run.sh            run everything (root installs what is missing)
#   KERNEL_TESTS_KEEP=1 …          keep the VM's raw output under .build/kernel/
#
# Needs: qemu-system-x86, busybox-static, libevdev-dev, apt-get (for the
# kernel package), Swift. Exit status: 0 when every case passed, or when QEMU
# cannot run here at all (said loudly); 1 when a case failed.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/Tests/Kernel"
work="$root/.build/kernel"
recordings="$root/../shared/recordings"
mkdir -p "$work"

banner() { printf '\n%s\n%s\n%s\n' "================================================================" "$*" "================================================================"; }

# --- What the tests need on the host ---------------------------------------
need=()
command -v qemu-system-x86_64 >/dev/null || need+=(qemu-system-x86)
[ -x /bin/busybox ] && { ldd /bin/busybox 2>&1 || true; } | grep -q 'not a dynamic' || need+=(busybox-static)
if [ ${#need[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "kernel tests: installing ${need[*]}"
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
    else
        echo "kernel tests: missing ${need[*]}; install them: sudo apt-get install ${need[*]}" >&2
        exit 1
    fi
fi
if ! qemu-system-x86_64 -accel help 2>/dev/null | grep -qx tcg; then
    banner "KERNEL TESTS SKIPPED: qemu-system-x86_64 cannot run here (no TCG accelerator). Nothing was tested against a real kernel."
    exit 0
fi

# --- The kernel: Debian's, unpacked once into .build/kernel -----------------
package=$(apt-cache depends linux-image-amd64 2>/dev/null | awk '/Depends: linux-image-[0-9]/ {print $2; exit}')
if [ -z "$package" ]; then
    apt-get update -qq >/dev/null 2>&1 || true
    package=$(apt-cache depends linux-image-amd64 2>/dev/null | awk '/Depends: linux-image-[0-9]/ {print $2; exit}')
fi
[ -n "$package" ] || { echo "kernel tests: apt-cache knows no linux-image-amd64; run apt-get update" >&2; exit 1; }
kernel="$work/$package"
if [ ! -d "$kernel/boot" ]; then
    echo "kernel tests: fetching $package"
    rm -rf "$kernel" "$work/download"; mkdir -p "$work/download"
    (cd "$work/download" && apt-get download "$package" >/dev/null 2>&1) \
        || { echo "kernel tests: apt-get download $package failed" >&2; exit 1; }
    dpkg -x "$work"/download/*.deb "$kernel.tmp" && mv "$kernel.tmp" "$kernel" && rm -rf "$work/download"
fi
vmlinuz=$(ls "$kernel"/boot/vmlinuz-*)
modules=$(ls -d "$kernel"/lib/modules/*)

# --- touchroute, statically linked against the Swift runtime -----------------
echo "kernel tests: building touchroute (release, static Swift runtime)"
(cd "$root" && swift build -c release --static-swift-stdlib --product touchroute 2>&1 | tail -1)
binary="$(cd "$root" && swift build -c release --static-swift-stdlib --show-bin-path)/touchroute"

# --- The cases ----------------------------------------------------------------
# cases.txt: kind name emulate-arguments (guest paths); replays.txt: name
# replay-arguments (host paths) for the cases compared with a replay.
stage="$work/initramfs"
rm -rf "$stage" "$work/results"; mkdir -p "$stage"/{bin,dev,proc,sys,modules,cases,lib64,tmp} "$work/results"
: > "$stage/cases/cases.txt"; : > "$work/replays.txt"
add_case() { # kind name host-file [host-description]
    local kind=$1 name=$2 file=$3 desc=${4:-}
    cp "$file" "$stage/cases/$name.events"
    if [ -n "$desc" ]; then
        cp "$desc" "$stage/cases/$name.desc"
        echo "$kind $name /cases/$name.desc /cases/$name.events" >> "$stage/cases/cases.txt"
        echo "$name $file --description $desc" >> "$work/replays.txt"
    else
        echo "$kind $name /cases/$name.events" >> "$stage/cases/cases.txt"
        echo "$name $file" >> "$work/replays.txt"
    fi
}
fixtures="$root/Tests/TouchRouteEvdevTests/Fixtures/recordings"
if [ -d "$recordings" ]; then
    for file in "$recordings"/*/*.events; do
        device=$(basename "$(dirname "$file")")
        name="$device--$(basename "$file" .events)"
        if grep -q '^N:' "$file"; then add_case compare "$name" "$file"
        else add_case compare "$name" "$file" "$(dirname "$file")/device.desc"; fi
    done
else
    banner "kernel tests: $recordings is absent, so the shared recordings are not replayed; the synthetic cases still run"
fi
add_case compare protocol-a "$fixtures/protocol-a/crossing.evemu"
add_case compare single-touch "$fixtures/single-touch/drag.evemu"
add_case compare palm "$fixtures/protocol-b/palm.events" "$fixtures/protocol-b/device.desc"
add_case compare vertical-drag "$fixtures/vertical-drag.evemu"
"$here/make-events.sh" taps > "$work/taps.events"
add_case compare same-spot-taps "$work/taps.events" "$fixtures/protocol-b/device.desc"
"$here/make-events.sh" flood > "$work/flood.events"
add_case flood flood "$work/flood.events" "$fixtures/protocol-b/device.desc"
"$here/make-events.sh" unplug > "$work/unplug.events"
add_case unplug unplug "$work/unplug.events" "$fixtures/protocol-b/device.desc"
add_case grab grab "$fixtures/vertical-drag.evemu"
"$here/make-events.sh" drag > "$work/drag.events"
add_case stats stats "$work/drag.events" "$fixtures/protocol-b/device.desc"

# --- The initramfs: busybox, the modules, touchroute and its C libraries -----
cp /bin/busybox "$stage/bin/busybox"
ln -s busybox "$stage/bin/sh"
cp "$here/guest-init.sh" "$stage/init"
cp "$(find "$modules" -name evdev.ko)" "$(find "$modules" -name uinput.ko)" "$stage/modules/"
cp "$binary" "$stage/bin/touchroute"
for lib in $(ldd "$binary" | awk '/=>/ {print $3} /^\t\/lib/ {print $1}'); do
    mkdir -p "$stage$(dirname "$lib")"
    cp -L "$lib" "$stage$lib"
done
(cd "$stage" && find . | busybox cpio -o -H newc 2>/dev/null | gzip -1 > "$work/initramfs.gz")

# --- Boot ----------------------------------------------------------------------
cases=$(wc -l < "$stage/cases/cases.txt")
echo "kernel tests: booting $package under QEMU (TCG) for $cases cases"
start=$(date +%s)
set +e
timeout 900 qemu-system-x86_64 -accel tcg -m 1024 -smp 1 -nographic -no-reboot -monitor none \
    -kernel "$vmlinuz" -initrd "$work/initramfs.gz" \
    -append "console=ttyS0 quiet loglevel=1 panic=-1" \
    -serial "file:$work/console.log" \
    -chardev "file,id=results,path=$work/results.log" -device isa-serial,chardev=results \
    > "$work/qemu.log" 2>&1
qemu_status=$?
set -e
echo "kernel tests: the VM ran for $(( $(date +%s) - start )) s (status $qemu_status)"
if [ ! -s "$work/results.log" ]; then
    if [ $qemu_status -ne 0 ] && ! grep -q 'Linux version' "$work/console.log" 2>/dev/null; then
        banner "KERNEL TESTS SKIPPED: QEMU could not start a VM here (status $qemu_status): $(head -c 300 "$work/qemu.log")"
        exit 0
    fi
    echo "kernel tests: FAILED: the VM booted but reported nothing; its console:" >&2
    tail -n 40 "$work/console.log" >&2
    exit 1
fi

# --- Compare --------------------------------------------------------------------
python3 "$here/compare.py" --results "$work/results.log" --replays "$work/replays.txt" \
    --touchroute "$binary" --root "$root" --out "$work/results"

#!/usr/bin/env bash
# Kernel-level end-to-end tests: Debian's own kernel in QEMU (software
# emulation, no KVM), uinput touchscreens made by `touchroute emulate`, and
# `touchroute run` reading them from /dev/input. Each recording's live output
# is compared with `touchroute replay` of the same recording: the touches,
# their phases and mapped positions, and the decisions must match (times may
# differ). Synthetic cases cover protocol A, single-touch, palms, a
# SYN_DROPPED flood, unplugging mid-touch, the grab, and latency. The VM runs
# Debian's systemd-udevd with the input rules, the rules TouchRoute ships
# (udev/, checked by the shipped-rules case: guest-rules.sh, check_rules.py)
# and Tests/Kernel/99-touchroute-test.rules; the udev cases check the database
# entries and events it makes, and one case runs with udevd stopped. Readers
# that find the touchscreens themselves (no --device) are tested with two
# screens at once, hotplug and replug (with udevd and without), udev's
# WL_OUTPUT and calibration, a screen on another seat and one that cannot
# be mapped.
#
#   Tests/Kernel/run.sh            run everything (root installs what is missing)
#   KERNEL_TESTS_KEEP=1 …          keep the VM's raw output under .build/kernel/
#   KERNEL_TESTS_ONLY=REGEX …      run only the cases whose names match (grep -E)
#   Tests/Kernel/run.sh --bench [STREAM…]
#                                  the benchmark instead of the cases (below),
#                                  of the streams named (default: all three)
#
# Needs: qemu-system-x86, busybox-static, libevdev-dev, the libraries udev
# depends on, apt-get (for the kernel and udev packages), Swift. Exit status: 0 when every case passed, or when QEMU
# cannot run here at all (said loudly); 1 when a case failed.
#
# --bench: not a test (nothing passes or fails, and CI does not run it) but
# a measurement of live readers in one boot of the same VM: what each costs
# per event on the VM's one CPU, what it loses when it falls behind, how
# often it wakes and how much memory it takes. No case is staged. Three
# streams of make-events.sh for the protocol B fixture screen, each played
# by `touchroute emulate --no-fuzz` on a fresh device per run: paced (a
# finger dragging the pager, a frame per ms, 30,210 events at --speed 1,
# about 13 s), fast (the same drag, 100,320 events with one timestamp at
# --speed 0, a writer that never sleeps) and burst (the paced stream's
# events in groups of five bursts of 200 with one timestamp, 5 ms apart,
# 400 ms between groups, at --speed 1: 13 s). Readers, their output to
# /dev/null: `run --bare-read` (bare), `run` (text), `run --json` (json),
# `run --stats` (stats), and for reference bare-loop.c (c-loop: a C
# libevdev read loop, built here with gcc) and `libinput debug-events`
# (libinput: libinput's own event printer, from Debian's libinput-tools).
# Three repeats, interleaved (every stream with every reader, then again,
# then again); guest-bench.sh samples /proc for each run, and bench.py
# prints the medians, one table per stream, with ratios to bare, then the
# check of one untimed `run --json` of the fast stream for phantom touches.
# Every run's figures go to .build/kernel/bench.tsv. About 13 minutes of VM
# time under TCG; a run that hangs times out and the rest go on. Needs gcc,
# pkg-config and libinput-tools as well (root installs them). Exit status:
# 0 when the bench ran and printed its figures, 1 when the VM could not run
# or stopped early, or a device or reader did not start.
set -euo pipefail
bench=0 streams="paced fast burst"
usage() { echo "usage: Tests/Kernel/run.sh [--bench [paced|fast|burst]…]" >&2; exit 2; }
case "${1:-}" in
"") ;;
--bench)
    bench=1
    shift
    for stream in "$@"; do
        case "$stream" in paced | fast | burst) ;; *) usage ;; esac
    done
    [ $# -gt 0 ] && streams="$*"
    ;;
*) usage ;;
esac
root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/Tests/Kernel"
work="$root/.build/kernel"
recordings="$root/../shared/recordings"
mkdir -p "$work"

banner() { printf '\n%s\n%s\n%s\n' "================================================================" "$*" "================================================================"; }
# Nothing could be run here: the tests say so loudly and pass; the bench,
# which exists to print figures, fails.
skipped() { banner "$*"; exit $bench; }

# --- What the tests need on the host ---------------------------------------
need=()
command -v qemu-system-x86_64 >/dev/null || need+=(qemu-system-x86)
if [ "$bench" = 1 ]; then
    command -v gcc >/dev/null || need+=(gcc)
    command -v pkg-config >/dev/null || need+=(pkg-config)
    pkg-config --exists libevdev 2>/dev/null || need+=(libevdev-dev)
    [ -x /usr/libexec/libinput/libinput-debug-events ] || need+=(libinput-tools)
fi
[ -x /bin/busybox ] && { ldd /bin/busybox 2>&1 || true; } | grep -q 'not a dynamic' || need+=(busybox-static)
# udevadm's shared libraries, which the guest gets from this machine.
for package in $(apt-cache depends udev 2>/dev/null | awk '$1 == "Depends:" && $2 ~ /^lib/ {print $2}'); do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || need+=("$package")
done
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
    skipped "KERNEL TESTS SKIPPED: qemu-system-x86_64 cannot run here (no TCG accelerator). Nothing was tested against a real kernel."
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

# --- udev: Debian's, unpacked once into .build/kernel --------------------------
# The guest runs the real systemd-udevd, so readers see what they see on a
# desktop: a database entry per device (ID_INPUT_*, the test rule's
# properties) and add and remove events on the netlink monitor.
udev_version=$(apt-cache policy udev 2>/dev/null | awk '/Candidate:/ {print $2; exit}')
[ -n "$udev_version" ] && [ "$udev_version" != "(none)" ] \
    || { echo "kernel tests: apt-cache knows no udev package; run apt-get update" >&2; exit 1; }
udev="$work/udev_$udev_version"
if [ ! -d "$udev/lib" ] && [ ! -d "$udev/usr" ]; then
    echo "kernel tests: fetching udev $udev_version"
    rm -rf "$udev" "$udev.tmp" "$work/download"; mkdir -p "$work/download"
    (cd "$work/download" && apt-get download "udev=$udev_version" >/dev/null 2>&1) \
        || { echo "kernel tests: apt-get download udev=$udev_version failed" >&2; exit 1; }
    dpkg -x "$work"/download/*.deb "$udev.tmp" && mv "$udev.tmp" "$udev" && rm -rf "$work/download"
fi
# Where the package puts things moves between releases (/bin or /usr/bin,
# /lib/udev or /usr/lib/udev), so each is looked up by name.
udevadm=$(find "$udev" -path '*bin/udevadm' -type f | head -n 1)
udev_rules=$(dirname "$(find "$udev" -path '*/udev/rules.d/60-input-id.rules' | head -n 1)")
udev_hwdb=$(dirname "$(find "$udev" -path '*/udev/hwdb.d/60-evdev.hwdb' | head -n 1)")
hwdb_tool=$(find "$udev" -path '*bin/systemd-hwdb' -type f | head -n 1)
[ -n "$hwdb_tool" ] || hwdb_tool=$(command -v systemd-hwdb || true)
[ -x "$udevadm" ] && [ -d "$udev_rules" ] && [ -d "$udev_hwdb" ] && [ -n "$hwdb_tool" ] \
    || { echo "kernel tests: the udev package in $udev lacks udevadm, its rules, its hwdb or systemd-hwdb" >&2; exit 1; }
# udevadm's libraries come from the package where it ships them, else from the
# host. systemd's private library (libsystemd-shared-N.so), where a build links
# it, is in a systemd/ directory under /lib or /usr/lib, of the package or the host.
udev_library_path=$( { find "$udev" -type f \( -name '*.so' -o -name '*.so.*' \) -printf '%h\n'
    find /lib/x86_64-linux-gnu /usr/lib/x86_64-linux-gnu -maxdepth 2 -name 'libsystemd-shared-*.so' -printf '%h\n'
    } 2>/dev/null | awk '!seen[$0]++' | paste -sd: -)

# --- touchroute, statically linked against the Swift runtime -----------------
echo "kernel tests: building touchroute (release, static Swift runtime)"
# As make-deb.sh links it: relocations packed (scripts/packed-relocations.sh), the
# code a run executes placed together and libstdc++ linked in (scripts/code-layout.sh).
# Each script run on its own line, so that `set -e` stops on its failure.
packed_flags=$(cd "$root" && scripts/packed-relocations.sh)
layout_flags=$(cd "$root" && scripts/code-layout.sh .build)
# shellcheck disable=SC2206 # the scripts print flags, one word each
build=(swift build -c release --static-swift-stdlib $packed_flags $layout_flags)
(cd "$root" && "${build[@]}" --product touchroute 2>&1 | tail -1)
binary="$(cd "$root" && "${build[@]}" --show-bin-path)/touchroute"

# --- What the VM runs: the cases, or with --bench the benchmark ---------------
stage="$work/initramfs"
rm -rf "$stage" "$work/results" "$work/descriptions"
mkdir -p "$stage"/{bin,dev,proc,sys,modules,lib64,tmp}
fixtures="$root/Tests/TouchRouteEvdevTests/Fixtures/recordings"

# --- The cases ----------------------------------------------------------------
# cases.txt: kind name emulate-arguments (guest paths); replays.txt: name
# replay-arguments (host paths) for the cases compared with a replay.
stage_cases() {
    mkdir -p "$stage/cases" "$work/results" "$work/descriptions"
    : > "$stage/cases/cases.txt"; : > "$work/replays.txt"
    # Whether case $1 is to run (KERNEL_TESTS_ONLY, when set, selects by name).
    selected() { [ -z "${KERNEL_TESTS_ONLY:-}" ] || grep -Eq -- "$KERNEL_TESTS_ONLY" <<< "$1"; }
    add_case() { # kind name host-file [host-description]
        local kind=$1 name=$2 file=$3 desc=${4:-}
        selected "$name" || return 0
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
    add_case stopped stopped-reader "$fixtures/vertical-drag.evemu"
    # A panel that names its contact a pen (BTN_TOOL_PEN, as eGalax's do): udev
    # calls it a tablet, TouchRoute a touchscreen, live as in the replay.
    add_case compare pen-named-panel "$fixtures/pen-named-panel/drag.evemu"
    # A mouse whose wheel scrolls the list under its pointer, read live by
    # `run --device` as `replay` reads its recording.
    add_case pointer mouse-wheel "$fixtures/pointer/wheel-mouse.evemu"
    # A touchpad: one finger moves the pointer, two scroll, read live as
    # `replay` reads its recording (TouchpadDecoder on both sides).
    add_case pointer touchpad-fingers "$fixtures/pointer/touchpad-fingers.yml"
    "$here/make-events.sh" taps > "$work/taps.events"
    add_case compare same-spot-taps "$work/taps.events" "$fixtures/protocol-b/device.desc"
    "$here/make-events.sh" flood > "$work/flood.events"
    add_case flood flood "$work/flood.events" "$fixtures/protocol-b/device.desc"
    "$here/make-events.sh" unplug > "$work/unplug.events"
    add_case unplug unplug "$work/unplug.events" "$fixtures/protocol-b/device.desc"
    add_case grab grab "$fixtures/vertical-drag.evemu"
    "$here/make-events.sh" drag > "$work/drag.events"
    add_case stats stats "$work/drag.events" "$fixtures/protocol-b/device.desc"
    add_case noudev without-udevd "$fixtures/protocol-b/palm.events" "$fixtures/protocol-b/device.desc"
    # udev cases: the device is made and removed without playing its events. The
    # renamed copies of the fixture screen are the ones 99-touchroute-test.rules
    # gives properties to.
    renamed() { # name: the protocol B fixture screen under that name, as a file
        local file="$work/descriptions/$(tr ' ' - <<< "$1").desc"
        sed -e "s/^N: .*/N: $1/" -e "s/^# Input device name: .*/# Input device name: \"$1\"/" \
            "$fixtures/protocol-b/device.desc" > "$file"
        echo "$file"
    }
    add_case udev udev-protocol-b "$work/taps.events" "$fixtures/protocol-b/device.desc"
    add_case udev udev-calibrated "$work/taps.events" "$(renamed "TouchRoute Test Calibrated")"
    add_case udev udev-left "$work/taps.events" "$(renamed "TouchRoute Test Left")"
    add_case udev udev-right "$work/taps.events" "$(renamed "TouchRoute Test Right")"
    add_case udev udev-seat1 "$work/taps.events" "$(renamed "TouchRoute Test Seat1")"
    add_case udev udev-broken-calibration "$work/taps.events" "$(renamed "TouchRoute Test Broken Calibration")"
    # Cases that make their devices themselves, several at once or while a reader
    # that follows hotplug runs (see guest-init.sh): the line names the test
    # screens' descriptions and the events, staged under /cases by their own
    # names, and replays.txt the host descriptions, whose axes compare.py reads.
    # Nothing of theirs is replayed.
    for kind in swipe tap; do "$here/make-events.sh" $kind > "$stage/cases/$kind.events"; done
    cp "$work/unplug.events" "$stage/cases/unplug.events"
    cp "$root/Examples/two-panels.yaml" "$stage/cases/two-panels.yaml"
    add_device_case() { # kind name host-descriptions… -- guest event files…
        local kind=$1 name=$2 guest=() host=()
        shift 2
        selected "$name" || return 0
        while [ "$1" != -- ]; do
            cp "$1" "$stage/cases/$(basename "$1")"
            guest+=("/cases/$(basename "$1")"); host+=("$1")
            shift
        done
        shift
        echo "$kind $name ${guest[*]} $*" >> "$stage/cases/cases.txt"
        echo "$name ${host[*]}" >> "$work/replays.txt"
    }
    add_device_case two-screens two-screens "$(renamed "TouchRoute Test Left")" "$(renamed "TouchRoute Test Right")" \
        -- /cases/swipe.events
    add_device_case emulate-several emulate-several "$fixtures/libinput/two-panels.yml" --
    add_device_case hotplug hotplug "$fixtures/protocol-b/device.desc" -- /cases/swipe.events
    add_device_case replug replug "$(renamed "TouchRoute Test Left")" -- /cases/unplug.events /cases/swipe.events
    add_device_case udev-mapping udev-mapping "$(renamed "TouchRoute Test Calibrated")" -- /cases/tap.events
    add_device_case other-seat other-seat "$(renamed "TouchRoute Test Seat1")" -- /cases/tap.events
    add_device_case noudev-hotplug noudev-hotplug "$fixtures/protocol-b/device.desc" -- /cases/swipe.events
    add_device_case pointer-hotplug pointer-hotplug "$fixtures/pointer/touchpad-fingers.yml" --
    add_device_case broken-calibration broken-calibration "$(renamed "TouchRoute Test Broken Calibration")" \
        -- /cases/tap.events
    # udev/'s rules (staged below where the package puts them) on a touchscreen and /dev/uinput.
    cp "$here/guest-rules.sh" "$stage/cases/guest-rules.sh"
    add_device_case shipped-rules shipped-rules "$fixtures/protocol-b/device.desc" -- /cases/tap.events
}

# --- The bench (--bench) --------------------------------------------------------
# /bench: guest-bench.sh (which /init sources when it is there), the fixture
# screen, the streams and streams.txt (`STREAM SPEED EVENTS` each), and
# bare-loop, the C reference reader, built here against the host's libevdev
# (its libraries are staged with touchroute's).
stage_bench() {
    local stream speed
    mkdir -p "$stage/bench"
    cp "$here/guest-bench.sh" "$stage/bench/"
    cp "$fixtures/protocol-b/device.desc" "$stage/bench/device.desc"
    : > "$stage/bench/streams.txt"
    # The check after the runs plays the fast stream whichever are timed.
    "$here/make-events.sh" fast > "$stage/bench/fast.events"
    for stream in $streams; do
        # A writer that never sleeps for fast; the others at their times.
        speed=1
        if [ "$stream" = fast ]; then speed=0; else "$here/make-events.sh" "$stream" > "$stage/bench/$stream.events"; fi
        echo "$stream $speed $(grep -c '^E:' "$stage/bench/$stream.events")" >> "$stage/bench/streams.txt"
    done
    gcc -O2 -Wall -Wextra -o "$stage/bench/bare-loop" "$here/bare-loop.c" $(pkg-config --cflags --libs libevdev)
    # libinput's own event printer, with the device quirks it reads at start.
    cp /usr/libexec/libinput/libinput-debug-events "$stage/bench/"
    mkdir -p "$stage/usr/share"
    cp -r /usr/share/libinput "$stage/usr/share/"
}

if [ "$bench" = 1 ]; then stage_bench; else stage_cases; fi

# --- The initramfs: busybox, the modules, touchroute and its C libraries -----
cp /bin/busybox "$stage/bin/busybox"
ln -s busybox "$stage/bin/sh"
cp "$here/guest-init.sh" "$stage/init"
cp "$(find "$modules" -name evdev.ko)" "$(find "$modules" -name uinput.ko)" "$stage/modules/"
# The guest's /usr/lib is its /lib, so a library is found under either name
# (a RUNPATH may say one and the host's loader report the other).
mkdir -p "$stage/usr" && ln -s ../lib "$stage/usr/lib"
stage_libraries() { # binary [directories searched first, as LD_LIBRARY_PATH]
    local listing lib
    listing=$(LD_LIBRARY_PATH=${2:-} ldd "$1")
    if grep -q 'not found' <<< "$listing"; then
        echo "kernel tests: $(basename "$1") needs libraries this machine lacks:" >&2
        grep 'not found' <<< "$listing" >&2
        exit 1
    fi
    for lib in $(awk '/=>/ {print $3} /^\t\/lib/ {print $1}' <<< "$listing"); do
        local guest=$lib
        case "$lib" in "$udev"/*) guest=${lib#"$udev"} ;; esac
        mkdir -p "$stage$(dirname "$guest")"
        cp -L "$lib" "$stage$guest"
    done
}
cp "$binary" "$stage/bin/touchroute"
stage_libraries "$binary"
if [ "$bench" = 1 ]; then
    stage_libraries "$stage/bench/bare-loop"
    stage_libraries "$stage/bench/libinput-debug-events"
fi

# udev: systemd-udevd is udevadm under another name. Only the rules that make
# an input device's entry are staged (the rest would probe disks and load
# modules under TCG for nothing), and only the hwdb files those rules look up
# (evdev: and id-input: keys), compiled where this udev build reads them.
cp "$udevadm" "$stage/bin/udevadm"
mkdir -p "$stage/lib/systemd" "$stage/lib/udev/rules.d" "$stage/etc/udev/rules.d" "$stage/run"
ln -s /bin/udevadm "$stage/lib/systemd/systemd-udevd"
stage_libraries "$udevadm" "$udev_library_path"
for rules in 50-udev-default 60-input-id 60-evdev 60-persistent-input; do
    cp "$udev_rules/$rules.rules" "$stage/lib/udev/rules.d/"
done
cp "$here/99-touchroute-test.rules" "$stage/etc/udev/rules.d/"
# The rules TouchRoute ships, where the Debian package puts them (the guest's /usr/lib is /lib).
cp "$root"/udev/*.rules "$stage/lib/udev/rules.d/"
hwdb_root="$work/udev-hwdb"
rm -rf "$hwdb_root"; mkdir -p "$hwdb_root${udev_hwdb#"$udev"}"
cp $(grep -l -E '^(evdev|id-input):' "$udev_hwdb"/*.hwdb) "$hwdb_root${udev_hwdb#"$udev"}/"
LD_LIBRARY_PATH=$udev_library_path "$hwdb_tool" --root="$hwdb_root" update --usr \
    || { echo "kernel tests: $hwdb_tool could not compile the hwdb" >&2; exit 1; }
hwdb_bin=$(find "$hwdb_root" -name hwdb.bin)
mkdir -p "$stage$(dirname "${hwdb_bin#"$hwdb_root"}")"
cp "$hwdb_bin" "$stage${hwdb_bin#"$hwdb_root"}"
(cd "$stage" && find . | busybox cpio -o -H newc 2>/dev/null | gzip -1 > "$work/initramfs.gz")

# --- Boot ----------------------------------------------------------------------
if [ "$bench" = 1 ]; then
    echo "kernel tests: booting $package under QEMU (TCG) for the benchmark (about 13 minutes with every stream)"
    limit=1800
else
    echo "kernel tests: booting $package under QEMU (TCG) for $(wc -l < "$stage/cases/cases.txt") cases"
    limit=900
fi
# A QEMU that fails before it opens them leaves the last run's files, which
# would be read as this run's.
rm -f "$work/results.log" "$work/console.log"
start=$(date +%s)
set +e
timeout $limit qemu-system-x86_64 -accel tcg -m 1024 -smp 1 -nographic -no-reboot -monitor none \
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
        skipped "KERNEL TESTS SKIPPED: QEMU could not start a VM here (status $qemu_status): $(head -c 300 "$work/qemu.log")"
    fi
    echo "kernel tests: FAILED: the VM booted but reported nothing; its console:" >&2
    tail -n 40 "$work/console.log" >&2
    exit 1
fi

# --- Compare, or the bench's tables -------------------------------------------------
if [ "$bench" = 1 ]; then
    exec python3 "$here/bench.py" --results "$work/results.log" --tsv "$work/bench.tsv" \
        --touchroute "$binary" --root "$root" \
        --events "$stage/bench/fast.events" --description "$fixtures/protocol-b/device.desc"
fi
python3 "$here/compare.py" --results "$work/results.log" --replays "$work/replays.txt" \
    --touchroute "$binary" --root "$root" --out "$work/results"

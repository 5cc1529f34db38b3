#!/bin/sh
# /init of the kernel-test VM (busybox sh): mount the kernel's file systems,
# load evdev and uinput, start systemd-udevd, then for each line of
# /cases/cases.txt create a uinput touchscreen with `touchroute emulate`, read
# it with `touchroute run` and write what the reader printed to the second
# serial port (/dev/ttyS1), which the host reads. With `run.sh --bench`, no
# case is staged but /bench/guest-bench.sh, which /init sources instead.
# Lines on that port:
#   @@@ CASE <name> <kind>            a case starts
#   @@@ FILE <name> <part>            the lines of one output file follow
#   @@@ STATUS <name> <part> <code>   a process's exit status
#   @@@ FAIL <name> <reason>          the guest could not run the case
#   @@@ DONE                          all cases ran
# Kinds: compare (route the events, and record what the kernel delivered;
# the host compares with replays of that and of the original), stopped (as
# compare, with the reader stopped for 300 ms, SIGSTOP, 50 ms into the events),
# flood (the reader is stopped while the events flood the kernel's buffer),
# unplug (the device goes away with a touch down), grab (a second reader
# must get nothing while the first holds the grab), stats (latency and CPU
# per event, against a bare libevdev read of the same events),
# noudev (as compare, with udevd stopped and a reader given no --device, so
# it must find the device without udev), udev (the device is made and
# removed without playing: its udev properties, and the add and remove
# `udevadm monitor` saw).
# Kinds whose cases make their devices themselves, several at once or while
# a reader that follows hotplug runs (their lines name the descriptions, then
# the events; see each kind's function below): two-screens (two screens at
# once, each --map'ped onto its half of two-panels.yaml, swiping together,
# recorded by `record --all` into one file, and `touchroute list` of them),
# emulate-several (one emulate of a recording of two panels makes both), hotplug (a reader given no --device starts
# with no touchscreen; one is plugged in and swipes), replug (a screen
# unplugged with a finger down comes back, gets its mapping again and
# swipes), udev-mapping (WL_OUTPUT picks the output and
# LIBINPUT_CALIBRATION_MATRIX mirrors a tap), other-seat (a screen on seat1:
# seat0's reader and list leave it alone, a reader of seat1 takes it),
# noudev-hotplug (hotplug with udevd stopped: the kernel's uevents),
# pointer-hotplug (a reader given no --device takes a touchpad plugged in),
# broken-calibration (run refuses the only screen, which cannot be mapped,
# and exits 1; list says why). After every case no touchroute process may
# be left, so no device of one case is seen by the next one's readers.
#
# udevd (Debian's systemd-udevd) runs for every case but noudev's. It is
# stopped before that case, /run/udev/control (which tells libudev that udev
# runs) removed with it, and started again after.
#
# Helpers for cases. A TAG is letters, digits and _; a reader's TAG names its
# files, /tmp/TAG.out (standard output) and /tmp/TAG.err (standard error).
#   start_device_as TAG DESC [EVENTS] [emulate options]
#       Make a touchscreen with `touchroute emulate … --wait --hold`, wait for
#       its node and for udev to settle. Sets EMU_TAG (its pid) and NODE_TAG
#       (/dev/input/eventN); its output is /tmp/emu-TAG.out and .err; 1 if no
#       device came within 10 s. Any number of devices can exist at once.
#   play_as TAG              let TAG's device play its events; returns at once
#   wait_played_as TAG       wait (up to 60 s) until it has played them; 1 if not
#   remove_device_as TAG     SIGINT its emulator, which removes the device, and
#                            wait for the emulator and for udev to settle
#   start_reader TAG [run options]             touchroute run --device $NODE
#   start_reader_on NODE TAG [run options]     touchroute run --device NODE
#   start_reader_all TAG [run options]         touchroute run, without --device:
#                            it finds the touchscreens itself
#       Each sets RUN (its pid) and returns once the reader has written a line
#       to standard error, which it does when it has opened a device (the
#       lines' wording is the reader's own), and then sleeps in poll(), ready
#       for events; 1 if not within 10 s each.
#   reader_ready TAG         that wait, for a reader RUN started otherwise
#   stop PID                 SIGINT, then wait; its exit status in STATUS
#   settle                   wait until udev has handled every event so far
#   start_udevd, stop_udevd  start (with coldplug) or stop udevd
#   play_all TAG…            play each device's events, wait until all have
#   remove_devices TAG…      remove each device; send its emulator's standard
#                            error as part emulate-TAG-err
#   send_reader TAG          send the reader's output: parts TAG and TAG-err
#   list_devices [options]   touchroute list; parts list, list-err, status list
# The one-device kinds use the tag dev: start_device ARGS (which also sets
# EMU and NODE), play_and_wait.

/bin/busybox --install -s /bin
mount -t devtmpfs devtmpfs /dev
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t tmpfs tmpfs /run
mkdir -p /tmp
insmod /modules/evdev.ko
insmod /modules/uinput.ko
exec 9>/dev/ttyS1

say() { echo "$*" >&9; }
send() { # name part file
    say "@@@ FILE $1 $2"
    cat "$3" >&9
    say "@@@ END"
}

# Wait (up to $2 tenths of a second) until file $1 contains $3.
wait_text() {
    n=0
    while ! grep -q "$3" "$1" 2>/dev/null; do
        n=$((n + 1)); [ "$n" -gt "$2" ] && return 1
        sleep 0.1
    done
    return 0
}

# Wait (up to $2 tenths of a second) until file $1 has at least $3 lines.
wait_lines() {
    n=0
    while [ "$(cat "$1" 2>/dev/null | wc -l)" -lt "$3" ]; do
        n=$((n + 1)); [ "$n" -gt "$2" ] && return 1
        sleep 0.1
    done
    return 0
}

# --- udev ----------------------------------------------------------------------
# systemd-udevd as a desktop runs it, except that the VM has no users or groups
# to resolve names against. The coldplug gives the devices that exist already
# their database entries, as at boot.
start_udevd() {
    /lib/systemd/systemd-udevd --daemon --resolve-names=never
    udevadm trigger --action=add
    udevadm settle --timeout=60 || echo "guest: udev did not settle within 60 s of the coldplug" >&2
}

# Whether a udevd process is still running. udevd daemonises, so its parent
# is this shell (pid 1), which reaps it only now and then: a zombie counts as
# gone.
udevd_alive() {
    for pid in $(pidof systemd-udevd); do
        grep -q '^State:[[:space:]]*Z' /proc/$pid/status 2>/dev/null || return 0
    done
    return 1
}

# Stop udevd and its workers (SIGTERM, then SIGKILL after 5 s). The database
# under /run/udev/data stays; the control socket goes, which is how libudev
# tells that udev is not running.
stop_udevd() {
    pids=$(pidof systemd-udevd)
    [ -n "$pids" ] && kill -TERM $pids
    n=0
    while udevd_alive; do
        n=$((n + 1))
        if [ "$n" -gt 50 ]; then kill -KILL $(pidof systemd-udevd) 2>/dev/null; sleep 0.2; break; fi
        sleep 0.1
    done
    rm -f /run/udev/control
}

# Wait until udev has handled every event so far, when it runs.
settle() {
    [ -S /run/udev/control ] || return 0
    udevadm settle --timeout=30 && return 0
    say "@@@ FAIL $name udev did not settle within 30 s"
    return 1
}

# --- Devices and readers (see the top) ---------------------------------------------
start_device_as() {
    local tag=$1
    shift
    eval "NODE_$tag="
    rm -f /tmp/go-$tag /tmp/emu-$tag.out /tmp/emu-$tag.err
    mkfifo /tmp/go-$tag
    # Read and write, so that opening the fifo, here or in play_as, never
    # waits for its other end.
    touchroute emulate "$@" --wait --hold <>/tmp/go-$tag >/tmp/emu-$tag.out 2>/tmp/emu-$tag.err &
    eval "EMU_$tag=$!"
    wait_lines /tmp/emu-$tag.out 100 1 || return 1
    eval "NODE_$tag=$(head -n 1 /tmp/emu-$tag.out)"
    settle
    return 0
}

play_as() { echo go 1<>/tmp/go-$1; }

wait_played_as() { wait_text /tmp/emu-$1.err 600 "played"; }

remove_device_as() {
    local pid
    eval "pid=\$EMU_$1"
    kill -INT "$pid" 2>/dev/null
    # An emulator still waiting for its line (one that never played) can miss
    # the signal: it arrives during poll(), which fails with EINTR, and
    # emulate then blocks reading its standard input. A line wakes it, and it
    # sees the signal; one that is playing or holding no longer reads it.
    play_as "$1"
    wait "$pid" 2>/dev/null
    settle
}

start_device() {
    start_device_as dev "$@"
    local status=$?
    EMU=$EMU_dev NODE=$NODE_dev
    return $status
}

play_and_wait() { # play the events and wait until emulate says they are played
    play_as dev
    wait_played_as dev || say "@@@ FAIL $name the events did not finish playing"
}

# Wait (up to 10 s) until process $1 sleeps in poll(): a reader does once
# it is set up and waits for events. It names its device on standard error
# before that, when it has opened it but not yet made its session, which
# takes the device's state at that moment and times events from then on:
# events played in between would come out of order.
wait_polling() {
    n=0
    while true; do
        case "$(cat /proc/$1/wchan 2>/dev/null)" in *poll*) return 0 ;; esac
        kill -0 "$1" 2>/dev/null || return 1
        n=$((n + 1)); [ "$n" -gt 100 ] && return 1
        sleep 0.1
    done
}

# Wait until the reader RUN, whose standard error is /tmp/TAG.err, has
# written a line there and sleeps in poll(); 1 if not within 10 s each.
reader_ready() { wait_lines /tmp/$1.err 100 1 && wait_polling $RUN; }

start_reader_on() {
    local node=$1 tag=$2
    shift 2
    touchroute run --device "$node" "$@" >/tmp/$tag.out 2>/tmp/$tag.err &
    RUN=$!
    reader_ready $tag
}

start_reader() {
    local tag=$1
    shift
    start_reader_on "$NODE" "$tag" "$@"
}

start_reader_all() {
    local tag=$1
    shift
    touchroute run "$@" >/tmp/$tag.out 2>/tmp/$tag.err &
    RUN=$!
    reader_ready $tag
}

stop() { # pid: SIGINT, then its exit status in STATUS
    kill -INT "$1" 2>/dev/null
    wait "$1"
    STATUS=$?
}

# Whether process $1 runs: a zombie, exited but not yet waited for, does not.
alive() { [ -d /proc/$1 ] && ! grep -q '^State:[[:space:]]*Z' /proc/$1/status 2>/dev/null; }

# Wait (up to $2 tenths of a second) until file $1 has $3 lines containing $4.
wait_count() {
    n=0
    while [ "$(grep -c "$4" "$1" 2>/dev/null)" -lt "$3" ]; do
        n=$((n + 1)); [ "$n" -gt "$2" ] && return 1
        sleep 0.1
    done
    return 0
}

play_all() {
    local tag
    for tag; do play_as $tag; done
    for tag; do wait_played_as $tag || say "@@@ FAIL $name the events of $tag did not finish playing"; done
}

remove_devices() {
    local tag
    for tag; do
        remove_device_as $tag
        send "$name" "emulate-$tag-err" "/tmp/emu-$tag.err"
    done
}

send_reader() {
    send "$name" "$1" "/tmp/$1.out"
    send "$name" "$1-err" "/tmp/$1.err"
}

list_devices() {
    touchroute list "$@" >/tmp/list.out 2>/tmp/list.err
    say "@@@ STATUS $name list $?"
    send "$name" list /tmp/list.out
    send "$name" list-err /tmp/list.err
}

# Device TAG did not come: say so, send why, and end its emulator.
device_failed() {
    local pid
    eval "pid=\$EMU_$1"
    say "@@@ FAIL $name touchroute emulate made no device ($1)"
    send "$name" "emulate-$1-err" "/tmp/emu-$1.err"
    kill -KILL "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
}

# After a case: no touchroute process (an emulator holding its device, a
# reader) may be left, or the next case's readers would see its devices.
# Any that is left fails the case and is killed.
check_leftovers() {
    local pid left=
    for pid in $(pidof touchroute); do
        alive $pid && left="$left $pid"
    done
    [ -z "$left" ] && return 0
    say "@@@ FAIL $name touchroute processes were left running after the case (killed):$left"
    kill -KILL $left 2>/dev/null
    for pid in $left; do wait $pid 2>/dev/null; done
    settle
}

# --- Cases that make their devices themselves ------------------------------------

# two-screens LEFT RIGHT EVENTS: screens Left and Right at once, each mapped
# by its ID_PATH onto its half of two-panels.yaml; `touchroute list` with the
# same options; one reader of both while both play EVENTS together.
case_two_screens() {
    start_device_as left "$1" "$3" --no-fuzz || { device_failed left; return; }
    start_device_as right "$2" "$3" --no-fuzz || { device_failed right; remove_devices left; return; }
    set -- --layout /cases/two-panels.yaml \
        --map 'touchroute-test-left=640x480+0+0' --map 'touchroute-test-right=640x480+640+0'
    list_devices "$@"
    start_reader_all run --json "$@" || say "@@@ FAIL $name the reader did not start"
    # Beside the reader, `record --all` records both screens into one
    # libinput record file (the host replays it and compares).
    touchroute record --all --format libinput -o /tmp/all.yml 2>/tmp/record-all.err &
    RECORDER=$!
    if ! { wait_lines /tmp/record-all.err 300 3 && wait_polling $RECORDER; }; then
        say "@@@ FAIL $name the recorder of both screens was not ready within 30 s"
    fi
    play_all left right
    # The pagers settle on their next pages about 0.4 s after the lift.
    sleep 1
    stop $RUN; say "@@@ STATUS $name run $STATUS"
    stop $RECORDER; say "@@@ STATUS $name record-all $STATUS"
    send_reader run
    send "$name" all.yml /tmp/all.yml
    send "$name" record-all-err /tmp/record-all.err
    remove_devices left right
}

# emulate-several FILE: one `touchroute emulate` of a libinput record file
# of two panels and a keyboard makes a device of each panel (the keyboard is
# named and left out) and plays their frames in their recorded order; a
# reader given no --device takes both, each --map'ped by its name onto its
# half of two-panels.yaml.
case_emulate_several() {
    start_device_as both "$1" --no-fuzz || { device_failed both; return; }
    start_reader_all run --json --layout /cases/two-panels.yaml \
        --map 'TouchRoute Fixture Left*=640x480+0+0' --map 'TouchRoute Fixture Right*=640x480+640+0' \
        || say "@@@ FAIL $name the reader did not start"
    play_all both
    # The left pager settles on its next page about 0.6 s after the lift.
    sleep 1
    stop $RUN; say "@@@ STATUS $name run $STATUS"
    send_reader run
    send "$name" emulate-out /tmp/emu-both.out
    remove_devices both
}

# hotplug DESC EVENTS (and noudev-hotplug): a reader given no --device starts
# with no touchscreen; one is plugged in, and plays EVENTS once the reader
# has taken it.
case_hotplug() {
    start_reader_all run --json || say "@@@ FAIL $name the reader did not start"
    if ! start_device_as dev "$1" "$2" --no-fuzz; then
        device_failed dev
    else
        wait_text /tmp/run.out 100 '"device-added"' || say "@@@ FAIL $name the reader took no device within 10 s"
        play_all dev
        sleep 0.3
    fi
    stop $RUN; say "@@@ STATUS $name run $STATUS"
    send_reader run
    [ -n "$NODE_dev" ] && remove_devices dev
}

# pointer-hotplug FILE: a reader given no --device starts with nothing to
# read; a touchpad made from FILE (a recording with its description) is
# plugged in, joins as a pointer, and its fingers play; `touchroute list
# --json` lists it.
case_pointer_hotplug() {
    start_reader_all run --json || say "@@@ FAIL $name the reader did not start"
    if ! start_device_as dev "$1" --no-fuzz; then
        device_failed dev
    else
        wait_text /tmp/run.out 100 '"device-added"' || say "@@@ FAIL $name the reader took no device within 10 s"
        play_all dev
        sleep 0.3
        list_devices --json
    fi
    stop $RUN; say "@@@ STATUS $name run $STATUS"
    send_reader run
    [ -n "$NODE_dev" ] && remove_devices dev
}

# replug DESC HELD AFTER: the reader, given no --device, maps the screen by
# its name; the screen plays HELD (a finger that stays down) and is
# unplugged; the same screen is plugged in again (tag again) and plays AFTER.
# Status running: 0 when the reader still ran at the end, before it was
# stopped.
case_replug() {
    start_device_as first "$1" "$2" --no-fuzz || { device_failed first; return; }
    start_reader_all run --json --layout /cases/two-panels.yaml --map 'TouchRoute Test Left=640x480+0+0' \
        || say "@@@ FAIL $name the reader did not start"
    play_all first
    sleep 0.3
    remove_devices first
    wait_text /tmp/run.out 50 '"device-removed"' || say "@@@ FAIL $name the reader did not report the removal within 5 s"
    if start_device_as again "$1" "$3" --no-fuzz; then
        wait_count /tmp/run.out 100 2 '"device-added"' || say "@@@ FAIL $name the reader did not take the device back within 10 s"
        play_all again
        sleep 0.3
    else
        device_failed again
    fi
    alive $RUN; say "@@@ STATUS $name running $?"
    stop $RUN; say "@@@ STATUS $name run $STATUS"
    send_reader run
    [ -n "$NODE_again" ] && remove_devices again
}

# udev-mapping DESC EVENTS: the screen's WL_OUTPUT and calibration place it
# in two-panels.yaml, with no --map.
case_udev_mapping() {
    start_device_as dev "$1" "$2" --no-fuzz || { device_failed dev; return; }
    start_reader_all run --json --layout /cases/two-panels.yaml || say "@@@ FAIL $name the reader did not start"
    play_all dev
    sleep 0.3
    stop $RUN; say "@@@ STATUS $name run $STATUS"
    send_reader run
    remove_devices dev
}

# other-seat DESC EVENTS: a screen on seat1; a reader of seat0 (tag seat0)
# and one of seat1 (tag seat1), neither given --device, while it plays;
# then `touchroute list` of seat0.
case_other_seat() {
    start_device_as dev "$1" "$2" --no-fuzz || { device_failed dev; return; }
    start_reader_all seat0 --json || say "@@@ FAIL $name the reader of seat0 did not start"
    SEAT0=$RUN
    start_reader_all seat1 --json --seat seat1 || say "@@@ FAIL $name the reader of seat1 did not start"
    play_all dev
    sleep 0.3
    stop $SEAT0; say "@@@ STATUS $name seat0 $STATUS"
    stop $RUN; say "@@@ STATUS $name seat1 $STATUS"
    send_reader seat0
    send_reader seat1
    list_devices
    remove_devices dev
}

# broken-calibration DESC EVENTS: a reader given no --device, with only a
# screen it cannot map, must exit by itself; it is stopped after 5 s. Then
# `touchroute list`. Part node: the screen's node.
case_broken_calibration() {
    start_device_as dev "$1" "$2" --no-fuzz || { device_failed dev; return; }
    echo "$NODE_dev" > /tmp/node
    send "$name" node /tmp/node
    touchroute run --json >/tmp/run.out 2>/tmp/run.err &
    RUN=$!
    n=0
    while alive $RUN; do
        n=$((n + 1))
        if [ $n -gt 50 ]; then
            say "@@@ FAIL $name the reader still ran 5 s after it started"
            kill -INT $RUN
            break
        fi
        sleep 0.1
    done
    wait $RUN; say "@@@ STATUS $name run $?"
    send_reader run
    list_devices
    remove_devices dev
}

# Run the case of KIND ($1) on the rest of the line, if it is a kind that
# makes its own devices; 1 if it is not.
device_case() {
    local kind=$1
    shift
    case "$kind" in
    two-screens) case_two_screens "$@" ;;
    emulate-several) case_emulate_several "$@" ;;
    hotplug) case_hotplug "$@" ;;
    pointer-hotplug) case_pointer_hotplug "$@" ;;
    replug) case_replug "$@" ;;
    udev-mapping) case_udev_mapping "$@" ;;
    other-seat) case_other_seat "$@" ;;
    noudev-hotplug)
        stop_udevd
        code=0
        if udevd_alive || [ -e /run/udev/control ]; then code=1; fi
        say "@@@ STATUS $name udevd-stopped $code"
        case_hotplug "$@"
        start_udevd
        ;;
    broken-calibration) case_broken_calibration "$@" ;;
    shipped-rules) case_shipped_rules "$@" ;;
    *) return 1 ;;
    esac
    return 0
}

# With a reader started (RUN): two more readers record what the kernel
# delivers, with its times, as evemu and as `libinput record` YAML; play the
# events once both are ready too (a line on standard error within 30 s, then
# poll() within 10 s: a recorder that started late would record nothing and
# fail the comparison with no clue); send what all three got.
route_and_record() { # [stop-reader: the reader is stopped 300 ms, 50 ms into the events]
    READER=$RUN
    touchroute record --device "$NODE" -o /tmp/live.evemu 2>/tmp/record.err &
    RECORDER=$!
    touchroute record --device "$NODE" --format libinput -o /tmp/live.yml 2>/tmp/record-libinput.err &
    LIBINPUT_RECORDER=$!
    if ! { wait_lines /tmp/record.err 300 1 && wait_polling $RECORDER; }; then
        say "@@@ FAIL $name the recorder was not ready within 30 s"
    fi
    if ! { wait_lines /tmp/record-libinput.err 300 1 && wait_polling $LIBINPUT_RECORDER; }; then
        say "@@@ FAIL $name the libinput recorder was not ready within 30 s"
    fi
    if [ "${1:-}" = stop-reader ]; then
        play_as dev
        # A reader late by 300 ms (SIGSTOP, as a busy machine or a debugger
        # stops it) while the events go on: it must decide as the replay.
        sleep 0.05; kill -STOP "$READER"; sleep 0.3; kill -CONT "$READER"
        wait_played_as dev || say "@@@ FAIL $name the events did not finish playing"
    else
        play_and_wait
    fi
    sleep 0.3
    stop $READER; say "@@@ STATUS $name run $STATUS"
    stop $RECORDER; say "@@@ STATUS $name record $STATUS"
    stop $LIBINPUT_RECORDER; say "@@@ STATUS $name record-libinput $STATUS"
    send "$name" run /tmp/run.out
    send "$name" run-err /tmp/run.err
    send "$name" live.evemu /tmp/live.evemu
    send "$name" record-err /tmp/record.err
    send "$name" live.yml /tmp/live.yml
    send "$name" record-libinput-err /tmp/record-libinput.err
}

# The shipped-rules case, when run.sh staged it.
[ -f /cases/guest-rules.sh ] && . /cases/guest-rules.sh

start_udevd

# `run.sh --bench` stages the benchmark instead of the cases.
if [ -f /bench/guest-bench.sh ]; then
    . /bench/guest-bench.sh
    say "@@@ DONE"
    poweroff -f
fi

while read -r kind name args; do
    say "@@@ CASE $name $kind"
    set -- $args
    if device_case "$kind" "$@"; then
        check_leftovers
        continue
    fi
    # Every case plays at its own pace. Recorded values were smoothed by the kernel's fuzz filter once
    # already, so the devices are made without fuzz: a second pass would
    # move them and the live routing could no longer match the replay.
    set -- "$@" --no-fuzz
    [ "$kind" = noudev ] && stop_udevd
    if [ "$kind" = udev ]; then
        # Listening before the device is made, to see its add.
        udevadm monitor --udev --subsystem-match=input >/tmp/monitor.out 2>&1 &
        MONITOR=$!
        wait_text /tmp/monitor.out 100 "^UDEV" || say "@@@ FAIL $name udevadm monitor did not start"
    fi
    if ! start_device "$@"; then
        say "@@@ FAIL $name touchroute emulate made no device"
        send "$name" emulate-err /tmp/emu-dev.err
        kill "$EMU" 2>/dev/null
        [ "$kind" = noudev ] && start_udevd
        [ "$kind" = udev ] && kill "$MONITOR" && wait "$MONITOR"
        continue
    fi
    case "$kind" in
    compare|pointer)
        start_reader run --json
        route_and_record
        ;;
    stopped)
        start_reader run --json
        route_and_record stop-reader
        ;;
    noudev)
        code=0
        if udevd_alive || [ -e /run/udev/control ]; then code=1; fi
        say "@@@ STATUS $name udevd-stopped $code"
        start_reader_all run --json
        route_and_record
        ;;
    udev)
        udevadm info --query=property --name="$NODE" >/tmp/properties 2>&1
        say "@@@ STATUS $name info $?"
        send "$name" properties /tmp/properties
        remove_device_as dev
        # udev has handled the remove; the monitor may not have printed it yet.
        wait_text /tmp/monitor.out 50 "remove .*/${NODE##*/} (input)"
        # SIGTERM: a background job of this shell ignores SIGINT, and udevadm
        # leaves it so.
        kill "$MONITOR"; wait "$MONITOR"
        send "$name" monitor /tmp/monitor.out
        ;;
    flood)
        start_reader run --json
        kill -STOP "$RUN"
        play_as dev
        # The flood takes milliseconds; the reader wakes in the 2 s gap after it.
        sleep 1
        kill -CONT "$RUN"
        wait_played_as dev || say "@@@ FAIL $name the events did not finish playing"
        sleep 0.3
        stop $RUN; say "@@@ STATUS $name run $STATUS"
        send "$name" run /tmp/run.out
        send "$name" run-err /tmp/run.err
        ;;
    unplug)
        start_reader run --json
        play_and_wait
        sleep 0.3
        kill -INT "$EMU"; wait "$EMU"
        # The reader exits on its own when the device goes away.
        n=0
        while kill -0 "$RUN" 2>/dev/null && [ $n -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
        wait "$RUN"
        say "@@@ STATUS $name run $?"
        send "$name" run /tmp/run.out
        send "$name" run-err /tmp/run.err
        ;;
    grab)
        start_reader grabber --json --grab
        GRABBER=$RUN
        start_reader other --json
        play_and_wait
        sleep 0.3
        stop $GRABBER; say "@@@ STATUS $name grabber $STATUS"
        stop $RUN; say "@@@ STATUS $name other $STATUS"
        send "$name" grabber /tmp/grabber.out
        send "$name" other /tmp/other.out
        send "$name" other-err /tmp/other.err
        ;;
    stats)
        start_reader run --json --stats
        play_and_wait
        sleep 0.3
        stop $RUN; say "@@@ STATUS $name run $STATUS"
        send "$name" run-err /tmp/run.err
        remove_device_as dev
        start_device "$@"
        start_reader bare --stats --bare-read
        play_and_wait
        sleep 0.3
        stop $RUN; say "@@@ STATUS $name bare $STATUS"
        send "$name" bare-err /tmp/bare.err
        ;;
    esac
    remove_device_as dev
    send "$name" emulate-err /tmp/emu-dev.err
    [ "$kind" = noudev ] && start_udevd
    check_leftovers
done < /cases/cases.txt

say "@@@ DONE"
poweroff -f

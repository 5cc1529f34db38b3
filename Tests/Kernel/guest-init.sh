#!/bin/sh
# /init of the kernel-test VM (busybox sh): load evdev and uinput, then for
# each line of /cases/cases.txt create a uinput touchscreen with
# `touchroute emulate`, read it with `touchroute run` and write what the
# reader printed to the second serial port (/dev/ttyS1), which the host reads.
# Lines on that port:
#   @@@ CASE <name> <kind>            a case starts
#   @@@ FILE <name> <part>            the lines of one output file follow
#   @@@ STATUS <name> <part> <code>   a process's exit status
#   @@@ FAIL <name> <reason>          the guest could not run the case
#   @@@ DONE                          all cases ran
# Kinds: compare (route the events, and record what the kernel delivered;
# the host compares with replays of that and of the original),
# flood (the reader is stopped while the events flood the kernel's buffer),
# unplug (the device goes away with a touch down), grab (a second reader
# must get nothing while the first holds the grab), stats (latency and CPU
# per event, against a bare libevdev read of the same events).

/bin/busybox --install -s /bin
mount -t devtmpfs devtmpfs /dev
mount -t proc proc /proc
mount -t sysfs sysfs /sys
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
    while [ "$(wc -l < "$1" 2>/dev/null || echo 0)" -lt "$3" ]; do
        n=$((n + 1)); [ "$n" -gt "$2" ] && return 1
        sleep 0.1
    done
    return 0
}

# Start `touchroute emulate` on $@ waiting for a go line on fd 8; sets EMU and NODE.
start_device() {
    rm -f /tmp/go /tmp/emu.out /tmp/emu.err
    mkfifo /tmp/go
    exec 8<>/tmp/go
    touchroute emulate "$@" --wait --hold <&8 >/tmp/emu.out 2>/tmp/emu.err &
    EMU=$!
    if ! wait_lines /tmp/emu.out 100 1; then return 1; fi
    NODE=$(head -n 1 /tmp/emu.out)
}

# Start `touchroute run --device $NODE` with $@; output to /tmp/$TAG.out and .err; sets RUN.
start_reader() {
    tag=$1; shift
    touchroute run --device "$NODE" "$@" >/tmp/$tag.out 2>/tmp/$tag.err &
    RUN=$!
    # The reader names the device on standard error once it has opened it.
    wait_lines /tmp/$tag.err 100 1
}

play_and_wait() { # play the events and wait until emulate says they are played
    echo go >&8
    wait_text /tmp/emu.err 600 "played" || say "@@@ FAIL $name the events did not finish playing"
}

stop() { # pid: SIGINT, then its exit status in STATUS
    kill -INT "$1" 2>/dev/null
    wait "$1"
    STATUS=$?
}

while read -r kind name args; do
    say "@@@ CASE $name $kind"
    set -- $args
    # Every case plays at its own pace. Recorded values were smoothed by the kernel's fuzz filter once
    # already, so the devices are made without fuzz: a second pass would
    # move them and the live routing could no longer match the replay.
    set -- "$@" --no-fuzz
    if ! start_device "$@"; then
        say "@@@ FAIL $name touchroute emulate made no device"
        send "$name" emulate-err /tmp/emu.err
        kill "$EMU" 2>/dev/null
        continue
    fi
    case "$kind" in
    compare)
        start_reader run --json
        READER=$RUN
        # A second reader records what the kernel delivers, with its times.
        touchroute record --device "$NODE" -o /tmp/live.evemu 2>/tmp/record.err &
        RECORDER=$!
        wait_lines /tmp/record.err 100 1
        play_and_wait
        sleep 0.3
        stop $READER; say "@@@ STATUS $name run $STATUS"
        stop $RECORDER; say "@@@ STATUS $name record $STATUS"
        send "$name" run /tmp/run.out
        send "$name" run-err /tmp/run.err
        send "$name" live.evemu /tmp/live.evemu
        ;;
    flood)
        start_reader run --json
        kill -STOP "$RUN"
        echo go >&8
        # The flood takes milliseconds; the reader wakes in the 2 s gap after it.
        sleep 1
        kill -CONT "$RUN"
        wait_text /tmp/emu.err 600 "played" || say "@@@ FAIL $name the events did not finish playing"
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
        kill -INT "$EMU"; wait "$EMU"
        start_device "$@"
        start_reader bare --stats --bare-read
        play_and_wait
        sleep 0.3
        stop $RUN; say "@@@ STATUS $name bare $STATUS"
        send "$name" bare-err /tmp/bare.err
        ;;
    esac
    kill -INT "$EMU" 2>/dev/null
    wait "$EMU" 2>/dev/null
    send "$name" emulate-err /tmp/emu.err
done < /cases/cases.txt

say "@@@ DONE"
poweroff -f

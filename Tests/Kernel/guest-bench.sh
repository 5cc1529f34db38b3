# The benchmark of `Tests/Kernel/run.sh --bench`, sourced by /init
# (guest-init.sh) once udevd runs, so its helpers are at hand. What a reader
# of a live touchscreen costs per event on the VM's one CPU, and what it
# loses when it falls behind, for each stream and reader (see run.sh's
# header), in three interleaved repeats: repeat 1 runs every stream with
# every reader, then repeat 2, then 3, so a drift of the machine over the
# boot spreads over all the rows instead of landing on one.
#
# Staged under /bench: device.desc (the protocol B fixture screen),
# STREAM.events for each stream, bare-loop (the C reference reader), and
# streams.txt: a line `STREAM SPEED EVENTS` per stream, EVENTS its number of
# E: lines.
#
# Each run has a fresh device and a fresh reader, whose standard output goes
# to /dev/null: the figures are the reader's own, from /proc, between the
# moment it sleeps idle with the device open and the moment it is idle again
# after the emulator has played everything. Lines on ttyS1, besides
# guest-init.sh's:
#   @@@ CASE R-STREAM-READER bench   a run of repeat R starts
#   @@@ VALUE <run> <key> <integer>  one of its figures: played (events),
#       cpu-ns (time on the CPU, schedstat's first field, summed over the
#       reader's threads), rchar (bytes read, /proc/PID/io), wakeups
#       (voluntary context switches, summed over its threads), hwm-kb
#       (VmHWM: peak resident memory), play-ms (from the line that starts
#       the emulator to its `played`, seen every 0.2 s), timeout-play or
#       timeout-idle (1: it did not finish, or the reader did not settle,
#       in time; the figures are those at the timeout), skipped (1: out of
#       time, the run did not start)
#   FILE parts err (the reader's standard error) and emulate-err; STATUS
#   reader (its exit status once stopped with SIGINT)
# and then, untimed, case `check` (kind bench-check): `run --json` of the
# fast stream to a file, sent (without its scroll records, which only say
# where the pager is) as part json, for the host's phantom-touch check;
# VALUE lines: lines (its JSON lines in all), and as a run's.
# FAIL lines: a device or a reader that did not start (the bench fails),
# or guest-init.sh's helpers' trouble (udev slow to settle, a process left
# running), which bench.py reports beside the figures. Timeouts are
# figures, and the bench goes on.

# The seconds a stream may take to play (the paced one takes 13 s), and a
# reader to be idle again after it; and the uptime after which no run
# starts, so that runs that hang leave the VM (which the host stops at 1800
# s) the time to report what it has.
BENCH_PLAY_LIMIT=120
BENCH_IDLE_LIMIT=60
BENCH_BUDGET=1500

# Uptime in ms, from the kernel, without starting a process: the checks
# below run beside the processes measured on the one CPU, so they use the
# shell's own read and arithmetic rather than grep, cat or awk.
uptime_ms() {
    local seconds rest
    read -r seconds rest < /proc/uptime
    # Seconds with two decimals; the 1 in front of the hundredths keeps a
    # leading 0 from reading as octal.
    MS=$(( ${seconds%.*} * 1000 + (1${seconds#*.} - 100) * 10 ))
}

# Process $1's time on the CPU so far in ns, summed over its threads, in CPU.
cpu_of() {
    local task ns rest
    CPU=0
    for task in /proc/$1/task/*; do
        read -r ns rest < $task/schedstat && CPU=$((CPU + ns))
    done
}

# Field $2 (such as VmHWM:) of /proc/$1's status file, in VALUE (0 if absent).
status_field() {
    local key value rest
    VALUE=0
    while read -r key value rest; do
        [ "$key" = "$2" ] && VALUE=$value
    done < /proc/$1/status
}

# Process $1's figures now: CPU, RCHAR, WAKEUPS.
sample() {
    local task key value
    cpu_of $1
    WAKEUPS=0
    for task in /proc/$1/task/*; do
        status_field ${task#/proc/} voluntary_ctxt_switches:
        WAKEUPS=$((WAKEUPS + VALUE))
    done
    RCHAR=0
    while read -r key value; do
        [ "$key" = rchar: ] && RCHAR=$value
    done < /proc/$1/io
}

# Wait (up to $2 s) until process $1 is idle: its CPU time unchanged over
# 0.3 s, and asleep in poll(); 1 if not.
wait_idle() {
    local before chan n=0
    cpu_of $1
    while true; do
        before=$CPU
        sleep 0.3
        alive $1 || return 1
        cpu_of $1
        if [ "$CPU" = "$before" ]; then
            read -r chan < /proc/$1/wchan
            case "$chan" in *poll*) return 0 ;; esac
        fi
        n=$((n + 3)); [ "$n" -gt $(($2 * 10)) ] && return 1
    done
}

# Wait (up to $1 s) until device b's emulator says it has played its events;
# 1 if not. Looks every 0.2 s, with the shell's own read (see uptime_ms).
wait_played_b() {
    local line n=0
    while true; do
        while read -r line || [ -n "$line" ]; do
            case "$line" in *" played "*) return 0 ;; esac
            line=
        done < /tmp/emu-b.err
        n=$((n + 2)); [ "$n" -gt $(($1 * 10)) ] && return 1
        sleep 0.2
    done
}

# Start reader $1 of device b, standard output to $2; RUN its pid. Ready
# once it has said so on standard error and sleeps in poll(); libinput
# says nothing there, so for it once it sleeps in epoll_wait().
start_bench_reader() {
    local reader=$1 out=$2
    case "$reader" in
    bare) set -- touchroute run --bare-read --device ;;
    text) set -- touchroute run --device ;;
    json) set -- touchroute run --json --device ;;
    stats) set -- touchroute run --stats --device ;;
    c-loop) set -- /bench/bare-loop ;;
    libinput) set -- /bench/libinput-debug-events --device ;;
    esac
    "$@" "$NODE_b" >"$out" 2>/tmp/$reader.err &
    RUN=$!
    if [ "$reader" = libinput ]; then wait_polling $RUN; else reader_ready $reader; fi
}

value() { say "@@@ VALUE $name $1 $2"; }

# Start case $1 of kind $2 (name set); 1 if it is out of time (and says so).
bench_case() {
    name=$1
    say "@@@ CASE $name $2"
    uptime_ms
    [ "$MS" -le $((BENCH_BUDGET * 1000)) ] && return 0
    value skipped 1
    return 1
}

# Let device b play, then wait until it has played and the reader RUN is
# idle again (play-ms, or timeout-play or timeout-idle).
play_until_idle() {
    local started
    uptime_ms; started=$MS
    play_as b
    if wait_played_b $BENCH_PLAY_LIMIT; then
        uptime_ms; value play-ms $((MS - started))
        wait_idle $RUN $BENCH_IDLE_LIMIT || value timeout-idle 1
    else
        value timeout-play 1
    fi
}

# One run: repeat $1 of stream $2 (played at speed $3, $4 events) read by
# reader $5.
bench_run() {
    local reader=$5 cpu rchar wakeups
    bench_case $1-$2-$reader bench || return
    start_device_as b /bench/device.desc /bench/$2.events --no-fuzz --speed $3 || { device_failed b; return; }
    if ! start_bench_reader $reader /dev/null; then
        say "@@@ FAIL $name the reader ($reader) did not start"
        send "$name" err /tmp/$reader.err
        kill -KILL $RUN 2>/dev/null; wait $RUN
        remove_device_as b
        return
    fi
    # Set up and sleeping: what it does from here on is the stream's.
    wait_idle $RUN 10 || value timeout-idle 1
    sample $RUN
    cpu=$CPU rchar=$RCHAR wakeups=$WAKEUPS
    play_until_idle
    sample $RUN
    status_field $RUN VmHWM:
    value played $4
    value cpu-ns $((CPU - cpu))
    value rchar $((RCHAR - rchar))
    value wakeups $((WAKEUPS - wakeups))
    value hwm-kb $VALUE
    stop $RUN; say "@@@ STATUS $name reader $STATUS"
    send "$name" err /tmp/$reader.err
    remove_device_as b
    send "$name" emulate-err /tmp/emu-b.err
    check_leftovers
}

for repeat in 1 2 3; do
    while read -r stream speed events; do
        for reader in bare text json stats c-loop libinput; do
            bench_run $repeat $stream $speed $events $reader
        done
    done < /bench/streams.txt
done

# The check: `run --json` of the fast stream, to a file, untimed.
check_run() {
    bench_case check bench-check || return
    start_device_as b /bench/device.desc /bench/fast.events --no-fuzz --speed 0 || { device_failed b; return; }
    if start_bench_reader json /tmp/check.out; then
        play_until_idle
    else
        say "@@@ FAIL check the reader did not start"
    fi
    stop $RUN; say "@@@ STATUS check run $STATUS"
    value lines "$(wc -l < /tmp/check.out)"
    grep -v '"type":"scroll"' /tmp/check.out > /tmp/check.kept
    send check json /tmp/check.kept
    send check err /tmp/json.err
    remove_device_as b
    send check emulate-err /tmp/emu-b.err
}
check_run
check_leftovers

#!/usr/bin/env bash
# Writes the events (evemu `E:` lines) of a synthetic kernel-test case for the
# protocol B fixture screen (Tests/TouchRouteEvdevTests/Fixtures/recordings/
# protocol-b/device.desc: 5 slots, 0…799 × 0…479).
#   flood    10 touches, one after another, each sliding 400 units along
#            y = 240 one unit per frame, 1 µs apart: about 8,000 events in
#            8 ms, far more than the kernel's per-client buffer holds while
#            the reader is stopped; then an 11th finger lands on the same
#            line and stays, and 2 s later (the reader running again) slides
#            on and lifts: it is down across the drop
#   taps     three taps on one spot: the kernel drops the second and third
#            taps' unchanged positions, so only a decoder that keeps a slot's
#            values across touches (protocol B's only-changes rule) puts them
#            where the replay, which has every value, does
#   unplug   a finger that lands and moves, and never lifts
#   drag     three drags up and down the middle at 100 Hz, for latency
#   swipe    a finger swiping right to left along the middle (x 700 → 100 in
#            24 frames at 100 Hz), 1 s after the events start: a page flip on a
#            pager under it
#   tap      a finger that lands at x 80 (a tenth of the width), y 240 and lifts
#   paced    for `run.sh --bench`: one finger dragging the default layout's
#            pager back and forth along the middle (x 150 ↔ 650, 5 units a
#            frame, y nudged 3 units every 4th frame), lifting and landing
#            again every 250 frames, one frame per ms: 30,000 events or a
#            little more, about 13 s played at --speed 1
#   fast     the same drag, 100,000 events or a little more, all with one
#            timestamp (for --speed 0, a writer that never sleeps)
#   burst    the same drag, 30,000 events or a little more, in groups of
#            five bursts: about 200 events with one timestamp (less than the
#            kernel's per-client buffer for this screen, 256 events), 5 ms
#            apart, then 400 ms of nothing (2,400 events a second on average,
#            about the paced stream's rate; 13 s at --speed 1). A group comes
#            faster than `run` routes it, so the next burst lands while it
#            works, and the kernel's buffer holds one burst, not two: the
#            reader must have drained it before working
# Every value written differs from the slot's last one, since the kernel
# drops unchanged values and the bench counts the events it delivers.
set -euo pipefail
awk -v kind="$1" '
# Codes: EV_ABS 3 (ABS_MT_POSITION_X 53, _Y 54, ABS_MT_TRACKING_ID 57), EV_KEY 1 (BTN_TOUCH 330).
# t counts microseconds, so the times are exact.
function ev(type, code, value) { written++; printf "E: %d.%06d %04x %04x %d\n", int(t / 1000000), t % 1000000, type, code, value }
function syn() { ev(0, 0, 0) }
# The time of the next frame of the drag streams: step µs on, and with bursts,
# once a burst of that many events has been written, 5 ms on, or 400 ms after
# every fifth.
function next_frame() {
    t += step
    if (burst && written >= burst_end + burst) {
        burst_end = written
        t += ++bursts % 5 ? 5000 : 400000
    }
}
BEGIN {
    t = 0
    if (kind == "flood") {
        for (touch = 0; touch < 10; touch++) {
            ev(3, 57, touch + 1); ev(3, 53, 100); ev(3, 54, 240); ev(1, 330, 1); syn(); t += 1
            for (x = 101; x < 500; x++) { ev(3, 53, x); syn(); t += 1 }
            ev(3, 57, -1); ev(1, 330, 0); syn(); t += 1
        }
        ev(3, 57, 11); ev(3, 53, 100); ev(3, 54, 240); ev(1, 330, 1); syn()
        t = 2000000
        for (x = 110; x <= 300; x += 10) { ev(3, 53, x); syn(); t += 10000 }
        ev(3, 57, -1); ev(1, 330, 0); syn()
    } else if (kind == "taps") {
        for (tap = 0; tap < 3; tap++) {
            ev(3, 57, tap + 1); ev(3, 53, 400); ev(3, 54, 240); ev(1, 330, 1); syn(); t += 50000
            ev(3, 57, -1); ev(1, 330, 0); syn(); t += 300000
        }
    } else if (kind == "unplug") {
        ev(3, 57, 1); ev(3, 53, 400); ev(3, 54, 300); ev(1, 330, 1); syn(); t += 10000
        for (i = 1; i <= 20; i++) { ev(3, 54, 300 - 4 * i); syn(); t += 10000 }
    } else if (kind == "drag") {
        for (drag = 0; drag < 3; drag++) {
            ev(3, 57, drag + 1); ev(3, 53, 400); ev(3, 54, 400); ev(1, 330, 1); syn(); t += 10000
            for (i = 1; i <= 80; i++) { ev(3, 54, 400 - 4 * i); syn(); t += 10000 }
            for (i = 1; i <= 80; i++) { ev(3, 54, 80 + 4 * i); syn(); t += 10000 }
            ev(3, 57, -1); ev(1, 330, 0); syn(); t += 300000
        }
    } else if (kind == "swipe") {
        t = 1000000
        ev(3, 57, 1); ev(3, 53, 700); ev(3, 54, 240); ev(1, 330, 1); syn(); t += 10000
        for (i = 1; i <= 24; i++) { ev(3, 53, 700 - 25 * i); syn(); t += 10000 }
        ev(3, 57, -1); ev(1, 330, 0); syn()
    } else if (kind == "tap") {
        t = 1000000
        ev(3, 57, 1); ev(3, 53, 80); ev(3, 54, 240); ev(1, 330, 1); syn(); t += 50000
        ev(3, 57, -1); ev(1, 330, 0); syn()
    } else if (kind == "paced" || kind == "fast" || kind == "burst") {
        step = kind == "paced" ? 1000 : 0
        total = kind == "fast" ? 100000 : 30000
        burst = kind == "burst" ? 200 : 0
        for (id = 1; written < total; id++) {
            ev(3, 57, id); ev(3, 53, 150); ev(3, 54, 240); ev(1, 330, 1); syn(); next_frame()
            for (i = 1; i <= 250; i++) {
                k = i % 200
                ev(3, 53, k <= 100 ? 150 + 5 * k : 150 + 5 * (200 - k))
                if (i % 4 == 0) ev(3, 54, i % 8 == 0 ? 237 : 243)
                syn(); next_frame()
            }
            ev(3, 57, -1); ev(1, 330, 0); syn(); next_frame()
        }
    } else {
        print "make-events.sh: no case \"" kind "\"; use flood, taps, unplug, drag, swipe, tap, paced, fast or burst" > "/dev/stderr"
        exit 1
    }
}'

#!/usr/bin/env python3
"""The host side of `Tests/Kernel/run.sh --bench`: read the VM's report (see
guest-bench.sh), write every run's figures to a TSV file, and print one
table per stream, each figure the median over the repeats:

  ns/event        the reader's time on the CPU over the run ÷ events played
                  (a reader that loses events spends that much less)
  × bare          that, over `run --bare-read`'s
  read/played     events read (bytes read ÷ 24, the size of a struct
                  input_event) ÷ events played: below 1 when the kernel
                  dropped events for the reader (SYN_DROPPED), a little
                  above when the reader read other descriptors too (a timerfd
                  read is 8 bytes)
  loss %          (played - read) ÷ played, at least 0
  count           the events the reader itself counted: `stats: N events`
                  of `run --stats`, `c-loop: N events` of bare-loop.c (both
                  count the SYN_DROPPED and libevdev's resync, not the events
                  libevdev read and discarded at a resync)
  drops/errors    on the reader's standard error: SYN_DROPPED reported
                  (bare-loop.c counts them; `run` says nothing there, its
                  report is a problem record in the trace), and libevdev's
                  own error lines (its complaints after a drop, such as a
                  double tracking ID)
  wakeups         voluntary context switches: times the reader slept and woke
  events/wakeup   events read per wakeup
  peak RSS MB     VmHWM at the end

then the check of `run --json` on the fast stream: every touch that began
ended or was cancelled, once at each view (no phantom touch); how many
touches ended at a resync; and, against `touchroute replay` of the same
stream (which loses nothing), the views the live run reached that the
replay does not (a tap made of a drag whose frames were dropped) and the
positions no frame of the stream had (a resync that read the device
between two events of a frame).

Exits 1 when the VM stopped before the end, when nothing was measured, or
when a device or a reader did not start; 0 otherwise, whatever the figures
(other trouble the guest reports, such as udev slow to settle, is printed).
"""
import argparse
import re
import statistics
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
from compare import exactly_once, parse_report, records, replay

READERS = ["bare", "text", "json", "stats", "c-loop", "libinput"]
COMMANDS = {
    "bare": "run --bare-read",
    "text": "run",
    "json": "run --json",
    "stats": "run --stats",
    "c-loop": "bare-loop.c",
    "libinput": "libinput debug-events",
}
EVENT_SIZE = 24
TSV_COLUMNS = ["repeat", "stream", "reader", "played", "cpu_ns", "rchar", "read", "wakeups", "hwm_kb",
               "play_ms", "count", "drops", "errors", "status", "timeout"]


def drops_reported(stderr):
    """SYN_DROPPED reports on a reader's standard error: c-loop's count, else
    the lines that name SYN_DROPPED."""
    counted = re.search(r"c-loop: \d+ events, (\d+) SYN_DROPPED", stderr)
    if counted:
        return int(counted.group(1))
    return sum(1 for line in stderr.splitlines() if "SYN_DROPPED" in line)


def own_count(stderr):
    """The events the reader says it read, or None."""
    found = re.search(r"(?:stats|c-loop): (\d+) events", stderr)
    return int(found.group(1)) if found else None


def run_row(name, case):
    repeat, stream, reader = name.split("-", 2)
    values, err = case["values"], case["files"].get("err", "")
    timeout = ",".join(k[len("timeout-"):] for k in ("timeout-play", "timeout-idle") if values.get(k))
    if values.get("skipped"):
        timeout = "skipped"
    return {
        "repeat": int(repeat), "stream": stream, "reader": reader,
        "played": values.get("played"), "cpu_ns": values.get("cpu-ns"), "rchar": values.get("rchar"),
        "read": values["rchar"] / EVENT_SIZE if "rchar" in values else None,
        "wakeups": values.get("wakeups"), "hwm_kb": values.get("hwm-kb"), "play_ms": values.get("play-ms"),
        "count": own_count(err), "drops": drops_reported(err),
        "errors": sum(1 for line in err.splitlines() if line.startswith("libevdev error")),
        "status": case["status"].get("reader"), "timeout": timeout,
    }


def median(rows, figure):
    found = [v for v in (figure(r) for r in rows) if v is not None]
    return statistics.median(found) if found else None


def show(value, form):
    return "—" if value is None else form.format(value)


def table(stream, rows):
    """The lines of one stream's block."""
    by_reader = {reader: [r for r in rows if r["reader"] == reader] for reader in READERS}
    per_event = {reader: median(runs, lambda r: r["cpu_ns"] / r["played"] if r["played"] else None)
                 for reader, runs in by_reader.items()}
    header = ["reader", "ns/event", "× bare", "read/played", "loss %", "count", "drops/errors", "wakeups",
              "events/wakeup", "peak RSS MB"]
    lines = []
    for reader, runs in by_reader.items():
        if not runs:
            continue
        ns, bare = per_event[reader], per_event["bare"]
        lines.append([
            f"{reader} ({COMMANDS[reader]})",
            show(ns, "{:,.0f}"),
            show(ns / bare if ns is not None and bare else None, "{:.2f}"),
            show(median(runs, lambda r: r["read"] / r["played"] if r["played"] else None), "{:.4f}"),
            show(median(runs, lambda r: max(0, 100 * (r["played"] - r["read"]) / r["played"])
                        if r["played"] else None), "{:.2f}"),
            show(median(runs, lambda r: r["count"]), "{:,.0f}"),
            f"{show(median(runs, lambda r: r['drops']), '{:.0f}')}/{show(median(runs, lambda r: r['errors']), '{:.0f}')}",
            show(median(runs, lambda r: r["wakeups"]), "{:,.0f}"),
            show(median(runs, lambda r: r["read"] / r["wakeups"] if r["wakeups"] else None), "{:.1f}"),
            show(median(runs, lambda r: r["hwm_kb"] / 1024 if r["hwm_kb"] is not None else None), "{:.1f}"),
        ])
    widths = [max(len(row[i]) for row in [header] + lines) for i in range(len(header))]

    def format_row(row):
        return "  ".join(cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths)))

    played = median(rows, lambda r: r["played"])
    play = median(rows, lambda r: r["play_ms"] / 1000 if r["play_ms"] is not None else None)
    repeats = len({r["repeat"] for r in rows})
    title = (f"stream {stream}: {show(played, '{:,.0f}')} events played in {show(play, '{:.1f}')} s "
             f"(median of {repeats} repeats)")
    return [title, format_row(header), format_row(["-" * w for w in widths])] + [format_row(l) for l in lines]


def check(case, touchroute, root, replay_args):
    """The lines of the check of `run --json` on the fast stream."""
    if case is None or case["values"].get("skipped"):
        return ["check: not run"]
    recs = records(case["files"].get("json", ""), "check/json")
    touches = [r for r in recs if r.get("type") == "touch"]
    dropped = {r["t"] for r in recs if r.get("type") == "problem" and "SYN_DROPPED" in r.get("message", "")}
    others = [r for r in recs if r.get("type") == "problem" and "SYN_DROPPED" not in r.get("message", "")]
    phases = {phase: sum(1 for r in touches if r["phase"] == phase) for phase in ("began", "ended", "cancelled")}
    lines = [f"check (run --json of the fast stream, to a file): {case['values'].get('lines', '?')} JSON lines; "
             f"{len({r['id'] for r in touches})} touches: {phases['began']} began, {phases['ended']} ended, "
             f"{phases['cancelled']} cancelled records (one per view); "
             f"SYN_DROPPED/resync reported at {len(dropped)} moments; reader exited {case['status'].get('run')}"]
    timeouts = [k for k in ("timeout-play", "timeout-idle") if case["values"].get(k)]
    if timeouts:
        lines.append(f"check: timed out ({', '.join(timeouts)}); what it printed until then is checked")
    problems = exactly_once(recs)
    if problems:
        lines.append(f"check: PHANTOM TOUCHES: {len(problems)} life-cycle problems, such as:")
        lines += [f"    {p}" for p in problems[:5]]
    else:
        lines.append("check: no phantom touch: every touch that began ended or was cancelled, once at each view")
    ends = [r for r in touches if r["phase"] == "ended" and r["view"] == "pager"]
    lines.append(f"check: {sum(1 for r in ends if r['t'] in dropped)} of the {len(ends)} touches that ended at the "
                 f"pager ended at the moment of a resync (the finger lifted while events were being dropped)")

    # What the same stream does when nothing is lost.
    replayed, _ = replay(touchroute, root, replay_args, "check", "the fast stream")
    replayed = [r for r in replayed if r.get("type") == "touch"]
    real_views = {r["view"] for r in replayed}
    strays = [r for r in touches if r["view"] not in real_views]
    if strays:
        moments = {}
        for r in strays:
            moments.setdefault(r["id"], set()).add(r["t"])
        instant = [i for i, times in moments.items() if len(times) == 1 and times <= dropped]
        views = sorted({r["view"] for r in strays})
        lines.append(f"check: {len(moments)} touches reached views the lossless replay never reaches "
                     f"({', '.join(views)}); {len(instant)} of them began and ended there at one moment of a "
                     f"resync: a tap made of a drag whose frames were dropped")
    else:
        lines.append("check: every view that received a touch is one the lossless replay reaches too")
    real = {(r["x"], r["y"]) for r in replayed}
    # A resync reads the device's state as it is, which may be between two
    # events of one frame: this frame's x with the last frame's y.
    torn = set()
    for earlier, later in zip(replayed, replayed[1:]):
        if (earlier["id"], earlier["view"]) == (later["id"], later["view"]):
            torn.add((later["x"], earlier["y"]))
    unreal = {(r["x"], r["y"]) for r in touches} - real
    if unreal:
        lines.append(f"check: {len(unreal)} positions no frame of the stream had, such as {sorted(unreal)[:2]}; "
                     f"{len(unreal & torn)} of them pair a frame's x with the frame before's y "
                     f"(a resync between the two events)")
    else:
        lines.append("check: every position routed is one a frame of the stream had")
    lines += [f"check: problem record: {r.get('message', '')[:160]}" for r in others[:3]]
    return lines


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("--results", required=True)
    arguments.add_argument("--tsv", required=True)
    arguments.add_argument("--touchroute", required=True)
    arguments.add_argument("--root", required=True)
    arguments.add_argument("--events", required=True, help="the fast stream, for the replay that the check compares with")
    arguments.add_argument("--description", required=True, help="the screen it is played on")
    options = arguments.parse_args()
    cases, order, done = parse_report(options.results)
    runs = [run_row(name, cases[name]) for name in order if cases[name]["kind"] == "bench"]
    with open(options.tsv, "w") as tsv:
        tsv.write("\t".join(TSV_COLUMNS) + "\n")
        for row in runs:
            tsv.write("\t".join("" if row[c] is None else str(round(row[c], 3) if isinstance(row[c], float) else row[c])
                                for c in TSV_COLUMNS) + "\n")

    measured = [r for r in runs if r["cpu_ns"] is not None]
    for stream in dict.fromkeys(r["stream"] for r in measured):
        print()
        print("\n".join(table(stream, [r for r in measured if r["stream"] == stream])))
    print()
    print("ns/event: time on the CPU ÷ events played. read: bytes read ÷ 24 (a timerfd read adds 8 bytes, so a\n"
          "reader with timers reads a little over 1); loss: events the kernel dropped for the reader. count: the\n"
          "reader's own, without what libevdev read and threw away at a resync. drops/errors: SYN_DROPPED reported\n"
          "on standard error (run reports it only in its trace, here /dev/null) / libevdev's error lines there.\n"
          "wakeups: voluntary context switches. All under TCG, one vCPU: many times slower than a real machine.")
    print()
    for row in runs:
        if row["timeout"] == "skipped":
            print(f"skipped: {row['repeat']}-{row['stream']}-{row['reader']}: the VM was out of time")
        elif row["timeout"]:
            print(f"timed out: {row['repeat']}-{row['stream']}-{row['reader']} ({row['timeout']}); "
                  f"its figures are those at the timeout")
        if row["status"] not in (0, None):
            print(f"note: {row['repeat']}-{row['stream']}-{row['reader']}: the reader exited {row['status']}")
    lines = check(cases.get("check"), options.touchroute, options.root,
                     [options.events, "--description", options.description])
    print("\n".join(lines))
    print(f"raw figures of every run: {options.tsv}")

    # What did not start fails the bench; what else went wrong in the guest
    # (udev slow to settle, a process left running) is said, and the
    # figures stand.
    failures = []
    for name in order:
        for reason in cases[name]["fail"]:
            if re.search(r"did not start|made no device", reason):
                failures.append(reason)
                print(f"FAILED: {name}: {reason}")
            else:
                print(f"trouble in the guest: {name}: {reason}")
    if not done:
        print("FAILED: the VM stopped before the bench ended")
    if not measured:
        print("FAILED: nothing was measured")
    return 1 if failures or not done or not measured else 0


if __name__ == "__main__":
    sys.exit(main())

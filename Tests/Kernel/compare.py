#!/usr/bin/env python3
"""Judge the kernel tests: split the VM's report (see guest-init.sh) into one
folder per case, and check each case:

- compare: `touchroute run` on the live device must print the same touch and
  decision records (ids, phases, mapped positions, views, rules, outcomes,
  displacements) as `touchroute replay` of what the kernel delivered
  (recorded in the VM with the kernel's times), the same touch paths as the
  replay of the original recording, and map the device the same way;
- stopped: as compare, for a reader stopped (SIGSTOP) for 300 ms, 50 ms into
  the events: a timer is due by event time, so a late reader decides as the
  replay of the events it read late;
- flood: the kernel dropped events (SYN_DROPPED was reported), every touch
  that began ended or was cancelled exactly once, and every position routed
  is one a finger of the flood really had (no phantoms; the replay, which
  loses nothing, has them all);
- unplug: the touch that was down is cancelled, the removal is named, and
  the reader exits 1;
- grab: the reader holding the grab routes the touches, the other gets none;
- stats: prints the latency and CPU figures of `run --stats` and of the bare
  libevdev read, and their ratio;
- noudev: udevd was stopped, and a reader given no --device found the device
  and routed it as in compare;
- udev: the device's udev properties say it is a touchscreen (ID_INPUT,
  ID_INPUT_TOUCHSCREEN), give its size in mm where its description has a
  resolution, and have what 99-touchroute-test.rules gives its name and
  nothing of what it gives other names; `udevadm monitor` saw its event node
  added and then removed.

Kinds whose cases make their own devices (descriptions and events named on
their lines; the positions expected are the events of make-events.sh mapped
as libinput maps, (v - min) / (max - min + 1) of the region, after any
calibration):
- two-screens: one reader of screens Left and Right, each --map'ped by its
  ID_PATH onto its half of two-panels.yaml, reports both added with those
  regions and --maps; each swipe's touch has its own id and follows its
  screen's path inside its half, flips its own pager to the next page, and
  ends once at every view; the two screens' frames are routed in time order
  (no touch record is earlier than the one before it) and no problem is
  reported; `touchroute list` with the same options shows
  each ID_PATH with its region and says udev found them; and the file
  `record --all --format libinput` wrote of both screens meanwhile replays,
  with the same layout and --maps, to the same touch and decision records;
  the listing is the README's (its "    …" standing for the right screen's
  lines that repeat the left's);
- emulate-several: one `touchroute emulate` of a libinput record file of two
  panels (protocol A and B) and a keyboard prints two nodes and names the
  keyboard it leaves out; a reader given no --device adds both panels and
  routes exactly the touch and decision records the recording's replay
  routes with the same layout and --maps;
- hotplug: a reader given no --device says it waits for a touchscreen, then
  reports the one plugged in as added and routes its swipe (began, moved,
  ended, on the screen's path) after that record, and exits 0 when stopped;
- replug: a screen unplugged with a finger down is reported removed with 1
  touch cancelled, and that touch alone is cancelled, once at every view;
  plugged in again it is added as returning, with its --map region, and its
  swipe is routed there; the reader runs on until stopped, then exits 0;
  its three device records are the README's, times aside;
- udev-mapping: with no --map, WL_OUTPUT puts the screen on output right and
  LIBINPUT_CALIBRATION_MATRIX mirrors x, so the tap lands where libinput
  would put it on that output;
- other-seat: a screen on seat1 is left alone by a reader of seat0 (which
  waits, adds nothing, routes nothing and exits 0) and by `touchroute list`
  (which names it and its seat), and a reader with --seat seat1 takes it and
  routes its tap;
- noudev-hotplug: as hotplug, with udevd stopped: the kernel's uevents and a
  capability check find the screen;
- broken-calibration: a reader given no --device, with only a screen whose
  LIBINPUT_CALIBRATION_MATRIX is not a matrix, refuses it (a device-refused
  record naming its node), exits 1 by itself and says why, naming the screen
  and the property; `touchroute list` shows that its mapping cannot be made
  and exits 0.

Prints one line per case and `kernel tests: N passed, M failed`; exits 1 if
any failed.
"""
import argparse
import json
import os
import re
import subprocess
import sys

from check_rules import check_shipped_rules


def parse_report(path):
    """{case: {"kind": k, "files": {part: text}, "status": {part: code}, "fail": [reasons],
    "values": {key: number}}} (values: the bench's figures, see guest-bench.sh)"""
    cases, order, current, part, lines = {}, [], None, None, []
    done = False
    with open(path, encoding="utf-8", errors="replace") as report:
        for raw in report:
            line = raw.rstrip("\r\n")
            if part is not None:
                if line == "@@@ END":
                    cases[current]["files"][part] = "\n".join(lines) + ("\n" if lines else "")
                    part, lines = None, []
                else:
                    lines.append(line)
                continue
            fields = line.split()
            if line.startswith("@@@ CASE "):
                current = fields[2]
                cases[current] = {"kind": fields[3], "files": {}, "status": {}, "fail": [], "values": {}}
                order.append(current)
            elif line.startswith("@@@ FILE "):
                part = fields[3]
            elif line.startswith("@@@ STATUS "):
                cases[fields[2]]["status"][fields[3]] = int(fields[4])
            elif line.startswith("@@@ VALUE "):
                cases[fields[2]]["values"][fields[3]] = int(fields[4])
            elif line.startswith("@@@ FAIL "):
                cases[fields[2]]["fail"].append(" ".join(fields[3:]))
            elif line == "@@@ DONE":
                done = True
    return cases, order, done


def records(text, where):
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError as error:
            raise ValueError(f"{where}:{number}: not JSON ({error}): {line[:120]}")
    return out


def timeless(recs, types):
    """The records of `types` without their times."""
    return [{k: v for k, v in r.items() if k != "t"} for r in recs if r.get("type") in types]


def routing(recs):
    """The touch and decision records without their times."""
    return timeless(recs, ("touch", "decision"))


def stderr_line(stderr, prefix):
    """The first line of `stderr` that starts with `prefix`, without "; grabbed"."""
    for line in stderr.splitlines():
        line = re.sub(r"^touchroute: ", "", line)
        if line.startswith(prefix):
            return line.replace("; grabbed", "")
    return None


def mapping_line(stderr):
    return stderr_line(stderr, "mapping ")


def exactly_once(recs):
    """Problems with the touches' life cycles at each view that received them:
    began once, then ended or cancelled once, and nothing after."""
    problems, state = [], {}
    for r in recs:
        if r.get("type") != "touch":
            continue
        touch, phase = (r["id"], r["view"]), r["phase"]
        seen = state.get(touch)
        if phase == "began":
            if seen is not None and seen != "began":
                problems.append(f"touch {touch} began again after {seen}")
            state[touch] = seen or "began"
        elif seen is None:
            problems.append(f"touch {touch} is {phase} without having begun")
        elif seen in ("ended", "cancelled"):
            problems.append(f"touch {touch} is {phase} after it {seen}")
        elif phase in ("ended", "cancelled"):
            state[touch] = phase
    for touch, seen in state.items():
        if seen not in ("ended", "cancelled"):
            problems.append(f"touch {touch} began and never ended or was cancelled")
    return problems


def replay(touchroute, root, args, name, what):
    """The touch and decision records of `touchroute replay ARGS --json`, and its standard error."""
    result = subprocess.run([touchroute, "replay", *args, "--json"], cwd=root, capture_output=True, text=True)
    if result.returncode != 0:
        raise ValueError(f"the replay of {what} failed: {result.stderr.strip()[:300]}")
    return routing(records(result.stdout, f"{name}/{what}")), result.stderr


def first_difference(live, expected):
    index = next((i for i, (a, b) in enumerate(zip(live, expected)) if a != b), min(len(live), len(expected)))
    got = json.dumps(live[index]) if index < len(live) else "(nothing)"
    want = json.dumps(expected[index]) if index < len(expected) else "(nothing)"
    return f"record {index + 1} of {len(live)} live / {len(expected)} replayed:\n      live:   {got}\n      replay: {want}"


def positions(recs):
    """Each touch's path: its mapped positions in order, each once however many
    views it was delivered to (a content delay that fires at another moment
    delivers the position the touch had then, which is on the path anyway).
    Decision points the router put between two reports ("interpolated") are
    not positions the device reported, and are left out."""
    paths = {}
    for r in recs:
        if r.get("type") == "touch" and not r.get("interpolated"):
            path = paths.setdefault(r["id"], [])
            point = (r["x"], r["y"])
            if not path or path[-1] != point:
                path.append(point)
    return sorted(paths.items())


def recorder_evidence(case, delivered_file):
    """What the second reader recorded and said: a comparison that fails
    because the recorder missed events (it started late, or fell behind into
    a SYN_DROPPED, after which a recording's touches are held back until
    they lift) is told from one where the live reader routed wrongly."""
    try:
        with open(delivered_file, errors="replace") as file:
            events = sum(1 for line in file if line.startswith("E:"))
    except OSError as error:
        events = f"unreadable ({error.strerror})"
    said = " / ".join(case["files"].get("record-err", "").strip().splitlines()[-3:])
    return f"the recorder kept {events} events and said: {said or '(nothing)'}"


def live_exits(case):
    """A problem for each of the live reader and the two recorders that did not exit 0."""
    return [f"the live {part} exited {case['status'].get(part)}: {case['files'].get(part + '-err', '')[-300:]}"
            for part in ("run", "record", "record-libinput") if case["status"].get(part) != 0]


def check_compare(name, case, replay_args, touchroute, root, out):
    """Two comparisons. What the kernel delivered (recorded in the VM by a
    second reader, with the kernel's times) replays to exactly what the live
    reader routed: every touch record (phase, position, view) and every
    decision. And the kernel delivered the recording: the touches' paths
    (positions after mapping) equal those of the original's replay. Times, and
    so decisions taken at a timer such as the 150 ms content delay, may differ
    from the original's, since the VM cannot play events at exactly their
    recorded times."""
    problems = live_exits(case)
    live = routing(records(case["files"].get("run", ""), f"{name}/run"))
    delivered_file = os.path.join(out, name, "live.evemu")
    delivered, delivered_err = replay(touchroute, root, [delivered_file], name, "the delivered events")
    original, original_err = replay(touchroute, root, replay_args, name, "the recording")
    if not original:
        problems.append("the replay routed no touch, so the comparison would prove nothing")
    if live != delivered:
        problems.append("live and the replay of the delivered events differ at " + first_difference(live, delivered)
                        + "\n      " + recorder_evidence(case, delivered_file))
    # The same delivery, recorded by a third reader with `record --format
    # libinput`, replays to the same records.
    libinput_file = os.path.join(out, name, "live.yml")
    from_libinput, _ = replay(touchroute, root, [libinput_file], name, "the libinput record of the delivered events")
    if from_libinput != delivered:
        problems.append("the replays of the evemu and the libinput record recordings differ at "
                        + first_difference(from_libinput, delivered))
    live_paths, original_paths = positions(live), positions(original)
    if live_paths != original_paths:
        for (touch, path), (_, expected) in zip(live_paths, original_paths):
            if path != expected:
                problems.append(f"touch {touch}'s path differs from the recording's at "
                                + first_difference(path, expected))
                break
        else:
            problems.append(f"{len(live_paths)} touches live, {len(original_paths)} in the recording")
    live_mapping, replay_mapping = mapping_line(case["files"].get("run-err", "")), mapping_line(original_err)
    if live_mapping != replay_mapping:
        problems.append(f"the device maps differently live ({live_mapping}) and replayed ({replay_mapping})")
    timing = "" if live == original else "; decisions at timers moved with the VM's timing"
    return problems, (f"{len(live)} touch and decision records match the delivered events (recorded as evemu and as "
                      f"libinput record), the paths the recording's{timing}")


def pointing(recs):
    """The pointer-scroll and scroll records without their times."""
    return timeless(recs, ("pointer-scroll", "scroll"))


def pointer_line(stderr):
    return stderr_line(stderr, "pointer from ")


def check_pointer(name, case, replay_args, touchroute, root, out):
    """A mouse or touchpad read live by `run --device`: its pointer-scroll and
    scroll records equal those of the replay of what the kernel delivered
    (recorded as evemu and as libinput record), and its scroll events (where,
    which way, how far) those of the recording's own replay; the pointer
    starts where the replay's does. Where a wheel's turn lands after a page
    turn's animation depends on when it came, which the VM cannot play exactly."""
    problems = live_exits(case)
    live = pointing(records(case["files"].get("run", ""), f"{name}/run"))

    def replayed(args, what):
        result = subprocess.run([touchroute, "replay", *args, "--json"], cwd=root, capture_output=True, text=True)
        if result.returncode != 0:
            raise ValueError(f"the replay of {what} failed: {result.stderr.strip()[:300]}")
        return pointing(records(result.stdout, f"{name}/{what}")), result.stderr

    delivered, _ = replayed([os.path.join(out, name, "live.evemu")], "the delivered events")
    from_libinput, _ = replayed([os.path.join(out, name, "live.yml")], "the libinput record of the delivered events")
    original, original_err = replayed(replay_args, "the recording")
    if not any(r["type"] == "pointer-scroll" for r in original):
        problems.append("the replay scrolled nothing by the pointer, so the comparison would prove nothing")
    # The reader is stopped 0.3 s after the events end; a glide the replay
    # plays to its end may still be going then, so its last offsets are not live.
    cut = delivered[len(live):]
    glides = any(r["type"] == "pointer-scroll" and r["phase"] == "ended" and r["source"] == "finger"
                 for r in delivered)
    if live != delivered[:len(live)] or (cut and not glides) or any(r["type"] != "scroll" for r in cut):
        problems.append("live and the replay of the delivered events differ at " + first_difference(live, delivered))
    if from_libinput != delivered:
        problems.append("the replays of the evemu and the libinput record recordings differ at "
                        + first_difference(from_libinput, delivered))
    if scroll_events(live) != scroll_events(original):
        problems.append("the scroll events live and in the recording's replay differ at "
                        + first_difference(scroll_events(live), scroll_events(original)))
    live_line, replay_line = pointer_line(case["files"].get("run-err", "")), pointer_line(original_err)
    if live_line is None or live_line != replay_line:
        problems.append(f"the pointer starts differently live ({live_line}) and replayed ({replay_line})")
    events = sum(1 for r in live if r["type"] == "pointer-scroll")
    sources = sorted({r["source"] for r in live if r["type"] == "pointer-scroll"})
    glide = f" (the reader stopped {len(cut)} offsets before the glide's end)" if cut else ""
    return problems, (f"{events} pointer-scroll records ({', '.join(sources)}) and {len(live) - events} offsets match "
                      f"the delivered events and the recording{glide}")


def scroll_events(recs):
    """Each pointer-scroll record's source, phase, place and step: what the
    device's input decided, apart from what it scrolled and when."""
    return [{k: r[k] for k in ("source", "phase", "x", "y", "dx", "dy")} for r in recs
            if r["type"] == "pointer-scroll"]


def check_pointer_hotplug(name, case, replay_args, touchroute, root):
    """A reader given no --device takes a touchpad plugged in, onto the whole
    window, and its fingers scroll as in the recording's replay; `list
    --json` lists it as a touchpad pointer."""
    problems = statuses(case, {"run": 0, "list": 0})
    recs = records(case["files"].get("run", ""), f"{name}/run")
    added = of_type(recs, "device-added")
    if len(added) != 1:
        problems.append(f"device-added records {added}, not one for the touchpad")
        return problems, ""
    with open(os.path.join(root, replay_args[0])) as file:
        named = re.search(r'^\s+name: "(.*)"$', file.read(), re.M)
    if named is None or added[0].get("name") != named.group(1):
        problems.append(f"the device added is {added[0].get('name')!r}, not the recording's touchpad "
                        f"{named.group(1) if named else None!r}")
    if added[0].get("mappingSource") != "the whole window":
        problems.append(f"the touchpad was mapped by {added[0].get('mappingSource')}, not onto the whole window")
    if of_type(recs, "touch"):
        problems.append(f"the touchpad's fingers were routed as touches: {json.dumps(of_type(recs, 'touch')[0])}")
    result = subprocess.run([touchroute, "replay", *replay_args, "--json"], cwd=root, capture_output=True, text=True)
    if result.returncode != 0:
        raise ValueError(f"the replay of the recording failed: {result.stderr.strip()[:300]}")
    expected = scroll_events(records(result.stdout, f"{name}/replay"))
    live = scroll_events(recs[recs.index(added[0]) + 1:])
    if not expected:
        problems.append("the replay scrolled nothing, so the comparison would prove nothing")
    if live != expected:
        problems.append("the scroll events live and in the recording's replay differ at "
                        + first_difference(live, expected))
    listed = [r for r in records(case["files"].get("list", ""), f"{name}/list") if r.get("pointer") == "touchpad"]
    if [r.get("path") for r in listed] != [added[0].get("path")]:
        problems.append(f"list --json did not list {added[0].get('path')} as a touchpad pointer: "
                        f"{case['files'].get('list', '').strip()[:300]!r}")
    return problems, (f"the reader took {added[0].get('path')} when it was plugged in; its {len(live)} finger-scroll "
                      f"records match the recording's replay, and list shows it as a touchpad")


def check_flood(name, case, replay_args, touchroute, root):
    recs = records(case["files"].get("run", ""), f"{name}/run")
    problems = list(exactly_once(recs))
    if case["status"].get("run") != 0:
        problems.append(f"the reader exited {case['status'].get('run')}")
    if not any(r.get("type") == "problem" and "SYN_DROPPED" in r.get("message", "") for r in recs):
        problems.append("no SYN_DROPPED was reported: the flood did not overflow the kernel's buffer")
    # Reported positions only: decision points lie between two reports, and
    # a drop changes which reports a segment joins.
    touches = [r for r in recs if r.get("type") == "touch" and not r.get("interpolated")]
    began = {r["id"] for r in touches if r["phase"] == "began"}
    if not began:
        problems.append("no touch was routed at all after the flood")
    if len(began) > 11:
        problems.append(f"{len(began)} touches began, but the flood has only 11 fingers")
    # No phantoms: every position routed live is one a finger of the flood
    # really had, as the replay (which loses nothing) shows.
    replayed, _ = replay(touchroute, root, replay_args, name, "the flood")
    real = {(r["x"], r["y"]) for r in replayed if r.get("type") == "touch" and not r.get("interpolated")}
    phantoms = sorted({(r["x"], r["y"]) for r in touches} - real)
    if not real:
        problems.append("the replay of the flood routed no touch, so no position can be checked")
    elif phantoms:
        problems.append(f"{len(phantoms)} positions no finger of the flood had (phantoms), such as {phantoms[:3]}")
    return problems, (f"SYN_DROPPED reported; {len(began)} of the 11 touches routed (the finger down across "
                      f"the drop among them), each ended or cancelled once at every view, all where a finger was")


def check_unplug(name, case):
    recs = records(case["files"].get("run", ""), f"{name}/run")
    problems = list(exactly_once(recs))
    touches = [r for r in recs if r.get("type") == "touch"]
    if not touches or touches[-1]["phase"] != "cancelled":
        problems.append(f"the touch that was down is not cancelled: last touch record {touches[-1] if touches else None}")
    if case["status"].get("run") != 1:
        problems.append(f"the reader exited {case['status'].get('run')}, not 1")
    if "removed" not in case["files"].get("run-err", "") and not any("removed" in r.get("message", "") for r in recs):
        problems.append("nothing says the device was removed")
    return problems, "the touch was cancelled when the device went away"


def check_grab(name, case):
    grabbed = [r for r in records(case["files"].get("grabber", ""), f"{name}/grabber") if r.get("type") == "touch"]
    other = [r for r in records(case["files"].get("other", ""), f"{name}/other") if r.get("type") == "touch"]
    problems = []
    if not grabbed:
        problems.append("the reader holding the grab routed no touch")
    if other:
        problems.append(f"the second reader got {len(other)} touch records despite the grab")
    for part in ("grabber", "other"):
        if case["status"].get(part) != 0:
            problems.append(f"the {part} reader exited {case['status'].get(part)}")
    return problems, f"the grabber routed {len(grabbed)} touch records, the other none"


# What Tests/Kernel/99-touchroute-test.rules sets on the event node of each
# test screen, by the screen's name. A screen of any other name gets none of
# these values.
TEST_RULE_PROPERTIES = {
    "TouchRoute Test Left": {"ID_PATH": "touchroute-test-left"},
    "TouchRoute Test Right": {"ID_PATH": "touchroute-test-right"},
    "TouchRoute Test Calibrated": {"LIBINPUT_CALIBRATION_MATRIX": "-1 0 1 0 1 0", "WL_OUTPUT": "right"},
    "TouchRoute Test Seat1": {"ID_SEAT": "seat1"},
    "TouchRoute Test Broken Calibration": {"LIBINPUT_CALIBRATION_MATRIX": "1 0 nonsense"},
}


def description(replay_args):
    """The name and the absolute axes ({code: (min, max, resolution)}) of the
    evemu description a case's device was made from."""
    path = replay_args[replay_args.index("--description") + 1] if "--description" in replay_args else replay_args[0]
    name, axes = None, {}
    with open(path, encoding="utf-8") as file:
        for line in file:
            fields = line.split()
            if line.startswith("N: "):
                name = line[3:].strip()
            elif fields[:1] == ["A:"]:
                # A: code min max fuzz flat [resolution]
                resolution = int(fields[6]) if len(fields) > 6 else 0
                axes[int(fields[1], 16)] = (int(fields[2]), int(fields[3]), resolution)
    return name, axes


def expected_size_mm(axes):
    """ID_INPUT_WIDTH_MM and _HEIGHT_MM as udev's input_id computes them from
    ABS_X and ABS_Y: (max - min) / resolution, in whole mm; None when either
    axis has no resolution (udev then sets neither)."""
    if 0 not in axes or 1 not in axes or axes[0][2] <= 0 or axes[1][2] <= 0:
        return None
    return {"ID_INPUT_WIDTH_MM": str((axes[0][1] - axes[0][0]) // axes[0][2]),
            "ID_INPUT_HEIGHT_MM": str((axes[1][1] - axes[1][0]) // axes[1][2])}


def check_udev(name, case, replay_args):
    problems = []
    if case["status"].get("info") != 0:
        problems.append(f"udevadm info exited {case['status'].get('info')}: {case['files'].get('properties', '')[-300:]}")
    properties = dict(line.split("=", 1) for line in case["files"].get("properties", "").splitlines() if "=" in line)
    device_name, axes = description(replay_args)
    expected = {"ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1"}
    size = expected_size_mm(axes)
    expected.update(size or {})
    expected.update(TEST_RULE_PROPERTIES.get(device_name, {}))
    for key, value in expected.items():
        if properties.get(key) != value:
            problems.append(f"{key} is {properties.get(key)!r}, not {value!r}")
    if size is None:
        problems += [f"{key} is {properties[key]!r}, but the axes have no resolution"
                     for key in ("ID_INPUT_WIDTH_MM", "ID_INPUT_HEIGHT_MM") if key in properties]
    for rule_name, rule in TEST_RULE_PROPERTIES.items():
        for key, value in rule.items():
            if rule_name != device_name and key not in expected and properties.get(key) == value:
                problems.append(f"{key} is {value!r}, which the test rule gives {rule_name!r}, not {device_name!r}")
    event = os.path.basename(properties.get("DEVNAME", ""))
    monitor = case["files"].get("monitor", "")
    actions = [m.group(1) for m in re.finditer(rf"^UDEV\s+\[[0-9.]+\]\s+(\w+)\s+\S+/{re.escape(event)} \(input\)$",
                                               monitor, re.MULTILINE)] if event else []
    if actions[:1] != ["add"] or "remove" not in actions:
        problems.append(f"udevadm monitor saw {actions or 'nothing'} for {event or 'the node'}, not an add and later a remove")
    shown = ", ".join(f"{key}={properties.get(key)}" for key in expected if key not in ("ID_INPUT", "ID_INPUT_TOUCHSCREEN"))
    return problems, f"\"{device_name}\" is an input touchscreen{': ' + shown if shown else ''}; the monitor saw {' and '.join(actions)}"


def check_noudev(name, case, replay_args, touchroute, root, out):
    problems, note = check_compare(name, case, replay_args, touchroute, root, out)
    if case["status"].get("udevd-stopped") != 0:
        problems.insert(0, "udevd was still running, or /run/udev/control still there, during the case")
    return problems, "without udevd, the reader found the device itself; " + note


# The events of make-events.sh, as (x, y) device units per frame: `swipe`, a
# finger along y = 240 from x = 700 to 100 in 24 steps; `tap`, one frame at
# (80, 240); `unplug`, a finger at x = 400 from y = 300 up to 220 that never
# lifts.
SWIPE = [(700 - 25 * i, 240) for i in range(25)]
TAP = [(80, 240)]
HELD = [(400, 300 - 4 * i) for i in range(21)]

# The regions of Examples/two-panels.yaml's outputs (its `frame:`s), as --map
# and the device records write them.
LEFT_OUTPUT, RIGHT_OUTPUT = "640x480+0+0", "640x480+640+0"
PAGE_WIDTH = 640.0  # points: a page of either pager of two-panels.yaml
CLOSE = 1e-3  # points: how far a position may be from the one computed


def region_rect(text):
    """`WxH+X+Y` → (x, y, width, height)."""
    match = re.fullmatch(r"([0-9.]+)x([0-9.]+)\+([0-9.-]+)\+([0-9.-]+)", text or "")
    if not match:
        raise ValueError(f"{text!r} is not a region WxH+X+Y")
    width, height, x, y = map(float, match.groups())
    return x, y, width, height


def mapped_path(device_points, axes, region, calibration="1 0 0 0 1 0"):
    """Where libinput puts each (x, y) in device units on `region`: normalised
    by (v - min) / (max - min + 1) on ABS_MT_POSITION_X/Y, through the
    calibration "a b c d e f", scaled to the region."""
    x0, y0, width, height = region_rect(region)
    a, b, c, d, e, f = map(float, calibration.split())
    (xmin, xmax, _), (ymin, ymax, _) = axes[0x35], axes[0x36]
    path = []
    for vx, vy in device_points:
        nx, ny = (vx - xmin) / (xmax - xmin + 1), (vy - ymin) / (ymax - ymin + 1)
        path.append((x0 + width * (a * nx + b * ny + c), y0 + height * (d * nx + e * ny + f)))
    return path


def same_path(path, expected):
    return len(path) == len(expected) and all(
        abs(x - ex) <= CLOSE and abs(y - ey) <= CLOSE for (x, y), (ex, ey) in zip(path, expected))


def show_path(path):
    if not path:
        return "no positions"
    if len(path) == 1:
        return f"({path[0][0]:g}, {path[0][1]:g})"
    ends = ", ".join(f"({x:g}, {y:g})" for x, y in (path[:1] + path[-1:]))
    return f"{len(path)} positions, {ends} first and last"


def of_type(recs, kind):
    return [r for r in recs if r.get("type") == kind]


def statuses(case, expected):
    """Problems with the exit statuses ({part: code}) the guest reported."""
    return [f"{part} exited {case['status'].get(part)}, not {code}"
            + (f": {case['files'].get(part + '-err', '')[-300:].strip()}" if part + "-err" in case["files"] else "")
            for part, code in expected.items() if case["status"].get(part) != code]


def touch_follows(recs, touch, expected, region, who):
    """Problems with touch `touch`: its path must be `expected`, it must begin
    and end, and every record of it must lie in `region` (x in [X, X + W))."""
    problems = []
    path = dict(positions(recs)).get(touch, [])
    if not same_path(path, expected):
        problems.append(f"{who}'s touch {touch} went {show_path(path)}, not {show_path(expected)}")
    x0, _, width, _ = region_rect(region)
    outside = [r for r in recs if r.get("type") == "touch" and r["id"] == touch and not x0 <= r["x"] < x0 + width]
    if outside:
        problems.append(f"{who}'s touch {touch} left [{x0:g}, {x0 + width:g}): {json.dumps(outside[0])}")
    phases = {r["phase"] for r in recs if r.get("type") == "touch" and r["id"] == touch}
    if not {"began", "ended"} <= phases:
        problems.append(f"{who}'s touch {touch} has phases {sorted(phases)}, not a beginning and an end")
    return problems


def touch_on_path(recs, expected):
    """The id of the touch whose path is `expected`, or None."""
    return next((touch for touch, path in positions(recs) if same_path(path, expected)), None)


def touch_along(recs, expected, region, who, missing):
    """The touch whose path is `expected` and the problems with it (see
    `touch_follows`); when no touch took that path, (None, [`missing` and
    where the touches went])."""
    touch = touch_on_path(recs, expected)
    if touch is None:
        return None, [f"{missing}; the touches went {[(t, show_path(p)) for t, p in positions(recs)]}"]
    return touch, touch_follows(recs, touch, expected, region, who)


def device_block(listing, marker):
    """The lines `touchroute list` printed for the touchscreen whose lines
    contain `marker` (touchscreens are separated by a blank line)."""
    return next((block for block in listing.split("\n\n") if marker in block), "")


ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
# The README and the articles, where the outputs only the VM can make are shown.
DOCUMENTS = [os.path.join(ROOT, "README.md")] + sorted(
    os.path.join(ROOT, "Sources", "TouchRoute", "TouchRoute.docc", name)
    for name in os.listdir(os.path.join(ROOT, "Sources", "TouchRoute", "TouchRoute.docc")) if name.endswith(".md"))


def readme_block(marker):
    """The lines of the output block, in the README or an article, whose
    marker comment (the line before its fence) contains `marker`: an output
    the documentation shows that only the VM can make, compared here instead
    of by scripts/check-readme.sh."""
    for document in DOCUMENTS:
        with open(document) as file:
            lines = file.read().split("\n")
        for index, line in enumerate(lines[:-1]):
            if line.startswith("<!--") and marker in line and lines[index + 1] == "```":
                end = lines.index("```", index + 2)
                return lines[index + 2:end]
    raise ValueError(f"neither README.md nor an article has an output block marked {marker!r}")


def readme_difference(marker, actual, varies=None):
    """None when the lines `actual` are what the block marked `marker`
    shows, else where they differ. A shown line `    …` stands for any lines;
    text matching the regex `varies` (a time) may differ."""
    shown = readme_block(marker)
    same = (lambda a, b: a == b) if varies is None else (lambda a, b: re.sub(varies, "", a) == re.sub(varies, "", b))
    i = j = 0
    while i < len(shown):
        if shown[i] == "    …":
            following = shown[i + 1] if i + 1 < len(shown) else None
            while j < len(actual) and (following is None or not same(following, actual[j])):
                j += 1
            i += 1
            continue
        if j >= len(actual) or not same(shown[i], actual[j]):
            got = actual[j] if j < len(actual) else "(nothing)"
            return f"README.md's block ({marker}) shows {shown[i]!r} where the VM printed {got!r}"
        i += 1
        j += 1
    if j < len(actual):
        return f"README.md's block ({marker}) ends where the VM printed {actual[j]!r}"
    return None


def check_two_screens(name, case, descriptions, touchroute, root, out):
    problems = statuses(case, {"run": 0, "list": 0, "record-all": 0})
    recs = records(case["files"].get("run", ""), f"{name}/run")
    screens = [("touchroute-test-left", LEFT_OUTPUT, "leftPager", descriptions[0]),
               ("touchroute-test-right", RIGHT_OUTPUT, "rightPager", descriptions[1])]
    added = {r.get("idPath"): r for r in of_type(recs, "device-added")}
    if len(of_type(recs, "device-added")) != 2:
        problems.append(f"{len(of_type(recs, 'device-added'))} device-added records, not 2")
    touches = {}
    for id_path, region, pager, description_file in screens:
        rule = f"--map '{id_path}={region}'"
        record = added.get(id_path)
        if record is None:
            problems.append(f"no device-added record for ID_PATH {id_path}")
        elif (record.get("region"), record.get("mappingSource"), record.get("returning")) != (region, rule, 0):
            problems.append(f"{id_path} was added onto {record.get('region')} by {record.get('mappingSource')} "
                            f"(returning {record.get('returning')}), not onto {region} by {rule}")
        expected = mapped_path(SWIPE, description([description_file])[1], region)
        touch, found = touch_along(recs, expected, region, id_path,
                                   f"no touch followed {id_path}'s swipe ({show_path(expected)})")
        problems += found
        if touch is not None:
            touches[id_path] = touch
        scrolls = [r for r in of_type(recs, "scroll") if r["view"] == pager]
        last = (scrolls[-1]["x"], scrolls[-1]["y"]) if scrolls else None
        if last != (PAGE_WIDTH, 0):
            problems.append(f"{pager} came to rest at {last}, not at the next page ({PAGE_WIDTH:g}, 0)")
    if len(touches) == 2 and len(set(touches.values())) != 2:
        problems.append(f"both screens' touches have id {touches['touchroute-test-left']}")
    if len(positions(recs)) != 2:
        problems.append(f"{len(positions(recs))} touches were routed, not one per screen")
    # One window, one clock: the screens' frames go in time order across them.
    times = [r["t"] for r in of_type(recs, "touch")]
    back = next((i for i in range(1, len(times)) if times[i] < times[i - 1]), None)
    if back is not None:
        problems.append(f"touch record {back + 1} is at {times[back]} s, before the one routed before it ({times[back - 1]} s)")
    problems += [f"the reader reported a problem: {r.get('message')}" for r in of_type(recs, "problem")]
    problems += exactly_once(recs)
    listing, listing_err = case["files"].get("list", ""), case["files"].get("list-err", "")
    for id_path, region, _, _ in screens:
        block = device_block(listing, f"    ID_PATH   {id_path}\n")
        if f"    maps onto {region} (--map '{id_path}={region}')" not in block:
            problems.append(f"touchroute list does not show {id_path} mapped onto {region} by its --map: "
                            f"{block.strip() or listing.strip()[:300]!r}")
    if "found by udev on seat0" not in listing_err:
        problems.append(f"touchroute list does not say udev found the screens: {listing_err.strip()[:300]!r}")
    # The README shows this listing; what the VM printed must be it.
    listed = listing.rstrip("\n").split("\n") + listing_err.rstrip("\n").split("\n")
    shown = readme_difference("compare.py, two-screens", listed)
    if shown:
        problems.append(shown)
    # `record --all` wrote both screens into one libinput record file, whose
    # replay, with the same layout and --maps, routes what the reader routed.
    all_file = os.path.join(out, name, "all.yml")
    maps = ["--map", f"touchroute-test-left={LEFT_OUTPUT}", "--map", f"touchroute-test-right={RIGHT_OUTPUT}"]
    replayed, replay_err = replay(touchroute, root, [all_file, "--layout", "Examples/two-panels.yaml", *maps], name,
                                  "record --all's file")
    live = routing(recs)
    if live != replayed:
        problems.append("live and the replay of record --all's file differ at " + first_difference(live, replayed)
                        + f"\n      the recorder said: {case['files'].get('record-all-err', '').strip()[-300:]!r}")
    if "(libinput record, 2 of its 2 devices," not in replay_err:
        problems.append(f"the replay of record --all's file did not read two devices: {replay_err.strip()[:300]!r}")
    return problems, (f"touches {touches.get('touchroute-test-left')} (left) and {touches.get('touchroute-test-right')} "
                      f"(right) stayed on their halves, each pager turned a page; list shows both --maps; "
                      f"record --all's file of both replays to the {len(live)} touch and decision records routed live")


def check_emulate_several(name, case, replay_args, touchroute, root):
    """One emulate of the two-panel recording made both panels and no
    keyboard, and the reader routed exactly what a replay of the recording
    routes with the same layout and --maps: each panel's touches, in order."""
    problems = statuses(case, {"run": 0})
    nodes = case["files"].get("emulate-out", "").split()
    if len(nodes) != 2:
        problems.append(f"emulate printed {nodes}, not the nodes of two devices")
    said = case["files"].get("emulate-both-err", "")
    if "device 2 of 3, /dev/input/event3 (TouchRoute Fixture Keyboard) is not emulated" not in said:
        problems.append(f"emulate did not name the keyboard it left out: {said.strip()[:300]!r}")
    recs = records(case["files"].get("run", ""), f"{name}/run")
    added = of_type(recs, "device-added")
    if sorted(r.get("name") for r in added) != ["TouchRoute Fixture Left (protocol A)",
                                                  "TouchRoute Fixture Right (protocol B)"]:
        problems.append(f"the reader added {[r.get('name') for r in added]}, not the two panels")
    maps = ["--map", "TouchRoute Fixture Left*=640x480+0+0", "--map", "TouchRoute Fixture Right*=640x480+640+0"]
    replayed, _ = replay(touchroute, root, [*replay_args, "--layout", "Examples/two-panels.yaml", *maps], name,
                         "the recording")
    live = routing(recs)
    if not replayed:
        problems.append("the replay routed no touch, so the comparison would prove nothing")
    if live != replayed:
        problems.append("live and the replay of the recording differ at " + first_difference(live, replayed))
    problems += exactly_once(recs)
    return problems, (f"emulate made {len(nodes)} devices of the recording's panels; the reader routed the "
                      f"{len(live)} touch and decision records its replay routes")


def check_hotplug(name, case, descriptions):
    problems = statuses(case, {"run": 0})
    if case["kind"] == "noudev-hotplug" and case["status"].get("udevd-stopped") != 0:
        problems.insert(0, "udevd was still running, or /run/udev/control still there, during the case")
    recs = records(case["files"].get("run", ""), f"{name}/run")
    waiting = next((l for l in case["files"].get("run-err", "").splitlines() if "no touchscreen on seat0 yet" in l), "")
    if "waiting for one to be plugged in" not in waiting:
        problems.append("the reader did not say it waits for a touchscreen: "
                        f"{case['files'].get('run-err', '').strip()[:300]!r}")
    if case["kind"] == "noudev-hotplug" and "udev is not running" not in waiting:
        problems.append(f"the reader did not say it looks without udev: {waiting!r}")
    device_name, axes = description([descriptions[0]])
    added = of_type(recs, "device-added")
    if len(added) != 1 or added[0].get("name") != device_name:
        problems.append(f"device-added records {added}, not one for {device_name!r}")
        return problems, ""
    if added[0].get("mappingSource") != "the whole window":
        problems.append(f"the screen was mapped by {added[0].get('mappingSource')}, not onto the whole window")
    first = recs.index(added[0])
    early = [r for r in recs[:first] if r.get("type") == "touch"]
    if early:
        problems.append(f"{len(early)} touch records came before the screen was added: {json.dumps(early[0])}")
    after = recs[first + 1:]
    expected = mapped_path(SWIPE, axes, added[0]["region"])
    problems += touch_along(after, expected, added[0]["region"], "the screen",
                            f"no touch after the device-added record followed the swipe ({show_path(expected)})")[1]
    problems += exactly_once(recs)
    how = "the kernel's uevents" if case["kind"] == "noudev-hotplug" else "udev"
    return problems, (f"the reader waited, took {added[0].get('path')} onto {added[0].get('region')} through {how} "
                      f"and routed its swipe")


def check_replug(name, case, descriptions):
    problems = statuses(case, {"running": 0, "run": 0})
    recs = records(case["files"].get("run", ""), f"{name}/run")
    region, rule = LEFT_OUTPUT, f"--map 'TouchRoute Test Left={LEFT_OUTPUT}'"
    changes = [r for r in recs if r.get("type", "").startswith("device-")]
    kinds = [r["type"] for r in changes]
    if kinds != ["device-added", "device-removed", "device-added"]:
        problems.append(f"device records {kinds}, not added, removed, added")
        return problems, ""
    first, removed, again = changes
    axes = description([descriptions[0]])[1]
    if (first.get("region"), first.get("mappingSource"), first.get("returning")) != (region, rule, 0):
        problems.append(f"first added onto {first.get('region')} by {first.get('mappingSource')} "
                        f"(returning {first.get('returning')}), not onto {region} by {rule} (returning 0)")
    if removed.get("cancelled") != 1 or removed.get("path") != first.get("path"):
        problems.append(f"the removal says {json.dumps(removed)}, not {first.get('path')} with 1 touch cancelled")
    if (again.get("region"), again.get("returning"), again.get("idPath")) != (region, 1, first.get("idPath")):
        problems.append(f"back onto {again.get('region')} (returning {again.get('returning')}, ID_PATH "
                        f"{again.get('idPath')}), not onto {region} returning 1 with ID_PATH {first.get('idPath')}")
    at_removal, at_return = recs.index(removed), recs.index(again)
    before = recs[recs.index(first) + 1:at_removal]
    held = [touch for touch, _ in positions(before)]
    if len(held) != 1:
        problems.append(f"{len(held)} touches before the removal, not the one held down")
    else:
        touch = held[0]
        expected = mapped_path(HELD, axes, region)
        path = dict(positions(recs)).get(touch, [])
        if not same_path(path, expected):
            problems.append(f"the held touch {touch} went {show_path(path)}, not {show_path(expected)}")
        views = {r["view"] for r in before if r.get("type") == "touch" and r["id"] == touch and r["phase"] == "began"}
        cancelled = [r["view"] for r in before if r.get("type") == "touch" and r["id"] == touch and r["phase"] == "cancelled"]
        if sorted(cancelled) != sorted(views):
            problems.append(f"the held touch {touch} was cancelled at {cancelled} before the removal was reported, "
                            f"not once at each view it began at ({sorted(views)})")
        if any(r.get("type") == "touch" and r["id"] == touch and r["phase"] == "ended" for r in recs):
            problems.append(f"the held touch {touch} ended, though its finger never lifted")
    others = [r for r in recs[:at_return] if r.get("type") == "touch" and r["phase"] == "cancelled" and r["id"] not in held]
    if others:
        problems.append(f"the removal cancelled another touch: {json.dumps(others[0])}")
    after = recs[at_return + 1:]
    expected = mapped_path(SWIPE, axes, region)
    problems += touch_along(after, expected, region, "the returning screen",
                            f"no touch after the return followed the swipe ({show_path(expected)})")[1]
    problems += exactly_once(recs)
    # The README shows these device records, times aside.
    shown = readme_difference("compare.py, replug", [json.dumps(r, separators=(",", ":"), ensure_ascii=False)
                                                     for r in changes], varies=r'"t":[0-9.]+')
    if shown:
        problems.append(shown)
    return problems, (f"the held touch was cancelled with the removal; {again.get('path')} came back onto "
                      f"{again.get('region')} and its swipe was routed there; the reader ran on")


def check_udev_mapping(name, case, descriptions):
    problems = statuses(case, {"run": 0})
    recs = records(case["files"].get("run", ""), f"{name}/run")
    device_name, axes = description([descriptions[0]])
    properties = TEST_RULE_PROPERTIES[device_name]
    added = of_type(recs, "device-added")
    source = f"output {properties['WL_OUTPUT']} (WL_OUTPUT)"
    if [(r.get("region"), r.get("mappingSource")) for r in added] != [(RIGHT_OUTPUT, source)]:
        problems.append(f"device-added records {added}, not one onto {RIGHT_OUTPUT} by {source}")
    expected = mapped_path(TAP, axes, RIGHT_OUTPUT, properties["LIBINPUT_CALIBRATION_MATRIX"])
    problems += touch_along(recs, expected, RIGHT_OUTPUT, "the calibrated screen",
                            f"the tap did not land at {show_path(expected)}")[1]
    if len(positions(recs)) != 1:
        problems.append(f"{len(positions(recs))} touches were routed, not the one tap")
    problems += exactly_once(recs)
    x, y = expected[0]
    return problems, f"WL_OUTPUT put the screen on {RIGHT_OUTPUT}; the mirrored tap at x 80 landed at ({x:g}, {y:g})"


def check_other_seat(name, case, descriptions):
    problems = statuses(case, {"seat0": 0, "seat1": 0, "list": 0})
    device_name = description([descriptions[0]])[0]
    seat0 = records(case["files"].get("seat0", ""), f"{name}/seat0")
    if "no touchscreen on seat0 yet" not in case["files"].get("seat0-err", ""):
        problems.append(f"the reader of seat0 did not say it waits: {case['files'].get('seat0-err', '').strip()[:300]!r}")
    if seat0:
        problems.append(f"the reader of seat0 printed {len(seat0)} records, such as {json.dumps(seat0[0])}")
    listing, listing_err = case["files"].get("list", ""), case["files"].get("list-err", "")
    if not re.search(rf"left alone: /dev/input/event\d+ \({re.escape(device_name)}\) is on seat1; "
                     r"list or run it with --seat seat1", listing_err):
        problems.append(f"touchroute list does not say it left the screen on seat1 alone: {listing_err.strip()[:300]!r}")
    if device_name in listing or "no touchscreens on seat0" not in listing:
        problems.append(f"touchroute list of seat0 shows {listing.strip()[:300]!r}, not that it has no touchscreens")
    seat1 = records(case["files"].get("seat1", ""), f"{name}/seat1")
    added = of_type(seat1, "device-added")
    if [r.get("name") for r in added] != [device_name]:
        problems.append(f"the reader of seat1 added {added}, not {device_name!r}")
    phases = [r["phase"] for r in of_type(seat1, "touch")]
    if "began" not in phases or "ended" not in phases:
        problems.append(f"the reader of seat1 did not route the tap: touch phases {phases}")
    problems += exactly_once(seat1)
    return problems, "seat0's reader and list left the seat1 screen alone; --seat seat1 took it and routed its tap"


def check_broken_calibration(name, case, descriptions):
    problems = statuses(case, {"run": 1, "list": 0})
    device_name = description([descriptions[0]])[0]
    node = case["files"].get("node", "").strip()
    error = case["files"].get("run-err", "")
    if not ((node and node in error) or device_name in error) or "LIBINPUT_CALIBRATION_MATRIX" not in error:
        problems.append(f"the reader's error names neither the screen nor LIBINPUT_CALIBRATION_MATRIX: {error.strip()[:300]!r}")
    recs = records(case["files"].get("run", ""), f"{name}/run")
    refused = of_type(recs, "device-refused")
    if [r.get("path") for r in refused] != [node] or "LIBINPUT_CALIBRATION_MATRIX" not in refused[0].get("reason", ""):
        problems.append(f"device-refused records {refused}, not one for {node} naming LIBINPUT_CALIBRATION_MATRIX")
    if of_type(recs, "device-added"):
        problems.append(f"the screen was added: {json.dumps(of_type(recs, 'device-added')[0])}")
    block = device_block(case["files"].get("list", ""), device_name)
    if "    mapping   cannot be made:" not in block:
        problems.append(f"touchroute list does not say the mapping cannot be made: {block.strip()[:300]!r}")
    return problems, "run refused the screen and exited 1 naming LIBINPUT_CALIBRATION_MATRIX; list says why"


def stats_figures(text):
    return {k: float(v) for k, v in re.findall(r"([a-z][a-z0-9 _-]*?)\s*[:=]\s*([0-9.]+)", text)}


def check_stats(name, case):
    run, bare = case["files"].get("run-err", ""), case["files"].get("bare-err", "")
    problems = []
    for part, text in (("run", run), ("bare", bare)):
        if case["status"].get(part) != 0:
            problems.append(f"`run --stats` ({part}) exited {case['status'].get(part)}")
        if "p50" not in text:
            problems.append(f"`run --stats` ({part}) printed no latency figures")
    summary = "\n".join(l for l in (run + bare).splitlines() if re.search(r"stats:", l))
    cpu = re.findall(r"cpu ([0-9.]+) ns per event", run), re.findall(r"cpu ([0-9.]+) ns per event", bare)
    if cpu[0] and cpu[1] and float(cpu[1][0]) > 0:
        summary += f"\n      TouchRoute costs {float(cpu[0][0]) / float(cpu[1][0]):.1f}× a bare libevdev read per event"
    return problems, "latency and CPU per event:\n      " + summary.replace("\n", "\n      ")


# The kinds whose cases make their own devices; replays.txt names their
# description files.
DEVICE_CASES = {
    "hotplug": check_hotplug,
    "replug": check_replug,
    "udev-mapping": check_udev_mapping,
    "other-seat": check_other_seat,
    "noudev-hotplug": check_hotplug,
    "broken-calibration": check_broken_calibration,
    "shipped-rules": check_shipped_rules,
}


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("--results", required=True)
    arguments.add_argument("--replays", required=True)
    arguments.add_argument("--touchroute", required=True)
    arguments.add_argument("--root", required=True)
    arguments.add_argument("--out", required=True)
    options = arguments.parse_args()
    replays = {}
    with open(options.replays) as file:
        for line in file:
            if line.strip():
                name, *rest = line.split()
                replays[name] = rest
    cases, order, done = parse_report(options.results)
    passed = failed = 0
    for name in order:
        case = cases[name]
        folder = os.path.join(options.out, name)
        os.makedirs(folder, exist_ok=True)
        for part, text in case["files"].items():
            with open(os.path.join(folder, part), "w") as file:
                file.write(text)
        try:
            problems = list(case["fail"])
            kind = case["kind"]
            if kind in ("compare", "stopped"):
                found, note = check_compare(name, case, replays[name], options.touchroute, options.root, options.out)
            elif kind == "pointer":
                found, note = check_pointer(name, case, replays[name], options.touchroute, options.root, options.out)
            elif kind == "pointer-hotplug":
                found, note = check_pointer_hotplug(name, case, replays[name], options.touchroute, options.root)
            elif kind == "flood":
                found, note = check_flood(name, case, replays[name], options.touchroute, options.root)
            elif kind == "unplug":
                found, note = check_unplug(name, case)
            elif kind == "grab":
                found, note = check_grab(name, case)
            elif kind == "stats":
                found, note = check_stats(name, case)
            elif kind == "noudev":
                found, note = check_noudev(name, case, replays[name], options.touchroute, options.root, options.out)
            elif kind == "udev":
                found, note = check_udev(name, case, replays[name])
            elif kind == "emulate-several":
                found, note = check_emulate_several(name, case, replays[name], options.touchroute, options.root)
            elif kind == "two-screens":
                found, note = check_two_screens(name, case, replays[name], options.touchroute, options.root,
                                                options.out)
            elif kind in DEVICE_CASES:
                found, note = DEVICE_CASES[kind](name, case, replays[name])
            else:
                found, note = [f"unknown kind {kind}"], ""
            problems += found
        except (ValueError, KeyError) as error:
            problems, note = [str(error)], ""
        if problems:
            failed += 1
            print(f"FAIL  {name} ({case['kind']}): output in {folder}")
            for problem in problems:
                print(f"      {problem}")
        else:
            passed += 1
            print(f"ok    {name} ({case['kind']}): {note}")
    missing = [name for name in replays if name not in cases]
    if not done or missing:
        failed += 1
        print(f"FAIL  the VM stopped before the end; cases not run: {', '.join(missing) or 'none'}")
    print(f"kernel tests: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

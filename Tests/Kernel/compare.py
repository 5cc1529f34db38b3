#!/usr/bin/env python3
"""Judge the kernel tests: split the VM's report (see guest-init.sh) into one
folder per case, and check each case:

- compare: `touchroute run` on the live device must print the same touch and
  decision records (ids, phases, mapped positions, views, rules, outcomes,
  displacements) as `touchroute replay` of what the kernel delivered
  (recorded in the VM with the kernel's times), the same touch paths as the
  replay of the original recording, and map the device the same way;
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

Prints one line per case and `kernel tests: N passed, M failed`; exits 1 if
any failed.
"""
import argparse
import json
import os
import re
import subprocess
import sys


def parse_report(path):
    """{case: {"kind": k, "files": {part: text}, "status": {part: code}, "fail": [reasons]}}"""
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
                cases[current] = {"kind": fields[3], "files": {}, "status": {}, "fail": []}
                order.append(current)
            elif line.startswith("@@@ FILE "):
                part = fields[3]
            elif line.startswith("@@@ STATUS "):
                cases[fields[2]]["status"][fields[3]] = int(fields[4])
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


def routing(recs):
    """The touch and decision records without their times."""
    return [{k: v for k, v in r.items() if k != "t"} for r in recs if r.get("type") in ("touch", "decision")]


def mapping_line(stderr):
    for line in stderr.splitlines():
        line = re.sub(r"^touchroute: ", "", line)
        if line.startswith("mapping "):
            return line.replace("; grabbed", "")
    return None


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
    delivers the position the touch had then, which is on the path anyway)."""
    paths = {}
    for r in recs:
        if r.get("type") == "touch":
            path = paths.setdefault(r["id"], [])
            point = (r["x"], r["y"])
            if not path or path[-1] != point:
                path.append(point)
    return sorted(paths.items())


def check_compare(name, case, replay_args, touchroute, root, out):
    """Two comparisons. What the kernel delivered (recorded in the VM by a
    second reader, with the kernel's times) replays to exactly what the live
    reader routed: every touch record (phase, position, view) and every
    decision. And the kernel delivered the recording: the touches' paths
    (positions after mapping) equal those of the original's replay. Times, and
    so decisions taken at a timer such as the 150 ms content delay, may differ
    from the original's, since the VM cannot play events at exactly their
    recorded times."""
    problems = []
    for part in ("run", "record"):
        if case["status"].get(part) != 0:
            problems.append(f"the live {part} exited {case['status'].get(part)}: "
                            f"{case['files'].get(part + '-err', '')[-300:]}")
    live = routing(records(case["files"].get("run", ""), f"{name}/run"))
    delivered_file = os.path.join(out, name, "live.evemu")
    delivered, delivered_err = replay(touchroute, root, [delivered_file], name, "the delivered events")
    original, original_err = replay(touchroute, root, replay_args, name, "the recording")
    if not original:
        problems.append("the replay routed no touch, so the comparison would prove nothing")
    if live != delivered:
        problems.append("live and the replay of the delivered events differ at " + first_difference(live, delivered))
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
    return problems, f"{len(live)} touch and decision records match the delivered events, the paths the recording's{timing}"


def check_flood(name, case, replay_args, touchroute, root):
    recs = records(case["files"].get("run", ""), f"{name}/run")
    problems = list(exactly_once(recs))
    if case["status"].get("run") != 0:
        problems.append(f"the reader exited {case['status'].get('run')}")
    if not any(r.get("type") == "problem" and "SYN_DROPPED" in r.get("message", "") for r in recs):
        problems.append("no SYN_DROPPED was reported: the flood did not overflow the kernel's buffer")
    touches = [r for r in recs if r.get("type") == "touch"]
    began = {r["id"] for r in touches if r["phase"] == "began"}
    if not began:
        problems.append("no touch was routed at all after the flood")
    if len(began) > 11:
        problems.append(f"{len(began)} touches began, but the flood has only 11 fingers")
    # No phantoms: every position routed live is one a finger of the flood
    # really had, as the replay (which loses nothing) shows.
    replayed, _ = replay(touchroute, root, replay_args, name, "the flood")
    real = {(r["x"], r["y"]) for r in replayed if r.get("type") == "touch"}
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
            if kind == "compare":
                found, note = check_compare(name, case, replays[name], options.touchroute, options.root, options.out)
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

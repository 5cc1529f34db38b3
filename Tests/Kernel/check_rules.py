"""The check of the shipped-rules case (guest-rules.sh): udev/'s rules, run
by the VM's systemd-udevd, tag the touchscreen's event node and /dev/uinput
"uaccess" (the tag systemd-logind turns into the seat user's ACL), tag the
boot-time /dev/uinput through static_node, and widen no mode."""


def properties(text):
    """udevadm info --query=property output as {KEY: value}."""
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def check_shipped_rules(name, case, descriptions):
    """(problems, note) as compare.py's checks return them."""
    problems = []
    for part in ("touchscreen", "uinput"):
        if case["status"].get(f"info-{part}") != 0:
            problems.append(f"udevadm info of the {part} exited {case['status'].get(f'info-{part}')}")
            continue
        found = properties(case["files"].get(part, ""))
        # TAGS lists every tag the device has had, as ":a:b:"; CURRENT_TAGS only the present ones.
        for key in ("TAGS", "CURRENT_TAGS"):
            if ":uaccess:" not in found.get(key, ""):
                problems.append(f"the {part}'s {key} is {found.get(key)!r}, without uaccess")
    if properties(case["files"].get("touchscreen", "")).get("ID_INPUT_TOUCHSCREEN") != "1":
        problems.append("the touchscreen lacks ID_INPUT_TOUCHSCREEN=1, which its rule matches on")
    if "uinput" not in case["files"].get("static", "").split():
        problems.append("/run/udev/static_node-tags/uaccess has no uinput: static_node=uinput did not apply: "
                        + case["files"].get("static", "").strip())
    modes = dict(line.split(" ", 1) for line in case["files"].get("modes", "").splitlines() if " " in line)
    if modes.get("/dev/uinput") != "600 0 0":
        problems.append(f"/dev/uinput is {modes.get('/dev/uinput')!r} (mode uid gid), not '600 0 0': a rule widened it")
    return problems, "uaccess on the touchscreen and /dev/uinput, and on /dev/uinput's static node; /dev/uinput stays 0600 root"

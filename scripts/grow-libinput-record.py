#!/usr/bin/env python3
"""Writes a large `libinput record` file from a small one, for measuring how
replay's memory and time grow with the file (issue 28: a 20 MiB file).

    scripts/grow-libinput-record.py FIXTURE.yml SIZE_MIB OUTPUT.yml

The fixture's header and device descriptions are copied once, and the frames
of its first device's `events:` list are repeated until the file holds
SIZE_MIB mebibytes. Every time in a frame is rewritten so that time only
increases: frame N of the whole file is at N × 8 ms (a 125 Hz panel), in
its evdev events (`[SECONDS, MICROSECONDS, …]`), `libinput:` events
(`time: S.UUUUUU`) and `hid:` frames (`time: [S, U]`). The fixture must have
one device whose `events:` is its last key, as `libinput record` writes it.
"""
import re
import sys

FRAME_MICROSECONDS = 8000  # 125 Hz, a common touchscreen report rate

EVDEV = re.compile(r"^(\s*- \[)\s*\d+,\s*\d+(,.*)$")
LIBINPUT_TIME = re.compile(r"time: \d+\.\d{6}")
HID_TIME = re.compile(r"^(\s*time: \[)\s*\d+,\s*\d+(\].*)$")


def split(text):
    """The lines up to and including `  events:`, and the frames after it."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == "events:") + 1
    frames, current = [], None
    for line in lines[start:]:
        if line.startswith("  - "):
            current = [line]
            frames.append(current)
        elif current is not None and line.strip() and not line.lstrip().startswith("#"):
            current.append(line)
    return lines[:start], frames


def retimed(frame, microseconds):
    seconds, micros = divmod(microseconds, 1_000_000)
    out = []
    for line in frame:
        stamp = f"{seconds:3d}, {micros:6d}"
        line = EVDEV.sub(lambda m: m.group(1) + stamp + m.group(2), line)
        line = HID_TIME.sub(lambda m: m.group(1) + stamp + m.group(2), line)
        line = LIBINPUT_TIME.sub(f"time: {seconds}.{micros:06d}", line)
        out.append(line)
    return out


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    fixture, size, output = sys.argv[1], float(sys.argv[2]), sys.argv[3]
    head, frames = split(open(fixture, encoding="utf-8").read())
    target = int(size * 1024 * 1024)
    with open(output, "w", encoding="utf-8") as file:
        written = file.write("\n".join(head) + "\n")
        index = 0
        while written < target:
            text = "\n".join(retimed(frames[index % len(frames)], index * FRAME_MICROSECONDS)) + "\n"
            written += file.write(text)
            index += 1


if __name__ == "__main__":
    main()

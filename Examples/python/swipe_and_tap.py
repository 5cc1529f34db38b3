#!/usr/bin/env python3
"""TouchRoute from Python, through ctypes: swipe-and-tap.c's program, line for line.

It loads the installed library (libtouchroute.so.0) with ctypes, builds the
default layout (a horizontal pager of three vertical lists of rows), routes
a tap on a row and a horizontal swipe, and prints every decision and tap as
swipe-and-tap.c does, then the page the pager settled on:

    decision pager immediate forwarded list0 dx 0.000 dy 0.000
    tap list0.row1
    ...
    page 1

Usage: python3 Examples/python/swipe_and_tap.py [LIBRARY]   (default libtouchroute.so.0)

Only the standard library is needed. The structures below are copies of the
header's (touchroute.h), field for field: the library may add fields at the
end of a record it fills, never move one, so a copy that stops early stays
right.
"""
import ctypes
import math
import sys


class Size(ctypes.Structure):
    _fields_ = [("width", ctypes.c_double), ("height", ctypes.c_double)]


class Contact(ctypes.Structure):
    _fields_ = [
        ("id", ctypes.c_int64),
        ("phase", ctypes.c_int),  # tr_phase
        ("x", ctypes.c_double),
        ("y", ctypes.c_double),
        ("pressure", ctypes.c_double),
        ("major", ctypes.c_double),
        ("minor", ctypes.c_double),
    ]


class Decision(ctypes.Structure):
    _fields_ = [
        ("time", ctypes.c_double),
        ("touch", ctypes.c_int64),
        ("view", ctypes.c_void_p),
        ("view_name", ctypes.c_char_p),
        ("rule", ctypes.c_char_p),
        ("outcome", ctypes.c_int),  # tr_outcome
        ("outcome_name", ctypes.c_char_p),
        ("dx", ctypes.c_double),
        ("dy", ctypes.c_double),
        ("threshold_x", ctypes.c_double),
        ("threshold_y", ctypes.c_double),
        ("target", ctypes.c_void_p),
        ("target_name", ctypes.c_char_p),
    ]


class Tap(ctypes.Structure):
    _fields_ = [
        ("time", ctypes.c_double),
        ("touch", ctypes.c_int64),
        ("view", ctypes.c_void_p),
        ("view_name", ctypes.c_char_p),
        ("x", ctypes.c_double),
        ("y", ctypes.c_double),
        ("tap_count", ctypes.c_int32),
    ]


BEGAN, MOVED, ENDED = 0, 1, 3  # tr_phase
OK = 0  # tr_status
DecisionFn = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.POINTER(Decision))
TapFn = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.POINTER(Tap))


def load(name):
    """The library, with the argument and result types of the functions used."""
    lib = ctypes.CDLL(name)
    window_p = ctypes.c_void_p
    signatures = {
        "tr_last_error": (ctypes.c_char_p, []),
        "tr_window_create_default_layout": (ctypes.c_int, [Size, ctypes.POINTER(window_p)]),
        "tr_window_on_decision": (ctypes.c_int, [window_p, DecisionFn, ctypes.c_void_p]),
        "tr_window_on_tap": (ctypes.c_int, [window_p, TapFn, ctypes.c_void_p]),
        "tr_window_handle_frame": (ctypes.c_int, [window_p, ctypes.c_double, ctypes.POINTER(Contact), ctypes.c_size_t]),
        "tr_window_settle": (ctypes.c_int, [window_p, ctypes.c_double, ctypes.POINTER(ctypes.c_double)]),
        "tr_window_current_page": (ctypes.c_int, [window_p, ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_int32)]),
        "tr_window_destroy": (None, [window_p]),
    }
    for function, (result, arguments) in signatures.items():
        getattr(lib, function).restype = result
        getattr(lib, function).argtypes = arguments
    return lib


def text(value):
    return value.decode() if value is not None else "-"


def main():
    lib = load(sys.argv[1] if len(sys.argv) > 1 else "libtouchroute.so.0")

    def fail(what):
        sys.exit(f"swipe_and_tap.py: {what}: {lib.tr_last_error().decode()}")

    window = ctypes.c_void_p()
    if lib.tr_window_create_default_layout(Size(800, 480), ctypes.byref(window)) != OK:
        fail("no window")

    @DecisionFn
    def on_decision(_, decision):
        d = decision.contents
        print(f"decision {text(d.view_name)} {text(d.rule)} {text(d.outcome_name)} {text(d.target_name)} "
              f"dx {d.dx:.3f} dy {d.dy:.3f}")

    @TapFn
    def on_tap(_, tap):
        print(f"tap {text(tap.contents.view_name)}")

    # The callbacks stay referenced (here, until main returns) while the window may call them.
    lib.tr_window_on_decision(window, on_decision, None)
    lib.tr_window_on_tap(window, on_tap, None)

    def touch(time, phase, x, y):
        finger = Contact(1, phase, x, y, math.nan, math.nan, math.nan)
        if lib.tr_window_handle_frame(window, time, ctypes.byref(finger), 1) != OK:
            fail(f"the frame at {time} s")

    # A tap on list0.row1: down, and up 80 ms later.
    touch(1.0, BEGAN, 120, 96)
    touch(1.08, ENDED, 120, 96)

    # A swipe from (600, 240) to (200, 243) in 0.15 s, sampled at 120 Hz.
    start = 3.0
    touch(start, BEGAN, 600, 240)
    for step in range(1, 19):
        fraction = step / 18
        touch(start + 0.15 * fraction, MOVED, 600 - 400 * fraction, 240 + 3 * fraction)
    touch(start + 0.15 + 1 / 120, ENDED, 200, 243)

    # Let the page snap into place on the router's clock, then ask where it is.
    lib.tr_window_settle(window, 5, None)
    page = ctypes.c_int32()
    lib.tr_window_current_page(window, ctypes.byref(page), None)
    print(f"page {page.value}")
    lib.tr_window_destroy(window)


if __name__ == "__main__":
    main()

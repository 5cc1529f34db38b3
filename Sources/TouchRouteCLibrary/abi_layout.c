/*
 * abi_layout.c: the layout of the structs a program hands to libtouchroute,
 * frozen. A program built against an older header passes arrays of these
 * (tr_contact, tr_sample) and fills them by offset, so a field moved or added
 * would misread every element after the first without any error. Changing
 * one of them here is an ABI break: bump the soname's major version with it.
 * (A struct the program hands in by pointer, such as tr_host_callbacks, is
 * read to its full size, so it cannot grow either: a new callback gets a new
 * call, as tr_participant_view_create's stance does.)
 *
 * This file is the library's own target (TouchRouteCLibrary) because that
 * target carries the shared library's link flags (Package.swift): only the
 * libTouchRouteC.so product includes it, so test bundles and executables
 * that use the Swift target TouchRouteC keep their own symbols.
 *
 * The figures are for LP64 Linux (x86_64, aarch64), where the library ships.
 */
#include <stddef.h>
#include <touchroute.h>

#if defined(__LP64__)
#define FROZEN(expression) _Static_assert(expression, #expression " is part of libtouchroute's ABI")

FROZEN(sizeof(tr_point) == 16);
FROZEN(sizeof(tr_size) == 16);
FROZEN(sizeof(tr_rect) == 32);
FROZEN(sizeof(tr_insets) == 32);

FROZEN(sizeof(tr_contact) == 56);
FROZEN(offsetof(tr_contact, phase) == 8);
FROZEN(offsetof(tr_contact, x) == 16);
FROZEN(offsetof(tr_contact, pressure) == 32);
FROZEN(offsetof(tr_contact, major) == 40);

FROZEN(sizeof(tr_sample) == 64);
FROZEN(offsetof(tr_sample, contact) == 8);

FROZEN(sizeof(tr_scroll) == 48);
FROZEN(offsetof(tr_scroll, source) == 24);
FROZEN(offsetof(tr_scroll, phase) == 28);
FROZEN(offsetof(tr_scroll, dx) == 32);

FROZEN(sizeof(tr_mapping) == 56);
FROZEN(offsetof(tr_mapping, calibration) == 8);

/*
 * tr_touch comes to a host view's callback in arrays, so its size is fixed;
 * `interpolated` took 1 of the 4 bytes of padding after tap_count.
 */
FROZEN(sizeof(tr_touch) == 48);

/* Read by pointer to its full size, as tr_host_callbacks is: it cannot grow. */
FROZEN(sizeof(tr_custom_recognizer_callbacks) == 40);
FROZEN(offsetof(tr_custom_recognizer_callbacks, reset) == 32);
FROZEN(offsetof(tr_touch, window_x) == 24);
FROZEN(offsetof(tr_touch, tap_count) == 40);
FROZEN(offsetof(tr_touch, interpolated) == 44);

/*
 * Records the library fills and hands to a callback may grow, at their end
 * only: a program built against an older header reads the fields it knows,
 * so those keep their offsets. tr_scroll_change grew `zoom` in 0.13, and
 * tr_delivery `interpolated` in 0.14.
 */
FROZEN(offsetof(tr_delivery, touch) == 8);
FROZEN(offsetof(tr_delivery, phase) == 16);
FROZEN(offsetof(tr_delivery, x) == 24);
FROZEN(offsetof(tr_delivery, view) == 40);
FROZEN(offsetof(tr_delivery, view_name) == 48);
FROZEN(offsetof(tr_delivery, interpolated) == 56);

FROZEN(offsetof(tr_scroll_change, view) == 8);
FROZEN(offsetof(tr_scroll_change, x) == 24);
FROZEN(offsetof(tr_scroll_change, y) == 32);
FROZEN(offsetof(tr_scroll_change, zoom) == 40);

FROZEN(offsetof(tr_gesture_change, recognizer) == 8);
FROZEN(offsetof(tr_gesture_change, kind) == 24);
FROZEN(offsetof(tr_gesture_change, state) == 28);
FROZEN(offsetof(tr_gesture_change, view) == 48);
FROZEN(offsetof(tr_gesture_change, x) == 64);
FROZEN(offsetof(tr_gesture_change, scale) == 112);
FROZEN(offsetof(tr_gesture_change, rate) == 128);
#endif

// The C that TouchRouteLibevdev sees: libevdev, plus static inline helpers for
// what Swift cannot reach directly. Nothing else belongs here.
#ifndef TOUCHROUTE_CLIBEVDEV_SHIM_H
#define TOUCHROUTE_CLIBEVDEV_SHIM_H

#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
#include <linux/input.h>
// TouchSession's one pollable descriptor is an epoll set holding the devices
// and a timerfd; Glibc's Swift module includes neither header.
#include <sys/epoll.h>
#include <sys/timerfd.h>

// `input_event_sec` and `input_event_usec` are macros over a field whose name
// depends on the C library's time_t width, so Swift cannot name them.
static inline long touchroute_input_event_sec(const struct input_event *event) {
    return (long)event->input_event_sec;
}

static inline long touchroute_input_event_usec(const struct input_event *event) {
    return (long)event->input_event_usec;
}

#endif

// The C that TouchRouteLibevdev's device discovery sees: libudev, udev's
// supported interface to its database and its hotplug events. Nothing else
// belongs here.
#ifndef TOUCHROUTE_CLIBUDEV_SHIM_H
#define TOUCHROUTE_CLIBUDEV_SHIM_H

#include <libudev.h>

#endif

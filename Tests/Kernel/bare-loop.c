/* The reference row of `Tests/Kernel/run.sh --bench`: the least a libevdev
 * reader can do. Opens the node given, then waits in poll and reads every
 * event with libevdev_next_event until it would block, counting them; after a
 * SYN_DROPPED it reads libevdev's resync (sync mode) until -EAGAIN, as a
 * reader that keeps its touch state must. Nothing is decoded or printed per
 * event. On SIGINT or SIGTERM it prints its counts to standard error and
 * exits 0.
 *
 *   bare-loop /dev/input/eventN
 *
 * Standard error: one line once the device is open (the guest waits for it),
 * then `c-loop: N events, D SYN_DROPPED, S resync` at the end. N counts
 * every event libevdev returned, the SYN_DROPPED and resync events included,
 * as `touchroute run --bare-read` counts.
 */
#define _GNU_SOURCE /* ppoll */
#include <errno.h>
#include <fcntl.h>
#include <libevdev/libevdev.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t stopping;

static void on_signal(int number) {
    (void)number;
    stopping = 1;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: bare-loop /dev/input/eventN\n");
        return 2;
    }
    /* The signals stay blocked except inside ppoll, so one that arrives
     * between the check of `stopping` and the wait still ends the wait. A
     * handler is installed whatever the inherited disposition: a shell's
     * background job starts with SIGINT ignored. */
    sigset_t blocked, during_wait;
    sigemptyset(&blocked);
    sigaddset(&blocked, SIGINT);
    sigaddset(&blocked, SIGTERM);
    sigprocmask(SIG_BLOCK, &blocked, &during_wait);
    sigdelset(&during_wait, SIGINT);
    sigdelset(&during_wait, SIGTERM);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);

    int fd = open(argv[1], O_RDONLY | O_NONBLOCK);
    if (fd < 0) {
        fprintf(stderr, "c-loop: cannot open %s: %s\n", argv[1], strerror(errno));
        return 1;
    }
    struct libevdev *device = NULL;
    int status = libevdev_new_from_fd(fd, &device);
    if (status < 0) {
        fprintf(stderr, "c-loop: libevdev cannot read %s: %s\n", argv[1], strerror(-status));
        return 1;
    }
    fprintf(stderr, "c-loop: reading %s (%s)\n", argv[1], libevdev_get_name(device));

    unsigned long events = 0, dropped = 0, resync = 0;
    struct pollfd wait_for = {.fd = fd, .events = POLLIN};
    while (!stopping) {
        if (ppoll(&wait_for, 1, NULL, &during_wait) < 0 && errno != EINTR) {
            fprintf(stderr, "c-loop: poll: %s\n", strerror(errno));
            return 1;
        }
        /* Read first, even after a signal, as the readers measured beside
         * this one do. */
        struct input_event event;
        unsigned int flags = LIBEVDEV_READ_FLAG_NORMAL;
        for (;;) {
            status = libevdev_next_event(device, flags, &event);
            if (status == LIBEVDEV_READ_STATUS_SUCCESS) {
                events++;
                if (flags == LIBEVDEV_READ_FLAG_SYNC)
                    resync++;
            } else if (status == LIBEVDEV_READ_STATUS_SYNC) {
                /* The SYN_DROPPED itself in normal mode; a resync event in
                 * sync mode. */
                events++;
                if (flags == LIBEVDEV_READ_FLAG_SYNC) {
                    resync++;
                } else {
                    dropped++;
                    flags = LIBEVDEV_READ_FLAG_SYNC;
                }
            } else if (status == -EAGAIN && flags == LIBEVDEV_READ_FLAG_SYNC) {
                flags = LIBEVDEV_READ_FLAG_NORMAL; /* the resync is complete */
            } else if (status == -EAGAIN) {
                break;
            } else {
                fprintf(stderr, "c-loop: reading %s: %s\n", argv[1], strerror(-status));
                return 1;
            }
        }
    }
    fprintf(stderr, "c-loop: %lu events, %lu SYN_DROPPED, %lu resync\n", events, dropped, resync);
    libevdev_free(device);
    close(fd);
    return 0;
}

/*
 * gesture_log.h: a gesture callback that keeps what it hears, for the C API
 * tests of recognizers.
 */
#ifndef GESTURE_LOG_H
#define GESTURE_LOG_H

#include <stdio.h>
#include <string.h>

#include <touchroute.h>

#include "check.h"

#define MAX_HEARD 256

typedef struct heard {
    int count;
    tr_gesture_change changes[MAX_HEARD];
    char names[MAX_HEARD][16];
} heard;

static void hear(void *user_data, const tr_gesture_change *change) {
    heard *log = user_data;
    if (log->count == MAX_HEARD) return;
    log->changes[log->count] = *change;
    snprintf(log->names[log->count], sizeof log->names[0], "%s", change->name);
    log->count++;
}

/* The index of the first change of `name` to `state` from `from` on, or -1. */
static int find(const heard *log, int from, const char *name, tr_gesture_state state) {
    for (int i = from; i < log->count; i++) {
        if (strcmp(log->names[i], name) == 0 && log->changes[i].state == state) return i;
    }
    return -1;
}

/* Where `recognizer` is now: what a custom recognizer's callbacks ask before they move it. */
static inline tr_gesture_state state_of(tr_recognizer *recognizer) {
    tr_gesture_change now;
    OK(tr_recognizer_state_of(recognizer, &now));
    return now.state;
}

#endif /* GESTURE_LOG_H */

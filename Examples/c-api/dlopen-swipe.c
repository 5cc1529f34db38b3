/*
 * dlopen-swipe.c: TouchRoute loaded the way a plugin host or an FFI loads it.
 *
 * Nothing links the library: the program loads libtouchroute.so.0 with
 * dlopen, after other libraries that use thread-local storage, looks up the
 * functions it needs with dlsym, and routes the default layout's swipe
 * through it on two threads at once, each with its own window; each thread
 * then makes a call that fails and reads its own tr_last_error() (whose
 * buffer goes with the thread), and so does the main thread. It prints:
 *
 *   loaded libtouchroute.so.0 (version 0.14.0)
 *   thread 1: page 1
 *   thread 2: page 1
 *   error: ...whole sentence naming the bad argument...
 *
 * and exits 0, or says what failed and exits 1.
 *
 *   cc dlopen-swipe.c -o dlopen-swipe -ldl -lpthread    (no pkg-config: only the header's types)
 *   ./dlopen-swipe [LIBRARY]                            (default libtouchroute.so.0)
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include <touchroute.h>

/* The functions used, looked up by name. */
static struct {
    const char *(*version)(void);
    const char *(*last_error)(void);
    tr_status (*create_default_layout)(tr_size, tr_window **);
    tr_status (*handle_frame)(tr_window *, double, const tr_contact *, size_t);
    tr_status (*settle)(tr_window *, double, double *);
    tr_status (*current_page)(tr_window *, int32_t *, int32_t *);
    void (*destroy)(tr_window *);
} api;

static int look_up(void *library, const char *name, void **function) {
    *function = dlsym(library, name);
    if (*function == NULL) fprintf(stderr, "dlopen-swipe: %s is not exported: %s\n", name, dlerror());
    return *function != NULL;
}

/* A swipe from (600, 240) to (200, 243) in 0.15 s at 120 Hz, as swipe-and-tap.c's. */
static int swipe(tr_window *window) {
    tr_contact finger = {1, TR_PHASE_BEGAN, 600, 240, NAN, NAN, NAN};
    int failed = api.handle_frame(window, 3.0, &finger, 1) != TR_OK;
    for (int step = 1; step <= 18; step++) {
        double fraction = step / 18.0;
        finger.phase = TR_PHASE_MOVED;
        finger.x = 600 - 400 * fraction;
        finger.y = 240 + 3 * fraction;
        failed |= api.handle_frame(window, 3.0 + 0.15 * fraction, &finger, 1) != TR_OK;
    }
    finger.phase = TR_PHASE_ENDED;
    failed |= api.handle_frame(window, 3.0 + 0.15 + 1 / 120.0, &finger, 1) != TR_OK;
    return !failed;
}

/* Swipe in a window of this thread's own; the page it ends on, or -1. */
static void *swipe_on_this_thread(void *unused) {
    (void)unused;
    tr_window *window = NULL;
    intptr_t page = -1;
    if (api.create_default_layout((tr_size){800, 480}, &window) != TR_OK) return (void *)page;
    int32_t current = -1;
    if (swipe(window) && api.settle(window, 5, NULL) == TR_OK && api.current_page(window, &current, NULL) == TR_OK) {
        page = current;
    }
    api.destroy(window);
    /* This thread's own message, in a buffer made for it and freed as it exits. */
    tr_window *refused = NULL;
    if (api.create_default_layout((tr_size){0, NAN}, &refused) == TR_OK || strlen(api.last_error()) == 0) page = -1;
    return (void *)page;
}

int main(int argc, char **argv) {
    const char *name = argc > 1 ? argv[1] : "libtouchroute.so.0";
    /* Libraries with thread-locals of their own, loaded first, as a host has them. */
    const char *others[] = {"libstdc++.so.6", "libgcc_s.so.1", "libm.so.6"};
    for (size_t i = 0; i < sizeof others / sizeof *others; i++) dlopen(others[i], RTLD_NOW | RTLD_LOCAL);

    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "dlopen-swipe: dlopen(\"%s\") failed: %s\n", name, dlerror());
        return 1;
    }
    if (!look_up(library, "tr_version", (void **)&api.version) ||
        !look_up(library, "tr_last_error", (void **)&api.last_error) ||
        !look_up(library, "tr_window_create_default_layout", (void **)&api.create_default_layout) ||
        !look_up(library, "tr_window_handle_frame", (void **)&api.handle_frame) ||
        !look_up(library, "tr_window_settle", (void **)&api.settle) ||
        !look_up(library, "tr_window_current_page", (void **)&api.current_page) ||
        !look_up(library, "tr_window_destroy", (void **)&api.destroy)) {
        return 1;
    }
    printf("loaded %s (version %s)\n", name, api.version());

    /* Two threads at once: each window belongs to the thread that made it. */
    pthread_t threads[2];
    for (int i = 0; i < 2; i++) pthread_create(&threads[i], NULL, swipe_on_this_thread, NULL);
    int ok = 1;
    for (int i = 0; i < 2; i++) {
        void *page = NULL;
        pthread_join(threads[i], &page);
        printf("thread %d: page %d\n", i + 1, (int)(intptr_t)page);
        ok &= (intptr_t)page == 1;
    }

    /* A call that fails: its message is this thread's, a whole sentence. */
    tr_window *window = NULL;
    if (api.create_default_layout((tr_size){-1, 480}, &window) == TR_OK || strlen(api.last_error()) == 0) {
        fprintf(stderr, "dlopen-swipe: a window of -1 points was made, or its refusal left no message\n");
        return 1;
    }
    printf("error: %s\n", api.last_error());
    return ok ? 0 : 1;
}

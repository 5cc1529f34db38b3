#define _POSIX_C_SOURCE 200809L /* mkstemp, write, unlink under -std=c99 */
/*
 * Layout files, and sessions: a recording played through the session's
 * descriptor, host frames, and devices that cannot be opened.
 * argv[1] is the package root, for the fixtures.
 */
#include <poll.h>
#include <stdlib.h>
#include <unistd.h>

#include "check.h"

static int pager_takeovers = 0;
static void on_decision(void *user_data, const tr_decision *d) {
    (void)user_data;
    if (strcmp(d->view_name, "pager") == 0 && d->outcome == TR_OUTCOME_TAKEN_OVER) pager_takeovers++;
}

static int taps = 0;
static void on_tap(void *user_data, const tr_tap *tap) {
    (void)user_data;
    if (strcmp(tap->view_name, "list0.row1") == 0) taps++;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: layout_session_test PACKAGE_ROOT\n");
        return 2;
    }
    char path[4096];

    /* A layout file, and finding its views. */
    tr_window *window = NULL;
    tr_view *view = NULL;
    snprintf(path, sizeof path, "%s/Examples/nested-slide.yaml", argv[1]);
    OK(tr_window_load_layout(path, (tr_size){0, 0}, &window));
    OK(tr_window_find_view(window, "slide", &view));
    tr_view_kind kind;
    OK(tr_view_kind_of(view, &kind));
    CHECK(kind == TR_VIEW_NESTED);
    int32_t page = -1, pages = 0;
    OK(tr_window_current_page(window, &page, &pages));
    CHECK(pages == 3);
    OK(tr_window_destroy(window));

    /* A layout with a problem names the file, the line and the key. */
    char bad[] = "/tmp/touchroute-bad-layout-XXXXXX";
    int fd = mkstemp(bad);
    CHECK(fd >= 0);
    const char *text = "views:\n  - type: view\n    name: a\n    frame: [0, 0, 10]\n";
    CHECK(write(fd, text, strlen(text)) == (ssize_t)strlen(text));
    close(fd);
    FAILS(tr_window_load_layout(bad, (tr_size){0, 0}, &window), TR_ERROR_FILE, ":4: views[0].frame");
    unlink(bad);
    FAILS(tr_window_load_layout("/nonexistent/layout.yaml", (tr_size){0, 0}, &window), TR_ERROR_FILE, "/nonexistent/layout.yaml");

    /* A recording played as fast as possible through the session's descriptor. */
    tr_session *session = NULL;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    OK(tr_window_show_page(window, 1));
    OK(tr_window_on_decision(window, on_decision, NULL));
    OK(tr_session_create(window, &session));
    tr_session *second = NULL;
    FAILS(tr_session_create(window, &second), TR_ERROR_STATE, "already has a session");
    snprintf(path, sizeof path, "%s/Tests/TouchRouteEvdevTests/Fixtures/recordings/swipe.evemu", argv[1]);
    OK(tr_session_open_recording(session, path, NULL, 0, NULL));
    int descriptor = -1;
    OK(tr_session_fd(session, &descriptor));
    CHECK(descriptor >= 0);
    tr_input_state state = TR_INPUT_ACTIVE;
    int wakeups = 0;
    while (state == TR_INPUT_ACTIVE && wakeups < 10000) {
        struct pollfd ready = {descriptor, POLLIN, 0};
        CHECK(poll(&ready, 1, 1000) == 1); /* as fast as possible: always ready until the end */
        OK(tr_session_dispatch(session, &state));
        wakeups++;
    }
    CHECK(state == TR_INPUT_ENDED);
    CHECK(pager_takeovers == 1);
    OK(tr_window_current_page(window, &page, NULL));
    CHECK(page == 0);
    FAILS(tr_session_open_recording(session, "/nonexistent.evemu", NULL, 0, NULL), TR_ERROR_FILE, "/nonexistent.evemu");
    FAILS(tr_session_open_recording(session, path, NULL, -1, NULL), TR_ERROR_INVALID_ARGUMENT, "speed");
    tr_mapping sideways = {45, false, false, false, {0, 0, 0, 0, 0, 0}};
    FAILS(tr_session_open_recording(session, path, NULL, 0, &sideways), TR_ERROR_INVALID_ARGUMENT, "rotation");

    /* Host frames through the session, stamped with its clock: a tap on a row. */
    OK(tr_window_on_tap(window, on_tap, NULL));
    OK(tr_window_show_page(window, 0));
    tr_contact finger = contact(1, TR_PHASE_BEGAN, 120, 96);
    OK(tr_session_handle_frame(session, &finger, 1));
    finger.phase = TR_PHASE_ENDED;
    OK(tr_session_handle_frame(session, &finger, 1));
    CHECK(taps == 1);
    double now = -1;
    OK(tr_session_now(session, &now));
    CHECK(now >= 0 && now < 60);

    /* Devices that cannot be opened say why. */
    FAILS(tr_session_open_device(session, "/nonexistent/event99", false, NULL), TR_ERROR_DEVICE, "/nonexistent/event99");
    FAILS(tr_session_open_device(session, "/dev/null", false, NULL), TR_ERROR_DEVICE, "/dev/null");

    OK(tr_session_destroy(session));
    FAILS(tr_session_fd(session, &descriptor), TR_ERROR_STALE_HANDLE, "destroyed");
    OK(tr_session_create(window, &session));
    OK(tr_window_destroy(window));
    FAILS(tr_session_now(session, &now), TR_ERROR_STALE_HANDLE, "destroyed");
    return check_summary("layout_session_test");
}

/*
 * The C API article's short fragments, compiled and run as they are shown
 * there: each between "article:" and "end" comments is what
 * Sources/TouchRoute/TouchRoute.docc/CAPI.md quotes (scripts/check-readme.sh's
 * check-source finds it here). With no touchscreen here, opening one fails
 * with a message and following the seat finds none.
 */
#include "check.h"

static int device_events = 0;

static void on_device(void *user_data, const tr_device_event *event) {
    (void)user_data;
    (void)event;
    device_events++;
}

int main(void) {
    tr_window *window = NULL;
    OK(tr_window_create_default_layout((tr_size){1280, 480}, &window));

    /* article: a session in a main loop */
    tr_session *session;
    tr_session_create(window, &session);
    if (tr_session_open_device(session, NULL, false, NULL) != TR_OK)   /* the first touchscreen, mapped onto the window */
        fprintf(stderr, "%s\n", tr_last_error());
    int fd;
    tr_session_fd(session, &fd);
    /* in the loop: poll fd (with your others) for POLLIN, then */
    tr_input_state state;
    if (tr_session_dispatch(session, &state) == TR_ERROR_DEVICE_REMOVED) { /* its touches were cancelled */ }
    /* end */
    CHECK(fd >= 0);

    /* article: two panels, followed */
    tr_session_add_map(session, "touchroute-test-left=640x480+0+0");   /* ID_PATH, name glob, node or vendor:product */
    tr_session_add_map(session, "ILITEK*=640x480+640+0,rotate=180");
    tr_session_on_device(session, on_device, NULL);                     /* tr_device_event: node, name, id_path, region, … */
    tr_session_follow_touchscreens(session, NULL, false, NULL);         /* seat0; the rest map onto the whole window */
    /* end */
    size_t count = 99;
    OK(tr_session_device_count(session, &count));
    CHECK(count == 0 || device_events > 0);

    tr_session_destroy(session);
    OK(tr_window_destroy(window));
    return check_summary("article_snippets_test");
}

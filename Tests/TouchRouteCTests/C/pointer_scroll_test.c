/* Pointer scrolling: a wheel, a touchpad's fling, a pager's page, the trace record, refusals. */
#include "check.h"

static tr_pointer_scroll last;
static char last_view[64];
static int records = 0;

static void remember(void *user_data, const tr_pointer_scroll *scroll) {
    (void)user_data;
    last = *scroll;
    snprintf(last_view, sizeof last_view, "%s", scroll->view_name ? scroll->view_name : "(none)");
    records++;
}

static tr_scroll wheel(double time, double x, double y, double dx, double dy) {
    tr_scroll s;
    s.time = time;
    s.x = x;
    s.y = y;
    s.source = TR_SCROLL_SOURCE_WHEEL;
    s.phase = TR_SCROLL_PHASE_CHANGED;
    s.dx = dx;
    s.dy = dy;
    return s;
}

static double offset_y(tr_window *window, const char *name) {
    tr_view *view = NULL;
    tr_point offset = {0, 0};
    OK(tr_window_find_view(window, name, &view));
    OK(tr_scroll_content_offset(view, &offset));
    return name[0] == 'p' ? offset.x : offset.y;
}

/* One detent scrolls list0 by 48 points; a horizontal one turns the page. */
static void check_wheel(void) {
    tr_window *window = NULL;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    OK(tr_window_on_pointer_scroll(window, remember, NULL));
    tr_scroll s = wheel(1, 400, 240, 0, 120);
    OK(tr_window_handle_scroll(window, &s));
    CHECK(offset_y(window, "list0") == 48);
    CHECK(records == 1 && strcmp(last_view, "list0") == 0 && last.applied_y == 48 && last.dy == 48);
    CHECK(last.source == TR_SCROLL_SOURCE_WHEEL && last.phase == TR_SCROLL_PHASE_CHANGED && last.chained_to == NULL);
    s = wheel(2, 400, 240, 120, 0);
    OK(tr_window_handle_scroll(window, &s));
    OK(tr_window_settle(window, 10, NULL));
    CHECK(offset_y(window, "pager") == 800);
    /* Outside the window: nothing under the pointer, nothing moves. */
    s = wheel(5, 5000, 5000, 0, 120);
    OK(tr_window_handle_scroll(window, &s));
    CHECK(records == 3 && last.view == NULL && last.view_name == NULL && last.applied_y == 0);
    OK(tr_window_destroy(window));
}

/* Two fingers on a touchpad: 1:1, then a fling that coasts on. */
static void check_finger(void) {
    tr_window *window = NULL;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    tr_scroll s = wheel(1, 400, 240, 0, 10);
    s.source = TR_SCROLL_SOURCE_FINGER;
    s.phase = TR_SCROLL_PHASE_BEGAN;
    OK(tr_window_handle_scroll(window, &s));
    s.phase = TR_SCROLL_PHASE_CHANGED;
    for (int i = 1; i < 12; i++) {
        s.time = 1 + i / 120.0;
        OK(tr_window_handle_scroll(window, &s));
    }
    CHECK(offset_y(window, "list0") == 120);
    s.phase = TR_SCROLL_PHASE_ENDED;
    s.dy = 0;
    OK(tr_window_handle_scroll(window, &s));
    tr_view *list = NULL;
    tr_scroll_state state;
    OK(tr_window_find_view(window, "list0", &list));
    OK(tr_scroll_state_of(list, &state));
    CHECK(state.decelerating);
    OK(tr_window_settle(window, 10, NULL));
    CHECK(offset_y(window, "list0") > 600);
    OK(tr_window_destroy(window));
}

/* Bad arguments are refused with what was wrong; a session stamps its own time. */
static void check_arguments_and_session(void) {
    tr_window *window = NULL;
    tr_session *session = NULL;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    tr_scroll s = wheel(1, 400, 240, 0, NAN);
    FAILS(tr_window_handle_scroll(window, &s), TR_ERROR_INVALID_ARGUMENT, "scroll->dy");
    s = wheel(NAN, 400, 240, 0, 120);
    FAILS(tr_window_handle_scroll(window, &s), TR_ERROR_INVALID_ARGUMENT, "scroll->time");
    s = wheel(1, INFINITY, 240, 0, 120);
    FAILS(tr_window_handle_scroll(window, &s), TR_ERROR_INVALID_ARGUMENT, "scroll->x");
    s = wheel(1, 400, 240, 0, 120);
    s.source = (tr_scroll_source)7;
    FAILS(tr_window_handle_scroll(window, &s), TR_ERROR_INVALID_ARGUMENT, "tr_scroll_source");
    s = wheel(1, 400, 240, 0, 120);
    s.phase = (tr_scroll_phase)9;
    FAILS(tr_window_handle_scroll(window, &s), TR_ERROR_INVALID_ARGUMENT, "tr_scroll_phase");
    FAILS(tr_window_handle_scroll(window, NULL), TR_ERROR_NULL, "scroll");
    FAILS(tr_window_handle_scroll(NULL, &s), TR_ERROR_NULL, "window");
    CHECK(offset_y(window, "list0") == 0);
    OK(tr_session_create(window, &session));
    s = wheel(NAN, 400, 240, 0, 240);
    OK(tr_session_handle_scroll(session, &s));
    CHECK(offset_y(window, "list0") == 96);
    FAILS(tr_session_handle_scroll(session, NULL), TR_ERROR_NULL, "scroll");
    OK(tr_session_destroy(session));
    OK(tr_window_destroy(window));
}

int main(void) {
    check_wheel();
    check_finger();
    check_arguments_and_session();
    if (check_failures) return 1;
    printf("all checks passed\n");
    return 0;
}

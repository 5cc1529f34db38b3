/*
 * Callbacks that call back in from every kind of call, page sources that give
 * garbage, and values at the edges: each answered with a status or a problem,
 * never a crash (an independent review's reproducers, kept).
 */
#include <stdint.h>

#include "check.h"

static tr_window *window;
static tr_session *session;
static tr_view *list;
static tr_status from_scroll_destroy = TR_OK, from_scroll_view_destroy = TR_OK;
static tr_status from_cancel_destroy = TR_OK, from_cancel_session = TR_OK, from_cancel_frame = TR_OK;
static int cancellations = 0;

/* Fired by tr_scroll_set_content_offset, which is not a routing call. */
static void on_scroll(void *user_data, const tr_scroll_change *change) {
    (void)user_data;
    (void)change;
    from_scroll_destroy = tr_window_destroy(window);
    from_scroll_view_destroy = tr_view_destroy(list);
}

/* Fired by tr_window_destroy cancelling a touch that is down. */
static void on_delivery(void *user_data, const tr_delivery *delivery) {
    (void)user_data;
    if (delivery->phase != TR_PHASE_CANCELLED) return;
    cancellations++;
    from_cancel_destroy = tr_window_destroy(window);
    tr_session *another = NULL;
    from_cancel_session = tr_session_create(window, &another);
    tr_contact finger = contact(5, TR_PHASE_BEGAN, 10, 10);
    from_cancel_frame = tr_window_handle_frame(window, 99, &finger, 1);
}

/* A page source that gives garbage: the container, its pager, a view in the tree. */
static tr_view *garbage[3];
static int32_t garbage_count(void *user_data, tr_view *container) {
    (void)container;
    return *(int32_t *)user_data;
}
static tr_view *garbage_page(void *user_data, tr_view *container, int32_t index) {
    (void)user_data;
    garbage[0] = container;
    return garbage[index % 3] ? garbage[index % 3] : container;
}

static int problems = 0;

int main(void) {
    tr_size size = {800, 480};

    /* Calling back in from a property setter's callback. */
    OK(tr_window_create_default_layout(size, &window));
    OK(tr_window_find_view(window, "list0", &list));
    OK(tr_window_on_scroll(window, on_scroll, NULL));
    OK(tr_scroll_set_content_offset(list, (tr_point){0, 100}, false));
    CHECK(from_scroll_destroy == TR_ERROR_REENTRANT);
    CHECK(from_scroll_view_destroy == TR_ERROR_REENTRANT);
    OK(tr_window_on_scroll(window, NULL, NULL));

    /* Destroying a window with a touch down: the cancellation's callback cannot re-enter. */
    OK(tr_session_create(window, &session));
    OK(tr_window_on_delivery(window, on_delivery, NULL));
    tr_contact finger = contact(1, TR_PHASE_BEGAN, 400, 200);
    OK(tr_window_handle_frame(window, 1, &finger, 1));
    OK(tr_window_destroy(window));
    CHECK(cancellations > 0 && cancellations <= 3);
    CHECK(from_cancel_destroy == TR_ERROR_REENTRANT);
    CHECK(from_cancel_session == TR_ERROR_REENTRANT);
    CHECK(from_cancel_frame == TR_ERROR_REENTRANT);
    double now;
    FAILS(tr_session_now(session, &now), TR_ERROR_STALE_HANDLE, "destroyed");

    /* Page sources that give garbage or absurd counts. */
    tr_view *root = NULL, *container = NULL, *pager = NULL, *in_tree = NULL;
    OK(tr_window_create("pages", size, &window));
    OK(tr_window_root(window, &root));
    OK(tr_window_on_problem(window, count_problem, &problems));
    OK(tr_view_create(window, TR_VIEW_SCROLL, "elsewhere", (tr_rect){0, 0, 10, 10}, &in_tree));
    OK(tr_view_add_subview(root, in_tree));
    int32_t count = 3;
    tr_page_source source = {garbage_count, garbage_page, &count};
    OK(tr_nested_container_create(window, "nc", (tr_rect){0, 0, 800, 480}, 100, 40, TR_PAGES_EAGER, &source, &container));
    OK(tr_view_add_subview(root, container));
    OK(tr_nested_container_parts(container, NULL, NULL, &pager));
    garbage[1] = pager;
    garbage[2] = in_tree;
    problems = 0;
    OK(tr_nested_container_reload(container));
    CHECK(problems == 3); /* the container, its pager, a view already in the tree: each refused */
    count = INT32_MAX;
    problems = 0;
    OK(tr_nested_container_reload(container));
    CHECK(problems >= 1);
    int32_t page = -1, pages = 0;
    OK(tr_window_current_page(window, &page, &pages));
    CHECK(pages == 4096);
    count = 3;
    OK(tr_nested_container_reload(container));

    /* A container's own parts are its own. */
    FAILS(tr_view_destroy(pager), TR_ERROR_STATE, "part of the nested container");
    FAILS(tr_view_remove_from_superview(pager), TR_ERROR_STATE, "part of the nested container");

    /* Values at the edges. */
    FAILS(tr_scroll_set_content_offset(pager, (tr_point){1e300, 0}, false), TR_ERROR_INVALID_ARGUMENT, "1e9");
    FAILS(tr_scroll_set_content_size(in_tree, (tr_size){1e301, 1}), TR_ERROR_INVALID_ARGUMENT, "1e9");
    OK(tr_view_set_frame(container, (tr_rect){0, 0, 1e-300, 480}));
    OK(tr_window_current_page(window, &page, &pages));
    tr_contact far = contact(2, TR_PHASE_BEGAN, 400, 200);
    OK(tr_window_handle_frame(window, 1, &far, 1));
    far.phase = TR_PHASE_MOVED;
    far.x = -1e300;
    OK(tr_window_handle_frame(window, 1.1, &far, 1));
    far.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, 1.2, &far, 1));
    OK(tr_window_settle(window, 5, NULL));
    OK(tr_window_current_page(window, &page, &pages));
    FAILS(tr_scroll_set_deceleration_rate(in_tree, 0.99999), TR_ERROR_INVALID_ARGUMENT, "0.9999");

    /* size_t past Int's range still means "in front". */
    tr_view *front = NULL, *last = NULL;
    size_t children = 0;
    OK(tr_view_create(window, TR_VIEW_PLAIN, "front", (tr_rect){0, 0, 1, 1}, &front));
    OK(tr_view_insert_subview(root, front, SIZE_MAX));
    OK(tr_view_subview_count(root, &children));
    OK(tr_view_subview_at(root, children - 1, &last));
    CHECK(last == front);

    /* A run nothing could end is refused. */
    OK(tr_session_create(window, &session));
    FAILS(tr_session_run(session, -1), TR_ERROR_STATE, "never return");
    OK(tr_window_destroy(window));
    return check_summary("misuse_test");
}

/* Nested containers fed by a C page source, and host views with their own hit tests and touches. */
#include "check.h"

/* ── A page source: three lists of 30 rows. ── */

typedef struct pages {
    tr_window *window;
    int created;
    int broken_page; /* -1: none; else this page comes back NULL */
} pages;

static int32_t page_count(void *user_data, tr_view *container) {
    (void)user_data;
    (void)container;
    return 3;
}

static tr_view *make_page(void *user_data, tr_view *container, int32_t index) {
    pages *source = user_data;
    (void)container;
    if (index == source->broken_page) return NULL;
    char name[32];
    snprintf(name, sizeof name, "list%d", (int)index);
    tr_view *list = NULL;
    OK(tr_view_create(source->window, TR_VIEW_SCROLL, name, (tr_rect){0, 0, 400, 350}, &list));
    OK(tr_scroll_set_content_size(list, (tr_size){400, 30 * 60}));
    for (int row = 0; row < 30; row++) {
        tr_view *cell = NULL;
        snprintf(name, sizeof name, "list%d.row%d", (int)index, row);
        OK(tr_view_create(source->window, TR_VIEW_TAP, name, (tr_rect){0, 60.0 * row, 400, 60}, &cell));
        OK(tr_view_add_subview(list, cell)); /* allowed while routing: the page is not in the tree yet */
    }
    source->created++;
    return list;
}

/* ── A host widget: a round button that records what it gets. ── */

typedef struct widget {
    char log[512];
    double began_at;
} widget;

static bool inside_circle(void *user_data, tr_view *view, double x, double y) {
    (void)user_data;
    (void)view;
    double dx = x - 30, dy = y - 30;
    return dx * dx + dy * dy <= 30 * 30;
}

static void widget_touches(void *user_data, tr_view *view, tr_phase phase, const tr_touch *touches, size_t count,
                           double time) {
    static const char *names[] = {"B", "M", "S", "E", "C"};
    widget *w = user_data;
    (void)view;
    CHECK(count == 1 && touches[0].x >= 0 && touches[0].x <= 60);
    if (phase == TR_PHASE_BEGAN) w->began_at = time;
    strncat(w->log, names[phase], sizeof w->log - strlen(w->log) - 1);
}

static void touch(tr_window *window, double t, tr_phase phase, double x, double y) {
    tr_contact c = contact(7, phase, x, y);
    OK(tr_window_handle_frame(window, t, &c, 1));
}

static int problems = 0;

int main(void) {
    /* The nested container. */
    tr_window *window = NULL;
    tr_view *root = NULL, *container = NULL, *header = NULL, *hover = NULL, *pager = NULL;
    OK(tr_window_create("profile", (tr_size){400, 600}, &window));
    OK(tr_window_root(window, &root));
    pages source_data = {window, 0, -1};
    tr_page_source source = {page_count, make_page, &source_data};
    OK(tr_nested_container_create(window, "profile", (tr_rect){0, 0, 400, 600}, 200, 50, TR_PAGES_LAZY, &source, &container));
    OK(tr_view_add_subview(root, container));
    CHECK(source_data.created == 1);
    OK(tr_nested_container_parts(container, &header, &hover, &pager));
    CHECK(header && hover && pager);
    tr_view *avatar = NULL;
    OK(tr_view_create(window, TR_VIEW_TAP, "avatar", (tr_rect){10, 10, 80, 80}, &avatar));
    OK(tr_view_add_subview(header, avatar));
    FAILS(tr_view_add_subview(container, avatar), TR_ERROR_WRONG_KIND, "nested container");
    tr_view_kind kind;
    OK(tr_view_kind_of(container, &kind));
    CHECK(kind == TR_VIEW_NESTED);
    int32_t page = -1, pages_count = 0;
    OK(tr_window_current_page(window, &page, &pages_count));
    CHECK(page == 0 && pages_count == 3);
    OK(tr_nested_container_scroll_to_page(container, 1, false));
    CHECK(source_data.created == 2);
    OK(tr_window_current_page(window, &page, NULL));
    CHECK(page == 1);
    FAILS(tr_nested_container_scroll_to_page(container, 5, false), TR_ERROR_INVALID_ARGUMENT, "3 pages");

    /* A drag up from the header collapses it, then scrolls the list: one gesture, handed off. */
    double collapse = -1;
    OK(tr_nested_container_header_collapse(container, &collapse));
    CHECK(CLOSE_TO(collapse, 0));
    touch(window, 1, TR_PHASE_BEGAN, 200, 150);
    for (int i = 1; i <= 30; i++) touch(window, 1 + i / 60.0, TR_PHASE_MOVED, 200, 150 - 10 * i);
    touch(window, 1 + 31 / 60.0, TR_PHASE_ENDED, 200, -150);
    OK(tr_window_settle(window, 10, NULL));
    OK(tr_nested_container_header_collapse(container, &collapse));
    CHECK(CLOSE_TO(collapse, 1));
    tr_view *list1 = NULL;
    tr_point offset;
    OK(tr_window_find_view(window, "list1", &list1));
    OK(tr_scroll_content_offset(list1, &offset));
    CHECK(offset.y > 50);

    /* A page source that fails: a problem, and an empty page stands in. */
    OK(tr_window_on_problem(window, count_problem, &problems));
    source_data.broken_page = 2;
    OK(tr_nested_container_reload(container));
    OK(tr_nested_container_scroll_to_page(container, 2, false));
    CHECK(problems == 1);
    OK(tr_window_current_page(window, &page, NULL));
    CHECK(page == 2);
    OK(tr_window_destroy(window));

    /* A host widget hit-tests with its own shape. */
    widget w = {"", -1};
    tr_host_callbacks callbacks = {inside_circle, widget_touches};
    tr_view *button = NULL, *hit = NULL, *list = NULL;
    OK(tr_window_create("host", (tr_size){400, 400}, &window));
    OK(tr_window_root(window, &root));
    OK(tr_view_create(window, TR_VIEW_SCROLL, "list", (tr_rect){0, 0, 400, 400}, &list));
    OK(tr_scroll_set_content_size(list, (tr_size){400, 2000}));
    OK(tr_view_add_subview(root, list));
    OK(tr_host_view_create(window, "round", (tr_rect){100, 100, 60, 60}, &callbacks, &w, &button));
    OK(tr_view_kind_of(button, &kind));
    CHECK(kind == TR_VIEW_HOST);
    OK(tr_view_add_subview(list, button));
    OK(tr_view_set_flag(list, TR_FLAG_SCROLL_ENABLED, false));
    OK(tr_window_hit_test(window, (tr_point){130, 130}, &hit));
    CHECK(hit == button);
    OK(tr_window_hit_test(window, (tr_point){102, 102}, &hit));
    CHECK(hit == list);
    OK(tr_view_set_flag(list, TR_FLAG_SCROLL_ENABLED, true));

    /* Inside a scroll view it gets UIKit's delay: a held finger reaches it after 150 ms. */
    touch(window, 1, TR_PHASE_BEGAN, 130, 130);
    CHECK(strcmp(w.log, "") == 0);
    OK(tr_window_advance_time(window, 1.2));
    CHECK(strcmp(w.log, "B") == 0 && CLOSE_TO(w.began_at, 1.15));
    touch(window, 1.3, TR_PHASE_ENDED, 130, 130);
    CHECK(strcmp(w.log, "BE") == 0);

    /* A quick tap arrives whole when the finger lifts. */
    w.log[0] = '\0';
    touch(window, 2, TR_PHASE_BEGAN, 130, 130);
    touch(window, 2.05, TR_PHASE_ENDED, 130, 130);
    CHECK(strcmp(w.log, "BE") == 0 && CLOSE_TO(w.began_at, 2.05));

    /* A drag within the delay never reaches it; one after the delay cancels it. */
    w.log[0] = '\0';
    touch(window, 3, TR_PHASE_BEGAN, 130, 130);
    touch(window, 3.05, TR_PHASE_MOVED, 130, 100);
    touch(window, 3.1, TR_PHASE_ENDED, 130, 60);
    OK(tr_window_settle(window, 5, NULL));
    CHECK(strcmp(w.log, "") == 0);
    OK(tr_scroll_set_content_offset(list, (tr_point){0, 0}, false));
    touch(window, 10, TR_PHASE_BEGAN, 130, 130);
    touch(window, 10.2, TR_PHASE_MOVED, 130, 129);
    touch(window, 10.3, TR_PHASE_MOVED, 130, 100);
    touch(window, 10.35, TR_PHASE_ENDED, 130, 80);
    OK(tr_window_settle(window, 5, NULL));
    /* The content hears the move that starts the scroll before the scroll cancels it, as in UIKit. */
    CHECK(strcmp(w.log, "BMMC") == 0);

    /* Not cancellable by scrolling: it keeps the touch, like a control. */
    OK(tr_view_set_flag(button, TR_FLAG_CANCELLABLE_BY_SCROLLING, false));
    OK(tr_scroll_set_content_offset(list, (tr_point){0, 0}, false));
    w.log[0] = '\0';
    touch(window, 20, TR_PHASE_BEGAN, 130, 130);
    touch(window, 20.2, TR_PHASE_MOVED, 130, 129);
    touch(window, 20.3, TR_PHASE_MOVED, 130, 100);
    touch(window, 20.35, TR_PHASE_ENDED, 130, 80);
    /* A move where the path passes the list's pan start (it tries to take over, and may not), then the report's. */
    CHECK(strcmp(w.log, "BMMME") == 0);
    OK(tr_scroll_content_offset(list, &offset));
    CHECK(CLOSE_TO(offset.y, 0));

    OK(tr_window_destroy(window));
    return check_summary("nested_host_test");
}

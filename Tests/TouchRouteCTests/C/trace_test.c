/*
 * A tap, a page swipe, a vertical drag and a finger the host takes back
 * (TR_PHASE_CANCELLED) through the default layout, routed
 * through C, printed one record a line. CAPITraceTests routes the same frames
 * in Swift and expects exactly these lines (the script is in both files).
 */
#include "check.h"

static const char *phase_name(tr_phase phase) {
    static const char *names[] = {"began", "moved", "stationary", "ended", "cancelled"};
    return names[phase];
}

static void on_delivery(void *user_data, const tr_delivery *d) {
    (void)user_data;
    printf("delivery %.3f #%lld %s (%.3f, %.3f) %s\n", d->time, (long long)d->touch, phase_name(d->phase), d->x, d->y,
           d->view_name);
}

static void print_threshold(double value) {
    if (isnan(value)) printf(" -");
    else printf(" %.3f", value);
}

static void on_decision(void *user_data, const tr_decision *d) {
    (void)user_data;
    printf("decision %.3f #%lld %s %s %s dx %.3f dy %.3f", d->time, (long long)d->touch, d->view_name, d->rule,
           d->outcome_name, d->dx, d->dy);
    print_threshold(d->threshold_x);
    print_threshold(d->threshold_y);
    printf(" %s\n", d->target_name ? d->target_name : "-");
}

static void on_scroll(void *user_data, const tr_scroll_change *s) {
    (void)user_data;
    printf("scroll %.3f %s (%.3f, %.3f)\n", s->time, s->view_name, s->x, s->y);
}

static void on_tap(void *user_data, const tr_tap *t) {
    (void)user_data;
    printf("tap %.3f #%lld %s count %d\n", t->time, (long long)t->touch, t->view_name, (int)t->tap_count);
}

static void on_problem(void *user_data, const tr_problem *p) {
    (void)user_data;
    printf("problem %.3f %s\n", p->time, p->message);
}

static void frame(tr_window *window, double time, int64_t id, tr_phase phase, double x, double y) {
    tr_contact c = contact(id, phase, x, y);
    OK(tr_window_handle_frame(window, time, &c, 1));
}

int main(void) {
    tr_window *window = NULL;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    OK(tr_window_on_delivery(window, on_delivery, NULL));
    OK(tr_window_on_decision(window, on_decision, NULL));
    OK(tr_window_on_scroll(window, on_scroll, NULL));
    OK(tr_window_on_tap(window, on_tap, NULL));
    OK(tr_window_on_problem(window, on_problem, NULL));

    /* A tap on list0.row1. */
    frame(window, 1.0, 1, TR_PHASE_BEGAN, 120, 96);
    frame(window, 1.06, 1, TR_PHASE_ENDED, 120, 96);

    /* A swipe to the left: 12 frames of 30 pt at 60 Hz, drifting 0.25 pt down each. */
    double x = 600, y = 240, t = 2.0;
    frame(window, t, 2, TR_PHASE_BEGAN, x, y);
    for (int i = 1; i <= 12; i++) frame(window, t + i / 60.0, 2, TR_PHASE_MOVED, x - 30 * i, y + 0.25 * i);
    frame(window, t + 13 / 60.0, 2, TR_PHASE_ENDED, x - 360, y + 3);
    OK(tr_window_settle(window, 3, NULL));

    /* A vertical drag up list1: 15 frames of 20 pt. */
    x = 400, y = 400, t = 6.0;
    frame(window, t, 3, TR_PHASE_BEGAN, x, y);
    for (int i = 1; i <= 15; i++) frame(window, t + i / 60.0, 3, TR_PHASE_MOVED, x, y - 20 * i);
    frame(window, t + 16 / 60.0, 3, TR_PHASE_ENDED, x, y - 300);
    OK(tr_window_settle(window, 10, NULL));

    /* A finger the host takes back: a cancel with no reason, rule "input". */
    frame(window, 20.0, 4, TR_PHASE_BEGAN, 120, 96);
    frame(window, 20.05, 4, TR_PHASE_CANCELLED, 120, 96);

    int32_t page = -1, pages = 0;
    OK(tr_window_current_page(window, &page, &pages));
    printf("page %d of %d\n", (int)page, (int)pages);
    OK(tr_window_destroy(window));
    return check_failures ? 1 : 0;
}

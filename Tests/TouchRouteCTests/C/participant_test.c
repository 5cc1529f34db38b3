/*
 * A C widget joins the gesture arena: a slider in the default layout's first
 * list that accepts horizontal drags (so the pager does not page) and
 * rejects vertical ones (so the list scrolls and the slider's touch is
 * cancelled). Its verdict callback hears, once per touch, whether it won:
 * alone in a window, a vertical drag nobody else wanted is still lost, and a
 * touch it held to the lift is won.
 */
#include "check.h"

typedef struct slider {
    double value;
    int asked, moves, cancels, ends;
    int accepted, rejected;
    /* The phase the slider heard last, and the one it had heard when its latest verdict came. */
    tr_phase last, heard;
    int64_t verdict_touch;
} slider;

static void slider_verdict(void *data, tr_view *view, const tr_touch *touch, bool accepted, double time) {
    slider *s = data;
    (void)view, (void)time;
    if (accepted) s->accepted++;
    else s->rejected++;
    s->verdict_touch = touch->id;
    s->heard = s->last;
}

static tr_stance slider_stance(void *data, tr_view *view, const tr_touch *touch, double dx, double dy) {
    (void)view, (void)touch;
    ((slider *)data)->asked++;
    if (fabs(dx) > 8 && fabs(dx) > 2 * fabs(dy)) return TR_STANCE_ACCEPT;
    if (fabs(dy) > 8) return TR_STANCE_REJECT;
    return TR_STANCE_HOLD;
}

static void slider_touches(void *data, tr_view *view, tr_phase phase, const tr_touch *touches, size_t count,
                           double time) {
    slider *s = data;
    (void)view, (void)time;
    if (phase == TR_PHASE_MOVED && count > 0) {
        s->moves++;
        s->value = fmin(fmax(touches[0].x / 300, 0), 1);
    }
    if (phase == TR_PHASE_CANCELLED) s->cancels++;
    if (phase == TR_PHASE_ENDED) s->ends++;
    s->last = phase;
}

/* Down at (x, y), still for 0.2 s (past the list's content delay), then (dx, dy) over 0.2 s, and up. */
static void drag(tr_window *window, double t, double x, double y, double dx, double dy) {
    tr_contact finger = contact(1, TR_PHASE_BEGAN, x, y);
    OK(tr_window_handle_frame(window, t, &finger, 1));
    finger.phase = TR_PHASE_MOVED;
    for (int step = 1; step <= 10; step++) {
        finger.x = x + dx * step / 10;
        finger.y = y + dy * step / 10;
        OK(tr_window_handle_frame(window, t + 0.2 + 0.02 * step, &finger, 1));
    }
    finger.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, t + 0.45, &finger, 1));
    OK(tr_window_settle(window, t + 3, NULL));
}

int main(void) {
    tr_window *window;
    tr_view *list, *view;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    OK(tr_window_find_view(window, "list0", &list));
    slider s = {0.5, 0, 0, 0, 0, 0, 0, TR_PHASE_BEGAN, TR_PHASE_BEGAN, 0};
    tr_host_callbacks callbacks = {NULL, slider_touches};
    OK(tr_participant_view_create(window, "slider", (tr_rect){0, 100, 300, 40}, &callbacks, slider_stance, &s, &view));
    OK(tr_view_add_subview(list, view));
    OK(tr_participant_on_verdict(view, slider_verdict, &s));
    FAILS(tr_participant_on_verdict(list, slider_verdict, &s), TR_ERROR_WRONG_KIND, "a participant");

    drag(window, 1, 50, 120, 200, 2); /* sideways along the slider: without it, the pager would page */
    int page = -1, pages = 0;
    OK(tr_window_current_page(window, &page, &pages));
    CHECK(page == 0);
    CHECK(s.asked > 0 && s.moves > 0 && s.ends == 1 && s.cancels == 0);
    CHECK(s.value > 0.8);
    CHECK(s.accepted == 1 && s.rejected == 0); /* it won the sideways drag, once */
    tr_point offset;
    OK(tr_scroll_content_offset(list, &offset));
    CHECK(offset.y == 0);

    drag(window, 5, 150, 120, 4, -200); /* up the list, starting on the slider */
    OK(tr_scroll_content_offset(list, &offset));
    CHECK(offset.y > 100);
    CHECK(s.cancels == 1 && s.ends == 1);
    CHECK(s.accepted == 1 && s.rejected == 1); /* the list took it: lost, after the cancel */
    CHECK(s.heard == TR_PHASE_CANCELLED);
    OK(tr_window_current_page(window, &page, &pages));
    CHECK(page == 0);
    OK(tr_window_destroy(window));

    /* Alone in a window: nobody else wants a vertical drag, but the slider rejected it. */
    OK(tr_window_create("alone", (tr_size){400, 400}, &window));
    tr_view *root;
    OK(tr_window_root(window, &root));
    slider alone = {0.5, 0, 0, 0, 0, 0, 0, TR_PHASE_BEGAN, TR_PHASE_BEGAN, 0};
    OK(tr_participant_view_create(window, "slider", (tr_rect){0, 100, 300, 40}, &callbacks, slider_stance, &alone,
                                  &view));
    OK(tr_view_add_subview(root, view));
    OK(tr_participant_on_verdict(view, slider_verdict, &alone));
    drag(window, 1, 150, 120, 2, 100);
    CHECK(alone.ends == 1 && alone.cancels == 0);
    CHECK(alone.accepted == 0 && alone.rejected == 1);
    CHECK(alone.heard == TR_PHASE_ENDED); /* the verdict follows the lift */
    /* Held to the lift (a press that never moved): won. */
    drag(window, 5, 150, 120, 0, 0);
    CHECK(alone.accepted == 1 && alone.rejected == 1 && alone.verdict_touch == 2);
    OK(tr_participant_on_verdict(view, NULL, NULL));
    drag(window, 9, 150, 120, 200, 0);
    CHECK(alone.accepted == 1 && alone.rejected == 1); /* cleared: nothing more heard */
    OK(tr_window_destroy(window));
    return check_summary("participant_test");
}

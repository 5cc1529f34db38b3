/* Direction strategies, pagers, scroll state, timers, refresh rates and host-stepped motion. */
#include "check.h"

static int scrolls = 0;
static void count_scroll(void *user_data, const tr_scroll_change *change) {
    (void)change;
    (*(int *)user_data)++;
}

/* A flick up list0 of the default layout, lifted at `t` + 0.1 s. */
static void flick(tr_window *window, double t) {
    tr_contact c = contact(1, TR_PHASE_BEGAN, 400, 400);
    OK(tr_window_handle_frame(window, t, &c, 1));
    c.phase = TR_PHASE_MOVED;
    for (int i = 1; i <= 6; i++) {
        c.y = 400 - 40 * i;
        OK(tr_window_handle_frame(window, t + i / 60.0, &c, 1));
    }
    c.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, t + 7 / 60.0, &c, 1));
}

/* A toolkit's own rule: takes over past 30 pt sideways; counts its calls,
 * and its destroy callback counts how often its data was freed. */
static int rule_freed = 0;
static void free_rule(void *user_data) {
    (void)user_data;
    rule_freed++;
}

static tr_verdict wide_rule(void *user_data, double dx, double dy, tr_axis axis) {
    (void)dy;
    (*(int *)user_data)++;
    if (axis != TR_AXIS_HORIZONTAL) return TR_VERDICT_DECLINE;
    return fabs(dx) > 30 ? TR_VERDICT_TAKE_OVER : TR_VERDICT_UNDECIDED;
}

/* The rule decides alone (decide-once): asked on each move until it takes
 * over at dx 40, and the page follows the finger from touch-down. */
static void check_custom_rule(void) {
    tr_window *window = NULL;
    tr_view *pager = NULL;
    int calls = 0;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    OK(tr_window_find_view(window, "pager", &pager));
    OK(tr_pager_set_rule(pager, "wide", wide_rule, &calls, free_rule));
    OK(tr_pager_set_arbitration(pager, TR_ARBITRATION_DECIDE_ONCE));
    tr_strategy read_back;
    OK(tr_pager_strategy(pager, &read_back));
    CHECK(read_back.kind == TR_STRATEGY_CUSTOM && isnan(read_back.threshold_x));
    FAILS(tr_pager_set_strategy(pager, &read_back), TR_ERROR_INVALID_ARGUMENT, "tr_pager_set_rule");
    FAILS(tr_pager_set_rule(pager, "wide", NULL, NULL, NULL), TR_ERROR_NULL, "decide");
    FAILS(tr_pager_set_rule(pager, NULL, wide_rule, NULL, NULL), TR_ERROR_NULL, "name");
    FAILS(tr_pager_set_rule(pager, "", wide_rule, NULL, NULL), TR_ERROR_INVALID_ARGUMENT, "name of its own");
    FAILS(tr_pager_set_rule(pager, "last-one-standing", wide_rule, NULL, NULL), TR_ERROR_INVALID_ARGUMENT, "built-in");
    CHECK(rule_freed == 0);
    tr_contact c = contact(1, TR_PHASE_BEGAN, 600, 200);
    OK(tr_window_handle_frame(window, 1, &c, 1));
    c.phase = TR_PHASE_MOVED;
    for (int i = 1; i <= 5; i++) {
        c.x = 600 - 20 * i;
        OK(tr_window_handle_frame(window, 1 + i / 60.0, &c, 1));
    }
    /* Asked along the path between the reports (every half point), until it decides. */
    CHECK(calls >= 2);
    tr_point offset;
    OK(tr_scroll_content_offset(pager, &offset));
    CHECK(CLOSE_TO(offset.x, 100));
    c.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, 1 + 6 / 60.0, &c, 1));
    /* Replacing the rule frees its data, once. */
    tr_strategy remorseful;
    OK(tr_strategy_standard(TR_STRATEGY_REMORSEFUL, &remorseful));
    OK(tr_pager_set_strategy(pager, &remorseful));
    CHECK(rule_freed == 1);
    OK(tr_window_destroy(window));
    CHECK(rule_freed == 1);
}

/* A control in list0, which hands it the touch at once (no delay), keeps a
 * horizontal drag from the pager: the pager asks about the control that holds
 * the touch, not about list0 (TR_FLAG_CANCELLABLE_BY_SCROLLING at any depth). */
static int control_cancels = 0;
static void count_control_cancels(void *user_data, const tr_delivery *delivery) {
    (void)user_data;
    if (delivery->phase == TR_PHASE_CANCELLED && strcmp(delivery->view_name, "switch") == 0) control_cancels++;
}

static void check_control_deep_inside(void) {
    tr_window *window = NULL;
    tr_view *list = NULL, *control = NULL;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    OK(tr_window_find_view(window, "list0", &list));
    OK(tr_view_set_flag(list, TR_FLAG_DELAYS_CONTENT_TOUCHES, false));
    OK(tr_view_create(window, TR_VIEW_CONTROL, "switch", (tr_rect){200, 70, 200, 60}, &control));
    OK(tr_view_add_subview(list, control));
    OK(tr_window_on_delivery(window, count_control_cancels, NULL));
    tr_contact c = contact(1, TR_PHASE_BEGAN, 300, 100);
    OK(tr_window_handle_frame(window, 1, &c, 1));
    c.phase = TR_PHASE_MOVED;
    for (int i = 1; i <= 18; i++) {
        c.x = 300 - 10 * i;
        OK(tr_window_handle_frame(window, 1 + i / 60.0, &c, 1));
    }
    c.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, 1.4, &c, 1));
    OK(tr_window_settle(window, 5, NULL));
    int32_t page = -1;
    OK(tr_window_current_page(window, &page, NULL));
    CHECK(page == 0);
    CHECK(control_cancels == 0);
    tr_window_destroy(window);
}

int main(void) {
    check_control_deep_inside();
    /* Strategies as values. */
    tr_strategy remorseful, viewpager, gtk;
    OK(tr_strategy_standard(TR_STRATEGY_REMORSEFUL, &remorseful));
    CHECK(remorseful.kind == TR_STRATEGY_REMORSEFUL && CLOSE_TO(remorseful.threshold_x, 12) && CLOSE_TO(remorseful.threshold_y, 4));
    OK(tr_strategy_standard(TR_STRATEGY_VIEWPAGER, &viewpager));
    CHECK(CLOSE_TO(viewpager.threshold_x, 16));
    OK(tr_strategy_standard(TR_STRATEGY_GTK_PAN, &gtk));
    CHECK(CLOSE_TO(gtk.threshold_x, 8));
    tr_verdict verdict;
    OK(tr_strategy_decide(&remorseful, 13, 3, &verdict));
    CHECK(verdict == TR_VERDICT_TAKE_OVER);
    OK(tr_strategy_decide(&remorseful, 13, 5, &verdict));
    CHECK(verdict == TR_VERDICT_UNDECIDED);
    OK(tr_strategy_decide(&viewpager, 2, 20, &verdict));
    CHECK(verdict == TR_VERDICT_DECLINE);
    OK(tr_strategy_decide(&gtk, 20, 1, &verdict));
    CHECK(verdict == TR_VERDICT_TAKE_OVER);
    FAILS(tr_strategy_decide(&gtk, NAN, 1, &verdict), TR_ERROR_INVALID_ARGUMENT, "dx");
    tr_strategy negative = {TR_STRATEGY_REMORSEFUL, -1, 4};
    FAILS(tr_strategy_decide(&negative, 1, 1, &verdict), TR_ERROR_INVALID_ARGUMENT, "threshold_x");

    tr_window *window = NULL;
    tr_view *pager = NULL, *list = NULL;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    OK(tr_window_find_view(window, "pager", &pager));
    OK(tr_window_find_view(window, "list0", &list));

    /* A pager's strategy and arbitration. */
    tr_strategy custom = {TR_STRATEGY_REMORSEFUL, 20, 6}, read_back;
    OK(tr_pager_set_strategy(pager, &custom));
    OK(tr_pager_strategy(pager, &read_back));
    CHECK(CLOSE_TO(read_back.threshold_x, 20) && CLOSE_TO(read_back.threshold_y, 6));
    OK(tr_pager_set_strategy(pager, &viewpager));
    OK(tr_pager_strategy(pager, &read_back));
    CHECK(read_back.kind == TR_STRATEGY_VIEWPAGER);
    OK(tr_pager_set_arbitration(pager, TR_ARBITRATION_LITERAL));
    OK(tr_pager_set_arbitration(pager, TR_ARBITRATION_LAST_ONE_STANDING));
    FAILS(tr_pager_set_arbitration(pager, (tr_arbitration)3), TR_ERROR_INVALID_ARGUMENT, "TR_ARBITRATION_LAST_ONE_STANDING");
    check_custom_rule();

    /* Content size, inset, offset and pages. */
    tr_size content;
    OK(tr_scroll_content_size(pager, &content));
    CHECK(CLOSE_TO(content.width, 2400) && CLOSE_TO(content.height, 480));
    OK(tr_window_show_page(window, 2));
    int32_t page = -1, pages = 0;
    OK(tr_window_current_page(window, &page, &pages));
    CHECK(page == 2 && pages == 3);
    tr_point offset;
    OK(tr_scroll_content_offset(pager, &offset));
    CHECK(CLOSE_TO(offset.x, 1600));
    OK(tr_window_show_page(window, 0));
    OK(tr_scroll_set_content_inset(list, (tr_insets){10, 0, 10, 0}));
    OK(tr_scroll_set_pan_start_threshold(list, 10));
    OK(tr_scroll_set_content_touch_delay(list, 0.15));
    OK(tr_scroll_set_deceleration_rate(list, 0.998));
    OK(tr_scroll_set_overscroll(list, TR_OVERSCROLL_AUTO));
    OK(tr_scroll_set_nested_priority(list, TR_NESTED_CONTENT_FIRST));
    OK(tr_scroll_set_nested_child(list, NULL));
    OK(tr_scroll_set_content_inset(list, (tr_insets){0, 0, 0, 0}));

    /* An animated scroll runs on display frames: a deadline is pending until it is done. */
    double deadline = 0, now = 0;
    OK(tr_window_next_deadline(window, &deadline));
    CHECK(isinf(deadline));
    OK(tr_scroll_set_content_offset(list, (tr_point){0, 500}, true));
    OK(tr_window_next_deadline(window, &deadline));
    CHECK(!isinf(deadline));
    tr_scroll_state state;
    OK(tr_scroll_state_of(list, &state));
    CHECK(state.moving && !state.dragging && !state.tracking);
    double rest = 0;
    OK(tr_window_settle(window, 2, &rest));
    OK(tr_scroll_content_offset(list, &offset));
    CHECK(CLOSE_TO(offset.y, 500));
    OK(tr_window_now(window, &now));
    CHECK(rest > 0.29 && rest < 0.5 && CLOSE_TO(now, rest));

    /* A flick glides on the router's timers (timer sync, 120 Hz). */
    OK(tr_window_set_refresh_rate(window, 120));
    OK(tr_scroll_set_content_offset(list, (tr_point){0, 0}, false));
    OK(tr_window_on_scroll(window, count_scroll, &scrolls));
    flick(window, 10);
    OK(tr_scroll_state_of(list, &state));
    CHECK(state.decelerating);
    bool needs = false;
    OK(tr_window_needs_display_frames(window, &needs));
    CHECK(needs);
    OK(tr_window_settle(window, 10, &rest));
    tr_point glided;
    OK(tr_scroll_content_offset(list, &glided));
    CHECK(glided.y > 240);

    /* The same flick stepped by the host's vsync at 60 Hz: no timers, the same resting place. */
    OK(tr_window_set_refresh_rate(window, 60));
    OK(tr_window_set_display_sync(window, TR_DISPLAY_SYNC_HOST));
    OK(tr_scroll_set_content_offset(list, (tr_point){0, 0}, false));
    flick(window, 20);
    OK(tr_window_next_deadline(window, &deadline));
    CHECK(isinf(deadline));
    int frames = 0;
    double t = 20 + 7 / 60.0;
    for (;;) {
        OK(tr_window_needs_display_frames(window, &needs));
        if (!needs || frames > 2000) break;
        t += 1 / 60.0;
        OK(tr_window_display_frame(window, t));
        frames++;
    }
    CHECK(frames > 10 && frames < 2000);
    tr_point stepped;
    OK(tr_scroll_content_offset(list, &stepped));
    CHECK(fabs(stepped.y - glided.y) < 1.0);
    CHECK(scrolls > frames);

    OK(tr_window_destroy(window));
    return check_summary("scrolling_test");
}

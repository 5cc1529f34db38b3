/* Misuse is answered with a status and a message, never a crash. */
#include "check.h"

static tr_window *routed_window;
static tr_view *routed_list;
static tr_status reentrant_frame = TR_OK, reentrant_destroy = TR_OK, reentrant_remove = TR_OK;
static tr_status allowed_read = TR_ERROR_SYSTEM, allowed_create = TR_ERROR_SYSTEM;
static int deliveries = 0;
/* Another window of the thread, which a callback may destroy (the header's rule). */
static tr_window *other_window;
static tr_status other_destroy = TR_ERROR_SYSTEM;

/* Calls back into the router from inside routing. */
static void on_delivery(void *user_data, const tr_delivery *delivery) {
    (void)user_data;
    (void)delivery;
    deliveries++;
    tr_contact again = contact(9, TR_PHASE_BEGAN, 10, 10);
    reentrant_frame = tr_window_handle_frame(routed_window, 5, &again, 1);
    reentrant_destroy = tr_window_destroy(routed_window);
    reentrant_remove = tr_view_remove_from_superview(routed_list);
    tr_point offset;
    allowed_read = tr_scroll_content_offset(routed_list, &offset);
    tr_view *fresh = NULL;
    allowed_create = tr_view_create(routed_window, TR_VIEW_TAP, "made-in-callback", (tr_rect){0, 0, 1, 1}, &fresh);
    if (other_window) {
        other_destroy = tr_window_destroy(other_window);
        other_window = NULL;
    }
}

int main(void) {
    tr_window *window = NULL;
    tr_view *view = NULL, *list = NULL;
    tr_size size = {800, 480};

    /* NULL handles and out-parameters. */
    FAILS(tr_window_create("w", size, NULL), TR_ERROR_NULL, "out");
    FAILS(tr_window_root(NULL, &view), TR_ERROR_NULL, "window");
    FAILS(tr_view_set_frame(NULL, (tr_rect){0, 0, 1, 1}), TR_ERROR_NULL, "view");
    FAILS(tr_session_create(NULL, NULL), TR_ERROR_NULL, "out");

    OK(tr_window_create_default_layout(size, &window));
    OK(tr_window_find_view(window, "list0", &list));

    /* Stale and foreign handles. */
    FAILS(tr_window_root((tr_window *)(void *)&size, &view), TR_ERROR_STALE_HANDLE, "did not come from TouchRoute");
    FAILS(tr_view_set_flag((tr_view *)(void *)0x1234, TR_FLAG_HIDDEN, true), TR_ERROR_STALE_HANDLE, "destroyed");

    /* Wrong kinds: a view handle where a window is wanted, scroll calls on a plain view. */
    FAILS(tr_window_root((tr_window *)(void *)list, &view), TR_ERROR_WRONG_KIND, "a view (tr_view)");
    tr_view *page = NULL;
    OK(tr_window_find_view(window, "page0", &page));
    FAILS(tr_scroll_set_content_size(page, (tr_size){1, 1}), TR_ERROR_WRONG_KIND, "page0");
    FAILS(tr_pager_set_arbitration(list, TR_ARBITRATION_LITERAL), TR_ERROR_WRONG_KIND, "list0");

    /* Enum values that do not exist. */
    FAILS(tr_view_create(window, (tr_view_kind)42, "x", (tr_rect){0, 0, 1, 1}, &view), TR_ERROR_INVALID_ARGUMENT, "42");
    FAILS(tr_window_set_display_sync(window, (tr_display_sync)7), TR_ERROR_INVALID_ARGUMENT, "7");
    FAILS(tr_window_set_decision_sampling(window, (tr_decision_sampling)2), TR_ERROR_INVALID_ARGUMENT,
          "2, which is not one of TR_DECISION_SAMPLING_PATH or TR_DECISION_SAMPLING_SAMPLES");
    FAILS(tr_window_decision_sampling(window, NULL), TR_ERROR_NULL, "sampling");
    FAILS(tr_scroll_set_overscroll(list, (tr_overscroll)3), TR_ERROR_INVALID_ARGUMENT, "TR_OVERSCROLL_AUTO");
    tr_strategy bogus = {(tr_strategy_kind)9, 1, 1};
    tr_verdict verdict;
    FAILS(tr_strategy_decide(&bogus, 1, 1, &verdict), TR_ERROR_INVALID_ARGUMENT, "tr_strategy_kind");
    tr_contact bad_phase = contact(1, (tr_phase)17, 10, 10);
    FAILS(tr_window_handle_frame(window, 1, &bad_phase, 1), TR_ERROR_INVALID_ARGUMENT, "contacts[0].phase");
    size_t down = 99;
    OK(tr_window_active_touch_count(window, &down));
    CHECK(down == 0);

    /* NaN and out-of-range numbers. */
    FAILS(tr_window_handle_frame(window, NAN, NULL, 0), TR_ERROR_INVALID_ARGUMENT, "timestamp");
    FAILS(tr_view_set_frame(list, (tr_rect){0, 0, NAN, 10}), TR_ERROR_INVALID_ARGUMENT, "frame.width");
    FAILS(tr_view_set_frame(list, (tr_rect){0, 0, -5, 10}), TR_ERROR_INVALID_ARGUMENT, "frame.width");
    FAILS(tr_scroll_set_content_offset(list, (tr_point){INFINITY, 0}, false), TR_ERROR_INVALID_ARGUMENT, "offset.x");
    FAILS(tr_window_set_refresh_rate(window, 29), TR_ERROR_INVALID_ARGUMENT, "30 to 240");
    FAILS(tr_window_set_refresh_rate(window, NAN), TR_ERROR_INVALID_ARGUMENT, "30 to 240");
    FAILS(tr_window_show_page(window, 3), TR_ERROR_INVALID_ARGUMENT, "pages 0 to 2");
    FAILS(tr_scroll_set_deceleration_rate(list, 1.5), TR_ERROR_INVALID_ARGUMENT, "at most 0.9999");
    FAILS(tr_scroll_set_pan_decline_dominance(list, 0.5), TR_ERROR_INVALID_ARGUMENT, "ratio is 0.5");
    FAILS(tr_scroll_set_pan_decline_dominance(list, NAN), TR_ERROR_INVALID_ARGUMENT, "1 or more");
    FAILS(tr_scroll_set_pan_decline_dominance(list, INFINITY), TR_ERROR_INVALID_ARGUMENT, "a finite number");
    FAILS(tr_scroll_set_pan_decline_dominance(page, 2), TR_ERROR_WRONG_KIND, "page0");
    FAILS(tr_window_handle_frame(window, 1, NULL, 2), TR_ERROR_NULL, "contacts");

    /* A NaN location inside a frame is the router's to report, not lost. */
    tr_contact nan_contact = contact(1, TR_PHASE_BEGAN, NAN, 10);
    OK(tr_window_handle_frame(window, 1, &nan_contact, 1));
    nan_contact.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, 1.1, &nan_contact, 1));

    /* Calling back into the router from a callback while it routes. */
    routed_window = window;
    routed_list = list;
    OK(tr_window_create(NULL, size, &other_window));
    /* A window made with no name is "window". */
    tr_view *other_root = NULL;
    const char *other_name = NULL;
    OK(tr_window_root(other_window, &other_root));
    OK(tr_view_name(other_root, &other_name));
    CHECK(other_name && strcmp(other_name, "window") == 0);
    OK(tr_window_on_delivery(window, on_delivery, NULL));
    tr_contact finger = contact(2, TR_PHASE_BEGAN, 100, 100);
    OK(tr_window_handle_frame(window, 2, &finger, 1));
    CHECK(deliveries > 0);
    CHECK(reentrant_frame == TR_ERROR_REENTRANT);
    CHECK(reentrant_destroy == TR_ERROR_REENTRANT);
    CHECK(other_destroy == TR_OK);
    CHECK(reentrant_remove == TR_ERROR_REENTRANT);
    CHECK(allowed_read == TR_OK);
    CHECK(allowed_create == TR_OK);
    CHECK(strstr(tr_last_error(), "while the window was routing") != NULL);
    OK(tr_window_on_delivery(window, NULL, NULL));
    finger.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, 2.05, &finger, 1));
    OK(tr_window_active_touch_count(window, &down));
    CHECK(down == 0);

    /* Status names and the version. */
    CHECK(strcmp(tr_status_name(TR_ERROR_REENTRANT), "TR_ERROR_REENTRANT") == 0);
    CHECK(strcmp(tr_status_name((tr_status)1000), "unknown status") == 0);
    CHECK(strcmp(tr_version(), "0.14.0") == 0);

    OK(tr_window_destroy(window));
    FAILS(tr_window_destroy(window), TR_ERROR_STALE_HANDLE, "destroyed");
    return check_summary("errors_test");
}

/* User data on windows and views: a tr_view * maps back to the toolkit's own widget. */
#include "check.h"

typedef struct widget {
    const char *label;
    int taps;
} widget;

/* The tap callback finds the widget through the view's user data. */
static void on_tap(void *user_data, const tr_tap *tap) {
    (void)user_data;
    void *data = NULL;
    OK(tr_view_get_user_data(tap->view, &data));
    if (data) ((widget *)data)->taps++;
}

int main(void) {
    tr_window *window = NULL;
    tr_view *root = NULL, *button = NULL, *row = NULL;
    int app = 0;
    widget ok_button = {"OK", 0}, row_widget = {"row1", 0};
    void *data = &app;

    OK(tr_window_create("dialog", (tr_size){400, 300}, &window));
    OK(tr_window_get_user_data(window, &data));
    CHECK(data == NULL); /* none until set */
    OK(tr_window_set_user_data(window, &app));
    OK(tr_window_get_user_data(window, &data));
    CHECK(data == &app);

    /* A view's user data stays with its handle: out of the tree and back in. */
    OK(tr_window_root(window, &root));
    OK(tr_view_get_user_data(root, &data));
    CHECK(data == NULL); /* the root's is its own, not the window's */
    OK(tr_view_create(window, TR_VIEW_CONTROL, "ok", (tr_rect){10, 10, 100, 40}, &button));
    OK(tr_view_set_user_data(button, &ok_button));
    OK(tr_view_add_subview(root, button));
    OK(tr_view_remove_from_superview(button));
    OK(tr_view_add_subview(root, button));
    OK(tr_view_get_user_data(button, &data));
    CHECK(data == &ok_button);
    tr_view *found = NULL;
    OK(tr_window_find_view(window, "ok", &found));
    OK(tr_view_get_user_data(found, &data));
    CHECK(data == &ok_button);
    OK(tr_view_set_user_data(button, NULL));
    OK(tr_view_get_user_data(button, &data));
    CHECK(data == NULL);
    OK(tr_view_set_user_data(button, &ok_button));

    /* A tap on the button reaches the widget behind it. */
    OK(tr_window_on_tap(window, on_tap, NULL));
    tr_contact finger = contact(1, TR_PHASE_BEGAN, 50, 30);
    OK(tr_window_handle_frame(window, 1, &finger, 1));
    finger.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, 1.05, &finger, 1));
    CHECK(ok_button.taps == 1);

    /* Views a layout made have handles too, and take user data the same way. */
    tr_window *pager = NULL;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &pager));
    OK(tr_window_find_view(pager, "list0.row1", &row));
    OK(tr_view_set_user_data(row, &row_widget));
    OK(tr_window_on_tap(pager, on_tap, NULL));
    finger = contact(2, TR_PHASE_BEGAN, 300, 100);
    OK(tr_window_handle_frame(pager, 1, &finger, 1));
    finger.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(pager, 1.05, &finger, 1));
    CHECK(row_widget.taps == 1);
    OK(tr_window_destroy(pager));

    /* Misuse: NULL out-parameters, destroyed handles. */
    FAILS(tr_window_get_user_data(window, NULL), TR_ERROR_NULL, "out");
    FAILS(tr_view_get_user_data(button, NULL), TR_ERROR_NULL, "out");
    FAILS(tr_window_set_user_data(NULL, &app), TR_ERROR_NULL, "window");
    FAILS(tr_view_set_user_data(row, &app), TR_ERROR_STALE_HANDLE, "destroyed");
    OK(tr_view_destroy(button));
    data = &app;
    FAILS(tr_view_get_user_data(button, &data), TR_ERROR_STALE_HANDLE, "destroyed");
    CHECK(data == &app); /* out-parameters are left alone on failure */
    FAILS(tr_window_set_user_data((tr_window *)root, &app), TR_ERROR_WRONG_KIND, "a view");
    OK(tr_window_destroy(window));
    FAILS(tr_window_get_user_data(window, &data), TR_ERROR_STALE_HANDLE, "destroyed");
    return check_summary("user_data_test");
}

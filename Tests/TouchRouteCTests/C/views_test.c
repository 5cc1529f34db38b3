/* Windows and views: kinds, the tree, geometry, flags, hit testing, names, destroying. */
#include "check.h"

int main(void) {
    tr_window *window = NULL;
    tr_view *root = NULL, *plain = NULL, *tap = NULL, *control = NULL, *scroll = NULL, *pager = NULL;
    tr_size size = {400, 300};
    OK(tr_window_create("main", size, &window));
    OK(tr_window_root(window, &root));

    tr_view_kind kind;
    OK(tr_view_kind_of(root, &kind));
    CHECK(kind == TR_VIEW_WINDOW);

    tr_rect full = {0, 0, 400, 300};
    OK(tr_view_create(window, TR_VIEW_SCROLL, "list", full, &scroll));
    OK(tr_view_create(window, TR_VIEW_PLAIN, "plain", (tr_rect){0, 0, 10, 10}, &plain));
    OK(tr_view_create(window, TR_VIEW_TAP, "row0", (tr_rect){0, 0, 400, 50}, &tap));
    OK(tr_view_create(window, TR_VIEW_CONTROL, "button", (tr_rect){0, 60, 100, 40}, &control));
    OK(tr_view_create(window, TR_VIEW_PAGER, "pager", full, &pager));
    OK(tr_view_kind_of(tap, &kind));
    CHECK(kind == TR_VIEW_TAP);
    OK(tr_view_kind_of(control, &kind));
    CHECK(kind == TR_VIEW_CONTROL);
    OK(tr_view_kind_of(pager, &kind));
    CHECK(kind == TR_VIEW_PAGER);

    const char *name = NULL;
    OK(tr_view_name(tap, &name));
    CHECK(name && strcmp(name, "row0") == 0);

    /* The tree: root ⊃ scroll ⊃ {row0, button}; order back to front. */
    OK(tr_view_add_subview(root, scroll));
    OK(tr_view_add_subview(scroll, control));
    OK(tr_view_insert_subview(scroll, tap, 0));
    size_t count = 0;
    OK(tr_view_subview_count(scroll, &count));
    CHECK(count == 2);
    tr_view *first = NULL;
    OK(tr_view_subview_at(scroll, 0, &first));
    CHECK(first == tap);
    tr_view *parent = NULL;
    OK(tr_view_superview(tap, &parent));
    CHECK(parent == scroll);
    OK(tr_view_superview(plain, &parent));
    CHECK(parent == NULL);

    /* A view cannot contain itself or an ancestor. */
    FAILS(tr_view_add_subview(tap, scroll), TR_ERROR_INVALID_ARGUMENT, "cannot contain itself");
    FAILS(tr_view_add_subview(scroll, scroll), TR_ERROR_INVALID_ARGUMENT, "cannot contain itself");
    FAILS(tr_view_add_subview(scroll, root), TR_ERROR_WRONG_KIND, "window");

    /* Geometry follows the content offset. */
    OK(tr_scroll_set_content_size(scroll, (tr_size){400, 1000}));
    OK(tr_scroll_set_content_offset(scroll, (tr_point){0, 30}, false));
    tr_rect bounds;
    OK(tr_view_bounds(scroll, &bounds));
    CHECK(CLOSE_TO(bounds.y, 30) && CLOSE_TO(bounds.height, 300));
    tr_point in_window;
    OK(tr_view_convert_point(control, (tr_point){0, 0}, NULL, &in_window));
    CHECK(CLOSE_TO(in_window.x, 0) && CLOSE_TO(in_window.y, 30));
    /* NULL `from` is window points too: the way back. */
    tr_point in_control;
    OK(tr_view_convert_point(NULL, in_window, control, &in_control));
    CHECK(CLOSE_TO(in_control.x, 0) && CLOSE_TO(in_control.y, 0));
    OK(tr_view_convert_point(NULL, (tr_point){5, 7}, NULL, &in_control));
    CHECK(CLOSE_TO(in_control.x, 5) && CLOSE_TO(in_control.y, 7));
    tr_rect frame;
    OK(tr_view_set_frame(control, (tr_rect){10, 60, 100, 40}));
    OK(tr_view_frame(control, &frame));
    CHECK(CLOSE_TO(frame.x, 10) && CLOSE_TO(frame.width, 100));

    /* Hit testing: a scroll view answers for its content. */
    tr_view *hit = NULL;
    OK(tr_window_hit_test(window, (tr_point){20, 50}, &hit));
    CHECK(hit == scroll);
    OK(tr_view_set_flag(scroll, TR_FLAG_SCROLL_ENABLED, false));
    OK(tr_window_hit_test(window, (tr_point){20, 50}, &hit));
    CHECK(hit == control);
    OK(tr_view_set_flag(control, TR_FLAG_HIDDEN, true));
    OK(tr_window_hit_test(window, (tr_point){20, 50}, &hit));
    CHECK(hit == scroll);
    OK(tr_window_hit_test(window, (tr_point){500, 50}, &hit));
    CHECK(hit == NULL);

    /* Flags read back; scroll flags need a scroll view. */
    bool value = true;
    OK(tr_view_get_flag(control, TR_FLAG_CANCELLABLE_BY_SCROLLING, &value));
    CHECK(value == false);
    OK(tr_view_get_flag(tap, TR_FLAG_CANCELLABLE_BY_SCROLLING, &value));
    CHECK(value == true);
    OK(tr_view_get_flag(scroll, TR_FLAG_DELAYS_CONTENT_TOUCHES, &value));
    CHECK(value == true);
    OK(tr_view_set_flag(scroll, TR_FLAG_PAGING_ENABLED, true));
    OK(tr_view_get_flag(scroll, TR_FLAG_PAGING_ENABLED, &value));
    CHECK(value == true);
    FAILS(tr_view_set_flag(tap, TR_FLAG_BOUNCES, false), TR_ERROR_WRONG_KIND, "row0");
    FAILS(tr_view_set_flag(tap, (tr_view_flag)99, false), TR_ERROR_INVALID_ARGUMENT, "99");

    /* Finding views by name. */
    tr_view *found = NULL;
    OK(tr_window_find_view(window, "button", &found));
    CHECK(found == control);
    FAILS(tr_window_find_view(window, "nothing", &found), TR_ERROR_NOT_FOUND, "nothing");

    /* Removing and destroying. */
    OK(tr_view_remove_from_superview(tap));
    OK(tr_view_subview_count(scroll, &count));
    CHECK(count == 1);
    OK(tr_view_destroy(tap));
    FAILS(tr_view_name(tap, &name), TR_ERROR_STALE_HANDLE, "destroyed");
    FAILS(tr_view_destroy(root), TR_ERROR_WRONG_KIND, "tr_window_destroy");

    /* Views of another window stay out. */
    tr_window *other = NULL;
    tr_view *stranger = NULL;
    OK(tr_window_create(NULL, size, &other));
    OK(tr_view_create(other, TR_VIEW_PLAIN, "stranger", full, &stranger));
    FAILS(tr_view_add_subview(scroll, stranger), TR_ERROR_STATE, "another window");
    OK(tr_window_destroy(other));
    FAILS(tr_view_name(stranger, &name), TR_ERROR_STALE_HANDLE, "destroyed");

    OK(tr_window_destroy(window));
    FAILS(tr_window_root(window, &root), TR_ERROR_STALE_HANDLE, "destroyed");
    FAILS(tr_view_frame(control, &frame), TR_ERROR_STALE_HANDLE, "destroyed");
    return check_summary("views_test");
}

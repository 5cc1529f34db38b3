/*
 * A zooming scroll view reports its scale to the scroll callback: zooming
 * with tr_scroll_set_zoom_scale and tr_scroll_zoom_to gives records whose
 * zoom is the new scale.
 */
#include "check.h"

typedef struct heard {
    int count;
    tr_scroll_change last;
} heard;

static void hear(void *user_data, const tr_scroll_change *change) {
    heard *log = user_data;
    log->count++;
    log->last = *change;
}

int main(void) {
    tr_window *window;
    tr_view *root, *photo;
    OK(tr_window_create("zoom", (tr_size){400, 400}, &window));
    OK(tr_window_root(window, &root));
    OK(tr_view_create(window, TR_VIEW_SCROLL, "photo", (tr_rect){0, 0, 400, 400}, &photo));
    OK(tr_view_add_subview(root, photo));
    OK(tr_scroll_set_content_size(photo, (tr_size){400, 400}));
    OK(tr_scroll_set_zoom_range(photo, 1, 4));
    heard log = {0, {0}};
    OK(tr_window_on_scroll(window, hear, &log));

    OK(tr_scroll_set_zoom_scale(photo, 2, false));
    CHECK(log.count > 0 && log.last.view == photo && CLOSE_TO(log.last.zoom, 2));

    OK(tr_scroll_set_zoom_scale(photo, 1, false));
    CHECK(CLOSE_TO(log.last.zoom, 1));
    OK(tr_scroll_zoom_to(photo, 2.5, (tr_point){100, 100}, false));
    CHECK(CLOSE_TO(log.last.zoom, 2.5));
    double scale = 0;
    OK(tr_scroll_zoom_scale(photo, &scale));
    CHECK(scale == 2.5);
    OK(tr_window_destroy(window));
    return check_summary("zoom_test");
}

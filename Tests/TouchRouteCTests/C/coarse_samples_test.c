/*
 * coarse_samples_test.c: a host that samples a finger coarsely (a toolkit
 * that reads input once per display frame) is decided as one that samples
 * it finely. On the default layout, a 300 pt swipe 25° off horizontal sent
 * in 5, 10, 20 or 40 frames turns the page every time: the list declines it
 * where the line between two samples first passes the list's pan start
 * across, not at a sample that has already jumped past the list's threshold
 * and the pager's at once. The same through a session's host frames. Judged
 * at the samples alone (TR_DECISION_SAMPLING_SAMPLES), the 10-frame swipe
 * scrolls the list instead, as it did before decision points: the
 * anchor. A host view hears the decision points as moves, flagged, and a
 * layout file's `decisions: samples` chooses the samples.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <unistd.h>

#include "check.h"

/* What one swipe did. */
typedef struct swipe_outcome {
    int deliveries, interpolated;
    int pager_takeovers, list_takeovers;
    /* The first decision point's time and place; time -1 when none. */
    double first_interpolated_time, first_interpolated_x, first_interpolated_y;
    double list_y;
} swipe_outcome;

static void on_delivery(void *user_data, const tr_delivery *d) {
    swipe_outcome *o = user_data;
    o->deliveries++;
    if (!d->interpolated) return;
    if (o->interpolated++ == 0) {
        o->first_interpolated_time = d->time;
        o->first_interpolated_x = d->x;
        o->first_interpolated_y = d->y;
    }
}

static void on_decision(void *user_data, const tr_decision *d) {
    swipe_outcome *o = user_data;
    if (d->outcome != TR_OUTCOME_TAKEN_OVER) return;
    if (strcmp(d->view_name, "pager") == 0) o->pager_takeovers++;
    if (strcmp(d->view_name, "list0") == 0) o->list_takeovers++;
}

static void on_scroll(void *user_data, const tr_scroll_change *s) {
    if (strcmp(s->view_name, "list0") == 0) ((swipe_outcome *)user_data)->list_y = s->y;
}

/* The swipe: from (650, 350), 300 pt at 25° above the leftward horizontal, in 0.2 s. */
static const double start_x = 650, start_y = 350, length = 300, duration = 0.2;
#define PI 3.14159265358979323846
/* ScrollView.standardPanDeclineDominance. */
#define TR_DEFAULT_DECLINE_RATIO 1.1

static tr_contact swipe_contact(int frame, int frames, tr_phase phase) {
    double f = frame > frames ? 1 : (double)frame / frames;
    double angle = 25 * PI / 180;
    return contact(1, phase, start_x - f * length * cos(angle), start_y - f * length * sin(angle));
}

static tr_phase swipe_phase(int frame, int frames) {
    return frame == 0 ? TR_PHASE_BEGAN : frame > frames ? TR_PHASE_ENDED : TR_PHASE_MOVED;
}

static tr_window *listened_layout(swipe_outcome *o) {
    *o = (swipe_outcome){0, 0, 0, 0, -1, 0, 0, 0};
    tr_window *window = NULL;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    OK(tr_window_on_delivery(window, on_delivery, o));
    OK(tr_window_on_decision(window, on_decision, o));
    OK(tr_window_on_scroll(window, on_scroll, o));
    return window;
}

/*
 * The touch-down, `frames` moves evenly along the swipe, one frame apart,
 * and the lift a frame after the last, each a frame of its own, from a
 * second after the window's clock; then the window settles.
 */
static void swipe(tr_window *window, int frames) {
    double interval = duration / frames, start = 0;
    OK(tr_window_now(window, &start));
    start += 1;
    for (int frame = 0; frame <= frames + 1; frame++) {
        tr_contact c = swipe_contact(frame, frames, swipe_phase(frame, frames));
        OK(tr_window_handle_frame(window, start + frame * interval, &c, 1));
    }
    OK(tr_window_settle(window, 10, NULL));
}

static int32_t shown_page(tr_window *window) {
    int32_t page = -1;
    OK(tr_window_current_page(window, &page, NULL));
    return page;
}

static void every_sampling_of_the_swipe_turns_the_page(void) {
    const int counts[] = {5, 10, 20, 40};
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        int frames = counts[i];
        swipe_outcome o;
        tr_window *window = listened_layout(&o);
        tr_decision_sampling sampling = TR_DECISION_SAMPLING_SAMPLES;
        OK(tr_window_decision_sampling(window, &sampling));
        CHECK(sampling == TR_DECISION_SAMPLING_PATH);
        swipe(window, frames);
        int32_t page = shown_page(window);
        printf("%d frames on the path: page %d, list0 at %.17g, %d decision point(s) first at (%.17g, %.17g)\n",
               frames, (int)page, o.list_y, o.interpolated, o.first_interpolated_x, o.first_interpolated_y);
        CHECK(page == 1);
        CHECK(o.pager_takeovers == 1);
        CHECK(o.list_takeovers == 0);
        CHECK(o.list_y == 0);
        /* The decisions came between samples, at points the host never sent:
           the first where the finger passed the list's pan start across
           (10 pt, just past it), whatever the frame count. */
        CHECK(o.interpolated >= 1);
        CHECK(fabs(o.first_interpolated_x - (start_x - 10)) < 1e-6);
        double frame_number = (o.first_interpolated_time - 1) / (duration / frames); /* the window starts at 0 */
        CHECK(frame_number > 0 && frame_number != floor(frame_number));
        OK(tr_window_destroy(window));
    }
}

static void at_the_samples_the_ten_frame_swipe_scrolls_the_list(void) {
    swipe_outcome o;
    tr_window *window = listened_layout(&o);
    OK(tr_window_set_decision_sampling(window, TR_DECISION_SAMPLING_SAMPLES));
    tr_decision_sampling sampling = TR_DECISION_SAMPLING_PATH;
    OK(tr_window_decision_sampling(window, &sampling));
    CHECK(sampling == TR_DECISION_SAMPLING_SAMPLES);
    swipe(window, 10);
    int32_t page = shown_page(window);
    printf("10 frames at the samples: page %d, list0 at %.17g\n", (int)page, o.list_y);
    CHECK(page == 0);
    CHECK(o.list_takeovers == 1);
    CHECK(o.pager_takeovers == 0);
    CHECK(o.list_y > 100);
    CHECK(o.interpolated == 0);
    /* Back on the path, the same window's next swipe turns the page. */
    OK(tr_window_set_decision_sampling(window, TR_DECISION_SAMPLING_PATH));
    OK(tr_window_show_page(window, 0));
    o.list_takeovers = 0;
    swipe(window, 10);
    CHECK(shown_page(window) == 1);
    CHECK(o.list_takeovers == 0);
    OK(tr_window_destroy(window));
}

static void the_session_decides_host_frames_on_the_path(void) {
    const int counts[] = {5, 10, 20, 40};
    for (size_t i = 0; i < 2 * sizeof counts / sizeof counts[0]; i++) {
        int frames = counts[i % 4];
        bool at_samples = i >= 4;
        swipe_outcome o;
        tr_window *window = listened_layout(&o);
        if (at_samples) OK(tr_window_set_decision_sampling(window, TR_DECISION_SAMPLING_SAMPLES));
        tr_session *session = NULL;
        OK(tr_session_create(window, &session));
        /* Stamped with the session's clock, the frames come microseconds
           apart: where the samples lie decides, and the lift is too soon
           after them for a velocity (so no page turns; the decision shows). */
        for (int frame = 0; frame <= frames + 1; frame++) {
            tr_contact c = swipe_contact(frame, frames, swipe_phase(frame, frames));
            OK(tr_session_handle_frame(session, &c, 1));
        }
        if (at_samples && frames <= 10) {
            CHECK(o.list_takeovers == 1);
            CHECK(o.pager_takeovers == 0);
        } else if (!at_samples) {
            CHECK(o.pager_takeovers == 1);
            CHECK(o.list_takeovers == 0);
            CHECK(o.interpolated >= 1);
        }
        OK(tr_session_destroy(session));
        OK(tr_window_destroy(window));
    }
}

static void a_stricter_decline_ratio_keeps_the_swipe_for_a_list(void) {
    /* 25° off horizontal goes cot 25° ≈ 2.1 times as far across a vertical
       list as along it: past the default 1.1, so a lone list declines it
       (nothing scrolls), short of 3, so with 3 the list scrolls. */
    const double ratios[] = {TR_DEFAULT_DECLINE_RATIO, 3};
    for (int i = 0; i < 2; i++) {
        swipe_outcome o;
        tr_window *window = NULL;
        tr_view *root = NULL, *list = NULL;
        OK(tr_window_create("lone list", (tr_size){800, 480}, &window));
        OK(tr_window_on_decision(window, on_decision, &o));
        OK(tr_window_on_scroll(window, on_scroll, &o));
        OK(tr_window_root(window, &root));
        OK(tr_view_create(window, TR_VIEW_SCROLL, "list0", (tr_rect){0, 0, 800, 480}, &list));
        OK(tr_scroll_set_content_size(list, (tr_size){800, 4000}));
        OK(tr_view_add_subview(root, list));
        OK(tr_scroll_set_pan_decline_dominance(list, ratios[i]));
        o = (swipe_outcome){0, 0, 0, 0, -1, 0, 0, 0};
        swipe(window, 10);
        CHECK(o.list_takeovers == i);
        CHECK(i == 0 ? o.list_y == 0 : o.list_y > 0);
        OK(tr_window_destroy(window));
    }
}

/* The touches a host view heard moving, and how many of them were decision points. */
typedef struct host_moves {
    int moved, interpolated;
} host_moves;

static void host_touches(void *user_data, tr_view *view, tr_phase phase, const tr_touch *touches, size_t count,
                         double time) {
    (void)view;
    (void)time;
    host_moves *moves = user_data;
    if (phase != TR_PHASE_MOVED) return;
    for (size_t i = 0; i < count; i++) {
        moves->moved++;
        if (touches[i].interpolated) moves->interpolated++;
    }
}

static void a_host_view_hears_the_decision_point_flagged(void) {
    tr_window *window = NULL;
    tr_view *root = NULL, *list = NULL, *widget = NULL;
    host_moves moves = {0, 0};
    tr_host_callbacks callbacks = {NULL, host_touches};
    OK(tr_window_create("host", (tr_size){400, 400}, &window));
    OK(tr_window_root(window, &root));
    OK(tr_view_create(window, TR_VIEW_SCROLL, "list", (tr_rect){0, 0, 400, 400}, &list));
    OK(tr_scroll_set_content_size(list, (tr_size){400, 4000}));
    OK(tr_view_set_flag(list, TR_FLAG_DELAYS_CONTENT_TOUCHES, false));
    OK(tr_host_view_create(window, "widget", (tr_rect){0, 0, 400, 400}, &callbacks, &moves, &widget));
    OK(tr_view_add_subview(list, widget));
    OK(tr_view_add_subview(root, list));
    /* Up 40 pt in one sample: the list's pan start is passed at 10, between. */
    tr_contact down = contact(1, TR_PHASE_BEGAN, 200, 300), up = contact(1, TR_PHASE_MOVED, 200, 260);
    OK(tr_window_handle_frame(window, 1, &down, 1));
    OK(tr_window_handle_frame(window, 1.05, &up, 1));
    CHECK(moves.moved == 1);
    CHECK(moves.interpolated == 1);
    OK(tr_window_destroy(window));
}

static void a_layout_file_chooses_the_sampling(void) {
    char path[] = "/tmp/touchroute-decisions-XXXXXX";
    int descriptor = mkstemp(path);
    CHECK(descriptor >= 0);
    if (descriptor < 0) return;
    const char *text = "decisions: samples\nviews:\n  - {type: scroll, name: list0, frame: [0, 0, 800, 480]}\n";
    CHECK(write(descriptor, text, strlen(text)) == (ssize_t)strlen(text));
    close(descriptor);
    tr_window *window = NULL;
    OK(tr_window_load_layout(path, (tr_size){0, 0}, &window));
    tr_decision_sampling sampling = TR_DECISION_SAMPLING_PATH;
    OK(tr_window_decision_sampling(window, &sampling));
    CHECK(sampling == TR_DECISION_SAMPLING_SAMPLES);
    OK(tr_window_destroy(window));
    unlink(path);
}

int main(void) {
    every_sampling_of_the_swipe_turns_the_page();
    at_the_samples_the_ten_frame_swipe_scrolls_the_list();
    the_session_decides_host_frames_on_the_path();
    a_stricter_decline_ratio_keeps_the_swipe_for_a_list();
    a_host_view_hears_the_decision_point_flagged();
    a_layout_file_chooses_the_sampling();
    return check_summary("coarse_samples_test");
}

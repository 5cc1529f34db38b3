/*
 * frames_test.c: input as toolkits send it. A tap that begins and ends in one
 * frame, an id repeated in a frame, samples batched with their own times
 * (tr_window_handle_samples), and a single-touch row inside a list.
 */
#include <stdlib.h>

#include "check.h"

/* Everything a window reports, as text, in order. */
typedef struct transcript {
    char *text;
    size_t length, capacity;
    int taps, problems, multiple_touch_withheld, blocked;
} transcript;

static void append(transcript *t, const char *line) {
    size_t n = strlen(line);
    if (t->length + n + 1 > t->capacity) {
        t->capacity = (t->length + n + 1) * 2;
        t->text = realloc(t->text, t->capacity);
    }
    memcpy(t->text + t->length, line, n + 1);
    t->length += n;
}

static void on_delivery(void *user_data, const tr_delivery *d) {
    char line[256];
    snprintf(line, sizeof line, "delivery %.17g #%lld %d (%.17g, %.17g) %s\n", d->time, (long long)d->touch,
             (int)d->phase, d->x, d->y, d->view_name);
    append(user_data, line);
}

static void on_decision(void *user_data, const tr_decision *d) {
    transcript *t = user_data;
    char line[512];
    snprintf(line, sizeof line, "decision %.17g #%lld %s %s %s (%.17g, %.17g) %.17g %.17g %s\n", d->time,
             (long long)d->touch, d->view_name, d->rule, d->outcome_name, d->dx, d->dy, d->threshold_x,
             d->threshold_y, d->target_name ? d->target_name : "-");
    append(t, line);
    if (strcmp(d->rule, "multiple-touch") == 0 && d->outcome == TR_OUTCOME_WITHHELD && d->target_name &&
        strcmp(d->target_name, "list0.row1") == 0) {
        t->multiple_touch_withheld++;
    }
    if (d->outcome == TR_OUTCOME_BLOCKED_BY_MULTITOUCH) t->blocked++;
}

static void on_scroll(void *user_data, const tr_scroll_change *s) {
    char line[256];
    snprintf(line, sizeof line, "scroll %.17g %s (%.17g, %.17g)\n", s->time, s->view_name, s->x, s->y);
    append(user_data, line);
}

static void on_tap(void *user_data, const tr_tap *tap) {
    char line[256];
    snprintf(line, sizeof line, "tap %.17g #%lld %s %d\n", tap->time, (long long)tap->touch, tap->view_name,
             (int)tap->tap_count);
    append(user_data, line);
    ((transcript *)user_data)->taps++;
}

static void on_problem(void *user_data, const tr_problem *p) {
    char line[512];
    snprintf(line, sizeof line, "problem %.17g %s\n", p->time, p->message);
    append(user_data, line);
    ((transcript *)user_data)->problems++;
}

static tr_window *listened_layout(transcript *t) {
    tr_window *window = NULL;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    OK(tr_window_on_delivery(window, on_delivery, t));
    OK(tr_window_on_decision(window, on_decision, t));
    OK(tr_window_on_scroll(window, on_scroll, t));
    OK(tr_window_on_tap(window, on_tap, t));
    OK(tr_window_on_problem(window, on_problem, t));
    return window;
}

/* How many times `needle` occurs in `text`. */
static int occurrences(const char *text, const char *needle) {
    int count = 0;
    for (const char *at = strstr(text, needle); at; at = strstr(at + 1, needle)) count++;
    return count;
}

/* A swipe from (600, 200) to (200, 204) in 0.15 s at 120 Hz, from `start`. */
static void swipe(tr_window *window, double start, int64_t id) {
    for (int step = 0; step <= 18; step++) {
        double f = step / 18.0;
        tr_contact c = contact(id, step == 0 ? TR_PHASE_BEGAN : TR_PHASE_MOVED, 600 - 400 * f, 200 + 4 * f);
        OK(tr_window_handle_frame(window, start + step / 120.0, &c, 1));
    }
    tr_contact lift = contact(id, TR_PHASE_ENDED, 200, 204);
    OK(tr_window_handle_frame(window, start + 19 / 120.0, &lift, 1));
    OK(tr_window_settle(window, 10, NULL));
}

static void a_tap_in_one_frame_taps_the_row_and_the_next_swipe_pages(void) {
    transcript t = {0};
    tr_window *window = listened_layout(&t);
    tr_contact tap[2] = {contact(7, TR_PHASE_BEGAN, 400, 100), contact(7, TR_PHASE_ENDED, 400, 100)};
    OK(tr_window_handle_frame(window, 1, tap, 2));
    size_t down = 99;
    OK(tr_window_active_touch_count(window, &down));
    CHECK(down == 0);
    CHECK(t.taps == 1);
    CHECK(strstr(t.text, "tap 1 #1 list0.row1 1\n") != NULL);
    swipe(window, 2, 8);
    int32_t page = -1, pages = 0;
    OK(tr_window_current_page(window, &page, &pages));
    CHECK(page == 1);
    CHECK(t.blocked == 0);
    CHECK(t.problems == 0);
    /* Began, ended, began, ended in one frame: two taps with the same id. */
    tr_contact twice[4] = {tap[0], tap[1], tap[0], tap[1]};
    OK(tr_window_handle_frame(window, 20, twice, 4));
    CHECK(t.taps == 3); /* page 1 shows list1: a tap, then a double tap's second */
    CHECK(strstr(t.text, "tap 20 #3 list1.row1 1\n") != NULL);
    CHECK(strstr(t.text, "tap 20 #4 list1.row1 2\n") != NULL);
    OK(tr_window_destroy(window));
    free(t.text);
}

static void samples_keep_their_times_and_bad_ones_are_reported(void) {
    transcript t = {0};
    tr_window *window = listened_layout(&t);
    tr_sample samples[4] = {
        {1.00, contact(0, TR_PHASE_BEGAN, 600, 200)},
        {1.02, contact(0, TR_PHASE_MOVED, 590, 200)},
        {1.01, contact(0, TR_PHASE_MOVED, 580, 200)}, /* goes back: reported, routed at 1.02 */
        {1.04, contact(0, TR_PHASE_ENDED, 570, 200)},
    };
    OK(tr_window_handle_samples(window, samples, 4));
    CHECK(t.problems == 1);
    CHECK(strstr(t.text, "sample time 1.01 s is before the previous sample's 1.02 s") != NULL);
    CHECK(strstr(t.text, "delivery 1 #1 0 (600, 200) pager\n") != NULL);
    CHECK(strstr(t.text, "delivery 1.02 #1 1 (580, 200) pager\n") != NULL);
    CHECK(strstr(t.text, "delivery 1.04 #1 3 (570, 200) pager\n") != NULL);
    double now = 0;
    OK(tr_window_now(window, &now));
    CHECK(now == 1.04);
    size_t down = 99;
    OK(tr_window_active_touch_count(window, &down));
    CHECK(down == 0);
    samples[1].time = NAN;
    FAILS(tr_window_handle_samples(window, samples, 4), TR_ERROR_INVALID_ARGUMENT, "samples[1].time is nan");
    FAILS(tr_window_handle_samples(window, NULL, 1), TR_ERROR_NULL, "samples");
    OK(tr_window_handle_samples(window, NULL, 0));
    OK(tr_window_destroy(window));
    free(t.text);
}

/* The second finger on a row that takes one touch at a time, inside a list in a pager. */
static void multiple_touch_disabled_on_a_row_in_a_list(void) {
    transcript t = {0};
    tr_window *window = listened_layout(&t);
    tr_view *row = NULL;
    OK(tr_window_find_view(window, "list0.row1", &row));
    OK(tr_view_set_flag(row, TR_FLAG_MULTIPLE_TOUCH_ENABLED, false));
    tr_contact first = contact(0, TR_PHASE_BEGAN, 300, 100);
    OK(tr_window_handle_frame(window, 1, &first, 1));
    tr_contact second = contact(1, TR_PHASE_BEGAN, 500, 110);
    OK(tr_window_handle_frame(window, 1.3, &second, 1)); /* the row has the first by now */
    tr_contact lifts[2] = {contact(0, TR_PHASE_ENDED, 300, 100), contact(1, TR_PHASE_ENDED, 500, 110)};
    OK(tr_window_handle_frame(window, 1.5, lifts, 2));
    CHECK(t.multiple_touch_withheld == 1);
    CHECK(strstr(t.text, "decision 1.3 #2 list0 multiple-touch withheld") != NULL);
    CHECK(occurrences(t.text, "#2 0 (500, 110) list0.row1") == 0);
    CHECK(occurrences(t.text, "#1 0 (300, 100) list0.row1") == 1);
    /* Each touch ends once at each view that got its began: no cancel, one end each. */
    CHECK(occurrences(t.text, "#1 3 (300, 100) list0.row1\n") == 1);
    CHECK(occurrences(t.text, "#1 3 ") == occurrences(t.text, "#1 0 "));
    CHECK(occurrences(t.text, "#2 3 ") == occurrences(t.text, "#2 0 "));
    CHECK(occurrences(t.text, " 4 (") == 0);
    size_t down = 99;
    OK(tr_window_active_touch_count(window, &down));
    CHECK(down == 0);
    OK(tr_window_destroy(window));
    free(t.text);
}

enum { SAMPLE_CAPACITY = 512 };

/* A flick with a second finger tapping during it, then a slow vertical drag,
 * at 240 Hz from t = 1: samples in time order, fingers at one time together. */
static size_t gesture_samples(tr_sample *samples) {
    size_t count = 0;
    for (int tick = 0; tick <= 72; tick++) {
        double time = 1 + tick / 240.0;
        double f = tick / 48.0 > 1 ? 1 : tick / 48.0;
        double eased = f * f * (3 - 2 * f);
        tr_phase phase = tick == 0 ? TR_PHASE_BEGAN : tick == 49 ? TR_PHASE_ENDED : TR_PHASE_MOVED;
        if (tick <= 49) samples[count++] = (tr_sample){time, contact(0, phase, 650 - 450 * eased, 220 + 9 * eased)};
        if (tick == 10) samples[count++] = (tr_sample){time, contact(1, TR_PHASE_BEGAN, 300, 380)};
        if (tick == 13) samples[count++] = (tr_sample){time, contact(1, TR_PHASE_ENDED, 300, 380)};
    }
    for (int tick = 0; tick <= 120; tick++) {
        double time = 3 + tick / 240.0;
        tr_phase phase = tick == 0 ? TR_PHASE_BEGAN : tick == 120 ? TR_PHASE_ENDED : TR_PHASE_MOVED;
        samples[count++] = (tr_sample){time, contact(2, phase, 400 + 0.2 * tick, 400 - 2.5 * (tick < 110 ? tick : 110))};
    }
    return count;
}

/* The same samples, one tr_window_handle_frame per sample time, and batched
 * into 30 Hz frames with tr_window_handle_samples: the same transcript. */
static void batching_does_not_change_routing(void) {
    static tr_sample samples[SAMPLE_CAPACITY];
    size_t count = gesture_samples(samples);
    transcript one = {0}, batched = {0};

    tr_window *window = listened_layout(&one);
    for (size_t start = 0; start < count;) {
        tr_contact contacts[4];
        size_t n = 0;
        while (start + n < count && samples[start + n].time == samples[start].time) {
            contacts[n] = samples[start + n].contact;
            n++;
        }
        OK(tr_window_handle_frame(window, samples[start].time, contacts, n));
        start += n;
    }
    OK(tr_window_settle(window, 10, NULL));
    OK(tr_window_destroy(window));

    window = listened_layout(&batched);
    size_t start = 0;
    for (int frame = 30; start < count; frame++) {
        double frame_time = frame / 30.0;
        size_t n = 0;
        while (start + n < count && samples[start + n].time <= frame_time) n++;
        OK(tr_window_handle_samples(window, samples + start, n));
        OK(tr_window_advance_time(window, frame_time));
        start += n;
    }
    OK(tr_window_settle(window, 10, NULL));
    OK(tr_window_destroy(window));

    CHECK(one.length > 1000);
    CHECK(strstr(one.text, "decision") != NULL);
    CHECK(strcmp(one.text, batched.text) == 0);
    if (strcmp(one.text, batched.text) != 0) {
        size_t at = 0;
        while (one.text[at] == batched.text[at]) at++;
        while (at > 0 && one.text[at - 1] != '\n') at--;
        fprintf(stderr, "first difference:\n  one per frame: %.200s\n  batched:       %.200s\n", one.text + at,
                batched.text + at);
    }
    free(one.text);
    free(batched.text);
}

int main(void) {
    a_tap_in_one_frame_taps_the_row_and_the_next_swipe_pages();
    samples_keep_their_times_and_bad_ones_are_reported();
    multiple_touch_disabled_on_a_row_in_a_list();
    batching_does_not_change_routing();
    return check_summary("frames_test");
}

/*
 * A recognizer of the host's own kind: "scrub", continuous, begins once a
 * finger has travelled 30 pt from where it came down, changes with each move
 * after, and ends when it lifts; a finger that lifts sooner fails it. It is
 * made with tr_recognizer_create_custom and moved with
 * tr_recognizer_transition from its own callbacks, and every record names
 * its kind "scrub".
 */
#include "check.h"
#include "gesture_log.h"

typedef struct scrub {
    double start_x, start_y;
    int began, moved, ended, cancelled, resets;
    tr_status refused; /* what an illegal transition gave */
} scrub;

static void scrub_began(void *data, tr_recognizer *recognizer, const tr_touch *touches, size_t count, double time) {
    scrub *s = data;
    (void)recognizer, (void)time;
    CHECK(count == 1);
    s->began++;
    s->start_x = touches[0].window_x;
    s->start_y = touches[0].window_y;
}

static void scrub_moved(void *data, tr_recognizer *recognizer, const tr_touch *touches, size_t count, double time) {
    scrub *s = data;
    (void)time;
    CHECK(count == 1);
    s->moved++;
    double travel = hypot(touches[0].window_x - s->start_x, touches[0].window_y - s->start_y);
    tr_gesture_state state = state_of(recognizer);
    if (state == TR_GESTURE_POSSIBLE && travel >= 30) {
        OK(tr_recognizer_transition(recognizer, TR_GESTURE_BEGAN));
    } else if (state == TR_GESTURE_BEGAN || state == TR_GESTURE_CHANGED) {
        OK(tr_recognizer_transition(recognizer, TR_GESTURE_CHANGED));
    }
}

static void scrub_ended(void *data, tr_recognizer *recognizer, const tr_touch *touches, size_t count, double time) {
    scrub *s = data;
    (void)touches, (void)count, (void)time;
    s->ended++;
    tr_gesture_state state = state_of(recognizer);
    OK(tr_recognizer_transition(recognizer, state == TR_GESTURE_POSSIBLE ? TR_GESTURE_FAILED : TR_GESTURE_ENDED));
    /* A discrete state for a continuous recognizer is refused, and changes nothing. */
    s->refused = tr_recognizer_transition(recognizer, TR_GESTURE_RECOGNIZED);
}

static void scrub_cancelled(void *data, tr_recognizer *recognizer, const tr_touch *touches, size_t count,
                            double time) {
    scrub *s = data;
    (void)touches, (void)count, (void)time;
    s->cancelled++;
    tr_gesture_state state = state_of(recognizer);
    OK(tr_recognizer_transition(recognizer, state == TR_GESTURE_POSSIBLE ? TR_GESTURE_FAILED : TR_GESTURE_CANCELLED));
}

static void scrub_reset(void *data, tr_recognizer *recognizer) {
    (void)recognizer;
    ((scrub *)data)->resets++;
}

/* From (x, y) by (dx, dy) in 10 moves 16 ms apart, and up. */
static void drag(tr_window *window, double t, double x, double y, double dx, double dy) {
    tr_contact finger = contact(1, TR_PHASE_BEGAN, x, y);
    OK(tr_window_handle_frame(window, t, &finger, 1));
    finger.phase = TR_PHASE_MOVED;
    for (int step = 1; step <= 10; step++) {
        finger.x = x + dx * step / 10;
        finger.y = y + dy * step / 10;
        OK(tr_window_handle_frame(window, t + 0.016 * step, &finger, 1));
    }
    finger.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, t + 0.2, &finger, 1));
    OK(tr_window_settle(window, t + 1, NULL));
}

int main(void) {
    tr_window *window;
    tr_view *root;
    OK(tr_window_create("custom", (tr_size){400, 400}, &window));
    OK(tr_window_root(window, &root));
    scrub s = {0};
    tr_custom_recognizer_callbacks callbacks = {scrub_began, scrub_moved, scrub_ended, scrub_cancelled, scrub_reset};
    tr_recognizer *recognizer;
    OK(tr_recognizer_create_custom(window, "scrubber", "scrub", true, &callbacks, &s, &recognizer));
    OK(tr_view_add_recognizer(root, recognizer));
    heard log = {0};
    OK(tr_window_on_gesture(window, hear, &log));

    tr_gesture_kind kind;
    OK(tr_recognizer_kind_of(recognizer, &kind));
    CHECK(kind == TR_GESTURE_CUSTOM);
    tr_gesture_change now;
    OK(tr_recognizer_state_of(recognizer, &now));
    CHECK(strcmp(now.kind_name, "scrub") == 0 && now.state == TR_GESTURE_POSSIBLE);

    /* 20 pt: never 30 from the start, so it fails at the lift. */
    drag(window, 1, 100, 100, 20, 0);
    CHECK(s.began == 1 && s.moved == 10 && s.ended == 1 && s.cancelled == 0);
    CHECK(log.count == 1 && log.changes[0].state == TR_GESTURE_FAILED);
    CHECK(s.resets == 1);

    /* 100 pt: it begins at the third move (30 pt), changes with each later one, and ends. */
    drag(window, 3, 100, 100, 100, 0);
    int began = find(&log, 1, "scrubber", TR_GESTURE_BEGAN);
    CHECK(began == 1);
    CHECK(CLOSE_TO(log.changes[began].x, 130));
    CHECK(find(&log, 1, "scrubber", TR_GESTURE_CHANGED) == 2);
    CHECK(log.count == 10 && log.changes[9].state == TR_GESTURE_ENDED);
    for (int i = 0; i < log.count; i++) {
        CHECK(log.changes[i].kind == TR_GESTURE_CUSTOM);
        CHECK(strcmp(log.changes[i].kind_name, "scrub") == 0);
        CHECK(isnan(log.changes[i].scale) && isnan(log.changes[i].translation_x));
    }
    CHECK(s.refused == TR_ERROR_STATE);
    CHECK(s.resets == 2);

    /* Only a custom recognizer is moved from outside, and never with a state out of range. */
    tr_recognizer *pan;
    OK(tr_recognizer_create(window, TR_GESTURE_PAN, "pan", &pan));
    FAILS(tr_recognizer_transition(pan, TR_GESTURE_BEGAN), TR_ERROR_WRONG_KIND, "tr_recognizer_create_custom");
    FAILS(tr_recognizer_transition(recognizer, (tr_gesture_state)42), TR_ERROR_INVALID_ARGUMENT, "42");
    FAILS(tr_recognizer_create(window, TR_GESTURE_CUSTOM, "x", &pan), TR_ERROR_INVALID_ARGUMENT,
          "tr_recognizer_create_custom");
    FAILS(tr_recognizer_create_custom(window, "x", "", false, &callbacks, NULL, &pan), TR_ERROR_INVALID_ARGUMENT,
          "kind_name");
    FAILS(tr_recognizer_create_custom(window, "x", "scrub", false, NULL, NULL, &pan), TR_ERROR_NULL, "callbacks");

    /* Callbacks may be NULL: a recognizer that hears nothing stays possible and fails when its touch lifts. */
    tr_custom_recognizer_callbacks none = {NULL, NULL, NULL, NULL, NULL};
    tr_recognizer *deaf;
    OK(tr_recognizer_create_custom(window, "deaf", "flick", false, &none, NULL, &deaf));
    OK(tr_view_add_recognizer(root, deaf));
    int before = log.count;
    drag(window, 5, 100, 100, 100, 0);
    CHECK(find(&log, before, "deaf", TR_GESTURE_FAILED) >= before);
    OK(tr_window_destroy(window));
    return check_summary("custom_recognizer_test");
}

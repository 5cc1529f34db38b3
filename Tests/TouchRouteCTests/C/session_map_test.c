/*
 * Maps apply to recordings as to touchscreens (issue 25, "tr_session_add_map
 * returns TR_OK but does nothing for recordings"): a flick recorded on a
 * panel, played on Examples/two-panels.yaml, lands on the right screen by a
 * tr_session_add_map rule (its recorded name, vendor:product, or the path it
 * is opened from), by the layout's outputs: alone, and on the whole window
 * when no rule matches it. The first case prints its touches and scrolls, as
 * `touchroute replay --map … --json` does, for CSessionTests to compare.
 */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "check.h"

typedef struct {
    bool print;
    /* The first delivery's time: printed times count from it, as replay's from 0. */
    double first;
    int touches, left, right;
    char views[256];
} landing;

static const char *phase_names[] = {"began", "moved", "stationary", "ended", "cancelled"};

static void on_delivery(void *user_data, const tr_delivery *d) {
    landing *l = user_data;
    if (l->touches == 0) l->first = d->time;
    if (l->print) {
        printf("touch %.3f %lld %s %.3f %.3f %s\n", d->time - l->first, (long long)d->touch, phase_names[d->phase], d->x,
               d->y, d->view_name);
    }
    l->touches++;
    if (d->x < 640) l->left++;
    else l->right++;
    if (strstr(l->views, d->view_name) == NULL && strlen(l->views) + strlen(d->view_name) + 2 < sizeof l->views) {
        strcat(l->views, d->view_name);
        strcat(l->views, " ");
    }
}

static void on_scroll(void *user_data, const tr_scroll_change *c) {
    landing *l = user_data;
    if (l->print) printf("scroll %.3f %s %.3f %.3f\n", c->time - l->first, c->view_name, c->x, c->y);
}

/* What the log said of rules that matched no recorded device. */
static int unmatched_logged;
static char last_unmatched[512];

static void on_log(void *user_data, tr_log_priority priority, const char *message) {
    (void)user_data;
    if (priority == TR_LOG_ERROR && strstr(message, "matches no device of the recording")) {
        unmatched_logged++;
        snprintf(last_unmatched, sizeof last_unmatched, "%s", message);
    }
}

/* Play `recording` on the layout at `layout` with `rules` (NULL-ended). */
static landing play(const char *layout, const char *recording, const char *const *rules, bool print) {
    landing l = {print, 0, 0, 0, 0, ""};
    tr_window *window = NULL;
    tr_session *session = NULL;
    OK(tr_window_load_layout(layout, (tr_size){0, 0}, &window));
    OK(tr_window_on_delivery(window, on_delivery, &l));
    OK(tr_window_on_scroll(window, on_scroll, &l));
    OK(tr_session_create(window, &session));
    for (const char *const *rule = rules; *rule; rule++) OK(tr_session_add_map(session, *rule));
    OK(tr_session_open_recording(session, recording, NULL, 0, NULL));
    tr_input_state state = TR_INPUT_ACTIVE;
    for (int wakeups = 0; state == TR_INPUT_ACTIVE && wakeups < 10000; wakeups++) {
        OK(tr_session_dispatch(session, &state));
    }
    CHECK(state == TR_INPUT_ENDED);
    OK(tr_window_destroy(window));
    return l;
}

/* A copy of the two screens whose right output lists the flick panel. */
static const char *outputs_layout =
    "size: [1280, 480]\n"
    "outputs:\n"
    "  - {name: left, frame: [0, 0, 640, 480]}\n"
    "  - {name: right, frame: [640, 0, 640, 480], devices: ['1d6b:0104']}\n"
    "views:\n"
    "  - {type: scroll, name: leftList, frame: [0, 0, 640, 480], axis: vertical, rows: {count: 50, height: 64}}\n"
    "  - {type: scroll, name: rightList, frame: [640, 0, 640, 480], axis: vertical, rows: {count: 50, height: 64}}\n";

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: session_map_test PACKAGE_ROOT\n");
        return 2;
    }
    char layout[4096], recording[4096], by_path[4200];
    snprintf(layout, sizeof layout, "%s/Examples/two-panels.yaml", argv[1]);
    snprintf(recording, sizeof recording, "%s/Tests/TouchRouteCTests/C/recordings/flick.evemu", argv[1]);
    snprintf(by_path, sizeof by_path, "%s=640x480+640+0", recording);

    /* By the recorded name, as `touchroute replay --map` (printed for the comparison). */
    const char *by_name[] = {"TouchRoute C Flick*=640x480+640+0", NULL};
    landing l = play(layout, recording, by_name, true);
    CHECK(l.touches > 0 && l.left == 0);
    CHECK(strcmp(l.views, "rightPager right0 ") == 0);

    /* By vendor:product, and by the path it is opened from (a node selector). */
    const char *by_id[] = {"1d6b:0104=640x480+640+0", NULL};
    l = play(layout, recording, by_id, false);
    CHECK(l.touches > 0 && l.left == 0);
    const char *by_node[] = {by_path, NULL};
    l = play(layout, recording, by_node, false);
    CHECK(l.touches > 0 && l.left == 0);

    /* The first match wins; a rule matching nothing is passed over, and
       the log says so once for it (a recording's devices are all there is). */
    OK(tr_set_log_handler(on_log, NULL));
    CHECK(unmatched_logged == 0);
    const char *first_wins[] = {"Elo*=640x480+0+0", "1d6b:0104=640x480+640+0", "TouchRoute*=640x480+0+0", NULL};
    l = play(layout, recording, first_wins, false);
    CHECK(l.touches > 0 && l.left == 0);
    CHECK(unmatched_logged == 1 && strstr(last_unmatched, "'Elo*=640x480+0+0'") != NULL);
    CHECK(strstr(last_unmatched, "TouchRoute C Flick Panel") != NULL);
    const char *none[] = {"Elo*=640x480+640+0", NULL};
    l = play(layout, recording, none, false);
    CHECK(l.touches > 0 && l.right == 0); /* the whole window: x 1000 of 4095 is 312.6 of 1280 */
    CHECK(strcmp(l.views, "leftPager left0 ") == 0);
    CHECK(unmatched_logged == 2);
    OK(tr_set_log_handler(NULL, NULL));

    /* A layout's outputs: alone. */
    char written[] = "/tmp/touchroute-outputs-XXXXXX";
    int fd = mkstemp(written);
    CHECK(fd >= 0);
    CHECK(write(fd, outputs_layout, strlen(outputs_layout)) == (ssize_t)strlen(outputs_layout));
    close(fd);
    const char *no_rules[] = {NULL};
    l = play(written, recording, no_rules, false);
    CHECK(l.touches > 0 && l.left == 0);
    CHECK(strcmp(l.views, "rightList ") == 0);

    /* A rule may not overlap an output in part; an identical region is fine. */
    tr_window *window = NULL;
    tr_session *session = NULL;
    OK(tr_window_load_layout(written, (tr_size){0, 0}, &window));
    OK(tr_session_create(window, &session));
    FAILS(tr_session_add_map(session, "Elo*=640x480+320+0"), TR_ERROR_INVALID_ARGUMENT, "output 'left' overlap");
    OK(tr_session_add_map(session, "Elo*=640x480+640+0"));
    OK(tr_window_destroy(window));

    /* Outputs that leave a window smaller than the file planned for: the file is at fault. */
    const char *sizeless = "outputs:\n  - {name: right, frame: [640, 0, 640, 480]}\nviews: []\n";
    fd = open(written, O_WRONLY | O_TRUNC);
    CHECK(fd >= 0);
    CHECK(write(fd, sizeless, strlen(sizeless)) == (ssize_t)strlen(sizeless));
    close(fd);
    FAILS(tr_window_load_layout(written, (tr_size){800, 480}, &window), TR_ERROR_FILE, ":2: output 'right'");
    OK(tr_window_load_layout(written, (tr_size){1280, 480}, &window));
    OK(tr_window_destroy(window));
    unlink(written);
    return check_summary("session_map_test");
}

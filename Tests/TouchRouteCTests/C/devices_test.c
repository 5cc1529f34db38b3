/*
 * Several touchscreens through C: mapping rules (as `touchroute run --map`),
 * following touchscreens, device events and counts. Real devices are read in
 * the kernel tests; here the calls are held to what they accept and refuse.
 */
#include "check.h"

static int device_events = 0;

static void on_device(void *user_data, const tr_device_event *event) {
    (void)user_data;
    (void)event;
    device_events++;
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    tr_window *window = NULL;
    tr_session *session = NULL;
    OK(tr_window_create_default_layout((tr_size){1280, 480}, &window));
    OK(tr_session_create(window, &session));

    /* Rules: two halves side by side, and the same region again (a pen and a touch layer on one panel). */
    OK(tr_session_add_map(session, "touchroute-test-left=640x480+0+0"));
    OK(tr_session_add_map(session, "ILITEK*=640x480+640+0,rotate=180,flip=horizontal"));
    OK(tr_session_add_map(session, "0eef:0001=640x480+640+0"));
    FAILS(tr_session_add_map(session, "Other=640x480+320+0"), TR_ERROR_INVALID_ARGUMENT, "overlap");
    FAILS(tr_session_add_map(session, "Wide=1000x480+640+0"), TR_ERROR_INVALID_ARGUMENT, "1280x480");
    FAILS(tr_session_add_map(session, "NoRegion"), TR_ERROR_INVALID_ARGUMENT, "NoRegion");
    FAILS(tr_session_add_map(session, "Panel=640x480+0+0,rotate=45"), TR_ERROR_INVALID_ARGUMENT, "45");
    FAILS(tr_session_add_map(session, NULL), TR_ERROR_NULL, "rule");

    /* Following touchscreens: none here, so nothing joins and nothing is refused. */
    OK(tr_session_on_device(session, on_device, NULL));
    FAILS(tr_session_follow_touchscreens(session, "", false, NULL), TR_ERROR_INVALID_ARGUMENT, "seat");
    OK(tr_session_follow_touchscreens(session, NULL, false, NULL));
    size_t count = 99;
    OK(tr_session_device_count(session, &count));
    CHECK(count == 0);
    tr_input_state state = TR_INPUT_ENDED;
    OK(tr_session_dispatch(session, &state));
    CHECK(state == TR_INPUT_ACTIVE); /* a session that follows hotplug waits for panels */
    CHECK(device_events == 0);
    FAILS(tr_session_device_count(session, NULL), TR_ERROR_NULL, "count");

    /* Following mice and touchpads too, as `touchroute run` does: none here either. */
    tr_session_destroy(session);
    OK(tr_session_create(window, &session));
    OK(tr_session_set_touchpad(session, false, 6.5));
    FAILS(tr_session_follow_devices(session, NULL, false, NULL, (tr_follow)5), TR_ERROR_INVALID_ARGUMENT, "devices");
    OK(tr_session_follow_devices(session, NULL, false, NULL, TR_FOLLOW_TOUCHSCREENS_AND_POINTERS));
    OK(tr_session_dispatch(session, &state));
    CHECK(state == TR_INPUT_ACTIVE);
    CHECK(device_events == 0);

    /* A recording plays alone. */
    tr_session_destroy(session);
    OK(tr_session_create(window, &session));
    char path[4096];
    snprintf(path, sizeof path, "%s/Tests/TouchRouteEvdevTests/Fixtures/recordings/swipe.evemu", argv[1]);
    OK(tr_session_open_recording(session, path, NULL, 0, NULL));
    FAILS(tr_session_follow_touchscreens(session, NULL, false, NULL), TR_ERROR_STATE, "plays alone");
    FAILS(tr_session_follow_devices(session, NULL, false, NULL, TR_FOLLOW_TOUCHSCREENS), TR_ERROR_STATE, "plays alone");
    FAILS(tr_session_follow_touchscreens(NULL, NULL, false, NULL), TR_ERROR_NULL, "session");
    OK(tr_window_destroy(window));
    return check_summary("devices_test");
}

/*
 * main.c: sdl-viewer's main loop.
 *
 *   ┌──────────────────────────────────────────────────────────────────────┐
 *   │ poll(session fd, until the next frame is due)                        │
 *   │ SDL events ─▶ keys, or mouse/touch ─▶ tr_session_handle_frame        │
 *   │ tr_session_dispatch ─▶ callbacks ─▶ overlay, highlights, stdout      │
 *   │ when a frame is due: (host sync: tr_window_display_frame), draw the  │
 *   │   view tree, the overlay and the status line; screenshot; present    │
 *   └──────────────────────────────────────────────────────────────────────┘
 *
 * The session's one descriptor covers the touchscreen or recording and the
 * router's timers, so waiting on it never misses a due timer; the wait is cut
 * at the next display frame so SDL's events and drawing keep up.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <math.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>
#include <touchroute.h>

#include "tr_check.h"
#include "viewer.h"

/** The router's refresh rate when --refresh-rate is not given (touchroute.h's default), Hz. */
#define DEFAULT_REFRESH_RATE 60.0

static tr_window *create_window(const viewer_options *options)
{
    tr_window *window = NULL;
    tr_size screen = {options->screen_width, options->screen_height};
    if (options->layout_path != NULL)
        TR_CHECK(tr_window_load_layout(options->layout_path, screen, &window));
    else
        TR_CHECK(tr_window_create_default_layout(screen, &window));
    return window;
}

/**
 * Whether the input is over and nothing will move on its own: the recording
 * played (or, with the mouse, no finger is down) and the router has no motion
 * to step and no timer pending. A touchscreen never ends.
 *
 * With the mouse the viewer judges the end itself: a session without device
 * or recording stays TR_INPUT_ACTIVE, since the host may always feed another
 * frame.
 */
static bool is_settled(viewer *v)
{
    if (v->input.kind == INPUT_DEVICE)
        return false;
    if (v->input.kind == INPUT_REPLAY && v->input_state != TR_INPUT_ENDED)
        return false;
    if (v->input.kind == INPUT_MOUSE && v->input.mouse_down)
        return false;
    size_t touches;
    bool needs_frames;
    double deadline;
    TR_CHECK(tr_window_active_touch_count(v->window, &touches));
    TR_CHECK(tr_window_needs_display_frames(v->window, &needs_frames));
    TR_CHECK(tr_window_next_deadline(v->window, &deadline));
    return touches == 0 && !needs_frames && isinf(deadline) && deadline > 0;
}

/** The last line of the log: when the viewer stopped and the page it showed. */
static void log_end(viewer *v)
{
    double now;
    int32_t page, count;
    TR_CHECK(tr_window_now(v->window, &now));
    viewer_current_page(v, &page, &count);
    if (count > 0)
        printf("%.3f s  end  page %d (of 0-%d)\n", now, (int)page, (int)count - 1);
    else
        printf("%.3f s  end\n", now);
    fflush(stdout);
}

static void run(viewer *v)
{
    int fd;
    TR_CHECK(tr_session_fd(v->session, &fd));
    double frame_ms = 1000.0 / v->refresh_rate;
    double next_frame_ms = (double)SDL_GetTicks64();
    long frames = 0;
    for (;;) {
        double now_ms = (double)SDL_GetTicks64();
        int wait_ms = next_frame_ms > now_ms ? (int)ceil(next_frame_ms - now_ms) : 0;
        struct pollfd readable = {.fd = fd, .events = POLLIN};
        if (poll(&readable, 1, wait_ms) < 0 && errno != EINTR) {
            fprintf(stderr, "sdl-viewer: waiting for input failed: %s.\n", strerror(errno));
            exit(1);
        }
        viewer_handle_sdl_events(v);
        TR_CHECK(tr_session_dispatch(v->session, &v->input_state));
        if (v->options.host_sync)
            display_clock_note_dispatch(&v->display_clock, v->session, v->window);
        now_ms = (double)SDL_GetTicks64();
        if (now_ms < next_frame_ms && !v->quit_requested)
            continue;
        /* Keep the frame rhythm; after a stall, start again from now rather than catch up. */
        next_frame_ms = fmax(next_frame_ms + frame_ms, now_ms);

        if (v->options.host_sync) /* step scroll motion once, as at a vsync */
            TR_CHECK(tr_window_display_frame(v->window, display_clock_frame_time(&v->display_clock, v->session, v->window)));
        bool settled = v->options.exit_when_settled && is_settled(v);
        viewer_draw_frame(v);
        frames++;
        bool done = v->quit_requested || settled
            || (v->options.exit_after_frames > 0 && frames >= v->options.exit_after_frames);
        if (v->screenshot_requested) {
            viewer_write_screenshot(v, KEY_SCREENSHOT_PATH);
            v->screenshot_requested = false;
        }
        if (done) {
            if (v->options.screenshot_path != NULL)
                viewer_write_screenshot(v, v->options.screenshot_path);
            log_end(v);
            router_observer_report_hidden_problems(&v->observer);
            return;
        }
        SDL_RenderPresent(v->display.renderer);
    }
}

int main(int argc, char **argv)
{
    static viewer v; /* the overlay's rings are large for the stack */
    viewer_options_parse(argc, argv, &v.options);

    v.window = create_window(&v.options);
    tr_view *root;
    tr_rect size;
    TR_CHECK(tr_window_root(v.window, &root));
    TR_CHECK(tr_view_bounds(root, &size)); /* a layout file may set its own size */

    v.refresh_rate = v.options.refresh_rate > 0 ? v.options.refresh_rate : DEFAULT_REFRESH_RATE;
    if (v.options.refresh_rate > 0)
        TR_CHECK(tr_window_set_refresh_rate(v.window, v.options.refresh_rate));
    if (v.options.host_sync)
        TR_CHECK(tr_window_set_display_sync(v.window, TR_DISPLAY_SYNC_HOST));
    if (v.options.page >= 0)
        TR_CHECK(tr_window_show_page(v.window, v.options.page));

    touch_overlay_init(&v.overlay, (float)size.width, (float)size.height);
    view_highlights_init(&v.highlights);
    v.observer.overlay = &v.overlay;
    v.observer.highlights = &v.highlights;
    router_observer_attach(&v.observer, v.window);
    if (v.options.demo_gestures)
        recognizer_panel_add_demo_gestures(v.window);
    recognizer_panel_attach(&v.recognizers, v.window);

    /* The window first: a session's clock starts at creation and a recording's
       playback at opening, so both should start just before the loop. */
    sdl_display_open(&v.display, (int)lround(size.width), (int)lround(size.height), "sdl-viewer: TouchRoute",
                     v.options.screenshot_path != NULL);
    TR_CHECK(tr_session_create(v.window, &v.session));
    input_source_open(&v.input, v.session, &v.options, size.width, size.height);
    v.input_state = TR_INPUT_ACTIVE;
    display_clock_init(&v.display_clock);
    run(&v);

    sdl_display_close(&v.display);
    TR_CHECK(tr_window_destroy(v.window)); /* its session goes with it */
    return 0;
}

/**
 * @file touchroute.h
 * @brief TouchRoute's C API.
 *
 * TouchRoute routes touches the way UIKit's scroll views do: hit testing,
 * touchesBegan/Moved/Ended/Cancelled, scroll views that decide between
 * scrolling and the content under the finger, a horizontal pager that takes a
 * gesture over only when it is clearly horizontal (RemorsefulScrollView), and
 * nested scrolling under a collapsing header. This header lets a toolkit
 * written in C or C++ use it: mirror the toolkit's scroll containers as
 * TouchRoute views, keep its own widgets as host views, feed touches (or let
 * TouchRoute read a touchscreen), and listen to what happens.
 *
 * @verbatim
     touchscreen ─▶ tr_session (epoll fd: devices + a timerfd) ─┐
     host input  ─▶ tr_window_handle_frame ─────────────────────┴─▶ tr_window
          ─▶ hit test, deliveries, decisions, scrolling ─▶ your callbacks
   @endverbatim
 *
 * @par Conventions
 *  - Every call that can fail returns a tr_status. TR_OK is 0. On failure,
 *    tr_last_error() gives a whole-sentence message saying what was wrong and
 *    what to do; out-parameters are left untouched.
 *  - Handles are opaque. A destroyed handle is detected and answered with
 *    TR_ERROR_STALE_HANDLE, never dereferenced.
 *  - Units: points for lengths (a window's coordinate space), seconds for
 *    times. Window time is the time base of the frames you feed. A session
 *    continues it: window time = the window's time at tr_session_create +
 *    CLOCK_MONOTONIC seconds since. Device events, host frames through the
 *    session, and vsync times (tr_session_now, or tr_session_window_time for
 *    a CLOCK_MONOTONIC timestamp) are all on that one clock.
 *    Coordinates and lengths passed in must lie within ±1e9 points
 *    (TR_ERROR_INVALID_ARGUMENT otherwise); a contact's, beyond that, is
 *    clamped there.
 *  - Threads: a window belongs to the thread that made it, and so do its
 *    views and its session (they are made on that thread too). A call with
 *    one of its handles on any other thread returns TR_ERROR_WRONG_THREAD
 *    without touching the window, and is logged (tr_set_log_handler); to act
 *    on a window from elsewhere, post the work to its thread's main loop.
 *    Different windows may live on different threads, and calls that take no
 *    handle (tr_window_create, tr_strategy_*, tr_set_log_*) work on any.
 *    A forked child's thread is a new thread.
 *  - Valgrind: the Swift runtime inside the library keeps caches for the
 *    life of the process, which memcheck reports as "possibly lost" (100 to
 *    300 bytes). Run with `--suppressions=PREFIX/share/touchroute/libtouchroute.supp`
 *    (installed with the library); a block the library really lost still
 *    fails `--error-exitcode`.
 *  - Loading: link it (pkg-config touchroute), or load libtouchroute.so.0 at
 *    run time with dlopen, as plugin hosts and FFIs do (Python's ctypes:
 *    Examples/python/swipe_and_tap.py). The library's thread-locals are a
 *    few bytes in the general-dynamic model (TLS descriptors), so glibc
 *    loads it late with its default settings.
 *  - Callbacks run on the thread that made the call that caused them: routing
 *    calls, and also setters (a new offset reports a scroll; moving a view to
 *    another superview or out of the tree cancels its touches, while setting
 *    its frame does not: see tr_view_set_frame). Inside any callback, calls
 *    that route, change the view tree being routed, or destroy the window
 *    being routed, one of its views or its session return
 *    TR_ERROR_REENTRANT; reading state, creating views, filling views not yet
 *    in the tree, setting properties, and anything on another window (of the
 *    same thread), destroying it included, are allowed.
 *  - Strings passed to callbacks are valid only during the callback.
 *  - Frames: a frame's contacts are samples in the order they arrived. An id
 *    may appear more than once, each appearance being that contact's next
 *    state: BEGAN then ENDED is a tap, BEGAN, MOVED…, ENDED a short drag, and
 *    ENDED then BEGAN a second touch with the same id (a second tap). The
 *    window routes a frame as steps: a new step starts at an id the step
 *    already holds, or at a sample with another time (tr_window_handle_samples).
 *    Each step is routed as a frame of its own at its time, timers due before
 *    it firing first, so batching samples into fewer frames routes them
 *    exactly as delivering them one frame per time.
 *  - Decision points: between two samples of a contact, the finger is taken
 *    to have moved along the straight line joining them. A scroll view's
 *    thresholds (the pan start, a pager's rule, the last one standing) are
 *    judged where that line first crosses them, at the interpolated point
 *    and time, and the window routes a move there before the sample (a
 *    delivery with `interpolated` set). So a coarse host that sends a swipe
 *    in 5 samples is decided as one that sends it in 40: a sample that jumps
 *    past the list's threshold and the pager's at once goes to whichever the
 *    finger passed first. tr_window_set_decision_sampling turns this off.
 *
 * Link with: `pkg-config --cflags --libs touchroute`
 */
#ifndef TOUCHROUTE_H
#define TOUCHROUTE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * The version of this header, major.minor.patch (0.14.0): what the program
 * was compiled against. tr_version() gives the version of the library loaded
 * at run time as a string ("0.14.0"), so a program can compare the two and
 * catch a header and a library that differ.
 */
/** @{ */
#define TR_VERSION_MAJOR 0
#define TR_VERSION_MINOR 14
#define TR_VERSION_PATCH 0
/** @} */

/* ── Status and errors ─────────────────────────────────────────────────── */

/**
 * What a call that can fail returns: TR_OK (0), or why it failed.
 * tr_last_error() then says what was wrong and what to do, and
 * tr_status_name() gives the value's name.
 */
typedef enum tr_status {
    /** The call did what it was asked. */
    TR_OK = 0,
    /** A required handle or pointer was NULL. */
    TR_ERROR_NULL = 1,
    /** The handle was destroyed, or never came from this library. */
    TR_ERROR_STALE_HANDLE = 2,
    /** The call needs another kind of handle or view (a scroll call on a tap view). */
    TR_ERROR_WRONG_KIND = 3,
    /** A value out of range: NaN, a negative size, an enum value that does not exist. */
    TR_ERROR_INVALID_ARGUMENT = 4,
    /** Called from a callback while the window is routing; see the conventions. */
    TR_ERROR_REENTRANT = 5,
    /** No view of that name, no touchscreen, nothing that pages. */
    TR_ERROR_NOT_FOUND = 6,
    /** A layout or recording file that cannot be read or is malformed. */
    TR_ERROR_FILE = 7,
    /** A touchscreen could not be opened or read: permissions, busy, not a touchscreen. */
    TR_ERROR_DEVICE = 8,
    /** The touchscreen went away; its touches were cancelled. */
    TR_ERROR_DEVICE_REMOVED = 9,
    /** The object is not in a state for this call: a view in another window, a second device. */
    TR_ERROR_STATE = 10,
    /** The operating system refused (epoll, timerfd, poll). */
    TR_ERROR_SYSTEM = 11,
    /** The handle belongs to another thread: its window's (see the conventions). */
    TR_ERROR_WRONG_THREAD = 12
} tr_status;

/**
 * The message of the last call that failed on this thread ("" when none),
 * valid until this thread's next failing call. Each thread's buffer (2 KiB)
 * is allocated at its first failure and freed when it exits.
 */
const char *tr_last_error(void);
/** "TR_OK", "TR_ERROR_NULL", …; "unknown status" for other values. */
const char *tr_status_name(tr_status status);
/** The library's version, "0.14.0". */
const char *tr_version(void);

/* ── Values ────────────────────────────────────────────────────────────── */

/*
 * Geometry is in points, in the coordinate space each call names: the
 * window's, a superview's or a view's own. The origin is the top-left corner
 * and y grows downwards, as in UIKit.
 */

/** A point (or an offset), in points. */
typedef struct tr_point {
    double x; /**< Horizontal, in points, growing to the right. */
    double y; /**< Vertical, in points, growing downwards. */
} tr_point;
/** A size, in points; a size passed in must be 0 to 1e9 a side. */
typedef struct tr_size {
    double width;  /**< Points. */
    double height; /**< Points. */
} tr_size;
/** A rectangle: its top-left corner and its size, in points (a view's frame or bounds). */
typedef struct tr_rect {
    double x;      /**< The left edge, in points. */
    double y;      /**< The top edge, in points. */
    double width;  /**< Points, 0 to 1e9 when passed in. */
    double height; /**< Points, 0 to 1e9 when passed in. */
} tr_rect;
/** Room added around a scroll view's content, in points per edge (tr_scroll_set_content_inset). */
typedef struct tr_insets {
    double top;    /**< Points above the content. */
    double left;   /**< Points left of the content. */
    double bottom; /**< Points below the content. */
    double right;  /**< Points right of the content. */
} tr_insets;

/** Where a contact or a touch is in its life, as UIKit's touch phases. */
typedef enum tr_phase {
    TR_PHASE_BEGAN = 0,      /**< It came down. */
    TR_PHASE_MOVED = 1,      /**< It is down and moved. */
    TR_PHASE_STATIONARY = 2, /**< It is down and did not move. */
    TR_PHASE_ENDED = 3,      /**< It lifted. */
    /**
     * It was given up without a lift: by the input (a palm, lost events), or,
     * for a view's touch, by a scroll view or recognizer taking it.
     */
    TR_PHASE_CANCELLED = 4
} tr_phase;

/** One contact in an input frame, in window points. */
typedef struct tr_contact {
    /** The input's number for the contact, unique among the contacts down at once. */
    int64_t id;
    /** Its state in this sample; a value that is not a tr_phase refuses the whole frame. */
    tr_phase phase;
    /** Horizontal position, window points (beyond ±1e9 clamped there; NaN is reported as a problem). */
    double x;
    /** Vertical position, window points (beyond ±1e9 clamped there; NaN is reported as a problem). */
    double y;
    /** 0…1, or NAN when unknown. */
    double pressure;
    /** The contact ellipse's major axis in points, or NAN when unknown. */
    double major;
    /** The contact ellipse's minor axis in points, or NAN when unknown. */
    double minor;
} tr_contact;

/* ── Handles ───────────────────────────────────────────────────────────── */

/**
 * A window: a view tree with its own clock, touches and callbacks. Made by
 * tr_window_create, tr_window_create_default_layout or tr_window_load_layout,
 * it belongs to the thread that made it, and the caller owns it until
 * tr_window_destroy, which also destroys its session and releases its views'
 * and recognizers' handles.
 */
typedef struct tr_window tr_window;
/**
 * A view of one window, in its tree or not yet added. The window owns it:
 * its handle lives until tr_view_destroy or tr_window_destroy. The root
 * (tr_window_root) lives as long as the window, and a nested container's
 * parts and pages belong to the container (TR_ERROR_STATE to destroy them).
 */
typedef struct tr_view tr_view;
/**
 * What feeds one window from touchscreens, pointers and recordings, behind one
 * pollable descriptor: made by tr_session_create (at most one per window, on
 * its thread), ended by tr_session_destroy or with its window by
 * tr_window_destroy. The window outlives its session.
 */
typedef struct tr_session tr_session;
/** A gesture recognizer: tr_recognizer_create, or one a layout file made. */
typedef struct tr_recognizer tr_recognizer;

/* ── Windows ───────────────────────────────────────────────────────────── */

/**
 * An empty window of `size` points, named `name` in traces and messages
 * (NULL: "window"). Destroy it with tr_window_destroy.
 */
tr_status tr_window_create(const char *name, tr_size size, tr_window **out);
/**
 * The built-in default layout on a screen of `size` points: a horizontal pager
 * "pager" (RemorsefulScrollView, paging) of 3 pages "page0".."page2", each
 * holding a vertical list "list0".."list2" of 50 rows of 64 pt,
 * "list0.row0".."list0.row49", which tap. The same layout as `touchroute demo`.
 */
tr_status tr_window_create_default_layout(tr_size size, tr_window **out);
/**
 * A window built from a layout file (YAML or JSON, as `touchroute --layout`):
 * the file's size, else `screen` (0 × 0: the default 800 × 480). A file with
 * a problem gives TR_ERROR_FILE with a message naming its line and key (an
 * output off the window, too). Its `outputs:` map the session's touchscreens
 * and recordings, after the tr_session_add_map rules.
 */
tr_status tr_window_load_layout(const char *path, tr_size screen, tr_window **out);
/** Destroy a window, its views' handles, and its session. Touches down are cancelled first. */
tr_status tr_window_destroy(tr_window *window);
/** The window as a view, to add top-level views to. */
tr_status tr_window_root(tr_window *window, tr_view **out);
/** The first view named `name`, in tree order. */
tr_status tr_window_find_view(tr_window *window, const char *name, tr_view **out);
/**
 * The view that would receive a touch beginning at `point` (window points)
 * now: the outermost scroll view there with scrolling enabled (it receives
 * every touch first, and hands its content the touch after its delay), else
 * the deepest view that takes touches (not hidden, user interaction enabled,
 * a host view's point_inside agreeing), else the window's root; NULL outside
 * the window. For the widget under a pointer, use tr_window_view_at.
 */
tr_status tr_window_hit_test(tr_window *window, tr_point point, tr_view **out);
/**
 * The deepest visible view whose area holds `point` (window points): the
 * widget under a pointer, for hover, cursors and accessibility; NULL outside
 * the window. Hidden views are skipped with their subviews; user interaction
 * does not matter (a disabled button is still under the pointer); a host
 * view's point_inside decides its own area. A subview that sticks out of its
 * superview is found there, unless the superview clips what it shows:
 * TR_FLAG_CLIPS_TO_BOUNDS, and always a scroll view, pager, nested container
 * or the window. The row in a list in the default layout's pager is the
 * view at its point; tr_window_hit_test there gives the pager.
 */
tr_status tr_window_view_at(tr_window *window, tr_point point, tr_view **out);

/** Turn the first pager or nested container (tree order) to `page`, without animation. */
tr_status tr_window_show_page(tr_window *window, int32_t page);
/** The page that first pager or nested container shows, and how many it has. */
tr_status tr_window_current_page(tr_window *window, int32_t *page, int32_t *page_count);

/**
 * Route one input frame at `timestamp` (window seconds, never decreasing).
 * Timers due before it fire first. Contacts down but absent are stationary.
 * Frame rule (see the conventions): contacts in arrival order, all at
 * `timestamp`; a repeated id is that contact's next state, so a tap may begin
 * and end in one frame. Bad input data (a NaN position, an end of a contact
 * that is not down) is reported as a problem, never lost: the rest of the
 * frame is routed. A contact whose phase is not a tr_phase is a bug in the
 * caller, not in the input: the whole frame is refused with
 * TR_ERROR_INVALID_ARGUMENT before anything is routed, so no touch is left
 * half begun.
 */
tr_status tr_window_handle_frame(tr_window *window, double timestamp, const tr_contact *contacts, size_t count);

/* ── Batched samples (frame rule) ──────────────────────────────────────── */

/** One contact's state with its own input time, window seconds. */
typedef struct tr_sample {
    /** When it was sampled, window seconds; never decreasing from one sample to the next. */
    double time;
    /** The contact's state then: its id, phase and position. */
    tr_contact contact;
} tr_sample;
/**
 * Route samples a toolkit batched into one frame (a Wayland wl_touch.frame,
 * SDL's event pump, a slow main loop), each at its own time: in arrival
 * order, times never decreasing. They are grouped into steps by the frame
 * rule (a new step at a repeated id or a new time), and timers due before a
 * step fire first: the same routing as one tr_window_handle_frame per time.
 * A time that goes back is reported as a problem and routed at the previous
 * one; a NaN or infinite time is TR_ERROR_INVALID_ARGUMENT, and nothing is
 * routed. Afterwards the window's clock is at the latest sample's time.
 */
tr_status tr_window_handle_samples(tr_window *window, const tr_sample *samples, size_t count);

/* ── end of batched samples ────────────────────────────────────────────── */

/* ── Decision points: thresholds judged on the path between samples ────── */

/** Where a window judges its scroll views' thresholds: tr_window_set_decision_sampling. */
typedef enum tr_decision_sampling {
    /**
     * On the finger's path (the default): each threshold is judged where the
     * line between two samples crosses it, so the same gesture is decided the
     * same at any sampling rate (see "Decision points" in the conventions).
     */
    TR_DECISION_SAMPLING_PATH = 0,
    /**
     * At the samples alone, as UIKit and the RemorsefulScrollView essay do:
     * a coarse sample can pass one threshold before the travel that passes
     * another is seen, so the outcome depends on how often the host samples.
     * For comparison.
     */
    TR_DECISION_SAMPLING_SAMPLES = 1
} tr_decision_sampling;

/** Where the window judges its thresholds; it applies from the next frame. */
tr_status tr_window_set_decision_sampling(tr_window *window, tr_decision_sampling sampling);
/** The window's decision sampling (see tr_window_set_decision_sampling); TR_DECISION_SAMPLING_PATH until set. */
tr_status tr_window_decision_sampling(tr_window *window, tr_decision_sampling *sampling);

/** Let timers due by `time` fire (the 150 ms content-touch delay, motion ticks). */
tr_status tr_window_advance_time(tr_window *window, double time);
/** The window's clock, seconds. */
tr_status tr_window_now(tr_window *window, double *now);
/** When the next timer is due, in window seconds; INFINITY when none is pending. */
tr_status tr_window_next_deadline(tr_window *window, double *deadline);
/**
 * Advance from timer to timer until nothing moves or `limit` seconds pass;
 * *rest_time (may be NULL) is when. In TR_DISPLAY_SYNC_HOST it fires only
 * timers: motion waits for tr_window_display_frame.
 */
tr_status tr_window_settle(tr_window *window, double limit, double *rest_time);
/** Cancel every touch that is down, at every view holding it. `reason` (may be NULL) is reported. */
tr_status tr_window_cancel_all_touches(tr_window *window, const char *reason);
/** How many touches are down. */
tr_status tr_window_active_touch_count(tr_window *window, size_t *count);

/* Scroll motion (momentum, bounces, paging snaps, animated scrolls). */

/** Who steps a window's scroll motion: tr_window_set_display_sync. */
typedef enum tr_display_sync {
    /** TouchRoute steps motion on its own timers at the refresh rate (the default). */
    TR_DISPLAY_SYNC_TIMER = 0,
    /** The host steps motion from its own frame callback with tr_window_display_frame. */
    TR_DISPLAY_SYNC_HOST = 1
} tr_display_sync;

/** The display's refresh rate, 30…240 Hz (default 60). */
tr_status tr_window_set_refresh_rate(tr_window *window, double hertz);
/**
 * Choose who steps scroll motion (TR_DISPLAY_SYNC_TIMER until set).
 * TR_ERROR_INVALID_ARGUMENT for a value that is not a tr_display_sync.
 */
tr_status tr_window_set_display_sync(tr_window *window, tr_display_sync sync);
/**
 * In host sync: advance to `time` and step every moving scroll view once, at
 * vsync. With a session, `time` is on the session's clock: tr_session_now in
 * the frame callback, or the vsync's CLOCK_MONOTONIC timestamp converted by
 * tr_session_window_time.
 */
tr_status tr_window_display_frame(tr_window *window, double time);
/** Whether anything moves on its own, so the host keeps asking for frames. */
tr_status tr_window_needs_display_frames(tr_window *window, bool *needs);

/* ── Callbacks ─────────────────────────────────────────────────────────── */

/** A touch handed to a view's touchesBegan/Moved/Ended/Cancelled. */
typedef struct tr_delivery {
    /** When it was delivered, window seconds. */
    double time;
    /** The router's touch number (#1, #2, …), never reused in a window. */
    int64_t touch;
    /** Which of touchesBegan/Moved/Ended/Cancelled the view hears. */
    tr_phase phase;
    /** The touch's location in window points: x. */
    double x;
    /** The touch's location in window points: y. */
    double y;
    /** The view that hears it. */
    tr_view *view;
    /** That view's name. */
    const char *view_name;
    /**
     * Routed at a decision point: the move the window put on the path
     * between two samples (see the conventions), or what it led to (a
     * cancel by a scroll view taking over there), not a sample of the
     * input. The library
     * fills this record, so it may grow at its end (this field came in
     * 0.14); the fields before keep their offsets (abi_layout.c).
     */
    bool interpolated;
} tr_delivery;

/** What a routing decision did to its touch (tr_decision.outcome). */
typedef enum tr_outcome {
    TR_OUTCOME_FORWARDED = 0,           /**< handed to `target` */
    TR_OUTCOME_TAKEN_OVER = 1,          /**< the deciding view scrolls from now on */
    TR_OUTCOME_CLAIMED_BY_CHILD = 2,    /**< a descendant owns the touch; the view stopped testing */
    /** `target`'s touches were cancelled; no target: the input's (`rule` says why) */
    TR_OUTCOME_CANCELLED = 3,
    /** a second finger came down, so the deciding view will not take this gesture over */
    TR_OUTCOME_BLOCKED_BY_MULTITOUCH = 4,
    TR_OUTCOME_DECLINED = 5,            /**< not this view's direction; it stopped testing */
    TR_OUTCOME_WITHHELD = 6,            /**< kept from the content */
    TR_OUTCOME_UNCLAIMED = 7,           /**< a dead gesture: it travelled, nothing scrolled or tapped */
    TR_OUTCOME_CLAIMED_BY_RECOGNIZER = 8 /**< a gesture recognizer won the touch; the view stopped testing */
} tr_outcome;

/** A routing decision, as `touchroute` prints it. */
typedef struct tr_decision {
    /** When it was decided, window seconds (a decision point's time when judged on the path). */
    double time;
    /** The router's touch number, as tr_delivery.touch. */
    int64_t touch;
    /** The view that decided. */
    tr_view *view;
    /** That view's name. */
    const char *view_name;
    /**
     * "remorseful", "viewpager", "gtk-pan", "pan", "delay", "immediate", …;
     * for a touch the input cancelled (outcome TR_OUTCOME_CANCELLED, no target)
     * why: "palm", "lost-events", "device-removed", "input-ended", or "input"
     * (a contact given as TR_PHASE_CANCELLED, which carries no reason).
     */
    const char *rule;
    /** What the decision did. */
    tr_outcome outcome;
    /** "forwarded", "taken-over", …, as in the JSON Lines. */
    const char *outcome_name;
    /** The touch's displacement from touch-down, in points: x. */
    double dx;
    /** The touch's displacement from touch-down, in points: y. */
    double dy;
    /** The rule's x threshold in points, NAN when it has none. */
    double threshold_x;
    /** The rule's y threshold in points, NAN when it has none. */
    double threshold_y;
    /** The other view involved, or NULL (and target_name NULL). */
    tr_view *target;
    /** That view's name, or NULL. */
    const char *target_name;
} tr_decision;

/**
 * A scroll view's new content offset, or zoom scale. The library fills it
 * and passes it to the callback, so it may grow at its end (zoom came in
 * 0.13): a program built against an older header reads the fields it knows,
 * at offsets that never change (abi_layout.c).
 */
typedef struct tr_scroll_change {
    /** When it changed, window seconds. */
    double time;
    /** The scroll view, pager or nested container. */
    tr_view *view;
    /** That view's name. */
    const char *view_name;
    /** The new content offset (the view's bounds origin), in points: x. */
    double x;
    /** The new content offset (the view's bounds origin), in points: y. */
    double y;
    /** The zoom scale (1: unzoomed), or NAN for a view that does not zoom. */
    double zoom;
} tr_scroll_change;

/** A tap view (or control) completed a tap. */
typedef struct tr_tap {
    /** When the tap completed, window seconds. */
    double time;
    /** The router's touch number of the finger that tapped, as tr_delivery.touch. */
    int64_t touch;
    /** The tap view or control. */
    tr_view *view;
    /** That view's name. */
    const char *view_name;
    /** Where the finger lifted, in window points: x. */
    double x;
    /** Where the finger lifted, in window points: y. */
    double y;
    /** 1 for a single tap, 2 for the second of a double tap, … */
    int32_t tap_count;
} tr_tap;

/** Bad input or a misbehaving view, and what the router did about it. */
typedef struct tr_problem {
    /** When it happened, window seconds. */
    double time;
    /** What was wrong and what the router did, a whole sentence. */
    const char *message;
} tr_problem;

/*
 * The window's callbacks. Each gets the user data given with it and one
 * record. Each runs on the window's thread, inside the call that caused it
 * (a frame, a timer firing, a setter: see the conventions); the record and
 * its strings are valid only during the call, so copy what you keep. Inside
 * it, calls that route, change the view tree being routed or destroy the
 * window, its views or its session return TR_ERROR_REENTRANT; reading state
 * and setting properties are allowed.
 */

/**
 * Hears each touch handed to a view (tr_window_on_delivery), on the window's
 * thread inside the routing call; `delivery` and its strings are valid only
 * during the call, and routing calls return TR_ERROR_REENTRANT from it.
 */
typedef void (*tr_delivery_fn)(void *user_data, const tr_delivery *delivery);
/**
 * Hears each routing decision (tr_window_on_decision), on the window's thread
 * inside the routing call; `decision` and its strings are valid only during
 * the call, and routing calls return TR_ERROR_REENTRANT from it.
 */
typedef void (*tr_decision_fn)(void *user_data, const tr_decision *decision);
/**
 * Hears each new content offset or zoom scale (tr_window_on_scroll), on the
 * window's thread inside the call that moved it (a frame, a timer, a display
 * frame, a setter); `change` and its strings are valid only during the call,
 * and routing calls return TR_ERROR_REENTRANT from it.
 */
typedef void (*tr_scroll_fn)(void *user_data, const tr_scroll_change *change);
/**
 * Hears each completed tap (tr_window_on_tap), on the window's thread inside
 * the routing call; `tap` and its strings are valid only during the call,
 * and routing calls return TR_ERROR_REENTRANT from it.
 */
typedef void (*tr_tap_fn)(void *user_data, const tr_tap *tap);
/**
 * Hears each problem (tr_window_on_problem), on the window's thread inside
 * the call that met it; `problem` and its message are valid only during the
 * call, and routing calls return TR_ERROR_REENTRANT from it.
 */
typedef void (*tr_problem_fn)(void *user_data, const tr_problem *problem);

/**
 * Set (or with NULL clear) one callback, each with its own user data.
 * `user_data` is passed back as is and never freed.
 */
/** @{ */
tr_status tr_window_on_delivery(tr_window *window, tr_delivery_fn callback, void *user_data);
tr_status tr_window_on_decision(tr_window *window, tr_decision_fn callback, void *user_data);
tr_status tr_window_on_scroll(tr_window *window, tr_scroll_fn callback, void *user_data);
tr_status tr_window_on_tap(tr_window *window, tr_tap_fn callback, void *user_data);
tr_status tr_window_on_problem(tr_window *window, tr_problem_fn callback, void *user_data);
/** @} */

/* ── Pointer scrolling ─────────────────────────────────────────────────── */

/**
 * Where a pointer scroll comes from, which sets how it scrolls.
 *
 * A mouse wheel, a touchpad's two-finger scroll or another continuous scroll,
 * at the pointer. Each axis goes to the innermost scroll view under (x, y)
 * that scrolls along it, and chains to the scroll views around it as a drag
 * does (inner first; overscroll behaviour and nested priority hold).
 *  - WHEEL: dx, dy in 120ths of a detent (libinput's v120); one detent
 *    scrolls 48 points, applied at once and clamped at the outermost edge.
 *    A pager turns a page per detent, with a snap. The phase is ignored.
 *  - FINGER: points, BEGAN / CHANGED / ENDED (dx = dy = 0 when the fingers
 *    lift). The content follows 1:1, rubber-banded past the edge; ENDED
 *    flings with the touch flick's physics, springs back, or settles on a
 *    page. The sequence keeps the views it began on, and locks to one axis
 *    when it starts clearly along one.
 *  - CONTINUOUS: points, scrolled as the wheel is (no fling, no latching).
 * Axes are never swapped: apply shift-for-sideways yourself by swapping dx
 * and dy. A scroll on a view that a touch drags is refused (a problem says
 * so). TR_ERROR_INVALID_ARGUMENT for a time, location or delta that is not
 * finite or beyond ±1e9, or an unknown source or phase.
 */
typedef enum tr_scroll_source {
    TR_SCROLL_SOURCE_WHEEL = 0,      /**< A mouse wheel: 120ths of a detent, applied at once. */
    TR_SCROLL_SOURCE_FINGER = 1,     /**< A touchpad's fingers: points, in a BEGAN…ENDED sequence that may fling. */
    TR_SCROLL_SOURCE_CONTINUOUS = 2  /**< Another continuous scroll: points, applied as a wheel's. */
} tr_scroll_source;

/** Where a pointer scroll is in its sequence; a WHEEL's is ignored. */
typedef enum tr_scroll_phase {
    TR_SCROLL_PHASE_BEGAN = 0,   /**< The sequence's first event. */
    TR_SCROLL_PHASE_CHANGED = 1, /**< An event after the first. */
    TR_SCROLL_PHASE_ENDED = 2    /**< The fingers lifted (dx = dy = 0). */
} tr_scroll_phase;

/** One pointer scroll event, for tr_window_handle_scroll and tr_session_handle_scroll. */
typedef struct tr_scroll {
    double time;              /**< window seconds */
    double x;                 /**< the pointer, window points: x */
    double y;                 /**< the pointer, window points: y */
    tr_scroll_source source;  /**< where it comes from, which sets the units of dx and dy */
    tr_scroll_phase phase;    /**< where a FINGER or CONTINUOUS sequence is; ignored for WHEEL */
    double dx;                /**< WHEEL: 120ths of a detent; others: points; positive = right */
    double dy;                /**< WHEEL: 120ths of a detent; others: points; positive = down */
} tr_scroll;

/**
 * Route one pointer scroll at `scroll->time` (window seconds) to the scroll
 * views under the pointer, as tr_scroll_source describes. The offsets it
 * changes come to the scroll callback, then the pointer scroll callback
 * (tr_window_on_pointer_scroll) hears what it did.
 * TR_ERROR_INVALID_ARGUMENT for a time, location or delta that is not finite
 * or beyond ±1e9, or an unknown source or phase; nothing is routed then.
 */
tr_status tr_window_handle_scroll(tr_window *window, const tr_scroll *scroll);
/** As tr_window_handle_scroll, stamped with tr_session_now: `scroll->time` is ignored. */
tr_status tr_session_handle_scroll(tr_session *session, const tr_scroll *scroll);

/** A pointer scroll the window routed; the offsets it changed come as scroll callbacks first. */
typedef struct tr_pointer_scroll {
    /** When it was routed, window seconds. */
    double time;
    /** The pointer, window points: x. */
    double x;
    /** The pointer, window points: y. */
    double y;
    /** Where it came from. */
    tr_scroll_source source;
    /** Its place in its sequence. */
    tr_scroll_phase phase;
    /** What it asked for, in points of content offset (a wheel's 120ths turned into points): x. */
    double dx;
    /** What it asked for, in points of content offset: y. */
    double dy;
    /** How far the content moved for it, in points, over every view it chained through: x. */
    double applied_x;
    /** How far the content moved for it, in points, over every view it chained through: y. */
    double applied_y;
    /** The scroll view that took it; NULL (and view_name NULL) when nothing under the pointer scrolls that way. */
    tr_view *view;
    /** That view's name, or NULL. */
    const char *view_name;
    /** The outermost other view it was chained to, or NULL. */
    tr_view *chained_to;
    /** That view's name, or NULL. */
    const char *chained_to_name;
} tr_pointer_scroll;

/**
 * Hears each pointer scroll the window routed (tr_window_on_pointer_scroll),
 * on the window's thread inside the call that routed it (tr_window_handle_scroll,
 * tr_session_handle_scroll, a session's dispatch); `scroll` and its strings are
 * valid only during the call, and routing calls return TR_ERROR_REENTRANT from it.
 */
typedef void (*tr_pointer_scroll_fn)(void *user_data, const tr_pointer_scroll *scroll);
/** Set (or with NULL clear) the pointer scroll callback, with its own user data, passed back as is. */
tr_status tr_window_on_pointer_scroll(tr_window *window, tr_pointer_scroll_fn callback, void *user_data);

/* ── Views ─────────────────────────────────────────────────────────────── */

/** What a view is (tr_view_kind_of); tr_view_create makes PLAIN, TAP, CONTROL, SCROLL and PAGER. */
typedef enum tr_view_kind {
    TR_VIEW_PLAIN = 0,    /**< passes touches up the responder chain */
    TR_VIEW_TAP = 1,      /**< keeps its touches and taps: a row, a tile */
    TR_VIEW_CONTROL = 2,  /**< a tap view scrolls never cancel: a button, a slider */
    TR_VIEW_SCROLL = 3,   /**< a scroll view */
    TR_VIEW_PAGER = 4,    /**< a horizontal RemorsefulScrollView with paging */
    TR_VIEW_NESTED = 5,   /**< a nested container: tr_nested_container_create */
    TR_VIEW_HOST = 6,     /**< a host-drawn widget: tr_host_view_create */
    TR_VIEW_WINDOW = 7    /**< a window's root */
} tr_view_kind;

/**
 * A view of `kind` (PLAIN, TAP, CONTROL, SCROLL or PAGER) for `window`, not yet
 * in its tree: add it with tr_view_add_subview. `frame` is in the superview's
 * points. Its handle lives until tr_view_destroy or tr_window_destroy.
 */
tr_status tr_view_create(tr_window *window, tr_view_kind kind, const char *name, tr_rect frame, tr_view **out);
/** Remove the view from its superview (cancelling touches it holds) and release its handle. */
tr_status tr_view_destroy(tr_view *view);

/** The view's kind (a tr_participant_view_create view is TR_VIEW_HOST). */
tr_status tr_view_kind_of(tr_view *view, tr_view_kind *kind);
/** The view's name, valid while its handle lives. */
tr_status tr_view_name(tr_view *view, const char **name);
/**
 * Move or resize the view within its superview. Touches on it go on, as in
 * UIKit: they keep their view, and their later locations are in its new
 * coordinates (a finger that stays put may now lie outside it). A container
 * lays out anew. Moving a view to another superview, or out of the tree,
 * cancels its touches instead.
 */
tr_status tr_view_set_frame(tr_view *view, tr_rect frame);
/** The view's frame: its place and size in its superview's points. */
tr_status tr_view_frame(tr_view *view, tr_rect *frame);
/** The view's own coordinate space; a scroll view's origin is its content offset. */
tr_status tr_view_bounds(tr_view *view, tr_rect *bounds);
/** A point in `from`'s coordinates in `to`'s; either may be NULL for window points. */
tr_status tr_view_convert_point(tr_view *from, tr_point point, tr_view *to, tr_point *out);

/** Add `child` in front of `parent`'s subviews (moving it from any old superview). */
tr_status tr_view_add_subview(tr_view *parent, tr_view *child);
/** Insert `child` at `index` in back-to-front order (clamped). */
tr_status tr_view_insert_subview(tr_view *parent, tr_view *child, size_t index);
/** Detach from the superview; touches it or its subviews hold are cancelled first. */
tr_status tr_view_remove_from_superview(tr_view *view);
/** The superview, or NULL. */
tr_status tr_view_superview(tr_view *view, tr_view **out);
/** How many subviews the view has. */
tr_status tr_view_subview_count(tr_view *view, size_t *count);
/** Subview `index`, back to front. */
tr_status tr_view_subview_at(tr_view *view, size_t index, tr_view **out);

/**
 * A view's yes-or-no property, for tr_view_set_flag and tr_view_get_flag.
 * The flags from TR_FLAG_SCROLL_ENABLED on are scroll views' (SCROLL, PAGER,
 * NESTED): TR_ERROR_WRONG_KIND on other views.
 */
typedef enum tr_view_flag {
    TR_FLAG_HIDDEN = 0,                    /**< never hit, nor its subviews (default false) */
    /** takes touches; when false, neither it nor its subviews is hit (default true) */
    TR_FLAG_USER_INTERACTION_ENABLED = 1,
    /**
     * more than one touch at a time, also as a scroll view's content (default
     * false; scroll views true)
     */
    TR_FLAG_MULTIPLE_TOUCH_ENABLED = 2,
    /**
     * clips what its subviews show to its bounds, so tr_window_view_at does not
     * find a subview outside it (default false; scroll views and the root always clip)
     */
    TR_FLAG_CLIPS_TO_BOUNDS = 3,
    /**
     * a scroll that starts may cancel its touches (default true; controls false),
     * at any depth: a control in a list in a pager keeps a drag from both
     */
    TR_FLAG_CANCELLABLE_BY_SCROLLING = 4,
    /* Scroll views and pagers only: */
    /** scrolls and intercepts touches; when false, touches reach the content as through a plain view (default true) */
    TR_FLAG_SCROLL_ENABLED = 5,
    TR_FLAG_PAGING_ENABLED = 6,            /**< settles on whole pages when a drag ends (default false; pagers true) */
    /** lets the content past its edges, rubber-banded, springing back; when false it stops there (default true) */
    TR_FLAG_BOUNCES = 7,
    TR_FLAG_ALWAYS_BOUNCE_HORIZONTAL = 8,  /**< drags horizontally even when the content fits (default false) */
    TR_FLAG_ALWAYS_BOUNCE_VERTICAL = 9,    /**< drags vertically even when the content fits (default false) */
    /** locks a drag to the axis it starts clearly along, when both axes scroll (default false) */
    TR_FLAG_DIRECTIONAL_LOCK_ENABLED = 10,
    TR_FLAG_DELAYS_CONTENT_TOUCHES = 11,   /**< hold touches back 150 ms (default true) */
    /** a scroll that starts may cancel touches the content already has (default true) */
    TR_FLAG_CAN_CANCEL_CONTENT_TOUCHES = 12,
    /** zoom past the zoom range under the fingers, springing back (default true) */
    TR_FLAG_BOUNCES_ZOOM = 13
} tr_view_flag;

/**
 * Set or read one of the view's flags. TR_ERROR_WRONG_KIND for a scroll
 * view's flag on another view; TR_ERROR_INVALID_ARGUMENT for a value that is
 * not a tr_view_flag.
 */
/** @{ */
tr_status tr_view_set_flag(tr_view *view, tr_view_flag flag, bool value);
tr_status tr_view_get_flag(tr_view *view, tr_view_flag flag, bool *value);
/** @} */

/* ── User data: the toolkit's own object behind a window or a view ────── */

/**
 * Keep `data` with the window's handle (NULL clears it; it is NULL until
 * set). TouchRoute never reads or frees it.
 */
tr_status tr_window_set_user_data(tr_window *window, void *data);
/** The data tr_window_set_user_data kept with the window, or NULL. */
tr_status tr_window_get_user_data(tr_window *window, void **out);
/**
 * Keep `data` with the view's handle, so a tr_view * from a callback (a
 * delivery, a tap, a decision, a host view's touches) leads back to the
 * toolkit's widget without a hash table. It lives as long as the handle:
 * through removing and adding the view again, until tr_view_destroy or
 * tr_window_destroy. The root's (tr_window_root) is apart from the window's.
 */
tr_status tr_view_set_user_data(tr_view *view, void *data);
/** The data tr_view_set_user_data kept with the view, or NULL. */
tr_status tr_view_get_user_data(tr_view *view, void **out);

/* ── Scroll views (SCROLL, PAGER, NESTED) ──────────────────────────────── */

/*
 * Every tr_scroll_* call takes a scroll view, pager or nested container, and
 * gives TR_ERROR_WRONG_KIND for another view.
 */

/** Set the size of the content the view scrolls over, in points (0 to 1e9 a side). */
tr_status tr_scroll_set_content_size(tr_view *scroll, tr_size size);
/** The size of the content the view scrolls over, in points. */
tr_status tr_scroll_content_size(tr_view *scroll, tr_size *size);
/** Extra scrollable room around the content, in points per edge (none by default). */
tr_status tr_scroll_set_content_inset(tr_view *scroll, tr_insets inset);
/** Move the content; `animated` glides there over 0.3 s on display frames. */
tr_status tr_scroll_set_content_offset(tr_view *scroll, tr_point offset, bool animated);
/** The content offset: the content's point at the view's top-left (its bounds origin), in points. */
tr_status tr_scroll_content_offset(tr_view *scroll, tr_point *offset);
/** Points a finger travels along a scrollable axis before the view scrolls (default 10). */
tr_status tr_scroll_set_pan_start_threshold(tr_view *scroll, double points);
/**
 * How many times further across its axis than along it a finger must have
 * gone, once past the pan start across, for a one-axis scroll view to
 * decline the gesture (default 1.1, at least 1): a move near the diagonal
 * stays with the view. Judged on the path only (TR_DECISION_SAMPLING_PATH);
 * at the samples any move past the pan start across declines.
 */
tr_status tr_scroll_set_pan_decline_dominance(tr_view *scroll, double ratio);
/** Seconds a touch is held back from the content (default 0.150). */
tr_status tr_scroll_set_content_touch_delay(tr_view *scroll, double seconds);
/** How fast a glide dies away: momentum kept per millisecond, 0 < rate < 1 (UIKit: 0.998 normal, 0.99 fast). */
tr_status tr_scroll_set_deceleration_rate(tr_view *scroll, double per_millisecond);

/**
 * What a scroll view does with the part of a drag or glide it cannot use at
 * its edge: CSS's overscroll-behavior (tr_scroll_set_overscroll).
 */
typedef enum tr_overscroll {
    TR_OVERSCROLL_AUTO = 0,     /**< chain what this view cannot use to the enclosing scroll view */
    TR_OVERSCROLL_CONTAIN = 1,  /**< bounce here */
    TR_OVERSCROLL_NONE = 2      /**< drop it, never bounce */
} tr_overscroll;
/** Set what the view does past its edges (default TR_OVERSCROLL_AUTO). */
tr_status tr_scroll_set_overscroll(tr_view *scroll, tr_overscroll behavior);

/** Which of two chained scroll views uses a scroll first (tr_scroll_set_nested_priority). */
typedef enum tr_nested_priority {
    TR_NESTED_CONTENT_FIRST = 0,   /**< what is nested inside scrolls first */
    TR_NESTED_COLLAPSE_FIRST = 1   /**< this view scrolls first (a collapsing header) */
} tr_nested_priority;
/**
 * Set whether the view or what is nested inside it scrolls first (default
 * TR_NESTED_CONTENT_FIRST; a nested container's is TR_NESTED_COLLAPSE_FIRST).
 */
tr_status tr_scroll_set_nested_priority(tr_view *scroll, tr_nested_priority priority);
/** The nested scroll view a drag starting on this one goes on into (NULL clears). Not retained. */
tr_status tr_scroll_set_nested_child(tr_view *scroll, tr_view *child);

/** What a scroll view is doing now, as UIKit's isTracking, isDragging and isDecelerating. */
typedef struct tr_scroll_state {
    bool tracking;      /**< a finger is down on it */
    bool dragging;      /**< the content follows a finger */
    bool decelerating;  /**< gliding, bouncing or snapping after a drag */
    bool moving;        /**< moving without a finger, animated scrolls included */
} tr_scroll_state;
/** What the scroll view is doing now. */
tr_status tr_scroll_state_of(tr_view *scroll, tr_scroll_state *state);

/*
 * Zooming. A scroll view zooms when its maximum zoom scale is above its
 * minimum (both 1 by default, so it does not): two fingers on it zoom it
 * around their centroid, and a double tap's action can zoom to a point. A
 * scale is unitless (2: content shown twice as large). Each new scale is
 * reported to the scroll callback, with tr_scroll_change.zoom.
 */
/** The zoom range: 0 < minimum <= maximum <= 1e9; the scale is clamped into it. */
tr_status tr_scroll_set_zoom_range(tr_view *scroll, double minimum, double maximum);
/** The zoom range (1 and 1 until set: no zooming). */
tr_status tr_scroll_zoom_range(tr_view *scroll, double *minimum, double *maximum);
/** Zoom to `scale` (clamped to the range), keeping the point at the view's centre where it is. */
tr_status tr_scroll_set_zoom_scale(tr_view *scroll, double scale, bool animated);
/** The zoom scale now (1: unzoomed). */
tr_status tr_scroll_zoom_scale(tr_view *scroll, double *scale);
/**
 * Zoom to `scale` (clamped) so that `point`, in the view's own coordinates
 * (tr_view_bounds' space, points), stays where it is on screen: a double
 * tap's zoom.
 */
tr_status tr_scroll_zoom_to(tr_view *scroll, double scale, tr_point point, bool animated);

/* ── Direction strategies and pagers ───────────────────────────────────── */

/** A pager's direction rule: one of the built-in ones, or the host's own. */
typedef enum tr_strategy_kind {
    /** Takes over when |dx| > threshold_x and |dy| < threshold_y (12, 4). */
    TR_STRATEGY_REMORSEFUL = 0,
    /**
     * Android ViewPager: xDiff > slop and xDiff/2 > yDiff; declines when yDiff > slop first
     * (threshold_x = slop, 16).
     */
    TR_STRATEGY_VIEWPAGER = 1,
    /** GTK's pan: past the threshold (threshold_x, 8), |dx| > 2|dy| takes over, |dy| > 2|dx| declines. */
    TR_STRATEGY_GTK_PAN = 2,
    /** A rule set with tr_pager_set_rule; tr_pager_strategy reports it with
     *  NAN thresholds. Not accepted by tr_strategy_standard, tr_strategy_decide
     *  or tr_pager_set_strategy. */
    TR_STRATEGY_CUSTOM = 3
} tr_strategy_kind;

/** A direction rule as a value: its kind and thresholds (tr_strategy_standard, tr_pager_set_strategy). */
typedef struct tr_strategy {
    /** Which rule. */
    tr_strategy_kind kind;
    /** Points: the x threshold (REMORSEFUL's, VIEWPAGER's slop, GTK_PAN's threshold); NAN for CUSTOM. */
    double threshold_x;
    /** Points: REMORSEFUL's y threshold; VIEWPAGER and GTK_PAN use only threshold_x. NAN for CUSTOM. */
    double threshold_y;
} tr_strategy;

/** A direction rule's answer for a displacement (tr_strategy_decide, tr_rule_fn). */
typedef enum tr_verdict {
    TR_VERDICT_UNDECIDED = 0,  /**< not yet: ask again on the next move */
    TR_VERDICT_TAKE_OVER = 1,  /**< the gesture is the pager's: it scrolls from now on */
    TR_VERDICT_DECLINE = 2     /**< not the pager's direction: it declines the gesture */
} tr_verdict;

/** `kind` with its standard thresholds. */
tr_status tr_strategy_standard(tr_strategy_kind kind, tr_strategy *out);
/** The verdict for a displacement (dx, dy) from touch-down, in points. */
tr_status tr_strategy_decide(const tr_strategy *strategy, double dx, double dy, tr_verdict *verdict);

/**
 * Make a built-in strategy the direction rule of `pager` (a pager or nested
 * container; TR_ERROR_WRONG_KIND otherwise), replacing a
 * tr_pager_set_rule rule, whose destroy then runs. TR_ERROR_INVALID_ARGUMENT
 * for TR_STRATEGY_CUSTOM, an unknown kind, or a threshold that is not 0 to
 * 1e9 points.
 */
tr_status tr_pager_set_strategy(tr_view *pager, const tr_strategy *strategy);
/**
 * The pager's direction rule: its strategy, or TR_STRATEGY_CUSTOM with NAN
 * thresholds for a tr_pager_set_rule rule. VIEWPAGER and GTK_PAN report
 * threshold_y equal to threshold_x.
 */
tr_status tr_pager_strategy(tr_view *pager, tr_strategy *strategy);

/** The axis a pager scrolls along, as a rule sees it. */
typedef enum tr_axis {
    TR_AXIS_HORIZONTAL = 0, /**< along x: the default pager's */
    TR_AXIS_VERTICAL = 1    /**< along y */
} tr_axis;

/**
 * A toolkit's own direction rule: the verdict for a displacement (dx, dy)
 * from touch-down, in window points, for a pager scrolling along `axis`.
 * Called on every move until it decides, inside the routing call (so the
 * callback conventions above apply: calls that route return
 * TR_ERROR_REENTRANT); it should only compute, cheaply. A value that is not
 * a tr_verdict counts as TR_VERDICT_UNDECIDED.
 */
typedef tr_verdict (*tr_rule_fn)(void *user_data, double dx, double dy, tr_axis axis);

/** Frees a rule's user_data; see tr_pager_set_rule. */
typedef void (*tr_rule_destroy_fn)(void *user_data);

/**
 * Make `decide` the pager's direction rule, named `name` (copied; shown as the
 * rule in decision traces, so it may not be empty or a built-in rule's name
 * such as "pan" or "remorseful"). `user_data` is passed back as is. When the
 * rule is dropped (replaced by another rule or strategy, or its pager freed),
 * `destroy` (may be NULL) is called once with `user_data`; until then it must
 * stay valid. The pager's arbitration is kept: with
 * TR_ARBITRATION_LAST_ONE_STANDING (the default), a gesture every descendant
 * gave up is the pager's once it has gone the pager's pan threshold (10 pt by
 * default, see tr_scroll_set_pan_start_threshold) along its axis, even while the
 * rule is undecided; set TR_ARBITRATION_DECIDE_ONCE for the rule alone.
 */
tr_status tr_pager_set_rule(tr_view *pager, const char *name, tr_rule_fn decide, void *user_data,
                            tr_rule_destroy_fn destroy);

/** How a pager's rule shares a gesture with the views inside it (tr_pager_set_arbitration). */
typedef enum tr_arbitration {
    /** Stop testing once a descendant claims the touch (as UIKit). */
    TR_ARBITRATION_DECIDE_ONCE = 0,
    /** Re-test the rule on every move, whoever owns the touch, until it takes over. */
    TR_ARBITRATION_LITERAL = 1,
    /** Decide-once, and take a gesture along the pager's axis that every
     *  descendant declined (the default): no dead gestures. A scroll view
     *  whose own pan declined a touch (a list whose finger first went
     *  sideways) takes it back once every other view and recognizer has given
     *  it up and the path from touch-down goes more its way than across
     *  (decision rule "reconsidered"). */
    TR_ARBITRATION_LAST_ONE_STANDING = 2
} tr_arbitration;
/**
 * Set how the pager arbitrates (TR_ARBITRATION_LAST_ONE_STANDING until set).
 * `pager` is a pager or nested container; TR_ERROR_INVALID_ARGUMENT for a
 * value that is not a tr_arbitration.
 */
tr_status tr_pager_set_arbitration(tr_view *pager, tr_arbitration arbitration);

/* ── Nested containers: a collapsing header over a pager of lists ──────── */

/** When a nested container asks its source for each page. */
typedef enum tr_page_creation {
    TR_PAGES_LAZY = 0,   /**< each page when first shown */
    TR_PAGES_EAGER = 1   /**< every page at reload */
} tr_page_creation;

/**
 * Where a nested container gets its pages. At most 4096 pages are used. A page
 * that is NULL, not a scroll view, the container or one of its ancestors, or
 * already elsewhere in a tree is reported as a problem and an empty page
 * stands in.
 */
typedef struct tr_page_source {
    /**
     * How many pages `container` has: 0 to 4096 (a count below 0 is reported
     * and counts as 0; above 4096, the first 4096 are used). NULL: no pages.
     */
    int32_t (*page_count)(void *user_data, tr_view *container);
    /** A vertical scroll view (made with tr_view_create) for page `index`, in no superview. */
    tr_view *(*page)(void *user_data, tr_view *container, int32_t index);
    /** Passed back as is to page_count and page; never freed. */
    void *user_data;
} tr_page_source;

/**
 * A nested container: a header of `header_height` points that collapses, a
 * hover bar of `hover_height` that stays, and a horizontal pager of the
 * source's pages below. The source is copied; it is asked again on reload.
 */
tr_status tr_nested_container_create(
    tr_window *window, const char *name, tr_rect frame, double header_height, double hover_height,
    tr_page_creation creation, const tr_page_source *source, tr_view **out);
/**
 * The header and the hover bar (plain views to fill) and the pager; any
 * out-parameter may be NULL. These, and the pages, belong to the container:
 * moving or destroying them gives TR_ERROR_STATE.
 */
tr_status tr_nested_container_parts(tr_view *container, tr_view **header, tr_view **hover_bar, tr_view **pager);
/** Show page `page` (from 0; TR_ERROR_INVALID_ARGUMENT for one it does not have), gliding there if `animated`. */
tr_status tr_nested_container_scroll_to_page(tr_view *container, int32_t page, bool animated);
/** Ask the source again; keeps the page shown (clamped) and the header. */
tr_status tr_nested_container_reload(tr_view *container);
/** 0 with the header shown, 1 collapsed. */
tr_status tr_nested_container_header_collapse(tr_view *container, double *collapse);

/* ── Host views: widgets the toolkit draws and handles itself ──────────── */

/** A touch as a host view sees it. */
typedef struct tr_touch {
    /** The router's touch number, as tr_delivery.touch. */
    int64_t id;
    /** In the host view's coordinates: x. */
    double x;
    /** In the host view's coordinates: y. */
    double y;
    /** In window points: x. */
    double window_x;
    /** In window points: y. */
    double window_y;
    /** 1 for a single tap, 2 for the second of a double tap, … */
    int32_t tap_count;
    /**
     * Delivered at a decision point on the path between two samples (see
     * the conventions): the move there or what it led to (a cancel), not a
     * sample of the input. It lies in what was the struct's padding, so
     * an array of tr_touch keeps its size (abi_layout.c).
     */
    bool interpolated;
} tr_touch;

/**
 * What a host view asks its toolkit, with the user data given at creation.
 * Copied at creation (tr_host_view_create, tr_participant_view_create); the
 * struct cannot grow. Called on the window's thread, inside the call that
 * hit-tests or routes (the callback conventions apply; the array of touches
 * is valid only during the call).
 */
typedef struct tr_host_callbacks {
    /** Whether (x, y), in the view's coordinates, is inside the widget. NULL: inside its bounds. */
    bool (*point_inside)(void *user_data, tr_view *view, double x, double y);
    /**
     * The widget's touches, exactly when a tap view's touchesBegan/Moved/Ended/
     * Cancelled would run: held back by an enclosing scroll view's delay, and
     * cancelled when a scroll takes the gesture (unless
     * TR_FLAG_CANCELLABLE_BY_SCROLLING is off).
     */
    void (*touches)(void *user_data, tr_view *view, tr_phase phase, const tr_touch *touches, size_t count, double time);
} tr_host_callbacks;

/** A host view; `callbacks` is copied. */
tr_status tr_host_view_create(
    tr_window *window, const char *name, tr_rect frame, const tr_host_callbacks *callbacks, void *user_data,
    tr_view **out);

/* ── Gesture recognizers: taps, long presses, pans, pinches, swipes ────── */

/*
 * A recognizer watches the touches that come down on its view or inside it,
 * before the views hear them, and goes through UIKit's states:
 *   discrete (tap, double tap, swipe):  POSSIBLE ─▶ RECOGNIZED, or FAILED
 *   continuous (the others):            POSSIBLE ─▶ BEGAN ─▶ CHANGED… ─▶
 *                                       ENDED or CANCELLED; or FAILED
 * and back to POSSIBLE (not reported) once its touches have lifted. One that
 * recognizes or begins wins its touches: scroll views stop testing them. One
 * still POSSIBLE when a scroll view takes the touches fails. Recognizers
 * belong to their window's thread (the conventions' rule); their callbacks
 * run inside the routing call, so the callback conventions apply.
 */

/** What a recognizer recognizes. Tap, double tap and swipe are discrete; the others continuous. */
typedef enum tr_gesture_kind {
    TR_GESTURE_TAP = 0,          /**< taps in a row (TR_RECOGNIZER_TAPS_REQUIRED, default 1) */
    TR_GESTURE_DOUBLE_TAP = 1,   /**< a tap recognizer that needs 2 or more taps */
    TR_GESTURE_LONG_PRESS = 2,   /**< fingers held down (TR_RECOGNIZER_MINIMUM_PRESS_DURATION) */
    TR_GESTURE_PAN = 3,          /**< fingers dragging: translation and velocity */
    TR_GESTURE_PINCH = 4,        /**< two fingers spreading or closing: scale and rate */
    TR_GESTURE_ROTATION = 5,     /**< two fingers turning: rotation and rate */
    TR_GESTURE_SWIPE = 6,        /**< a quick stroke in an accepted direction (TR_RECOGNIZER_DIRECTION) */
    TR_GESTURE_EDGE_PAN = 7,     /**< a pan that starts at one of the window's edges */
    TR_GESTURE_CUSTOM = 8,       /**< the host's own kind (tr_recognizer_create_custom); kind_name names it */
    /**
     * One or more fingers' focal point, spread and turn in one continuous
     * gesture (Flutter's scale gesture): location, translation, scale and
     * rotation. Appended after CUSTOM, which keeps its value.
     */
    TR_GESTURE_TRANSFORM = 9
} tr_gesture_kind;

/**
 * Where a recognizer is, as UIKit's recognizer states: a discrete one goes
 * from POSSIBLE to RECOGNIZED or FAILED, a continuous one to BEGAN,
 * CHANGED…, then ENDED or CANCELLED, or to FAILED.
 */
typedef enum tr_gesture_state {
    /** watching its touches, nothing decided yet; the state between gestures (going back to it is not reported) */
    TR_GESTURE_POSSIBLE = 0,
    TR_GESTURE_BEGAN = 1,       /**< a continuous gesture started: it won its touches */
    TR_GESTURE_CHANGED = 2,     /**< a continuous gesture moved on */
    TR_GESTURE_ENDED = 3,       /**< a continuous gesture finished */
    TR_GESTURE_CANCELLED = 4,   /**< a continuous gesture was cut off */
    TR_GESTURE_FAILED = 5,      /**< this gesture is not its own; its touches go on without it */
    TR_GESTURE_RECOGNIZED = 6   /**< a discrete gesture happened: it won its touches */
} tr_gesture_state;

/**
 * A recognizer's transition, or (tr_recognizer_state_of) where it is now.
 * Values that do not apply to its kind are NAN. The library fills it, so it
 * may grow at its end in later versions.
 */
typedef struct tr_gesture_change {
    /** Window seconds. */
    double time;
    /** The recognizer. */
    tr_recognizer *recognizer;
    /** Its name. */
    const char *name;
    /** Its kind (TR_GESTURE_CUSTOM for the host's own, which kind_name names). */
    tr_gesture_kind kind;
    /** The state it moved to, or is in. */
    tr_gesture_state state;
    /**
     * "tap", "double-tap", "long-press", …, or a custom recognizer's own kind
     * name: the JSON Lines' spelling.
     */
    const char *kind_name;
    /** "began", "recognized", …: the JSON Lines' spelling. */
    const char *state_name;
    /** The view it is attached to (NULL when none, and view_name NULL). */
    tr_view *view;
    /** That view's name, or NULL. */
    const char *view_name;
    /** The centroid of its touches, window points: x. */
    double x;
    /** The centroid of its touches, window points: y. */
    double y;
    /** The centroid's travel since the gesture began, points (pan, edge pan, swipe, transform): x. */
    double translation_x;
    /** The centroid's travel since the gesture began, points (pan, edge pan, swipe, transform): y. */
    double translation_y;
    /** The centroid's velocity, points per second (pan, edge pan, swipe, transform): x. */
    double velocity_x;
    /** The centroid's velocity, points per second (pan, edge pan, swipe, transform): y. */
    double velocity_y;
    /** Pinch, transform: the fingers' spread relative to when it began (1: unchanged). */
    double scale;
    /** Rotation, transform: radians since it began, clockwise on screen positive. */
    double rotation;
    /** Pinch: scale per second; rotation: radians per second. */
    double rate;
} tr_gesture_change;

/**
 * Hears a recognizer's transitions: one recognizer's (tr_recognizer_on_change)
 * or every one in a window (tr_window_on_gesture). Called on the window's
 * thread, inside the call that moved it (the callback conventions apply:
 * routing calls return TR_ERROR_REENTRANT); `change` and its strings are
 * valid only during the call.
 */
typedef void (*tr_gesture_fn)(void *user_data, const tr_gesture_change *change);

/**
 * A recognizer of `kind` named `name` (copied; shown in traces) for `window`,
 * attached to no view yet: attach it with tr_view_add_recognizer. DOUBLE_TAP
 * is a tap recognizer needing 2 taps. Its handle lives until
 * tr_recognizer_destroy, or until its view's tr_view_destroy or
 * tr_window_destroy.
 */
tr_status tr_recognizer_create(tr_window *window, tr_gesture_kind kind, const char *name, tr_recognizer **out);
/** Detach the recognizer (as tr_view_remove_recognizer) and release its handle. */
tr_status tr_recognizer_destroy(tr_recognizer *recognizer);

/**
 * What a custom recognizer hears: its touches in one phase, `count` of them
 * (in the coordinates of the view it is attached to, and the window's), at
 * `time`, the window's seconds. The array is valid only during the call.
 */
typedef void (*tr_recognizer_touches_fn)(
    void *user_data, tr_recognizer *recognizer, const tr_touch *touches, size_t count, double time);

/**
 * A custom recognizer's methods, UIKit's subclass overrides: the touches it
 * follows (those that come down on its view or inside it) in each phase,
 * before the views hear them, and `reset` when it goes back to POSSIBLE
 * after a gesture (forget the gesture there). Any may be NULL: nothing is
 * called. A recognizer still POSSIBLE when all of its touches have lifted
 * fails. Called on the window's thread, inside routing (the callback
 * conventions apply); they move the recognizer with tr_recognizer_transition.
 * Copied at creation; like tr_host_callbacks, the struct cannot grow.
 */
typedef struct tr_custom_recognizer_callbacks {
    tr_recognizer_touches_fn touches_began;     /**< touches that came down, or NULL */
    tr_recognizer_touches_fn touches_moved;     /**< touches that moved, or NULL */
    tr_recognizer_touches_fn touches_ended;     /**< touches that lifted, or NULL */
    tr_recognizer_touches_fn touches_cancelled; /**< touches that were cancelled, or NULL */
    /** Back to POSSIBLE after a gesture: forget the gesture; or NULL. */
    void (*reset)(void *user_data, tr_recognizer *recognizer);
} tr_custom_recognizer_callbacks;

/**
 * A recognizer of the host's own kind, named `name` (copied; shown in
 * traces), for `window` and attached to no view yet, as tr_recognizer_create
 * makes one. `kind_name` (copied, not empty) is its kind in every record
 * (kind_name, the traces' "kind"; its kind is TR_GESTURE_CUSTOM), so keep it
 * one word: "scrub". `continuous`: it goes BEGAN, CHANGED…, ENDED or
 * CANCELLED; otherwise RECOGNIZED. Its callbacks get `user_data` (the
 * caller's, not freed). It takes part in everything a built-in recognizer
 * does: requirements, simultaneous and should-begin rules, flags,
 * tr_recognizer_on_change; tr_recognizer_set and tr_recognizer_get refuse
 * every parameter (TR_ERROR_WRONG_KIND). The handle lives as
 * tr_recognizer_create's does.
 */
tr_status tr_recognizer_create_custom(
    tr_window *window, const char *name, const char *kind_name, bool continuous,
    const tr_custom_recognizer_callbacks *callbacks, void *user_data, tr_recognizer **out);
/**
 * Move a custom recognizer to `state`, from its callbacks (or, between
 * frames, from the host's own timer): UIKit's setting of `state` in a
 * subclass. TR_ERROR_STATE when the transition is illegal for its kind
 * (RECOGNIZED for a continuous one, CHANGED before BEGAN) or was refused:
 * its should-begin rule said no, or a rival won the same touches, and it
 * failed (read tr_recognizer_state_of). RECOGNIZED or BEGAN may also be held
 * back by a tr_recognizer_require_to_fail requirement: TR_OK, and it stays
 * POSSIBLE until the requirement fails. A transition may reset the
 * recognizer before this returns (its touches have all lifted), so do
 * nothing after one that finishes its gesture. TR_ERROR_WRONG_KIND for a
 * built-in recognizer, which moves itself. Outside a callback it routes (the
 * views hear the effects), so it is TR_ERROR_REENTRANT from another
 * recognizer's or a view's callback; from its own callbacks it is allowed.
 */
tr_status tr_recognizer_transition(tr_recognizer *recognizer, tr_gesture_state state);
/**
 * Attach `recognizer` to `view` (moving it from any other view): it hears
 * the touches that come down on `view` or inside it. Both must belong to the
 * same window (TR_ERROR_STATE otherwise). Like a change to the view tree, it
 * and tr_view_remove_recognizer return TR_ERROR_REENTRANT from a callback
 * for a view in the window's tree.
 */
tr_status tr_view_add_recognizer(tr_view *view, tr_recognizer *recognizer);
/**
 * Detach it: one under way is cancelled, one following touches fails (its
 * callbacks hear that). The handle stays valid.
 */
tr_status tr_view_remove_recognizer(tr_view *view, tr_recognizer *recognizer);
/** How many recognizers are attached to `view`, and the one at `index` (in the order attached). */
/** @{ */
tr_status tr_view_recognizer_count(tr_view *view, size_t *count);
tr_status tr_view_recognizer_at(tr_view *view, size_t index, tr_recognizer **out);
/** @} */
/** The first recognizer named `name` on a view of the window, in tree order (a layout file's). */
tr_status tr_window_find_recognizer(tr_window *window, const char *name, tr_recognizer **out);
/** The view it is attached to, or NULL. */
tr_status tr_recognizer_view(tr_recognizer *recognizer, tr_view **out);
/** Its name, valid while its handle lives. */
tr_status tr_recognizer_name(tr_recognizer *recognizer, const char **name);
/** Its kind: a tap recognizer set to 2 taps or more is DOUBLE_TAP. */
tr_status tr_recognizer_kind_of(tr_recognizer *recognizer, tr_gesture_kind *kind);
/** Its state and the values of its current gesture, at the window's time. */
tr_status tr_recognizer_state_of(tr_recognizer *recognizer, tr_gesture_change *out);

/**
 * A built-in recognizer's number, for tr_recognizer_set and tr_recognizer_get:
 * each says which kinds have it, its unit, its range and its default.
 */
typedef enum tr_recognizer_parameter {
    /** Tap: taps in a row, ≥ 1 (default 1; 2 makes it a double tap). */
    TR_RECOGNIZER_TAPS_REQUIRED = 0,
    /** Tap, long press, swipe: fingers, ≥ 1 (default 1). */
    TR_RECOGNIZER_TOUCHES_REQUIRED = 1,
    /** Pan, edge pan, transform: the fewest fingers, ≥ 1 (default 1). */
    TR_RECOGNIZER_MINIMUM_TOUCHES = 2,
    /** Pan, edge pan, transform: the most fingers, ≥ the fewest; INFINITY: any (the default). */
    TR_RECOGNIZER_MAXIMUM_TOUCHES = 3,
    /** Long press: seconds held before it begins (default 0.5, UIKit's). */
    TR_RECOGNIZER_MINIMUM_PRESS_DURATION = 4,
    /**
     * Long press: points a finger may move before it begins (default 10, UIKit's).
     * Tap: points a finger may move while down (default 10, the tap slop). 0 to 1e9.
     */
    TR_RECOGNIZER_ALLOWABLE_MOVEMENT = 5,
    /** Swipe: the directions it accepts, TR_SWIPE_* bits (default TR_SWIPE_RIGHT). */
    TR_RECOGNIZER_DIRECTION = 6,
    /** Edge pan: the window edges it may start from, TR_EDGE_* bits (default TR_EDGE_LEFT). */
    TR_RECOGNIZER_EDGES = 7,
    /** Tap: seconds a finger may stay down and still tap, above 0 (default 0.5). */
    TR_RECOGNIZER_MAXIMUM_TAP_DURATION = 8,
    /** Tap: seconds from one tap's lift to the next tap's touch-down, above 0 (default 0.3, UIKit's). */
    TR_RECOGNIZER_MAXIMUM_TAP_INTERVAL = 9,
    /** Tap: points between one tap and the next, 0 to 1e9 (default 100). */
    TR_RECOGNIZER_MAXIMUM_TAP_DISTANCE = 10,
    /** Swipe: points the fingers' centroid travels before it is judged, above 0 (default 30). */
    TR_RECOGNIZER_MINIMUM_DISTANCE = 11,
    /** Swipe: average points per second over the stroke, 0 to 1e9 (default 300). */
    TR_RECOGNIZER_MINIMUM_SPEED = 12,
    /** Swipe: radians a stroke may lie off a permitted direction, above 0 up to π/2 (default π/6, 30°). */
    TR_RECOGNIZER_MAXIMUM_ANGLE = 13,
    /**
     * Pan, edge pan, transform: points the fingers travel before it begins, 0 to 1e9
     * (default 10, the scroll views').
     */
    TR_RECOGNIZER_PAN_THRESHOLD = 14,
    /**
     * Pinch, transform: points the distance between the fingers changes before it begins,
     * 0 to 1e9 (default 16).
     */
    TR_RECOGNIZER_SPAN_SLOP = 15,
    /**
     * Rotation, transform: radians the line between the fingers turns before it begins, 0 to π
     * (default: rotation 5π/180, 5°, and only once 4 reports in a row turn the line the same
     * way, the fingers not moving together; transform π/180, 1°).
     */
    TR_RECOGNIZER_ROTATION_THRESHOLD = 16,
    /** Edge pan: points from the window's edge where a touch may start it, above 0 (default 20). */
    TR_RECOGNIZER_EDGE_ZONE_WIDTH = 17
} tr_recognizer_parameter;

/** Swipe directions, as bits to OR together for TR_RECOGNIZER_DIRECTION. */
enum {
    TR_SWIPE_RIGHT = 1, /**< towards +x */
    TR_SWIPE_LEFT = 2,  /**< towards -x */
    TR_SWIPE_UP = 4,    /**< towards -y (up the screen) */
    TR_SWIPE_DOWN = 8   /**< towards +y (down the screen) */
};
/** Window edges, as bits to OR together for TR_RECOGNIZER_EDGES. */
enum {
    TR_EDGE_TOP = 1,    /**< the window's top edge */
    TR_EDGE_LEFT = 2,   /**< the window's left edge */
    TR_EDGE_BOTTOM = 4, /**< the window's bottom edge */
    TR_EDGE_RIGHT = 8   /**< the window's right edge */
};

/**
 * Set one parameter. TR_ERROR_WRONG_KIND for a parameter the recognizer's
 * kind does not have; TR_ERROR_INVALID_ARGUMENT for a value out of its range
 * (counts and bits are whole numbers).
 */
tr_status tr_recognizer_set(tr_recognizer *recognizer, tr_recognizer_parameter parameter, double value);
/** Read one parameter; TR_ERROR_WRONG_KIND for a parameter the recognizer's kind does not have. */
tr_status tr_recognizer_get(tr_recognizer *recognizer, tr_recognizer_parameter parameter, double *value);

/** A recognizer's yes-or-no setting, for tr_recognizer_set_flag and tr_recognizer_get_flag. */
typedef enum tr_recognizer_flag {
    /** Hears touches (default true); turning it off mid-gesture cancels it. */
    TR_RECOGNIZER_ENABLED = 0,
    /** When it recognizes or begins, the views holding its touches get them cancelled (default true). */
    TR_RECOGNIZER_CANCELS_TOUCHES_IN_VIEW = 1,
    /** Views hear its touches begin only once it has failed (default false). */
    TR_RECOGNIZER_DELAYS_TOUCHES_BEGAN = 2,
    /** Views hear its touches end only once it has failed or recognized (default true). */
    TR_RECOGNIZER_DELAYS_TOUCHES_ENDED = 3
} tr_recognizer_flag;

/**
 * Set or read one of the recognizer's flags; any recognizer has them all.
 * TR_ERROR_INVALID_ARGUMENT for a value that is not a tr_recognizer_flag.
 */
/** @{ */
tr_status tr_recognizer_set_flag(tr_recognizer *recognizer, tr_recognizer_flag flag, bool value);
tr_status tr_recognizer_get_flag(tr_recognizer *recognizer, tr_recognizer_flag flag, bool *value);
/** @} */

/**
 * `recognizer` may not recognize or begin until `other` has failed: a single
 * tap waiting for a double tap. Both of one window; not itself
 * (TR_ERROR_INVALID_ARGUMENT). A requirement that follows none of the
 * recognizer's touches counts as failed, so one destroyed (and so detached)
 * never holds the recognizer back.
 */
tr_status tr_recognizer_require_to_fail(tr_recognizer *recognizer, tr_recognizer *other);

/**
 * Asked when `recognizer` and `other` both want the same touches: true lets
 * both proceed (pinch with rotate), either side's rule saying yes is enough;
 * otherwise the first to begin or recognize wins. Called inside routing; it
 * should only compute.
 */
typedef bool (*tr_simultaneous_fn)(void *user_data, tr_recognizer *recognizer, tr_recognizer *other);
/** Set (or with NULL clear) the recognizer's simultaneous-recognition rule. */
tr_status tr_recognizer_set_simultaneous_rule(tr_recognizer *recognizer, tr_simultaneous_fn rule, void *user_data);
/**
 * Asked when `recognizer` asks to recognize (a discrete one) or begin (a
 * continuous one): false fails it instead, and its touches go on to the
 * views and scroll views as if it had never wanted them. UIKit's
 * gestureRecognizerShouldBegin. Asked once per gesture, before the
 * recognizer waits for its tr_recognizer_require_to_fail requirements, and
 * only when the recognizer's own conditions (its threshold, an edge pan's
 * direction) are met. Called on the window's thread, inside routing (the
 * callback conventions apply): it should only compute, and its answer
 * should not depend on when in a frame it is asked. `user_data` is the
 * caller's and is not freed.
 */
typedef bool (*tr_should_begin_fn)(void *user_data, tr_recognizer *recognizer);
/** Set (or with NULL clear) the recognizer's should-begin rule. */
tr_status tr_recognizer_set_should_begin(tr_recognizer *recognizer, tr_should_begin_fn rule, void *user_data);
/**
 * Called after each of the recognizer's transitions (NULL clears), with its
 * own user data: a recognizer's action. A layout file's action on it (a
 * double tap's zoom) still runs, first.
 */
tr_status tr_recognizer_on_change(tr_recognizer *recognizer, tr_gesture_fn callback, void *user_data);
/**
 * How a touch the recognizer followed turned out for it in the gesture
 * arena: `accepted` true, it won the touch (it began or recognized with it;
 * for a finger that joined a gesture under way, at its next change or its
 * end); false, it lost it (it failed or was cancelled first, or the touch
 * ended before it used it). Exactly one verdict per touch the recognizer
 * followed, for every recognizer: built-in, custom, or a scroll view's own
 * pan and pinch. `touch` is in window coordinates (x, y as window_x,
 * window_y); `time` is the window's seconds. Called on the window's thread,
 * inside routing (the callback conventions apply): after the transition
 * that decided it is reported, or as the touch ends for a recognizer that
 * never used it. A verdict is the recognizer's own: recognizers that
 * recognize together are each accepted. The counterpart of a
 * participant's tr_verdict_fn.
 */
typedef void (*tr_recognizer_verdict_fn)(
    void *user_data, tr_recognizer *recognizer, const tr_touch *touch, bool accepted, double time);
/** Set (or with NULL clear) the recognizer's verdict callback, with its own `user_data` (the caller's, not freed). */
tr_status tr_recognizer_on_verdict(tr_recognizer *recognizer, tr_recognizer_verdict_fn callback, void *user_data);
/** Every recognizer's transitions in the window, as the trace's "gesture" records (NULL clears). */
tr_status tr_window_on_gesture(tr_window *window, tr_gesture_fn callback, void *user_data);

/**
 * A scroll view's drag (tr_scroll_pan_recognizer) or zoom pinch
 * (tr_scroll_pinch_recognizer) as a recognizer, named "<view name>.pan" or
 * "<view name>.pinch", kind PAN or PINCH: what UIKit calls the scroll view's
 * panGestureRecognizer. Relate it to other recognizers as to any:
 * tr_recognizer_require_to_fail in either direction (a pager's pan waiting
 * for a row's swipe to fail, a tap waiting for a list's pan to fail), and
 * tr_recognizer_set_simultaneous_rule. `scroll` is a scroll view, pager or
 * nested container (TR_ERROR_WRONG_KIND otherwise).
 *
 * Made when first asked for: until then the scroll view decides alone and
 * its transitions are not reported. Made, it begins when the scroll view
 * takes a gesture (and waits, the content keeping the touch, while a
 * requirement may still recognize), changes with each step, and ends when
 * the last finger lifts; it fails when the scroll view gives the gesture
 * up. Disabling it (TR_RECOGNIZER_ENABLED off) keeps the view from scrolling
 * by touch. It stays on its scroll view: tr_view_add_recognizer refuses it
 * (TR_ERROR_STATE) and tr_view_remove_recognizer leaves it. The handle
 * lives as any recognizer's: until tr_recognizer_destroy (which releases the
 * handle only), its view's tr_view_destroy or the window's.
 */
/** @{ */
tr_status tr_scroll_pan_recognizer(tr_view *scroll, tr_recognizer **out);
tr_status tr_scroll_pinch_recognizer(tr_view *scroll, tr_recognizer **out);
/** @} */

/* ── Arena participants: a host widget that competes for its touches ──── */

/** Where an arena participant stands on one of its touches (its tr_stance_fn's answer). */
typedef enum tr_stance {
    /** The touch is mine: the first to accept wins; the others stop competing. */
    TR_STANCE_ACCEPT = 0,
    /** I give it up: it may go to whoever is left (the last one standing). */
    TR_STANCE_REJECT = 1,
    /** Not decided yet: keep it open for me. */
    TR_STANCE_HOLD = 2
} tr_stance;

/**
 * Where a participant stands on `touch` (in its coordinates, as the host
 * callbacks give it), which has moved (dx, dy) points from where it came
 * down, in window points along the window's axes (not the view's: a view in
 * a zoomed scroll view is scaled). Asked after each move the view hears, inside routing: it should only
 * compute. A value that is not a tr_stance counts as TR_STANCE_HOLD.
 */
typedef tr_stance (*tr_stance_fn)(void *user_data, tr_view *view, const tr_touch *touch, double dx, double dy);

/**
 * A host view (as tr_host_view_create; its kind is TR_VIEW_HOST) that joins
 * the gesture arena: `stance` says, for each touch it holds, whether it
 * takes it. A slider accepts horizontal drags, so the pager around it does
 * not page, and rejects vertical ones, so the list scrolls. `user_data` is
 * shared: the host callbacks and `stance` all receive it. Inside a list, turn
 * the list's TR_FLAG_DELAYS_CONTENT_TOUCHES off, as UIKit's sliders in a
 * table need: with the delay, the list decides a drag before the slider has
 * the touch to take a stance on.
 */
tr_status tr_participant_view_create(
    tr_window *window, const char *name, tr_rect frame, const tr_host_callbacks *callbacks, tr_stance_fn stance,
    void *user_data, tr_view **out);

/**
 * How a touch a participant held turned out: `accepted` true, it won the
 * touch (it was the first to accept, or it still held the touch when the
 * finger lifted and nobody had won it); false, it lost (a scroll view took
 * the touch over, a recognizer won it, another view claimed it, it was
 * cancelled here, or it lifted while the stance said TR_STANCE_REJECT).
 * Exactly one verdict per touch the participant received a BEGAN for. A
 * slider that moved its thumb with the finger before it knew puts it back
 * on a rejection. `touch` is in the participant's coordinates; `time` is the
 * window's seconds. Called on the window's thread, inside routing (the
 * callback conventions apply): a cancel's verdict follows the cancel, a
 * lift's follows the lift.
 */
typedef void (*tr_verdict_fn)(void *user_data, tr_view *view, const tr_touch *touch, bool accepted, double time);
/**
 * Set (or with NULL clear) a participant's verdict callback, with its own
 * `user_data` (the caller's, not freed). TR_ERROR_WRONG_KIND for a view that
 * tr_participant_view_create did not make.
 */
tr_status tr_participant_on_verdict(tr_view *view, tr_verdict_fn callback, void *user_data);

/* ── Sessions: touchscreens, recordings and a run loop for your main loop ─ */

/** How device units become window points. Zeroed means upright, no calibration, the default scale. */
typedef struct tr_mapping {
    /** Clockwise: 0, 90, 180 or 270. */
    int32_t rotation;
    /** Mirror left and right, after the rotation. */
    bool flip_horizontal;
    /** Mirror top and bottom, after the rotation. */
    bool flip_vertical;
    /** Use `calibration` (libinput's row-major 2×3 matrix) instead of udev's. */
    bool has_calibration;
    /**
     * The matrix, read only with has_calibration: 6 finite numbers, applied to
     * the device's position normalised to 0…1, before the rotation.
     */
    double calibration[6];
} tr_mapping;

/**
 * A session drives `window` from touchscreens or recordings. It has one
 * pollable descriptor (tr_session_fd) for everything: wait for it to be
 * readable in your main loop and call tr_session_dispatch. Window time goes
 * on from where the window's clock is (tr_window_now), one second per second
 * of CLOCK_MONOTONIC, so a session made at window time 30 s starts at 30 s.
 * One session per window; any number of touchscreens per session (their
 * touches never share an id), or one recording alone.
 */
tr_status tr_session_create(tr_window *window, tr_session **out);
/**
 * Destroy the session and release its handle: the devices and recordings it
 * reads and its descriptor (tr_session_fd) are closed with it, so stop
 * polling that first. The window goes on without a session, and may be
 * given a new one. TR_ERROR_REENTRANT from a callback of its window.
 */
tr_status tr_session_destroy(tr_session *session);
/**
 * Open a touchscreen (`path`, or NULL for the first one found) and add it:
 * onto the region the first matching tr_session_add_map rule gives, else the
 * whole window. TR_ERROR_DEVICE says why not (permissions, busy grab, no
 * positions) and what to do. A touchscreen is what udev tags
 * ID_INPUT_TOUCHSCREEN=1, or what its capabilities make one, a single-touch
 * direct panel that names its contact a pen (BTN_TOOL_PEN beside BTN_TOUCH,
 * with no pen's own signs) included; a `path` that reports positions is read
 * even when it is not one, with a TR_LOG_INFO message saying what it is. A
 * `path` that is a mouse with a wheel (REL_WHEEL or REL_HWHEEL, no positions)
 * is read as a pointer: it starts at the window's centre, moves 1 pt per
 * unit of REL_X/REL_Y, and its wheel scrolls the view under it (see
 * tr_window_on_pointer_scroll); map rules do not apply to it. A touchpad
 * (BTN_TOOL_FINGER without INPUT_PROP_DIRECT, or udev's ID_INPUT_TOUCHPAD)
 * is read as a pointer too: one finger moves it, two scroll the view under
 * it (see tr_session_set_touchpad); its fingers are never touches.
 */
tr_status tr_session_open_device(tr_session *session, const char *path, bool grab, const tr_mapping *mapping);
/**
 * Replay a recording (evemu or libinput record; `description` for an
 * events-only evemu file, else NULL), mapped as a touchscreen would be: by
 * the first tr_session_add_map rule matching its recorded device, else a
 * layout output, else the whole window: in real time × `speed`, or with
 * `speed` 0 as fast as possible. It starts at tr_session_now: each event at
 * that time + its time since the first event, so on a new window and session
 * the decisions equal `touchroute replay`'s. Afterwards time goes on, one
 * second per second, from where it left the window's clock. A mouse's
 * recording plays as its pointer and wheel, and a touchpad's as its pointer
 * and two-finger scroll, as tr_session_open_device reads them (always from
 * its fingers: where a `libinput record --with-libinput` file also holds
 * libinput's scroll events, `touchroute replay` routes those instead). A libinput
 * record file of several devices (`libinput record --all`, two panels) plays
 * every touchscreen, mouse with a wheel and touchpad, each mapped as above on its
 * own, their frames in time order and their touches with distinct ids, as
 * `touchroute replay` does; each device left out (a keyboard) is named in the
 * log at TR_LOG_INFO, and a file of several none of which can be played is
 * refused with TR_ERROR_FILE, naming each device with why.
 */
tr_status tr_session_open_recording(
    tr_session *session, const char *path, const char *description, double speed, const tr_mapping *mapping);
/** The descriptor to poll for reading. */
tr_status tr_session_fd(tr_session *session, int *fd);

/** Whether a session's input may go on (tr_session_dispatch). */
typedef enum tr_input_state {
    /** More may come. A session with no device or recording (host frames only) stays ACTIVE. */
    TR_INPUT_ACTIVE = 0,
    /** Its recording has played and everything is at rest, or its device went away. */
    TR_INPUT_ENDED = 1
} tr_input_state;

/**
 * Read what is ready, route it, fire due timers, re-arm. Never blocks; a
 * spurious call is harmless. TR_ERROR_DEVICE_REMOVED when the last touchscreen
 * went away and the session follows no hotplug (its touches cancelled); one of
 * several going away is only a device event. `state` may be NULL.
 */
tr_status tr_session_dispatch(tr_session *session, tr_input_state *state);
/**
 * Block, dispatching, until the input ends, the device goes away or `stop_fd`
 * (-1: none) is readable; touches still down are then cancelled.
 * TR_ERROR_STATE with no device or recording and no stop_fd: nothing would end it.
 */
tr_status tr_session_run(tr_session *session, int stop_fd);
/**
 * Window time now, in seconds: stamp host frames and display frames with it.
 * It is the window's time at tr_session_create plus CLOCK_MONOTONIC seconds
 * since (× speed while a recording plays in real time), and never earlier
 * than the window's clock.
 */
tr_status tr_session_now(tr_session *session, double *now);
/**
 * Route a frame from the host's own input (a mouse as a finger), stamped with
 * tr_session_now, by the frame rule: a repeated id is its contact's next state.
 */
tr_status tr_session_handle_frame(tr_session *session, const tr_contact *contacts, size_t count);

/* ── Session time for hosts: a CLOCK_MONOTONIC moment on the window's clock ─ */

/**
 * The window time of `monotonic_ns`, a CLOCK_MONOTONIC reading in nanoseconds
 * (tv_sec * 1000000000 + tv_nsec: a vsync or presentation timestamp), by the
 * same offset as device events; never earlier than the window's clock. Pass
 * a moment that has come, not a predicted one: input stamped before a later
 * display frame is reported as late. TR_ERROR_INVALID_ARGUMENT for a negative
 * reading.
 */
tr_status tr_session_window_time(tr_session *session, int64_t monotonic_ns, double *time);

/* ── Several touchscreens, hotplug and output mapping ───────────────────── */

/**
 * Map the touchscreens `rule` selects onto a region of the window, as
 * `touchroute run --map` does: "SELECTOR=WxH+X+Y[,rotate=N][,flip=horizontal|
 * vertical|both][,calibration=a b c d e f]", where SELECTOR is a node, a name
 * glob, an ID_PATH or vendor:product. Rules apply to devices and recordings
 * added afterwards, the first match winning, before a layout file's outputs:
 * (a recording's device is matched by its recorded name, vendor:product and
 * ID_PATH; a node selector matches the path it is opened from). A rule that
 * matches nothing is passed over: the input maps as without it. For a
 * recording, whose devices are all there is, the log says so at
 * TR_LOG_ERROR; a touchscreen may yet be plugged in, so for devices it
 * stays quiet.
 * TR_ERROR_INVALID_ARGUMENT, with why, for a malformed rule or a region that
 * leaves the window or partly overlaps another rule's or output's.
 */
tr_status tr_session_add_map(tr_session *session, const char *rule);

/**
 * Read every touchscreen on `seat` (NULL: "seat0"; udev's ID_SEAT), now and
 * whenever one is plugged in, until it is unplugged. Each maps by the
 * tr_session_add_map rules, else onto the whole window by `mapping` (NULL:
 * defaults); one unplugged and plugged back (the same ID_PATH, else name and
 * vendor:product) maps as before. Without udevd, the kernel's hotplug
 * events and a capability check stand in. The device callback says what
 * joins, goes and is refused. TR_ERROR_SYSTEM when the hotplug monitor
 * cannot start.
 */
tr_status tr_session_follow_touchscreens(tr_session *session, const char *seat, bool grab, const tr_mapping *mapping);

/** What tr_session_follow_devices reads besides touchscreens. */
typedef enum tr_follow {
    TR_FOLLOW_TOUCHSCREENS = 0,              /**< as tr_session_follow_touchscreens */
    /** and every mouse with a wheel and every touchpad, as `touchroute run` */
    TR_FOLLOW_TOUCHSCREENS_AND_POINTERS = 1,
} tr_follow;

/**
 * tr_session_follow_touchscreens, and with TR_FOLLOW_TOUCHSCREENS_AND_POINTERS
 * also every mouse with a wheel and every touchpad on `seat` (udev's
 * ID_INPUT_MOUSE or ID_INPUT_TOUCHPAD; without udevd, their capabilities).
 * Their pointer starts at the window's centre and covers the whole window,
 * whatever the rules say; a mouse's wheel scrolls the view under it, a
 * touchpad's one finger moves it (crossing the window as it crosses the
 * pad) and its two fingers scroll, naturally (the content follows them), as
 * a finger-source pointer scroll that glides on when they lift. A mouse or
 * touchpad the user may not read is passed over quietly. A pointer device
 * never sizes the window. TR_ERROR_INVALID_ARGUMENT for another `devices`.
 */
tr_status tr_session_follow_devices(
    tr_session *session, const char *seat, bool grab, const tr_mapping *mapping, tr_follow devices);

/**
 * How a touchpad's fingers move the pointer and scroll, for the devices and
 * recordings added afterwards: `natural_scrolling` true (the default) moves
 * the content with the fingers, as on the touchscreen, false against them;
 * `points_per_mm` is the pointer motion and scroll per millimetre the
 * fingers travel, or 0 (the default) for the pad's width across the
 * window's width. TR_ERROR_INVALID_ARGUMENT for a negative or non-finite
 * `points_per_mm`.
 */
tr_status tr_session_set_touchpad(tr_session *session, bool natural_scrolling, double points_per_mm);

/** What happened to a device (tr_device_event.change). */
typedef enum tr_device_change {
    /** The device is read from now on. */
    TR_DEVICE_ADDED = 0,
    /** It went away; its own touches that were down were cancelled. */
    TR_DEVICE_REMOVED = 1,
    /** A touchscreen being followed could not be opened or mapped; `reason` says why. */
    TR_DEVICE_REFUSED = 2
} tr_device_change;

/** A touchscreen joining, leaving or refused. Strings live until the callback returns. */
typedef struct tr_device_event {
    /** Added, removed or refused. */
    tr_device_change change;
    /** Window time, in seconds. */
    double time;
    /** The node, such as "/dev/input/event5". */
    const char *node;
    /** The device's name; "" when refused. */
    const char *name;
    /** udev's ID_PATH, or NULL when it has none. */
    const char *id_path;
    /** Added: where its touches land, in window points. */
    tr_rect region;
    /** Added: a device seen before, mapped as it was then. */
    bool returning;
    /** Removed: how many of its touches were down and were cancelled. */
    int32_t cancelled_touches;
    /** Refused: why, and what to do; NULL otherwise. */
    const char *reason;
} tr_device_event;

/**
 * Hears devices joining, leaving and refused (tr_session_on_device), with the
 * user data given there. Called on the window's thread, inside
 * tr_session_dispatch or the call that added the device (the callback
 * conventions apply); `event` and its strings are valid only during the call.
 */
typedef void (*tr_device_fn)(void *user_data, const tr_device_event *event);
/** Called during tr_session_dispatch (and the calls that add devices); NULL to stop. */
tr_status tr_session_on_device(tr_session *session, tr_device_fn callback, void *user_data);
/** How many touchscreens the session reads now. */
tr_status tr_session_device_count(tr_session *session, size_t *count);

/* ── The log: what has no window callback to go to ─────────────────────── */

/** How much a log message matters; tr_set_log_priority sets the least that is passed on. */
typedef enum tr_log_priority {
    /** Windows and sessions made and destroyed. */
    TR_LOG_DEBUG = 10,
    /** Touchscreens joining and leaving a session. */
    TR_LOG_INFO = 20,
    /** A touchscreen refused or failing while others go on; a call on the wrong thread. */
    TR_LOG_ERROR = 30
} tr_log_priority;

/** One message, a whole sentence without a newline, valid during the call. */
typedef void (*tr_log_fn)(void *user_data, tr_log_priority priority, const char *message);

/**
 * Send the log to `handler` with `user_data` (NULL: nowhere), as libinput's
 * libinput_log_set_handler. Until a handler is set, messages go to standard
 * error as "touchroute: error: …" lines. The log carries what has no window
 * callback: touchscreens joining, leaving and refused (which
 * tr_session_on_device hears too), a touchscreen failing to read while
 * others go on (no status reports it), and calls refused with
 * TR_ERROR_WRONG_THREAD (their thread may never read its tr_last_error()).
 * A window's own problems (bad contacts, a page source's garbage) go only to
 * its tr_window_on_problem callback: without one, routing builds no records,
 * which keeps it fast.
 * The log is the process's, and any thread may set it. The handler runs on
 * the thread that logs, one message at a time, under a lock it may re-enter
 * (it may log or set the handler); once this call returns, the old handler is
 * never called again. So a handler must not wait for another thread that
 * may log (a window's thread, whose device may join or whose calls may be
 * refused): that thread would wait for the lock while the handler waits for
 * it. Queue the message and return instead.
 */
tr_status tr_set_log_handler(tr_log_fn handler, void *user_data);
/** Log messages of `priority` and above (default TR_LOG_ERROR); any thread may set it. */
tr_status tr_set_log_priority(tr_log_priority priority);

#ifdef __cplusplus
}
#endif

#endif /* TOUCHROUTE_H */

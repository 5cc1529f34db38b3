/* input_source.c: open a device or recording, or turn SDL input into contacts (see input_source.h). */
#include "input_source.h"
#include "tr_check.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/** The mouse's contact id; an SDL finger's is its SDL finger id + 1, so the two never meet. */
#define MOUSE_CONTACT_ID 0
/** The mirrored finger's: below every other (SDL finger ids are not negative). */
#define MIRROR_CONTACT_ID (-1)

/** The part of `path` after its last '/'. */
static const char *file_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash != NULL ? slash + 1 : path;
}

void input_source_open(input_source *source, tr_session *session, const viewer_options *options,
                       double width, double height)
{
    memset(source, 0, sizeof *source);
    source->session = session;
    source->kind = options->input;
    source->width = width;
    source->height = height;
    tr_mapping mapping;
    memset(&mapping, 0, sizeof mapping);
    mapping.rotation = options->rotation;

    switch (options->input) {
    case INPUT_DEVICE:
        TR_CHECK(tr_session_open_device(session, options->device_path, options->grab, &mapping));
        snprintf(source->description, sizeof source->description, "device %s%s",
                 options->device_path != NULL ? options->device_path : "(first touchscreen)",
                 options->grab ? " grabbed" : "");
        break;
    case INPUT_REPLAY:
        TR_CHECK(tr_session_open_recording(session, options->replay_path, options->description_path,
                                           options->speed, &mapping));
        if (options->speed == 0)
            snprintf(source->description, sizeof source->description, "replay %s (fast)",
                     file_name(options->replay_path));
        else
            snprintf(source->description, sizeof source->description, "replay %s (x%g)",
                     file_name(options->replay_path), options->speed);
        break;
    case INPUT_MOUSE:
        snprintf(source->description, sizeof source->description, "mouse");
        break;
    }
    if (options->rotation != 0) {
        size_t used = strlen(source->description);
        snprintf(source->description + used, sizeof source->description - used, " rotated %d",
                 (int)options->rotation);
    }
}

static void send_contact(input_source *source, int64_t id, tr_phase phase, double x, double y)
{
    tr_contact contact = {.id = id, .phase = phase, .x = x, .y = y, .pressure = NAN, .major = NAN, .minor = NAN};
    TR_CHECK(tr_session_handle_frame(source->session, &contact, 1));
}

/** The mouse's finger, and with Ctrl its mirror about the window's centre, in one frame. */
static void send_mouse(input_source *source, tr_phase phase, double x, double y)
{
    if (!source->mirrored) {
        send_contact(source, MOUSE_CONTACT_ID, phase, x, y);
        return;
    }
    tr_contact contacts[2] = {
        {.id = MOUSE_CONTACT_ID, .phase = phase, .x = x, .y = y, .pressure = NAN, .major = NAN, .minor = NAN},
        {.id = MIRROR_CONTACT_ID, .phase = phase, .x = source->width - x, .y = source->height - y,
         .pressure = NAN, .major = NAN, .minor = NAN},
    };
    TR_CHECK(tr_session_handle_frame(source->session, contacts, 2));
}

/*
 * The mouse wheel as a pointer scroll at the mouse: SDL's wheel is positive
 * away from the user (up) and to the right, in detents (SDL 2.0.18 adds
 * fractions of one, which hi-res wheels and touchpads send), so one detent is
 * 120 with y negated: libinput's v120, scrolling towards the content's end as
 * the wheel turns towards the user. SDL 2 tells neither the source nor a
 * touchpad's phases, so everything is a wheel: applied at once, no fling.
 */
static void send_wheel(input_source *source, const SDL_MouseWheelEvent *wheel)
{
#if SDL_VERSION_ATLEAST(2, 0, 18)
    double detents_x = wheel->preciseX, detents_y = wheel->preciseY;
#else
    double detents_x = wheel->x, detents_y = wheel->y;
#endif
    if (wheel->direction == SDL_MOUSEWHEEL_FLIPPED) {
        detents_x = -detents_x;
        detents_y = -detents_y;
    }
    int x, y;
#if SDL_VERSION_ATLEAST(2, 26, 0)
    x = wheel->mouseX;
    y = wheel->mouseY;
#else
    SDL_GetMouseState(&x, &y);
#endif
    /* The time is the session's own (tr_session_now); .time is ignored. */
    tr_scroll scroll = {.time = 0, .x = x, .y = y, .source = TR_SCROLL_SOURCE_WHEEL,
                        .phase = TR_SCROLL_PHASE_CHANGED, .dx = 120 * detents_x, .dy = -120 * detents_y};
    TR_CHECK(tr_session_handle_scroll(source->session, &scroll));
}

void input_source_handle_event(input_source *source, const SDL_Event *event)
{
    if (source->kind != INPUT_MOUSE)
        return;
    switch (event->type) {
    case SDL_MOUSEWHEEL:
        if (event->wheel.which != SDL_TOUCH_MOUSEID)
            send_wheel(source, &event->wheel);
        break;
    case SDL_MOUSEBUTTONDOWN:
        /* SDL_TOUCH_MOUSEID marks a mouse event SDL made up from a touch, which comes as a finger too. */
        if (event->button.button == SDL_BUTTON_LEFT && event->button.which != SDL_TOUCH_MOUSEID && !source->mouse_down) {
            source->mouse_down = true;
            source->mirrored = (SDL_GetModState() & KMOD_CTRL) != 0;
            send_mouse(source, TR_PHASE_BEGAN, event->button.x, event->button.y);
        }
        break;
    case SDL_MOUSEMOTION:
        if (source->mouse_down && event->motion.which != SDL_TOUCH_MOUSEID)
            send_mouse(source, TR_PHASE_MOVED, event->motion.x, event->motion.y);
        break;
    case SDL_MOUSEBUTTONUP:
        if (event->button.button == SDL_BUTTON_LEFT && event->button.which != SDL_TOUCH_MOUSEID && source->mouse_down) {
            send_mouse(source, TR_PHASE_ENDED, event->button.x, event->button.y);
            source->mouse_down = source->mirrored = false;
        }
        break;
    case SDL_WINDOWEVENT:
        if (event->window.event == SDL_WINDOWEVENT_FOCUS_LOST && source->mouse_down) {
            int x, y;
            SDL_GetMouseState(&x, &y);
            send_mouse(source, TR_PHASE_CANCELLED, x, y);
            source->mouse_down = source->mirrored = false;
        }
        break;
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: {
        tr_phase phase = event->type == SDL_FINGERDOWN ? TR_PHASE_BEGAN
            : event->type == SDL_FINGERUP ? TR_PHASE_ENDED : TR_PHASE_MOVED;
        send_contact(source, (int64_t)event->tfinger.fingerId + 1, phase, event->tfinger.x * source->width,
                     event->tfinger.y * source->height);
        break;
    }
    default:
        break;
    }
}

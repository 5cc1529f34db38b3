/* viewer_events.c: keys and SDL input (see viewer.h; the keys are listed in --help and the README). */
#include "viewer.h"
#include "tr_check.h"

static void turn_page(viewer *v, int32_t step)
{
    int32_t page, count;
    viewer_current_page(v, &page, &count);
    int32_t target = page + step;
    if (count > 0 && target >= 0 && target < count)
        TR_CHECK(tr_window_show_page(v->window, target));
}

static void handle_key(viewer *v, SDL_Keycode key)
{
    switch (key) {
    case SDLK_q: case SDLK_ESCAPE: v->quit_requested = true; break;
    case SDLK_n: case SDLK_RIGHT: turn_page(v, +1); break;
    case SDLK_p: case SDLK_LEFT: turn_page(v, -1); break;
    case SDLK_c: touch_overlay_clear(&v->overlay); break;
    case SDLK_s: v->screenshot_requested = true; break;
    case SDLK_h: v->status_line_hidden = !v->status_line_hidden; break;
    default: break;
    }
}

void viewer_handle_sdl_events(viewer *v)
{
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        if (event.type == SDL_QUIT)
            v->quit_requested = true;
        else if (event.type == SDL_KEYDOWN)
            handle_key(v, event.key.keysym.sym);
        else
            input_source_handle_event(&v->input, &event);
    }
}

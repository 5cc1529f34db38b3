/* viewer_frame.c: one frame, back to front: view tree, overlay, status line (see viewer.h). */
#include "viewer.h"
#include "status_line.h"
#include "tr_check.h"
#include "view_tree_drawing.h"

#include <stdio.h>
#include <stdlib.h>

void viewer_current_page(const viewer *v, int32_t *page, int32_t *count)
{
    tr_status status = tr_window_current_page(v->window, page, count);
    if (status == TR_ERROR_NOT_FOUND) { /* nothing pages: not an error for a viewer */
        *page = 0;
        *count = 0;
        return;
    }
    TR_CHECK(status);
}

void viewer_draw_frame(viewer *v)
{
    SDL_Renderer *renderer = v->display.renderer;
    uint32_t now_ms = SDL_GetTicks();
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
    SDL_RenderClear(renderer);
    view_tree_draw(renderer, v->window, &v->highlights, now_ms, v->status_line_hidden ? 0 : STATUS_LINE_HEIGHT);
    touch_overlay_draw(&v->overlay, renderer, now_ms);
    if (v->status_line_hidden)
        return;

    status_facts facts = {
        .source = v->input.description,
        .input_ended = v->input.kind == INPUT_REPLAY && v->input_state == TR_INPUT_ENDED,
        .host_sync = v->options.host_sync,
        .refresh_rate = v->refresh_rate,
        .last_decision = v->observer.last_decision,
    };
    viewer_current_page(v, &facts.page, &facts.page_count);
    status_line_draw(renderer, (float)v->display.width, &facts);
    recognizer_panel_draw(&v->recognizers, renderer, STATUS_LINE_HEIGHT);
}

void viewer_write_screenshot(viewer *v, const char *path)
{
    char error[512];
    if (!sdl_display_write_png(&v->display, path, error, sizeof error)) {
        fprintf(stderr, "sdl-viewer: %s\n", error);
        exit(1);
    }
    fprintf(stderr, "sdl-viewer: wrote %s\n", path);
}

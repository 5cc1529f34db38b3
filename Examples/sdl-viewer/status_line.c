/* status_line.c: the top bar (see status_line.h). */
#include "status_line.h"
#include "stroke_font.h"

#include <stdio.h>

/** Cap height of the bar's text in points: small, but readable on a 7-inch panel. */
#define STATUS_TEXT_SIZE 11.0f

void status_line_draw(SDL_Renderer *renderer, float width, const status_facts *facts)
{
    char page[48];
    if (facts->page_count > 0)
        snprintf(page, sizeof page, "page %d (of 0-%d)", (int)facts->page, (int)facts->page_count - 1);
    else
        snprintf(page, sizeof page, "no pager");
    char text[320];
    snprintf(text, sizeof text, "%s%s   %s   %s sync %.0f Hz   last: %s", facts->source,
             facts->input_ended ? " (ended)" : "", page, facts->host_sync ? "host" : "timer",
             facts->refresh_rate, facts->last_decision[0] != '\0' ? facts->last_decision : "none yet");

    /* Opaque: names of the views under it would show through and garble the line. */
    SDL_SetRenderDrawColor(renderer, 12, 12, 12, 255);
    SDL_FRect bar = {0, 0, width, STATUS_LINE_HEIGHT};
    SDL_RenderFillRectF(renderer, &bar);
    SDL_SetRenderDrawColor(renderer, 235, 235, 235, 255);
    stroke_font_draw(renderer, 8, (STATUS_LINE_HEIGHT - STATUS_TEXT_SIZE) / 2, text, STATUS_TEXT_SIZE);
}

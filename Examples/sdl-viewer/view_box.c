/* view_box.c: box arithmetic and filling (see view_box.h). */
#include "view_box.h"

#include <math.h>

bool box_is_empty(box b)
{
    return b.x1 <= b.x0 || b.y1 <= b.y0;
}

box box_intersection(box a, box b)
{
    return (box){fmaxf(a.x0, b.x0), fmaxf(a.y0, b.y0), fminf(a.x1, b.x1), fminf(a.y1, b.y1)};
}

void set_draw_colour(SDL_Renderer *renderer, SDL_Color c)
{
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a);
}

void fill_box(SDL_Renderer *renderer, box b, SDL_Color c)
{
    if (box_is_empty(b))
        return;
    set_draw_colour(renderer, c);
    SDL_FRect rect = {b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0};
    SDL_RenderFillRectF(renderer, &rect);
}

void outline_box(SDL_Renderer *renderer, box b, box clip, float thickness, SDL_Color c)
{
    box edges[4] = {
        {b.x0, b.y0, b.x1, b.y0 + thickness}, {b.x0, b.y1 - thickness, b.x1, b.y1},
        {b.x0, b.y0, b.x0 + thickness, b.y1}, {b.x1 - thickness, b.y0, b.x1, b.y1},
    };
    for (int i = 0; i < 4; i++)
        fill_box(renderer, box_intersection(edges[i], clip), c);
}

void clip_to_box(SDL_Renderer *renderer, box b)
{
    SDL_Rect rect = {(int)floorf(b.x0), (int)floorf(b.y0), 0, 0};
    rect.w = (int)ceilf(b.x1) - rect.x;
    rect.h = (int)ceilf(b.y1) - rect.y;
    SDL_RenderSetClipRect(renderer, &rect);
}

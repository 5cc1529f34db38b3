/* view_looks.c: rows, bar tags and scroll indicators (see view_looks.h). */
#include "view_looks.h"
#include "page_palette.h"
#include "stroke_font.h"
#include "tr_check.h"

#include <math.h>

/** Points between a row's left edge and its name; 3 when the name would not fit otherwise. */
#define ROW_TEXT_INSET 12.0f
#define ROW_TEXT_INSET_TIGHT 3.0f
/** A row's name is this fraction of its height tall, within the limits below (points): */
#define ROW_TEXT_FRACTION 0.28f
/** 8 is the smallest the stroke font stays readable at; 18 fills a 64-point row without shouting. */
#define ROW_TEXT_MIN 8.0f
#define ROW_TEXT_MAX 18.0f
/** The header's and hover bar's name tags: text size and padding (points). */
#define BAR_TEXT_SIZE 12.0f
#define BAR_TAG_PADDING 5.0f
/** Scroll indicators: thickness and distance from the edge (points), about UIKit's. */
#define INDICATOR_THICKNESS 4.0f
#define INDICATOR_INSET 3.0f

/** The view's name, or NULL when it has none. */
static const char *name_of(tr_view *view)
{
    const char *name;
    TR_CHECK(tr_view_name(view, &name));
    return name != NULL && name[0] != '\0' ? name : NULL;
}

void draw_row(SDL_Renderer *renderer, tr_view *view, tr_view_kind kind, box b, box visible, row_style style)
{
    SDL_Color fill, edge, text;
    if (style.page >= 0) {
        fill = page_palette_colour(style.page, style.lit ? SHADE_ROW_PRESSED
                                               : style.alternate ? SHADE_ROW_ALTERNATE : SHADE_ROW);
        edge = page_palette_colour(style.page, SHADE_ROW_EDGE);
        text = page_palette_colour(style.page, SHADE_TEXT);
    } else {
        fill = neutral_colour(style.lit ? NEUTRAL_ROW_PRESSED : style.alternate ? NEUTRAL_ROW_ALTERNATE : NEUTRAL_ROW);
        edge = neutral_colour(NEUTRAL_OUTLINE);
        text = neutral_colour(NEUTRAL_TEXT_DARK);
    }
    fill_box(renderer, visible, fill);
    /* Rows touch each other; a one-point edge at the bottom tells them apart. */
    if (kind == TR_VIEW_TAP)
        fill_box(renderer, box_intersection((box){b.x0, b.y1 - 1, b.x1, b.y1}, visible), edge);
    else
        outline_box(renderer, b, visible, 2, edge);
    if (style.lit)
        outline_box(renderer, b, visible, 2, (SDL_Color){255, 255, 255, 255});

    const char *name = name_of(view);
    if (name == NULL)
        return;
    float cap = fminf(ROW_TEXT_MAX, fmaxf(ROW_TEXT_MIN, (b.y1 - b.y0) * ROW_TEXT_FRACTION));
    float inset = stroke_font_width(name, cap) + 2 * ROW_TEXT_INSET <= b.x1 - b.x0 ? ROW_TEXT_INSET : ROW_TEXT_INSET_TIGHT;
    clip_to_box(renderer, visible);
    set_draw_colour(renderer, text);
    stroke_font_draw(renderer, b.x0 + inset, (b.y0 + b.y1 - cap) / 2, name, cap);
    SDL_RenderSetClipRect(renderer, NULL);
}

void draw_bar_tag(SDL_Renderer *renderer, tr_view *view, box b, box visible, float covered_top)
{
    const char *name = name_of(view);
    if (name == NULL)
        return;
    float width = stroke_font_width(name, BAR_TEXT_SIZE);
    /* The top of what shows: a collapsing header's tag slides down with its visible part. */
    float top = fmaxf(visible.y0, covered_top);
    box tag = {b.x1 - width - 3 * BAR_TAG_PADDING, top + BAR_TAG_PADDING,
               b.x1 - BAR_TAG_PADDING, top + 2 * BAR_TAG_PADDING + BAR_TEXT_SIZE};
    box shown = box_intersection(tag, visible);
    if (box_is_empty(shown))
        return;
    fill_box(renderer, shown, neutral_colour(NEUTRAL_HOVER_BAR));
    clip_to_box(renderer, shown);
    set_draw_colour(renderer, neutral_colour(NEUTRAL_TEXT_LIGHT));
    stroke_font_draw(renderer, tag.x0 + BAR_TAG_PADDING, tag.y0 + BAR_TAG_PADDING, name, BAR_TEXT_SIZE);
    SDL_RenderSetClipRect(renderer, NULL);
}

/**
 * Where an indicator goes along one axis: its start and length in points from
 * the view's edge, for `visible_length` points of `content_length` shown from
 * `offset`. The indicator is as long, relative to the view, as the view is
 * relative to the content.
 */
static void indicator_span(double offset, double visible_length, double content_length, float *start, float *length)
{
    *length = (float)(visible_length * visible_length / content_length);
    float travel = (float)visible_length - *length;
    *start = fminf(fmaxf((float)(offset / (content_length - visible_length)) * travel, 0), travel);
}

void draw_scroll_indicators(SDL_Renderer *renderer, tr_view *view, box b, box visible)
{
    tr_size content;
    tr_rect bounds;
    TR_CHECK(tr_scroll_content_size(view, &content));
    TR_CHECK(tr_view_bounds(view, &bounds));
    /* Grey, half transparent: it must never count as a page colour. */
    SDL_Color colour = {200, 200, 200, 160};
    float start, length;
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    if (content.height > bounds.height && bounds.height > 0) {
        indicator_span(bounds.y, bounds.height, content.height, &start, &length);
        box bar = {b.x1 - INDICATOR_INSET - INDICATOR_THICKNESS, b.y0 + start, b.x1 - INDICATOR_INSET, b.y0 + start + length};
        fill_box(renderer, box_intersection(bar, visible), colour);
    }
    if (content.width > bounds.width && bounds.width > 0) {
        indicator_span(bounds.x, bounds.width, content.width, &start, &length);
        box bar = {b.x0 + start, b.y1 - INDICATOR_INSET - INDICATOR_THICKNESS, b.x0 + start + length, b.y1 - INDICATOR_INSET};
        fill_box(renderer, box_intersection(bar, visible), colour);
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
}

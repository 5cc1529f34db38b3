/* view_tree_drawing.c: the view tree walk and each kind's look (see view_tree_drawing.h). */
#include "view_tree_drawing.h"
#include "page_palette.h"
#include "stroke_font.h"
#include "tr_check.h"

#include <math.h>
#include <stdbool.h>

/** Points between a row's left edge and its name. */
#define ROW_TEXT_INSET 12.0f
/** A row's name is this fraction of its height tall, within the limits below (points). */
#define ROW_TEXT_FRACTION 0.28f
#define ROW_TEXT_MIN 8.0f
#define ROW_TEXT_MAX 18.0f
/** The header's and hover bar's name tags: text size and padding (points). */
#define BAR_TEXT_SIZE 12.0f
#define BAR_TAG_PADDING 5.0f
/** Scroll indicators: thickness and distance from the edge (points), as thin as UIKit's. */
#define INDICATOR_THICKNESS 4.0f
#define INDICATOR_INSET 3.0f

/** A rectangle in window points as its edges; empty when x1 <= x0 or y1 <= y0. */
typedef struct box {
    float x0, y0, x1, y1;
} box;

static bool box_is_empty(box b) { return b.x1 <= b.x0 || b.y1 <= b.y0; }

static box box_intersection(box a, box b)
{
    return (box){fmaxf(a.x0, b.x0), fmaxf(a.y0, b.y0), fminf(a.x1, b.x1), fminf(a.y1, b.y1)};
}

/** What a view inherits from the views around it. */
typedef struct draw_scope {
    /** Where the view may draw: its clipping ancestors' rectangles, intersected. */
    box clip;
    /** The page of the first pager the view is on, or -1. */
    int page;
    /** Inside a nested container's header or hover bar (drawn grey, not as a page). */
    bool in_bar;
    /** The innermost nested container's header and hover bar, to name them. */
    tr_view *header, *hover_bar;
    /** The view's index among its superview's subviews (for alternating rows). */
    size_t index;
} draw_scope;

/** What stays fixed during one frame's walk. */
typedef struct tree_walk {
    SDL_Renderer *renderer;
    const view_highlights *highlights;
    uint32_t now_ms;
    /** Points at the top of the window that something else covers. */
    float covered_top;
    /** The view whose subviews are the pages (NULL: none), and its width in points. */
    tr_view *paging_view;
    double page_width;
} tree_walk;

static void set_colour(SDL_Renderer *renderer, SDL_Color c)
{
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a);
}

static void fill_box(SDL_Renderer *renderer, box b, SDL_Color c)
{
    set_colour(renderer, c);
    SDL_FRect rect = {b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0};
    SDL_RenderFillRectF(renderer, &rect);
}

/** Limit drawing to `b`, rounded outwards to whole points. */
static void clip_to(SDL_Renderer *renderer, box b)
{
    SDL_Rect rect = {(int)floorf(b.x0), (int)floorf(b.y0), 0, 0};
    rect.w = (int)ceilf(b.x1) - rect.x;
    rect.h = (int)ceilf(b.y1) - rect.y;
    SDL_RenderSetClipRect(renderer, &rect);
}

/** `thickness` points of `c` just inside `b`'s edges, clipped to `clip`. */
static void outline_box(SDL_Renderer *renderer, box b, box clip, float thickness, SDL_Color c)
{
    box edges[4] = {
        {b.x0, b.y0, b.x1, b.y0 + thickness}, {b.x0, b.y1 - thickness, b.x1, b.y1},
        {b.x0, b.y0, b.x0 + thickness, b.y1}, {b.x1 - thickness, b.y0, b.x1, b.y1},
    };
    for (int i = 0; i < 4; i++) {
        box visible = box_intersection(edges[i], clip);
        if (!box_is_empty(visible))
            fill_box(renderer, visible, c);
    }
}

/** The first pager or nested container in tree order (as tr_window_show_page turns), or NULL. */
static tr_view *first_paging_view(tr_view *view)
{
    tr_view_kind kind;
    TR_CHECK(tr_view_kind_of(view, &kind));
    if (kind == TR_VIEW_PAGER)
        return view;
    if (kind == TR_VIEW_NESTED) {
        tr_view *pager = NULL;
        TR_CHECK(tr_nested_container_parts(view, NULL, NULL, &pager));
        return pager;
    }
    size_t count;
    TR_CHECK(tr_view_subview_count(view, &count));
    for (size_t i = 0; i < count; i++) {
        tr_view *child;
        TR_CHECK(tr_view_subview_at(view, i, &child));
        tr_view *found = first_paging_view(child);
        if (found != NULL)
            return found;
    }
    return NULL;
}

/** The view's name centred vertically at the left of `b`, clipped to `visible`. */
static void draw_name(SDL_Renderer *renderer, tr_view *view, box b, box visible, float cap_height,
                      SDL_Color colour)
{
    const char *name;
    TR_CHECK(tr_view_name(view, &name));
    if (name == NULL || name[0] == '\0')
        return;
    float width = b.x1 - b.x0;
    float inset = stroke_font_width(name, cap_height) + 2 * ROW_TEXT_INSET <= width ? ROW_TEXT_INSET : 3.0f;
    clip_to(renderer, visible);
    set_colour(renderer, colour);
    stroke_font_draw(renderer, b.x0 + inset, (b.y0 + b.y1 - cap_height) / 2, name, cap_height);
    SDL_RenderSetClipRect(renderer, NULL);
}

/**
 * A header's or hover bar's name, in a tag at the top right corner of the
 * part that shows, drawn after what the bar holds: its subviews (a banner,
 * tabs) usually fill it, and their own names sit at their left. The tag
 * follows a header that collapses under the top of the window.
 */
static void draw_bar_tag(SDL_Renderer *renderer, tr_view *view, box b, box visible, float covered_top)
{
    const char *name;
    TR_CHECK(tr_view_name(view, &name));
    if (name == NULL || name[0] == '\0')
        return;
    float width = stroke_font_width(name, BAR_TEXT_SIZE);
    float top = fmaxf(visible.y0, covered_top);
    box tag = {b.x1 - width - 3 * BAR_TAG_PADDING, top + BAR_TAG_PADDING,
               b.x1 - BAR_TAG_PADDING, top + 2 * BAR_TAG_PADDING + BAR_TEXT_SIZE};
    box shown = box_intersection(tag, visible);
    if (box_is_empty(shown))
        return;
    fill_box(renderer, shown, neutral_colour(NEUTRAL_HOVER_BAR));
    clip_to(renderer, shown);
    set_colour(renderer, neutral_colour(NEUTRAL_TEXT_LIGHT));
    stroke_font_draw(renderer, tag.x0 + BAR_TAG_PADDING, tag.y0 + BAR_TAG_PADDING, name, BAR_TEXT_SIZE);
    SDL_RenderSetClipRect(renderer, NULL);
}

/** A tap view, control or host view: a row in its page's shades, lit while pressed. */
static void draw_row(const tree_walk *walk, tr_view *view, tr_view_kind kind, box b, box visible,
                     const draw_scope *scope)
{
    bool lit = view_highlights_is_lit(walk->highlights, view, walk->now_ms);
    bool alternate = scope->index % 2 == 1;
    bool on_page = scope->page >= 0 && !scope->in_bar;
    SDL_Color fill, edge, text;
    if (on_page) {
        fill = page_palette_colour(scope->page, lit ? SHADE_ROW_PRESSED : alternate ? SHADE_ROW_ALTERNATE : SHADE_ROW);
        edge = page_palette_colour(scope->page, SHADE_ROW_EDGE);
        text = page_palette_colour(scope->page, SHADE_TEXT);
    } else {
        fill = neutral_colour(lit ? NEUTRAL_ROW_PRESSED : alternate ? NEUTRAL_ROW_ALTERNATE : NEUTRAL_ROW);
        edge = neutral_colour(NEUTRAL_OUTLINE);
        text = neutral_colour(NEUTRAL_TEXT_DARK);
    }
    fill_box(walk->renderer, visible, fill);
    /* Rows touch each other; a one-point edge at the bottom tells them apart. Controls get a frame. */
    float edge_width = kind == TR_VIEW_TAP ? 0 : 2;
    if (edge_width > 0)
        outline_box(walk->renderer, b, visible, edge_width, edge);
    else {
        box bottom = box_intersection((box){b.x0, b.y1 - 1, b.x1, b.y1}, visible);
        if (!box_is_empty(bottom))
            fill_box(walk->renderer, bottom, edge);
    }
    if (lit)
        outline_box(walk->renderer, b, visible, 2, (SDL_Color){255, 255, 255, 255});
    float cap = fminf(ROW_TEXT_MAX, fmaxf(ROW_TEXT_MIN, (b.y1 - b.y0) * ROW_TEXT_FRACTION));
    draw_name(walk->renderer, view, b, visible, cap, text);
}

/** A grey bar for a scroll view whose content is larger than its bounds, on each such axis. */
static void draw_scroll_indicators(const tree_walk *walk, tr_view *view, box b, box visible)
{
    tr_size content;
    tr_rect bounds;
    TR_CHECK(tr_scroll_content_size(view, &content));
    TR_CHECK(tr_view_bounds(view, &bounds));
    SDL_Color colour = {200, 200, 200, 160};
    SDL_SetRenderDrawBlendMode(walk->renderer, SDL_BLENDMODE_BLEND);
    if (content.height > bounds.height && bounds.height > 0) {
        float length = (float)(bounds.height * bounds.height / content.height);
        float start = (float)(bounds.y / (content.height - bounds.height)) * ((float)bounds.height - length);
        start = fminf(fmaxf(start, 0), (float)bounds.height - length);
        box bar = {b.x1 - INDICATOR_INSET - INDICATOR_THICKNESS, b.y0 + start, b.x1 - INDICATOR_INSET, b.y0 + start + length};
        bar = box_intersection(bar, visible);
        if (!box_is_empty(bar))
            fill_box(walk->renderer, bar, colour);
    }
    if (content.width > bounds.width && bounds.width > 0) {
        float length = (float)(bounds.width * bounds.width / content.width);
        float start = (float)(bounds.x / (content.width - bounds.width)) * ((float)bounds.width - length);
        start = fminf(fmaxf(start, 0), (float)bounds.width - length);
        box bar = {b.x0 + start, b.y1 - INDICATOR_INSET - INDICATOR_THICKNESS, b.x0 + start + length, b.y1 - INDICATOR_INSET};
        bar = box_intersection(bar, visible);
        if (!box_is_empty(bar))
            fill_box(walk->renderer, bar, colour);
    }
    SDL_SetRenderDrawBlendMode(walk->renderer, SDL_BLENDMODE_NONE);
}

/** The page a subview of the paging view stands for: where its frame starts, in page widths. */
static int page_of_subview(const tree_walk *walk, tr_view *child)
{
    if (!(walk->page_width > 0))
        return 0;
    tr_rect frame;
    TR_CHECK(tr_view_frame(child, &frame));
    return (int)lround(frame.x / walk->page_width);
}

static void draw_view(const tree_walk *walk, tr_view *view, const draw_scope *scope)
{
    bool hidden;
    TR_CHECK(tr_view_flag(view, TR_FLAG_HIDDEN, &hidden));
    if (hidden)
        return;
    tr_view_kind kind;
    tr_rect bounds;
    tr_point origin;
    bool clips;
    TR_CHECK(tr_view_kind_of(view, &kind));
    TR_CHECK(tr_view_bounds(view, &bounds));
    TR_CHECK(tr_view_convert_point(view, (tr_point){bounds.x, bounds.y}, NULL, &origin));
    TR_CHECK(tr_view_flag(view, TR_FLAG_CLIPS_TO_BOUNDS, &clips));
    clips = clips || kind == TR_VIEW_SCROLL || kind == TR_VIEW_PAGER || kind == TR_VIEW_NESTED;

    box b = {(float)origin.x, (float)origin.y, (float)(origin.x + bounds.width), (float)(origin.y + bounds.height)};
    box visible = box_intersection(b, scope->clip);
    bool is_bar = view == scope->header || view == scope->hover_bar;

    if (!box_is_empty(visible)) {
        if (kind == TR_VIEW_WINDOW) {
            fill_box(walk->renderer, visible, neutral_colour(NEUTRAL_WINDOW));
        } else if (is_bar) {
            fill_box(walk->renderer, visible, neutral_colour(view == scope->header ? NEUTRAL_BAR : NEUTRAL_HOVER_BAR));
        } else if (kind == TR_VIEW_TAP || kind == TR_VIEW_CONTROL || kind == TR_VIEW_HOST) {
            draw_row(walk, view, kind, b, visible, scope);
        } else if (scope->page >= 0 && !scope->in_bar) {
            fill_box(walk->renderer, visible, page_palette_colour(scope->page, SHADE_PAGE_BACKGROUND));
        } else {
            fill_box(walk->renderer, visible, neutral_colour(NEUTRAL_CONTAINER));
            outline_box(walk->renderer, b, visible, 1, neutral_colour(NEUTRAL_OUTLINE));
        }
    } else if (clips) {
        return; /* nothing inside can show */
    }

    draw_scope inner = *scope;
    if (clips)
        inner.clip = visible;
    inner.in_bar = scope->in_bar || is_bar;
    if (kind == TR_VIEW_NESTED)
        TR_CHECK(tr_nested_container_parts(view, &inner.header, &inner.hover_bar, NULL));
    size_t count;
    TR_CHECK(tr_view_subview_count(view, &count));
    for (size_t i = 0; i < count; i++) {
        tr_view *child;
        TR_CHECK(tr_view_subview_at(view, i, &child));
        inner.index = i;
        if (view == walk->paging_view)
            inner.page = page_of_subview(walk, child);
        draw_view(walk, child, &inner);
    }
    if (kind == TR_VIEW_SCROLL && !box_is_empty(visible))
        draw_scroll_indicators(walk, view, b, visible);
    if (is_bar && !box_is_empty(visible))
        draw_bar_tag(walk->renderer, view, b, visible, walk->covered_top);
}

void view_tree_draw(SDL_Renderer *renderer, tr_window *window, const view_highlights *highlights, uint32_t now_ms,
                    float covered_top)
{
    tr_view *root;
    TR_CHECK(tr_window_root(window, &root));
    tree_walk walk = {.renderer = renderer, .highlights = highlights, .now_ms = now_ms, .covered_top = covered_top};
    walk.paging_view = first_paging_view(root);
    if (walk.paging_view != NULL) {
        tr_rect bounds;
        TR_CHECK(tr_view_bounds(walk.paging_view, &bounds));
        walk.page_width = bounds.width;
    }
    tr_rect root_bounds;
    TR_CHECK(tr_view_bounds(root, &root_bounds));
    draw_scope scope = {
        .clip = {0, 0, (float)root_bounds.width, (float)root_bounds.height},
        .page = -1,
    };
    draw_view(&walk, root, &scope);
}

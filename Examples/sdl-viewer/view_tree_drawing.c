/* view_tree_drawing.c: the walk over the view tree (see view_tree_drawing.h); view_looks.c draws each view. */
#include "view_tree_drawing.h"
#include "page_palette.h"
#include "tr_check.h"
#include "view_box.h"
#include "view_looks.h"

#include <math.h>
#include <stdbool.h>

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
    TR_CHECK(tr_view_get_flag(view, TR_FLAG_HIDDEN, &hidden));
    if (hidden)
        return;
    tr_view_kind kind;
    tr_rect bounds;
    tr_point origin;
    bool clips;
    TR_CHECK(tr_view_kind_of(view, &kind));
    TR_CHECK(tr_view_bounds(view, &bounds));
    TR_CHECK(tr_view_convert_point(view, (tr_point){bounds.x, bounds.y}, NULL, &origin));
    TR_CHECK(tr_view_get_flag(view, TR_FLAG_CLIPS_TO_BOUNDS, &clips));
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
            row_style style = {
                .page = scope->in_bar ? -1 : scope->page,
                .alternate = scope->index % 2 == 1,
                .lit = view_highlights_is_lit(walk->highlights, view, walk->now_ms),
            };
            draw_row(walk->renderer, view, kind, b, visible, style);
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
        draw_scroll_indicators(walk->renderer, view, b, visible);
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

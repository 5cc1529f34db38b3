/* recognizer_panel.c: the recognizers and their states (see recognizer_panel.h). */
#include "recognizer_panel.h"
#include "stroke_font.h"
#include "tr_check.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/** Cap height of a row's text, points, and the row's height: the status line's text size. */
#define ROW_TEXT_SIZE 11.0f
#define ROW_HEIGHT 18.0f

static recognizer_row *row_for(recognizer_panel *panel, tr_recognizer *recognizer, const char *name,
                               const char *kind)
{
    for (int i = 0; i < panel->count; i++) {
        if (panel->rows[i].recognizer == recognizer)
            return &panel->rows[i];
    }
    if (panel->count == RECOGNIZER_ROWS)
        return NULL;
    recognizer_row *row = &panel->rows[panel->count++];
    row->recognizer = recognizer;
    snprintf(row->name, sizeof row->name, "%s", name);
    snprintf(row->kind, sizeof row->kind, "%s", kind);
    row->state = TR_GESTURE_POSSIBLE;
    row->scale = row->rotation = NAN;
    return row;
}

static void hear(void *user_data, const tr_gesture_change *change)
{
    recognizer_row *row = row_for(user_data, change->recognizer, change->name, change->kind_name);
    if (row != NULL) {
        row->state = change->state;
        row->scale = change->scale;
        row->rotation = change->rotation;
    }
    printf("%.3f s  gesture  %s  %s  %s  (x %.1f, y %.1f", change->time, change->name, change->kind_name,
           change->state_name, change->x, change->y);
    if (!isnan(change->scale))
        printf(", scale %.2f", change->scale);
    if (!isnan(change->rotation))
        printf(", rotation %.2f rad", change->rotation);
    printf(")\n");
    fflush(stdout);
}

/** Add every recognizer on `view` and the views inside it, in tree order. */
static void list_recognizers(recognizer_panel *panel, tr_view *view)
{
    size_t count;
    TR_CHECK(tr_view_recognizer_count(view, &count));
    for (size_t i = 0; i < count; i++) {
        tr_recognizer *recognizer;
        tr_gesture_change now;
        TR_CHECK(tr_view_recognizer_at(view, i, &recognizer));
        TR_CHECK(tr_recognizer_state_of(recognizer, &now));
        if (row_for(panel, recognizer, now.name, now.kind_name) == NULL)
            panel->hidden++;
    }
    TR_CHECK(tr_view_subview_count(view, &count));
    for (size_t i = 0; i < count; i++) {
        tr_view *child;
        TR_CHECK(tr_view_subview_at(view, i, &child));
        list_recognizers(panel, child);
    }
}

void recognizer_panel_attach(recognizer_panel *panel, tr_window *window)
{
    memset(panel, 0, sizeof *panel);
    tr_view *root;
    TR_CHECK(tr_window_root(window, &root));
    list_recognizers(panel, root);
    TR_CHECK(tr_window_on_gesture(window, hear, panel));
}

static bool pinch_with_rotation(void *user_data, tr_recognizer *recognizer, tr_recognizer *other)
{
    (void)user_data, (void)recognizer, (void)other;
    return true;
}

void recognizer_panel_add_demo_gestures(tr_window *window)
{
    static const struct { tr_gesture_kind kind; const char *name; } demo[] = {
        {TR_GESTURE_PINCH, "pinch"}, {TR_GESTURE_ROTATION, "rotate"},
        {TR_GESTURE_DOUBLE_TAP, "double-tap"}, {TR_GESTURE_LONG_PRESS, "long-press"},
    };
    tr_view *root;
    TR_CHECK(tr_window_root(window, &root));
    for (size_t i = 0; i < sizeof demo / sizeof demo[0]; i++) {
        tr_recognizer *recognizer;
        TR_CHECK(tr_recognizer_create(window, demo[i].kind, demo[i].name, &recognizer));
        if (demo[i].kind == TR_GESTURE_PINCH || demo[i].kind == TR_GESTURE_ROTATION)
            TR_CHECK(tr_recognizer_set_simultaneous_rule(recognizer, pinch_with_rotation, NULL));
        TR_CHECK(tr_view_add_recognizer(root, recognizer));
    }
}

static void set_state_colour(SDL_Renderer *renderer, tr_gesture_state state)
{
    switch (state) {
    case TR_GESTURE_BEGAN: case TR_GESTURE_CHANGED: case TR_GESTURE_RECOGNIZED:
        SDL_SetRenderDrawColor(renderer, 90, 230, 110, 255);
        break;
    case TR_GESTURE_FAILED: case TR_GESTURE_CANCELLED:
        SDL_SetRenderDrawColor(renderer, 240, 90, 80, 255);
        break;
    default:
        SDL_SetRenderDrawColor(renderer, 170, 170, 170, 255);
        break;
    }
}

static const char *state_name(tr_gesture_state state)
{
    static const char *const names[] = {"possible", "began", "changed", "ended", "cancelled", "failed", "recognized"};
    return (unsigned)state < sizeof names / sizeof names[0] ? names[state] : "?";
}

void recognizer_panel_draw(const recognizer_panel *panel, SDL_Renderer *renderer, float top)
{
    if (panel->count == 0)
        return;
    char texts[RECOGNIZER_ROWS][128];
    float width = 0;
    for (int i = 0; i < panel->count; i++) {
        const recognizer_row *row = &panel->rows[i];
        char *text = texts[i];
        /* The kind only where the name does not say it. */
        int used = strcmp(row->name, row->kind) == 0
            ? snprintf(text, sizeof texts[i], "%s: %s", row->name, state_name(row->state))
            : snprintf(text, sizeof texts[i], "%s (%s): %s", row->name, row->kind, state_name(row->state));
        if (!isnan(row->scale) && used < (int)sizeof texts[i])
            used += snprintf(text + used, sizeof texts[i] - (size_t)used, "  scale %.2f", row->scale);
        if (!isnan(row->rotation) && used < (int)sizeof texts[i])
            snprintf(text + used, sizeof texts[i] - (size_t)used, "  rotation %.2f", row->rotation);
        width = fmaxf(width, stroke_font_width(text, ROW_TEXT_SIZE));
    }
    int lines = panel->count + (panel->hidden > 0);
    /* Opaque, as the status line, so the views' names under it do not garble the rows. */
    SDL_SetRenderDrawColor(renderer, 12, 12, 12, 255);
    SDL_FRect box = {0, top, width + 16, ROW_HEIGHT * lines + 6};
    SDL_RenderFillRectF(renderer, &box);
    for (int i = 0; i < panel->count; i++) {
        set_state_colour(renderer, panel->rows[i].state);
        stroke_font_draw(renderer, 8, top + ROW_HEIGHT * i + (ROW_HEIGHT - ROW_TEXT_SIZE) / 2, texts[i],
                         ROW_TEXT_SIZE);
    }
    if (panel->hidden > 0) {
        char text[48];
        snprintf(text, sizeof text, "and %d more", panel->hidden);
        SDL_SetRenderDrawColor(renderer, 170, 170, 170, 255);
        stroke_font_draw(renderer, 8, top + ROW_HEIGHT * panel->count + (ROW_HEIGHT - ROW_TEXT_SIZE) / 2, text,
                         ROW_TEXT_SIZE);
    }
}

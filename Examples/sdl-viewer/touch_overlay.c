/* touch_overlay.c: finger paths and decision labels (see touch_overlay.h). */
#include "touch_overlay.h"
#include "stroke_font.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/** The finger circle's radius in points: about a fingertip's contact patch. */
#define FINGER_RADIUS 16.0f
/** Label text size and line spacing in points. */
#define LABEL_CAP_HEIGHT 11.0f
#define LABEL_LINE_HEIGHT 21.0f
/** Points of dark box around a label's text. */
#define LABEL_PADDING 4.0f
/** Labels stay below the status line (points). */
#define LABEL_TOP_MARGIN 32.0f
/** Labels of one finger stack when their anchors are this close (points). */
#define LABEL_STACK_DISTANCE 48.0f
/** Segments of a drawn circle: round enough at a 16-point radius. */
#define CIRCLE_SEGMENTS 28

void touch_overlay_init(touch_overlay *overlay, float width, float height)
{
    memset(overlay, 0, sizeof *overlay);
    overlay->width = width;
    overlay->height = height;
}

void touch_overlay_clear(touch_overlay *overlay)
{
    touch_overlay_init(overlay, overlay->width, overlay->height);
}

static touch_trail *trail_of(touch_overlay *overlay, int64_t touch)
{
    for (int i = 0; i < TRAIL_SLOTS; i++) {
        if (overlay->trails[i].used && overlay->trails[i].touch == touch)
            return &overlay->trails[i];
    }
    return NULL;
}

/** A slot for a new touch: a free one, else the ended trail that ended first, else none. */
static touch_trail *free_trail(touch_overlay *overlay, uint32_t now_ms)
{
    touch_trail *oldest_ended = NULL;
    for (int i = 0; i < TRAIL_SLOTS; i++) {
        touch_trail *trail = &overlay->trails[i];
        if (!trail->used || (!trail->down && now_ms - trail->ended_ms >= TRAIL_LINGER_MS))
            return trail;
        if (!trail->down && (oldest_ended == NULL || (int32_t)(trail->ended_ms - oldest_ended->ended_ms) < 0))
            oldest_ended = trail;
    }
    return oldest_ended;
}

void touch_overlay_note_delivery(touch_overlay *overlay, int64_t touch, tr_phase phase, float x, float y, uint32_t now_ms)
{
    touch_trail *trail = trail_of(overlay, touch);
    if (trail == NULL) {
        trail = free_trail(overlay, now_ms);
        if (trail == NULL)
            return; /* more than TRAIL_SLOTS fingers down: this one goes unseen */
        memset(trail, 0, sizeof *trail);
        trail->used = true;
        trail->touch = touch;
    }
    trail->down = phase != TR_PHASE_ENDED && phase != TR_PHASE_CANCELLED;
    if (!trail->down)
        trail->ended_ms = now_ms;
    /* Each view holding the touch gets the same point; keep it once. */
    if (trail->count > 0) {
        SDL_FPoint last = trail->points[(trail->first + trail->count - 1) % TRAIL_POINTS];
        if (last.x == x && last.y == y)
            return;
    }
    if (trail->count == TRAIL_POINTS) {
        trail->first = (trail->first + 1) % TRAIL_POINTS;
        trail->count--;
    }
    trail->points[(trail->first + trail->count) % TRAIL_POINTS] = (SDL_FPoint){x, y};
    trail->count++;
}

/** Whether a label's box at (x, y), `width` wide, would cover a label still showing. */
static bool covers_a_label(const touch_overlay *overlay, float x, float y, float width, uint32_t now_ms)
{
    for (int i = 0; i < LABEL_SLOTS; i++) {
        const decision_label *other = &overlay->labels[i];
        if (!other->used || now_ms - other->born_ms >= DECISION_LABEL_MS)
            continue;
        bool apart = x + width + LABEL_PADDING <= other->x - LABEL_PADDING
            || other->x + other->width + LABEL_PADDING <= x - LABEL_PADDING
            || y + LABEL_CAP_HEIGHT + LABEL_PADDING <= other->y - LABEL_PADDING
            || other->y + LABEL_CAP_HEIGHT + LABEL_PADDING <= y - LABEL_PADDING;
        if (!apart)
            return true;
    }
    return false;
}

/**
 * Place a label beside its finger: to its right, or in the right third of the
 * window right-aligned to its left. When that covers another label it moves a
 * line down (in the top half of the window) or up (in the bottom half) until
 * it is clear, so a finger's decisions stack up in order and two fingers'
 * labels never overlap while there is room.
 */
static void place_label(const touch_overlay *overlay, decision_label *label, uint32_t now_ms)
{
    bool on_left = label->anchor_x > overlay->width * 2 / 3;
    float x = on_left ? label->anchor_x - FINGER_RADIUS - 8 - label->width : label->anchor_x + FINGER_RADIUS + 8;
    label->x = fmaxf(4, fminf(x, overlay->width - label->width - 4));
    float lowest = overlay->height - LABEL_LINE_HEIGHT;
    float first = fminf(fmaxf(label->anchor_y - LABEL_CAP_HEIGHT / 2, LABEL_TOP_MARGIN), lowest);
    float step = label->anchor_y > overlay->height / 2 ? -LABEL_LINE_HEIGHT : LABEL_LINE_HEIGHT;
    label->y = first;
    for (float y = first; y >= LABEL_TOP_MARGIN && y <= lowest; y += step) {
        if (!covers_a_label(overlay, label->x, y, label->width, now_ms)) {
            label->y = y;
            return;
        }
    }
}

void touch_overlay_note_decision(touch_overlay *overlay, int64_t touch, const char *text, uint32_t now_ms)
{
    float anchor_x = overlay->width / 2, anchor_y = overlay->height / 2;
    touch_trail *trail = trail_of(overlay, touch);
    if (trail != NULL && trail->count > 0) {
        SDL_FPoint last = trail->points[(trail->first + trail->count - 1) % TRAIL_POINTS];
        anchor_x = last.x;
        anchor_y = last.y;
    }
    /* A finger that has hardly moved since its last label keeps that label's anchor, so its stack aligns. */
    for (int i = 0; i < LABEL_SLOTS; i++) {
        const decision_label *other = &overlay->labels[i];
        if (other->used && now_ms - other->born_ms < DECISION_LABEL_MS
            && fabsf(other->anchor_x - anchor_x) < LABEL_STACK_DISTANCE
            && fabsf(other->anchor_y - anchor_y) < LABEL_STACK_DISTANCE) {
            anchor_x = other->anchor_x;
            anchor_y = other->anchor_y;
        }
    }
    decision_label *label = &overlay->labels[overlay->next_label];
    overlay->next_label = (overlay->next_label + 1) % LABEL_SLOTS;
    label->used = false; /* not in its own way while it is placed */
    snprintf(label->text, sizeof label->text, "%s", text);
    label->anchor_x = anchor_x;
    label->anchor_y = anchor_y;
    label->width = stroke_font_width(label->text, LABEL_CAP_HEIGHT);
    place_label(overlay, label, now_ms);
    label->used = true;
    label->born_ms = now_ms;
}

static void draw_circle(SDL_Renderer *renderer, float cx, float cy, float radius)
{
    SDL_FPoint points[CIRCLE_SEGMENTS + 1];
    for (int i = 0; i <= CIRCLE_SEGMENTS; i++) {
        float angle = (float)i * 6.2831853f / CIRCLE_SEGMENTS;
        points[i] = (SDL_FPoint){cx + radius * cosf(angle), cy + radius * sinf(angle)};
    }
    SDL_RenderDrawLinesF(renderer, points, CIRCLE_SEGMENTS + 1);
}

static void draw_trail(const touch_trail *trail, SDL_Renderer *renderer, uint32_t now_ms)
{
    float fade = 1.0f;
    if (!trail->down) {
        uint32_t age = now_ms - trail->ended_ms;
        if (age >= TRAIL_LINGER_MS)
            return;
        fade = 0.8f * (1.0f - (float)age / TRAIL_LINGER_MS);
    }
    SDL_FPoint ordered[TRAIL_POINTS];
    for (int i = 0; i < trail->count; i++)
        ordered[i] = trail->points[(trail->first + i) % TRAIL_POINTS];
    SDL_FPoint newest = ordered[trail->count - 1];

    /* A dark edge under a white line keeps the path visible on light rows and dark gaps alike. */
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, (Uint8)(150 * fade));
    for (int i = 0; i < trail->count; i++)
        ordered[i].y += 2;
    if (trail->count >= 2)
        SDL_RenderDrawLinesF(renderer, ordered, trail->count);
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, (Uint8)(255 * fade));
    for (int i = 0; i < trail->count; i++)
        ordered[i].y -= 1;
    for (int pass = 0; pass < 2; pass++) {
        if (trail->count >= 2)
            SDL_RenderDrawLinesF(renderer, ordered, trail->count);
        for (int i = 0; i < trail->count; i++)
            ordered[i].y -= 1;
    }

    char number[24];
    snprintf(number, sizeof number, "#%lld", (long long)trail->touch);
    if (trail->down) {
        draw_circle(renderer, newest.x, newest.y, FINGER_RADIUS);
        draw_circle(renderer, newest.x, newest.y, FINGER_RADIUS - 1);
        draw_circle(renderer, newest.x, newest.y, 3);
    } else {
        draw_circle(renderer, newest.x, newest.y, 5);
    }
    stroke_font_draw(renderer, newest.x - FINGER_RADIUS, newest.y + FINGER_RADIUS + 4, number, LABEL_CAP_HEIGHT);
}

static void draw_label(const decision_label *label, SDL_Renderer *renderer, uint32_t now_ms)
{
    uint32_t age = now_ms - label->born_ms;
    if (age >= DECISION_LABEL_MS)
        return;
    float fade = age <= DECISION_LABEL_SOLID_MS ? 1.0f
        : 1.0f - (float)(age - DECISION_LABEL_SOLID_MS) / (float)(DECISION_LABEL_MS - DECISION_LABEL_SOLID_MS);
    SDL_FRect background = {label->x - LABEL_PADDING, label->y - LABEL_PADDING, label->width + 2 * LABEL_PADDING,
                            LABEL_CAP_HEIGHT + 2 * LABEL_PADDING};
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, (Uint8)(190 * fade));
    SDL_RenderFillRectF(renderer, &background);
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, (Uint8)(255 * fade));
    stroke_font_draw(renderer, label->x, label->y, label->text, LABEL_CAP_HEIGHT);
}

void touch_overlay_draw(touch_overlay *overlay, SDL_Renderer *renderer, uint32_t now_ms)
{
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    for (int i = 0; i < TRAIL_SLOTS; i++) {
        if (overlay->trails[i].used && overlay->trails[i].count > 0)
            draw_trail(&overlay->trails[i], renderer, now_ms);
    }
    /* Oldest first, so the newest label is drawn on top. */
    for (int k = 0; k < LABEL_SLOTS; k++) {
        const decision_label *label = &overlay->labels[(overlay->next_label + k) % LABEL_SLOTS];
        if (label->used)
            draw_label(label, renderer, now_ms);
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
}

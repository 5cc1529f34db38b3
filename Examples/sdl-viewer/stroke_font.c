/*
 * stroke_font.c: the glyph table and its drawing (see stroke_font.h).
 *
 * The design grid, in units where the cap height is 12:
 *
 *     y  0  ─ ascender and capital top
 *     y  4  ─ x-height (top of a, c, e, …)
 *     y 12  ─ baseline
 *     y 16  ─ descender bottom (g, j, p, q, y)
 *
 * x runs from 0 at the glyph's left edge to its `width` (8 for most). Curves
 * are octagonal, corners cut by two units, which keeps each glyph a handful
 * of segments and reads well down to 8 px.
 *
 * Encoding: a glyph's `strokes` are polylines separated by spaces; each point
 * is two characters, x then y, each one of "0123456789abcdefg" (0 to 16).
 * "0c408c 1878" is A: (0,12)→(4,0)→(8,12), then (1,8)→(7,8).
 */
#include "stroke_font.h"

#include <string.h>

/** Units in a cap height: the grid's baseline. */
#define GRID_CAP_HEIGHT 12.0f
/** Units between one glyph's right edge and the next glyph's left edge. */
#define GRID_GAP 3.0f
/** The most points one stroke has. */
#define MAX_STROKE_POINTS 16

typedef struct glyph {
    char character;
    /** In grid units, not counting the gap after it. */
    unsigned char width;
    const char *strokes;
} glyph;

static const glyph glyph_table[] = {
    {' ', 5, ""},
    /* Capitals. */
    {'A', 8, "0c408c 1878"},
    {'B', 8, "0c005072745606 56787a5c0c"},
    {'C', 8, "826020020a2c6c8a"},
    {'D', 8, "005083895c0c00"},
    {'E', 8, "80000c8c 0666"},
    {'F', 8, "80000c 0666"},
    {'G', 8, "826020020a2c6c8a8646"},
    {'H', 8, "000c 808c 0686"},
    {'I', 4, "0040 202c 0c4c"},
    {'J', 8, "40808a6c2c0a"},
    {'K', 8, "000c 8007 258c"},
    {'L', 8, "000c8c"},
    {'M', 8, "0c0046808c"},
    {'N', 8, "0c008c80"},
    {'O', 8, "2060828a6c2c0a0220"},
    {'P', 8, "0c006082846606"},
    {'Q', 8, "2060828a6c2c0a0220 598d"},
    {'R', 8, "0c006082846606 468c"},
    {'S', 8, "82602002042666888a6c2c0a"},
    {'T', 8, "0080 404c"},
    {'U', 8, "000a2c6c8a80"},
    {'V', 8, "004c80"},
    {'W', 8, "002c466c80"},
    {'X', 8, "008c 800c"},
    {'Y', 8, "004680 464c"},
    {'Z', 8, "00800c8c"},
    /* Lowercase. */
    {'a', 8, "848c 8a6c2c0a06246486"},
    {'b', 8, "000c 062464868a6c0c"},
    {'c', 8, "866424060a2c6c8a"},
    {'d', 8, "808c 866424060a2c8c"},
    {'e', 8, "0888866424060a2c7c"},
    {'f', 7, "7040222c 0464"},
    {'g', 8, "848e6g2g0e 866424060a2c6c8a"},
    {'h', 8, "000c 062464868c"},
    {'i', 2, "141c 1112"},
    {'j', 4, "343e1g0g 3132"},
    {'k', 7, "000c 7409 377c"},
    {'l', 3, "101a3c"},
    {'m', 8, "040c 061434464c 465474868c"},
    {'n', 8, "040c 062464868c"},
    {'o', 8, "2464868a6c2c0a0624"},
    {'p', 8, "040g 062464868a6c0c"},
    {'q', 8, "848g 866424060a2c8c"},
    {'r', 8, "040c 07346485"},
    {'s', 8, "85741405071878898b7c1c0b"},
    {'t', 7, "212a4c6c 0464"},
    {'u', 8, "040a2c6c8a 848c"},
    {'v', 8, "044c84"},
    {'w', 8, "042c476c84"},
    {'x', 8, "048c 840c"},
    {'y', 8, "044c 842g"},
    {'z', 8, "04840c8c"},
    /* Digits: 0 is slashed so it never reads as O. */
    {'0', 8, "2060828a6c2c0a0220 622a"},
    {'1', 8, "22404c 2c6c"},
    {'2', 8, "02206082840c8c"},
    {'3', 8, "02206082846636 66888a6c2c0a"},
    {'4', 8, "600888 606c"},
    {'5', 8, "80000565878a6c2c0a"},
    {'6', 8, "7030030a2c6c8a87652507"},
    {'7', 8, "00803c"},
    {'8', 8, "206082846626040220 26080a2c6c8a8866"},
    {'9', 8, "1c5c898260200205276785"},
    /* Punctuation. */
    {'.', 2, "0b1b1c0c0b"},
    {',', 2, "0b1b1c0e"},
    {':', 2, "0515160605 0b1b1c0c0b"},
    {'_', 8, "0d8d"},
    {'-', 6, "1858"},
    {'#', 8, "312b 615b 0484 0888"},
    {'(', 4, "30121a3c"},
    {')', 4, "10323a1c"},
    {'/', 6, "0c60"},
    {'+', 8, "1878 454b"},
    {'=', 8, "1676 1a7a"},
    {'!', 2, "1018 1b1c"},
    {'?', 8, "02206082844648 4b4c"},
    {'[', 4, "30101c3c"},
    {']', 4, "10303c1c"},
    {'<', 6, "64086c"},
    {'>', 6, "04680c"},
    {'\'', 2, "1013"},
    {'"', 4, "1013 3033"},
};

/** Drawn for characters the table lacks: a box the size of a capital. */
static const glyph missing_glyph = {'?', 8, "00800c8c0c00"};

/** The glyph for `c`. O(1) after the first call builds the index. */
static const glyph *glyph_for(unsigned char c)
{
    static const glyph *index[128];
    static int index_built = 0;
    if (!index_built) {
        for (size_t i = 0; i < sizeof glyph_table / sizeof glyph_table[0]; i++)
            index[(unsigned char)glyph_table[i].character] = &glyph_table[i];
        index_built = 1;
    }
    const glyph *found = c < 128 ? index[c] : NULL;
    return found != NULL ? found : &missing_glyph;
}

/** A grid coordinate character's value: '0'…'9' are 0…9, 'a'…'g' are 10…16. */
static float grid_value(char c)
{
    return c <= '9' ? (float)(c - '0') : (float)(c - 'a' + 10);
}

float stroke_font_width(const char *text, float cap_height)
{
    float units = 0;
    for (const char *c = text; *c != '\0'; c++)
        units += glyph_for((unsigned char)*c)->width + (c[1] != '\0' ? GRID_GAP : 0);
    return units * cap_height / GRID_CAP_HEIGHT;
}

/** Draw one glyph's polylines with its left edge at x, `weight` pixels thick. */
static void draw_glyph(SDL_Renderer *renderer, const glyph *g, float x, float top, float scale, int weight)
{
    const char *cursor = g->strokes;
    while (*cursor != '\0') {
        SDL_FPoint points[MAX_STROKE_POINTS];
        int count = 0;
        while (cursor[0] != '\0' && cursor[0] != ' ' && cursor[1] != '\0') {
            if (count < MAX_STROKE_POINTS) {
                points[count].x = x + grid_value(cursor[0]) * scale;
                points[count].y = top + grid_value(cursor[1]) * scale;
                count++;
            }
            cursor += 2;
        }
        /* A thick stroke is the thin one repeated, shifted by whole pixels. */
        for (int dy = 0; dy < weight; dy++) {
            for (int dx = 0; dx < weight; dx++) {
                SDL_FPoint shifted[MAX_STROKE_POINTS];
                for (int i = 0; i < count; i++)
                    shifted[i] = (SDL_FPoint){points[i].x + (float)dx, points[i].y + (float)dy};
                if (count >= 2)
                    SDL_RenderDrawLinesF(renderer, shifted, count);
            }
        }
        while (*cursor == ' ')
            cursor++;
    }
}

void stroke_font_draw(SDL_Renderer *renderer, float x, float top, const char *text, float cap_height)
{
    float scale = cap_height / GRID_CAP_HEIGHT;
    /* One pixel of stroke per 9 px of cap height: 1 px up to 13 px text, 2 px up to 22 px. */
    int weight = (int)(cap_height / 9.0f + 0.5f);
    if (weight < 1)
        weight = 1;
    for (const char *c = text; *c != '\0'; c++) {
        const glyph *g = glyph_for((unsigned char)*c);
        draw_glyph(renderer, g, x, top, scale, weight);
        x += ((float)g->width + GRID_GAP) * scale;
    }
}

/* page_palette.c: the page hues and their shades (the palette is in page_palette.h). */
#include "page_palette.h"

#include <math.h>

/** Degrees, by page; the same list as PAGE_HUES in check-screenshot.py. */
static const float page_hues[] = {220, 40, 130, 310, 180, 0};
#define PAGE_HUE_COUNT ((int)(sizeof page_hues / sizeof page_hues[0]))

/** HSV (hue in degrees, saturation and value 0…1) to an opaque SDL colour. */
static SDL_Color colour_from_hsv(float hue, float saturation, float value)
{
    float chroma = value * saturation;
    float sector = fmodf(hue / 60.0f, 6.0f);
    float second = chroma * (1.0f - fabsf(fmodf(sector, 2.0f) - 1.0f));
    float r = 0, g = 0, b = 0;
    switch ((int)sector) {
    case 0: r = chroma; g = second; break;
    case 1: r = second; g = chroma; break;
    case 2: g = chroma; b = second; break;
    case 3: g = second; b = chroma; break;
    case 4: r = second; b = chroma; break;
    default: r = chroma; b = second; break;
    }
    float base = value - chroma;
    return (SDL_Color){(Uint8)lroundf((r + base) * 255), (Uint8)lroundf((g + base) * 255),
                       (Uint8)lroundf((b + base) * 255), 255};
}

SDL_Color page_palette_colour(int page, page_shade shade)
{
    float hue = page_hues[((page % PAGE_HUE_COUNT) + PAGE_HUE_COUNT) % PAGE_HUE_COUNT];
    switch (shade) {
    case SHADE_PAGE_BACKGROUND: return colour_from_hsv(hue, 0.45f, 0.50f);
    case SHADE_ROW: return colour_from_hsv(hue, 0.50f, 0.86f);
    case SHADE_ROW_ALTERNATE: return colour_from_hsv(hue, 0.42f, 0.74f);
    case SHADE_ROW_EDGE: return colour_from_hsv(hue, 0.60f, 0.45f);
    case SHADE_ROW_PRESSED: return colour_from_hsv(hue, 0.90f, 1.00f);
    case SHADE_TEXT: return colour_from_hsv(hue, 0.60f, 0.16f);
    }
    return colour_from_hsv(hue, 0.5f, 0.5f);
}

SDL_Color neutral_colour(neutral_shade shade)
{
    static const Uint8 greys[] = {
        [NEUTRAL_WINDOW] = 22, [NEUTRAL_CONTAINER] = 38, [NEUTRAL_OUTLINE] = 90,
        [NEUTRAL_BAR] = 70, [NEUTRAL_HOVER_BAR] = 52, [NEUTRAL_ROW] = 150,
        [NEUTRAL_ROW_ALTERNATE] = 130, [NEUTRAL_ROW_PRESSED] = 215,
        [NEUTRAL_TEXT_DARK] = 20, [NEUTRAL_TEXT_LIGHT] = 225,
    };
    Uint8 grey = greys[shade];
    return (SDL_Color){grey, grey, grey, 255};
}

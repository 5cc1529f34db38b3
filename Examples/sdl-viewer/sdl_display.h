/*
 * sdl_display.h: the SDL window and renderer the viewer draws into.
 *
 * One window point is one SDL window pixel. The renderer is scaled so that
 * all drawing is in points even where SDL's output has more pixels (HiDPI).
 * An accelerated renderer is tried first and the software one second. A run
 * that ends in a screenshot asks for the software renderer first: it needs no
 * GPU or GL driver (Xvfb in CI has neither, or a slow emulated one), and the
 * same command draws the same pixels on every machine.
 */
#ifndef SDL_VIEWER_SDL_DISPLAY_H
#define SDL_VIEWER_SDL_DISPLAY_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct sdl_display {
    SDL_Window *window;
    SDL_Renderer *renderer;
    /** The window in points. */
    int width, height;
} sdl_display;

/**
 * Open a window of width × height points titled `title`, with the software
 * renderer first if `prefer_software`, or print why not and exit 1.
 */
void sdl_display_open(sdl_display *display, int width, int height, const char *title, bool prefer_software);
void sdl_display_close(sdl_display *display);

/**
 * Write what has been drawn since the last present to `path` as a PNG. On
 * failure returns false with a sentence in `error`.
 */
bool sdl_display_write_png(sdl_display *display, const char *path, char *error, size_t error_size);

#endif

/* sdl_display.c: window, renderer and reading its pixels back (see sdl_display.h). */
#include "sdl_display.h"
#include "png_writer.h"

#include <stdio.h>
#include <stdlib.h>

static void fail_with_sdl_error(const char *what)
{
    fprintf(stderr, "sdl-viewer: %s: %s. The viewer needs a display: run it under X11 or Wayland, "
                    "or under xvfb-run without one.\n", what, SDL_GetError());
    exit(1);
}

void sdl_display_open(sdl_display *display, int width, int height, const char *title, bool prefer_software)
{
    /* A touch SDL sees arrives as a finger; a mouse event made up from it would count it twice. */
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0)
        fail_with_sdl_error("cannot start SDL video");
    atexit(SDL_Quit);
    display->width = width;
    display->height = height;
    display->window = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height,
                                       SDL_WINDOW_SHOWN | SDL_WINDOW_ALLOW_HIGHDPI);
    if (display->window == NULL)
        fail_with_sdl_error("cannot open a window");
    Uint32 first = prefer_software ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_ACCELERATED;
    Uint32 second = prefer_software ? SDL_RENDERER_ACCELERATED : SDL_RENDERER_SOFTWARE;
    display->renderer = SDL_CreateRenderer(display->window, -1, first);
    if (display->renderer == NULL)
        display->renderer = SDL_CreateRenderer(display->window, -1, second);
    if (display->renderer == NULL)
        fail_with_sdl_error("cannot create a renderer");
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(display->renderer, &info) == 0)
        fprintf(stderr, "sdl-viewer: drawing %d x %d points with SDL's %s renderer\n", width, height, info.name);
    int pixels_wide, pixels_high;
    if (SDL_GetRendererOutputSize(display->renderer, &pixels_wide, &pixels_high) == 0 && pixels_wide != width)
        SDL_RenderSetScale(display->renderer, (float)pixels_wide / (float)width, (float)pixels_high / (float)height);
}

void sdl_display_close(sdl_display *display)
{
    SDL_DestroyRenderer(display->renderer);
    SDL_DestroyWindow(display->window);
}

bool sdl_display_write_png(sdl_display *display, const char *path, char *error, size_t error_size)
{
    int width, height;
    if (SDL_GetRendererOutputSize(display->renderer, &width, &height) != 0) {
        snprintf(error, error_size, "cannot write %s: SDL does not give the renderer's size: %s.", path, SDL_GetError());
        return false;
    }
    size_t pitch = (size_t)width * 3;
    unsigned char *pixels = malloc(pitch * (size_t)height);
    if (pixels == NULL) {
        snprintf(error, error_size, "cannot write %s: no memory for %d x %d pixels.", path, width, height);
        return false;
    }
    /* Read in output pixels: without the point scale, a NULL rectangle is the whole target. */
    float scale_x, scale_y;
    SDL_RenderGetScale(display->renderer, &scale_x, &scale_y);
    SDL_RenderSetScale(display->renderer, 1, 1);
    int read = SDL_RenderReadPixels(display->renderer, NULL, SDL_PIXELFORMAT_RGB24, pixels, (int)pitch);
    SDL_RenderSetScale(display->renderer, scale_x, scale_y);
    bool written = false;
    if (read != 0) {
        snprintf(error, error_size, "cannot write %s: SDL could not read the frame back: %s.", path, SDL_GetError());
    } else {
        rgb_image image = {.pixels = pixels, .width = width, .height = height, .pitch = pitch};
        written = png_write_rgb(path, &image, error, error_size);
    }
    free(pixels);
    return written;
}

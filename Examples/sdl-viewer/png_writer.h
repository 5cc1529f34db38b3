/*
 * png_writer.h: write an 8-bit RGB image as a PNG file.
 *
 * The file holds the signature, IHDR, one IDAT and IEND. The IDAT's zlib
 * stream uses stored (uncompressed) deflate blocks and filter type 0 on every
 * row: about 3 bytes per pixel on disk, in exchange for a writer short enough
 * to check by eye and no compression library. Any PNG reader opens it.
 */
#ifndef SDL_VIEWER_PNG_WRITER_H
#define SDL_VIEWER_PNG_WRITER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/** An image in memory: `height` rows of `width` R, G, B bytes, rows `pitch` bytes apart. */
typedef struct rgb_image {
    const uint8_t *pixels;
    int width, height;
    size_t pitch;
} rgb_image;

/**
 * Write `image` to `path`, replacing it. On failure returns false and puts a
 * sentence naming the file and the reason into `error` (`error_size` bytes).
 */
bool png_write_rgb(const char *path, const rgb_image *image, char *error, size_t error_size);

#endif

/*
 * png_checksums.h: the two checksums a PNG file needs.
 *
 * CRC-32 (ISO 3309 / ITU-T V.42, as PNG specifies) covers each chunk's type
 * and data; Adler-32 (RFC 1950) ends the zlib stream inside IDAT. Both are
 * running values: start from the *_START constant and feed the bytes in any
 * split; the result does not depend on how the bytes were cut up.
 */
#ifndef SDL_VIEWER_PNG_CHECKSUMS_H
#define SDL_VIEWER_PNG_CHECKSUMS_H

#include <stddef.h>
#include <stdint.h>

/** The running CRC before any byte. Finish with crc32_result. */
#define CRC32_START 0xFFFFFFFFu
uint32_t crc32_add(uint32_t running, const uint8_t *bytes, size_t count);
uint32_t crc32_result(uint32_t running);

/** The Adler-32 of no bytes, and its running value. */
#define ADLER32_START 1u
uint32_t adler32_add(uint32_t running, const uint8_t *bytes, size_t count);

#endif

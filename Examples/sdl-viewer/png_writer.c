/*
 * png_writer.c: PNG chunks around a zlib stream of stored blocks (see png_writer.h).
 *
 *   file  = signature IHDR IDAT IEND
 *   chunk = length (4, big-endian) · type (4) · data · CRC-32 of type and data
 *   IDAT  = zlib header (2) · stored blocks · Adler-32 of the raw bytes (4)
 *   block = final flag and type 00 (1) · LEN (2, little-endian) · ~LEN · LEN raw bytes
 *   raw   = for each row: filter 0, then its R G B bytes
 *
 * The IDAT's length is known before the first pixel is written, so the image
 * streams from the caller's buffer to the file without a copy.
 */
#include "png_writer.h"
#include "png_checksums.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

/** A stored deflate block carries at most this many bytes (LEN is 16 bits). */
#define STORED_BLOCK_MAX 65535u
/** Bytes a stored block adds: its header byte, LEN and NLEN. */
#define STORED_BLOCK_OVERHEAD 5u

/** A file being written, with the running CRC of the chunk in progress. */
typedef struct png_sink {
    FILE *file;
    uint32_t chunk_crc;
    bool failed;
} png_sink;

static void sink_bytes(png_sink *sink, const uint8_t *bytes, size_t count)
{
    sink->chunk_crc = crc32_add(sink->chunk_crc, bytes, count);
    if (!sink->failed && fwrite(bytes, 1, count, sink->file) != count)
        sink->failed = true;
}

static void put_big_endian(uint8_t out[4], uint32_t value)
{
    out[0] = (uint8_t)(value >> 24);
    out[1] = (uint8_t)(value >> 16);
    out[2] = (uint8_t)(value >> 8);
    out[3] = (uint8_t)value;
}

/** Start a chunk of `length` data bytes: its length (outside the CRC) and type. */
static void chunk_begin(png_sink *sink, const char type[4], uint32_t length)
{
    uint8_t length_bytes[4];
    put_big_endian(length_bytes, length);
    if (!sink->failed && fwrite(length_bytes, 1, 4, sink->file) != 4)
        sink->failed = true;
    sink->chunk_crc = CRC32_START;
    sink_bytes(sink, (const uint8_t *)type, 4);
}

static void chunk_end(png_sink *sink)
{
    uint8_t crc_bytes[4];
    put_big_endian(crc_bytes, crc32_result(sink->chunk_crc));
    if (!sink->failed && fwrite(crc_bytes, 1, 4, sink->file) != 4)
        sink->failed = true;
}

/** The raw bytes of the image (filter byte per row) cut into stored deflate blocks. */
typedef struct stored_stream {
    png_sink *sink;
    /** Raw bytes not yet written, and how many the current block still takes. */
    size_t raw_left, block_left;
    uint32_t adler;
} stored_stream;

static void stored_stream_put(stored_stream *stream, const uint8_t *bytes, size_t count)
{
    stream->adler = adler32_add(stream->adler, bytes, count);
    while (count > 0) {
        if (stream->block_left == 0) {
            size_t length = stream->raw_left < STORED_BLOCK_MAX ? stream->raw_left : STORED_BLOCK_MAX;
            uint8_t header[STORED_BLOCK_OVERHEAD] = {
                (uint8_t)(length == stream->raw_left ? 1 : 0), /* BFINAL; BTYPE 00 = stored */
                (uint8_t)length, (uint8_t)(length >> 8),
                (uint8_t)~length, (uint8_t)(~length >> 8),
            };
            sink_bytes(stream->sink, header, sizeof header);
            stream->block_left = length;
        }
        size_t part = count < stream->block_left ? count : stream->block_left;
        sink_bytes(stream->sink, bytes, part);
        bytes += part;
        count -= part;
        stream->block_left -= part;
        stream->raw_left -= part;
    }
}

static void write_header(png_sink *sink, const rgb_image *image)
{
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (fwrite(signature, 1, sizeof signature, sink->file) != sizeof signature)
        sink->failed = true;
    uint8_t ihdr[13];
    put_big_endian(ihdr, (uint32_t)image->width);
    put_big_endian(ihdr + 4, (uint32_t)image->height);
    ihdr[8] = 8;   /* bits per sample */
    ihdr[9] = 2;   /* colour type 2: RGB */
    ihdr[10] = 0;  /* compression: deflate */
    ihdr[11] = 0;  /* filtering: the five-filter method */
    ihdr[12] = 0;  /* no interlace */
    chunk_begin(sink, "IHDR", sizeof ihdr);
    sink_bytes(sink, ihdr, sizeof ihdr);
    chunk_end(sink);
}

static void write_image_data(png_sink *sink, const rgb_image *image)
{
    size_t row_bytes = (size_t)image->width * 3;
    size_t raw_bytes = (size_t)image->height * (1 + row_bytes);
    size_t blocks = (raw_bytes + STORED_BLOCK_MAX - 1) / STORED_BLOCK_MAX;
    size_t idat_length = 2 + blocks * STORED_BLOCK_OVERHEAD + raw_bytes + 4;

    chunk_begin(sink, "IDAT", (uint32_t)idat_length);
    /* CMF 0x78: deflate with a 32 KiB window; FLG 0x01 makes CMF·256 + FLG a multiple of 31. */
    static const uint8_t zlib_header[2] = {0x78, 0x01};
    sink_bytes(sink, zlib_header, sizeof zlib_header);

    stored_stream stream = {.sink = sink, .raw_left = raw_bytes, .block_left = 0, .adler = ADLER32_START};
    static const uint8_t filter_none = 0;
    for (int y = 0; y < image->height; y++) {
        stored_stream_put(&stream, &filter_none, 1);
        stored_stream_put(&stream, image->pixels + (size_t)y * image->pitch, row_bytes);
    }
    uint8_t adler_bytes[4];
    put_big_endian(adler_bytes, stream.adler);
    sink_bytes(sink, adler_bytes, sizeof adler_bytes);
    chunk_end(sink);
}

bool png_write_rgb(const char *path, const rgb_image *image, char *error, size_t error_size)
{
    if (image->width <= 0 || image->height <= 0) {
        snprintf(error, error_size, "cannot write %s: the image is empty (%d x %d pixels).",
                 path, image->width, image->height);
        return false;
    }
    png_sink sink = {.file = fopen(path, "wb"), .chunk_crc = CRC32_START, .failed = false};
    if (sink.file == NULL) {
        snprintf(error, error_size, "cannot create %s: %s.", path, strerror(errno));
        return false;
    }
    write_header(&sink, image);
    write_image_data(&sink, image);
    chunk_begin(&sink, "IEND", 0);
    chunk_end(&sink);

    int saved_errno = errno;
    bool closed = fclose(sink.file) == 0;
    if (sink.failed || !closed) {
        snprintf(error, error_size, "cannot write %s: %s.", path,
                 strerror(sink.failed ? saved_errno : errno));
        return false;
    }
    return true;
}

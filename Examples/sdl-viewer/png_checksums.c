/*
 * png_checksums.c: CRC-32 and Adler-32 (see png_checksums.h).
 *
 * The CRC works four bits at a time from a 16-entry table built on first use:
 * a quarter of the work of the bit-by-bit loop for 64 bytes of table, which is
 * plenty for one screenshot (a few megabytes).
 */
#include "png_checksums.h"

/** The CRC-32 generator, bit-reversed because PNG feeds each byte's low bit first. */
#define CRC32_REVERSED_POLYNOMIAL 0xEDB88320u
/** Adler-32's modulus: the largest prime below 2^16 (RFC 1950). */
#define ADLER32_MODULUS 65521u

/** Entry n: the CRC register's change when its low four bits are n. */
static uint32_t nibble_table[16];

static void build_nibble_table(void)
{
    for (uint32_t n = 0; n < 16; n++) {
        uint32_t value = n;
        for (int bit = 0; bit < 4; bit++)
            value = (value & 1u) ? (value >> 1) ^ CRC32_REVERSED_POLYNOMIAL : value >> 1;
        nibble_table[n] = value;
    }
}

uint32_t crc32_add(uint32_t running, const uint8_t *bytes, size_t count)
{
    static int table_ready = 0;
    if (!table_ready) {
        build_nibble_table();
        table_ready = 1;
    }
    for (size_t i = 0; i < count; i++) {
        running ^= bytes[i];
        running = (running >> 4) ^ nibble_table[running & 0xFu];
        running = (running >> 4) ^ nibble_table[running & 0xFu];
    }
    return running;
}

uint32_t crc32_result(uint32_t running)
{
    return running ^ 0xFFFFFFFFu;
}

uint32_t adler32_add(uint32_t running, const uint8_t *bytes, size_t count)
{
    /* Low half: 1 + the byte sum; high half: the sum of the low half after each byte. */
    uint64_t low = running & 0xFFFFu, high = running >> 16;
    for (size_t i = 0; i < count; i++) {
        low += bytes[i];
        high += low;
        /* 64-bit sums cannot overflow within a run this long; reduce between runs. */
        if ((i & 0xFFFFu) == 0xFFFFu) {
            low %= ADLER32_MODULUS;
            high %= ADLER32_MODULUS;
        }
    }
    low %= ADLER32_MODULUS;
    high %= ADLER32_MODULUS;
    return (uint32_t)(high << 16 | low);
}

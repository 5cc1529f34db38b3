/*
 * libFuzzer's entry for programs that have their own main (LLVM 13 and later):
 * SwiftPM renames an executable's main, so the harnesses start the driver
 * themselves instead of linking libFuzzer's main.
 */
#ifndef FUZZER_DRIVER_H
#define FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test_one_input)(const uint8_t *data, size_t size));

#endif

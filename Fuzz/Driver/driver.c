/* Nothing to build: the header declares a function libFuzzer's runtime defines. */
#include "fuzzer_driver.h"

import FuzzSupport
import Glibc

exit(runFuzzer(fuzzEvemu))

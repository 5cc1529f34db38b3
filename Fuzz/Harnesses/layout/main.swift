import FuzzSupport
import Glibc

exit(runFuzzer(fuzzLayout))

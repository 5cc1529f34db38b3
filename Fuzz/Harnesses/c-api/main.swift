import FuzzSupport
import Glibc

exit(runFuzzer(fuzzCAPI))

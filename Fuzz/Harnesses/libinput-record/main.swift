import FuzzSupport
import Glibc

exit(runFuzzer(fuzzLibinputRecord))

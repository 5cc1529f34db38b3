import FuzzSupport
import Glibc

exit(runFuzzer(fuzzDecoder))

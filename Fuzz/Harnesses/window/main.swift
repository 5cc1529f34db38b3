import FuzzSupport
import Glibc

exit(runFuzzer(fuzzWindow))

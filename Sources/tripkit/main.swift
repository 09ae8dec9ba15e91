#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TripKitCLI

exit(TripKitCommandLine.main(CommandLine.arguments))

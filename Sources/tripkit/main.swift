#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TripKitCLI

exit(TripKitCommandLine.main(CommandLine.arguments))

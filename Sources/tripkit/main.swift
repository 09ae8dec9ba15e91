#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TripKitCLI

// The arguments' bytes, not `CommandLine.arguments`, which repairs invalid UTF-8 into U+FFFD.
let arguments = (0..<Int(CommandLine.argc)).map { index in
    CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))).map { UInt8(bitPattern: $0) } } ?? []
}
exit(TripKitCommandLine.main(arguments))

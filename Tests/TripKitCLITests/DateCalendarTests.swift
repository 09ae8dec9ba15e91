import Foundation
import TestSupport
import Testing
@testable import CommandLineKit
@testable import TripKitCLI

/// One calendar for every date, proleptic Gregorian as CoreFoundation and plistlib use: a date typed
/// from 0001 to 9999 is the date written and the date printed, and year 0000 is refused by every
/// reader alike.
@Suite("Dates keep one calendar", .serialized)
struct DateCalendarTests {
    static let dates = [
        "0001-01-01T00:00:00Z", "1000-01-01T00:00:00Z", "1582-10-10T12:00:00Z", "1600-02-29T23:59:59Z",
        "2024-05-17T10:00:00Z", "9999-12-31T23:59:59Z",
    ]

    @Test("a date typed with -date is the date written (as plistlib reads it) and the date printed", arguments: dates)
    func roundTrip(_ date: String) throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-dates")
        try scratch.write("In.plist", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
        let file = scratch.file("In.plist").path
        let store = ["--store", scratch.file("store").path]
        #expect(TripKitCommandLine.tool.invoke(["plist", "insert", "d", "-date", date, file]).exitCode == .success)
        #expect(TripKitCommandLine.tool.invoke(["plist", "extract", "d", "raw", file]).output == date + "\n")
        let written = try Python.run("import plistlib, sys; print(plistlib.load(open(sys.argv[1], 'rb'))['d'].isoformat())",
                                     arguments: [file])
        #expect(String(decoding: written, as: UTF8.self) == String(date.dropLast()) + "\n")
        // The same in binary, and through the store.
        #expect(TripKitCommandLine.tool.invoke(["plist", "convert", "binary1", file]).exitCode == .success)
        #expect(TripKitCommandLine.tool.invoke(["plist", "extract", "d", "raw", file]).output == date + "\n")
        #expect(TripKitCommandLine.tool.invoke(store + ["defaults", "write", "com.example.d", "d", "-date", date]).exitCode == .success)
        let read = TripKitCommandLine.tool.invoke(store + ["defaults", "read", "com.example.d", "d"])
        #expect(read.output == date.dropLast().replacingOccurrences(of: "T", with: " ") + " +0000\n", "\(read.error)")
    }

    @Test("year 0000 is refused by the XML reader, the binary reader and -date alike")
    func yearZero() throws {
        let scratch = try TemporaryDirectory(prefix: "tripkit-dates")
        try scratch.write("Zero.plist", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><date>0000-06-01T00:00:00Z</date></plist>\n")
        #expect(TripKitCommandLine.tool.invoke(["plist", "lint", scratch.file("Zero.plist").path]).exitCode == .failure)
        try scratch.write("In.plist", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
        let typed = TripKitCommandLine.tool.invoke(["plist", "insert", "d", "-date", "0000-06-01T00:00:00Z", scratch.file("In.plist").path])
        #expect(typed.exitCode != .success)
    }
}

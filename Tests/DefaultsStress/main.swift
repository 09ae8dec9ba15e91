// A helper the Defaults tests run as separate processes; not shipped. (The concurrency test runs the
// real `tripkit`; these are the loads it has no command for.)
//
//   defaults-stress churn STORE DOMAIN           rewrites a self-checking state forever (killed by the test)
//   defaults-stress set STORE DOMAIN KEY VALUE [UMASK]
//                                                sets a string, with the umask (octal) given
//   defaults-stress read STORE DOMAIN [UID]      reads the domain (as UID when given) and prints the
//                                                number of keys or the error's case
//   defaults-stress write STORE DOMAIN KEY VALUE [UID]
//                                                sets a string (as UID when given) and prints ok or the
//                                                error's case
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Defaults
import PropertyList

func fail(_ message: String) -> Never {
    let line = Array("defaults-stress: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count >= 4 else { fail("usage: defaults-stress set|churn|read STORE DOMAIN ...") }
let store = DefaultsStore(directory: arguments[2])
let domain: DomainName
do {
    domain = try DomainName(arguments[3])
} catch {
    fail(error.description)
}

do {
    switch arguments[1] {
    case "set":
        guard arguments.count >= 6 else { fail("set STORE DOMAIN KEY VALUE [UMASK]") }
        if arguments.count == 7 {
            guard let mask = mode_t(arguments[6], radix: 8) else { fail("the umask is octal") }
            umask(mask)
        }
        try ApplicationDefaults(domain: domain, store: store).set(arguments[5], forKey: arguments[4])
    case "churn":
        while true {
            try store.update(domain) { values in
                let next = (values["n"]?.int ?? 0) + 1
                values = ChurnState.values(for: next)
            }
        }
    case "read":
        if arguments.count == 5 {
            guard let uid = UInt32(arguments[4]) else { fail("read STORE DOMAIN [UID]") }
            guard setgid(uid) == 0, setuid(uid) == 0 else { fail("cannot switch to user \(uid)") }
        }
        do {
            print("ok \(try store.values(of: domain).count)")
        } catch {
            // The case's name, which the tests compare.
            print("error \(Mirror(reflecting: error).children.first?.label ?? "\(error)")")
            print(error.description)
        }
    case "write":
        guard arguments.count >= 6 else { fail("write STORE DOMAIN KEY VALUE [UID]") }
        if arguments.count == 7 {
            guard let uid = UInt32(arguments[6]) else { fail("write STORE DOMAIN KEY VALUE [UID]") }
            guard setgid(uid) == 0, setuid(uid) == 0 else { fail("cannot switch to user \(uid)") }
        }
        do {
            try store.update(domain) { $0[arguments[4]] = .string(arguments[5]) }
            print("ok")
        } catch let error as DefaultsError {
            print("error \(Mirror(reflecting: error).children.first?.label ?? "\(error)")")
            print(error.description)
        }
    default:
        fail("unknown mode \(arguments[1])")
    }
} catch {
    fail("\(error)")
}

/// The state `churn` writes: `n` and `n % 50 + 2000` copies of `n`, so that any mix of two versions
/// or a partial write is visible. The tests check the same shape.
enum ChurnState {
    static func values(for n: Int) -> PlistDictionary {
        let payload = [PlistValue](repeating: .integer(n), count: n % 50 + 2000)
        return ["n": .integer(n), "payload": .array(payload)]
    }
}

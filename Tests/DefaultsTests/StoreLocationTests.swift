import Defaults
import Testing

@Suite("Store location")
struct StoreLocationTests {
    @Test("chooses the override, TRIPKIT_STORE, XDG_CONFIG_HOME, then HOME, in that order",
          arguments: [
              ("/explicit", ["TRIPKIT_STORE": "/env", "XDG_CONFIG_HOME": "/xdg", "HOME": "/home/u"], "/explicit"),
              (nil, ["TRIPKIT_STORE": "/env", "XDG_CONFIG_HOME": "/xdg", "HOME": "/home/u"], "/env"),
              (nil, ["XDG_CONFIG_HOME": "/xdg", "HOME": "/home/u"], "/xdg/tripkit"),
              (nil, ["XDG_CONFIG_HOME": "/xdg/", "HOME": "/home/u"], "/xdg/tripkit"),
              (nil, ["XDG_CONFIG_HOME": "relative/config", "HOME": "/home/u"], "/home/u/.config/tripkit"),
              (nil, ["XDG_CONFIG_HOME": "", "HOME": "/home/u"], "/home/u/.config/tripkit"),
              (nil, ["TRIPKIT_STORE": "", "HOME": "/home/u"], "/home/u/.config/tripkit"),
              ("", ["HOME": "/home/u"], "/home/u/.config/tripkit"),
              (nil, ["TRIPKIT_STORE": "relative/store"], "relative/store"),
          ] as [(String?, [String: String], String)])
    func order(_ override: String?, _ environment: [String: String], _ expected: String) throws {
        #expect(try Self.tripkit.directory(override: override, environment: environment) == expected)
    }

    static let tripkit = StoreLocation(applicationName: "tripkit", environmentVariable: "TRIPKIT_STORE")

    @Test("another application's store has its own folder and variable, and ignores TRIPKIT_STORE")
    func otherApplication() throws {
        let roadtrip = StoreLocation(applicationName: "roadtrip", environmentVariable: "ROADTRIP_STORE")
        #expect(try roadtrip.directory(environment: ["TRIPKIT_STORE": "/t", "HOME": "/home/u"]) == "/home/u/.config/roadtrip")
        #expect(try roadtrip.directory(environment: ["ROADTRIP_STORE": "/r", "HOME": "/home/u"]) == "/r")
        let plain = StoreLocation(applicationName: "plain")
        #expect(try plain.directory(environment: ["XDG_CONFIG_HOME": "/xdg"]) == "/xdg/plain")
        #expect(StoreLocationError.noHomeDirectory(environmentVariable: "ROADTRIP_STORE").description
            == "cannot find a place for the defaults store: set ROADTRIP_STORE, XDG_CONFIG_HOME or HOME")
        #expect(StoreLocationError.noHomeDirectory(environmentVariable: nil).description
            == "cannot find a place for the defaults store: set XDG_CONFIG_HOME or HOME")
    }

    @Test("without HOME falls back to the user database's home directory")
    func userDatabase() throws {
        let directory = try Self.tripkit.directory(environment: [:])
        #expect(directory.hasPrefix("/"))
        #expect(directory.hasSuffix("/.config/tripkit"))
    }

    @Test("a store made from the environment uses that directory")
    func storeFromEnvironment() throws {
        let store = try DefaultsStore(location: Self.tripkit, environment: ["TRIPKIT_STORE": "/somewhere/store"])
        #expect(store.directory == "/somewhere/store")
        #expect(store.path(of: try DomainName("com.example.app")) == "/somewhere/store/com.example.app.plist")
        #expect(store.path(of: .global) == "/somewhere/store/.GlobalPreferences.plist")
    }
}

@Suite("Domain names")
struct DomainNameTests {
    @Test("refuses names that cannot be one file name",
          arguments: [
              ("", DomainNameError.Problem.empty),
              (".hidden", .startsWithDot),
              (".GlobalPreferences", .startsWithDot),
              ("a/b", .containsSlash),
              ("..", .startsWithDot),
              ("a\u{0}b", .containsNUL),
              (String(repeating: "x", count: 201), .tooLong(limit: 200)),
          ])
    func invalid(_ name: String, _ problem: DomainNameError.Problem) {
        #expect(throws: DomainNameError(name: name, problem: problem)) { try DomainName(name) }
    }

    @Test("NSGlobalDomain is the global domain, stored in .GlobalPreferences.plist")
    func global() throws {
        let global = try DomainName("NSGlobalDomain")
        #expect(global == .global)
        #expect(global.isGlobal)
        #expect(global.fileName == ".GlobalPreferences.plist")
        #expect(try DomainName("com.example.app").fileName == "com.example.app.plist")
        #expect(try !DomainName("com.example.app").isGlobal)
    }
}

import Testing
@testable import Validation

/// Which looked-up keys read as identifiers (a raw key a user would see) and which as text shown as
/// written (`LocalizationKeyNotFound.isIdentifierKey`).
@Suite("Rules: identifier-like localization keys")
struct IdentifierKeyTests {
    @Test("keys with a separator between words, or lower camel case, are identifiers", arguments: [
        "settings.title", "login_button", "keepAliveDisabled", "answer.no", "language.de", "alert.ok",
        "server.address.placeholder", "Home_Risk_Low_Color", "otherVitaminD.heading",
    ])
    func identifier(_ key: String) {
        #expect(LocalizationKeyNotFound.isIdentifierKey(key))
    }

    @Test("sentences, product names and host names are text shown as written", arguments: [
        "Hello there", "MySQL", "iPhone", "42", "irc.example.com", "www.apple.com", "example.org",
        "mastodon.social.example", "support.apple.com", "github.io",
    ])
    func text(_ key: String) {
        #expect(!LocalizationKeyNotFound.isIdentifierKey(key))
    }
}

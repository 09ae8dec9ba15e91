import Foundation

/// The 1,000-storyboard folder with an app's localizations beside it: 200 `.lproj` files (20
/// languages of ten tables: strings, a plural table, InfoPlist.strings) and 20 String Catalogs of
/// 200 strings in the same 20 languages, with an Xcode project naming the development region.
///
/// Translations are nearly complete, as in a shipping app: every fiftieth key is missing in one
/// language and every hundredth translation leaves an argument out, so the rules that compare
/// languages find (and report) something.
enum LocalizationBenchmarkInputs {
    static let languages = ["en", "de", "fr", "es", "it", "ja", "ko", "zh-Hans", "zh-Hant", "pt-BR",
                            "ru", "pl", "nl", "sv", "da", "fi", "nb", "tr", "ar", "he"]
    static let tables = ["Localizable", "Settings", "Errors", "Onboarding", "Alerts", "Widgets", "Intents", "Account", "InfoPlist"]
    static let keysPerTable = 300
    static let stringsPerCatalog = 200

    /// Writes the folder (copying the storyboards) unless it exists; written under `.partial` and
    /// renamed when whole.
    static func generate(into folder: String, storyboards: String) throws {
        if FileManager.default.fileExists(atPath: folder) { return }
        let partial = folder + ".partial"
        try? FileManager.default.removeItem(atPath: partial)
        try FileManager.default.createDirectory(atPath: partial, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: storyboards, toPath: partial + "/Storyboards")
        func write(_ path: String, _ text: String) throws {
            let url = URL(fileURLWithPath: partial + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("App.xcodeproj/project.pbxproj", project)
        try write("App/Info.plist", infoPlist)
        for (position, language) in languages.enumerated() {
            for table in tables {
                try write("App/\(language).lproj/\(table).strings", strings(table: table, language: language, position: position))
            }
            try write("App/\(language).lproj/Localizable.stringsdict", stringsdict(language: language))
        }
        for catalog in 0..<20 {
            try write("App/Catalogs/Feature\(catalog).xcstrings", self.catalog(catalog))
        }
        try FileManager.default.moveItem(atPath: partial, toPath: folder)
    }

    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tROOT = {
        \t\t\tisa = PBXProject;
        \t\t\tdevelopmentRegion = en;
        \t\t\tknownRegions = (\(languages.map { "\"\($0)\"" }.joined(separator: ", ")), Base);
        \t\t\ttargets = ();
        \t\t};
        \t};
        \trootObject = ROOT;
        }

        """

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDisplayName</key>
        \t<string>Bench</string>
        \(infoPlistKeys.map { "\t<key>\($0)</key>\n\t<string>Used for \($0)</string>" }.joined(separator: "\n"))
        </dict>
        </plist>

        """

    static let infoPlistKeys = ["NSCameraUsageDescription", "NSPhotoLibraryUsageDescription", "NSLocationWhenInUseUsageDescription",
                                "NSMicrophoneUsageDescription", "NSHumanReadableCopyright"]

    static func strings(table: String, language: String, position: Int) -> String {
        if table == "InfoPlist" {
            return infoPlistKeys.map { "/* \($0) */\n\"\($0)\" = \"\(language): \($0)\";\n" }.joined(separator: "\n")
        }
        var text = ""
        for key in 0..<keysPerTable {
            // One language lacks every fiftieth key; one translation in a hundred drops its argument.
            if language != "en", key % 50 == position % 50 { continue }
            let value = key % 3 == 0
                ? (language != "en" && key % 100 == position ? "\(language) text \(key)" : "\(language) text %@ \(key)")
                : key % 3 == 1 ? "\(language) %1$@ has %2$lld items (\(key))" : "\(language) plain text \(key)"
            text += "/* Comment for \(table).\(key) */\n\"\(table.lowercased()).key.\(key)\" = \"\(value)\";\n\n"
        }
        return text
    }

    static func stringsdict(language: String) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for entry in 0..<40 {
            text += """
                \t<key>plural.\(entry)</key>
                \t<dict>
                \t\t<key>NSStringLocalizedFormatKey</key>
                \t\t<string>%#@count@</string>
                \t\t<key>count</key>
                \t\t<dict>
                \t\t\t<key>NSStringFormatSpecTypeKey</key>
                \t\t\t<string>NSStringPluralRuleType</string>
                \t\t\t<key>NSStringFormatValueTypeKey</key>
                \t\t\t<string>lld</string>
                \t\t\t<key>one</key>
                \t\t\t<string>%lld \(language) item \(entry)</string>
                \t\t\t<key>other</key>
                \t\t\t<string>%lld \(language) items \(entry)</string>
                \t\t</dict>
                \t</dict>

                """
        }
        return text + "</dict>\n</plist>\n"
    }

    /// A catalog as Xcode writes it: two-space indents, `"key" : value`, keys sorted.
    static func catalog(_ number: Int) -> String {
        var entries: [String] = []
        for string in 0..<stringsPerCatalog {
            let key = String(format: "feature%02d.string%03d %%@", number, string)
            var localizations: [String] = []
            for (position, language) in languages.sorted().enumerated() {
                if language != "en", (string + number) % 50 == position { continue }
                let value = string % 10 == 0 && language == "de" && number == 0 ? "\(language) \(string)" : "\(language) %@ \(string)"
                localizations.append("""
                        "\(language)" : {
                          "stringUnit" : {
                            "state" : "\(string % 40 == 0 && language != "en" ? "needs_review" : "translated")",
                            "value" : "\(value)"
                          }
                        }
                """)
            }
            entries.append("""
                    "\(key)" : {
                      "comment" : "String \(string) of feature \(number)",
                      "localizations" : {
                \(localizations.joined(separator: ",\n"))
                      }
                    }
                """)
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}"
    }
}

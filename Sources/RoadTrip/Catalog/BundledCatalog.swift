/// The catalog `tripkit` uses when no other is named: New York City and San Francisco, as the RoadTrip
/// book has them. It is the text of `Fixtures/Destinations.plist` (a test keeps the two identical), built
/// into the binary so that the tool works wherever it is copied.
package enum BundledCatalog {
    /// The property list's bytes, XML as Apple writes it.
    package static var bytes: [UInt8] { Array(text.utf8) }

    /// The name its locations carry, in place of a path.
    package static let fileName = "<bundled Destinations.plist>"

    /// The catalog.
    package static func load() throws -> DestinationCatalog {
        try DestinationCatalog.load(bytes: bytes, file: fileName)
    }

    static let text = #"""
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>DestinationData</key>
	<array>
		<dict>
			<key>DestinationName</key>
			<string>New York City</string>
			<key>DestinationImage</key>
			<string>NYCImage.png</string>
			<key>DestinationLocation</key>
			<dict>
				<key>Title</key>
				<string>New York City</string>
				<key>Subtitle</key>
				<string>A great city</string>
				<key>Latitude</key>
				<real>40.712756</real>
				<key>Longitude</key>
				<real>-74.006047</real>
			</dict>
			<key>Events</key>
			<array>
				<string>http://nealgoldstein.com/ApiAppPictures/NYC/NYCEvent1.html</string>
				<string>http://nealgoldstein.com/ApiAppPictures/NYC/NYCEvent2.html</string>
			</array>
			<key>POIs</key>
			<array>
				<dict>
					<key>Title</key>
					<string>The Statue of Liberty</string>
					<key>Subtitle</key>
					<string>Pro-democracy and anti-monarchy symbol of freedom</string>
					<key>Latitude</key>
					<real>40.689244</real>
					<key>Longitude</key>
					<real>-74.044514</real>
				</dict>
			</array>
			<key>Weather</key>
			<string>http://forecast.weather.gov/MapClick.php?textField1=40.71&amp;textField2=-74.01</string>
		</dict>
		<dict>
			<key>DestinationName</key>
			<string>San Francisco</string>
			<key>DestinationImage</key>
			<string>SFImage.png</string>
			<key>DestinationLocation</key>
			<dict>
				<key>Title</key>
				<string>San Francisco</string>
				<key>Subtitle</key>
				<string>A great city</string>
				<key>Latitude</key>
				<real>37.774929</real>
				<key>Longitude</key>
				<real>-122.419416</real>
			</dict>
			<key>Events</key>
			<array>
				<string>http://nealgoldstein.com/ApiAppPictures/SF/SFEvent1.html</string>
				<string>http://nealgoldstein.com/ApiAppPictures/SF/SFEvent2.html</string>
			</array>
			<key>POIs</key>
			<array>
				<dict>
					<key>Title</key>
					<string>Golden Gate Bridge</string>
					<key>Subtitle</key>
					<string>An internationally recognized symbol of San Francisco</string>
					<key>Latitude</key>
					<real>37.819722</real>
					<key>Longitude</key>
					<real>-122.478611</real>
				</dict>
			</array>
			<key>Weather</key>
			<string>http://forecast.weather.gov/MapClick.php?textField1=37.76&amp;textField2=-122.43</string>
		</dict>
	</array>
</dict>
</plist>

"""#
}

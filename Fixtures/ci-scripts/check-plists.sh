#!/usr/bin/env bash
# Pull-request check: every plist parses, the widget's plist is kept as XML so that it diffs, and
# the app's Info.plist is published as JSON beside the build.
set -euo pipefail
for file in App/Info.plist App/Widget/Info.plist App/App.entitlements; do
  plutil -lint "$file"
done
plutil -convert xml1 App/Widget/Info.plist
mkdir -p build
plutil -convert json -o build/Info.json App/Info.plist
BUNDLE_ID=$(/usr/libexec/PlistBuddy -c "Print :CFBundleIdentifier" App/Info.plist)
WIDGET_ID=$(plutil -extract CFBundleIdentifier raw -o - App/Widget/Info.plist)
case "$WIDGET_ID" in
  "$BUNDLE_ID".*) echo "widget id $WIDGET_ID is under $BUNDLE_ID" ;;
  *) echo "widget id $WIDGET_ID is not under $BUNDLE_ID" >&2; exit 1 ;;
esac

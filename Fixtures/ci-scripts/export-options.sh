#!/usr/bin/env bash
# Writes the ExportOptions.plist that xcodebuild -exportArchive reads, from nothing.
set -euo pipefail
TEAM_ID="${TEAM_ID:-ABCDE12345}"
OPTIONS=build/ExportOptions.plist
mkdir -p build
rm -f "$OPTIONS"
/usr/libexec/PlistBuddy \
  -c "Add :method string app-store" \
  -c "Add :teamID string $TEAM_ID" \
  -c "Add :uploadSymbols bool true" \
  -c "Add :compileBitcode bool false" \
  -c "Add :provisioningProfiles dict" \
  -c "Add :provisioningProfiles:com.example.roadtrip string 'Road Trip App Store'" \
  "$OPTIONS"
plutil -lint "$OPTIONS"
plutil -p "$OPTIONS"

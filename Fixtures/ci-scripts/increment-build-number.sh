#!/bin/bash
# Xcode build phase "Increment build number": read the build number, add one, write it back.
INFOPLIST_FILE="${INFOPLIST_FILE:-App/Info.plist}"
buildNumber=$(/usr/libexec/PlistBuddy -c "Print CFBundleVersion" "$INFOPLIST_FILE")
buildNumber=$(($buildNumber + 1))
/usr/libexec/PlistBuddy -c "Set :CFBundleVersion $buildNumber" "$INFOPLIST_FILE"
echo "Build number: $buildNumber"

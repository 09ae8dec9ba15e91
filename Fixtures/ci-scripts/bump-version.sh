#!/usr/bin/env bash
# Release job: the version from the tag, the build number from the CI run, in the app and its widget.
set -euo pipefail
TAG="${GITHUB_REF_NAME:-v0.0.0}"
VERSION="${TAG#v}"
BUILD="${GITHUB_RUN_NUMBER:-1}"

CURRENT=$(defaults read "$PWD/App/Info" CFBundleShortVersionString)
echo "Bumping $CURRENT -> $VERSION ($BUILD)"

plutil -replace CFBundleShortVersionString -string "$VERSION" App/Info.plist
plutil -replace CFBundleVersion -string "$BUILD" App/Info.plist
plutil -replace ITSAppUsesNonExemptEncryption -bool NO App/Info.plist

# The widget's plist is binary; it stays so.
/usr/libexec/PlistBuddy -c "Set :CFBundleShortVersionString $VERSION" -c "Set :CFBundleVersion $BUILD" App/Widget/Info.plist
defaults write "$PWD/App/Widget/Info" BuildTag -string "$TAG"

plutil -lint App/Info.plist App/Widget/Info.plist
test "$(plutil -extract CFBundleShortVersionString raw -o - App/Info.plist)" = "$VERSION"
test "$(defaults read "$PWD/App/Widget/Info" CFBundleVersion)" = "$BUILD"
echo "Stamped $(/usr/libexec/PlistBuddy -c 'Print :CFBundleIdentifier' App/Info.plist) $VERSION ($BUILD)"

#!/bin/sh
# Distribution build: production push, an app group, a shared keychain group, no debugger.
set -e
ENTITLEMENTS=App/App.entitlements

/usr/libexec/PlistBuddy -c "Set :aps-environment production" "$ENTITLEMENTS"
/usr/libexec/PlistBuddy -c "Delete :com.apple.developer.icloud-container-environment" "$ENTITLEMENTS" 2>/dev/null || true
/usr/libexec/PlistBuddy -c "Add :com.apple.security.application-groups array" "$ENTITLEMENTS"
/usr/libexec/PlistBuddy -c "Add :com.apple.security.application-groups:0 string group.com.example.roadtrip" "$ENTITLEMENTS"
/usr/libexec/PlistBuddy -c "Add :keychain-access-groups: string \$(AppIdentifierPrefix)com.example.shared" "$ENTITLEMENTS"
plutil -replace get-task-allow -bool NO "$ENTITLEMENTS"
plutil -lint "$ENTITLEMENTS"

#!/bin/sh
# The tunnel extension goes into the iOS app only: the ReleaseMac build ships a system
# extension instead, which another script copies.
[ "$CONFIGURATION" = "ReleaseMac" ] && exit 0
mkdir -p "$TARGET_BUILD_DIR/$WRAPPER_NAME/PlugIns"
cp -R "$BUILT_PRODUCTS_DIR/Tunnel.appex" "$TARGET_BUILD_DIR/$WRAPPER_NAME/PlugIns/"

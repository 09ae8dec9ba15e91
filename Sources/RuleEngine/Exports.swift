// The location vocabulary (SourceLocation, SourceFile, PositionedError, RelatedLocation) that this
// module's API returns, so a client names it without importing TripSource itself.
@_exported public import TripSource

// The location vocabulary (SourceLocation, SourceFile, PositionedError, SourceComment) and the rule
// engine's types (Rule, Diagnostic, Configuration, Baseline, reporters) that this module's API
// returns, so a client names them without importing TripSource or RuleEngine itself.
@_exported public import TripSource
@_exported public import RuleEngine

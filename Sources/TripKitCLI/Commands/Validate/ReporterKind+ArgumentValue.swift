import CommandLineKit
import Validation

/// `--reporter <reporter>` takes a `ReporterKind` by its name and completes from the list of names.
extension ReporterKind: ArgumentValue {}

/// `; did you mean 'X'?` for a suggestion (from `NearMatch`), or nothing: the one wording of rule
/// findings, suppression problems and configuration errors.
package func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
}

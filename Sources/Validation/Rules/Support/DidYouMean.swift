/// `; did you mean 'X'?` for a suggestion, or nothing.
func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
}

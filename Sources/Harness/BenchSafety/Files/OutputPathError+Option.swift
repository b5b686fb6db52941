extension OutputPathError {
    /// `<option> '<path>': <reason>` for a single output file.
    init(option: String, path: String, _ reason: String) {
        self.init(directory: path, reason)
        message = "\(option) '\(Self.shortened(path))': \(reason)"
    }
}

import BenchRunner

/// Text helpers of the progress display.
enum ProgressLine {
    /// `text` cut to `width − 1` columns (the last column stays free, so a terminal never wraps the
    /// line and a redraw stays on one row), ending in `…` when cut.
    static func fit(_ text: String, width: Int) -> String {
        let room = max(8, width - 1)
        guard text.count > room else { return text }
        return String(text.prefix(room - 1)) + "…"
    }

    /// `0:07`, `12:34`, `1:02:03`.
    static func duration(_ duration: Duration) -> String {
        let total = max(0, Int(duration.seconds.rounded()))
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))" : "\(minutes):\(twoDigits(seconds))"
    }
}

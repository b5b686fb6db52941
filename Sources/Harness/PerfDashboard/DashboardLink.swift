/// A link on the dashboard: its text and where it goes (relative to the site's folder).
struct DashboardLink: Sendable, Equatable {
    /// What the link says.
    public var title: String
    /// Where it goes.
    var href: String

    /// A link.
    init(title: String, href: String) {
        self.title = title
        self.href = href
    }
}

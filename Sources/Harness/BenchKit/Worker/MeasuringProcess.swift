/// What a scenario may ask about the process it runs in.
public enum MeasuringProcess {
    /// Whether this process is a worker's measuring child (`--measure`), whose parent — the worker's
    /// reaper, a child subreaper — reaps whatever it leaves unreaped. Such a process leaves the children
    /// it stops unreaped on purpose: reaping folds a child's peak resident into its own. Anywhere else
    /// (a test process, a tool) a child left unreaped stays a zombie for the life of the process.
    public static var childrenAreReapedByItsReaper: Bool {
        CommandLine.arguments.contains(WorkerReaper.measureFlag)
    }
}

import BenchCLI

// The tool is thin: BenchCLI holds every command (over BenchRunner, which starts the lean worker beside
// this executable, `keyboard-bench-worker`, for every scenario, PerfCI and BenchReport).
await BenchCommandLine.main()

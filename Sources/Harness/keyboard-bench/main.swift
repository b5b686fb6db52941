import BenchRunner

// The tool is thin: the command line over BenchRunner (which starts the lean worker beside this
// executable, `keyboard-bench-worker`, for every scenario) and BenchReport.
await BenchCommandLine.main()

/// The atomic writer, its temporary names, `SystemError` and `FileDescriptorWriter` live in the shared
/// leaf `AtomicFiles` (the keyboard writes its shared state with the same writer); every module that
/// imports BenchSafety sees them as before.
@_exported import AtomicFiles

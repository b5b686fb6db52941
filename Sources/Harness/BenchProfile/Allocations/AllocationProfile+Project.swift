extension AllocationProfile {
    /// The project's frames of the profile (`ProjectCode`), each with the position it calls from
    /// in the stack with the most bytes allocated through it: an allocation diff then names the
    /// allocating line of the project's code, not the runtime's `swift_slowAlloc`.
    public var projectFrames: ProjectFrames {
        var heaviest: [String: (position: String, bytes: UInt64)] = [:]
        for stack in stacks {
            for frame in stack.frames where ProjectCode.isProject(module: frame.module) {
                let bytes = stack.allocated.bytes
                if let known = heaviest[frame.function], known.bytes >= bytes { continue }
                heaviest[frame.function] = (frame.position ?? "", bytes)
            }
        }
        return ProjectFrames(positions: heaviest.mapValues(\.position))
    }
}

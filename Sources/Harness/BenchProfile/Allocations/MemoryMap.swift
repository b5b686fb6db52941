import Foundation

/// A process's memory map (`/proc/<pid>/maps`, as a heap dump carries it): which file each code
/// address belongs to, and where in that file.
public struct MemoryMap: Sendable, Equatable {
    /// One mapped range of a file.
    public struct Mapping: Sendable, Equatable {
        /// First address of the range.
        public var start: UInt64
        /// One past its last address.
        public var end: UInt64
        /// The file offset mapped at `start`.
        public var offset: UInt64
        /// The mapped file (only mappings of files are kept).
        public var path: String
    }

    /// The file mappings, in the map's order.
    public var mappings: [Mapping]

    /// The mappings of `lines` that map a file (anonymous memory, `[vdso]` and the like are left out).
    init(parsing lines: [Substring]) {
        mappings = lines.compactMap { line in
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            let path = fields.count == 6 ? fields[5].drop { $0 == " " } : ""
            guard path.hasPrefix("/") else { return nil }
            let range = fields[0].split(separator: "-")
            guard range.count == 2, let start = UInt64(range[0], radix: 16), let end = UInt64(range[1], radix: 16),
                let offset = UInt64(fields[2], radix: 16)
            else { return nil }
            return Mapping(start: start, end: end, offset: offset, path: String(path))
        }
    }

    /// The file holding `address` and the address in the file's own terms (what a symboliser reads),
    /// or `nil` when no file is mapped there.
    ///
    /// A position-independent file (ELF `ET_DYN`: shared libraries and PIE executables, whose first
    /// segment starts at virtual address 0) is loaded at the start of its mapping at offset 0; an
    /// `ET_EXEC` executable at the addresses it names.
    public func locate(_ address: UInt64, isPositionIndependent: (String) -> Bool) -> (path: String, address: UInt64)? {
        guard let mapping = mappings.first(where: { $0.start <= address && address < $0.end }) else { return nil }
        guard isPositionIndependent(mapping.path) else { return (mapping.path, address) }
        let base = mappings.first { $0.path == mapping.path && $0.offset == 0 }?.start ?? mapping.start - mapping.offset
        return (mapping.path, address - base)
    }

    /// Whether the ELF file at `path` is position independent (`e_type` is `ET_DYN`); a file that
    /// cannot be read counts as position independent, the common case.
    public static func isPositionIndependent(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return true }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 18), header.count == 18 else { return true }
        // e_type, little-endian, at offset 16 (x86-64 and arm64 Linux are little-endian): 2 ET_EXEC, 3 ET_DYN.
        return !(header[16] == 2 && header[17] == 0)
    }
}

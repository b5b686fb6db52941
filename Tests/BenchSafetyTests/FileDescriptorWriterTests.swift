import Glibc
import Testing

@testable import BenchSafety

/// Writes that fail are reported (main output) or dropped (diagnostics), never a trap.
struct FileDescriptorWriterTests {
    /// A closed descriptor number far above any the tests open (the lowest free number is always
    /// taken first, so no parallel test's file can land on it).
    static func closedDescriptor(_ number: Int32 = 987) -> Int32 {
        close(number)
        return number
    }

    @Test func writeToAClosedDescriptorThrowsEBADF() {
        let writer = FileDescriptorWriter(fileDescriptor: Self.closedDescriptor(), name: "stderr")
        #expect(throws: SystemError("write to stderr", code: EBADF)) { try writer.write("lost\n") }
        #expect(writer.writeIgnoringFailure("lost\n") == false)
    }

    @Test func writeToDevFullThrowsENOSPC() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let writer = FileDescriptorWriter(fileDescriptor: descriptor)
        #expect(throws: SystemError("write to fd \(descriptor)", code: ENOSPC)) { try writer.write("x") }
        #expect(writer.writeIgnoringFailure("x") == false)
    }

    @Test func writeToAPipeWithoutReaderThrowsEPIPEOnceSIGPIPEIsIgnored() throws {
        StandardStreams.ignoreBrokenPipe()
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let writer = FileDescriptorWriter(fileDescriptor: ends[1], name: "stdout")
        #expect(throws: SystemError("write to stdout", code: EPIPE)) { try writer.write("summary\n") }
    }

    @Test func writesEveryByteToAPipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let text = String(repeating: "é-line\n", count: 2_000)
        try FileDescriptorWriter(fileDescriptor: ends[1]).write(text)
        close(ends[1])
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(ends[0], &buffer, buffer.count), count > 0 { received += buffer.prefix(count) }
        #expect(String(decoding: received, as: UTF8.self) == text)
    }

    @Test func mainOutputKeepsTheFirstFailureAndStopsWriting() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var output = MainOutput(
            streams: StandardStreams(closedAtStart: []),
            writer: FileDescriptorWriter(fileDescriptor: descriptor, name: "stdout"))
        output.print("NAME KIND")
        output.print("second line")
        #expect(output.failure == SystemError("write to stdout", code: ENOSPC))
    }

    @Test func mainOutputOnAStdoutClosedAtStartHasFailed() {
        let output = MainOutput(streams: StandardStreams(closedAtStart: [1]))
        #expect(output.failure?.code == EBADF)
        #expect(output.failure?.description.contains("closed") == true)
    }

    @Test func mainOutputThatWorksHasNoFailure() throws {
        let descriptor = open("/dev/null", O_WRONLY)
        defer { close(descriptor) }
        var output = MainOutput(
            streams: StandardStreams(closedAtStart: [2]), writer: FileDescriptorWriter(fileDescriptor: descriptor))
        output.print("fine")
        #expect(output.failure == nil)
    }

    @Test func closedDescriptorsAreReopenedOnDevNullSoNoFileTakesTheirNumber() {
        let descriptor = Self.closedDescriptor(988)
        let closed = StandardStreams.reopenClosed([descriptor])
        defer { close(descriptor) }
        #expect(closed == [descriptor])
        #expect(fcntl(descriptor, F_GETFD) != -1)
        #expect(FileDescriptorWriter(fileDescriptor: descriptor).writeIgnoringFailure("to /dev/null"))
        #expect(StandardStreams.reopenClosed([descriptor]).isEmpty)
    }

    @Test func systemErrorIsOneLineNamingTheReason() {
        #expect(
            SystemError("write to stdout", code: ENOSPC).description
                == "cannot write to stdout: No space left on device")
    }
}

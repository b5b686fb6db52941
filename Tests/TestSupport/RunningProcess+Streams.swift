import Glibc

/// Moving bytes through the child's pipes, closing them, and reaping the child.
extension RunningProcess {
    /// Waits for the child until `deadline` (`nil`: for ever); whether it was reaped.
    func reap(until deadline: Double?) -> Bool {
        while waitStatus == nil {
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, deadline == nil ? 0 : WNOHANG)
            if reaped == pid { waitStatus = status; break }
            if reaped < 0 && errno != EINTR { waitStatus = 0; break }
            if let deadline, Clock.now >= deadline { return false }
            if deadline != nil { usleep(2_000) }
        }
        return true
    }

    /// Moves bytes (stdin out, stdout and stderr in) until `done` holds, every stream is closed, or
    /// `deadline` passes; whether `done` held (or the streams closed).
    @discardableResult
    func pump(until deadline: Double?, done: (RunningProcess) -> Bool) -> Bool {
        while !done(self) {
            var fds = [outFD, errFD].filter { $0 >= 0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if inFD >= 0 { fds.append(pollfd(fd: inFD, events: Int16(POLLOUT), revents: 0)) }
            guard !fds.isEmpty else { return true }
            var wait: Int32 = -1
            if let deadline {
                let left = deadline - Clock.now
                if left <= 0 { return false }
                wait = Int32(min(left * 1000, 1_000_000).rounded(.up))
            }
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0 && errno != EINTR { return false }
            for entry in fds where entry.revents != 0 { service(entry.fd) }
        }
        return true
    }

    /// Writes more of stdin to `fd`, or reads what `fd` holds; closes it at its end or on an error.
    private func service(_ fd: Int32) {
        if fd == inFD {
            let written = input[inputOffset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written > 0 { inputOffset += written }
            if inputOffset >= input.count || (written < 0 && errno != EAGAIN && errno != EINTR) {
                close(inFD); inFD = -1
            }
            return
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(fd, &buffer, buffer.count)
        if count > 0 {
            if fd == outFD { out += buffer.prefix(count) } else { err += buffer.prefix(count) }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            close(fd)
            if fd == outFD { outFD = -1 } else { errFD = -1 }
        }
    }

    /// Closes every pipe end still open.
    func closeAll() {
        for fd in [outFD, errFD, inFD] where fd >= 0 { close(fd) }
        (outFD, errFD, inFD) = (-1, -1, -1)
    }
}

#if canImport(Glibc)
    import Glibc
#endif
import SceneRenderer
import Synchronization

/// Renders `vision-conditions`' frames on a thread of its own, one frame ahead of the pipeline: the
/// renderer's unmeasured work (most of the scenario's time) runs on the second core while the measured
/// thread processes the frame before, so the scenario takes about the renderer's time, not the renderer's
/// plus the pipeline's. What is measured does not change: each condition's frames are rendered in order
/// by its own renderer (frame `n` is the same whatever was rendered before it), copied into one of two
/// buffers of that condition, and the pipeline processes them in the same order on the measured thread;
/// the render thread allocates nothing per frame (the renderer reuses its buffers) and the frame time
/// budgets are on the measured thread's CPU time.
final class FramePrefetch: @unchecked Sendable {
    /// One condition's two buffers and the semaphores that hand them over.
    final class Lane: @unchecked Sendable {
        let renderer: SceneRenderer
        /// Sets the renderer's conditions for frame `n` before it is rendered.
        let prepare: (Int) -> Void
        let buffers: [UnsafeMutableBufferPointer<UInt8>]
        /// Each buffer's frame truth, written before `ready` is posted.
        let truths: UnsafeMutablePointer<FrameTruth?>
        /// Frames rendered and not yet taken; buffers free to render into.
        let ready: UnsafeMutablePointer<sem_t>
        let free: UnsafeMutablePointer<sem_t>

        init(renderer: SceneRenderer, prepare: @escaping (Int) -> Void) {
            self.renderer = renderer
            self.prepare = prepare
            let count = renderer.frame.pixels.count
            buffers = (0..<2).map { _ in
                let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count)
                buffer.initialize(repeating: 0)
                return buffer
            }
            truths = .allocate(capacity: 2)
            truths.initialize(repeating: nil, count: 2)
            ready = .allocate(capacity: 1)
            free = .allocate(capacity: 1)
            sem_init(ready, 0, 0)
            sem_init(free, 0, 2)
        }

        /// The frame `n` rendered (waits for the render thread): its pixels and truth.
        func take(_ n: Int) -> (pixels: UnsafeBufferPointer<UInt8>, truth: FrameTruth?) {
            while sem_wait(ready) != 0 {}
            return (UnsafeBufferPointer(buffers[n % 2]), truths[n % 2])
        }

        /// Hands frame `n`'s buffer back to the render thread.
        func release() { sem_post(free) }

        /// Renders frame `n` into its buffer (on the render thread).
        func render(_ n: Int) {
            prepare(n)
            let truth = renderer.render(frame: n)
            _ = renderer.frame.pixels.withUnsafeBufferPointer { buffers[n % 2].update(fromContentsOf: $0) }
            truths[n % 2] = truth
            sem_post(ready)
        }

        deinit {
            for buffer in buffers { buffer.deallocate() }
            truths.deinitialize(count: 2)
            truths.deallocate()
            sem_destroy(ready)
            sem_destroy(free)
            ready.deallocate()
            free.deallocate()
        }
    }

    let lanes: [Lane]
    let frames: Int
    private let stopping = Atomic<Bool>(false)
    private var thread = pthread_t()

    /// Renders every lane's first frame here (what a renderer sets up on its first frame is set up
    /// before anything is measured), then starts rendering the other `frames - 1` frames of every lane
    /// on the render thread, lane by lane within a frame (the order the scenario takes them).
    init(lanes: [Lane], frames: Int) {
        self.lanes = lanes
        self.frames = frames
        for lane in lanes {
            while sem_wait(lane.free) != 0 {}
            lane.render(0)
        }
        let context = Unmanaged.passRetained(self).toOpaque()
        pthread_create(
            &thread, nil,
            { raw in
                let prefetch = Unmanaged<FramePrefetch>.fromOpaque(raw!).takeRetainedValue()
                prefetch.renderAll()
                return nil
            }, context)
    }

    /// The render thread's loop; it ends early when `stop` is called.
    private func renderAll() {
        for n in 1..<max(frames, 1) {
            for lane in lanes {
                while sem_wait(lane.free) != 0 {}
                if stopping.load(ordering: .acquiring) { return }
                lane.render(n)
            }
        }
    }

    /// Ends the render thread (a run that takes fewer frames than were planned) and waits for it.
    func stop() {
        stopping.store(true, ordering: .releasing)
        for lane in lanes { sem_post(lane.free) }
        pthread_join(thread, nil)
    }
}

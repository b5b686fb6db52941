#if canImport(Glibc)
    @preconcurrency import Glibc
#endif
import SceneRenderer
import TouchMapping
import VisionPipeline

/// `vision-frames replay DIR --masks OUT`: the pipeline's hand mask on every frame of a true contact
/// where it saw a fingertip, for `scripts/vision/opencv_fingertip.py`. OUT/mask-N.pgm is the opened
/// mask of frame N (255 hand, 0 not; the hand is its largest component), and OUT/tips.txt one line a
/// mask: "N seen_x seen_y truth_x truth_y" (the pipeline's fingertip and the session's). Reads the
/// pipeline's buffers after the frame; changes nothing in it.
struct MaskDump {
    let directory: String
    var lines: [String] = []

    /// The dump into `directory` (created if missing), or `nil` when `--masks` is not given.
    static func fromArguments() -> MaskDump? {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--masks") else { return nil }
        guard index + 1 < arguments.count else {
            fputs("vision-frames: --masks needs a folder\n", stderr)
            exit(2)
        }
        let directory = arguments[index + 1]
        mkdir(directory, 0o755)
        return MaskDump(directory: directory)
    }

    /// Writes frame `index`'s mask when a true contact holds it and both fingertips are known.
    mutating func record(_ index: Int, _ session: RecordedSession, _ outcome: VisionOutcome, _ pipeline: VisionPipeline)
    {
        guard session.touches.contains(where: { $0.start <= index && index <= $0.end }),
            let seen = outcome.fingertip, let truth = session.fingertips[index]
        else { return }
        let mask = VisionStages(pipeline: pipeline).opened
        write(
            Array("P5\n\(mask.width) \(mask.height)\n255\n".utf8) + mask.bytes(), to: "\(directory)/mask-\(index).pgm")
        lines.append("\(index) \(seen.x) \(seen.y) \(truth.x) \(truth.y)")
    }

    /// Writes tips.txt.
    func finish() {
        write(Array(lines.map { $0 + "\n" }.joined().utf8), to: "\(directory)/tips.txt")
    }
}

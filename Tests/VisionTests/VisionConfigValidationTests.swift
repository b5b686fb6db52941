import SceneRenderer
import TouchMapping
import Testing
import VisionPipeline

/// Every setting of `VisionConfig` is checked when a pipeline is made: a NaN, infinite or out-of-range
/// value is a named `VisionError`, never a trap in a later frame.
struct VisionConfigValidationTests {
    static let badValues: [(String, @Sendable (inout VisionConfig) -> Void)] = [
        ("shadowRatio", { $0.shadowRatio = .nan }),
        ("shadowRatio", { $0.shadowRatio = .infinity }),
        ("shadowRatio", { $0.shadowRatio = -.infinity }),
        ("shadowRatio", { $0.shadowRatio = 1e17 }),
        ("shadowRatio", { $0.shadowRatio = -0.5 }),
        ("coarseStep", { $0.coarseStep = 0 }),
        ("coarseStep", { $0.coarseStep = .max }),
        ("minimumHandShare", { $0.minimumHandShare = .nan }),
        ("minimumHandShare", { $0.minimumHandShare = 2 }),
        ("lightingTolerance", { $0.lightingTolerance = .infinity }),
        ("lightingTolerance", { $0.lightingTolerance = -1 }),
        ("recalibrationThreshold", { $0.recalibrationThreshold = .nan }),
        ("accuracyWindow", { $0.accuracyWindow = 0 }),
        ("accuracyWindow", { $0.accuracyWindow = 33 }),
        ("accuracyMinimum", { $0.accuracyMinimum = 21 }),
        ("maxRuns", { $0.maxRuns = 0 }),
        ("maxRuns", { $0.maxRuns = .max }),
        ("maxComponents", { $0.maxComponents = 70_000 }),
        ("skin.hueLow", { $0.skin.hueLow = 180 }),
        ("skin.hueHigh", { $0.skin.hueHigh = -1 }),
        ("skin.saturation", { $0.skin.saturation = 0...256 }),
        ("skin.value", { $0.skin.value = -1...10 }),
        ("touch.distanceThreshold", { $0.touch.distanceThreshold = .nan }),
        ("touch.minimumTouchDuration", { $0.touch.minimumTouchDuration = .infinity }),
        ("touch.debounceFrames", { $0.touch.debounceFrames = -1 }),
        ("touch.releaseFrames", { $0.touch.releaseFrames = 0 }),
        ("touch.fingerMargin", { $0.touch.fingerMargin = .keyFraction(.nan) }),
        ("touch.shadowMargin", { $0.touch.shadowMargin = .layoutUnits(-2) }),
        ("shadowWindow.ahead", { $0.shadowWindow.ahead = 0 }),
        ("camera.moveTolerance", { $0.camera.moveTolerance = .nan }),
        ("camera.referenceBudget", { $0.camera.referenceBudget = 0 }),
        ("camera.moveBudget", { $0.camera.moveBudget = -1 }),
        ("camera.printedKeyShare", { $0.camera.printedKeyShare = 1.5 }),
        ("light.clipLevel", { $0.light.clipLevel = 300 }),
        ("light.followStep", { $0.light.followStep = .nan }),
        ("light.darkGridStep", { $0.light.darkGridStep = 0 }),
        ("light.unclippedShare", { $0.light.unclippedShare = -0.1 }),
        ("light.maximumOffset", { $0.light.maximumOffset = .infinity }),
        ("light.offsetSmoothing", { $0.light.offsetSmoothing = 2 }),
        ("shadowWindow.wedge", { $0.shadowWindow.wedge = 0 }),
        ("cap.rows", { $0.cap.rows = -1 }),
        ("cap.fingerRows", { $0.cap.fingerRows = 0 }),
        ("cap.paperShare", { $0.cap.paperShare = 101 }),
        ("camera.markTolerance", { $0.camera.markTolerance = .nan }),
        ("camera.moveWindow", { $0.camera.moveWindow = 0 }),
        ("fingers.stillTip", { $0.fingers.stillTip = .infinity }),
        ("fingers.gapResolution", { $0.fingers.gapResolution = .nan }),
        ("fingers.coarseLiftFrames", { $0.fingers.coarseLiftFrames = 0 }),
        ("fingers.capGap", { $0.fingers.capGap = .nan }),
        ("fingers.unseenFrames", { $0.fingers.unseenFrames = 0 }),
        ("fingers.lightBehind", { $0.fingers.lightBehind = 1.5 }),
        ("fingers.gapTie", { $0.fingers.gapTie = .nan }),
        ("fingers.bandSlope", { $0.fingers.bandSlope = -1 }),
        ("sheetFit.iterations", { $0.sheetFit.iterations = 0 }),
        ("sheetFit.confidence", { $0.sheetFit.confidence = 1 }),
        ("light.paperTarget", { $0.light.paperTarget = 0 }),
        ("light.sampleColumns", { $0.light.sampleColumns = 0 }),
        ("light.sampleRows", { $0.light.sampleRows = 2_000 }),
        ("light.paperPercentile", { $0.light.paperPercentile = 101 }),
        ("light.cleanPaper", { $0.light.cleanPaper = -1 }),
        ("light.paperSamples", { $0.light.paperSamples = 0 }),
        ("light.blackLuma", { $0.light.blackLuma = 256 }),
        ("camera.shakeRadius", { $0.camera.shakeRadius = -1 }),
        ("camera.markReach", { $0.camera.markReach = 2_000 }),
        ("camera.markCore", { $0.camera.markCore = -1...180 }),
        ("marks.frameShare", { $0.marks.frameShare = 0 }),
        ("marks.leastArea", { $0.marks.leastArea = -1 }),
        ("marks.fill", { $0.marks.fill = 101 }),
        ("marks.aspect", { $0.marks.aspect = 0 }),
        ("marks.isolation", { $0.marks.isolation = .infinity }),
        ("marks.neighbourShare", { $0.marks.neighbourShare = -1 }),
        ("segmenter.leastChroma", { $0.segmenter.leastChroma = -1 }),
        ("segmenter.chromaNoise", { $0.segmenter.chromaNoise = .nan }),
        ("segmenter.leastBrighter", { $0.segmenter.leastBrighter = 1_000 }),
        ("segmenter.brighterNoise", { $0.segmenter.brighterNoise = 1e300 }),
        ("segmenter.shadeQuarters", { $0.segmenter.shadeQuarters = 0 }),
        ("segmenter.keptWarmth", { $0.segmenter.keptWarmth = 120 }),
        ("segmenter.tintShare", { $0.segmenter.tintShare = -5 }),
        ("segmenter.leastWarmth", { $0.segmenter.leastWarmth = 5_000 }),
        ("segmenter.warmSamples", { $0.segmenter.warmSamples = 0 }),
        ("segmenter.skinVote", { $0.segmenter.skinVote = 26 }),
        ("segmenter.chromaEdgeContrast", { $0.segmenter.chromaEdgeContrast = 0 }),
        ("handSamples", { $0.handSamples = 0 }),
        ("regionMargin", { $0.regionMargin = -1 }),
        ("desk.handGoneFrames", { $0.desk.handGoneFrames = -1 }),
        ("desk.largestChange", { $0.desk.largestChange = 101 }),
        ("fingertip.uprightSlope", { $0.fingertip.uprightSlope = .nan }),
        ("fingertip.steepestSlope", { $0.fingertip.steepestSlope = -1 }),
        ("fingertip.widthRows", { $0.fingertip.widthRows = 0 }),
        ("fingertip.widening", { $0.fingertip.widening = -1 }),
        ("fingertip.joinedWidening", { $0.fingertip.joinedWidening = 20_000 }),
        ("fingertip.neighbourWidth", { $0.fingertip.neighbourWidth = -1 }),
        ("fingertip.capRows", { $0.fingertip.capRows = -1 }),
        ("fingertip.leastJoin", { $0.fingertip.leastJoin = 5_000 }),
        ("cap.fingerFrom", { $0.cap.fingerFrom = 65 }),
        ("cap.rowShare", { $0.cap.rowShare = 101 }),
        ("cap.centring", { $0.cap.centring = -1 }),
        ("shadowWindow.blockWidth", { $0.shadowWindow.blockWidth = 64 }),
        ("shadowWindow.blockRows", { $0.shadowWindow.blockRows = 0 }),
        ("shadowWindow.wedgeRows", { $0.shadowWindow.wedgeRows = 17 }),
    ]

    @Test(arguments: badValues.indices)
    func aBadSettingIsANamedErrorAtConstruction(index: Int) throws {
        let (name, change) = Self.badValues[index]
        var config = VisionConfig.standard
        change(&config)
        #expect(throws: VisionError.self) { try config.validate() }
        let renderer = try TestScenes.renderer()
        do {
            _ = try TestScenes.pipeline(renderer, config: config)
            Issue.record("a pipeline was made with a bad \(name)")
        } catch let error as VisionError {
            guard case .invalidConfig(let setting, _, _) = error else {
                Issue.record("\(name): \(error)")
                return
            }
            #expect(setting == name)
            #expect(error.description.hasPrefix("vision setting \(name) = "), "\(error)")
        }
    }

    @Test func theStandardSettingsAndTheirEdgesAreAccepted() throws {
        try VisionConfig.standard.validate()
        var edges = VisionConfig.standard
        (edges.shadowRatio, edges.minimumHandShare, edges.lightingTolerance, edges.recalibrationThreshold) = (
            1, 0, 0, 1
        )
        (edges.accuracyWindow, edges.accuracyMinimum, edges.coarseStep) = (32, 32, 1)
        edges.touch.distanceThreshold = .infinity
        try edges.validate()
    }
}

import TouchMapping

/// Checking every setting before a pipeline uses it.
extension VisionConfig {
    /// The most runs a mask may be allowed (each costs five words of storage, made with the pipeline).
    public static let largestRunLimit = 1 << 24

    /// Throws `.invalidConfig` naming the first setting that is NaN, infinite or outside its range:
    /// the skin box within OpenCV's 8-bit HSV (hue 0…179, saturation and value 0…255); the shadow
    /// window 1…16,384 pixels each way, its contact wedge 1…4 wide; the shadow ratio, smallest hand share and recalibration threshold shares in 0…1; the coarse step 1…16,384
    /// pixels (the largest frame side); a finite lighting tolerance ≥ 0; an accuracy window of 1…32
    /// presses judged after 1…window; 1…2^24 runs and 1…that many components; touch criteria with a
    /// distance threshold ≥ 0 (+∞ allowed), a finite minimum duration ≥ 0, debounce frames ≥ 0 and
    /// finite margins ≥ 0; a sheet fit of 0…256 print points with patches of radius 1…16 searched 1…32
    /// pixels, a match share in 0…1, a finite tolerance ≥ 0, 4…260 inliers, ≥ 1 unfit frame, a finite recheck
    /// residual ≥ 0, lost marks searched 0…1024 pixels around; a light model clipping at 128…255, a follow
    /// step in 0…1, a dark share in 0…1 on a grid of 1…64 pixels, flat within 0…255 levels, a dark luma in 0…255, an unclipped share in 0…1, 1…1,024 samples a level, a finite level
    /// spread and largest offset ≥ 0, an offset smoothing in 0…1; a camera move tolerance and realignment
    /// finite and ≥ 0, a reference budget ≥ 1, a printed key share in 0…1; a finite contact travel, lift
    /// gap, lift travel, shadow band and light gap ≥ 0, a finger length of 1…64 widths, a finite finger
    /// reach ≥ 0, 1…1,000 light samples, a light agreement and weight in 0…1, a cap of 0…64 rows, a tolerance of 0…256 and paper
    /// of 0…512 (1/256 of the reference), 0…64 edge rows, 1…64 finger rows; a finite mark
    /// tolerance ≥ 0, 1…1,000 frames a move window and a jump's confirmation; a finite closing gap and still
    /// tip ≥ 0, 0…1,000 closing frames and 1…100,000 unseen frames; then the desk's, the reference's, the hand's and the shapes' settings (each function below says).
    public func validate() throws(VisionError) {
        try Self.check("skin.hueLow", skin.hueLow, in: 0...179)
        try Self.check("skin.hueHigh", skin.hueHigh, in: 0...179)
        try Self.check("skin.saturation", skin.saturation, within: 0...255)
        try Self.check("skin.value", skin.value, within: 0...255)
        try Self.check("shadowRatio", shadowRatio, in: 0...1)
        try Self.check("shadowWindow.across", shadowWindow.across, in: 1...FrameLayout.largestSide)
        try Self.check("shadowWindow.ahead", shadowWindow.ahead, in: 1...FrameLayout.largestSide)
        try Self.check("shadowWindow.behind", shadowWindow.behind, in: 1...FrameLayout.largestSide)
        try Self.check("shadowWindow.wedge", shadowWindow.wedge, in: 1...4)
        try Self.check("coarseStep", coarseStep, in: 1...FrameLayout.largestSide)
        try Self.check("minimumHandShare", minimumHandShare, in: 0...1)
        try Self.check("lightingTolerance", lightingTolerance, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("recalibrationThreshold", recalibrationThreshold, in: 0...1)
        try Self.check("accuracyWindow", accuracyWindow, in: 1...32)
        try Self.check("accuracyMinimum", accuracyMinimum, in: 1...Swift.max(accuracyWindow, 1))
        try Self.check("maxRuns", maxRuns, in: 1...Self.largestRunLimit)
        try Self.check("maxComponents", maxComponents, in: 1...Swift.max(maxRuns, 1))
        try Self.check("touch.distanceThreshold", touch.distanceThreshold, in: 0...Double.infinity)
        try Self.check("touch.minimumTouchDuration", touch.minimumTouchDuration, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("touch.debounceFrames", touch.debounceFrames, in: 0...Int.max)
        try Self.check("touch.releaseFrames", touch.releaseFrames, in: 1...Int.max)
        try Self.check("touch.fingerMargin", touch.fingerMargin)
        try Self.check("touch.shadowMargin", touch.shadowMargin)
        try Self.check("sheetFit.printPoints", sheetFit.printPoints, in: 0...256)
        try Self.check("sheetFit.patchRadius", sheetFit.patchRadius, in: 1...16)
        try Self.check("sheetFit.searchRadius", sheetFit.searchRadius, in: 1...32)
        try Self.check("sheetFit.matchShare", sheetFit.matchShare, in: 0...1)
        try Self.check("sheetFit.tolerance", sheetFit.tolerance, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("sheetFit.minimumInliers", sheetFit.minimumInliers, in: 4...260)
        try Self.check("sheetFit.unfitFrames", sheetFit.unfitFrames, in: 1...Int.max)
        try Self.check("sheetFit.recheckResidual", sheetFit.recheckResidual, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("sheetFit.lostReach", sheetFit.lostReach, in: 0...1_024)
        try Self.check("fingers.contactTravel", fingers.contactTravel, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingers.liftGap", fingers.liftGap, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingers.liftTravel", fingers.liftTravel, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingers.shadowBand", fingers.shadowBand, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingers.contactMargin", fingers.contactMargin, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingers.contactRows", fingers.contactRows, in: 1...64)
        try Self.check("fingers.hoverShare", fingers.hoverShare, in: 0...1)
        try Self.check("fingers.lightGap", fingers.lightGap, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingers.fingerLength", fingers.fingerLength, in: 1...64)
        try Self.check("fingers.fingerReach", fingers.fingerReach, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingers.lightSamples", fingers.lightSamples, in: 1...1_000)
        try Self.check("fingers.lightAgreement", fingers.lightAgreement, in: 0...1)
        try Self.check("fingers.lightWeight", fingers.lightWeight, in: 0...1)
        try Self.check("cap.rows", cap.rows, in: 0...64)
        try Self.check("cap.tolerance", cap.tolerance, in: 0...256)
        try Self.check("cap.paperShare", cap.paperShare, in: 0...100)
        try Self.check("cap.paper", cap.paper, in: 0...512)
        try Self.check("cap.edgeRows", cap.edgeRows, in: 0...64)
        try Self.check("cap.fingerRows", cap.fingerRows, in: 1...64)
        try Self.check("camera.markTolerance", camera.markTolerance, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("camera.moveWindow", camera.moveWindow, in: 1...1_000)
        try Self.check("camera.moveConfirmation", camera.moveConfirmation, in: 1...1_000)
        try Self.check("fingers.closingGap", fingers.closingGap, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingers.closingFrames", fingers.closingFrames, in: 0...1_000)
        try Self.check("fingers.coarseLiftFrames", fingers.coarseLiftFrames, in: 1...Int.max)
        try Self.check("fingers.capGap", fingers.capGap, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingers.stillTip", fingers.stillTip, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingers.gapResolution", fingers.gapResolution, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingers.blurredEdge", fingers.blurredEdge, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingers.readableSpread", fingers.readableSpread, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingers.unseenFrames", fingers.unseenFrames, in: 1...100_000)
        try Self.check("camera.moveTolerance", camera.moveTolerance, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("camera.realignment", camera.realignment, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("camera.referenceBudget", camera.referenceBudget, in: 1...Int.max)
        try Self.check("camera.moveBudget", camera.moveBudget, in: 1...Int.max)
        try Self.check("camera.printedKeyShare", camera.printedKeyShare, in: 0...1)
        try Self.check("light.clipLevel", light.clipLevel, in: 128...255)
        try Self.check("light.followStep", light.followStep, in: 0...1)
        try Self.check("light.darkShare", light.darkShare, in: 0...1)
        try Self.check("light.darkGridStep", light.darkGridStep, in: 1...64)
        try Self.check("light.darkFlatness", light.darkFlatness, in: 0...255)
        try Self.check("light.darkLuma", light.darkLuma, in: 0...255)
        try Self.check("light.unclippedShare", light.unclippedShare, in: 0...1)
        try Self.check("light.minimumSamples", light.minimumSamples, in: 1...1_024)
        try Self.check("light.levelSpread", light.levelSpread, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("light.maximumOffset", light.maximumOffset, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("light.offsetSmoothing", light.offsetSmoothing, in: 0...1)
        try validateDesk()
        try validateReference()
        try validateSegmenter()
        try validateShapes()
    }

    /// The reference and the marks: a paper target of 1…255 levels on a grid of 1…1,024 × 1…1,024
    /// points, a paper percentile and clean share of 0…100 %, ≥ 1 paper samples, a black luma in 0…255; a
    /// shake radius of 0…16 pixels, marks searched 0…1,024 pixels beyond their edge at core sizes within
    /// 0…10,000 %; marks covering ≥ 1/(1…) of the frame and ≥ 0 pixels, filling 0…100 % of a box at most
    /// 1…1,024 times as long as wide, isolated over a finite 0…64 box sides from blobs of 0…1,000 % of them.
    private func validateReference() throws(VisionError) {
        try Self.check("light.paperTarget", light.paperTarget, in: 1...255)
        try Self.check("light.sampleColumns", light.sampleColumns, in: 1...1_024)
        try Self.check("light.sampleRows", light.sampleRows, in: 1...1_024)
        try Self.check("light.paperPercentile", light.paperPercentile, in: 0...100)
        try Self.check("light.cleanPaper", light.cleanPaper, in: 0...100)
        try Self.check("light.paperSamples", light.paperSamples, in: 1...Int.max)
        try Self.check("light.blackLuma", light.blackLuma, in: 0...255)
        try Self.check("camera.shakeRadius", camera.shakeRadius, in: 0...16)
        try Self.check("camera.markReach", camera.markReach, in: 0...1_024)
        try Self.check("camera.markCore", camera.markCore, within: 0...10_000)
        try Self.check("marks.frameShare", marks.frameShare, in: 1...Int.max)
        try Self.check("marks.leastArea", marks.leastArea, in: 0...Int.max)
        try Self.check("marks.fill", marks.fill, in: 0...100)
        try Self.check("marks.aspect", marks.aspect, in: 1...1_024)
        try Self.check("marks.isolation", marks.isolation, in: 0...64)
        try Self.check("marks.neighbourShare", marks.neighbourShare, in: 0...1_000)
    }

    /// The hand against the reference: least changes of 0…765 summed levels growing 0…100 σ of the noise,
    /// shade below 1…4 quarters of the reference, warmth shares of 0…100 %, a least warmth of 0…4,096
    /// (1/1024), ≥ 1 warm samples, a skin vote of 1…25; ≥ 1 voted samples a hand, a region 0…16,384 coarse
    /// steps around them; the desk taken in after 0… hand-free frames, at most 0…100 % of its cells at once.
    private func validateSegmenter() throws(VisionError) {
        try Self.check("segmenter.leastChroma", segmenter.leastChroma, in: 0...765)
        try Self.check("segmenter.chromaNoise", segmenter.chromaNoise, in: 0...100)
        try Self.check("segmenter.leastBrighter", segmenter.leastBrighter, in: 0...765)
        try Self.check("segmenter.brighterNoise", segmenter.brighterNoise, in: 0...100)
        try Self.check("segmenter.shadeQuarters", segmenter.shadeQuarters, in: 1...4)
        try Self.check("segmenter.keptWarmth", segmenter.keptWarmth, in: 0...100)
        try Self.check("segmenter.tintShare", segmenter.tintShare, in: 0...100)
        try Self.check("segmenter.leastWarmth", segmenter.leastWarmth, in: 0...HandSegmenter.noWarmth)
        try Self.check("segmenter.warmSamples", segmenter.warmSamples, in: 1...Int.max)
        try Self.check("segmenter.skinVote", segmenter.skinVote, in: 1...25)
        try Self.check("segmenter.chromaEdgeContrast", segmenter.chromaEdgeContrast, in: 1...64)
        try Self.check("handSamples", handSamples, in: 1...Int.max)
        try Self.check("regionMargin", regionMargin, in: 0...FrameLayout.largestSide)
        try Self.check("desk.handGoneFrames", desk.handGoneFrames, in: 0...Int.max)
        try Self.check("desk.largestChange", desk.largestChange, in: 0...100)
    }

    /// The finger's shape: finite slopes ≥ 0, 1…16,384 width rows, widenings of 0…10,000 % of its width;
    /// the cap's finger rows from 0…64 below its top, a row share of 0…100 % centred within 1/(0…1,024) of
    /// its width; a light from behind under 0…1 across, a finite gap tie and band slope ≥ 0; 1…10^6 RANSAC
    /// samples stopped at a confidence in 0…0.999999 (1 would never stop); shadow blocks 1…63
    /// columns by 1…16 rows, a wedge 1…16 rows tall.
    private func validateShapes() throws(VisionError) {
        try Self.check("fingertip.uprightSlope", fingertip.uprightSlope, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingertip.steepestSlope", fingertip.steepestSlope, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingertip.widthRows", fingertip.widthRows, in: 1...FrameLayout.largestSide)
        try Self.check("fingertip.widening", fingertip.widening, in: 0...10_000)
        try Self.check("fingertip.joinedWidening", fingertip.joinedWidening, in: 0...10_000)
        try Self.check("fingertip.neighbourWidth", fingertip.neighbourWidth, in: 0...10_000)
        try Self.check("fingertip.capRows", fingertip.capRows, in: 0...64)
        try Self.check("fingertip.leastJoin", fingertip.leastJoin, in: 0...1_024)
        try Self.check("cap.fingerFrom", cap.fingerFrom, in: 0...64)
        try Self.check("cap.rowShare", cap.rowShare, in: 0...100)
        try Self.check("cap.centring", cap.centring, in: 0...1_024)
        try Self.check("cap.bodyRows", cap.bodyRows, in: 1...256)
        try Self.check("cap.shadowMargin", cap.shadowMargin, in: 0...512)
        try Self.check("cap.shadowWeight", cap.shadowWeight, in: 1...1_024)
        try Self.check("fingers.lightBehind", fingers.lightBehind, in: 0...1)
        try Self.check("fingers.gapTie", fingers.gapTie, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("fingers.bandSlope", fingers.bandSlope, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("sheetFit.iterations", sheetFit.iterations, in: 1...1_000_000)
        try Self.check("sheetFit.confidence", sheetFit.confidence, in: 0...0.999_999)
        try Self.check("shadowWindow.blockWidth", shadowWindow.blockWidth, in: 1...63)
        try Self.check("shadowWindow.blockRows", shadowWindow.blockRows, in: 1...16)
        try Self.check("shadowWindow.wedgeRows", shadowWindow.wedgeRows, in: 1...16)
    }

    /// The desk's settings: 1…255 settle and rest frames (a cell's count saturates at 255), live frames
    /// ≥ 0, a finite live travel ≥ 0, margins of 0…16,384 pixels.
    private func validateDesk() throws(VisionError) {
        try Self.check("desk.settleFrames", desk.settleFrames, in: 1...255)
        try Self.check("desk.restFrames", desk.restFrames, in: 1...255)
        try Self.check("desk.liveFrames", desk.liveFrames, in: 0...Int.max)
        try Self.check("desk.liveTravel", desk.liveTravel, in: 0...Double.greatestFiniteMagnitude)
        try Self.check("desk.handMargin", desk.handMargin, in: 0...FrameLayout.largestSide)
        try Self.check("desk.tipMargin", desk.tipMargin, in: 0...FrameLayout.largestSide)
    }

    private static func check(_ name: String, _ value: Double, in range: ClosedRange<Double>) throws(VisionError) {
        guard range.contains(value) else {
            throw .invalidConfig(setting: name, value: "\(value)", allowed: words(range))
        }
    }

    private static func check(_ name: String, _ value: Int, in range: ClosedRange<Int>) throws(VisionError) {
        guard range.contains(value) else {
            throw .invalidConfig(setting: name, value: "\(value)", allowed: "\(range.lowerBound)…\(range.upperBound)")
        }
    }

    private static func check(_ name: String, _ value: ClosedRange<Int>, within range: ClosedRange<Int>)
        throws(VisionError)
    {
        guard range.contains(value.lowerBound), range.contains(value.upperBound) else {
            throw .invalidConfig(
                setting: name, value: "\(value.lowerBound)…\(value.upperBound)",
                allowed: "within \(range.lowerBound)…\(range.upperBound)")
        }
    }

    private static func check(_ name: String, _ margin: KeyMargin) throws(VisionError) {
        let amount: Double =
            switch margin {
            case .none: 0
            case .keyFraction(let fraction): fraction
            case .layoutUnits(let units): units
            }
        guard amount.isFinite, amount >= 0 else {
            throw .invalidConfig(setting: name, value: "\(margin)", allowed: "a finite amount ≥ 0")
        }
    }

    private static func words(_ range: ClosedRange<Double>) -> String {
        switch (range.lowerBound, range.upperBound) {
        case (let low, .infinity): "at least \(low) (+∞ allowed), not NaN"
        case (let low, .greatestFiniteMagnitude): "finite and at least \(low)"
        case (let low, let high): "finite, \(low)…\(high)"
        }
    }
}

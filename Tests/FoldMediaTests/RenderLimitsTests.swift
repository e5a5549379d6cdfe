import FoldCore
import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

/// The recorder's budgets, checked with plain arithmetic before anything is allocated.
struct RenderLimitsTests {
    let limits = RenderLimits.default

    @Test func defaultsMatchTheSceneFormat() {
        #expect(limits.maxPixels == 16384 * 16384)
        #expect(limits.maxSide == 32768)
        #expect(limits.maxFrames == 100_000)
        #expect(RenderLimits.minFPS == 0.01)
    }

    @Test func canvasPixelsRoundUpAndStayWithinBudget() throws {
        #expect(try limits.canvasPixels(size: CGSize(width: 10.2, height: 3), scale: 2) == (21, 6))
        #expect(try limits.canvasPixels(size: CGSize(width: 32768, height: 1), scale: 1) == (32768, 1))
        #expect(try limits.canvasPixels(size: CGSize(width: 8192, height: 8192), scale: 2) == (16384, 16384))
    }

    @Test(arguments: [
        (40_000.0, 10.0, 1.0, "each side may be at most 32768 pixels"),
        (1e6, 1e6, 1, "each side may be at most 32768 pixels"),
        (16385, 16384, 1, "the limit is 268.435 M"),
        (10_000, 10_000, 2, "400 M pixels"),
        (10, 10, 0, "scale must be a positive number"),
        (10, 10, .nan, "scale must be a positive number"),
        (10, 10, .infinity, "scale must be a positive number"),
        (.infinity, 10, 1, "positive finite size"),
        (0, 10, 1, "positive finite size"),
    ])
    func oversizedOrInvalidCanvases(width: Double, height: Double, scale: Double, says: String) {
        let error = #expect(throws: RenderLimitError.self) {
            try limits.canvasPixels(size: CGSize(width: width, height: height), scale: scale)
        }
        #expect(error?.message.contains(says) == true, "\(String(describing: error))")
        #expect(error?.message.contains("\n") == false)
    }

    @Test func frameCounts() throws {
        #expect(try limits.frameCount(duration: 1, fps: 60) == 60)
        #expect(try limits.frameCount(duration: 0.001, fps: 30) == 1)  // at least one frame
        #expect(try limits.frameCount(duration: 1000, fps: 100) == 100_000)
        #expect(try limits.frameCount(duration: 100, fps: 0.01) == 1)
        for (duration, fps) in [(1e17, 60.0), (1e308, 60), (.infinity, 60), (1000.01, 100), (0, 30), (-1, 30)] {
            #expect(throws: RenderLimitError.self, "\(duration) s at \(fps) fps") {
                try limits.frameCount(duration: duration, fps: fps)
            }
        }
        for fps in [1e-300, 0.0099, 0, -30, .nan, .infinity] {
            let error = #expect(throws: RenderLimitError.self, "\(fps) fps") {
                try limits.frameCount(duration: 1, fps: fps)
            }
            #expect(error?.message.contains("at least 0.01 fps") == true, "\(String(describing: error))")
        }
    }

    @Test func imageBudgetSurvivesOverflow() {
        #expect(limits.allowsImage(width: 16384, height: 16384))
        #expect(!limits.allowsImage(width: 16385, height: 16384))
        #expect(!limits.allowsImage(width: Int.max, height: 2))
        #expect(!limits.allowsImage(width: 0, height: 10) && !limits.allowsImage(width: 10, height: -1))
    }

    @Test func aCallerCanRaiseOrLowerTheBudget() throws {
        let small = RenderLimits(maxPixels: 100, maxSide: 20, maxFrames: 5)
        #expect(throws: RenderLimitError.self) { try small.canvasPixels(size: CGSize(width: 11, height: 10), scale: 1) }
        #expect(try small.canvasPixels(size: CGSize(width: 10, height: 10), scale: 1) == (10, 10))
        #expect(throws: RenderLimitError.self) { try small.frameCount(duration: 6, fps: 1) }
        let big = RenderLimits(maxSide: 40_000)
        #expect(try big.canvasPixels(size: CGSize(width: 40_000, height: 1), scale: 1) == (40_000, 1))
    }

    /// A recording whose frames need more memory than the machine has is refused up front.
    @Test func aRecordingThatWouldNotFitInMemoryIsRefusedFirst() throws {
        #expect(RenderLimits.recordingBytes(width: 16384, height: 16384) == 16384 * 16384 * 28)
        #expect(RenderLimits.recordingBytes(width: .max, height: 2) == .max)
        let error = #expect(throws: RenderLimitError.self) {
            try RenderLimits.checkRecordingMemory(width: 16384, height: 16384, available: 4_000_000_000)
        }
        #expect(error?.message == "recording 16384×16384-pixel frames needs about 7.5 GB of memory and 4.0 GB is available: lower the scale or the size")
        try RenderLimits.checkRecordingMemory(width: 750, height: 1334, available: 4_000_000_000)
        try RenderLimits.checkRecordingMemory(width: 16384, height: 16384, available: nil)
        let available = try #require(RenderLimits.availableMemory())
        #expect(available > 100_000_000 && available < 1 << 50)
    }
}

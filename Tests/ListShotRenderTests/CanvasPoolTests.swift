import Foundation
import ListShot
import ListShotCore
@testable import ListShotRender
import ListShotTestSupport
import XCTest

/// Pooled, huge-page-backed pixel memory: reused blocks never show through.
final class CanvasPoolTests: XCTestCase {
  func testLargeBlocksAreAlignedAndReused() throws {
    let bytes = 5 << 20
    var block = try XCTUnwrap(CanvasPool.take(bytes: bytes))
    // An earlier test on this thread may have left an idle block up to twice as large, which the
    // pool rightly hands out here; the checks below need one of exactly `bytes`.
    if block.capacity != bytes {
      let exact = try XCTUnwrap(CanvasPool.take(bytes: bytes))
      CanvasPool.give(block)
      CanvasPool.give(exact)  // frees the larger one and stays idle
      block = try XCTUnwrap(CanvasPool.take(bytes: bytes))
    }
    XCTAssertEqual(block.capacity, bytes)
    XCTAssertEqual(Int(bitPattern: block.memory) % (2 << 20), 0, "on a huge-page boundary")
    block.memory.storeBytes(of: 0xDEAD_BEEF, toByteOffset: bytes - 4, as: UInt32.self)  // writable to the end
    CanvasPool.give(block)
    XCTAssertEqual(CanvasPool.take(bytes: bytes)?.memory, block.memory, "the idle block comes back")
    CanvasPool.give(block)
    // The idle block is handed out only when it fits without being more than twice the size.
    let larger = try XCTUnwrap(CanvasPool.take(bytes: bytes + 1))
    XCTAssertNotEqual(larger.memory, block.memory, "too small for the request")
    CanvasPool.give(larger)  // replaces the idle block
    let smaller = try XCTUnwrap(CanvasPool.take(bytes: bytes / 4))
    XCTAssertNotEqual(smaller.memory, larger.memory, "more than twice the request")
    CanvasPool.give(smaller)
    XCTAssertEqual(CanvasPool.take(bytes: bytes / 4)?.memory, smaller.memory, "the idle block comes back")
    CanvasPool.give(smaller)
  }

  func testAReusedCanvasGivesTheSamePixelsAsAFreshOne() throws {
    let renderer = try TestEnvironment.renderer()
    let screen = ODSListItemGoldenTests.standard
    func digest(_ variant: RenderVariant) throws -> String {
      try renderer.withPixels(renderer.displayList(for: screen, in: variant)) { $0.digest }
    }
    let light = RenderVariant(scale: 3), dark = RenderVariant(scheme: .dark, scale: 3)
    _ = try digest(dark)  // leaves a dark canvas in this thread's pool
    let reused = try digest(light)
    let fresh = onFreshThread { try? digest(light) }
    XCTAssertEqual(reused, fresh)
  }
}

import Foundation
import ListShotModel

/// The image paths of screens built in Swift, remembered by screen.
///
/// Finding them walks the whole screen by reflection (`Screen.imagePaths`): measured at about
/// 1.4 ms a gallery screen in a debug build, against 0.03 ms to hash it. The live preview
/// renders every card again on each theme edit, so the walk is done once per screen instead.
/// The files themselves are still read on each render, so an edited image shows.
final class ImagePathCache: @unchecked Sendable {
  private let lock = NSLock()
  private var paths: [Screen: Set<String>] = [:]
  /// Past this many screens the cache starts again: a long run of distinct screens (a test
  /// suite's) keeps no more than this.
  static let capacity = 512

  func paths(of screen: Screen) -> Set<String> {
    lock.lock()
    if let known = paths[screen] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let found = screen.imagePaths
    lock.lock()
    defer { lock.unlock() }
    if paths.count >= Self.capacity { paths.removeAll(keepingCapacity: true) }
    paths[screen] = found
    return found
  }
}

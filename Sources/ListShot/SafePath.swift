import Foundation
import ListShotCore

/// Keeps every write inside the folder it was given: see `ContainedPath`, which this forwards
/// to (it lives in ListShotCore so that every stage that writes can use it).
public enum SafePath {
  public static func resolve(_ relative: String, under root: URL) throws -> URL {
    try ContainedPath.resolve(relative, under: root)
  }
}

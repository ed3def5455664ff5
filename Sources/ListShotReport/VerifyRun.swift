import Foundation
import ListShot
import ListShotCore

/// One verify run as data: the JSON report's content, the input of the review page and of
/// JUnit files, and what `report merge` joins.
public struct VerifyRun: Hashable, Sendable, Codable {
  /// The layout of `report.json`: 2 since images are stored once, by content; 3 since a
  /// change keeps what `listshot review` needs to accept it (`ReviewImages.goldenDigest`,
  /// `actualPixels`, `whole`).
  public var format: Int?
  public var mode: String
  public var shard: String?
  public var environment: String
  public var results: [VerifyResult]
  /// Goldens no spec produces (listed only when asked for).
  public var stale: [String]
  /// The changes of the failed and re-recorded results, grouped by what changed
  /// (`ChangeGroups`); each such result names its group by index.
  public var groups: [ChangeGroup]?
  /// In a merge of shards (`report merge`), the shards of the split (`K/N`) no merged report
  /// holds: their variants were not checked, so the merged run is no pass of the whole run.
  public var missingShards: [String]?

  public static let currentFormat = 3

  public init(
    mode: String, shard: String?, environment: String, results: [VerifyResult], stale: [String],
    groups: [ChangeGroup]? = nil
  ) {
    self.format = Self.currentFormat
    self.mode = mode
    self.shard = shard
    self.environment = environment
    self.results = results
    self.stale = stale
    self.groups = groups
  }
}

import Foundation
import ListShotCore
import ListShotSnapshot

/// The outcome of verifying one variant of one screen: what `verify` prints, and what the
/// JSON report, the HTML report and JUnit files are made from.
public struct VerifyResult: Hashable, Sendable, Codable {
  public enum Status: String, Hashable, Sendable, Codable {
    case passed, failed, missing, recorded, rerecorded
  }

  public var screen: String
  public var theme: String
  public var scheme: String
  public var size: String
  public var direction: String
  public var device: String
  /// The iOS drawn (`ios26`, `ios18`); nil in reports written before looks (iOS 18 pictures).
  public var look: String?
  /// The golden's path relative to the snapshots folder.
  public var golden: String
  public var status: Status
  /// One line for people: why it failed, or how it passed.
  public var message: String
  /// Whether the golden had to be decoded (false: the stamp proved equality).
  public var decoded: Bool?
  /// True for a pass whose pixels differ from the golden's, let through by the tolerance
  /// (`differingPixels` and `changedArea` then say what differs); nil otherwise.
  public var tolerated: Bool?
  public var differingPixels: Int?
  /// x, y, width, height of the changed area, in pixels.
  public var changedArea: [Int]?
  /// The rows (`sections[0].rows[2]`) whose pixels changed; in JSON, each as its components
  /// (`["sections", 0, "rows", 2]`), so a merged report reads them back without parsing text.
  public var changedRows: [NodePath]?
  /// The parts of those rows whose pixels changed (`sections[0].rows[2].title`).
  public var changedParts: [NodePath]?
  /// Where each of `changedRows` is written in the spec (`settings.yaml:42`), in the same
  /// order; nil when a row has no place in a file (a screen built in Swift).
  public var changedRowLines: [String]?
  /// The colour most changed pixels went from and to, when one pair covers most of them.
  public var colourChange: ColourChange?
  /// With text goldens (`verify --text-goldens`): where the display list first differs from
  /// its text golden, found or re-recorded.
  public var textChange: TextGolden.Difference?
  public var environmentNote: String?
  /// Images to review. A failure (and a re-record after a mismatch) has the whole set; a new
  /// or re-recorded golden without a previous image has only `actual`, the golden written.
  /// Absolute paths in memory; relative to the report folder in `report.json`.
  public var artifacts: Artifacts?
  /// The images a report keeps of this variant, relative to the report folder.
  public var images: ReviewImages?
  /// With text goldens: the display list a report keeps when the text golden differs or is
  /// missing, so that accepting the change writes it beside the PNG.
  public var text: ReviewText?
  /// The index of its group of like changes in the report (`VerifyRun.groups`).
  public var group: Int?

  public init(
    screen: String, theme: String, scheme: String, size: String, direction: String, device: String,
    golden: String, status: Status, message: String, artifacts: Artifacts? = nil
  ) {
    self.screen = screen
    self.theme = theme
    self.scheme = scheme
    self.size = size
    self.direction = direction
    self.device = device
    self.golden = golden
    self.status = status
    self.message = message
    self.artifacts = artifacts
  }

  /// The variant's name: `<screen>/<theme>-<scheme>-<size>-<direction>-<device>[-<look>]`.
  public var name: String { String(golden.dropLast(4)) }

  /// Fails the run: a difference, a missing golden, or a golden just written with new pixels
  /// (recorded, or re-recorded after a difference), which a person must look at first.
  public var isFailure: Bool {
    switch status {
    case .failed, .missing, .recorded: return true
    case .rerecorded: return differingPixels != nil || textChange != nil
    case .passed: return false
    }
  }
}

extension VerifyResult {
  /// `golden` is relative to the snapshots folder; `result` is the shared core's.
  init(job: RenderJob, golden: String, result: SnapshotResult) {
    let variant = job.variant
    self.init(
      screen: job.screen.name, theme: variant.themeName, scheme: variant.scheme.rawValue,
      size: variant.dynamicTypeSize.rawValue, direction: job.direction.rawValue,
      device: variant.deviceID(screenWidth: job.screen.width),
      golden: golden, status: .passed, message: result.summary(detailed: false))
    look = variant.look.rawValue
    guard case .checked(let outcome) = result.outcome else { return }
    let goldenFile = result.golden
    switch outcome {
    case .matched(let decoded, let tolerated):
      self.decoded = decoded
      if let tolerated {
        self.tolerated = true
        setChanged(tolerated.changedRegions, in: job)
        differingPixels = tolerated.differingPixels
        changedArea = tolerated.boundingBox
      }
    case .recordedNew:
      status = .recorded
      artifacts = Artifacts(actual: goldenFile.path)
    case .rerecorded(let previous, let artifacts):
      status = .rerecorded
      differingPixels = previous.flatMap { $0.matches ? nil : $0.differingPixels }
      changedArea = previous?.boundingBox
      if let previous { setChanged(previous.changedRegions, in: job) }
      self.artifacts = artifacts ?? Artifacts(actual: goldenFile.path)
    case .missing:
      status = .missing
    case .mismatched(let comparison, let artifacts, let environment):
      status = .failed
      setChanged(comparison.changedRegions, in: job)
      decoded = true
      differingPixels = comparison.differingPixels
      changedArea = comparison.boundingBox
      environmentNote = environment
      self.artifacts = artifacts
    }
    if let text = result.text { apply(text) }
  }

  /// Folds the text golden's outcome in: with equal pixels, a text golden written, missing
  /// or different decides the status, as a PNG golden would.
  mutating func apply(_ text: TextGolden.Outcome) {
    textChange = text.difference
    let pixelsEqual = status == .passed || (status == .rerecorded && differingPixels == nil)
    guard pixelsEqual else { return }
    switch text {
    case .matched: break
    case .recorded: status = .recorded
    case .missing: status = .missing
    case .differs: status = .failed
    case .rerecorded: status = .rerecorded
    }
  }
}

extension VerifyResult {
  /// Splits the changed regions (`RowRegions`) into rows and their parts, and finds where
  /// the rows are written in `job`'s spec.
  mutating func setChanged(_ regions: [NodePath], in job: RenderJob) {
    let rows = regions.filter { RowRegions.isRow($0) }
    let parts = regions.filter { !RowRegions.isRow($0) }
    changedRows = rows.isEmpty ? nil : rows
    changedParts = parts.isEmpty ? nil : parts
    // The file's name only: the report is read on other machines, and holds no absolute path.
    let name = URL(fileURLWithPath: job.file).lastPathComponent
    let places = rows.compactMap { row in job.rowLines[row].map { "\(name):\($0)" } }
    changedRowLines = !rows.isEmpty && places.count == rows.count ? places : nil
  }
}

/// The display list a review report keeps of a variant whose text golden differs or is
/// missing (`verify --text-goldens --report`): `listshot review` writes it as the text golden
/// when the change is accepted, over the golden it was compared against only.
public struct ReviewText: Hashable, Sendable, Codable {
  /// `images/<digest>.json`: the display list's JSON, relative to the report folder.
  public var actual: String
  /// The digest (XXH3-128) of the text golden file compared against; nil when there was none.
  public var goldenDigest: String?

  public init(actual: String, goldenDigest: String?) {
    self.actual = actual
    self.goldenDigest = goldenDigest
  }
}

/// The images a review report keeps of one variant, as paths relative to the report folder.
/// Files are named by their content's digest, so an image used twice is stored once.
public struct ReviewImages: Hashable, Sendable, Codable {
  /// The golden as it was before this run: a copy of its file. For a new golden, the golden
  /// written.
  public var golden: String
  /// The rendered image's changed region (`region`), to lay over the golden; the whole
  /// rendered image when `actualIsWhole`.
  public var actual: String?
  /// x, y, width, height of `actual` in the golden's pixels.
  public var region: [Int]?
  public var actualIsWhole: Bool?
  /// The width and height of the rendered image and of the golden.
  public var actualSize: [Int]?
  public var goldenSize: [Int]?
  /// The changed pixels (red) and anti-aliasing (yellow) in `maskRegion`, clear elsewhere.
  public var mask: String?
  public var maskRegion: [Int]?
  /// What `listshot review` needs to accept the change (format 3): the digest (XXH3-128) of
  /// the golden file's bytes the render was compared against, the digest of the rendered
  /// pixels (`ARGBPixels.digest`, the recorded golden's stamp), and, only when the golden with
  /// `actual` laid over it at `region` is not the render (a tolerance left pixels outside the
  /// region different), the whole rendered image.
  public var goldenDigest: String?
  public var actualPixels: String?
  public var whole: String?

  public init(
    golden: String, actual: String? = nil, region: [Int]? = nil, actualIsWhole: Bool? = nil,
    actualSize: [Int]? = nil, goldenSize: [Int]? = nil, mask: String? = nil, maskRegion: [Int]? = nil,
    goldenDigest: String? = nil, actualPixels: String? = nil, whole: String? = nil
  ) {
    self.golden = golden
    self.actual = actual
    self.region = region
    self.actualIsWhole = actualIsWhole
    self.actualSize = actualSize
    self.goldenSize = goldenSize
    self.mask = mask
    self.maskRegion = maskRegion
    self.goldenDigest = goldenDigest
    self.actualPixels = actualPixels
    self.whole = whole
  }

  public var paths: [String] { [golden, actual, mask, whole].compactMap { $0 } }
}

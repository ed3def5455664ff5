import ListShot
import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotModel

/// The accessibility checks of `listshot audit`, read from a display list and its semantics.
///
/// - contrast: every text run and meaningful glyph against the colour painted beneath it
///   (alpha composited, worst of several sample points); 4.5:1 for text, 3:1 for large text
///   (≥ 18 pt, or ≥ 14 pt bold) and for icons, indicators, chevrons, info buttons and tracks.
///   Text below its minimum is an error, a glyph a warning. Disabled rows are `exempt`.
/// - targetSize: hit areas under iOS's 44 pt are errors, under the theme's
///   `size.minInteractiveArea` warnings.
/// - truncation: text cut by an ellipsis or a line limit, or leaving its row (warnings).
/// - voiceOver: an interactive row without a label (error); `.accessibilityLabel` gives one,
///   and a row hidden from VoiceOver is not read.
public enum Audit {
  public static let iOSMinimumTarget = 44.0

  /// The findings of one display list; `minimumTarget` is the theme's minimum interactive area.
  public static func findings(in list: DisplayList, minimumTarget: Double) -> [AuditFinding] {
    var rows: [NodePath: SemanticNode] = [:]
    for node in list.semantics where node.isRow { rows[node.rowID] = node }
    // The row a finding is reported on: the top-level row the item is drawn for. Items outside
    // the rows (bar buttons, tabs, headers) have no row in the display list; for them it is the
    // control their id names (`navigationBar.barItems[0]` for `navigationBar.barItems[0].icon`).
    let itemRows = list.itemRows
    func rowID(of index: Int) -> NodePath { itemRows[index]?.row ?? list.items[index].id.control }
    func isDisabled(_ index: Int) -> Bool { rows[rowID(of: index)]?.isDisabled ?? false }

    var result: [AuditFinding] = []
    let canvas = AuditCanvas(list)
    for (index, item) in list.items.enumerated() {
      guard let probe = ContrastProbe(item) else { continue }
      let ratio =
        probe.points.map { point -> Double in
          let beneath = canvas.color(at: point, below: index)
          return Contrast.ratio(probe.color.over(beneath), beneath)
        }.min() ?? 21
      let beneath = canvas.color(at: probe.points[0], below: index)
      guard ratio < probe.required else { continue }
      result.append(
        AuditFinding(
          check: .contrast, severity: probe.isText ? .error : .warning,
          status: isDisabled(index) ? .exempt : .failed, row: rowID(of: index), element: item.id,
          message: "\(probe.what) \(probe.color.hex) on \(beneath.hex)", measured: ratio, required: probe.required))
    }

    for node in list.semantics {
      guard let hit = node.hitFrame else { continue }
      let side = min(hit.width, hit.height)
      let status: AuditFinding.Status = node.isDisabled ? .exempt : .failed
      let size = "\(format(hit.width))×\(format(hit.height)) pt"
      if side < iOSMinimumTarget {
        result.append(
          AuditFinding(
            check: .targetSize, severity: .error, status: status, row: node.rowID, element: node.id,
            message: "\(node.role.rawValue) hit area \(size), under iOS's 44 pt", measured: side,
            required: iOSMinimumTarget))
      } else if side < minimumTarget {
        result.append(
          AuditFinding(
            check: .targetSize, severity: .warning, status: status, row: node.rowID, element: node.id,
            message: "\(node.role.rawValue) hit area \(size), under the theme's \(format(minimumTarget)) pt",
            measured: side, required: minimumTarget))
      }
      if !node.isHidden, node.label.trimmingCharacters(in: .whitespaces).isEmpty {
        result.append(
          AuditFinding(
            check: .voiceOver, severity: .error, status: status, row: node.rowID, element: node.id,
            message: "interactive \(node.role.rawValue) without a label"))
      }
    }

    for (index, item) in list.items.enumerated() {
      guard case .text(let text) = item else { continue }
      let row = rows[rowID(of: index)]
      if text.isTruncated {
        let how = text.maxLines > 0 ? "cut at \(text.maxLines) line\(text.maxLines == 1 ? "" : "s")" : "cut"
        result.append(
          AuditFinding(
            check: .truncation, severity: .warning, row: rowID(of: index), element: text.id,
            message: "\"\(text.text.prefix(40))\" \(how) with an ellipsis"))
      }
      let bounds = row?.frame ?? Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)
      let inside = bounds.insetBy(dx: -0.5, dy: -0.5)
      if !inside.contains(text.frame) || text.frame.maxX > list.size.width + 0.5 || text.frame.minX < -0.5 {
        result.append(
          AuditFinding(
            check: .truncation, severity: .warning, row: rowID(of: index), element: text.id,
            message: "\"\(text.text.prefix(40))\" leaves its row"))
      }
    }
    return result
  }

  /// One laid-out screen in one variant.
  public struct Input: Sendable {
    public var screen: Screen
    public var variant: RenderVariant
    public var direction: LayoutDirection
    public var displayList: DisplayList

    public init(screen: Screen, variant: RenderVariant, direction: LayoutDirection, displayList: DisplayList) {
      (self.screen, self.variant, self.direction, self.displayList) = (screen, variant, direction, displayList)
    }
  }

  /// Every input's findings, suppressions applied, merged across Dynamic Type sizes (each
  /// finding lists the sizes it happens at, smallest first), in a stable order.
  public static func run(_ inputs: [Input], minimumTarget: (RenderVariant) throws -> Double) rethrows -> [AuditFinding]
  {
    var merged: [String: AuditFinding] = [:]
    var order: [String] = []
    for job in inputs {
      let variant = job.variant
      let label =
        "\(variant.themeName)-\(variant.scheme.rawValue)-\(job.direction.rawValue)-\(variant.deviceID(screenWidth: job.screen.width))"
      let suppressions = job.screen.auditSuppressions
      for var finding in findings(in: job.displayList, minimumTarget: try minimumTarget(variant)) {
        finding.screen = job.screen.name
        finding.variant = label
        finding.sizes = [variant.dynamicTypeSize]
        if finding.status == .failed, let suppression = suppressions[finding.row],
          suppression.checks.contains(finding.check)
        {
          finding.status = .suppressed
          finding.suppressionReason = suppression.reason
        }
        let key = [
          finding.check.rawValue, finding.screen, label, finding.element.description, finding.status.rawValue,
          finding.severity.rawValue, finding.message.hasSuffix("leaves its row") ? "leaves" : "",
        ].joined(separator: "|")
        if var existing = merged[key] {
          existing.sizes = Array(Set(existing.sizes + finding.sizes)).sorted()
          if let m = finding.measured, m < existing.measured ?? .infinity {
            (existing.measured, existing.message) = (m, finding.message)
          }
          merged[key] = existing
        } else {
          merged[key] = finding
          order.append(key)
        }
      }
    }
    return order.compactMap { merged[$0] }
  }

  static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}

/// What the contrast check measures for one item: its colour and where to sample beneath it.
struct ContrastProbe {
  var color: Color
  var points: [Point]
  var required: Double
  var isText: Bool
  var what: String

  /// Path items that carry meaning (the rest are thumbs, cursors, shadows and placeholders),
  /// by the keys their ids end with.
  static let meaningfulPaths: [[NodePath.Component]] = [
    ["infoButton"], ["checkmark"], ["chevron"], ["indicator", "box"], ["indicator", "mark"], ["indicator", "check"],
    ["errorIcon"], ["externalLink"], ["statusIcon"],
  ].map { $0.map { .key($0) } }

  init?(_ item: DisplayItem) {
    switch item {
    case .text(let text):
      guard !text.text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
      let font = text.attributes.font
      let isLarge = font.size >= 18 || (font.size >= 14 && font.weight >= .bold)
      self.init(
        color: text.color, points: Self.samples(text.frame), required: isLarge ? 3 : 4.5, isText: true,
        what: isLarge ? "large text" : "text")
    case .glyph(let glyph):
      self.init(color: glyph.color, points: Self.samples(glyph.frame), required: 3, isText: false, what: "icon")
    case .image(let image):
      guard let tint = image.tint else { return nil }
      self.init(color: tint, points: Self.samples(image.frame), required: 3, isText: false, what: "icon")
    case .path(let path):
      guard Self.meaningfulPaths.contains(where: { path.id.components.ends(with: $0) }),
        let color = path.fill ?? path.stroke?.color
      else { return nil }
      self.init(color: color, points: Self.samples(path.frame), required: 3, isText: false, what: "glyph")
    case .rect(let rect):
      guard rect.id.components.last == .key("track"), let fill = rect.fill else { return nil }
      self.init(
        color: fill, points: [Point(x: rect.frame.midX, y: rect.frame.midY)], required: 3, isText: false, what: "track")
    case .line, .shadow, .backdropBlur, .pushClip, .popClip, .pushShadow, .popShadow:
      return nil
    }
  }

  init(color: Color, points: [Point], required: Double, isText: Bool, what: String) {
    (self.color, self.points, self.required, self.isText, self.what) = (color, points, required, isText, what)
  }

  /// The centre first, then four points a quarter of the way in from each side.
  static func samples(_ frame: Rect) -> [Point] {
    let x1 = frame.minX + frame.width / 4, x3 = frame.maxX - frame.width / 4
    let y1 = frame.minY + frame.height / 4, y3 = frame.maxY - frame.height / 4
    return [
      Point(x: frame.midX, y: frame.midY), Point(x: x1, y: frame.midY), Point(x: x3, y: frame.midY),
      Point(x: frame.midX, y: y1), Point(x: frame.midX, y: y3),
    ]
  }
}

extension NodePath {
  /// The control an item outside the rows is part of: the path up to its second key and the
  /// indices right after it (`navigationBar.barItems[0]` for `navigationBar.barItems[0].icon`,
  /// `sections[0].header` for `sections[0].header.title`); the whole path when it has one key.
  var control: NodePath {
    var keys = 0
    var end = components.count
    for (offset, component) in components.enumerated() {
      guard case .key = component else { continue }
      keys += 1
      if keys == 3 {
        end = offset
        break
      }
    }
    return NodePath(Array(components.prefix(end)))
  }
}

extension Array where Element: Equatable {
  /// Whether the array's last elements are `suffix`.
  fileprivate func ends(with suffix: [Element]) -> Bool {
    count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
  }
}

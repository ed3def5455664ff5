import ListShot
import ListShotCore
import ListShotUI

extension Preview.Part {
  /// The device a preview turned on its side is drawn on when the matrix names none: the one
  /// whose width is ListShot's default canvas width.
  static let defaultDevice = "iphone-16"

  /// The variant this part is drawn in for `variant` of the run's matrix: what the preview sets
  /// (scheme, Dynamic Type size, direction, device, orientation, layout) replaces the matrix's.
  public func variant(for variant: RenderVariant) throws -> RenderVariant {
    var device = variant.device
    var width = variant.width
    var scale = variant.scale
    if let name = settings.device?.rawValue {
      guard
        let named = Device.named(name)
          ?? Device.allPresets.first(where: { $0.name.lowercased() == name.lowercased() })
      else {
        throw previewError(
          "unknown preview device '\(name)'",
          expected: "one of: \(Device.presets.map(\.name).joined(separator: ", ")), or a preset id")
      }
      device = named
    }
    if let orientation = settings.orientation {
      if orientation.isLandscape {
        let base = device ?? Device.named(Self.defaultDevice)
        device = base.map { $0.isLandscape ? $0 : $0.landscape }
      } else if let turned = device, turned.isLandscape {
        device = Device.allPresets.first { $0.landscape.id == turned.id } ?? turned
      }
    }
    switch settings.layout {
    case .sizeThatFits?:
      width = device?.size.width ?? width
      scale = device?.scale ?? scale
      device = nil
    case .fixed(let w, let h)?:
      let text = "\(Double(w).clean)x\(Double(h).clean)@\((device?.scale ?? scale).clean)"
      guard let fixed = Device.named(text) else {
        throw previewError(
          "fixedLayout(width: \(Double(w).clean), height: \(Double(h).clean)) cannot be drawn",
          expected: Device.customFormat)
      }
      device = fixed
    case .device?, nil: break
    }
    return RenderVariant(
      theme: variant.theme, scheme: settings.scheme ?? variant.scheme,
      dynamicTypeSize: settings.size ?? variant.dynamicTypeSize, direction: settings.direction ?? variant.direction,
      device: device, width: device == nil ? width : nil, scale: scale, fullHeight: variant.fullHeight,
      chrome: variant.chrome, look: variant.look)
  }

  private func previewError(_ message: String, expected: String) -> ListShotError {
    ListShotError(
      .badInput, at: SourceLocation(file: source.filePath, line: source.line, column: source.column),
      "preview '\(name)': \(message)", expected: expected)
  }
}

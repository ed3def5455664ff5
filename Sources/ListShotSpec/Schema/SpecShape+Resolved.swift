import ListShotModel

extension SpecShape {
  /// This shape, or the shape its `$ref` names.
  public var resolved: SpecShape {
    guard let ref, let named = SpecShapes.named(ref) else { return self }
    return named.resolved
  }

  /// The shape that lists the allowed values: itself, or its alternative that does
  /// (`accessory: checkmark` or `accessory: {label: …}`).
  public var choiceShape: SpecShape? {
    if choices != nil || constant != nil { return self }
    return (oneOf ?? []).map(\.resolved).first { $0.choices != nil || $0.constant != nil }
  }

  /// The numbers an enumeration of numbers (or a constant number) accepts; nil when it is not one.
  public var numberChoices: [Double]? {
    let numbers = (choices ?? [constant].compactMap { $0 }).compactMap {
      if case .number(let value) = $0 { return value } else { return nil }
    }
    return numbers.isEmpty ? nil : numbers
  }
}

extension SpecShapes {
  /// The shape declared under `name`.
  public static func named(_ name: String) -> SpecShape? { definitions.first { $0.name == name }?.shape }
}

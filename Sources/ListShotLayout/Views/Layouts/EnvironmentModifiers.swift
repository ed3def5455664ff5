import ListShotCore
import ListShotModel

// The modifiers that only set what the views inside are drawn with: each changes the style
// the views inside are built with, and makes no box of its own.

extension FontModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.font = font }
}

extension FontWeightModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.weight = weight }
}

extension ItalicModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.isItalic = true }
}

extension FontDesignModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.design = design }
}

extension ForegroundModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.setForeground(paint) }
}

extension TintModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.tint = color }
}

extension LineLimitModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) {
    style.lineLimit = limit
    style.minimumLines = minimum
  }
}

extension MultilineTextAlignmentModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) {
    style.textAlignment = alignment
    style.fieldAlignment = alignment
  }
}

extension OpacityModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.opacity *= opacity }
}

extension ImageScaleModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.imageScale = scale }
}

extension SymbolRenderingModeModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.rendering = rendering }
}

extension DisabledModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.isDisabled = true }
}

extension LabelsHiddenModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.labelsHidden = true }
}

extension LabelStyleModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.labelStyle = self.style }
}

extension ToggleStyleModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) {
    style.toggleStyle = self.style
    style.switchTint = tint
  }
}

extension TextDecorationModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) {
    let line = isActive ? ViewStyle.TextLine(color: color) : nil
    switch self.line {
    case .strikethrough: style.strikethrough = line
    case .underline: style.underline = line
    }
  }
}

extension MonospacedDigitModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.hasTabularDigits = true }
}

extension TextCaseModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.textCase = textCase }
}

extension TrackingModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.tracking += points }
}

extension LineSpacingModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.lineSpacing = points }
}

extension TruncationModeModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.truncation = mode }
}

extension MinimumScaleFactorModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) { style.minimumScaleFactor = factor }
}

extension DynamicTypeSizeModifier: EnvironmentApplying {
  func apply(to style: inout ViewStyle, context: ViewBuildContext) {
    // Nested bounds narrow the outer ones, as SwiftUI's do.
    var bounds = self
    if let outer = style.dynamicTypeSize {
      bounds.minimum = [outer.minimum, minimum].compactMap { $0 }.max()
      bounds.maximum = [outer.maximum, maximum].compactMap { $0 }.min()
    }
    style.dynamicTypeSize = bounds
  }
}

import ListShotCore

extension OUDSControlItem {
  /// Errors for what the design forbids (iOS stops the app on these), warnings for what has no
  /// effect. Each forbidden pair is reported at its second setting and names both.
  public func validate() -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    func error(_ path: NodePath, _ message: String) { issues.append(ValidationIssue(path: path, message)) }
    func warning(_ path: NodePath, _ message: String) { issues.append(ValidationIssue(.warning, path: path, message)) }

    if label.isEmpty { error("label", "label is empty; give the item a label") }
    if isError && isReadOnly {
      error(
        "isReadOnly",
        "isError and isReadOnly cannot both be true: the design forbids an error on a read-only item; remove one of them"
      )
    }
    if isError && isDisabled {
      error(
        "isDisabled",
        "isError and isDisabled cannot both be true: the design forbids an error on a disabled item; remove one of them"
      )
    }
    if isReadOnly && isDisabled {
      error(
        "isDisabled",
        "isReadOnly and isDisabled cannot both be true: the design forbids a read-only item that is also disabled; remove one of them"
      )
    }
    let kind = control.kindName
    if isOutlined && !control.isRadio {
      error(
        "isOutlined",
        "isOutlined is a radioItem setting: a \(kind) has no outlined style; remove isOutlined or use a radioItem")
    }
    if extraLabel != nil && !control.isRadio {
      error(
        "extraLabel",
        "extraLabel is a radioItem setting: a \(kind) has no extra label; remove extraLabel or use a radioItem")
    }
    if let extraLabel, extraLabel.isEmpty {
      warning("extraLabel", "extraLabel is empty and draws nothing; remove it")
    }
    if !isIconTinted {
      switch icon {
      case nil:
        error("isIconTinted", "isIconTinted: false needs an icon to leave untinted; add icon or remove isIconTinted")
      case .named(let name)?:
        error(
          "isIconTinted",
          "isIconTinted: false keeps an icon's own colours, and the font icon '\(name)' (icon) has none; give icon a multicolour SVG or PNG file, or remove isIconTinted"
        )
      case .file?:
        break
      }
    }
    if errorText != nil && !isError {
      warning("errorText", "errorText is shown only when isError is true; set isError or remove errorText")
    }
    if interaction != .enabled && (isDisabled || isReadOnly) {
      let what = isDisabled ? "a disabled" : "a read-only"
      warning(
        "interaction",
        "\(what) item is drawn without interaction, so '\(interaction.rawValue)' has no effect; remove interaction")
    }
    return issues
  }
}

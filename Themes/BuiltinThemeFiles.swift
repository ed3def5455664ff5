import Foundation

/// The built-in theme files: the `*.tokens.json` in this folder, the package's `Themes/`.
///
/// This folder is the only home of the built-in themes. It is a target of its own
/// (`ListShotThemes`, whose path is `Themes`) so that SwiftPM ships its token files as the
/// target's resources: a package that depends on ListShot by version gets them in the bundle
/// `ListShot_ListShotThemes.resources`. `ListShotTheme` (`ThemeLoader`) reads them from there.
public enum BuiltinThemeFiles {
  /// The folder holding the shipped `<name>.tokens.json` files.
  public static var directory: URL {
    Bundle.module.resourceURL ?? Bundle.module.bundleURL
  }
}

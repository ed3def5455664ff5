/// ListShot's version: the one place it is written. `listshot --version`, the render
/// environment stamp of every golden and the creator of SVG and PDF files print it;
/// `scripts/consumer-check.sh` tags its copy of the repository with it (it reads this file's
/// only string literal, so keep it the only one).
public enum ListShotVersion {
  public static let string = "0.1.0"
}

import Foundation
import PackagePlugin

/// `plugins: [.plugin(name: "ListShotPreviews", package: "ListShot")]` on a test target: every
/// `#Preview` and `PreviewProvider` of the target, and of the targets of its own package it
/// depends on, becomes a Swift Testing test that snapshots it (docs/previews.md).
///
/// At each build the generator reads those targets' Swift files (found again whenever one
/// changes) and writes `ListShotPreviews.swift` into the target.
@main
struct ListShotPreviewsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let testTarget = target as? SourceModuleTarget else { return [] }
    // The test target, and the targets of its package that can hold previews: those built on
    // ListShotUI (not ListShot's own, when the plugin runs in ListShot's repository).
    let local = Set(context.package.targets.map(\.id))
    let scanned =
      [testTarget]
      + testTarget.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }.filter {
        local.contains($0.id) && $0.kind != .test && !Self.ownTargets.contains($0.name)
          && Self.dependencyNames(of: $0).contains("ListShotUI")
      }
    let names = Set(Self.dependencyNames(of: target))
    for needed in ["ListShotTesting", "ListShotUI"] where !names.contains(needed) {
      Diagnostics.error(
        "ListShotPreviews: \(target.name) must depend on \(needed) (`.product(name: \"\(needed)\", package: \"ListShot\")`) for the tests it generates; see docs/previews.md"
      )
    }
    var arguments = [
      "--output", context.pluginWorkDirectory.appending("ListShotPreviews.swift").string,
      "--target", target.name, "--folder", target.directory.string,
    ]
    var inputs: [Path] = []
    for module in scanned {
      let files = module.sourceFiles(withSuffix: "swift").map(\.path)
      arguments += ["--module", module.moduleName] + (module.id == testTarget.id ? ["--test-target"] : [])
      arguments += files.map(\.string)
      inputs += files
      let hasMacro =
        names.contains("ListShotUIPreviews") && Self.dependencyNames(of: module).contains("ListShotUIPreviews")
      if !hasMacro,
        files.contains(where: {
          (try? String(contentsOfFile: $0.string, encoding: .utf8))?.contains("#Preview") == true
        })
      {
        Diagnostics.warning(
          "ListShotPreviews: \(module.name) seems to use #Preview: it must depend on ListShotUIPreviews (in place of ListShotUI), which brings the macro's implementation"
        )
      }
    }
    let output = context.pluginWorkDirectory.appending("ListShotPreviews.swift")
    return [
      .buildCommand(
        displayName: "ListShot previews of \(target.name)",
        executable: try context.tool(named: "listshot-previews").path, arguments: arguments, inputFiles: inputs,
        outputFiles: [output])
    ]
  }

  /// ListShot's targets that depend on ListShotUI.
  static let ownTargets: Set<String> = ["ListShotUIPreviews"]

  /// The names of the targets and products `target` depends on, at any depth.
  static func dependencyNames(of target: Target) -> [String] {
    var names: [String] = []
    var seen: Set<String> = []
    func visit(_ target: Target) {
      for dependency in target.dependencies {
        switch dependency {
        case .target(let inner):
          guard seen.insert(inner.id).inserted else { continue }
          names.append(inner.name)
          visit(inner)
        case .product(let product):
          names.append(product.name)
          for inner in product.targets where seen.insert(inner.id).inserted {
            names.append(inner.name)
            visit(inner)
          }
        @unknown default: break
        }
      }
    }
    visit(target)
    return names
  }
}

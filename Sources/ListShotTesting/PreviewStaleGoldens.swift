import Foundation
import ListShot
import ListShotCore
import ListShotFiles
import ListShotSnapshot
import Testing

/// A golden in a test target's `__Snapshots__` that no preview of the run produces: its
/// preview was renamed or removed (or its file renamed), as `listshot verify --list-stale`
/// lists a spec's.
public struct StaleGolden: Hashable, Sendable {
  /// Below `__Snapshots__`: `SettingsView/Old-name.orange-light-large-ltr-393pt@2x-ios26.png`.
  public var path: String
  /// A golden of this run with the same pixels (the preview was renamed, not changed).
  public var movedTo: String?

  public init(path: String, movedTo: String? = nil) {
    self.path = path
    self.movedTo = movedTo
  }
}

extension PreviewSnapshots {
  /// The environment variable that deletes the stale goldens (never on CI, unless
  /// `LISTSHOT_RECORD_ON_CI=1`), as `listshot verify --prune-stale` does.
  public static let pruneVariable = "LISTSHOT_PRUNE_STALE"

  /// The goldens no item produces, in the folders the previews own: those of `ownedFiles`
  /// (the stems of the files whose goldens only previews make: files that call no snapshot
  /// function) and folders named after no file of `knownFiles` (the stems of every file
  /// scanned), less the folders of `unsure` files (whose previews could not say their
  /// variants). Only goldens ListShot recorded count (`Verifier.isListShotGolden`).
  public func staleGoldens(
    of items: [Item], knownFiles: Set<String>, ownedFiles: Set<String>, unsure: Set<String> = []
  ) throws -> [StaleGolden] {
    let snapshotsFolder = folder.appendingPathComponent("__Snapshots__")
    let renderer = try SnapshotRenderer.shared()
    var produced: [String: Set<[UInt8]>] = [:]
    for item in items {
      for snapshot in try snapshots(of: item) {
        let stem = snapshot.variant.fileStem(
          direction: renderer.direction(of: item.screen, in: snapshot.variant), screenWidth: item.screen.width)
        produced[item.fileStem, default: []].insert(Array("\(item.name).\(stem).png".utf8))
      }
    }
    guard let folders = try? FileManager.default.contentsOfDirectory(atPath: snapshotsFolder.path) else { return [] }
    var stale: [StaleGolden] = []
    var digests: [String: String] = [:]
    for (file, names) in produced {
      for name in names {
        let path = "\(file)/\(String(decoding: name, as: UTF8.self))"
        if let digest = Verifier.goldenStamp(snapshotsFolder.appendingPathComponent(path))?[GoldenStamp.pixels] {
          digests[digest] = path
        }
      }
    }
    for file in folders.sorted() where !file.hasPrefix(".") && !unsure.contains(file) {
      guard ownedFiles.contains(file) || !knownFiles.contains(file) else { continue }
      let folder = snapshotsFolder.appendingPathComponent(file)
      var status = stat()
      guard lstat(folder.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR,
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
      else { continue }
      for name in names.sorted() where name.hasSuffix(".png") && !name.hasPrefix(".") {
        let url = folder.appendingPathComponent(name)
        guard produced[file]?.contains(Array(name.utf8)) != true, InputFile.isRegular(url.path),
          let stamp = Verifier.goldenStamp(url)
        else { continue }
        stale.append(StaleGolden(path: "\(file)/\(name)", movedTo: stamp[GoldenStamp.pixels].flatMap { digests[$0] }))
      }
    }
    return stale
  }

  /// Swift Testing: fails with the list of stale goldens, or prunes them when
  /// `LISTSHOT_PRUNE_STALE=1` (recording allowed); `groups` give the items of each preview
  /// (a group that cannot be evaluated leaves its file's folder alone).
  @MainActor public func expectNoStaleGoldens(
    _ groups: [@MainActor () -> [Item]], knownFiles: Set<String>, ownedFiles: Set<String>,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let environment = SnapshotEnvironment.current
    do {
      let items = groups.flatMap { $0() }
      var unsure: Set<String> = []
      for item in items where (try? snapshots(of: item)) == nil || item.name.isEmpty { unsure.insert(item.fileStem) }
      let stale = try staleGoldens(
        of: items.filter { !unsure.contains($0.fileStem) }, knownFiles: knownFiles, ownedFiles: ownedFiles,
        unsure: unsure)
      guard !stale.isEmpty else { return }
      let snapshotsFolder = folder.appendingPathComponent("__Snapshots__")
      let prune = environment[Self.pruneVariable] == "1"
      let blocked = RecordPolicy.isCI(environment) && environment[RecordPolicy.ciOverrideVariable] != "1"
      if prune && !blocked {
        for golden in stale {
          try Verifier.remove(stale: golden.path, under: snapshotsFolder)
          print("PRUNED \(snapshotsFolder.appendingPathComponent(golden.path).path)")
        }
        return
      }
      let lines = stale.map { golden in
        "STALE \(golden.path)" + (golden.movedTo.map { " (moved: \($0) has the same pixels)" } ?? "")
      }
      let how =
        prune
        ? "not pruned: CI is set (set \(RecordPolicy.ciOverrideVariable)=1 to prune on CI)"
        : "delete them, or run with \(Self.pruneVariable)=1"
      Issue.record(
        Comment(
          rawValue:
            "\(stale.count == 1 ? "1 golden" : "\(stale.count) goldens") in \(snapshotsFolder.path) belong\(stale.count == 1 ? "s" : "") to no preview of this run (renamed or removed); \(how):\n"
            + lines.joined(separator: "\n")),
        sourceLocation: sourceLocation)
    } catch {
      Issue.record(Comment(rawValue: "stale goldens: \(error)"), sourceLocation: sourceLocation)
    }
  }
}

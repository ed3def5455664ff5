import ListShotDisplayList

/// Which tokens a subject's pixels come from, read from the provenance of its display lists.
enum TokenUse {
  /// The paths among `candidates` that the items of `subject` name in their provenance, laid
  /// out in each of `themes`, sorted.
  static func paths(
    of subject: ImpactSubject, themes: [String], among candidates: Set<String>, renderer: ListShotRenderer
  ) throws -> [String] {
    guard !candidates.isEmpty else { return [] }
    var used = Set<String>()
    for theme in themes {
      let list = try renderer.displayList(for: subject.screen, in: subject.variant(theme), provenance: true)
      used.formUnion(paths(in: list))
    }
    return used.intersection(candidates).sorted()
  }

  /// Every token path the list's provenance names.
  static func paths(in list: DisplayList) -> Set<String> {
    Set((list.provenance ?? []).flatMap(\.sources.paths) + [list.backgroundToken].compactMap { $0 })
  }
}

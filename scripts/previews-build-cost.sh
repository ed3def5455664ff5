#!/usr/bin/env bash
# The clean-build cost of previews for a package that depends on ListShot by version
# (docs/performance.md#previews-build-cost): for each revision given (default: main and HEAD),
# a tagged copy of it and a throwaway consumer package, then clean debug builds of
#   plain      a target on ListShotUI without previews (`swift build --target Plain`)
#   tests      a test target on ListShotUI and ListShotTesting with a hand-written snapshot
#              test, no previews (`swift build --target PlainTests`)
#   previews   a target on ListShotUIPreviews with a #Preview, and a test target on it and
#              ListShotTesting with the ListShotPreviews plugin (`swift build --target
#              ViewsTests`; revisions that have it): `tests` plus what previews cost
# each in a fresh scratch folder, revisions interleaved, RUNS times (BUILDS narrows them).
# Prints one line per build: revision, build, seconds, whether swift-syntax was compiled, and
# the load average before it.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/listshot-build-cost.XXXXXX")"
trap 'rm -rf "$work"' EXIT
SWIFT="${SWIFT:-swift}"
RUNS="${RUNS:-2}"
revisions=("$@")
[ "${#revisions[@]}" -gt 0 ] || revisions=(main HEAD)

for rev in "${revisions[@]}"; do
  copy="$work/$rev/ListShot"
  mkdir -p "$copy"
  git -C "$repo" archive "$rev" | tar -xf - -C "$copy"
  version="$(grep -o '"[^"]*"' "$copy/Sources/ListShot/Version.swift" | tr -d '"')"
  git -C "$copy" init -q && git -C "$copy" add -A
  git -C "$copy" -c user.name=cost -c user.email=cost@localhost commit -qm "$rev" && git -C "$copy" tag "$version"
  has_previews=no
  grep -q '"ListShotUIPreviews"' "$copy/Package.swift" && has_previews=yes
  consumer="$work/Consumer-$rev"
  mkdir -p "$consumer/Sources/Plain" "$consumer/Sources/Views" "$consumer/Tests/ViewsTests" "$consumer/Tests/PlainTests"
  cat >"$consumer/Sources/Plain/Plain.swift" <<'SWIFT'
import ListShotUI

struct Plain: View {
  var body: some View {
    List { Text("A row") }
  }
}
SWIFT
  cat >"$consumer/Tests/PlainTests/PlainTests.swift" <<'SWIFT'
import ListShotTesting
import ListShotUI
import XCTest

@testable import Plain

final class PlainTests: XCTestCase {
  func testPlain() { assertSnapshot(of: Screen("plain") { Plain() }) }
}
SWIFT
  previews_targets=""
  if [ "$has_previews" = yes ]; then
    cat >"$consumer/Sources/Views/Views.swift" <<'SWIFT'
import ListShotUI

struct Rows: View {
  var body: some View {
    List { Text("A row") }
  }
}

#Preview("Rows") { Rows() }
SWIFT
    echo 'import Testing' >"$consumer/Tests/ViewsTests/Empty.swift"
    previews_targets='
    .target(name: "Views", dependencies: [.product(name: "ListShotUIPreviews", package: "ListShot")]),
    .testTarget(
      name: "ViewsTests", dependencies: ["Views", .product(name: "ListShotTesting", package: "ListShot")],
      plugins: [.plugin(name: "ListShotPreviews", package: "ListShot")]),'
  fi
  cat >"$consumer/Package.swift" <<SWIFT
// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v13)],
  dependencies: [.package(url: "file://$copy", from: "$version")],
  targets: [
    .target(name: "Plain", dependencies: [.product(name: "ListShotUI", package: "ListShot")]),
    .testTarget(name: "PlainTests", dependencies: ["Plain", .product(name: "ListShotTesting", package: "ListShot")]),$previews_targets
  ]
)
SWIFT
  (cd "$consumer" && "$SWIFT" package resolve >/dev/null 2>&1)
done

# swift-syntax was compiled when one of its modules has object files in the scratch folder.
compiled_syntax() { find "$1" -path '*SwiftSyntax*.build/*.o' -print -quit | grep -q . && echo yes || echo no; }
for run in $(seq "$RUNS"); do
  for rev in "${revisions[@]}"; do
    consumer="$work/Consumer-$rev"
    builds=(plain tests)
    grep -q '"ViewsTests"' "$consumer/Package.swift" && builds+=(previews)
    for build in "${builds[@]}"; do
      [[ " ${BUILDS:-plain tests previews} " == *" $build "* ]] || continue
      scratch="$work/scratch-$rev-$build-$run"
      load="$(cut -d' ' -f1 /proc/loadavg)"
      start=$(date +%s.%N)
      target=Plain
      [ "$build" = tests ] && target=PlainTests
      [ "$build" = previews ] && target=ViewsTests
      (cd "$consumer" && "$SWIFT" build --target "$target" --scratch-path "$scratch" >"$scratch.log" 2>&1)
      seconds=$(echo "$(date +%s.%N) - $start" | bc)
      printf 'run %s  %-8s %-9s %6.1f s  swift-syntax compiled: %-3s  load before: %s\n' \
        "$run" "$rev" "$build" "$seconds" "$(compiled_syntax "$scratch")" "$load"
      rm -rf "$scratch"
    done
  done
done

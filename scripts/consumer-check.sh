#!/usr/bin/env bash
# The consumer check (part of `make test`): does ListShot work for a team that depends on it
# by version, and does every Swift block of the user documentation compile (docs/swiftui.md's
# in a target of their own on the ListShotUI product, step 2b)?
#
#  1. Copies this checkout's tracked files (as they are in the working tree) into a temporary
#     git repository and tags it with ListShot's version.
#  2. Builds a throwaway package from the Swift blocks of README.md and of the pages in docs/
#     that show Swift (`documented` below): the block with `import PackageDescription`
#     (docs/install.md) is its Package.swift (the ListShot URL replaced by the temporary
#     repository's), blocks with tests go to Tests/MyAppTests, the others to Sources/MyApp,
#     one file per block. Those blocks therefore hold declarations only, and one package's
#     worth of names: the pages' examples build on each other (`Screens` of docs/swift-api.md).
#  3. Runs its tests twice: the first run records every golden and must fail (a new golden
#     fails once, to be looked at); the second, on CI, must pass against them.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/listshot-consumer.XXXXXX")"
trap 'rm -rf "$work"' EXIT
SWIFT="${SWIFT:-swift}"
start=$(date +%s)
step() { echo "consumer-check: $* ($(( $(date +%s) - start )) s)" >&2; }

# The version's one home is Sources/ListShot/Version.swift: its only string literal.
version="$(grep -o '"[^"]*"' "$repo/Sources/ListShot/Version.swift" | tr -d '"')"
[ -n "$version" ] || { echo "consumer-check: ListShot's version not found" >&2; exit 1; }

# 1. A tagged copy of this checkout.
mkdir -p "$work/ListShot"
git -C "$repo" ls-files -z | (cd "$repo" && tar --null -T - -cf -) | tar -xf - -C "$work/ListShot"
git -C "$work/ListShot" init -q
git -C "$work/ListShot" add -A
git -C "$work/ListShot" -c user.name=consumer-check -c user.email=consumer-check@localhost commit -qm "ListShot $version"
git -C "$work/ListShot" tag "$version"
if grep -n "unsafeFlags" "$work/ListShot/Package.swift"; then
  echo "consumer-check: Package.swift uses unsafeFlags, which a versioned dependency may not" >&2
  exit 1
fi

# 2. The consumer package, from the documentation's Swift blocks.
documented=(README.md docs/install.md docs/swift-api.md docs/swift-snapshot-tests.md docs/spec.md)
consumer="$work/MyApp"
mkdir -p "$consumer/Sources/MyApp" "$consumer/Tests/MyAppTests" "$consumer/Tests/MyScreensTests"
for page in "${documented[@]}"; do
  [ -f "$repo/$page" ] || { echo "consumer-check: $page is missing" >&2; exit 1; }
  stem="$(basename "$page" .md | tr -c 'A-Za-z0-9\n' '_')"
  awk -v out="$consumer" -v stem="$stem" '
  /^```swift$/ { inside = 1; n += 1; text = ""; next }
  inside && /^```$/ {
    inside = 0
    if (text ~ /import PackageDescription/) {
      file = out "/Package.swift"
      if (system("test -e " file) == 0) { print "consumer-check: a second Package.swift block in " FILENAME > "/dev/stderr"; exit 1 }
    }
    else if (text ~ /import ListShotUI/) file = out "/Tests/MyScreensTests/" stem n ".swift"
    else if (text ~ /XCTestCase|@Test|import Testing/) file = out "/Tests/MyAppTests/" stem n ".swift"
    else file = out "/Sources/MyApp/" stem n ".swift"
    printf "%s", text > file
    close(file)
    next
  }
  inside { text = text $0 "\n" }
' "$repo/$page"
done
[ -f "$consumer/Package.swift" ] || { echo "consumer-check: the documentation has no Package.swift block" >&2; exit 1; }
grep -q 'https://example.com/your-org/ListShot.git' "$consumer/Package.swift" \
  || { echo "consumer-check: the documented Package.swift block does not name ListShot's placeholder URL" >&2; exit 1; }
sed -i "s|https://example.com/your-org/ListShot.git|file://$work/ListShot|" "$consumer/Package.swift"
step "${documented[*]}: $(ls "$consumer/Sources/MyApp" | wc -l) source blocks, $(ls "$consumer/Tests/MyAppTests" | wc -l) test blocks, Package.swift; ListShot $version tagged"

# 2b. docs/swiftui.md's Swift blocks (SwiftUI-shaped views and the test that renders them), and
#     the README's SwiftUI screen, in a test target of their own, MyScreensTests, depending on the
#     ListShotUI product: the views and their test share the module, as the pages show them.
awk -v out="$consumer/Tests/MyScreensTests" '
  /^```swift$/ { inside = 1; n += 1; text = ""; next }
  inside && /^```$/ { inside = 0; file = out "/SwiftUI" n ".swift"; printf "%s", text > file; close(file); next }
  inside { text = text $0 "\n" }
' "$repo/docs/swiftui.md"
[ -n "$(ls "$consumer/Tests/MyScreensTests")" ] || { echo "consumer-check: docs/swiftui.md has no Swift blocks" >&2; exit 1; }
cat >>"$consumer/Package.swift" <<'SWIFT'

// Added by consumer-check.sh: the blocks of docs/swiftui.md.
package.targets.append(
  .testTarget(
    name: "MyScreensTests",
    dependencies: [
      .product(name: "ListShotUI", package: "ListShot"), .product(name: "ListShotTesting", package: "ListShot"),
    ]))
SWIFT
step "docs/swiftui.md: $(ls "$consumer/Tests/MyScreensTests" | wc -l) blocks in MyScreensTests (ListShotUI)"

cd "$consumer"
"$SWIFT" package resolve >/dev/null
"$SWIFT" build --build-tests 2>&1 | grep -v "^warning: prohibited flag" >&2
step "resolved ListShot from: \"$version\" and built the documentation's package"

# 3. Record, then verify. CI may be set: recording there needs the documented override.
set +e
CI=true LISTSHOT_RECORD_ON_CI=1 LISTSHOT_RECORD=missing "$SWIFT" test --skip-build >"$work/record.log" 2>&1
recorded=$?
set -e
goldens=$(find Tests -path '*__Snapshots__*' -name '*.png' | wc -l)
if [ "$recorded" -eq 0 ] || [ "$goldens" -eq 0 ]; then
  cat "$work/record.log" >&2
  echo "consumer-check: the first run should record goldens and fail (exit $recorded, $goldens goldens)" >&2
  exit 1
fi
grep -E "^Test Case .* \([0-9.]+ seconds\)" "$work/record.log" | sed 's/^/consumer-check:   record: /' >&2 || true
step "first run recorded $goldens goldens and failed, as it must"
if ! CI=true "$SWIFT" test --skip-build >"$work/verify.log" 2>&1; then
  cat "$work/verify.log" >&2
  echo "consumer-check: the snapshot tests fail against the goldens they recorded" >&2
  exit 1
fi
grep -E "^Test Case .* \([0-9.]+ seconds\)" "$work/verify.log" | sed 's/^/consumer-check:   verify: /' >&2 || true
step "second run passed on CI against them"

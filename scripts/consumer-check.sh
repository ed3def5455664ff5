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
#     A block that starts with `.target(` or `.testTarget(` is a fragment of Package.swift,
#     appended to its targets as written (the same fragment on two pages once); a block whose
#     first line is a path comment (`// Tests/MyAppPreviewTests/SettingsView.swift`) is that file.
#  2c. Adds the repository's app screens (Tests/ListShotAppScreensTests) as they are, with the
#     previews plugin; their goldens recorded here must be the repository's, byte for byte.
#  3. Runs its tests twice: the first run records every golden and must fail (a new golden
#     fails once, to be looked at); the second, on CI, must pass against them.
#  4. The previews (docs/previews.md, the README's): the documented goldens were recorded; a
#     changed preview fails with a side-by-side and `LISTSHOT_RECORD=failed` re-records only its
#     golden; a renamed preview records a new golden and lists the old one as moved, a removed
#     one as stale, and `LISTSHOT_PRUNE_STALE=1` deletes them.
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
documented=(README.md docs/install.md docs/swift-api.md docs/swift-snapshot-tests.md docs/spec.md docs/previews.md)
consumer="$work/MyApp"
mkdir -p "$consumer/Sources/MyApp" "$consumer/Tests/MyAppTests" "$consumer/Tests/MyScreensTests" "$work/fragments"
for page in "${documented[@]}"; do
  [ -f "$repo/$page" ] || { echo "consumer-check: $page is missing" >&2; exit 1; }
  stem="$(basename "$page" .md | tr -c 'A-Za-z0-9\n' '_')"
  awk -v out="$consumer" -v stem="$stem" -v fragments="$work/fragments" '
  /^```swift$/ { inside = 1; n += 1; text = ""; next }
  inside && /^```$/ {
    inside = 0
    first = substr(text, 1, index(text, "\n") - 1)
    if (text ~ /^\.(testTarget|target)\(/) file = fragments "/" stem n ".swift"
    else if (first ~ /^\/\/ (Sources|Tests)\/[A-Za-z0-9_]+\/[A-Za-z0-9_]+\.swift$/) {
      file = out "/" substr(first, 4)
      system("mkdir -p \"$(dirname \"" file "\")\"")
      if (system("test -e \"" file "\"") == 0) { print "consumer-check: two blocks are " substr(first, 4) > "/dev/stderr"; exit 1 }
    }
    else if (text ~ /import PackageDescription/) {
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
# The documented target fragments, each once (a page may repeat another's).
fragments=0
declare -A seen_fragments=()
for fragment in "$work"/fragments/*.swift; do
  [ -e "$fragment" ] || continue
  sum="$(md5sum <"$fragment" | cut -d' ' -f1)"
  [ -z "${seen_fragments[$sum]:-}" ] || continue
  seen_fragments[$sum]=1
  fragments=$((fragments + 1))
  # Each target's folder, as its author makes it (a test target of a library's previews may
  # hold nothing but its goldens).
  for kind in testTarget:Tests target:Sources; do
    tr '\n' ' ' <"$fragment" | { grep -oE "\.${kind%%:*}\( *name: \"[A-Za-z0-9_]+\"" || true; } | cut -d'"' -f2 \
      | while read -r name; do mkdir -p "$consumer/${kind##*:}/$name"; done
  done
  { echo; echo "// Added by consumer-check.sh: a documented fragment ($(basename "$fragment" .swift))."; echo "package.targets += ["; cat "$fragment"; echo "]"; } >>"$consumer/Package.swift"
done
step "${documented[*]}: $(ls "$consumer/Sources/MyApp" | wc -l) source blocks, $(ls "$consumer/Tests/MyAppTests" | wc -l) test blocks, Package.swift and $fragments target fragments; ListShot $version tagged"

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

# 2c. The app screens of Tests/ListShotAppScreensTests (ordinary SwiftUI screens, each with
#     `import ListShotUI` as its only change, ending in its previews), as they are, in a target of
#     their own with the documented previews setup: they compile by version, and the goldens
#     their previews record here are byte for byte the repository's (checked after step 3).
screens="$consumer/Tests/MyAppScreensTests"
mkdir -p "$screens"
cp "$repo"/Tests/ListShotAppScreensTests/Screens/*.swift "$repo/Tests/ListShotAppScreensTests/listshot-previews.yaml" "$screens/"
cat >>"$consumer/Package.swift" <<'SWIFT'

// Added by consumer-check.sh: the repository's app screens, with their previews as goldens.
package.targets.append(
  .testTarget(
    name: "MyAppScreensTests",
    dependencies: [
      .product(name: "ListShotUIPreviews", package: "ListShot"), .product(name: "ListShotTesting", package: "ListShot"),
    ],
    exclude: ["__Snapshots__", "listshot-previews.yaml"],
    plugins: [.plugin(name: "ListShotPreviews", package: "ListShot")]))
SWIFT
step "app screens: $(ls "$screens"/*.swift | wc -l) files in MyAppScreensTests (ListShotUIPreviews)"

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
# The app screens' goldens, recorded here by version, are the repository's, byte for byte.
app_goldens=0
for golden in "$repo"/Tests/ListShotAppScreensTests/__Snapshots__/*/*.png; do
  here="Tests/MyAppScreensTests/__Snapshots__/${golden#"$repo"/Tests/ListShotAppScreensTests/__Snapshots__/}"
  cmp -s "$golden" "$here" || { echo "consumer-check: $here is not the repository's golden" >&2; exit 1; }
  app_goldens=$((app_goldens + 1))
done
[ "$app_goldens" -gt 0 ] && [ "$(find Tests/MyAppScreensTests/__Snapshots__ -name '*.png' | wc -l)" -eq "$app_goldens" ] \
  || { echo "consumer-check: the app screens recorded other goldens than the repository's" >&2; exit 1; }
step "app screens: $app_goldens goldens recorded by version, each the repository's byte for byte"
if ! CI=true "$SWIFT" test --skip-build >"$work/verify.log" 2>&1; then
  cat "$work/verify.log" >&2
  echo "consumer-check: the snapshot tests fail against the goldens they recorded" >&2
  exit 1
fi
grep -E "^Test Case .* \([0-9.]+ seconds\)" "$work/verify.log" | sed 's/^/consumer-check:   verify: /' >&2 || true
step "second run passed on CI against them"

# 4. The previews, as docs/previews.md says they behave: the package's three preview files (the
#    README's SettingsView with a named #Preview, ProfileView with traits, the library's
#    InboxView_Previews with a Group of two). Only the preview targets run from here on.
previews="Tests/MyAppPreviewTests"
views="Tests/MyViewsTests"
for golden in \
  "$previews/__Snapshots__/SettingsView/Dark-large-text.orange-dark-accessibility1-ltr-393pt@2x-ios26.png" \
  "$previews/__Snapshots__/ProfileView/Profile-landscape.orange-light-large-ltr-iphone-16-landscape-ios26.png" \
  "$views/__Snapshots__/InboxView/Some-unread.orange-light-large-ltr-393pt@2x-ios26.png" \
  "$views/__Snapshots__/InboxView/Right-to-left.orange-light-large-rtl-393pt@2x-ios26.png"; do
  [ -f "$golden" ] || { find Tests -name '*.png' >&2; echo "consumer-check: the previews did not record $golden" >&2; exit 1; }
done
preview_goldens() { find "$previews" "$views" -path '*__Snapshots__*' -name '*.png' -exec md5sum {} + | sort -k2; }
# `run_previews NAME ENV...`: the preview tests under the given environment, logged to NAME.log.
run_previews() {
  local name="$1"
  shift
  env -u CI -u LISTSHOT_RECORD -u LISTSHOT_RECORD_ON_CI "$@" "$SWIFT" test --skip-build \
    --filter 'MyAppPreviewTests|MyViewsTests' >"$work/$name.log" 2>&1
}
expect_failure() {
  if run_previews "$@"; then
    cat "$work/$1.log" >&2
    echo "consumer-check: the previews' run '$1' should fail" >&2
    exit 1
  fi
}
expect_pass() {
  if ! run_previews "$@"; then
    cat "$work/$1.log" >&2
    echo "consumer-check: the previews' run '$1' should pass" >&2
    exit 1
  fi
}
expect_log() {
  grep -qF -- "$2" "$work/$1.log" || {
    cat "$work/$1.log" >&2
    echo "consumer-check: the previews' run '$1' does not say: $2" >&2
    exit 1
  }
}
rebuild() { "$SWIFT" build --build-tests 2>&1 | grep -E "error|warning: ListShotPreviews" >&2 || true; }
step "previews: $(preview_goldens | wc -l) goldens recorded where docs/previews.md says"

# A changed preview fails, with a side-by-side; LISTSHOT_RECORD=failed re-records only its golden.
sed -i 's/var name = "Ada Lovelace"/var name = "Ada King"/' "$previews/ProfileView.swift"
rebuild
expect_failure changed CI=true
expect_log changed "Preview 'Profile, landscape' (ProfileView.swift:"
side_by_side="$(grep -o 'side by side: [^ ]*\.png' "$work/changed.log" | head -1 | cut -d' ' -f4)"
[ -f "$side_by_side" ] || { cat "$work/changed.log" >&2; echo "consumer-check: no side-by-side image for the changed preview" >&2; exit 1; }
[ "$(grep -c "side by side: " "$work/changed.log")" -eq 1 ] || {
  cat "$work/changed.log" >&2
  echo "consumer-check: previews other than the changed one failed" >&2
  exit 1
}
before="$(preview_goldens)"
expect_failure rerecord LISTSHOT_RECORD=failed
expect_log rerecord "re-recorded"
changes="$(diff <(echo "$before") <(preview_goldens) || true)"
if [ "$(grep -c '^>' <<<"$changes")" -ne 1 ] || ! grep -q "^>.*ProfileView/Profile-landscape" <<<"$changes"; then
  echo "$changes" >&2
  echo "consumer-check: LISTSHOT_RECORD=failed should re-record the changed preview's golden only" >&2
  exit 1
fi
expect_pass reverify CI=true
step "previews: a changed preview failed with $side_by_side; LISTSHOT_RECORD=failed re-recorded its golden only"

# A renamed preview records its new golden; the old one is then listed as moved, and pruned.
sed -i 's/#Preview("Dark, large text")/#Preview("Dark, larger text")/' "$previews/SettingsView.swift"
rebuild
expect_failure renamed
expect_log renamed "recorded a new golden at $consumer/$previews/__Snapshots__/SettingsView/Dark-larger-text."
expect_failure moved CI=true
expect_log moved "STALE SettingsView/Dark-large-text.orange-dark-accessibility1-ltr-393pt@2x-ios26.png (moved: SettingsView/Dark-larger-text.orange-dark-accessibility1-ltr-393pt@2x-ios26.png has the same pixels)"
expect_pass pruned LISTSHOT_PRUNE_STALE=1
[ ! -e "$previews/__Snapshots__/SettingsView/Dark-large-text.orange-dark-accessibility1-ltr-393pt@2x-ios26.png" ] \
  || { echo "consumer-check: LISTSHOT_PRUNE_STALE=1 left the renamed preview's golden" >&2; exit 1; }

# A removed preview leaves a stale golden.
sed -i '/^#Preview("Profile, landscape"/,$d' "$previews/ProfileView.swift"
rebuild
expect_failure removed CI=true
expect_log removed "STALE ProfileView/Profile-landscape.orange-light-large-ltr-iphone-16-landscape-ios26.png"
expect_pass pruned-removed LISTSHOT_PRUNE_STALE=1
expect_pass final CI=true
step "previews: a renamed preview's golden was listed as moved, a removed one's as stale, and both were pruned"

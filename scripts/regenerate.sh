#!/usr/bin/env bash
# Writes the files made from the view catalogue and the spec shapes: the JSON Schema
# (schema/listshot-spec.schema.json) and the catalogue's table in docs/swiftui.md. Run it after
# adding a view or a spec key; SchemaTests and CatalogueDocsTests fail until it has run.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
$SWIFT build --product listshot >/dev/null
bin=$($SWIFT build --show-bin-path)/listshot
"$bin" schema > schema/listshot-spec.schema.json
python3 - "$bin" <<'PY'
import subprocess, sys
path = "docs/swiftui.md"
text = open(path, encoding="utf-8").read()
start = text.index("-->\n", text.index("<!-- catalogue: generated")) + 4
end = text.index("<!-- catalogue: end -->")
table = subprocess.run([sys.argv[1], "catalogue"], capture_output=True, text=True, check=True).stdout
open(path, "w", encoding="utf-8").write(text[:start] + table + "\n" + text[end:])
PY
echo "schema/listshot-spec.schema.json and docs/swiftui.md's catalogue written"

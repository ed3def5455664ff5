import Foundation
import ListShotSnapshot

/// The review page of a report folder: one static HTML file with inline CSS and JS, no
/// network access (a Content-Security-Policy forbids it) and images referenced by paths
/// relative to the page.
///
/// Groups: changed (failed, then re-recorded), missing, new (recorded), stale goldens, and
/// the passed variants collapsed. Every entry is an element with class `entry` and the data
/// attributes `data-status`, `data-screen`, `data-theme`, `data-scheme`, `data-size`,
/// `data-direction`, `data-device` and `data-name`, which the filters (and tests) use.
/// A failure shows three views: side by side, a slider (onion skin or split) and the diff.
/// `index.html?selftest=1` runs the page's own checks and writes the outcome into
/// `<pre id="selftest">`.
public enum ReportPage {
  /// The filterable axes, in the order of the variant name.
  public static let axes = ["screen", "theme", "scheme", "size", "direction", "device"]

  /// The statuses in page order, with the words the page uses for them.
  static let statuses: [(status: String, label: String)] = [
    ("failed", "changed"), ("rerecorded", "re-recorded"), ("missing", "missing"), ("recorded", "new"),
    ("stale", "stale"), ("passed", "passed"),
  ]

  /// One row of the page: a verify result or a stale golden.
  struct Entry {
    var id: String
    var status: String
    var name: String
    var axes: [String: String]
    var result: VerifyResult?
  }

  public static func html(_ run: VerifyRun) -> String {
    var ids = Set<String>()
    func uniqueID(_ name: String) -> String {
      let base = "v-" + String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
      var id = base, counter = 2
      while !ids.insert(id).inserted {
        id = "\(base)-\(counter)"
        counter += 1
      }
      return id
    }
    var entries: [Entry] = run.results.map { result in
      Entry(
        id: uniqueID(result.name), status: result.status.rawValue, name: result.name,
        axes: [
          "screen": result.screen, "theme": result.theme, "scheme": result.scheme, "size": result.size,
          "direction": result.direction, "device": result.device,
        ], result: result)
    }
    entries += run.stale.map { path in
      Entry(id: uniqueID("stale-" + path), status: "stale", name: path, axes: staleAxes(path), result: nil)
    }

    var body = header(run, entries)
    body += filters(entries)
    body += "<main id=\"entries\">\n"
    body += group("changed", "Changed", "Rendered differently from the golden (failed), or re-recorded.", entries.filter { $0.status == "failed" } + entries.filter { $0.status == "rerecorded" })
    body += group("missing", "Missing", "No golden, and the record mode did not write one.", entries.filter { $0.status == "missing" })
    body += group("new", "New", "Goldens recorded in this run: look at them before committing.", entries.filter { $0.status == "recorded" })
    body += group("stale", "Stale goldens", "Golden files that no spec produces any more (listed with --list-stale).", entries.filter { $0.status == "stale" })
    let passed = entries.filter { $0.status == "passed" }
    body += "<section class=\"group\" id=\"group-passed\" data-group=\"passed\">\n"
    body += "<details id=\"passed\"><summary><h2>Passed <span class=\"group-count\" data-total=\"\(passed.count)\">\(passed.count)</span></h2></summary>\n<ul class=\"passed-list\">\n"
    for entry in passed {
      body += "<li class=\"entry passed\" id=\"\(entry.id)\" tabindex=\"-1\"\(attributes(entry))><code>\(escape(entry.name))</code> <span class=\"message\">\(escape(entry.result?.message ?? ""))</span></li>\n"
    }
    body += "</ul></details></section>\n"
    body += "<p id=\"nothing\" hidden>No entry matches the filters.</p>\n</main>\n"
    body += "<pre id=\"selftest\" hidden></pre>\n"

    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file: data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
      <title>ListShot report: \(escape(headline(entries)))</title>
      <style>\(css)</style>
      <noscript><style>.view[hidden] { display: block; } .compare .over { opacity: .5; }</style></noscript>
      </head><body>
      \(body)<script>\(script)</script>
      </body></html>

      """
  }

  // MARK: - Parts

  private static func header(_ run: VerifyRun, _ entries: [Entry]) -> String {
    var html = "<header id=\"top\"><h1>ListShot report</h1>\n<p class=\"meta\">"
    html += "record mode <code>\(escape(run.mode))</code>"
    if let shard = run.shard { html += " · shard <code>\(escape(shard))</code>" }
    html += " · environment <code>\(escape(run.environment))</code></p>\n<ul id=\"summary\">\n"
    for (status, label) in statuses {
      let count = entries.filter { $0.status == status }.count
      let group = ["failed": "changed", "rerecorded": "changed", "recorded": "new"][status] ?? status
      html += "<li data-status=\"\(status)\"><a href=\"#group-\(group)\"><span class=\"badge\">\(label)</span></a> <span class=\"summary-count\" data-summary=\"\(status)\">\(count)</span></li>\n"
    }
    html += "</ul>\n<p class=\"keys\">Keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous entry, <kbd>1</kbd> <kbd>2</kbd> <kbd>3</kbd> side by side / slider / diff, <kbd>/</kbd> search.</p></header>\n"
    return html
  }

  private static func filters(_ entries: [Entry]) -> String {
    var html = "<form id=\"filters\" role=\"search\" aria-label=\"Filters\" onsubmit=\"return false\">\n"
    html += "<fieldset id=\"filter-status\"><legend>Status</legend>\n"
    for (status, label) in statuses {
      let count = entries.filter { $0.status == status }.count
      html += "<label><input type=\"checkbox\" name=\"status\" id=\"status-\(status)\" value=\"\(status)\" checked> \(label) <span class=\"count\" data-count-status=\"\(status)\">\(count)</span></label>\n"
    }
    html += "</fieldset>\n<fieldset id=\"filter-axes\"><legend>Variant</legend>\n"
    for axis in axes {
      var values: [String] = []
      for entry in entries { if let value = entry.axes[axis], !values.contains(value) { values.append(value) } }
      html += "<label>\(axis) <select id=\"filter-\(axis)\" data-axis=\"\(axis)\">"
      html += "<option value=\"\" data-label=\"all\">all (\(entries.count))</option>"
      for value in values {
        let count = entries.filter { $0.axes[axis] == value }.count
        html += "<option value=\"\(escape(value))\" data-label=\"\(escape(value))\">\(escape(value)) (\(count))</option>"
      }
      html += "</select></label>\n"
    }
    html += "<label>name <input type=\"search\" id=\"filter-text\" placeholder=\"contains…\" autocomplete=\"off\"></label>\n"
    html += "</fieldset>\n<div id=\"filter-tools\"><button type=\"button\" id=\"filter-reset\">Reset filters</button>\n"
    html += "<label>images <select id=\"zoom\"><option value=\"fit\">fit</option><option value=\"1\">1:1 pixels</option><option value=\"2\">2×</option></select></label>\n"
    html += "<output id=\"shown\" aria-live=\"polite\">\(entries.count) of \(entries.count) shown</output></div>\n</form>\n"
    return html
  }

  private static func group(_ id: String, _ title: String, _ note: String, _ entries: [Entry]) -> String {
    guard !entries.isEmpty else { return "" }
    var html = "<section class=\"group\" id=\"group-\(id)\" data-group=\"\(id)\">\n"
    html += "<h2>\(title) <span class=\"group-count\" data-total=\"\(entries.count)\">\(entries.count)</span></h2>\n<p class=\"note\">\(note)</p>\n"
    for entry in entries { html += article(entry) }
    return html + "</section>\n"
  }

  private static func article(_ entry: Entry) -> String {
    let label = statuses.first { $0.status == entry.status }?.label ?? entry.status
    var html = "<article class=\"entry\" id=\"\(entry.id)\" tabindex=\"-1\"\(attributes(entry))>\n"
    html += "<h3><span class=\"badge\">\(label)</span> <code class=\"name\">\(escape(entry.name))</code></h3>\n"
    html += "<dl class=\"axes\">"
    for axis in axes { if let value = entry.axes[axis] { html += "<div><dt>\(axis)</dt><dd>\(escape(value))</dd></div>" } }
    html += "</dl>\n"
    guard let result = entry.result else {
      return html + "<p class=\"message\">no spec produces this golden; <code>--prune-stale</code> deletes it</p>\n</article>\n"
    }
    html += "<p class=\"message\">\(escape(result.message))</p>\n"
    if let note = result.environmentNote { html += "<p class=\"env-note\"><strong>Environment:</strong> \(escape(note))</p>\n" }
    let artifacts = result.artifacts ?? Artifacts()
    if let expected = artifacts.expected, let actual = artifacts.actual {
      html += triplet(entry, expected: expected, actual: actual, diff: artifacts.diff, box: result.changedArea)
    } else if let actual = artifacts.actual {
      html += "<figure class=\"single\"><figcaption>\(entry.status == "recorded" ? "New golden" : "Golden written")</figcaption>"
      html += "<div class=\"frame\"><img loading=\"lazy\" src=\"\(url(actual))\" alt=\"\(escape(entry.name)) (new)\"></div></figure>\n"
    }
    if !artifacts.paths.isEmpty {
      html += "<p class=\"files\">Files:"
      for (kind, path) in [("expected", artifacts.expected), ("actual", artifacts.actual), ("diff", artifacts.diff), ("side by side", artifacts.sideBySide)] {
        if let path { html += " <a href=\"\(url(path))\">\(kind)</a>" }
      }
      html += "</p>\n"
    }
    return html + "</article>\n"
  }

  /// Side by side, slider and diff views of a changed variant.
  private static func triplet(_ entry: Entry, expected: String, actual: String, diff: String?, box: [Int]?) -> String {
    let id = entry.id, name = escape(entry.name)
    var html = "<fieldset class=\"views\"><legend>View</legend>"
    for (value, title, checked) in [("side", "Side by side", true), ("slider", "Slider", false), ("diff", "Diff", false)] where value != "diff" || diff != nil {
      html += "<label><input type=\"radio\" name=\"view-\(id)\" value=\"\(value)\"\(checked ? " checked" : "")> \(title)</label>"
    }
    html += "</fieldset>\n"
    html += "<div class=\"view view-side\" data-view=\"side\">"
    html += "<figure><figcaption>Expected (golden)</figcaption><div class=\"frame\"><img loading=\"lazy\" class=\"expected\" src=\"\(url(expected))\" alt=\"\(name) expected\"></div></figure>"
    html += "<figure><figcaption>Actual</figcaption><div class=\"frame\"><img loading=\"lazy\" class=\"actual\" src=\"\(url(actual))\" alt=\"\(name) actual\"></div></figure></div>\n"
    html += "<div class=\"view view-slider\" data-view=\"slider\" hidden>"
    html += "<div class=\"slider-controls\"><label>expected <input type=\"range\" class=\"slider\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"How much of the actual image shows over the expected one\"> actual</label>"
    html += " <output class=\"slider-value\">50%</output>"
    html += " <label><input type=\"radio\" name=\"mode-\(id)\" value=\"fade\" checked> onion skin</label>"
    html += " <label><input type=\"radio\" name=\"mode-\(id)\" value=\"split\"> split</label></div>"
    html += "<div class=\"frame\"><div class=\"compare\" data-mode=\"fade\"><img loading=\"lazy\" class=\"under\" src=\"\(url(expected))\" alt=\"\(name) expected\">"
    html += "<img loading=\"lazy\" class=\"over\" src=\"\(url(actual))\" alt=\"\(name) actual\"></div></div></div>\n"
    if let diff {
      let boxAttribute = box.map { " data-box=\"\($0.map(String.init).joined(separator: ","))\"" } ?? ""
      html += "<div class=\"view view-diff\" data-view=\"diff\" hidden><div class=\"frame\"><div class=\"boxed\"\(boxAttribute)>"
      html += "<img loading=\"lazy\" class=\"diff\" src=\"\(url(diff))\" alt=\"\(name) diff\"><span class=\"box\" hidden></span></div></div>"
      html += "<p class=\"note\">Changed pixels are marked; the outline is the changed area.</p></div>\n"
    }
    return html
  }

  private static func attributes(_ entry: Entry) -> String {
    var html = " data-status=\"\(entry.status)\" data-name=\"\(escape(entry.name))\""
    for axis in axes { html += " data-\(axis)=\"\(escape(entry.axes[axis] ?? ""))\"" }
    return html
  }

  private static func headline(_ entries: [Entry]) -> String {
    let count = { (status: String) in entries.filter { $0.status == status }.count }
    return "\(count("failed")) changed, \(count("missing")) missing, \(count("recorded") + count("rerecorded")) recorded, \(count("passed")) passed"
  }

  /// The axes of a stale golden's path, `<screen>/<theme>-<scheme>-<size>-<direction>-<device>.png`,
  /// when it has that shape (a theme or device name may contain dashes; a scheme may not).
  static func staleAxes(_ path: String) -> [String: String] {
    let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2, parts[1].hasSuffix(".png") else { return [:] }
    let stem = String(parts[1].dropLast(4))
    for scheme in ["light", "dark"] {
      guard let range = stem.range(of: "-\(scheme)-") else { continue }
      let rest = stem[range.upperBound...].split(separator: "-", maxSplits: 2).map(String.init)
      guard rest.count == 3 else { return [:] }
      return [
        "screen": parts[0], "theme": String(stem[..<range.lowerBound]), "scheme": scheme,
        "size": rest[0], "direction": rest[1], "device": rest[2],
      ]
    }
    return [:]
  }

  // MARK: - Escaping

  /// Text and attribute values: `&`, `<`, `>`, `"` and `'` as character references.
  public static func escape(_ text: String) -> String { Markup.escape(text) }

  /// A relative file path as an attribute-safe URL: each segment percent-encoded, so `#`,
  /// `?`, `%` or spaces in a name cannot change what is loaded.
  public static func url(_ path: String) -> String {
    var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    allowed.insert(charactersIn: "-._~@!$()*+,;=:")
    let encoded = path.split(separator: "/", omittingEmptySubsequences: false)
      .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
      .joined(separator: "/")
    return escape(encoded)
  }

  // MARK: - Style and script

  static let css = #"""
    :root { color-scheme: light dark; --bg: #f4f4f6; --fg: #17171b; --card: #ffffff; --muted: #5a5a66;
      --line: #d5d5de; --focus: #005fcc; --failed: #b3261e; --rerecorded: #8a5a00; --missing: #7b2cbf;
      --recorded: #0b57d0; --stale: #5f6368; --passed: #1e7d32; --check-a: #ffffff; --check-b: #e6e6ea; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #121216; --fg: #ececf1; --card: #1c1c22; --muted: #a5a5b2; --line: #3a3a44; --focus: #7cb4ff;
        --failed: #ff8a80; --rerecorded: #ffc95c; --missing: #d0a2ff; --recorded: #8ab4f8; --stale: #bdc1c6;
        --passed: #81c995; --check-a: #2a2a30; --check-b: #222228; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 16px 24px 48px; background: var(--bg); color: var(--fg);
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
    h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 0; display: inline; }
    h3 { font-size: 15px; margin: 0 0 6px; font-weight: 600; word-break: break-all; }
    code, kbd { font: 13px ui-monospace, "DejaVu Sans Mono", monospace; }
    kbd { border: 1px solid var(--line); border-radius: 4px; padding: 0 4px; background: var(--card); }
    a { color: var(--focus); }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    .meta, .note, .keys { color: var(--muted); margin: 4px 0; }
    #summary { list-style: none; display: flex; flex-wrap: wrap; gap: 8px 16px; padding: 0; margin: 10px 0; }
    .summary-count { font-weight: 700; font-size: 16px; }
    .badge { display: inline-block; border-radius: 999px; padding: 1px 9px; font-size: 12px; font-weight: 600;
      color: var(--card); background: var(--muted); text-transform: uppercase; letter-spacing: .03em; }
    [data-status="failed"] .badge { background: var(--failed); } [data-status="rerecorded"] .badge { background: var(--rerecorded); }
    [data-status="missing"] .badge { background: var(--missing); } [data-status="recorded"] .badge { background: var(--recorded); }
    [data-status="stale"] .badge { background: var(--stale); } [data-status="passed"] .badge { background: var(--passed); }
    #filters { position: sticky; top: 0; z-index: 2; background: var(--bg); border-bottom: 1px solid var(--line);
      padding: 8px 0; display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: center; }
    fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; }
    legend { float: left; font-weight: 600; margin-right: 8px; }
    select, input[type=search], button { font: inherit; color: inherit; background: var(--card);
      border: 1px solid var(--line); border-radius: 6px; padding: 3px 6px; }
    button { cursor: pointer; }
    .count { color: var(--muted); }
    #filter-tools { display: flex; gap: 12px; align-items: center; }
    #shown { color: var(--muted); }
    .group { margin-top: 24px; }
    .group-count { color: var(--muted); font-weight: 400; }
    .entry { display: block; }
    article.entry { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--muted);
      border-radius: 8px; padding: 12px 14px; margin: 12px 0; }
    article.entry[data-status="failed"] { border-left-color: var(--failed); }
    article.entry[data-status="rerecorded"] { border-left-color: var(--rerecorded); }
    article.entry[data-status="missing"] { border-left-color: var(--missing); }
    article.entry[data-status="recorded"] { border-left-color: var(--recorded); }
    article.entry[data-status="stale"] { border-left-color: var(--stale); }
    .entry[hidden], .group[hidden], .view[hidden] { display: none; }
    .axes { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0 0 6px; }
    .axes div { display: flex; gap: 4px; } .axes dt { color: var(--muted); } .axes dd { margin: 0; font-weight: 600; }
    .message { margin: 4px 0; } .env-note { margin: 4px 0; color: var(--rerecorded); }
    .views { margin: 8px 0; }
    .views label, .slider-controls label { cursor: pointer; }
    .view-side { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
    figure { margin: 0; min-width: 0; } figcaption { color: var(--muted); margin-bottom: 4px; }
    .frame { display: inline-block; vertical-align: top; overflow: auto; max-width: 100%; border: 1px solid var(--line);
      background: repeating-conic-gradient(var(--check-a) 0 25%, var(--check-b) 0 50%) 0 0 / 16px 16px; }
    .frame img { display: block; max-width: 100%; height: auto; }
    .compare, .boxed { position: relative; display: inline-block; max-width: 100%; vertical-align: top; }
    .compare .under { display: block; }
    .compare .over { position: absolute; top: 0; left: 0; width: 100%; max-width: none; opacity: .5; }
    .compare[data-mode="split"] .over { opacity: 1; }
    .slider-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 14px; margin-bottom: 8px; }
    .slider { width: min(320px, 60vw); vertical-align: middle; }
    .box { position: absolute; outline: 2px solid var(--failed); outline-offset: 1px; pointer-events: none; }
    body[data-zoom="1"] .frame img, body[data-zoom="2"] .frame img { max-width: none; image-rendering: pixelated; }
    body[data-zoom="1"] .compare, body[data-zoom="2"] .compare, body[data-zoom="1"] .boxed, body[data-zoom="2"] .boxed { max-width: none; }
    .files a { margin-left: 6px; }
    details > summary { cursor: pointer; }
    .passed-list { columns: 2 420px; margin: 8px 0; padding-left: 20px; }
    .passed-list .message { color: var(--muted); }
    #nothing { color: var(--muted); font-style: italic; }
    #selftest { white-space: pre-wrap; }
    @media (max-width: 720px) { .view-side { grid-template-columns: 1fr; } body { padding: 12px; } }
    """#

  static let script = #"""
    (function () {
      "use strict";
      var axes = ["screen", "theme", "scheme", "size", "direction", "device"];
      var entries = Array.prototype.slice.call(document.querySelectorAll(".entry"));
      var $ = function (selector, root) { return (root || document).querySelector(selector); };
      var $$ = function (selector, root) { return Array.prototype.slice.call((root || document).querySelectorAll(selector)); };

      function state() {
        var s = { statuses: {}, axes: {}, text: $("#filter-text").value.trim().toLowerCase() };
        $$("#filter-status input").forEach(function (box) { s.statuses[box.value] = box.checked; });
        axes.forEach(function (axis) { s.axes[axis] = $("#filter-" + axis).value; });
        return s;
      }
      function matches(entry, s, skip) {
        if (skip !== "status" && !s.statuses[entry.dataset.status]) return false;
        for (var i = 0; i < axes.length; i++) {
          var axis = axes[i];
          if (axis !== skip && s.axes[axis] && entry.dataset[axis] !== s.axes[axis]) return false;
        }
        return !s.text || entry.dataset.name.toLowerCase().indexOf(s.text) >= 0;
      }
      function apply() {
        var s = state(), shown = 0;
        entries.forEach(function (entry) {
          var visible = matches(entry, s);
          entry.hidden = !visible;
          if (visible) shown++;
        });
        $$(".group").forEach(function (group) {
          var members = $$(".entry", group), visible = members.filter(function (e) { return !e.hidden; }).length;
          var count = $(".group-count", group);
          count.textContent = visible === members.length ? String(visible) : visible + " of " + members.length;
          group.hidden = visible === 0;
        });
        $$("#filter-status input").forEach(function (box) {
          var n = entries.filter(function (e) { return e.dataset.status === box.value && matches(e, s, "status"); }).length;
          $('[data-count-status="' + box.value + '"]').textContent = String(n);
        });
        axes.forEach(function (axis) {
          $$("#filter-" + axis + " option").forEach(function (option) {
            var n = entries.filter(function (e) { return (!option.value || e.dataset[axis] === option.value) && matches(e, s, axis); }).length;
            option.textContent = option.dataset.label + " (" + n + ")";
          });
        });
        $("#shown").textContent = shown + " of " + entries.length + " shown";
        $("#nothing").hidden = shown !== 0;
      }

      function setView(entry, view) {
        var radio = $('.views input[value="' + view + '"]', entry);
        if (!radio) return;
        radio.checked = true;
        $$(".view", entry).forEach(function (v) { v.hidden = v.dataset.view !== view; });
      }
      function updateSlider(entry) {
        var slider = $(".slider", entry), compare = $(".compare", entry), over = $(".over", entry);
        var value = Number(slider.value), mode = $('input[name^="mode-"]:checked', entry).value;
        compare.dataset.mode = mode;
        $(".slider-value", entry).textContent = value + "%";
        if (mode === "split") {
          over.style.opacity = "1";
          over.style.clipPath = "inset(0 " + (100 - value) + "% 0 0)";
        } else {
          over.style.opacity = String(value / 100);
          over.style.clipPath = "none";
        }
      }
      function whenLoaded(img, f) { if (img.complete && img.naturalWidth) f(); else img.addEventListener("load", f); }
      function fit(entry) {
        var under = $(".under", entry), over = $(".over", entry);
        if (under && over) {
          var both = function () { if (under.naturalWidth && over.naturalWidth) over.style.width = (100 * over.naturalWidth / under.naturalWidth) + "%"; };
          whenLoaded(under, both); whenLoaded(over, both);
        }
        var boxed = $(".boxed", entry), diff = $(".diff", entry);
        if (boxed && diff && boxed.dataset.box) {
          whenLoaded(diff, function () {
            var b = boxed.dataset.box.split(",").map(Number), w = diff.naturalWidth, h = diff.naturalHeight, box = $(".box", boxed);
            box.style.left = (100 * b[0] / w) + "%"; box.style.top = (100 * b[1] / h) + "%";
            box.style.width = (100 * b[2] / w) + "%"; box.style.height = (100 * b[3] / h) + "%";
            box.hidden = false;
          });
        }
      }
      function zoom() {
        var z = $("#zoom").value;
        document.body.dataset.zoom = z;
        $$(".frame img:not(.over)").forEach(function (img) {
          if (z === "fit") { img.style.removeProperty("width"); return; }
          whenLoaded(img, function () { img.style.width = (img.naturalWidth * Number(z) / (window.devicePixelRatio || 1)) + "px"; });
        });
      }

      $$("article.entry").forEach(function (entry) {
        $$(".views input", entry).forEach(function (radio) {
          radio.addEventListener("change", function () { setView(entry, radio.value); });
        });
        var slider = $(".slider", entry);
        if (slider) {
          slider.addEventListener("input", function () { updateSlider(entry); });
          $$('input[name^="mode-"]', entry).forEach(function (r) { r.addEventListener("change", function () { updateSlider(entry); }); });
          updateSlider(entry);
        }
        fit(entry);
      });
      $$("#filters select:not(#zoom), #filter-status input").forEach(function (c) { c.addEventListener("change", apply); });
      $("#filter-text").addEventListener("input", apply);
      $("#zoom").addEventListener("change", zoom);
      $("#filter-reset").addEventListener("click", function () {
        $$("#filter-status input").forEach(function (box) { box.checked = true; });
        axes.forEach(function (axis) { $("#filter-" + axis).value = ""; });
        $("#filter-text").value = "";
        apply();
      });

      function typing(target) { return /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName) && target.type !== "radio" && target.type !== "checkbox"; }
      document.addEventListener("keydown", function (event) {
        if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
        var visible = $$("article.entry").filter(function (e) { return !e.hidden; });
        var current = event.target.closest ? event.target.closest("article.entry") : null;
        var index = visible.indexOf(current);
        if (event.key === "j" || event.key === "k") {
          var next = visible[event.key === "j" ? index + 1 : (index < 0 ? visible.length - 1 : index - 1)];
          if (next) { next.focus(); next.scrollIntoView({ block: "start" }); }
          event.preventDefault();
        } else if (current && (event.key === "1" || event.key === "2" || event.key === "3")) {
          setView(current, ["side", "slider", "diff"][Number(event.key) - 1]);
          event.preventDefault();
        } else if (event.key === "/") {
          $("#filter-text").focus();
          event.preventDefault();
        }
      });
      function openTarget() { if (location.hash === "#group-passed") $("#passed").open = true; }
      window.addEventListener("hashchange", openTarget);
      openTarget();
      apply();

      // index.html?selftest=1: the page checks itself and writes the outcome into #selftest.
      if (!/[?&]selftest=1(&|$)/.test(location.search)) return;
      var out = $("#selftest"), passed = [], failed = [];
      function check(name, ok, detail) { (ok ? passed : failed).push(name + (ok || !detail ? "" : " (" + detail + ")")); }
      function near(a, b) { return Math.abs(a - b) < 0.01; }
      var images = $$("img");
      Promise.all(images.map(function (img) {
        img.loading = "eager";
        return new Promise(function (done) {
          if (img.complete) return done();
          img.addEventListener("load", done); img.addEventListener("error", done);
          setTimeout(done, 10000);
        });
      })).then(function () {
        var broken = images.filter(function (img) { return !(img.naturalWidth > 0); });
        check("images=" + images.length, broken.length === 0, broken.map(function (i) { return i.getAttribute("src"); }).join(" "));
        var slider = $(".slider");
        if (slider) {
          var entry = slider.closest("article"), over = $(".over", entry);
          setView(entry, "slider");
          slider.value = "20"; slider.dispatchEvent(new Event("input", { bubbles: true }));
          var first = Number(getComputedStyle(over).opacity);
          slider.value = "90"; slider.dispatchEvent(new Event("input", { bubbles: true }));
          var second = Number(getComputedStyle(over).opacity);
          check("slider", near(first, 0.2) && near(second, 0.9), "opacity " + first + ", " + second);
          var split = $('input[name^="mode-"][value="split"]', entry);
          split.checked = true; split.dispatchEvent(new Event("change", { bubbles: true }));
          var clip = getComputedStyle(over).clipPath;
          check("split", Number(getComputedStyle(over).opacity) === 1 && /inset/.test(clip), "clip-path " + clip);
          var diffRadio = $('.views input[value="diff"]', entry);
          if (diffRadio) {
            diffRadio.click();
            check("diff-view", !$('.view-diff', entry).hidden && $('.view-side', entry).hidden);
          }
          setView(entry, "side");
        }
        var articles = $$("article.entry");
        if (articles.length) {
          var press = function (target, key) { target.dispatchEvent(new KeyboardEvent("keydown", { key: key, bubbles: true, cancelable: true })); };
          press(document.body, "j");
          var focused = document.activeElement === articles[0];
          var keyed = true;
          if (focused && $(".view-diff", articles[0])) {
            press(articles[0], "3");
            keyed = !$(".view-diff", articles[0]).hidden;
            press(articles[0], "1");
            keyed = keyed && !$(".view-side", articles[0]).hidden;
          }
          if (articles.length > 1) { press(articles[0], "j"); focused = focused && document.activeElement === articles[1]; }
          check("keys", focused && keyed, "focus on " + (document.activeElement && document.activeElement.id));
        }
        var filtered = false;
        axes.forEach(function (axis) {
          if (filtered) return;
          var select = $("#filter-" + axis);
          var values = $$("option", select).map(function (o) { return o.value; }).filter(Boolean);
          var value = values.filter(function (v) {
            var n = entries.filter(function (e) { return e.dataset[axis] === v; }).length;
            return n > 0 && n < entries.length;
          })[0];
          if (value === undefined) return;
          select.value = value; select.dispatchEvent(new Event("change", { bubbles: true }));
          var wrong = entries.filter(function (e) { return !e.hidden && e.dataset[axis] !== value; }).length;
          var hidden = entries.filter(function (e) { return e.hidden; }).length;
          var shown = entries.length - hidden;
          check("filter:" + axis, wrong === 0 && hidden > 0 && $("#shown").textContent.indexOf(shown + " of " + entries.length) === 0,
            wrong + " non-matching shown, " + hidden + " hidden, '" + $("#shown").textContent + "'");
          $("#filter-reset").click();
          check("reset", entries.every(function (e) { return !e.hidden; }));
          filtered = true;
        });
        var status = $$("#filter-status input").filter(function (box) { return entries.some(function (e) { return e.dataset.status === box.value; }); })[0];
        if (status) {
          status.checked = false; status.dispatchEvent(new Event("change", { bubbles: true }));
          var leak = entries.filter(function (e) { return !e.hidden && e.dataset.status === status.value; }).length;
          check("status:" + status.value, leak === 0, leak + " still shown");
          $("#filter-reset").click();
        }
        out.hidden = false;
        out.textContent = (failed.length ? "FAIL " + failed.join("; ") + " | passed: " : "PASS ") + passed.join(" ");
      });
    })();
    """#
}

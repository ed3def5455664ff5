// The ListShot review page. It reads the run from the JSON element #report-data, keeps every
// entry as data, and draws only what the reader reaches: entries are added in chunks as the
// page scrolls, images load lazily, and filters and counts are computed on the data.
//
// A changed variant comes as the golden, the changed region of the rendered image ("patch")
// and a mask of the changed pixels. The views are composed with CSS, without a canvas (a page
// opened from disk may not read its own images' pixels): the rendered image is the golden
// with the patch laid over it, the slider fades or clips that patch, and the diff is the
// golden faded to a quarter of its contrast with the mask over it.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("report-data").textContent);
  var run = data.run, axes = data.axes, groups = run.groups || [];
  var CHUNK = 40, MARGIN = 2000;
  var started = performance.now();

  var STATUSES = [["failed", "changed"], ["rerecorded", "re-recorded"], ["missing", "missing"],
    ["recorded", "new"], ["stale", "stale"], ["tolerated", "within tolerance"], ["passed", "passed"]];
  var LABEL = {};
  STATUSES.forEach(function (s) { LABEL[s[0]] = s[1]; });
  var SECTIONS = [
    { id: "changed", title: "Changed", statuses: ["failed", "rerecorded"], note: "Rendered differently from the golden (failed), or re-recorded." },
    { id: "missing", title: "Missing", statuses: ["missing"], note: "No golden, and the record mode did not write one." },
    { id: "new", title: "New", statuses: ["recorded"], note: "Goldens recorded in this run: look at them before committing." },
    { id: "stale", title: "Stale goldens", statuses: ["stale"], note: "Golden files that no spec produces any more (listed with --list-stale)." },
    { id: "tolerated", title: "Within tolerance", statuses: ["tolerated"], note: "Passed only because of the tolerance: their pixels differ from the golden." },
    { id: "passed", title: "Passed", statuses: ["passed"], note: "" }
  ];
  var SECTION_OF = {};
  SECTIONS.forEach(function (section, i) { section.statuses.forEach(function (s) { SECTION_OF[s] = i; }); });

  var $ = function (selector, root) { return (root || document).querySelector(selector); };
  var $$ = function (selector, root) { return Array.prototype.slice.call((root || document).querySelectorAll(selector)); };
  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    for (var key in attributes || {}) {
      if (key === "text") node.textContent = attributes[key];
      else if (key === "class") node.className = attributes[key];
      else node.setAttribute(key, attributes[key]);
    }
    (children || []).forEach(function (child) { if (child) node.appendChild(typeof child === "string" ? document.createTextNode(child) : child); });
    return node;
  }
  function url(path) { return path.split("/").map(encodeURIComponent).join("/"); }

  // MARK: - Entries as data

  var ids = {};
  function uniqueID(name) {
    var base = "v-" + name.replace(/[^A-Za-z0-9_-]/g, "_"), id = base, n = 2;
    while (ids[id]) id = base + "-" + n++;
    ids[id] = true;
    return id;
  }
  var entries = run.results.map(function (r, i) {
    return {
      // A pass the tolerance let through is shown apart from equal ones, with what differs.
      order: i, status: r.status === "passed" && r.tolerated ? "tolerated" : r.status,
      name: r.golden.replace(/\.png$/, ""), result: r,
      group: r.group === undefined || r.group === null ? null : r.group,
      axes: { screen: r.screen, theme: r.theme, scheme: r.scheme, size: r.size, direction: r.direction, device: r.device, look: r.look }
    };
  });
  run.stale.forEach(function (path, i) {
    entries.push({ order: entries.length, status: "stale", name: path, result: null, group: null, axes: data.staleAxes[i] || {} });
  });
  entries.forEach(function (e) { e.id = uniqueID(e.status === "stale" ? "stale-" + e.name : e.name); e.section = SECTION_OF[e.status]; });
  // Page order: by section, failed before re-recorded, like changes together, then run order.
  entries.sort(function (a, b) {
    return a.section - b.section || (a.status === b.status ? 0 : a.status === "failed" ? -1 : b.status === "failed" ? 1 : 0)
      || (a.group === null ? 1e9 : a.group) - (b.group === null ? 1e9 : b.group) || a.order - b.order;
  });

  // MARK: - Filters

  var statusBoxes = {}, axisSelects = {}, passedOpen = /#(group-)?passed$/.test(location.hash);
  (function buildFilters() {
    var fieldset = $("#filter-status");
    STATUSES.forEach(function (s) {
      var box = el("input", { type: "checkbox", name: "status", id: "status-" + s[0], value: s[0] });
      box.checked = true;
      statusBoxes[s[0]] = box;
      fieldset.appendChild(el("label", {}, [box, " " + s[1] + " ", el("span", { class: "count", "data-count-status": s[0] })]));
    });
    var before = $("#filter-group").parentNode;
    axes.forEach(function (axis) {
      var values = [], seen = {};
      entries.forEach(function (e) { var v = e.axes[axis]; if (v !== undefined && !seen[v]) { seen[v] = true; values.push(v); } });
      var select = el("select", { id: "filter-" + axis, "data-axis": axis });
      select.appendChild(el("option", { value: "", "data-label": "all" }));
      values.forEach(function (v) { select.appendChild(el("option", { value: v, "data-label": v })); });
      axisSelects[axis] = select;
      before.parentNode.insertBefore(el("label", {}, [axis + " ", select]), before);
    });
    var groupSelect = $("#filter-group");
    groupSelect.appendChild(el("option", { value: "", "data-label": "all changes" }));
    groups.forEach(function (g, i) { groupSelect.appendChild(el("option", { value: String(i), "data-label": "#" + (i + 1) + " " + g.summary })); });
    if (!groups.length) groupSelect.parentNode.hidden = true;
  })();

  function state() {
    var s = { statuses: {}, axes: {}, group: $("#filter-group").value, text: $("#filter-text").value.trim().toLowerCase() };
    STATUSES.forEach(function (st) { s.statuses[st[0]] = statusBoxes[st[0]].checked; });
    axes.forEach(function (axis) { s.axes[axis] = axisSelects[axis].value; });
    return s;
  }
  function matches(e, s, skip) {
    if (skip !== "status" && !s.statuses[e.status]) return false;
    for (var i = 0; i < axes.length; i++) {
      var axis = axes[i];
      if (axis !== skip && s.axes[axis] && e.axes[axis] !== s.axes[axis]) return false;
    }
    if (skip !== "group" && s.group !== "" && String(e.group) !== s.group) return false;
    return !s.text || e.name.toLowerCase().indexOf(s.text) >= 0;
  }

  var visible = [], cursor = 0, lastSection = -1, sectionTotals = [];
  function apply() {
    var s = state();
    visible = entries.filter(function (e) { return matches(e, s); });
    // Counts: each control counts what it would show with the other filters as they are.
    var byStatus = {}, byAxis = {}, byGroup = {};
    entries.forEach(function (e) {
      if (matches(e, s, "status")) byStatus[e.status] = (byStatus[e.status] || 0) + 1;
      axes.forEach(function (axis) {
        if (!matches(e, s, axis)) return;
        var counts = byAxis[axis] || (byAxis[axis] = { "": 0 });
        counts[""]++;
        counts[e.axes[axis]] = (counts[e.axes[axis]] || 0) + 1;
      });
      if (matches(e, s, "group")) { byGroup[""] = (byGroup[""] || 0) + 1; if (e.group !== null) byGroup[e.group] = (byGroup[e.group] || 0) + 1; }
    });
    STATUSES.forEach(function (st) { $('[data-count-status="' + st[0] + '"]').textContent = String(byStatus[st[0]] || 0); });
    axes.forEach(function (axis) {
      $$("option", axisSelects[axis]).forEach(function (o) { o.textContent = o.dataset.label + " (" + ((byAxis[axis] || {})[o.value] || 0) + ")"; });
    });
    $$("#filter-group option").forEach(function (o) { o.textContent = o.dataset.label + " (" + (byGroup[o.value] || 0) + ")"; });
    $$("#group-list li").forEach(function (li) { li.classList.toggle("active", li.dataset.group === s.group); });
    sectionTotals = SECTIONS.map(function () { return { shown: 0, all: 0 }; });
    entries.forEach(function (e) { sectionTotals[e.section].all++; });
    visible.forEach(function (e) { sectionTotals[e.section].shown++; });
    $("#shown").textContent = visible.length + " of " + entries.length + " shown";
    $("#nothing").hidden = visible.length !== 0;
    var main = $("#entries");
    main.textContent = "";
    cursor = 0;
    lastSection = -1;
    renderMore();
  }

  // MARK: - Drawing entries as the reader scrolls

  function remaining() { return cursor < visible.length; }
  function renderMore(count) {
    var main = $("#entries"), fragment = document.createDocumentFragment(), list = null, added = 0;
    count = count || CHUNK;
    while (cursor < visible.length && added < count) {
      var e = visible[cursor];
      if (e.section !== lastSection) {
        lastSection = e.section;
        fragment.appendChild(heading(SECTIONS[e.section]));
        if (SECTIONS[e.section].id === "passed" && !passedOpen) {
          while (cursor < visible.length && visible[cursor].section === e.section) cursor++;
          continue;
        }
      }
      if (e.status === "passed") {
        if (!list || list.parentNode !== fragment) { list = el("ul", { class: "passed-list" }); fragment.appendChild(list); }
        list.appendChild(passedItem(e));
      } else {
        fragment.appendChild(article(e));
      }
      cursor++;
      added++;
    }
    main.appendChild(fragment);
    $$("article.entry:not([data-ready])", main).forEach(ready);
  }
  function fillViewport() {
    var more = $("#more");
    var rounds = 0;
    while (remaining() && more.getBoundingClientRect().top < window.innerHeight + MARGIN && rounds++ < 50) renderMore();
  }
  if ("IntersectionObserver" in window) {
    new IntersectionObserver(function (items) {
      if (items.some(function (i) { return i.isIntersecting; })) fillViewport();
    }, { rootMargin: MARGIN + "px 0px" }).observe($("#more"));
  }
  window.addEventListener("scroll", function () { if (remaining()) fillViewport(); }, { passive: true });

  function heading(section) {
    var total = sectionTotals[SECTIONS.indexOf(section)];
    var count = el("span", { class: "group-count", "data-total": String(total.all),
      text: total.shown === total.all ? String(total.all) : total.shown + " of " + total.all });
    var node = el("div", { class: "group-heading", id: "group-" + section.id, "data-group": section.id }, [el("h2", {}, [section.title + " ", count])]);
    if (section.id === "passed") {
      var toggle = el("button", { type: "button", id: "passed-toggle", "aria-expanded": String(passedOpen), text: passedOpen ? "hide" : "show" });
      toggle.addEventListener("click", function () { passedOpen = !passedOpen; apply(); });
      node.appendChild(toggle);
    } else if (section.note) {
      node.appendChild(el("span", { class: "note", text: section.note }));
    }
    return node;
  }
  function dataAttributes(node, e) {
    node.id = e.id;
    node.tabIndex = -1;
    node.dataset.status = e.status;
    node.dataset.name = e.name;
    axes.forEach(function (axis) { node.dataset[axis] = e.axes[axis] || ""; });
    if (e.group !== null) node.dataset.group = String(e.group);
    return node;
  }
  function passedItem(e) {
    return dataAttributes(el("li", { class: "entry passed" }, [el("code", { text: e.name }), " ", el("span", { class: "message", text: e.result ? e.result.message : "" })]), e);
  }

  function img(path, cls, alt) {
    var node = el("img", { class: cls, alt: alt, loading: "lazy" });
    node.src = url(path);
    return node;
  }
  function percent(value, whole) { return (100 * value / whole) + "%"; }
  function place(node, rect, size) {
    node.style.left = percent(rect[0], size[0]); node.style.top = percent(rect[1], size[1]);
    node.style.width = percent(rect[2], size[0]);
    if (node.tagName !== "IMG") node.style.height = percent(rect[3], size[1]);
    return node;
  }
  /// The golden with the rendered image over it: the patch at its region, or the whole
  /// rendered image when the sizes differ.
  function actualLayer(images, name, cls) {
    var layer = el("div", { class: "layer " + (cls || "") });
    if (images.actualIsWhole) {
      var whole = img(images.actual, "whole", name + " actual");
      whole.style.width = images.goldenSize && images.actualSize ? percent(images.actualSize[0], images.goldenSize[0]) : "100%";
      layer.appendChild(whole);
    } else {
      layer.appendChild(place(img(images.actual, "patch", name + " actual, changed region"), images.region, images.goldenSize || images.actualSize));
    }
    return layer;
  }
  function stage(images, name, cls) { return el("div", { class: "stage " + (cls || "") }, [img(images.golden, "base", name + " expected")]); }
  function frame(child) { return el("div", { class: "frame" }, [child]); }
  function figure(caption, child) { return el("figure", {}, [el("figcaption", { text: caption }), frame(child)]); }

  function article(e) {
    var r = e.result, node = dataAttributes(el("article", { class: "entry" }), e);
    node.appendChild(el("h3", {}, [el("span", { class: "badge", text: LABEL[e.status] }), " ", el("code", { class: "name", text: e.name })]));
    var dl = el("dl", { class: "axes" });
    axes.forEach(function (axis) { if (e.axes[axis] !== undefined) dl.appendChild(el("div", {}, [el("dt", { text: axis }), el("dd", { text: e.axes[axis] })])); });
    node.appendChild(dl);
    if (!r) {
      node.appendChild(el("p", { class: "message" }, ["no spec produces this golden; ", el("code", { text: "--prune-stale" }), " deletes it"]));
      return node;
    }
    node.appendChild(el("p", { class: "message", text: r.message }));
    if (r.environmentNote) node.appendChild(el("p", { class: "env-note" }, [el("strong", { text: "Environment:" }), " " + r.environmentNote]));
    if (e.group !== null && groups[e.group]) {
      var show = el("button", { type: "button", class: "show-group", text: "show this change only" });
      show.addEventListener("click", function () { $("#filter-group").value = String(e.group); apply(); });
      node.appendChild(el("p", { class: "change-group" }, ["Change #" + (e.group + 1) + ": " + groups[e.group].summary + " ", show]));
    }
    var images = r.images;
    if (images && images.actual) node.appendChild(views(e, images, r.changedArea));
    else if (images) node.appendChild(el("figure", { class: "single" }, [el("figcaption", { text: e.status === "recorded" ? "New golden" : "Golden written" }), frame(stage(images, e.name))]));
    var files = [];
    if (images) {
      files.push(["golden", images.golden]);
      if (images.actual) files.push([images.actualIsWhole ? "actual" : "actual (changed region)", images.actual]);
      if (images.mask) files.push(["mask", images.mask]);
    }
    var a = r.artifacts || {};
    [["expected", a.expected], ["actual", a.actual], ["diff", a.diff], ["side by side", a.sideBySide]].forEach(function (f) { if (f[1]) files.push(f); });
    if (files.length) {
      var p = el("p", { class: "files" }, ["Files:"]);
      files.forEach(function (f) { p.appendChild(el("a", { href: url(f[1]), text: f[0] })); });
      node.appendChild(p);
    }
    return node;
  }

  /// Side by side, slider and diff of a change.
  function views(e, images, box) {
    var name = e.name, size = images.goldenSize || images.actualSize, wrap = el("div", { class: "views-wrap" });
    var radios = el("fieldset", { class: "views" }, [el("legend", { text: "View" })]);
    var hasDiff = images.mask || (!images.actualIsWhole && images.region);
    [["side", "Side by side"], ["slider", "Slider"], ["diff", "Diff"]].forEach(function (v, i) {
      if (v[0] === "diff" && !hasDiff) return;
      var radio = el("input", { type: "radio", name: "view-" + e.id, value: v[0] });
      radio.checked = i === 0;
      radios.appendChild(el("label", {}, [radio, " " + v[1]]));
    });
    wrap.appendChild(radios);

    var actual = images.actualIsWhole
      ? el("div", { class: "stage" }, [img(images.actual, "base", name + " actual")])
      : stage(images, name);
    if (!images.actualIsWhole) actual.appendChild(actualLayer(images, name));
    wrap.appendChild(el("div", { class: "view view-side", "data-view": "side" }, [figure("Expected (golden)", stage(images, name)), figure("Actual", actual)]));

    var controls = el("div", { class: "slider-controls" }, [
      el("label", {}, ["expected ", el("input", { type: "range", class: "slider", min: "0", max: "100", value: "50", "aria-label": "How much of the actual image shows over the expected one" }), " actual"]),
      " ", el("output", { class: "slider-value", text: "50%" }), " ",
      el("label", {}, [el("input", { type: "radio", name: "mode-" + e.id, value: "fade", checked: "" }), " onion skin"]), " ",
      el("label", {}, [el("input", { type: "radio", name: "mode-" + e.id, value: "split" }), " split"])
    ]);
    var compare = stage(images, name, "compare");
    compare.dataset.mode = "fade";
    compare.appendChild(actualLayer(images, name, "over"));
    var slider = el("div", { class: "view view-slider", "data-view": "slider", hidden: "" }, [controls, frame(compare)]);
    wrap.appendChild(slider);

    if (hasDiff) {
      // The mask of changed pixels over the faded golden; without a mask (nearly everything
      // changed), the difference of the golden and the region: black where they are equal.
      var diff = stage(images, name, "faded boxed"), layer = el("div", { class: "layer" });
      if (images.mask) {
        layer.appendChild(place(img(images.mask, "patch mask", name + " diff"), images.maskRegion, size));
      } else {
        var r = images.region, window_ = place(el("div", { class: "window" }), r, size);
        var under = img(images.golden, "whole", name + " expected");
        under.style.width = percent(size[0], r[2]); under.style.left = percent(-r[0], r[2]); under.style.top = percent(-r[1], r[3]);
        window_.appendChild(under);
        window_.appendChild(img(images.actual, "difference", name + " difference"));
        layer.appendChild(window_);
      }
      if (box && size) layer.appendChild(place(el("span", { class: "box" }), box, size));
      diff.appendChild(layer);
      wrap.appendChild(el("div", { class: "view view-diff", "data-view": "diff", hidden: "" }, [frame(diff),
        el("p", { class: "note", text: images.mask
          ? "Changed pixels are red (anti-aliasing yellow) over the golden; the outline is the changed area."
          : "Inside the outline, the difference of the two images: black where they are equal." })]));
    }
    return wrap;
  }

  function ready(entry) {
    entry.dataset.ready = "";
    $$(".views input", entry).forEach(function (radio) { radio.addEventListener("change", function () { setView(entry, radio.value); }); });
    var slider = $(".slider", entry);
    if (slider) {
      slider.addEventListener("input", function () { updateSlider(entry); });
      $$('input[name^="mode-"]', entry).forEach(function (r) { r.addEventListener("change", function () { updateSlider(entry); }); });
      updateSlider(entry);
    }
    $$(".stage", entry).forEach(sizeStage);
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
  function whenLoaded(image, f) { if (image.complete && image.naturalWidth) f(); else image.addEventListener("load", f); }
  function sizeStage(node) {
    var z = $("#zoom").value, base = $("img.base", node);
    if (z === "fit" || !base) { node.style.removeProperty("width"); return; }
    whenLoaded(base, function () { node.style.width = (base.naturalWidth * Number(z) / (window.devicePixelRatio || 1)) + "px"; });
  }

  // MARK: - Header, groups and controls

  (function header() {
    var meta = $("#meta");
    meta.appendChild(document.createTextNode("record mode "));
    meta.appendChild(el("code", { text: run.mode }));
    if (run.shard) { meta.appendChild(document.createTextNode(" · shard ")); meta.appendChild(el("code", { text: run.shard })); }
    meta.appendChild(document.createTextNode(" · environment "));
    meta.appendChild(el("code", { text: run.environment }));
    var summary = $("#summary");
    STATUSES.forEach(function (s) {
      var count = entries.filter(function (e) { return e.status === s[0]; }).length;
      summary.appendChild(el("li", { "data-status": s[0] }, [el("a", { href: "#group-" + SECTIONS[SECTION_OF[s[0]]].id }, [el("span", { class: "badge", text: s[1] })]), " ",
        el("span", { class: "summary-count", "data-summary": s[0], text: String(count) })]));
    });
    if (!groups.length) return;
    var list = $("#group-list");
    groups.forEach(function (g, i) {
      var show = el("button", { type: "button", text: "show" });
      show.addEventListener("click", function () { $("#filter-group").value = String(i); apply(); $("#entries").scrollIntoView({ block: "start" }); });
      list.appendChild(el("li", { "data-group": String(i) }, [g.summary, show]));
    });
    $("#groups").hidden = false;
  })();

  $$("#filters select:not(#zoom), #filter-status input").forEach(function (c) { c.addEventListener("change", apply); });
  $("#filter-text").addEventListener("input", apply);
  $("#zoom").addEventListener("change", function () {
    document.body.dataset.zoom = $("#zoom").value;
    $$(".stage").forEach(sizeStage);
  });
  function reset() {
    STATUSES.forEach(function (s) { statusBoxes[s[0]].checked = true; });
    axes.forEach(function (axis) { axisSelects[axis].value = ""; });
    $("#filter-group").value = "";
    $("#filter-text").value = "";
    apply();
  }
  $("#filter-reset").addEventListener("click", reset);

  function typing(target) { return /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName) && target.type !== "radio" && target.type !== "checkbox"; }
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    var current = event.target.closest ? event.target.closest("article.entry") : null;
    if (event.key === "j" || event.key === "k") {
      var articles = $$("article.entry"), index = articles.indexOf(current);
      if (event.key === "j" && index === articles.length - 1 && remaining()) { renderMore(); articles = $$("article.entry"); }
      var next = articles[event.key === "j" ? index + 1 : (index < 0 ? articles.length - 1 : index - 1)];
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
  window.addEventListener("hashchange", function () { if (/#(group-)?passed$/.test(location.hash) && !passedOpen) { passedOpen = true; apply(); } });

  apply();
  fillViewport();
  var firstDrawn = performance.now();
  window.listshotReport = { entries: entries, visible: function () { return visible; }, renderMore: renderMore, apply: apply, reset: reset };

  // MARK: - index.html?selftest=1: the page checks itself and writes the outcome into #selftest.

  if (!/[?&]selftest=1(&|$)/.test(location.search)) return;
  var out = $("#selftest"), passed = [], failed = [], notes = [];
  function check(name, ok, detail) { (ok ? passed : failed).push(name + (ok || !detail ? "" : " (" + detail + ")")); }
  function near(a, b, tolerance) { return Math.abs(a - b) < (tolerance || 0.01); }
  function loaded(images) {
    return Promise.all(images.map(function (image) {
      image.loading = "eager";
      return new Promise(function (done) {
        if (image.complete) return done();
        image.addEventListener("load", done); image.addEventListener("error", done);
        setTimeout(done, 10000);
      });
    }));
  }
  function shownMatch(predicate) { return visible.filter(predicate).length; }
  var drawnAtStart = $$(".entry").length;
  var images = $$("img");
  loaded(images).then(function () {
    var broken = images.filter(function (image) { return !(image.naturalWidth > 0); });
    check("images=" + images.length, broken.length === 0, broken.map(function (i) { return i.getAttribute("src"); }).join(" "));
    // open-ms: from the start of navigation to the first entries drawn (HTML, data and script).
    notes.push("entries=" + entries.length, "drawn=" + drawnAtStart, "open-ms=" + Math.round(firstDrawn), "script-ms=" + Math.round(firstDrawn - started));
    if (visible.length > CHUNK * 3) check("lazy", drawnAtStart < visible.length, drawnAtStart + " of " + visible.length + " drawn at first");

    // The patch sits on the golden where its region says, in the page's pixels.
    var patch = $(".view-side .patch");
    if (patch) {
      var entry = patch.closest("article"), r = entries.filter(function (e) { return e.id === entry.id; })[0].result.images;
      var base = $("img.base", patch.closest(".stage")), b = base.getBoundingClientRect(), p = patch.getBoundingClientRect();
      var scale = b.width / (r.goldenSize || r.actualSize)[0];
      check("patch", near(p.left - b.left, r.region[0] * scale, 1) && near(p.top - b.top, r.region[1] * scale, 1) && near(p.width, r.region[2] * scale, 1) && near(p.height, r.region[3] * scale, 1),
        "at " + [p.left - b.left, p.top - b.top, p.width, p.height].join(",") + " for " + r.region.join(",") + " × " + scale);
    }
    var slider = $(".slider");
    if (slider) {
      var article = slider.closest("article"), over = $(".over", article);
      setView(article, "slider");
      slider.value = "20"; slider.dispatchEvent(new Event("input", { bubbles: true }));
      var first = Number(getComputedStyle(over).opacity);
      slider.value = "90"; slider.dispatchEvent(new Event("input", { bubbles: true }));
      var second = Number(getComputedStyle(over).opacity);
      check("slider", near(first, 0.2) && near(second, 0.9), "opacity " + first + ", " + second);
      var split = $('input[name^="mode-"][value="split"]', article);
      split.checked = true; split.dispatchEvent(new Event("change", { bubbles: true }));
      var clip = getComputedStyle(over).clipPath;
      check("split", Number(getComputedStyle(over).opacity) === 1 && /inset/.test(clip), "clip-path " + clip);
      var diffRadio = $('.views input[value="diff"]', article);
      if (diffRadio) {
        diffRadio.click();
        check("diff-view", !$(".view-diff", article).hidden && $(".view-side", article).hidden);
      }
      setView(article, "side");
    }
    var articles = $$("article.entry");
    if (articles.length) {
      var press = function (target, key) { target.dispatchEvent(new KeyboardEvent("keydown", { key: key, bubbles: true, cancelable: true })); };
      press(document.body, "j");
      var focused = document.activeElement === articles[0], keyed = true;
      if (focused && $(".view-diff", articles[0])) {
        press(articles[0], "3");
        keyed = !$(".view-diff", articles[0]).hidden;
        press(articles[0], "1");
        keyed = keyed && !$(".view-side", articles[0]).hidden;
      }
      if (articles.length > 1) { press(articles[0], "j"); focused = focused && document.activeElement === articles[1]; }
      check("keys", focused && keyed, "focus on " + (document.activeElement && document.activeElement.id));
    }
    // Filters work on the data; what is drawn must agree with it.
    var filtered = false;
    axes.forEach(function (axis) {
      if (filtered) return;
      var value = $$("option", axisSelects[axis]).map(function (o) { return o.value; }).filter(function (v) {
        var n = entries.filter(function (e) { return e.axes[axis] === v; }).length;
        return v && n > 0 && n < entries.length;
      })[0];
      if (value === undefined) return;
      var t0 = performance.now();
      axisSelects[axis].value = value; axisSelects[axis].dispatchEvent(new Event("change", { bubbles: true }));
      notes.push("filter-ms=" + Math.round(performance.now() - t0));
      var expected = entries.filter(function (e) { return e.axes[axis] === value; }).length;
      var wrong = $$(".entry").filter(function (node) { return node.dataset[axis] !== value; }).length;
      check("filter:" + axis, wrong === 0 && visible.length === expected && $("#shown").textContent.indexOf(expected + " of " + entries.length) === 0,
        wrong + " non-matching drawn, " + visible.length + " shown of " + expected + ", '" + $("#shown").textContent + "'");
      $("#filter-reset").click();
      check("reset", visible.length === entries.length);
      filtered = true;
    });
    var status = STATUSES.map(function (s) { return s[0]; }).filter(function (s) { return entries.some(function (e) { return e.status === s; }); })[0];
    if (status) {
      statusBoxes[status].checked = false; statusBoxes[status].dispatchEvent(new Event("change", { bubbles: true }));
      var leak = shownMatch(function (e) { return e.status === status; }) + $$('.entry[data-status="' + status + '"]').length;
      check("status:" + status, leak === 0, leak + " still shown");
      $("#filter-reset").click();
    }
    if (groups.length) {
      var select = $("#filter-group");
      select.value = "0"; select.dispatchEvent(new Event("change", { bubbles: true }));
      var outside = $$(".entry").filter(function (node) { return node.dataset.group !== "0"; }).length;
      check("group", visible.length === groups[0].count && outside === 0, visible.length + " shown for " + groups[0].count + ", " + outside + " outside drawn");
      $("#filter-reset").click();
    }
    // Scrolling to the end draws every entry of the open sections.
    var expectedDrawn = visible.filter(function (e) { return e.status !== "passed" || passedOpen; }).length;
    var rounds = 0;
    (function scroll() {
      window.scrollTo(0, document.body.scrollHeight);
      fillViewport();
      var drawn = $$(".entry").length;
      if (drawn < expectedDrawn && rounds++ < 400) return setTimeout(scroll, 0);
      check("scroll", drawn === expectedDrawn, drawn + " of " + expectedDrawn + " drawn");
      window.scrollTo(0, 0);
      out.hidden = false;
      out.textContent = (failed.length ? "FAIL " + failed.join("; ") + " | passed: " : "PASS ") + passed.join(" ") + " | " + notes.join(" ");
    })();
  });
})();

// `listshot review`: the report page with Accept and Reject, served on 127.0.0.1 by the command,
// which writes the goldens. This script runs after report.js and works through what it exposes
// (window.listshotReport): it adds the buttons to each changed entry as the page draws it, to
// each group of changes, a running count, and the keys a (accept) and r (reject), which move
// on to the next entry (j / k move as on the report page). Every decision is a POST to the
// server; the page shows what the server says, never what it hoped.
//
// ?probe=1 keeps a JSON summary of the decisions in the title (read by the browser test, which
// presses the keys itself through the DevTools protocol). The page has no hook that presses
// keys or clicks for a URL: a page of another site could open or frame such a URL.
(function () {
  "use strict";
  var report = window.listshotReport;
  if (!report) return;
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

  var items = {}, order = [], finished = false, lastMessage = "", busy = 0;
  var byID = {};
  report.entries.forEach(function (e) { byID[e.id] = e; });
  var LABEL = { pending: "pending", accepted: "accepted", rejected: "rejected" };

  // MARK: - The bar: count, message, finish

  var count = el("output", { id: "review-count", "aria-live": "polite" });
  var message = el("p", { id: "review-message", role: "status" });
  var finish = el("button", { type: "button", id: "review-finish", text: "Finish review" });
  var bar = el("div", { id: "review-bar" }, [
    el("strong", { text: "Review " }), count, " ", finish,
    el("span", { class: "note", text: " Keys: a accept, r reject (then the next entry), j/k next/previous. Accepting writes the golden from the report's pixels." }),
    message
  ]);
  $("#top").appendChild(bar);

  function counts() {
    var c = { accepted: 0, rejected: 0, pending: 0, written: 0 };
    order.forEach(function (g) { c[items[g].decision]++; if (items[g].written) c.written++; });
    return c;
  }
  function showCount() {
    var c = counts();
    count.textContent = c.accepted + " accepted (" + c.written + " written) · " + c.rejected + " rejected · " + c.pending + " pending, of " + order.length;
    probe();
  }
  function say(text, bad) {
    lastMessage = text;
    message.textContent = text;
    message.className = bad ? "bad" : "";
    probe();
  }

  // MARK: - Controls on entries and groups

  function goldenOf(article) { var e = byID[article.id]; return e && e.result ? e.result.golden : null; }
  function decorate(article) {
    if (article.querySelector(".review-controls")) return;
    var golden = goldenOf(article);
    var box = el("div", { class: "review-controls" });
    if (!golden || !items[golden]) {
      if (article.dataset.status === "failed") box.appendChild(el("span", { class: "note", text: "This report keeps no pixels to accept this change." }));
      else return;
    } else {
      var accept = el("button", { type: "button", class: "review-accept", text: "Accept (a)" });
      var reject = el("button", { type: "button", class: "review-reject", text: "Reject (r)" });
      accept.addEventListener("click", function () { decide("accept", [golden]); });
      reject.addEventListener("click", function () { decide("reject", [golden]); });
      box.appendChild(accept); box.appendChild(reject);
      box.appendChild(el("span", { class: "review-decision" }));
    }
    var heading = article.querySelector("h3");
    article.insertBefore(box, heading ? heading.nextSibling : article.firstChild);
    refresh(article);
  }
  function refresh(article) {
    var golden = goldenOf(article), item = golden && items[golden];
    if (!item) return;
    article.dataset.decision = item.decision;
    var label = $(".review-decision", article);
    if (label) label.textContent = LABEL[item.decision] + (item.written ? ": golden written" : "") + (item.refused ? " — " + item.refused : "");
    $$("button", article.querySelector(".review-controls")).forEach(function (b) { b.disabled = finished || item.written; });
  }
  function refreshAll() { $$("article.entry").forEach(refresh); showCount(); }

  new MutationObserver(function () { $$("article.entry").forEach(decorate); }).observe($("#entries"), { childList: true });

  function groupMembers(index) {
    return order.filter(function (g) { var e = entryOf[g]; return e && e.group === index; });
  }
  var entryOf = {};
  report.entries.forEach(function (e) { if (e.result) entryOf[e.result.golden] = e; });
  function decorateGroups() {
    $$("#group-list li").forEach(function (li) {
      var index = Number(li.dataset.group), members = groupMembers(index);
      if (!members.length || li.querySelector(".review-group")) return;
      var accept = el("button", { type: "button", class: "review-group", text: "accept all " + members.length });
      var reject = el("button", { type: "button", class: "review-group", text: "reject all " + members.length });
      accept.addEventListener("click", function () { decide("accept", groupMembers(index)); });
      reject.addEventListener("click", function () { decide("reject", groupMembers(index)); });
      li.appendChild(accept); li.appendChild(reject);
    });
  }

  // MARK: - Talking to the server

  function post(path, body) {
    busy++;
    return fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body || {}) })
      .then(function (response) {
        return response.json().catch(function () { return { error: "the server answered " + response.status }; })
          .then(function (json) { if (!response.ok && !json.error) json.error = "the server answered " + response.status; return json; });
      })
      .catch(function (error) { return { error: "the review server cannot be reached (" + error + ")" }; })
      .then(function (json) { busy--; return json; });
  }
  function take(list) { (list || []).forEach(function (item) { items[item.golden] = item; }); }
  function decide(action, goldens) {
    if (finished || !goldens.length) return Promise.resolve();
    return post("/review/decide", { action: action, goldens: goldens }).then(function (answer) {
      take(answer.items);
      refreshAll();
      var refused = (answer.items || []).filter(function (i) { return i.refused; });
      if (answer.error) say(answer.error, true);
      else if (refused.length) say(refused.map(function (i) { return i.golden + ": " + i.refused; }).join("; "), true);
      else say((action === "accept" ? "Accepted " : "Rejected ") + (goldens.length === 1 ? goldens[0] : goldens.length + " variants") + ".");
    });
  }
  finish.addEventListener("click", function () {
    if (finished) return;
    post("/review/finish").then(function (answer) {
      if (answer.error) return say(answer.error, true);
      finished = true;
      refreshAll();
      finish.disabled = true;
      say("Review finished: " + answer.summary + ". The command printed what it wrote; this page can be closed.");
    });
  });

  // MARK: - Keys

  function typing(target) { return /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName) && target.type !== "radio" && target.type !== "checkbox"; }
  function next(article) {
    var articles = $$("article.entry"), index = articles.indexOf(article);
    if (index === articles.length - 1) { report.renderMore(); articles = $$("article.entry"); }
    var target = articles[index + 1];
    if (target) { target.focus(); target.scrollIntoView({ block: "start" }); }
  }
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    if (event.key !== "a" && event.key !== "r") return;
    var article = event.target.closest ? event.target.closest("article.entry") : null, golden = article && goldenOf(article);
    if (!golden || !items[golden]) return;
    event.preventDefault();
    var done = decide(event.key === "a" ? "accept" : "reject", [golden]);
    next(article);
    return done;
  });

  // MARK: - Probe (tests)

  var probing = /[?&]probe=1(&|$)/.test(location.search);
  function probe() {
    if (!probing) return;
    var summary = { ready: order.length > 0 || loaded, finished: finished, busy: busy, accepted: [], rejected: [], written: [], pending: 0, count: count.textContent, message: lastMessage };
    order.forEach(function (g) {
      var d = items[g].decision;
      if (d === "pending") summary.pending++; else summary[d].push(g);
      if (items[g].written) summary.written.push(g);
    });
    document.title = "probe " + JSON.stringify(summary);
  }
  var loaded = false;
  fetch("/review/state").then(function (r) { return r.json(); }).then(function (state) {
    take(state.items);
    order = (state.items || []).map(function (i) { return i.golden; });
    finished = !!state.finished;
    loaded = true;
    $$("article.entry").forEach(decorate);
    decorateGroups();
    refreshAll();
  }).catch(function (error) { say("cannot read the review state: " + error, true); });
})();

// The live preview page: switches, then one card per component and state. A server-sent
// event stream (/events) sends the whole state of the chosen switches, then each card whose
// image changed (its new pixel digest, part of the image URL, so unchanged images are never
// fetched again) and the error of an edit that does not load.
// ?probe=a,b keeps a summary of cards a and b in the document title, for tests that read
// it from outside the page.
"use strict";
const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const cards = new Map();
let config = null;
let source = null;

async function main() {
  config = await (await fetch("/config")).json();
  const choices = {
    theme: config.themes.map((label, index) => [String(index), label]),
    scheme: config.schemes.map((s) => [s, s]),
    size: config.sizes.map((s) => [s, s]),
    direction: config.directions.map((d) => [d, d]),
  };
  for (const [name, options] of Object.entries(choices)) {
    const select = $(name);
    for (const [value, label] of options) select.add(new Option(label, value));
    const wanted = params.get(name);
    if (wanted !== null && options.some(([value]) => value === wanted)) select.value = wanted;
    else select.value = String(config.defaults[name]);
    select.addEventListener("change", () => {
      params.set(name, select.value);
      history.replaceState(null, "", "?" + params.toString());
      connect();
    });
  }
  connect();
  if (params.has("probe")) setInterval(probe, 50);
}

function query() {
  return ["theme", "scheme", "size", "direction"].map((n) => `${n}=${encodeURIComponent($(n).value)}`).join("&");
}

function connect() {
  if (source) source.close();
  $("status").textContent = "connecting…";
  source = new EventSource("/events?" + query());
  source.addEventListener("state", (e) => showState(JSON.parse(e.data)));
  source.addEventListener("card", (e) => showCard(JSON.parse(e.data), true));
  source.addEventListener("problem", (e) => showProblem(JSON.parse(e.data).message));
  source.addEventListener("clear", () => showProblem(null));
  source.onopen = () => { $("status").textContent = "live: edits to the watched files show here"; };
  source.onerror = () => { $("status").textContent = "reconnecting…"; };
}

function imageURL(card) {
  return `/cards/${encodeURIComponent(card.name)}/${card.digest}.png`;
}

function showState(state) {
  const names = new Set(state.cards.map((c) => c.name));
  for (const [name, entry] of cards) {
    if (!names.has(name)) { entry.figure.remove(); cards.delete(name); }
  }
  for (const card of state.cards) showCard(card, false);
  const main = $("cards");
  for (const card of state.cards) main.appendChild(cards.get(card.name).figure);
  showProblem(state.problem || null);
}

function showCard(card, flash) {
  let entry = cards.get(card.name);
  if (!entry) {
    if (flash) return;
    const figure = document.createElement("figure");
    figure.className = "card";
    figure.id = "card-" + card.name;
    const caption = document.createElement("figcaption");
    const code = document.createElement("code");
    code.textContent = card.name;
    caption.append(card.title, code);
    const img = document.createElement("img");
    img.alt = card.title;
    figure.append(caption, img);
    entry = { figure, img, digest: null };
    cards.set(card.name, entry);
    $("cards").appendChild(figure);
  }
  if (entry.digest === card.digest) return;
  entry.digest = card.digest;
  entry.img.width = Math.round(card.width / config.scale);
  entry.img.height = Math.round(card.height / config.scale);
  entry.img.src = imageURL(card);
  if (flash) {
    entry.figure.classList.add("updated");
    setTimeout(() => entry.figure.classList.remove("updated"), 50);
  }
}

function showProblem(message) {
  $("problem").hidden = message === null;
  $("problem-text").textContent = message || "";
}

function probe() {
  const watched = {};
  const resources = performance.getEntriesByType("resource").map((r) => r.name);
  for (const name of params.get("probe").split(",")) {
    const entry = cards.get(name);
    if (!entry) continue;
    const src = entry.img.getAttribute("src") || "";
    watched[name] = {
      digest: entry.digest,
      loaded: entry.img.complete && entry.img.naturalWidth > 0 && src.includes(entry.digest),
      requests: resources.filter((r) => r.includes(`/cards/${name}/`)).length,
    };
  }
  const loaded = [...cards.values()].filter((e) => e.img.complete && e.img.naturalWidth > 0).length;
  const problem = $("problem").hidden ? null : $("problem-text").textContent;
  document.title = "probe " + JSON.stringify({ cards: cards.size, loaded, problem, watched });
}

performance.setResourceTimingBufferSize(10000);
main().catch((error) => { $("status").textContent = "failed: " + error; });

// The live preview page: switches, then one card per component and state. A server-sent
// event stream (/events) sends the whole state of the chosen switches, then each card whose
// image changed (its new pixel digest, part of the image URL, so unchanged images are never
// fetched again) and the error of an edit that does not load.
// Clicking a card's image shows, in a small panel, the token paths of the topmost display
// item under the pointer ("this orange is color.action.selected"): /provenance/<card> gives
// the card's items (frames in points, in drawing order) and their tokens for the switches'
// current settings, and the page hit-tests them.
// ?probe=a,b keeps a summary of cards a and b in the document title, for tests that read
// it from outside the page, with the inspector panel's text; ?click=card:x:y (points) clicks
// that card's image at that point once it has loaded, as a pointer would.
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
    look: config.looks.map((l) => [l, l]),
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
  return ["theme", "scheme", "size", "direction", "look"].map((n) => `${n}=${encodeURIComponent($(n).value)}`).join("&");
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
    img.addEventListener("click", (e) => inspect(card.name, img, e));
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

// The provenance of a card in the current settings, fetched once per image digest.
const provenanceCache = new Map();

async function provenanceOf(name) {
  const key = `${name} ${cards.get(name)?.digest} ${query()}`;
  if (!provenanceCache.has(key)) {
    const response = await fetch(`/provenance/${encodeURIComponent(name)}?${query()}`);
    if (!response.ok) throw new Error(await response.text());
    provenanceCache.set(key, await response.json());
  }
  return provenanceCache.get(key);
}

// The last item in drawing order whose frame holds the point: the topmost one.
function hitTest(provenance, x, y) {
  for (let i = provenance.items.length - 1; i >= 0; i--) {
    const item = provenance.items[i];
    if (x >= item.x && x <= item.x + item.width && y >= item.y && y <= item.y + item.height) return item;
  }
  return null;
}

async function inspect(name, img, event) {
  try {
    const provenance = await provenanceOf(name);
    // The image is drawn at its size in points; measure it in case the page scaled it.
    const x = event.offsetX * (provenance.width / img.clientWidth);
    const y = event.offsetY * (provenance.height / img.clientHeight);
    showInspector(name, x, y, hitTest(provenance, x, y), provenance.backgroundToken);
  } catch (error) {
    showInspector(name, 0, 0, null, null, String(error));
  }
}

const propertyLabels = {
  fill: "fill", stroke: "stroke", color: "colour", textStyle: "text style",
  cornerRadius: "corner radius", borderWidth: "border width", size: "size",
};

function showInspector(name, x, y, item, backgroundToken, failure) {
  const box = $("inspector-text");
  box.replaceChildren();
  const line = (text) => { const p = document.createElement("p"); p.append(...text); box.append(p); return p; };
  const code = (text) => { const c = document.createElement("code"); c.textContent = text; return c; };
  if (failure) {
    line([failure]);
  } else if (!item) {
    line(["page background at ", code(`${x.toFixed(1)}, ${y.toFixed(1)} pt`)]);
    line(backgroundToken ? ["this colour is ", code(backgroundToken)] : ["no token recorded"]);
  } else {
    line([code(item.id), ` (${item.kind}) in `, code(name)]);
    const entries = Object.entries(propertyLabels).filter(([key]) => item.sources[key]);
    if (entries.length === 0) {
      line(["no token: a constant, or an item that records no provenance yet"]);
    } else {
      const first = entries[0];
      line([`this ${propertyLabels[first[0]]} is `, code(item.sources[first[0]])]).id = "inspector-summary";
      const list = document.createElement("dl");
      for (const [key, label] of entries) {
        const dt = document.createElement("dt"); dt.textContent = label;
        const dd = document.createElement("dd"); dd.append(code(item.sources[key]));
        dd.dataset.property = key;
        list.append(dt, dd);
      }
      box.append(list);
    }
  }
  $("inspector").hidden = false;
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
  const inspector = $("inspector").hidden ? null : $("inspector-text").textContent;
  clickOnce();
  document.title = "probe " + JSON.stringify({ cards: cards.size, loaded, problem, watched, inspector });
}

// ?click=card:x:y: a click event on the card's image at (x, y) points, dispatched once.
let clicked = false;
function clickOnce() {
  if (clicked || !params.has("click")) return;
  const [name, x, y] = params.get("click").split(":");
  const entry = cards.get(name);
  if (!entry || !entry.img.complete || entry.img.naturalWidth === 0) return;
  clicked = true;
  const rect = entry.img.getBoundingClientRect();
  const perPoint = rect.width / (entry.img.naturalWidth / config.scale);
  entry.img.dispatchEvent(new MouseEvent("click", {
    bubbles: true, clientX: rect.left + Number(x) * perPoint, clientY: rect.top + Number(y) * perPoint,
  }));
}

$("inspector-close").addEventListener("click", () => { $("inspector").hidden = true; });
performance.setResourceTimingBufferSize(10000);
main().catch((error) => { $("status").textContent = "failed: " + error; });

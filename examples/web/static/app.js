// The page of examples/web: plain JavaScript, no framework. It asks the
// server for a game's position as a seat sees it and draws it; the legal
// moves are offered on the picture (the regions the server names) and as a
// list in notation. A game is opened through a link, #game=ID&key=KEY: the
// key says whose view the page shows (a seat's, the watchers', or every
// view for a game between bots); every request about the game carries it.
"use strict";

const colors = ["#d7263d", "#1b5fd1", "#f2a900", "#6b2fa3", "#1f9e5a"];
const $ = (id) => document.getElementById(id);
const svgNS = "http://www.w3.org/2000/svg";

let meta = null;
// cur is the game shown: its id and key, the position asked for (null: the
// last) and the view asked for (null: the server's choice); data is the
// answer.
let cur = null;
let sel = []; // the regions pointed at so far
let generation = 0; // bumps on every new answer, to drop stale bot timers
let pending = 0;
// botDelay is the pause, in milliseconds, before a bot moves, so that its
// moves can be followed; ?delay=N in the page's address changes it.
const botDelay = Math.max(0, +(new URLSearchParams(location.search).get("delay") ?? 300) || 0);

function busy(d) {
  pending += d;
  document.body.dataset.busy = pending > 0 ? "1" : "0";
}

// api sends a request and returns its answer; the page counts as busy
// meanwhile, unless quiet (a wait for the next move).
async function api(method, url, body, quiet) {
  const b = quiet ? 0 : 1;
  busy(b);
  try {
    const opt = { method, headers: {} };
    if (cur && cur.key && url.startsWith(`/api/games/${cur.id}`)) opt.headers.Authorization = `Bearer ${cur.key}`;
    if (body !== undefined) {
      opt.headers["Content-Type"] = "application/json";
      opt.body = JSON.stringify(body);
    }
    const r = await fetch(url, opt);
    const text = await r.text();
    let v = null;
    try { v = JSON.parse(text); } catch (e) { v = null; }
    if (!r.ok) {
      const e = new Error((v && v.error) || `${r.status} ${r.statusText}`);
      e.status = r.status;
      throw e;
    }
    return v === null ? text : v;
  } finally {
    busy(-b);
  }
}

function showError(msg) {
  const e = $("error");
  e.textContent = msg;
  e.hidden = !msg;
}

// ---- forms

function tab(name) {
  for (const b of document.querySelectorAll(".tab")) b.classList.toggle("active", b.dataset.tab === name);
  for (const f of ["new", "load", "preview"]) $(f).hidden = f !== name;
}

function gameMeta() {
  return meta.games.find((g) => g.name === $("game").value);
}

function drawVariants() {
  const box = $("variants");
  box.querySelectorAll("label").forEach((l) => l.remove());
  for (const v of gameMeta().variants) {
    const l = document.createElement("label");
    l.title = v.Doc;
    const c = document.createElement("input");
    c.type = "checkbox";
    c.value = v.Name;
    c.name = "variant";
    l.append(c, " " + v.Name);
    box.append(l);
  }
}

function drawSeats() {
  const box = $("seats");
  const old = [...box.querySelectorAll(".seat")].map((d) => [d.querySelector("select").value, d.querySelector("input").value]);
  box.querySelectorAll(".seat").forEach((d) => d.remove());
  const n = Math.max(1, Math.min(meta.maxPlayers, +$("players").value || 2));
  for (let i = 0; i < n; i++) {
    const d = document.createElement("div");
    d.className = "seat";
    const sw = document.createElement("span");
    sw.className = "swatch";
    sw.style.background = colors[i % colors.length];
    const s = document.createElement("select");
    s.id = "seat" + i;
    for (const k of ["human", "random", "greedy", "ismcts"]) s.add(new Option(k, k));
    const b = document.createElement("input");
    b.id = "budget" + i;
    b.title = "ISMCTS budget: empty for the default bot at the game's default budget, or iterations (300) or a duration (1s); more settings after colons";
    b.placeholder = "default";
    const [kind, budget] = old[i] || [i === 0 ? "human" : "greedy", ""];
    s.value = kind;
    b.value = budget;
    b.hidden = kind !== "ismcts";
    s.onchange = () => { b.hidden = s.value !== "ismcts"; };
    d.append(sw, `${i} `, s, b);
    box.append(d);
  }
}

function seatTexts() {
  return [...$("seats").querySelectorAll(".seat")].map((d) => {
    const k = d.querySelector("select").value;
    const b = d.querySelector("input").value.trim();
    return k === "ismcts" && b ? `ismcts:${b}` : k;
  });
}

async function start(ev) {
  ev.preventDefault();
  showError("");
  try {
    const variants = [...document.querySelectorAll("input[name=variant]:checked")].map((c) => c.value);
    const r = await api("POST", "/api/games", {
      game: $("game").value, players: +$("players").value, seed: $("seed").value.trim(),
      variants, seats: seatTexts(),
    });
    started(r);
  } catch (e) {
    showError(e.message);
  }
}

async function load(ev) {
  ev.preventDefault();
  showError("");
  try {
    const seats = $("loadseats").value.split(",").map((s) => s.trim()).filter((s) => s);
    const r = await api("POST", "/api/load", { document: $("doc").value, seats });
    started(r);
  } catch (e) {
    showError(e.message);
  }
}

async function preview(ev) {
  ev.preventDefault();
  showError("");
  try {
    const kind = document.querySelector("input[name=kind]:checked").value;
    const r = await api("POST", "/api/preview", { kind, text: $("ptext").value });
    $("view").hidden = true;
    $("pictures").hidden = false;
    $("ptextout").textContent = r.text;
    const pics = $("pics");
    pics.replaceChildren();
    for (const p of r.pictures) {
      const d = document.createElement("div");
      const h = document.createElement("h2");
      h.textContent = p.name;
      const b = document.createElement("div");
      b.innerHTML = p.svg;
      d.append(h, b);
      pics.append(d);
    }
  } catch (e) {
    showError(e.message);
  }
}

function readFile(input, target) {
  input.onchange = async () => {
    const f = input.files[0];
    if (!f) return;
    if (f.size > 1 << 20) {
      showError(`${f.name} is larger than 1 MiB`);
      return;
    }
    $(target).value = await f.text();
  };
}

// ---- the game

function link(id, key) {
  return `${location.origin}${location.pathname}#game=${id}&key=${key}`;
}

// started opens a game just started or loaded, in the first human seat (or
// the host's view of a game between bots), and keeps its other links to
// show, so that they can be sent to the other players.
function started(r) {
  const links = { seats: r.keys.map((k) => (k ? link(r.id, k) : "")), watch: link(r.id, r.watch), host: r.host ? link(r.id, r.host) : "" };
  try { sessionStorage.setItem("links:" + r.id, JSON.stringify(links)); } catch (e) { /* no storage: links shown once */ }
  const mine = r.keys.find((k) => k) || r.host || r.watch;
  open(r.id, mine);
}

function drawLinks(d) {
  const box = $("links");
  box.replaceChildren();
  let links = null;
  try { links = JSON.parse(sessionStorage.getItem("links:" + d.id)); } catch (e) { links = null; }
  const me = document.createElement("p");
  me.id = "you";
  me.textContent = d.you >= 0 ? `This page plays player ${d.you}.` : d.you === -2 ? "This page watches: it shows what every player sees." : "This page shows every view of a game between bots.";
  box.append(me);
  if (!links) return;
  const row = (label, url, id) => {
    const p = document.createElement("p");
    const a = document.createElement("input");
    a.readOnly = true;
    a.value = url;
    a.id = id;
    a.onfocus = () => a.select();
    p.append(label + " ", a);
    box.append(p);
  };
  links.seats.forEach((u, p) => { if (u && p !== d.you) row(`Send player ${p} this link:`, u, "link" + p); });
  row("Anyone may watch with:", links.watch, "linkwatch");
}

function open(id, key) {
  cur = { id, key, at: null, seat: null, data: null, waiting: false };
  history.replaceState(null, "", `#game=${id}&key=${key}`); // a reload shows the same game
  $("pictures").hidden = true;
  $("view").hidden = false;
  refresh();
}

// watch waits, with the server, for the next position of the game shown
// (another player's move, a bot's) and then shows it.
async function watch() {
  if (!cur || cur.waiting || !cur.data) return;
  const c = cur;
  c.waiting = true;
  try {
    while (cur === c && c.data) {
      const known = c.data.positions;
      let r;
      try {
        r = await api("GET", `/api/games/${c.id}/wait?positions=${known}`, undefined, true);
      } catch (e) {
        if (e.status === 401 || e.status === 403 || e.status === 404) {
          showError(e.message); // the game is gone, or the key is not its own
          return;
        }
        await new Promise((ok) => setTimeout(ok, 2000));
        continue;
      }
      if (cur !== c) return;
      if (r.positions !== c.data.positions) {
        await refresh();
      }
    }
  } finally {
    c.waiting = false;
  }
}

async function refresh() {
  if (!cur) return;
  const q = new URLSearchParams();
  if (cur.at !== null) q.set("at", cur.at);
  if (cur.seat !== null) q.set("seat", cur.seat);
  try {
    const d = await api("GET", `/api/games/${cur.id}?${q}`);
    cur.data = d;
    generation++;
    sel = [];
    draw(d);
    schedule(d);
    watch();
  } catch (e) {
    showError(e.message);
    if (cur.seat !== null) { // a view no longer shown: fall back to the default
      cur.seat = null;
      refresh();
    }
  }
}

function isLast(d) { return d.at === d.positions - 1; }

// schedule has the bot to move play, after botDelay, when the page shows the
// last position. A watch link does not ask in a game with a human seat (the
// seats' pages do; this one follows). A move refused because every bot is
// busy, or the server is, is asked again after 1, 2, 4... seconds (at most
// 30), the page saying what it waits for.
function schedule(d) {
  if (!isLast(d) || d.terminal || d.toMove < 0 || d.seats[d.toMove] === "human" || !$("auto").checked) return;
  if (d.you === -2 && d.seats.includes("human")) return;
  const g = generation;
  let backoff = 1;
  const ask = async () => {
    if (g !== generation) return;
    $("hint").textContent = `(${who(d, d.toMove)} is thinking…)`;
    try {
      await api("POST", `/api/games/${cur.id}/bot?positions=${d.positions}`);
    } catch (e) {
      if (g !== generation) return;
      if (e.status === 503 || e.status === 429 || e.status === undefined) {
        retryIn(g, backoff, (n) => `(${who(d, d.toMove)} waits for a bot to think: ${e.message}; trying again in ${n} s)`, ask);
        backoff = Math.min(backoff * 2, 30);
        return;
      }
      showError(e.message);
      return;
    }
    cur.at = null;
    refresh();
  };
  setTimeout(ask, botDelay);
}

// retryIn counts down n seconds in the hint, with the text of say, then
// calls again, unless the page has moved on meanwhile.
function retryIn(g, n, say, again) {
  if (g !== generation) return;
  if (n <= 0) {
    again();
    return;
  }
  $("hint").textContent = say(n);
  setTimeout(() => retryIn(g, n - 1, say, again), 1000);
}

function who(d, p) {
  return `player ${p} (${d.seats[p]})`;
}

function draw(d) {
  hideChooser();
  const st = $("status");
  st.dataset.terminal = d.terminal ? "1" : "0";
  st.dataset.tomove = d.toMove;
  st.dataset.at = d.at;
  st.dataset.positions = d.positions;
  st.dataset.game = d.game;
  if (d.terminal) {
    st.textContent = `${d.game}: game over; ` + (d.winners.length ? `won by ${d.winners.map((p) => who(d, p)).join(" and ")}` : "no winner");
  } else {
    st.textContent = `${d.game}: ${who(d, d.toMove)} to move`;
  }
  $("pos").textContent = `position ${d.at} of ${d.positions - 1}`;
  $("first").disabled = $("prev").disabled = d.at === 0;
  $("next").disabled = $("last").disabled = isLast(d);

  const seat = $("seat");
  seat.replaceChildren();
  for (const v of d.views) seat.add(new Option(v === -1 ? "the whole game" : v === -2 ? "what every player sees" : `player ${v}'s`, v));
  seat.value = d.seat;
  st.dataset.you = d.you;
  $("save").hidden = d.you === -2;
  $("seedshown").textContent = `seed ${d.seed}`;
  drawLinks(d);

  // The picture and its regions.
  const board = $("board");
  board.innerHTML = d.svg;
  const svg = board.querySelector("svg");
  const used = new Map();
  const spots = new Set();
  for (const m of d.legal) {
    for (const id of m.spots || []) { used.set(id, true); spots.add(id); }
    for (const id of m.marks || []) used.set(id, true);
  }
  // The regions every legal move marks, such as the domino being placed,
  // stay marked.
  let common = null;
  for (const m of d.legal) {
    const marks = new Set(m.marks || []);
    common = common === null ? marks : new Set([...common].filter((x) => marks.has(x)));
  }
  if (svg) {
    const g = document.createElementNS(svgNS, "g");
    g.id = "overlay";
    for (const r of d.regions) {
      if (!used.has(r.id)) continue;
      const p = document.createElementNS(svgNS, "polygon");
      const pts = [];
      for (let i = 0; i + 1 < r.points.length; i += 2) pts.push(`${r.points[i]},${r.points[i + 1]}`);
      p.setAttribute("points", pts.join(" "));
      p.setAttribute("class", spots.has(r.id) ? "region spot" : "region");
      if (common && common.has(r.id)) p.classList.add("current");
      p.dataset.id = r.id;
      if (spots.has(r.id)) {
        p.addEventListener("click", (ev) => point(r.id, ev));
      }
      g.append(p);
    }
    svg.append(g);
  }

  // The moves.
  const hint = $("hint");
  if (d.terminal) hint.textContent = "";
  else if (!isLast(d)) hint.textContent = "(an earlier position: go to the last one to play)";
  else if (d.legal.length === 0) hint.textContent = `(waiting for ${who(d, d.toMove)})`;
  else hint.textContent = "(click on the picture, or here)";
  drawLegal();
  $("typed").hidden = d.legal.length === 0;

  // The scores.
  const sc = $("scores");
  sc.replaceChildren();
  d.scores.forEach((s, p) => {
    const div = document.createElement("div");
    div.className = "score";
    const h = document.createElement("div");
    h.className = "who";
    const sw = document.createElement("span");
    sw.className = "swatch";
    sw.style.background = colors[p % colors.length];
    h.append(sw, `${who(d, p)}: ${s.hidden ? "?" : s.Total}${d.winners.includes(p) ? " ★" : ""}`);
    div.append(h);
    if (!s.hidden && s.Parts && s.Parts.length) {
      const t = document.createElement("table");
      for (const part of s.Parts) {
        const tr = t.insertRow();
        tr.insertCell().textContent = part.Source;
        tr.insertCell().textContent = part.Points;
      }
      div.append(t);
    }
    sc.append(div);
  });

  // The history.
  const hist = $("history");
  hist.replaceChildren();
  d.history.forEach((m, i) => {
    const li = document.createElement("li");
    li.textContent = `p${m.player}${m.bot ? "*" : ""} ${m.move}`;
    li.title = "see the position after this move";
    if (i + 1 === d.at) li.className = "here";
    li.onclick = () => step(i + 1);
    hist.append(li);
  });
  const here = hist.querySelector(".here");
  if (here) here.scrollIntoView({ block: "nearest" });
  else hist.scrollTop = hist.scrollHeight;
  $("text").textContent = d.text;
}

function drawLegal() {
  const d = cur.data;
  const box = $("legal");
  box.replaceChildren();
  const f = $("filter").value.trim().toLowerCase();
  for (const m of d.legal) {
    if (f && !m.move.toLowerCase().includes(f)) continue;
    box.append(moveButton(m));
  }
}

function moveButton(m) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = m.move;
  b.dataset.move = m.move;
  b.onclick = () => play(m.move);
  b.onmouseenter = () => mark(m.marks || []);
  b.onmouseleave = () => mark([]);
  return b;
}

function mark(ids) {
  for (const p of document.querySelectorAll("#overlay polygon")) {
    p.classList.toggle("mark", ids.includes(p.dataset.id));
  }
}

function highlight(next) {
  for (const p of document.querySelectorAll("#overlay polygon")) {
    p.classList.toggle("sel", sel.includes(p.dataset.id));
    p.classList.toggle("next", next.has(p.dataset.id));
  }
}

// point handles a click on region id: it narrows the legal moves to those
// whose spots hold every region pointed at, plays the move when one is left,
// offers a choice when several are complete, and otherwise waits for the
// next region (highlighting the candidates).
function point(id, ev) {
  const legal = cur.data.legal.filter((m) => m.spots && m.spots.length);
  const match = (s) => legal.filter((m) => s.every((x) => m.spots.includes(x)));
  let s = sel.includes(id) ? sel.filter((x) => x !== id) : [...sel, id];
  let cands = match(s);
  if (cands.length === 0) {
    s = [id];
    cands = match(s);
  }
  if (s.length === 0) {
    sel = [];
    highlight(new Set());
    hideChooser();
    return;
  }
  // Where the order of the spots tells moves apart (which square takes which
  // half of a domino), prefer the moves pointed at in order.
  const ordered = cands.filter((m) => s.every((x, i) => m.spots[i] === x));
  if (ordered.length > 0 && ordered.length < cands.length && ordered.every((m) => m.spots.length === s.length)) {
    cands = ordered;
  }
  const complete = cands.filter((m) => m.spots.length === s.length);
  sel = s;
  if (complete.length === 1 && cands.length === 1) {
    sel = [];
    play(complete[0].move);
    return;
  }
  const next = new Set();
  for (const m of cands) for (const x of m.spots) if (!s.includes(x)) next.add(x);
  highlight(next);
  if (complete.length > 0) showChooser(complete, ev, next.size > 0);
  else hideChooser();
}

function showChooser(moves, ev, more) {
  const c = $("chooser");
  c.replaceChildren();
  for (const m of moves) c.append(moveButton(m));
  if (more) {
    const n = document.createElement("small");
    n.textContent = "or point at a highlighted region";
    c.append(n);
  }
  const x = document.createElement("button");
  x.type = "button";
  x.textContent = "cancel";
  x.onclick = () => { sel = []; highlight(new Set()); hideChooser(); };
  c.append(x);
  c.hidden = false;
  c.style.left = Math.min(ev.clientX + 8, window.innerWidth - 260) + "px";
  c.style.top = Math.min(ev.clientY + 8, window.innerHeight - 200) + "px";
}

function hideChooser() {
  $("chooser").hidden = true;
  mark([]);
}

async function play(move) {
  hideChooser();
  showError("");
  try {
    await api("POST", `/api/games/${cur.id}/moves`, { move });
  } catch (e) {
    showError(e.message);
    return;
  }
  cur.at = null;
  $("filter").value = "";
  refresh();
}

function step(at) {
  const d = cur.data;
  cur.at = at >= d.positions - 1 ? null : Math.max(0, at);
  refresh();
}

async function save() {
  const d = cur.data;
  try {
    const doc = await api("GET", `/api/games/${cur.id}/save?at=${d.at}`);
    const text = typeof doc === "string" ? doc : JSON.stringify(doc);
    $("doc").value = text;
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    a.download = `${d.game}-${d.at}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    showError("");
  } catch (e) {
    showError(e.message);
  }
}

async function init() {
  busy(0);
  meta = await api("GET", "/api/meta");
  for (const g of meta.games) $("game").add(new Option(g.name, g.name));
  $("game").onchange = () => { drawVariants(); };
  $("players").max = meta.maxPlayers;
  $("players").oninput = drawSeats;
  drawVariants();
  drawSeats();
  for (const b of document.querySelectorAll(".tab")) b.onclick = () => tab(b.dataset.tab);
  $("new").onsubmit = start;
  $("load").onsubmit = load;
  $("preview").onsubmit = preview;
  readFile($("docfile"), "doc");
  readFile($("pfile"), "ptext");
  $("first").onclick = () => step(0);
  $("prev").onclick = () => step(cur.data.at - 1);
  $("next").onclick = () => step(cur.data.at + 1);
  $("last").onclick = () => step(cur.data.positions);
  $("seat").onchange = () => { cur.seat = +$("seat").value; refresh(); };
  $("auto").onchange = () => { if (cur && cur.data) schedule(cur.data); };
  $("save").onclick = save;
  $("filter").oninput = drawLegal;
  $("typed").onsubmit = (ev) => { ev.preventDefault(); const m = $("typedmove").value.trim(); if (m) { $("typedmove").value = ""; play(m); } };
  document.addEventListener("keydown", (ev) => {
    if (!cur || !cur.data || ev.target.closest("input, textarea, select")) return;
    if (ev.key === "ArrowLeft") step(cur.data.at - 1);
    else if (ev.key === "ArrowRight") step(cur.data.at + 1);
    else if (ev.key === "Escape") { sel = []; highlight(new Set()); hideChooser(); }
  });
  const h = new URLSearchParams(location.hash.slice(1));
  if (/^[0-9a-f]{1,32}$/.test(h.get("game") || "") && /^[0-9a-f]{1,64}$/.test(h.get("key") || "")) open(h.get("game"), h.get("key"));
  document.body.dataset.ready = "1";
}

init().catch((e) => showError("cannot reach the server: " + e.message));

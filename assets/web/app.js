// The web board: tap a piece, its targets light up, tap a target. Plain
// JavaScript, no build step. Inside Telegram the launch parameters (init
// data, theme, start parameter) come in the URL's hash; Telegram's own
// script is loaded only there, so the page works without it elsewhere
// (the console's `--web`, tests).
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const SVGNS = "http://www.w3.org/2000/svg";
  const hash = new URLSearchParams(location.hash.slice(1));
  const query = new URLSearchParams(location.search);
  const initData = hash.get("tgWebAppData") || "";
  const inTelegram = initData !== "";
  const initFields = new URLSearchParams(initData);
  const link = (query.get("startapp") || initFields.get("start_param") ||
    hash.get("tgWebAppStartParam") || query.get("tgWebAppStartParam") || "").trim();

  let texts = {};
  let palette = {};
  let board = null;      // the last board the server sent
  let selected = null;   // {from: [f, r]} or {drop: "Q"}
  let count = null;      // Opok: checkers chosen for the selected stack
  let pending = null;    // taps waiting for a promotion choice
  let consoleUser = query.get("user") || localStorage.getItem("boardbot-user") || "";
  let busy = false;

  function t(id, args) {
    let s = texts[id] || id;
    for (const k in (args || {})) s = s.split("{ $" + k + " }").join(args[k]);
    return s;
  }

  // Telegram: theme colours at once, its script for the rest.
  if (inTelegram) {
    try {
      const theme = JSON.parse(hash.get("tgWebAppThemeParams") || "{}");
      for (const k in theme) {
        document.documentElement.style.setProperty("--tg-theme-" + k.replace(/_/g, "-"), theme[k]);
      }
    } catch (e) { /* no theme: the defaults */ }
    const s = document.createElement("script");
    s.src = "https://telegram.org/js/telegram-web-app.js";
    s.onload = () => { try { Telegram.WebApp.ready(); Telegram.WebApp.expand(); } catch (e) {} };
    document.head.appendChild(s);
  }

  function auth() {
    return inTelegram ? "tma " + initData : "console " + consoleUser;
  }

  function say(text, error) {
    const m = $("message");
    m.textContent = text || "";
    m.className = error ? "error" : "";
  }

  async function api(path, options) {
    const o = options || {};
    o.headers = Object.assign({ Authorization: auth() }, o.headers || {});
    const r = await fetch("api/" + path, o);
    let body = null;
    if (r.status !== 204) {
      try { body = await r.json(); } catch (e) { body = null; }
    }
    return { status: r.status, body };
  }

  // ---- drawing

  function el(name, attrs, parent) {
    const e = document.createElementNS(SVGNS, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }

  function pieceIcon(white, kind, size) {
    const svg = el("svg", { viewBox: "0 0 100 100", width: size, height: size });
    el("use", { href: "#" + (white ? "w" : "b") + kind.toUpperCase(), width: 100, height: 100 }, svg);
    return svg;
  }

  // An Opok stack as the PNG draws it: discs (more edges for taller
  // stacks) and the height on the top one.
  function disc(g, x, y, first, height) {
    const under = height <= 1 ? 0 : height <= 4 ? 1 : height <= 19 ? 2 : 3;
    const step = 4.5, r = 41, line = 4;
    const top = 50 - step * under / 2;
    const face = first ? palette.first : palette.second;
    const ink = first ? palette.outline : palette.white;
    for (let k = under; k >= 0; k--) {
      const cy = y + top + step * k;
      el("circle", { cx: x + 50, cy, r: r - line / 2, fill: face, stroke: palette.outline, "stroke-width": line }, g);
    }
    if (height > 0) {
      const tx = el("text", {
        x: x + 50, y: y + top + 1, "text-anchor": "middle", "dominant-baseline": "central",
        "font-size": height > 99 ? 30 : 38, "font-weight": "bold", fill: ink,
        "font-family": "DejaVu Sans, Verdana, sans-serif"
      }, g);
      tx.textContent = String(height);
    }
  }

  function same(a, b) { return a && b && a[0] === b[0] && a[1] === b[1]; }

  function myTaps() { return (board && board.taps) || []; }

  // The squares the selection may go to (with the Opok count chosen).
  function targets() {
    if (!selected) return [];
    return myTaps().filter((tp) => tp.to &&
      (selected.drop ? tp.drop === selected.drop : same(tp.from, selected.from) && !tp.drop) &&
      (count === null || tp.count === undefined || tp.count === count));
  }

  function drawBoard() {
    const box = $("board");
    box.textContent = "";
    const v = board && board.view;
    if (!v) return;
    const S = 100, C = 34;
    const W = v.files * S + C, H = v.ranks * S + C;
    const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, id: "board-svg" });
    el("rect", { x: 0, y: 0, width: W, height: H, fill: palette.frame }, svg);
    const last = v.last_move || [], check = v.check || [];
    const captured = (v.more && v.more.captured) || [];
    const tgs = targets();
    const fromSquares = myTaps().filter((tp) => tp.from).map((tp) => tp.from);
    for (let row = 0; row < v.ranks; row++) {
      for (let col = 0; col < v.files; col++) {
        const rank = v.flipped ? row : v.ranks - 1 - row;
        const file = v.flipped ? v.files - 1 - col : col;
        const x = C + col * S, y = row * S;
        const at = [file, rank];
        const dark = (file + rank) % 2 === 0;
        const moved = last.some((s) => same(s, at));
        let fill = moved ? (dark ? palette.darkMove : palette.lightMove) : (dark ? palette.dark : palette.light);
        if (check.some((s) => same(s, at))) fill = palette.check;
        const g = el("g", { class: "sq", "data-square": String.fromCharCode(97 + file) + (rank + 1) }, svg);
        el("rect", { x, y, width: S, height: S, fill }, g);
        if (selected && selected.from && same(selected.from, at)) {
          el("rect", { x: x + 3, y: y + 3, width: S - 6, height: S - 6, fill: "none", stroke: "#1e88e5", "stroke-width": 6 }, g);
        }
        const cell = v.cells[rank * v.files + file];
        if (cell && cell !== ".") {
          const tag = cell[0];
          if (tag === "w" || tag === "b") {
            el("use", { href: "#" + tag + cell.slice(1).toUpperCase(), x, y, width: S, height: S }, g);
          } else {
            disc(g, x, y, tag === "f", parseInt(cell.slice(1), 10) || 0);
          }
        } else if (captured.some((s) => same(s, at))) {
          el("circle", { cx: x + 50, cy: y + 50, r: 30, fill: "none", stroke: palette.check, "stroke-width": 6 }, g);
        }
        if (tgs.some((tp) => same(tp.to, at))) {
          const occupied = cell && cell !== ".";
          el("circle", occupied
            ? { cx: x + 50, cy: y + 50, r: 44, fill: "none", stroke: "rgba(20,85,30,0.6)", "stroke-width": 8 }
            : { cx: x + 50, cy: y + 50, r: 15, fill: "rgba(20,85,30,0.55)" }, g);
          g.setAttribute("data-target", "1");
        } else if (!selected && fromSquares.some((s) => same(s, at))) {
          g.setAttribute("data-movable", "1");
        }
        g.addEventListener("click", () => tapSquare(at));
      }
    }
    // Coordinates: rank numbers on the left, file letters below.
    for (let row = 0; row < v.ranks; row++) {
      const rank = v.flipped ? row : v.ranks - 1 - row;
      const tx = el("text", { x: C / 2, y: row * S + S / 2, fill: palette.frameText, "font-size": 22,
        "text-anchor": "middle", "dominant-baseline": "central", "font-family": "sans-serif" }, svg);
      tx.textContent = String(rank + 1);
    }
    for (let col = 0; col < v.files; col++) {
      const file = v.flipped ? v.files - 1 - col : col;
      const tx = el("text", { x: C + col * S + S / 2, y: v.ranks * S + C / 2, fill: palette.frameText,
        "font-size": 22, "text-anchor": "middle", "dominant-baseline": "central", "font-family": "sans-serif" }, svg);
      tx.textContent = String.fromCharCode(97 + file);
    }
    box.appendChild(svg);
  }

  // My colour: that of the men my taps move, else my seat's.
  function myWhite() {
    const v = board.view;
    for (const tp of myTaps()) {
      if (tp.from && v) {
        const c = v.cells[tp.from[1] * v.files + tp.from[0]];
        if (c && (c[0] === "w" || c[0] === "b")) return c[0] === "w";
      }
    }
    return board.you !== 1;
  }

  function button(label, cls, onClick, parent) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    if (cls) b.className = cls;
    b.addEventListener("click", onClick);
    (parent || $("actions")).appendChild(b);
    return b;
  }

  function drawPanels() {
    // Drops: one button per piece my reserve may drop now.
    const reserve = $("reserve");
    reserve.textContent = "";
    const drops = [...new Set(myTaps().filter((tp) => tp.drop).map((tp) => tp.drop))];
    reserve.hidden = drops.length === 0;
    const white = board ? myWhite() : true;
    for (const k of drops) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "quiet" + (selected && selected.drop === k ? " on" : "");
      b.setAttribute("data-drop", k);
      b.appendChild(pieceIcon(white, k, 26));
      b.addEventListener("click", () => { selected = { drop: k }; count = null; pending = null; render(); });
      reserve.appendChild(b);
    }
    // Reserves and prisons as the picture shows them.
    const strips = $("strips");
    strips.textContent = "";
    for (const s of (board && board.view && board.view.strips) || []) {
      if (!s.pieces.length) continue;
      const d = document.createElement("div");
      d.className = "strip";
      d.append(s.label + " ");
      for (const [w, k] of s.pieces) d.appendChild(pieceIcon(w, k, 20));
      strips.appendChild(d);
    }
    // The chooser: Opok's count, a promotion, `remove`.
    const ch = $("chooser");
    ch.textContent = "";
    if (pending) {
      ch.append(t("web-promote-to") + " ");
      for (const tp of pending) {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "quiet piece";
        b.setAttribute("data-promotion", tp.promotion);
        b.appendChild(pieceIcon(white, tp.promotion, 26));
        b.addEventListener("click", () => send(tp.text));
        ch.appendChild(b);
      }
      button(t("web-cancel"), "quiet", () => { pending = null; render(); }, ch);
    } else if (selected && selected.from) {
      const mine = myTaps().filter((tp) => same(tp.from, selected.from));
      const counts = [...new Set(mine.filter((tp) => tp.count !== undefined).map((tp) => tp.count))].sort((a, b) => a - b);
      if (counts.length > 1) {
        ch.append(t("web-how-many") + " ");
        for (const n of counts) {
          const b = button(String(n), n === count ? "" : "quiet", () => { count = n; render(); }, ch);
          b.setAttribute("data-count", n);
        }
      }
      for (const tp of mine.filter((tp) => !tp.to)) {
        button(tp.text.startsWith("remove") ? t("web-remove") : tp.text, "quiet", () => send(tp.text), ch);
      }
    }
    ch.hidden = ch.childNodes.length === 0;
    // Buttons: actions without squares, the game's choices, draw, resign.
    const a = $("actions");
    a.textContent = "";
    if (!board) return;
    for (const tp of myTaps().filter((tp) => !tp.from && !tp.to && !tp.drop)) {
      button(tp.text === "pass" ? t("web-pass") : tp.text, "quiet", () => send(tp.text)).setAttribute("data-text", tp.text);
    }
    for (const c of board.choices) {
      button(c.label, "quiet", () => send(c.text)).setAttribute("data-text", c.text);
    }
    if (board.can_draw) {
      const offered = board.draw_offer !== null && board.draw_offer !== undefined;
      if (!offered || board.draw_offer !== board.you) {
        button(offered ? t("web-accept-draw") : t("web-offer-draw"), "quiet", () => send("/draw"));
      }
    }
    if (board.can_resign) {
      button(t("web-resign"), "danger", () => {
        const sure = () => send("/resign yes");
        if (inTelegram && window.Telegram && Telegram.WebApp.showConfirm) {
          Telegram.WebApp.showConfirm(t("web-resign-confirm"), (ok) => { if (ok) sure(); });
        } else if (window.confirm(t("web-resign-confirm"))) {
          sure();
        }
      });
    }
    $("typed").hidden = board.you === null || board.you === undefined || board.status !== "active";
  }

  function render() {
    if (!board) return;
    $("title").textContent = board.title;
    const p = $("players");
    p.textContent = "";
    board.players.forEach((pl, i) => {
      if (i) p.append(" — ");
      const b = document.createElement("b");
      b.textContent = pl.name || "…";
      p.append(b, " (" + pl.seat + ")");
    });
    const table = $("table");
    table.hidden = !board.table;
    table.textContent = board.table || "";
    drawBoard();
    drawPanels();
    const cap = [...board.caption];
    if (!board.view && !board.table) cap.unshift(t("web-hidden"));
    if (board.you === null || board.you === undefined) cap.push(t("web-watching"));
    $("caption").textContent = cap.join("\n");
    $("moves").textContent = board.moves;
  }

  // ---- tapping

  function tapSquare(at) {
    if (!board || busy) return;
    pending = null;
    const hits = targets().filter((tp) => same(tp.to, at));
    if (hits.length === 1) return send(hits[0].text);
    if (hits.length > 1) {
      // Several actions on the same two squares: the promotions.
      const promos = hits.filter((tp) => tp.promotion);
      if (promos.length === hits.length) { pending = promos; render(); return; }
      return send(hits[0].text);
    }
    if (myTaps().some((tp) => same(tp.from, at))) {
      selected = same(selected && selected.from, at) ? null : { from: at };
      const counts = [...new Set(myTaps().filter((tp) => same(tp.from, at) && tp.count !== undefined).map((tp) => tp.count))];
      count = counts.length ? Math.max(...counts) : null;
    } else {
      selected = null;
      count = null;
    }
    render();
  }

  async function send(text) {
    if (busy) return;
    busy = true;
    say("");
    try {
      const r = await api("games/" + link + "/actions", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ text })
      });
      if (r.status === 200) {
        selected = null; count = null; pending = null;
        if (r.body && r.body.note) say(r.body.note);
        await load();
      } else {
        say((r.body && r.body.error) || ("HTTP " + r.status), true);
        try { Telegram.WebApp.HapticFeedback.notificationOccurred("error"); } catch (e) {}
        render();
      }
    } catch (e) {
      say(t("web-offline"), true);
    } finally {
      busy = false;
    }
  }

  // ---- loading and waiting

  function show(b) {
    const changed = !board || board.version !== b.version;
    board = b;
    if (changed) {
      // A selection that no longer fits the position is dropped.
      if (selected && selected.from && !myTaps().some((tp) => same(tp.from, selected.from))) selected = null;
      if (selected && selected.drop && !myTaps().some((tp) => tp.drop === selected.drop)) selected = null;
      render();
    }
  }

  async function load() {
    const r = await api("games/" + link);
    if (r.status === 200) { show(r.body); return true; }
    if (r.status === 401) say(inTelegram ? t("web-bad-auth") : (r.body && r.body.error), true);
    else say((r.body && r.body.error) || ("HTTP " + r.status), true);
    return false;
  }

  async function watch() {
    for (;;) {
      try {
        const v = board ? board.version : "";
        const r = await api("games/" + link + "/wait?version=" + encodeURIComponent(v));
        if (r.status === 200) { show(r.body); if ($("message").className === "error" && $("message").textContent === t("web-offline")) say(""); }
        else if (r.status !== 204) await new Promise((ok) => setTimeout(ok, 2000));
      } catch (e) {
        say(t("web-offline"), true);
        await new Promise((ok) => setTimeout(ok, 2000));
      }
    }
  }

  async function start() {
    const lang = (board && board.lang) || (inTelegram && JSON.parse(initFields.get("user") || "{}").language_code) || navigator.language || "en";
    const [tr, svg] = await Promise.all([
      fetch("api/texts/" + encodeURIComponent(lang.slice(0, 2))).then((r) => r.json()),
      fetch("pieces.svg").then((r) => r.text())
    ]);
    texts = tr;
    // The pieces inline, so `<use href="#wK">` finds them.
    const doc = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
    const defs = $("defs");
    for (const n of [...doc.childNodes]) defs.appendChild(document.importNode(n, true));
    for (const a of doc.attributes) {
      if (a.name.startsWith("data-")) {
        palette[a.name.slice(5).replace(/-(\w)/g, (_, c) => c.toUpperCase())] = a.value;
      }
    }
    $("moves-title").textContent = t("web-moves");
    $("typed-text").placeholder = t("web-type-move");
    $("typed-send").textContent = t("web-send");
    $("typed").addEventListener("submit", (e) => {
      e.preventDefault();
      const v = $("typed-text").value.trim();
      if (v) { send(v); $("typed-text").value = ""; }
    });
    if (!link) { say(t("web-no-link"), true); return; }
    if (!inTelegram && !consoleUser) {
      $("who").hidden = false;
      $("who-label").textContent = t("web-who");
      $("who-go").textContent = t("web-enter");
      await new Promise((ok) => $("who-go").addEventListener("click", () => {
        consoleUser = $("who-name").value.trim();
        if (consoleUser) { localStorage.setItem("boardbot-user", consoleUser); $("who").hidden = true; ok(); }
      }));
    }
    say(t("web-loading"));
    if (await load()) {
      say("");
      if (board.lang !== lang.slice(0, 2)) {
        texts = await fetch("api/texts/" + board.lang).then((r) => r.json());
        $("moves-title").textContent = t("web-moves");
        $("typed-text").placeholder = t("web-type-move");
        $("typed-send").textContent = t("web-send");
        render();
      }
    }
    watch();
  }

  start();
})();

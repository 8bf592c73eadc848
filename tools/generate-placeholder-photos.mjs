#!/usr/bin/env node
// Generates stylised flat-illustration placeholder photos (1920x1080 JPEG) for
// both apartments. Each image is an SVG scene rendered by sharp. Output is
// deterministic: all randomness comes from a PRNG seeded with the file name.
//
//   node tools/generate-placeholder-photos.mjs            (all)
//   node tools/generate-placeholder-photos.mjs mitte/10   (only the names containing "mitte/10")
//
// Real photos can later replace the files one for one (same names). The SHA-256 of every file it
// writes goes to tools/placeholder-photos.json, so that `npm run check:release` can tell which
// photos are still placeholders.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const sharp = require("sharp");

const W = 1920;
const H = 1080;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Each apartment's photo folder: app/content/apartments/{slug}/photos/. */
const OUT = path.join(ROOT, "app/content/apartments");

// ---------------------------------------------------------------- palette
const C = {
  white: "#fbf9f5",
  warmWhite: "#f4eee4",
  cream: "#ece3d3",
  linen: "#e2d6c3",
  greige: "#d3c9bb",
  grey: "#c7c5c0",
  stone: "#9d978e",
  charcoal: "#3a3937",
  oak: "#c99a68",
  oakLight: "#e0c29b",
  oakDark: "#9c6d43",
  walnut: "#6c4a32",
  sage: "#9fb08a",
  sageLight: "#c9d4ba",
  sageDark: "#667a5b",
  olive: "#56664a",
  terracotta: "#c56f4c",
  clay: "#dc9c7b",
  blush: "#ecc9b5",
  mustard: "#d8a94f",
  navy: "#0b1f3a",
  lime: "#c6f24e",
  brass: "#c9a45c",
  anthracite: "#33373b",
};

// ---------------------------------------------------------------- helpers
function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hash = (str) => [...str].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261) >>> 0;
const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const mix = (a, b, t) =>
  "#" +
  rgb(a)
    .map((v, i) =>
      Math.round(v + (rgb(b)[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
/** Lighten (t > 0) or darken (t < 0) a colour. */
const shade = (c, t) => (t >= 0 ? mix(c, "#ffffff", t) : mix(c, "#1a1410", -t));
const lerp = (a, b, t) => a + (b - a) * t;

const n = (v) => Math.round(v * 10) / 10;
const at = (a) => (a ? " " + a : "");
const rect = (x, y, w, h, fill, a = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${at(a)}/>`;
const rr = (x, y, w, h, r, fill, a = "") => rect(x, y, w, h, fill, `rx="${r}" ${a}`);
const ell = (cx, cy, rx, ry, fill, a = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${at(a)}/>`;
const circ = (cx, cy, r, fill, a = "") => ell(cx, cy, r, r, fill, a);
/** Polygon from a "x,y x,y ..." point string (decimals are rounded). */
const poly = (pts, fill, a = "") =>
  `<polygon points="${pts.replace(/-?\d+\.\d+/g, (m) => n(+m))}" fill="${fill}"${at(a)}/>`;
const pth = (d, fill, a = "") => `<path d="${d}" fill="${fill}"${at(a)}/>`;
const ln = (x1, y1, x2, y2, stroke, w = 2, a = "") =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${w}"${at(a)}/>`;
const rot = (deg, x, y) => `transform="rotate(${n(deg)} ${n(x)} ${n(y)})"`;
const shadow = (cx, cy, rx, ry, op = 0.25) => ell(cx, cy, rx, ry, "#2a2018", `opacity="${op}" filter="url(#blur)"`);

class Scene {
  constructor(name) {
    this.rnd = mulberry32(hash(name));
    this.defs = [];
    this.parts = [];
    this.ids = 0;
  }
  add(...p) {
    this.parts.push(...p.flat());
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rnd();
  }
  pick(arr) {
    return arr[Math.floor(this.rnd() * arr.length)];
  }
  grad(tag, attrs, stops) {
    const id = `g${this.ids++}`;
    const st = stops.split(",").map((stop) => {
      const [o, c, op = 1] = stop.trim().split(/\s+/);
      return `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`;
    });
    this.defs.push(`<${tag} id="${id}" ${attrs}>${st.join("")}</${tag}>`);
    return `url(#${id})`;
  }
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    return this.grad("linearGradient", `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`, stops);
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5) {
    return this.grad("radialGradient", `cx="${cx}" cy="${cy}" r="${r}"`, stops);
  }
  /** Draw everything `fn` adds clipped to the given shape. */
  clipped(shape, fn) {
    const id = `c${this.ids++}`;
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    this.add(`<g clip-path="url(#${id})">`);
    fn();
    this.add("</g>");
  }
  toSVG() {
    const filters =
      `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>` +
      `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>`;
    const vignette = this.rad("0.55 #000 0, 1 #1a1008 0.2", 0.5, 0.5, 0.75);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<defs>${filters}${this.defs.join("")}</defs>${this.parts.join("")}` +
      rect(0, 0, W, H, vignette) +
      "</svg>"
    );
  }
}

// ------------------------------------------------- room shell: wall, floor, window
const THEMES = {
  // Prenzlauer Berg: airy Altbau, high ceilings, stucco, darker oak floor.
  pberg: { altbau: true, floorY: 800, ceilY: 40, floorType: "wide", floor: "#bb8b5f", frame: "#f8f5ef" },
  // Mitte: compact and modern, visible ceiling, light oak, anthracite frames.
  mitte: { altbau: false, floorY: 780, ceilY: 96, floorType: "boards", floor: "#dcc29d", frame: C.anthracite },
};

function room(s, t, v) {
  const floorY = v.floorY ?? t.floorY;
  const wall = v.wall;
  const lx = v.light === "right" ? 1 : 0;
  s.add(rect(0, 0, W, floorY, s.lin(`0 ${shade(wall, 0.16)}, 1 ${shade(wall, -0.06)}`, lx, 0, 1 - lx, 0)));
  s.add(rect(0, floorY - 300, W, 300, s.lin("0 #000 0, 1 #000 0.07")));
  if (t.altbau) {
    cornice(s, t.ceilY, wall);
    for (const [x, w] of v.panels ?? []) panel(s, x, floorY - 300, w, 230, wall);
  } else {
    s.add(rect(0, 0, W, t.ceilY, s.lin(`0 ${shade(wall, -0.09)}, 1 ${shade(wall, 0.04)}`)));
    s.add(rect(0, t.ceilY, W, 3, shade(wall, -0.14), 'opacity=".6"'));
    for (const x of v.spots ?? [480, 1440])
      s.add(
        ell(x, t.ceilY * 0.55, 26, 6, "#fffaf0"),
        ell(x, t.ceilY * 0.55 + 4, 60, 14, "#fff", 'opacity=".35" filter="url(#soft)"'),
      );
  }
  const floor = v.floor ?? t.floor;
  s.add(rect(0, floorY, W, H - floorY, s.lin(`0 ${shade(floor, -0.14)}, 1 ${shade(floor, 0.06)}`)));
  floorPattern(s, v.floorType ?? t.floorType, floor, floorY);
  const bb = t.altbau ? 36 : 14;
  s.add(rect(0, floorY - bb, W, bb, t.altbau ? shade(wall, 0.5) : shade(wall, -0.05)));
  s.add(rect(0, floorY, W, 46, s.lin("0 #000 0.16, 1 #000 0")));
  return floorY;
}

function cornice(s, y, wall) {
  const hi = shade(wall, 0.45),
    lo = shade(wall, -0.15);
  s.add(rect(0, 0, W, y, shade(wall, 0.3)), rect(0, y, W, 16, hi), rect(0, y + 16, W, 5, lo, 'opacity=".5"'));
  s.add(rect(0, y + 21, W, 12, hi), rect(0, y + 33, W, 14, lo, 'opacity=".3"'));
  let d = "";
  for (let x = 4; x < W; x += 26) d += rect(x, y + 33, 15, 14, hi);
  s.add(d, rect(0, y + 47, W, 9, hi), rect(0, y + 56, W, 6, lo, 'opacity=".35"'));
}

/** Altbau wall panel moulding. */
function panel(s, x, y, w, h, wall) {
  s.add(rect(x, y, w, h, "none", `stroke="${shade(wall, 0.35)}" stroke-width="4" rx="3"`));
  s.add(
    rect(x + 4, y + 4, w - 8, h - 8, "none", `stroke="${shade(wall, -0.1)}" stroke-width="2" rx="2" opacity=".35"`),
  );
}

function floorPattern(s, type, floor, y0) {
  const depth = H - y0,
    vx = W / 2 + s.r(-160, 160),
    line = shade(floor, -0.3);
  if (type === "tiles" || type === "rubber") {
    const gTop = type === "tiles" ? 84 : 120,
      k = 2.8;
    for (let i = -30; i <= 30; i++) s.add(ln(vx + i * gTop, y0, vx + i * gTop * k, H, line, 1.5, 'opacity=".45"'));
    for (let j = 1, q = 1.32, m = 7; j < m; j++) {
      const y = y0 + (depth * (q ** j - 1)) / (q ** m - 1);
      s.add(ln(0, y, W, y, line, 1.5, 'opacity=".45"'));
    }
    return;
  }
  if (type === "concrete") {
    for (let i = 0; i < 14; i++)
      s.add(
        ell(
          s.r(0, W),
          s.r(y0, H),
          s.r(80, 260),
          s.r(20, 60),
          shade(floor, s.r(-0.08, 0.08)),
          'opacity=".5" filter="url(#blur)"',
        ),
      );
    return;
  }
  const gTop = type === "wide" ? 64 : 44,
    k = 3.1;
  for (let i = -34; i <= 34; i++) {
    const a = vx + i * gTop,
      b = vx + (i + 1) * gTop,
      A = vx + i * gTop * k,
      B = vx + (i + 1) * gTop * k;
    if (Math.max(a, A) < -50 || Math.min(b, B) > W + 50) continue;
    s.add(poly(`${a},${y0} ${b},${y0} ${B},${H} ${A},${H}`, shade(floor, s.r(-0.07, 0.07))));
    s.add(ln(a, y0, A, H, line, 1.4, 'opacity=".45"'));
    for (let j = 0; j < 2; j++) {
      const u = s.r(0.05, 0.95),
        y = y0 + depth * u;
      s.add(ln(lerp(a, A, u), y, lerp(b, B, u), y, line, 1.4, 'opacity=".4"'));
    }
  }
}

/** Window with a view, frame, sill and an optional sun beam. */
function windowFrame(s, t, o) {
  const { x, y, w, h, cols = 2, transom = t.altbau ? 0.24 : 0, view = "trees" } = o;
  const frame = o.frame ?? t.frame,
    fw = t.altbau ? 16 : 12;
  s.add(rect(x - 24, y - 24, w + 48, h + 48, shade(o.wall, -0.12)));
  s.add(rect(x - 24, y - 24, w + 48, 10, shade(o.wall, -0.22), 'opacity=".5"'));
  s.clipped(rect(x, y, w, h, "#fff"), () => windowView(s, view, x, y, w, h));
  const th = transom * h;
  s.add(
    rect(x, y, w, fw, frame),
    rect(x, y + h - fw, w, fw, frame),
    rect(x, y, fw, h, frame),
    rect(x + w - fw, y, fw, h, frame),
  );
  if (th) s.add(rect(x, y + th, w, fw, frame));
  for (let i = 1; i < cols; i++) s.add(rect(x + (w * i) / cols - fw / 2, y + th, fw, h - th, frame));
  if (t.altbau)
    for (let i = 0; i < cols; i++)
      s.add(
        ln(
          x + (w * i) / cols + 12,
          y + th + (h - th) * 0.5,
          x + (w * (i + 1)) / cols - 12,
          y + th + (h - th) * 0.5,
          frame,
          8,
        ),
      );
  s.add(
    poly(
      `${x + w * 0.1},${y + h} ${x + w * 0.35},${y + h} ${x + w * 0.75},${y} ${x + w * 0.5},${y}`,
      "#fff",
      'opacity=".1"',
    ),
  );
  s.add(
    rect(x - 36, y + h, w + 72, 18, shade(o.wall, 0.3)),
    rect(x - 36, y + h + 18, w + 72, 8, "#000", 'opacity=".08"'),
  );
  if (o.curtain)
    for (const cx of [x - 150, x + w + 40])
      curtain(s, cx, o.curtainTop ?? y - 60, o.floorY - (o.curtainTop ?? y - 60), o.curtain);
}

function curtain(s, x, y, h, color) {
  const folds = Array.from({ length: 9 }, (_, i) => `${i / 8} ${shade(color, i % 2 ? -0.1 : 0.08)}`).join(",");
  s.add(rect(x, y, 110, h, s.lin(folds, 0, 0, 1, 0), 'opacity=".95"'), rect(x - 10, y - 6, 130, 8, C.brass));
}

function windowView(s, view, x, y, w, h) {
  s.add(rect(x, y, w, h, s.lin("0 #a9cbe4, 0.7 #dceaf1, 1 #f3efe4")));
  cloud(s, x + w * 0.3, y + h * 0.22, 0.6);
  const gy = y + h;
  if (view === "church") {
    facadeBlock(s, x - 40, gy - h * 0.32, w + 80, h * 0.32, "#e3cfb0");
    church(s, x + w * 0.58, gy - h * 0.1, h / 1700);
    for (let i = 0; i < 4; i++) tree(s, x + (w * i) / 3, gy + 20, h * 0.42, { crown: C.sage });
  } else if (view === "street") {
    facadeBlock(s, x - 20, y + h * 0.18, w * 0.55, h, "#e8d2b6");
    facadeBlock(s, x + w * 0.53, y + h * 0.1, w * 0.5, h, "#d9dccf");
    tree(s, x + w * 0.7, gy + 40, h * 0.5, { crown: C.sage });
  } else if (view === "city") {
    tvTower(s, x + w * 0.7, gy - h * 0.12, h * 0.75);
    for (let i = 0; i < 6; i++)
      rectRoof(s, x + (i * w) / 5 - 40, gy - h * s.r(0.12, 0.3), w / 4.5, h, shade("#cfc7bb", s.r(-0.1, 0.1)));
  } else {
    for (let i = 0; i < 5; i++)
      tree(s, x + (w * i) / 4 + s.r(-30, 30), gy + 60, h * s.r(0.5, 0.7), {
        crown: s.pick([C.sage, C.sageDark, "#8fa878"]),
      });
  }
}

const rectRoof = (s, x, y, w, h, c) => s.add(rect(x, y, w, h, c), rect(x, y, w, 8, shade(c, -0.2)));
function facadeBlock(s, x, y, w, h, color) {
  s.add(rect(x, y, w, h, color));
  for (let wy = y + 30; wy < y + h; wy += 90)
    for (let wx = x + 24; wx < x + w - 30; wx += 70) s.add(rect(wx, wy, 32, 52, "#6f7f8c", 'opacity=".55"'));
}

/** Sunlight patch on the floor (split by the window bars) plus a soft beam. */
function sunBeam(s, o, floorY, dir = 1, cols = 2) {
  const { x, y, w, h } = o,
    dx = dir * 260,
    depth = Math.min(h * 0.45, H - floorY - 30);
  const P = (u, v) => [x + u * w + dx * (0.5 + (1 - v) * 1.3), floorY + 24 + (1 - v) * depth];
  s.add(
    poly(`${x},${y} ${x + w},${y} ${P(1, 0)} ${P(0, 0)}`, s.lin("0 #fffbe8 0.22, 1 #fffbe8 0"), 'filter="url(#soft)"'),
  );
  let patch = "";
  for (let i = 0; i < cols; i++)
    for (const [v0, v1] of [
      [0.04, 0.48],
      [0.52, 0.96],
    ]) {
      const u0 = i / cols + 0.04,
        u1 = (i + 1) / cols - 0.04;
      patch += poly(`${P(u0, v1)} ${P(u1, v1)} ${P(u1, v0)} ${P(u0, v0)}`, "#fff6dc");
    }
  s.add(`<g opacity=".28" filter="url(#soft)">${patch}</g>`);
}

/** Sunlight from an off-frame window falling on the wall as slanted panes. */
function wallSun(s, x, y, w, h, skew = 120) {
  let d = "";
  for (const [u0, u1] of [
    [0, 0.47],
    [0.53, 1],
  ])
    for (const [v0, v1] of [
      [0, 0.3],
      [0.34, 1],
    ])
      d += poly(
        `${x + u0 * w + v0 * skew},${y + v0 * h} ${x + u1 * w + v0 * skew},${y + v0 * h} ${x + u1 * w + v1 * skew},${y + v1 * h} ${x + u0 * w + v1 * skew},${y + v1 * h}`,
        "#fff8e4",
      );
  s.add(`<g opacity=".3" filter="url(#soft)">${d}</g>`);
}

// ---------------------------------------------------------------- furniture
function sofa(s, { x, y, w, h = 300, color, pillows = [], legs = C.walnut }) {
  const nC = w > 720 ? 3 : 2,
    cw = (w - 128) / nC;
  s.add(shadow(x + w / 2, y, w * 0.55, 24, 0.35));
  for (const lx of [x + 36, x + w - 48]) s.add(rr(lx, y - 30, 12, 32, 3, legs));
  s.add(rr(x + 28, y - h, w - 56, h * 0.7, 30, shade(color, -0.1)));
  for (let i = 0; i < nC; i++) s.add(rr(x + 64 + i * cw + 4, y - h * 0.92, cw - 8, h * 0.5, 26, shade(color, 0.03)));
  s.add(rr(x, y - h * 0.4, w, h * 0.32, 16, shade(color, -0.12)));
  for (let i = 0; i < nC; i++) s.add(rr(x + 64 + i * cw + 3, y - h * 0.5, cw - 6, h * 0.17, 16, shade(color, 0.07)));
  pillows.forEach((pc, i) => {
    const left = i % 2 === 0,
      px = left ? x + 80 + i * 40 : x + w - 200 - (i - 1) * 40,
      py = y - h * 0.82;
    s.add(rr(px, py, 120, 110, 26, pc, rot(left ? -9 : 9, px + 60, py + 55)));
    s.add(rr(px + 14, py + 14, 92, 82, 20, shade(pc, 0.12), `opacity=".5" ${rot(left ? -9 : 9, px + 60, py + 55)}`));
  });
  for (const ax of [x, x + w - 66])
    s.add(
      rr(ax, y - h * 0.62, 66, h * 0.57, 28, color),
      rr(ax + 8, y - h * 0.62, 50, 14, 7, shade(color, 0.12), 'opacity=".6"'),
    );
}

function armchair(s, x, y, color, k = 1) {
  s.add(shadow(x + 110 * k, y, 130 * k, 16));
  for (const lx of [x + 20 * k, x + 190 * k])
    s.add(
      poly(
        `${lx},${y - 40 * k} ${lx + 10 * k},${y - 40 * k} ${lx + 14 * k * (lx > x + 100 * k ? 1.6 : -0.6)},${y} ${lx + 4 * k * (lx > x + 100 * k ? 1.6 : -0.6)},${y}`,
        C.walnut,
      ),
    );
  s.add(rr(x + 16 * k, y - 300 * k, 190 * k, 220 * k, 60 * k, shade(color, -0.06)));
  s.add(
    rr(x, y - 130 * k, 220 * k, 92 * k, 30 * k, color),
    rr(x + 20 * k, y - 150 * k, 180 * k, 40 * k, 18 * k, shade(color, 0.08)),
  );
}

function coffeeTable(s, cx, y, w, top = C.oak, round = true) {
  s.add(shadow(cx, y, w * 0.55, 18, 0.3));
  for (const dx of [-0.38, -0.13, 0.13, 0.38]) s.add(rect(cx + dx * w - 5, y - 96, 10, 96, shade(top, -0.3)));
  if (round) s.add(ell(cx, y - 92, w / 2, 22, shade(top, -0.2)), ell(cx, y - 100, w / 2, 22, top));
  else
    s.add(
      rect(cx - w / 2, y - 104, w, 18, shade(top, -0.15)),
      poly(
        `${cx - w / 2 + 20},${y - 120} ${cx + w / 2 - 20},${y - 120} ${cx + w / 2},${y - 104} ${cx - w / 2},${y - 104}`,
        top,
      ),
    );
  s.add(rr(cx - w * 0.3, y - 126, 110, 14, 2, C.sageDark), rr(cx - w * 0.28, y - 140, 96, 14, 2, C.clay));
  vase(s, cx + w * 0.18, y - 108, C.warmWhite, 0.7);
}

function vase(s, x, y, color, k = 1) {
  s.add(ln(x, y - 80 * k, x - 40 * k, y - 190 * k, C.olive, 3), ln(x, y - 80 * k, x + 30 * k, y - 170 * k, C.olive, 3));
  for (const [dx, dy] of [
    [-40, -190],
    [30, -170],
    [-16, -205],
  ])
    s.add(ell(x + dx * k, y + dy * k, 14 * k, 24 * k, C.sage, rot(dx, x + dx * k, y + dy * k)));
  s.add(
    pth(
      `M${x - 22 * k},${y} Q${x - 40 * k},${y - 50 * k} ${x - 12 * k},${y - 80 * k} L${x + 12 * k},${y - 80 * k} Q${x + 40 * k},${y - 50 * k} ${x + 22 * k},${y} Z`,
      color,
    ),
  );
}

function rug(s, cx, y, wTop, wBot, h, color, accent) {
  const q = (i) =>
    `${cx - wTop / 2 + i},${y + i * 0.4} ${cx + wTop / 2 - i},${y + i * 0.4} ` +
    `${cx + wBot / 2 - i * 1.3},${y + h - i * 0.5} ${cx - wBot / 2 + i * 1.3},${y + h - i * 0.5}`;
  s.add(
    poly(q(0), color),
    poly(q(26), "none", `stroke="${accent}" stroke-width="6" opacity=".7"`),
    poly(q(44), "none", `stroke="${accent}" stroke-width="2" opacity=".5"`),
  );
}

function plant(s, x, y, { k = 1, pot = C.terracotta, leaf = C.sage, kind = "monstera" } = {}) {
  s.add(shadow(x, y, 80 * k, 14 * k, 0.3));
  const top = y - 120 * k;
  if (kind === "monstera" || kind === "bush") {
    for (let i = 0; i < 11; i++) {
      const a = (-160 + i * 14 + s.r(-6, 6)) * (Math.PI / 180),
        L = s.r(140, 300) * k * (kind === "bush" ? 0.7 : 1);
      const tx = x + Math.cos(a) * L,
        ty = top + Math.sin(a) * L * 0.95,
        c = shade(leaf, s.r(-0.25, 0.12));
      s.add(
        pth(
          `M${x},${top} Q${(x + tx) / 2},${ty - 20} ${tx},${ty}`,
          "none",
          `stroke="${shade(leaf, -0.3)}" stroke-width="${3 * k}"`,
        ),
      );
      s.add(
        ell(tx, ty, 70 * k, 42 * k, c, rot((a * 180) / Math.PI, tx, ty)),
        ln(
          tx - Math.cos(a) * 55 * k,
          ty - Math.sin(a) * 55 * k,
          tx + Math.cos(a) * 55 * k,
          ty + Math.sin(a) * 55 * k,
          shade(c, -0.2),
          2,
        ),
      );
    }
  } else if (kind === "snake") {
    for (let i = 0; i < 9; i++) {
      const bx = x + (i - 4) * 10 * k,
        hgt = s.r(240, 420) * k,
        lean = (i - 4) * s.r(8, 16) * k,
        c = shade(leaf, s.r(-0.3, 0.05));
      s.add(
        pth(
          `M${bx - 14 * k},${top} Q${bx - 18 * k + lean / 2},${top - hgt / 2} ${bx + lean},${top - hgt} Q${bx + 18 * k + lean / 2},${top - hgt / 2} ${bx + 14 * k},${top} Z`,
          c,
        ),
      );
      s.add(ln(bx, top, bx + lean * 0.9, top - hgt * 0.9, shade(c, 0.25), 2, 'opacity=".6"'));
    }
  } else {
    // small olive / fig tree
    s.add(
      pth(
        `M${x},${top} C${x + 10 * k},${top - 200 * k} ${x - 20 * k},${top - 300 * k} ${x + 6 * k},${top - 420 * k}`,
        "none",
        `stroke="${C.walnut}" stroke-width="${8 * k}"`,
      ),
    );
    for (let i = 0; i < 34; i++) {
      const a = s.r(0, Math.PI * 2),
        d = s.r(0, 150) * k;
      s.add(
        ell(
          x + Math.cos(a) * d * 1.1,
          top - 450 * k + Math.sin(a) * d * 0.8,
          34 * k,
          18 * k,
          shade(leaf, s.r(-0.25, 0.15)),
          rot(s.r(-60, 60), x + Math.cos(a) * d, top - 450 * k),
        ),
      );
    }
  }
  s.add(
    poly(`${x - 62 * k},${top} ${x + 62 * k},${top} ${x + 48 * k},${y} ${x - 48 * k},${y}`, pot),
    rect(x - 66 * k, top - 6 * k, 132 * k, 18 * k, shade(pot, 0.1)),
  );
  s.add(
    poly(
      `${x + 20 * k},${top + 12 * k} ${x + 62 * k},${top + 12 * k} ${x + 48 * k},${y} ${x + 16 * k},${y}`,
      "#000",
      'opacity=".1"',
    ),
  );
}

function pendant(s, x, top, len, { type = "dome", color = C.charcoal } = {}) {
  const y = top + len;
  s.add(ln(x, top, x, y, "#3b3631", 2.5), ell(x, y + 80, 220, 160, s.rad("0 #fff1cf 0.5, 1 #fff1cf 0")));
  if (type === "dome")
    s.add(
      pth(`M${x - 90},${y + 56} Q${x - 86},${y} ${x},${y} Q${x + 86},${y} ${x + 90},${y + 56} Z`, color),
      ell(x, y + 56, 56, 10, "#fff4d6"),
    );
  else if (type === "globe") s.add(circ(x, y + 48, 52, s.rad("0 #fffaf0, 0.7 #f6ecd8, 1 #e5d7bf", 0.42, 0.4, 0.6)));
  else
    s.add(
      poly(`${x - 22},${y} ${x + 22},${y} ${x + 66},${y + 84} ${x - 66},${y + 84}`, color),
      ell(x, y + 84, 66, 10, "#fff4d6"),
    );
}

function tableLamp(s, x, y, shadeC = C.linen, base = C.terracotta, k = 1) {
  s.add(ell(x, y - 110 * k, 110 * k, 80 * k, s.rad("0 #fff2cf 0.55, 1 #fff2cf 0")));
  s.add(ell(x, y - 28 * k, 30 * k, 32 * k, base), rect(x - 3, y - 80 * k, 6, 50 * k, C.brass));
  s.add(
    poly(
      `${x - 34 * k},${y - 140 * k} ${x + 34 * k},${y - 140 * k} ${x + 56 * k},${y - 78 * k} ${x - 56 * k},${y - 78 * k}`,
      shadeC,
    ),
  );
}

function floorLamp(s, x, y, color = C.charcoal) {
  s.add(
    ell(x, y - 4, 40, 8, color),
    ln(x, y, x, y - 520, color, 5),
    pth(`M${x},${y - 520} Q${x + 40},${y - 620} ${x + 200},${y - 600}`, "none", `stroke="${color}" stroke-width="5"`),
  );
  s.add(
    ell(x + 200, y - 540, 160, 110, s.rad("0 #fff1cf 0.45, 1 #fff1cf 0")),
    pth(`M${x + 150},${y - 560} Q${x + 200},${y - 630} ${x + 250},${y - 560} Z`, color),
  );
}

function art(s, x, y, w, h, { frame = C.walnut, bg = C.cream, pal = [C.terracotta, C.sage, C.mustard] } = {}) {
  s.add(
    rect(x + 8, y + 12, w, h, "#000", 'opacity=".12" filter="url(#soft)"'),
    rect(x, y, w, h, frame),
    rect(x + 10, y + 10, w - 20, h - 20, "#fbf8f2"),
  );
  const ix = x + w * 0.16,
    iy = y + h * 0.16,
    iw = w * 0.68,
    ih = h * 0.68;
  s.clipped(rect(ix, iy, iw, ih, "#fff"), () => {
    s.add(rect(ix, iy, iw, ih, bg));
    const style = s.pick(["sun", "arches", "blocks"]);
    if (style === "sun")
      s.add(
        circ(ix + iw * 0.62, iy + ih * 0.38, iw * 0.2, pal[0]),
        ell(ix + iw * 0.3, iy + ih * 1.05, iw * 0.6, ih * 0.4, pal[1]),
        ell(ix + iw * 0.9, iy + ih * 1.1, iw * 0.5, ih * 0.32, shade(pal[1], -0.2)),
      );
    else if (style === "arches")
      pal.forEach((c, i) =>
        s.add(
          pth(
            `M${ix + iw * (0.12 + i * 0.28)},${iy + ih} v${-ih * 0.35} a${iw * 0.12},${iw * 0.12} 0 0 1 ${iw * 0.24},0 v${ih * 0.35} Z`,
            c,
          ),
        ),
      );
    else
      s.add(
        rect(ix + iw * 0.1, iy + ih * 0.5, iw * 0.45, ih * 0.5, pal[0]),
        circ(ix + iw * 0.7, iy + ih * 0.35, iw * 0.18, pal[1]),
        rect(ix + iw * 0.55, iy + ih * 0.7, iw * 0.45, ih * 0.06, pal[2]),
      );
  });
}

function shelfWithBooks(s, x, y, w, pal) {
  s.add(rect(x, y, w, 14, C.oak), rect(x, y + 14, w, 6, "#000", 'opacity=".12"'));
  let cx = x + 10;
  while (cx < x + w - 40) {
    if (s.rnd() < 0.14) {
      vase(s, cx + 30, y, s.pick([C.warmWhite, C.clay, C.sageLight]), 0.5);
      cx += 70;
      continue;
    }
    const bw = s.r(14, 30),
      bh = s.r(70, 112);
    s.add(rect(cx, y - bh, bw, bh, s.pick(pal)), rect(cx + 3, y - bh + 12, bw - 6, 4, "#fff", 'opacity=".35"'));
    cx += bw + 2;
  }
}

function bed(s, { cx, y0, w, head, duvet, pillow, throwC, accentPillows = [] }) {
  const yF = y0 + 150,
    wf = w * 1.22;
  s.add(shadow(cx, yF + 110, wf * 0.58, 26, 0.35));
  s.add(rr(cx - w / 2 - 30, y0 - 330, w + 60, 380, 26, head));
  for (let i = 1; i < 8; i++)
    s.add(
      ln(
        cx - w / 2 - 30 + ((w + 60) * i) / 8,
        y0 - 320,
        cx - w / 2 - 30 + ((w + 60) * i) / 8,
        y0 + 40,
        shade(head, -0.15),
        3,
        'opacity=".6"',
      ),
    );
  s.add(
    poly(
      `${cx - w / 2},${y0 - 80} ${cx + w / 2},${y0 - 80} ${cx + wf / 2},${yF} ${cx - wf / 2},${yF}`,
      shade(duvet, 0.1),
    ),
  );
  for (const px of [cx - w * 0.47, cx + w * 0.03])
    s.add(
      rr(px, y0 - 190, w * 0.44, 130, 34, pillow),
      rr(px + 10, y0 - 180, w * 0.44 - 20, 20, 10, "#fff", 'opacity=".5"'),
    );
  accentPillows.forEach((c, i) =>
    s.add(rr(cx - 150 + i * 170, y0 - 150, 130, 104, 26, c, rot(i ? 6 : -6, cx - 85 + i * 170, y0 - 100))),
  );
  s.add(
    poly(
      `${cx - w / 2 - 6},${y0 - 40} ${cx + w / 2 + 6},${y0 - 40} ${cx + wf / 2 + 8},${yF} ${cx - wf / 2 - 8},${yF}`,
      duvet,
    ),
  );
  s.add(
    pth(
      `M${cx - w / 2},${y0 - 40} Q${cx},${y0 - 10} ${cx + w / 2},${y0 - 40}`,
      "none",
      `stroke="${shade(duvet, 0.35)}" stroke-width="8"`,
    ),
  );
  for (const f of [-0.25, 0.1, 0.3])
    s.add(
      pth(
        `M${cx + f * w},${y0 - 20} q${30 * Math.sign(f || 1)},60 ${10 * Math.sign(f || 1)},${yF - y0 - 60}`,
        "none",
        `stroke="${shade(duvet, -0.12)}" stroke-width="4" opacity=".6"`,
      ),
    );
  s.add(
    rect(cx - wf / 2 - 8, yF, wf + 16, 100, shade(duvet, -0.1)),
    rect(cx - wf / 2 + 40, yF + 100, 14, 18, C.walnut),
    rect(cx + wf / 2 - 54, yF + 100, 14, 18, C.walnut),
  );
  const tY = yF - 70;
  s.add(
    poly(`${cx - wf / 2 - 4},${tY} ${cx + wf / 2 + 4},${tY} ${cx + wf / 2 + 8},${yF} ${cx - wf / 2 - 8},${yF}`, throwC),
    rect(cx - wf / 2 - 8, yF, wf + 16, 80, shade(throwC, -0.08)),
  );
  for (let i = 0; i < 5; i++)
    s.add(
      ln(
        cx - wf / 2 + ((wf + 16) * (i + 0.5)) / 5,
        yF + 80,
        cx - wf / 2 + ((wf + 16) * (i + 0.5)) / 5,
        yF + 96,
        shade(throwC, -0.2),
        3,
      ),
    );
}

function nightstand(s, x, y, color, lampShade, lampBase) {
  s.add(
    shadow(x + 70, y, 90, 10),
    rr(x, y - 170, 140, 150, 8, color),
    rect(x + 14, y - 120, 112, 3, shade(color, -0.2)),
    rr(x + 56, y - 100, 28, 6, 3, C.brass),
  );
  s.add(rect(x + 14, y - 20, 8, 20, shade(color, -0.3)), rect(x + 118, y - 20, 8, 20, shade(color, -0.3)));
  tableLamp(s, x + 70, y - 170, lampShade, lampBase);
}

function chair(s, x, y, color, k = 1) {
  s.add(shadow(x + 50 * k, y, 60 * k, 10));
  s.add(
    rr(x + 6 * k, y - 250 * k, 88 * k, 110 * k, 18 * k, color),
    rect(x + 10 * k, y - 150 * k, 8 * k, 150 * k, shade(color, -0.25)),
    rect(x + 82 * k, y - 150 * k, 8 * k, 150 * k, shade(color, -0.25)),
  );
  s.add(rr(x, y - 130 * k, 100 * k, 20 * k, 6 * k, shade(color, 0.1)));
}

function stool(s, x, y, seat, legs = C.charcoal) {
  s.add(
    shadow(x, y, 60, 10),
    ln(x - 30, y, x - 16, y - 200, legs, 6),
    ln(x + 30, y, x + 16, y - 200, legs, 6),
    rect(x - 26, y - 80, 52, 5, legs),
  );
  s.add(ell(x, y - 200, 46, 14, shade(seat, -0.2)), ell(x, y - 206, 46, 14, seat));
}

// ---------------------------------------------------------------- interiors
function livingScene(s, t, v) {
  const fy = room(s, t, v);
  const wins = t.altbau
    ? [
        { x: 150, w: 300 },
        { x: 1470, w: 300 },
      ]
    : [{ x: 110, w: 680 }];
  wins.forEach((wi, i) =>
    windowFrame(s, t, {
      ...wi,
      y: 150,
      h: t.altbau ? 590 : fy - 170,
      wall: v.wall,
      cols: t.altbau ? 2 : 3,
      view: i ? "trees" : v.view,
      curtain: t.altbau ? C.linen : null,
      floorY: fy,
    }),
  );
  sunBeam(s, { ...wins[0], y: 150, h: t.altbau ? 590 : fy - 170 }, fy, 1, t.altbau ? 2 : 3);
  const sx = t.altbau ? 560 : 880,
    sw = t.altbau ? 800 : 760;
  if (t.altbau) {
    [
      [650, 240, 190, 260],
      [1080, 240, 190, 260],
    ].forEach(([x, y, w, h], i) => art(s, x, y, w, h, { frame: i ? C.oak : C.walnut, pal: v.art }));
    pendant(s, 960, 100, 300, { type: v.lamp, color: v.lampC });
  } else art(s, 1030, 250, 460, 300, { frame: C.navy, bg: C.white, pal: [C.lime, C.sage, C.navy] });
  rug(s, sx + sw / 2, fy + 50, sw * 1.1, sw * 1.5, 230, v.rug, v.rugAccent);
  sofa(s, { x: sx, y: fy + 80, w: sw, h: 290, color: v.sofa, pillows: v.pillows });
  if (t.altbau) {
    plant(s, 470, fy + 60, { k: 1.05, kind: "monstera" });
    plant(s, 1440, fy + 40, { k: 0.9, kind: "snake", pot: C.warmWhite, leaf: C.sageDark });
  } else {
    plant(s, 300, fy + 80, { k: 1.0, kind: "tree", pot: C.white, leaf: C.sage });
    floorLamp(s, 1730, fy + 60, C.navy);
  }
  coffeeTable(s, sx + sw / 2, H - 30, t.altbau ? 440 : 380, v.table, t.altbau);
}

function sofaScene(s, t, v) {
  const fy = room(s, t, { ...v, floorY: 760 });
  wallSun(s, 1180, 150, 420, 420, 260);
  art(s, 700, 190, 520, 340, { frame: C.oak, bg: C.warmWhite, pal: [C.terracotta, C.sageDark, C.blush] });
  floorLamp(s, 300, fy + 20, C.brass);
  sofa(s, { x: 380, y: fy + 230, w: 1160, h: 420, color: v.sofa, pillows: v.pillows });
  const tc = C.linen;
  s.add(
    pth("M1170,600 Q1280,585 1390,596 L1400,790 Q1290,800 1178,792 Z", shade(tc, -0.08)),
    pth("M1178,792 Q1290,800 1400,790 L1410,968 Q1300,980 1186,972 Z", tc),
  );
  for (let i = 1; i < 5; i++) s.add(ln(1180 + i * 44, 800, 1188 + i * 44, 970, shade(tc, -0.15), 3));
  coffeeTable(s, 1700, H - 20, 260, C.walnut, true);
  plant(s, 190, H - 10, { k: 1.1, kind: "monstera", pot: C.warmWhite });
}

function diningScene(s, t, v) {
  const fy = room(s, t, v);
  windowFrame(s, t, {
    x: 1380,
    y: 160,
    w: t.altbau ? 320 : 420,
    h: t.altbau ? 580 : fy - 180,
    wall: v.wall,
    view: v.view,
    cols: 2,
    curtain: t.altbau ? C.sageLight : null,
    floorY: fy,
  });
  sunBeam(s, { x: 1380, y: 160, w: t.altbau ? 320 : 420, h: t.altbau ? 580 : fy - 180 }, fy, -1);
  // sideboard with decor
  s.add(
    shadow(520, fy + 4, 330, 14),
    rr(200, fy - 250, 640, 210, 6, v.board),
    rect(200, fy - 40, 640, 12, "#000", 'opacity=".1"'),
  );
  for (let i = 0; i < 4; i++)
    s.add(
      rect(216 + i * 156, fy - 234, 144, 178, shade(v.board, 0.05)),
      ln(288 + i * 156, fy - 150, 288 + i * 156, fy - 130, C.brass, 4),
    );
  art(s, 250, 250, 360, 260, { frame: C.oakLight, pal: v.art });
  vase(s, 280, fy - 250, C.terracotta, 0.8);
  tableLamp(s, 740, fy - 250, C.oakLight, C.sageDark);
  for (const px of [760, 1140])
    pendant(s, px, t.altbau ? 100 : t.ceilY, t.altbau ? 260 : 190, { type: v.lamp, color: v.lampC });
  // table with chairs behind (partly hidden) and two chairs in front
  const tx = 440,
    tw = 1000,
    tt = fy + 60,
    tb = fy + 260;
  for (const cx of [620, 950, 1280]) chair(s, cx - 50, fy + 170, v.chair, 1);
  s.add(shadow(tx + tw / 2, tb, tw * 0.55, 22, 0.3));
  for (const lx of [tx + 50, tx + tw - 74]) s.add(rect(lx, tt, 24, tb - tt, shade(v.table, -0.3)));
  s.add(
    poly(`${tx + 40},${tt - 50} ${tx + tw - 40},${tt - 50} ${tx + tw},${tt} ${tx},${tt}`, v.table),
    rect(tx, tt, tw, 24, shade(v.table, -0.22)),
  );
  for (const bx of [tx + 190, tx + 500, tx + 810])
    s.add(
      ell(bx, tt - 24, 62, 13, "#000", 'opacity=".08"'),
      ell(bx, tt - 27, 58, 12, C.white),
      ell(bx, tt - 28, 38, 7, C.cream),
      rr(bx + 70, tt - 70, 22, 44, 4, "#dfe9ec", 'opacity=".8"'),
    );
  vase(s, tx + 345, tt - 24, C.warmWhite, 0.7);
  s.add(
    ell(tx + 660, tt - 30, 60, 12, C.terracotta),
    circ(tx + 640, tt - 42, 15, C.mustard),
    circ(tx + 670, tt - 46, 15, C.lime),
    circ(tx + 690, tt - 40, 14, C.mustard),
  );
  for (const cx of [600, 1300]) chair(s, cx - 65, H + 40, shade(v.chair, -0.1), 1.3);
}

function kitchenScene(s, t, v) {
  const fy = room(s, t, v),
    top = fy - 300,
    up = fy - 640;
  s.add(rect(140, up + 220, 1640, top - up - 220, v.tile));
  for (let y = up + 220, r = 0; y < top; y += 34, r++) {
    s.add(ln(140, y, 1780, y, shade(v.tile, -0.15), 2));
    for (let x = 140 + (r % 2) * 40; x < 1780; x += 80) s.add(ln(x, y, x, y + 34, shade(v.tile, -0.15), 2));
  }
  windowFrame(s, t, { x: 820, y: up + 10, w: 300, h: 250, wall: v.wall, cols: 2, transom: 0, view: v.view });
  for (const [x, w] of [
    [140, 620],
    [1180, 600],
  ]) {
    s.add(rect(x, up, w, 220, v.upper), rect(x, up + 220, w, 10, "#000", 'opacity=".1"'));
    for (let i = 1; i < 4; i++) s.add(ln(x + (w * i) / 4, up, x + (w * i) / 4, up + 220, shade(v.upper, -0.15), 2));
  }
  for (const [x, w] of [
    [140, 620],
    [1180, 600],
  ])
    s.add(rect(x, up + 226, w, 90, s.lin("0 #fff1cc 0.55, 1 #fff1cc 0")));
  s.add(
    rect(140, top + 16, 1640, fy - top - 40, v.base),
    rect(140, fy - 24, 1640, 24, shade(v.base, -0.35)),
    rect(120, top, 1680, 18, v.counter),
  );
  for (let i = 0; i < 8; i++)
    s.add(
      rect(150 + i * 204, top + 30, 194, fy - top - 64, shade(v.base, 0.05)),
      rr(150 + i * 204 + 80, top + 46, 34, 6, 3, C.brass),
    );
  s.add(
    rr(1280, top + 56, 180, 176, 6, C.charcoal),
    rect(1296, top + 100, 148, 110, "#4b4744"),
    rect(1300, top + 76, 140, 8, C.stone),
  );
  s.add(
    rect(880, top - 10, 220, 12, C.grey),
    pth(`M980,${top} v-80 q0,-20 30,-20 h20 v14`, "none", `stroke="${C.stone}" stroke-width="8"`),
  );
  s.add(
    rect(1270, top - 6, 200, 8, "#26241f"),
    rr(1318, top - 76, 104, 70, 10, C.terracotta),
    rect(1310, top - 84, 120, 10, shade(C.terracotta, -0.2)),
    rr(1360, top - 96, 20, 14, 5, C.charcoal),
  );
  s.add(rect(1330, up + 210, 130, 14, C.oak));
  for (const [x, c] of [
    [260, C.warmWhite],
    [310, C.sageLight],
    [1200, C.clay],
  ])
    s.add(rr(x, top - 90, 40, 90, 8, c, 'opacity=".9"'), rect(x, top - 96, 40, 10, C.oak));
  s.add(rr(1560, top - 200, 120, 200, 10, v.board ?? C.oak), circ(1620, top - 180, 8, shade(C.oak, -0.4)));
  plant(s, 620, top, { k: 0.55, kind: "bush", pot: C.warmWhite, leaf: C.sage });
  if (v.island) {
    const iy = fy + 70,
      iw = v.islandW ?? 1200,
      ix = 960 - iw / 2;
    s.add(
      shadow(960, iy + 236, iw * 0.55, 20, 0.3),
      rect(ix, iy, iw, 236, v.islandC),
      rect(ix, iy, iw, 18, "#000", 'opacity=".12"'),
    );
    for (let x = ix + 200; x < ix + iw; x += 200) s.add(ln(x, iy + 18, x, iy + 236, shade(v.islandC, -0.12), 3));
    s.add(
      poly(
        `${ix},${iy - 60} ${ix + iw},${iy - 60} ${ix + iw + 22},${iy - 22} ${ix - 22},${iy - 22}`,
        shade(v.counter, 0.15),
      ),
      rect(ix - 22, iy - 22, iw + 44, 24, shade(v.counter, -0.08)),
    );
    s.add(
      ell(ix + iw - 240, iy - 36, 90, 18, C.white),
      circ(ix + iw - 270, iy - 50, 18, C.lime),
      circ(ix + iw - 235, iy - 54, 18, C.mustard),
      circ(ix + iw - 205, iy - 48, 18, C.lime),
    );
    vase(s, ix + 200, iy - 34, C.sageLight, 0.7);
    for (let i = 0; i < (iw > 1000 ? 3 : 2); i++) stool(s, 960 + (i - (iw > 1000 ? 1 : 0.5)) * 360, H - 20, v.stool);
  }
}

function kitchenDetail(s, t, v) {
  s.add(rect(0, 0, W, 720, v.tile));
  for (let y = 0, r = 0; y < 720; y += 64, r++)
    for (let x = (r % 2) * 32 - 32; x < W; x += 64) s.add(rr(x + 3, y + 3, 58, 58, 6, shade(v.tile, s.r(-0.08, 0.08))));
  s.add(rect(0, 0, W, 720, s.lin("0 #fff 0.18, 1 #000 0.1", 0, 0, 1, 0)));
  s.add(rect(120, 230, 900, 22, C.oak), rect(120, 252, 900, 10, "#000", 'opacity=".12"'));
  [
    [190, C.warmWhite, 120],
    [340, C.sageLight, 90],
    [470, C.clay, 130],
    [640, C.cream, 100],
    [800, C.navy, 80],
  ].forEach(([x, c, h]) => s.add(rr(x, 230 - h, 100, h, 10, c), rect(x + 10, 230 - h - 12, 80, 14, C.oakDark)));
  s.add(rect(0, 720, W, 60, v.counter), rect(0, 780, W, H - 780, v.base), rect(0, 780, W, 24, "#000", 'opacity=".16"'));
  for (let x = 0; x < W; x += 480)
    s.add(ln(x, 780, x, H, shade(v.base, -0.2), 4), rr(x + 200, 830, 80, 10, 5, C.brass));
  s.add(
    shadow(520, 722, 300, 16),
    rr(260, 430, 420, 300, 30, C.oak, rot(-6, 470, 580)),
    circ(460, 440, 22, v.tile, rot(-6, 470, 580)),
  );
  s.add(
    shadow(950, 724, 130, 14),
    pth("M850,720 Q830,560 890,520 L1010,520 Q1070,560 1050,720 Z", v.kettle),
    rect(900, 500, 100, 24, shade(v.kettle, -0.25)),
    pth("M1050,600 q60,-10 70,-70", "none", `stroke="${shade(v.kettle, -0.25)}" stroke-width="14"`),
  );
  s.add(shadow(1370, 726, 210, 18), pth("M1180,660 Q1370,800 1560,660 Z", C.warmWhite));
  for (const [x, y, c] of [
    [1270, 640, C.lime],
    [1330, 620, C.mustard],
    [1400, 630, C.lime],
    [1460, 645, C.mustard],
    [1360, 655, C.lime],
  ])
    s.add(ell(x, y, 44, 38, c), ell(x - 12, y - 12, 12, 8, "#fff", 'opacity=".4"'));
  s.add(rr(1650, 440, 70, 280, 20, C.olive, 'opacity=".85"'), rect(1670, 400, 30, 50, C.charcoal));
  plant(s, 1840, 720, { k: 0.8, kind: "bush", pot: C.terracotta, leaf: C.sage });
}

function bedroomScene(s, t, v) {
  const fy = room(s, t, { ...v, floorY: t.altbau ? 720 : 700 });
  const wx = v.windowLeft ? 130 : 1470;
  windowFrame(s, t, {
    x: wx,
    y: 170,
    w: 320,
    h: t.altbau ? 500 : fy - 190,
    wall: v.wall,
    view: v.view,
    cols: 2,
    curtain: v.curtain,
    curtainTop: 110,
    floorY: fy,
  });
  sunBeam(s, { x: wx, y: 170, w: 320, h: t.altbau ? 500 : fy - 190 }, fy, v.windowLeft ? 1 : -1);
  const cx = v.windowLeft ? 1040 : 880;
  art(s, cx - 200, 170, 400, 160, { frame: C.oakLight, bg: v.wall, pal: v.art });
  rug(s, cx, fy + 110, 1000, 1300, H - fy - 130, v.rug, shade(v.rug, -0.2));
  bed(s, {
    cx,
    y0: fy + 40,
    w: 640,
    head: v.head,
    duvet: v.duvet,
    pillow: C.white,
    throwC: v.throwC,
    accentPillows: v.accentPillows,
  });
  for (const x of [cx - 540, cx + 400]) nightstand(s, x, fy + 40, v.stand, C.warmWhite, v.lampBase);
  if (v.plant) plant(s, v.windowLeft ? 1800 : 140, fy + 140, { k: 0.9, kind: v.plant, pot: C.warmWhite });
}

function wardrobeScene(s, t, v) {
  const fy = room(s, t, v);
  windowFrame(s, t, {
    x: 140,
    y: 150,
    w: 320,
    h: 590,
    wall: v.wall,
    view: "street",
    cols: 2,
    curtain: C.linen,
    floorY: fy,
  });
  sunBeam(s, { x: 140, y: 150, w: 320, h: 590 }, fy, 1);
  const x = 760,
    w = 900;
  s.add(
    shadow(x + w / 2, fy, w * 0.55, 16),
    rect(x, 110, w, fy - 110, v.wardrobe),
    rect(x, 110, w, 18, shade(v.wardrobe, 0.2)),
  );
  for (let i = 0; i < 4; i++) {
    const dx = x + 16 + i * ((w - 32) / 4),
      dw = (w - 32) / 4 - 8;
    s.add(
      rect(dx, 140, dw, fy - 170, shade(v.wardrobe, 0.05)),
      panel2(dx + 24, 170, dw - 48, 240, v.wardrobe),
      panel2(dx + 24, 440, dw - 48, fy - 500, v.wardrobe),
    );
    s.add(rr(i % 2 ? dx + 14 : dx + dw - 22, 400, 8, 60, 4, C.brass));
  }
  rug(s, 960, fy + 160, 900, 1200, 180, C.cream, C.terracotta);
  // corner of the bed in the foreground
  s.add(
    shadow(260, H - 10, 320, 20, 0.3),
    poly("-20,880 430,900 470,990 -20,990", C.white),
    rect(-20, 990, 490, 100, shade(C.white, -0.1)),
  );
  s.add(
    poly("280,893 430,900 470,990 300,990", C.terracotta),
    rect(300, 990, 170, 100, shade(C.terracotta, -0.1)),
    pth("M40,910 q120,30 220,20", "none", `stroke="${shade(C.white, -0.12)}" stroke-width="4"`),
  );
  const bx = 1030;
  s.add(
    shadow(bx + 180, fy + 140, 200, 12),
    rr(bx, fy + 20, 360, 60, 14, C.sage),
    rect(bx + 20, fy + 80, 12, 60, C.walnut),
    rect(bx + 328, fy + 80, 12, 60, C.walnut),
    rr(bx + 40, fy - 40, 140, 70, 20, C.blush, rot(-6, bx + 110, fy - 5)),
    rr(bx + 200, fy - 6, 130, 28, 6, C.cream),
  );
  s.add(rr(1720, 140, 140, 560, 70, C.brass), rr(1730, 150, 120, 540, 60, s.lin("0 #eef3f4, 1 #c6d3d6", 0, 0, 1, 1)));
  plant(s, 1790, fy + 150, { k: 0.9, kind: "tree", pot: C.terracotta });
}
const panel2 = (x, y, w, h, c) =>
  rect(x, y, w, h, "none", `stroke="${shade(c, -0.12)}" stroke-width="3"`) +
  rect(x + 4, y + 4, w - 8, h - 8, "none", `stroke="${shade(c, 0.3)}" stroke-width="2"`);

function bathroomScene(s, t, v) {
  const fy = room(s, t, { ...v, floorType: "tiles", floor: v.floorTile });
  const ty = t.altbau ? 340 : 300;
  s.add(rect(0, ty, W, fy - ty, v.tile));
  for (let y = ty, r = 0; y < fy; y += v.tileH, r++) {
    s.add(ln(0, y, W, y, shade(v.tile, -0.18), 2));
    for (let x = (r % 2) * (v.tileW / 2); x < W; x += v.tileW) s.add(ln(x, y, x, y + v.tileH, shade(v.tile, -0.18), 2));
  }
  s.add(rect(0, ty - 10, W, 12, shade(v.tile, -0.1)));
  if (v.tub) {
    windowFrame(s, t, { x: 1170, y: 130, w: 260, h: 300, wall: v.wall, cols: 2, transom: 0.3, view: "trees" });
    s.add(rect(1170, 130, 260, 300, "#fff", 'opacity=".35"'));
    s.add(
      shadow(1300, fy + 160, 340, 18),
      pth(
        `M1000,${fy - 40} L1600,${fy - 40} Q1600,${fy + 150} 1450,${fy + 160} L1150,${fy + 160} Q1000,${fy + 150} 1000,${fy - 40} Z`,
        C.white,
      ),
    );
    s.add(
      ell(1300, fy - 40, 300, 24, shade(C.white, -0.08)),
      rect(1000, fy - 50, 600, 10, shade(C.white, -0.15)),
      rect(1640, fy - 260, 12, 300, C.brass),
      rr(1580, fy - 266, 72, 14, 7, C.brass),
      rr(1630, fy - 160, 32, 14, 7, C.brass),
    );
    s.add(rr(1070, fy - 58, 130, 150, 16, v.accent), rect(1070, fy - 30, 130, 6, shade(v.accent, 0.3)));
    for (const x of [1060, 1540]) s.add(rr(x - 14, fy + 150, 28, 40, 8, C.brass));
  } else {
    const gx = 1240;
    s.add(
      rect(gx, 110, 520, fy - 110, shade(v.tile, -0.1), 'opacity=".5"'),
      rect(gx + 240, 140, 14, 240, C.charcoal),
      ell(gx + 247, 150, 70, 14, C.charcoal),
    );
    s.add(rect(gx, 110, 520, fy + 40 - 110, "#d8ecef", 'opacity=".28"'), rect(gx, 110, 8, fy - 70, C.charcoal));
    for (const d of [80, 150])
      s.add(
        poly(`${gx + d},110 ${gx + d + 60},110 ${gx + d + 200},${fy} ${gx + d + 140},${fy}`, "#fff", 'opacity=".14"'),
      );
  }
  const vx = 380;
  const mw = t.altbau ? 300 : 420,
    mh = 300,
    my = fy - 370 - mh,
    vt = fy - 260;
  s.add(
    rr(vx + 300 - mw / 2, my, mw, mh, t.altbau ? mw / 2 : 30, v.mirrorFrame),
    rr(
      vx + 312 - mw / 2,
      my + 12,
      mw - 24,
      mh - 24,
      t.altbau ? mw / 2 - 12 : 24,
      s.lin("0 #f1f5f5, 1 #c9d6d8", 0, 0, 1, 1),
    ),
  );
  s.add(
    poly(
      `${vx + 200},${my + 60} ${vx + 250},${my + 40} ${vx + 360},${my + mh - 40} ${vx + 310},${my + mh - 20}`,
      "#fff",
      'opacity=".3"',
    ),
  );
  for (const x of [vx + 300 - mw / 2 - 50, vx + 300 + mw / 2 + 50])
    s.add(
      rr(x - 10, my + mh / 2 - 45, 20, 90, 10, C.brass),
      ell(x, my + mh / 2, 50, 80, s.rad("0 #fff2cf 0.5, 1 #fff2cf 0")),
    );
  s.add(
    shadow(vx + 300, fy - 20, 280, 10, 0.2),
    rect(vx, vt, 600, 190, v.vanity),
    rect(vx, vt + 190, 600, 14, "#000", 'opacity=".12"'),
    rect(vx + 300, vt + 16, 3, 160, shade(v.vanity, -0.2)),
    rect(vx, vt, 600, 10, shade(v.vanity, 0.15)),
  );
  s.add(
    ell(vx + 300, vt - 14, 170, 32, C.white),
    ell(vx + 300, vt - 22, 150, 20, "#e8eaea"),
    pth(`M${vx + 300},${vt - 22} v-66 h40 v16`, "none", `stroke="${C.brass}" stroke-width="10"`),
  );
  s.add(
    rect(140, 420, 180, 8, C.brass),
    rr(150, 428, 80, 260, 10, v.towel),
    rr(240, 428, 70, 220, 10, shade(v.towel, 0.3)),
  );
  plant(s, vx + 70, vt, { k: 0.45, kind: "snake", pot: C.warmWhite, leaf: C.sageDark });
  s.add(
    rr(vx + 500, vt - 60, 34, 60, 8, t.altbau ? C.terracotta : C.lime),
    rect(vx + 510, vt - 74, 14, 16, C.charcoal),
  );
  rug(s, vx + 300, fy + 70, 500, 560, 90, v.mat, shade(v.mat, -0.15));
}

function gymScene(s, t, v) {
  const fy = room(s, t, { ...v, floorType: "rubber", floor: "#4a4d50" });
  s.add(
    rect(120, 150, 760, fy - 190, C.brass),
    rect(130, 160, 740, fy - 210, s.lin("0 #e9eff0, 1 #bfcbce", 0, 0, 1, 1)),
  );
  for (const d of [120, 320])
    s.add(poly(`${130 + d},160 ${230 + d},160 ${330 + d},${fy - 50} ${230 + d},${fy - 50}`, "#fff", 'opacity=".22"'));
  windowFrame(s, t, { x: 1040, y: 150, w: 340, h: 500, wall: v.wall, view: "trees", cols: 2, floorY: fy });
  sunBeam(s, { x: 1040, y: 150, w: 340, h: 500 }, fy, -1);
  // dumbbell rack
  const rx = 1400,
    ry = fy + 90;
  s.add(
    shadow(rx + 230, ry, 300, 16),
    poly(`${rx},${ry} ${rx + 24},${ry} ${rx + 70},${ry - 300} ${rx + 46},${ry - 300}`, C.charcoal),
    poly(`${rx + 436},${ry} ${rx + 460},${ry} ${rx + 414},${ry - 300} ${rx + 390},${ry - 300}`, C.charcoal),
  );
  for (const [ty, off] of [
    [ry - 290, 0],
    [ry - 140, 1],
  ]) {
    s.add(rect(rx + 30 - off * 14, ty, 400 + off * 28, 16, C.anthracite));
    for (let i = 0; i < 4; i++) {
      const k = 0.9 + (i + off * 4) * 0.06,
        cx = rx + 80 + i * 100 - off * 4,
        c = i === 1 && off ? C.lime : C.charcoal;
      s.add(rect(cx - 30 * k, ty - 26 * k, 60 * k, 10, C.stone));
      for (const ex of [cx - 40 * k, cx + 22 * k])
        s.add(
          rr(ex, ty - 52 * k, 18 * k, 52 * k, 5, c),
          rr(ex + 3, ty - 48 * k, 5, 44 * k, 2, "#fff", 'opacity=".12"'),
        );
    }
  }
  // bench
  const bx = 560,
    by = fy + 210;
  s.add(
    shadow(bx + 240, by + 10, 300, 16),
    rect(bx + 60, by - 110, 16, 110, C.charcoal),
    rect(bx + 400, by - 110, 16, 110, C.charcoal),
    rect(bx + 20, by - 6, 100, 12, C.charcoal),
    rect(bx + 360, by - 6, 100, 12, C.charcoal),
  );
  s.add(rr(bx, by - 160, 480, 56, 18, C.navy), rr(bx + 10, by - 156, 460, 12, 6, "#fff", 'opacity=".15"'));
  s.add(
    poly(`120,${fy + 100} 460,${fy + 100} 420,${H} 0,${H}`, v.mat),
    poly(
      `140,${fy + 108} 440,${fy + 108} 412,${H - 20} 30,${H - 20}`,
      "none",
      `stroke="${shade(v.mat, 0.25)}" stroke-width="3"`,
    ),
  );
  s.add(
    shadow(1530, fy + 236, 120, 10),
    rr(1420, fy + 150, 220, 86, 43, C.terracotta),
    ell(1640, fy + 193, 22, 43, shade(C.terracotta, 0.2)),
    ell(1640, fy + 193, 8, 16, shade(C.terracotta, -0.2)),
  );
  for (const [x, c] of [
    [1150, C.charcoal],
    [1240, C.sageDark],
  ])
    s.add(
      shadow(x, fy + 150, 50, 8),
      circ(x, fy + 110, 42, c),
      pth(`M${x - 26},${fy + 80} q26,-70 52,0`, "none", `stroke="${c}" stroke-width="12"`),
    );
  plant(s, 960, fy + 40, { k: 0.8, kind: "snake", pot: C.warmWhite, leaf: C.sageDark });
}

function workspaceScene(s, t, v) {
  const fy = room(s, t, v);
  const wx = v.windowRight ? 1400 : 160;
  windowFrame(s, t, {
    x: wx,
    y: 160,
    w: 360,
    h: t.altbau ? 580 : fy - 180,
    wall: v.wall,
    view: v.view,
    cols: 2,
    curtain: t.altbau ? C.linen : null,
    floorY: fy,
  });
  sunBeam(s, { x: wx, y: 160, w: 360, h: t.altbau ? 580 : fy - 180 }, fy, v.windowRight ? -1 : 1);
  const dx = v.windowRight ? 300 : 700,
    dw = 900,
    dy = fy - 20;
  for (const y of [250, 410])
    shelfWithBooks(s, dx + 10, y, 270, [C.sage, C.terracotta, C.navy, C.cream, C.mustard, C.oakDark]);
  s.add(
    rect(dx + 640, 150, 220, 150, C.oakLight),
    circ(dx + 700, 200, 26, C.terracotta),
    rect(dx + 760, 190, 70, 50, C.sage),
    rect(dx + 680, 260, 90, 20, C.lime),
  );
  s.add(
    shadow(dx + dw / 2, fy + 60, dw * 0.55, 16),
    rect(dx + 30, dy - 250, 14, 310, C.charcoal),
    rect(dx + dw - 44, dy - 250, 14, 310, C.charcoal),
  );
  s.add(rect(dx, dy - 270, dw, 24, v.desk), rect(dx, dy - 246, dw, 8, "#000", 'opacity=".15"'));
  const mx = dx + 300,
    my = dy - 560;
  s.add(
    rect(mx + 160, my + 250, 20, 60, C.charcoal),
    rect(mx + 100, my + 300, 140, 10, C.charcoal),
    rr(mx, my, 340, 260, 10, C.charcoal),
  );
  s.clipped(rect(mx + 12, my + 12, 316, 236, "#fff"), () =>
    s.add(
      rect(mx + 12, my + 12, 316, 236, s.lin(`0 ${v.screen[0]}, 1 ${v.screen[1]}`, 0, 0, 1, 1)),
      circ(mx + 230, my + 90, 40, "#fff", 'opacity=".5"'),
      ell(mx + 120, my + 260, 200, 80, shade(v.screen[1], -0.2)),
    ),
  );
  s.add(rr(mx + 40, dy - 290, 260, 18, 6, C.grey), rr(mx + 330, dy - 286, 40, 14, 7, C.grey));
  s.add(
    ln(dx + 780, dy - 270, dx + 760, dy - 440, C.charcoal, 6),
    ln(dx + 760, dy - 440, dx + 690, dy - 420, C.charcoal, 6),
    poly(`${dx + 660},${dy - 440} ${dx + 710},${dy - 430} ${dx + 700},${dy - 390} ${dx + 640},${dy - 400}`, C.navy),
    rr(dx + 730, dy - 282, 80, 14, 4, C.charcoal),
  );
  s.add(
    ell(dx + 670, dy - 380, 90, 70, s.rad("0 #fff2cf 0.6, 1 #fff2cf 0")),
    rr(dx + 120, dy - 312, 46, 42, 8, C.terracotta),
    rect(dx + 180, dy - 284, 100, 14, C.sageLight),
  );
  plant(s, dx + 860, dy - 270, { k: 0.45, kind: "bush", pot: C.warmWhite });
  const cx = mx + 170,
    cy = fy + 240;
  s.add(shadow(cx, cy, 150, 14), ln(cx, cy - 40, cx, cy - 150, C.charcoal, 14));
  for (const a of [-120, -70, -20, 30])
    s.add(ln(cx, cy - 36, cx + a, cy - 8, C.charcoal, 10), circ(cx + a, cy - 4, 10, C.charcoal));
  s.add(
    rr(cx - 150, cy - 200, 300, 54, 24, shade(v.chair, -0.15)),
    rr(cx - 130, cy - 420, 260, 250, 40, v.chair),
    rr(cx - 110, cy - 400, 220, 20, 10, "#fff", 'opacity=".12"'),
  );
}

function entertainmentScene(s, t, v) {
  const fy = room(s, t, v);
  rug(s, 1000, fy + 90, 1200, 1500, H - fy - 90, v.rug, shade(v.rug, -0.18));
  s.add(rect(0, 0, 440, fy, shade(v.wall, -0.05)));
  shelfWithBooks(s, 40, 320, 360, [C.sage, C.navy, C.terracotta, C.cream]);
  shelfWithBooks(s, 40, 520, 360, [C.mustard, C.oakDark, C.sageDark, C.blush]);
  s.add(rect(440, 0, 40, fy, s.lin("0 #000 0.12, 1 #000 0", 0, 0, 1, 0)));
  const tx = 700,
    tw = 720,
    ty = 170,
    th = 405;
  s.add(rect(tx + 10, ty + 10, tw, th, "#000", 'opacity=".25" filter="url(#soft)"'), rr(tx, ty, tw, th, 6, "#111"));
  s.add(
    rect(
      tx + 12,
      ty + 12,
      tw - 24,
      th - 24,
      s.lin(`0 ${v.screen[0]}, 0.55 ${v.screen[1]}, 1 ${shade(v.screen[1], -0.3)}`),
    ),
  );
  s.add(
    poly(
      `${tx + 12},${ty + 320} ${tx + 250},${ty + 190} ${tx + 420},${ty + 280} ${tx + 560},${ty + 210} ${tx + tw - 12},${ty + 300} ${tx + tw - 12},${ty + th - 12} ${tx + 12},${ty + th - 12}`,
      shade(v.screen[1], -0.35),
    ),
    circ(tx + 520, ty + 100, 36, "#fff4d0", 'opacity=".85"'),
  );
  const sy = fy + 30;
  s.add(shadow(tx + tw / 2, sy, 560, 16), rect(tx - 180, sy - 220, tw + 360, 190, v.board));
  for (let x = tx - 170; x < tx + tw + 170; x += 18) s.add(ln(x, sy - 210, x, sy - 40, shade(v.board, -0.18), 3));
  for (const lx of [tx - 160, tx + tw + 140]) s.add(rect(lx, sy - 30, 14, 30, C.charcoal));
  s.add(
    rr(tx - 120, sy - 260, 220, 40, 6, C.charcoal),
    ell(tx - 10, sy - 262, 80, 10, "#111"),
    circ(tx - 10, sy - 264, 10, C.terracotta),
  );
  for (const x of [tx + tw + 40])
    s.add(
      rr(x, sy - 380, 100, 160, 12, C.charcoal),
      circ(x + 50, sy - 330, 30, "#222"),
      circ(x + 50, sy - 260, 18, "#222"),
    );
  vase(s, tx + 300, sy - 220, C.sageLight, 0.6);
  plant(s, 540, fy + 60, { k: 0.9, kind: "snake", pot: C.terracotta, leaf: C.sageDark });
  floorLamp(s, 1520, fy + 10, C.charcoal);
  armchair(s, 1560, H - 30, v.chairC, 1.35);
}

function hallwayScene(s, t, v) {
  const fy = room(s, t, { ...v, floorY: 740 });
  const dx = 760,
    dw = t.altbau ? 420 : 300;
  s.add(rect(dx - 30, 100, dw + 60, fy - 100, shade(v.wall, 0.4)), rect(dx, 130, dw, fy - 130, v.door));
  if (t.altbau) {
    s.add(
      rect(dx, 130, dw, 150, s.lin("0 #dbe9ef, 1 #f3ecdf")),
      rect(dx, 280, dw, 14, shade(v.door, 0.3)),
      rect(dx + dw / 2 - 5, 290, 10, fy - 290, shade(v.door, -0.2)),
    );
    for (const px of [dx + 30, dx + dw / 2 + 24])
      s.add(panel2(px, 330, dw / 2 - 54, 200, v.door), panel2(px, 560, dw / 2 - 54, fy - 600, v.door));
  } else
    for (let i = 0; i < 3; i++) s.add(ln(dx + 20, 300 + i * 150, dx + dw - 20, 300 + i * 150, shade(v.door, -0.1), 3));
  s.add(rr(dx + (t.altbau ? dw / 2 + 20 : dw - 50), 470, 14, 60, 6, C.brass));
  s.add(rect(200, 300, 420, 16, C.oak));
  const coats = [
    [250, C.navy, 250],
    [340, C.terracotta, 210],
    [440, C.sageDark, 240],
    [540, C.cream, 200],
  ];
  for (const [x, c, h] of coats)
    s.add(
      circ(x, 320, 8, C.brass),
      pth(
        `M${x},322 L${x - 46},372 Q${x - 58},${322 + h} ${x - 40},${322 + h} L${x + 40},${322 + h} Q${x + 58},${322 + h} ${x + 46},372 Z`,
        c,
      ),
      ln(x, 340, x, 300 + h, shade(c, -0.2), 3),
    );
  s.add(ell(340, 290, 60, 16, C.mustard), rr(300, 250, 80, 44, 20, C.mustard));
  s.add(
    shadow(410, fy + 30, 240, 14),
    rr(200, fy - 150, 420, 40, 8, C.oak),
    rect(220, fy - 110, 14, 120, C.walnut),
    rect(586, fy - 110, 14, 120, C.walnut),
    rect(220, fy - 40, 380, 8, C.walnut),
  );
  for (const [x, c] of [
    [260, C.charcoal],
    [350, C.terracotta],
    [460, C.white],
  ])
    s.add(rr(x, fy - 20, 70, 36, 14, c), rr(x + 36, fy - 30, 30, 20, 8, c));
  s.add(
    circ(1470, 360, 150, C.brass),
    circ(1470, 360, 138, s.lin("0 #f0f4f4, 1 #c9d5d8", 0, 0, 1, 1)),
    poly("1390,300 1430,260 1530,420 1490,460", "#fff", 'opacity=".3"'),
  );
  s.add(
    shadow(1470, fy + 10, 220, 10),
    rect(1290, fy - 250, 360, 20, C.oakDark),
    rect(1310, fy - 230, 10, 230, C.walnut),
    rect(1620, fy - 230, 10, 230, C.walnut),
  );
  vase(s, 1390, fy - 250, C.terracotta, 0.7);
  s.add(rr(1500, fy - 290, 90, 40, 10, C.oakLight), circ(1560, fy - 260, 8, C.lime));
  for (const x of [dx - 110, dx + dw + 110])
    s.add(
      ell(x, 330, 90, 120, s.rad("0 #fff1cf 0.6, 1 #fff1cf 0")),
      rect(x - 3, 300, 6, 50, C.brass),
      circ(x, 290, 26, "#fbf5e8"),
      rr(x - 12, 340, 24, 12, 4, C.brass),
    );
  rug(s, dx + dw / 2, fy + 10, dw + 40, dw * 2.2, H - fy - 10, v.runner, shade(v.runner, 0.3));
  plant(s, 1790, fy + 120, { k: 1, kind: "snake", pot: C.terracotta, leaf: C.sageDark });
}

function windowViewScene(s, t, v) {
  s.add(rect(0, 0, W, H, s.lin(`0 ${shade(v.wall, 0.1)}, 1 ${shade(v.wall, -0.08)}`, 0, 0, 1, 0)));
  cornice(s, 0, v.wall);
  const x = 460,
    y = 130,
    w = 1000,
    h = 840;
  windowFrame(s, t, { x, y, w, h, wall: v.wall, view: "church", cols: 2, transom: 0.26 });
  for (const cx of [170, 1640]) {
    curtain(s, cx, 60, H, C.linen);
    curtain(s, cx + 60, 60, H, shade(C.linen, -0.05));
  }
  s.add(rect(0, y + h + 26, W, H - y - h, shade(v.wall, 0.2)), rect(380, y + h, w + 160, 30, C.white));
  plant(s, 620, y + h + 14, { k: 0.6, kind: "monstera", pot: C.terracotta });
  plant(s, 1320, y + h + 14, { k: 0.5, kind: "snake", pot: C.warmWhite, leaf: C.sageDark });
  s.add(
    rr(880, y + h - 50, 120, 60, 10, C.sageLight),
    rr(1040, y + h - 60, 60, 74, 8, C.warmWhite),
    pth(`M1100,${y + h - 40} q24,0 24,18 q0,18 -24,18`, "none", `stroke="${C.warmWhite}" stroke-width="8"`),
  );
}

// ---------------------------------------------------------------- exteriors
function sky(s, horizon, top = "#9cc4e2", bottom = "#f2ece0") {
  s.add(
    rect(0, 0, W, horizon, s.lin(`0 ${top}, 1 ${bottom}`)),
    circ(1500, 160, 260, s.rad("0 #fff8e0 0.7, 1 #fff8e0 0")),
  );
  for (let i = 0; i < 4; i++) cloud(s, s.r(100, 1800), s.r(80, horizon * 0.45), s.r(0.8, 1.4));
}

function cloud(s, x, y, k) {
  let d = "";
  for (const [dx, dy, r] of [
    [0, 0, 60],
    [60, -26, 70],
    [130, 0, 56],
    [66, 16, 60],
    [-50, 14, 40],
    [180, 16, 36],
  ])
    d += circ(x + dx * k, y + dy * k, r * k, "#fff");
  s.add(`<g opacity=".8" filter="url(#soft)">${d}</g>`);
}

function tree(s, x, y, h, { crown = C.sage, trunk = "#6b5544" } = {}) {
  s.add(
    shadow(x, y, h * 0.3, h * 0.04, 0.25),
    poly(
      `${x - h * 0.03},${y} ${x + h * 0.03},${y} ${x + h * 0.015},${y - h * 0.6} ${x - h * 0.015},${y - h * 0.6}`,
      trunk,
    ),
  );
  const blobs = [];
  for (let i = 0; i < 16; i++)
    blobs.push([x + s.r(-1, 1) * h * 0.26, y - h * 0.66 + s.r(-1, 1) * h * 0.2, h * s.r(0.11, 0.18)]);
  blobs.sort((a, b) => a[0] - a[1] - (b[0] - b[1]));
  for (const [bx, by, r] of blobs.reverse())
    s.add(circ(bx, by, r, shade(crown, (x - bx + (y - h * 0.66 - by)) / (h * 1.4) + s.r(-0.05, 0.05))));
}

function facade(s, x, gy, w, floors, { color, fh = 120, cols = 4, shop = null, door = C.navy }) {
  const h = floors * fh + fh * 1.2,
    top = gy - h,
    trim = shade(color, 0.4);
  s.add(rect(x, top, w, h, color), rect(x, gy - fh * 1.2, w, fh * 1.2, shade(color, -0.08)));
  for (let yy = gy - fh * 1.2 + 20; yy < gy; yy += 24)
    s.add(ln(x, yy, x + w, yy, shade(color, -0.18), 2, 'opacity=".5"'));
  s.add(
    rect(x - 10, top - 18, w + 20, 22, trim),
    rect(x - 10, top + 4, w + 20, 8, "#000", 'opacity=".1"'),
    poly(`${x - 4},${top - 18} ${x + w + 4},${top - 18} ${x + w - 30},${top - 70} ${x + 30},${top - 70}`, "#5d5a57"),
  );
  const ww = (w / cols) * 0.44;
  for (let f = 0; f < floors; f++) {
    const wy = top + 24 + f * fh,
      wh = fh * 0.62;
    s.add(rect(x, wy + wh + 14, w, 6, trim, 'opacity=".6"'));
    for (let c = 0; c < cols; c++) {
      const wx = x + (w / cols) * (c + 0.5) - ww / 2;
      s.add(
        rect(wx - 6, wy - 6, ww + 12, wh + 12, trim),
        rect(wx, wy, ww, wh, s.lin("0 #8fa9ba, 1 #4e6270")),
        rect(wx + ww / 2 - 2, wy, 4, wh, trim),
        rect(wx, wy + wh * 0.3, ww, 4, trim),
      );
      if (f === 1) s.add(poly(`${wx - 12},${wy - 8} ${wx + ww + 12},${wy - 8} ${wx + ww / 2},${wy - 30}`, trim));
      else s.add(rect(wx - 12, wy - 16, ww + 24, 8, trim));
      if (f === 2 && c % 3 === 1)
        s.add(
          rect(wx - 20, wy + wh - 10, ww + 40, 10, shade(color, -0.3)),
          ...[0, 1, 2, 3, 4, 5].map((i) =>
            ln(wx - 16 + i * ((ww + 32) / 5), wy + wh - 10, wx - 16 + i * ((ww + 32) / 5), wy + wh - 40, C.charcoal, 3),
          ),
          ln(wx - 20, wy + wh - 40, wx + ww + 20, wy + wh - 40, C.charcoal, 3),
        );
    }
  }
  const gh = fh * 1.2;
  const doorX = x + w * (shop ? 0.8 : 0.5) - 34;
  s.add(
    rr(doorX, gy - gh * 0.86, 68, gh * 0.86, 30, door),
    rect(doorX, gy - gh * 0.86 + 20, 68, 2, "#fff", 'opacity=".2"'),
  );
  if (shop) cafe(s, x + 70, gy, w * 0.55, gh * 0.8, shop);
}

function cafe(s, x, gy, w, h, awning) {
  s.add(
    rect(x, gy - h, w, h, s.lin("0 #f7d9a0, 1 #b07a4e")),
    rect(x, gy - h, w, h, "none", `stroke="${C.navy}" stroke-width="8"`),
  );
  for (let i = 0; i < 3; i++)
    s.add(
      circ(x + w * (0.2 + i * 0.3), gy - h * 0.7, 10, "#fff3c4"),
      ln(x + w * (0.2 + i * 0.3), gy - h, x + w * (0.2 + i * 0.3), gy - h * 0.7, "#333", 2),
    );
  const stripes = 8,
    sw = (w + 40) / stripes;
  for (let i = 0; i < stripes; i++)
    s.add(
      poly(
        `${x - 20 + i * sw},${gy - h - 30} ${x - 20 + (i + 1) * sw},${gy - h - 30} ${x - 20 + (i + 1) * sw + 8},${gy - h + 30} ${x - 20 + i * sw + 8},${gy - h + 30}`,
        i % 2 ? C.white : awning,
      ),
    );
  s.add(rect(x - 14, gy - h + 30, w + 46, 10, "#000", 'opacity=".12"'));
  for (const tx of [x + w * 0.25, x + w * 0.75])
    s.add(
      shadow(tx, gy + 40, 60, 8),
      ell(tx, gy, 40, 8, C.charcoal),
      ln(tx, gy, tx, gy + 36, C.charcoal, 4),
      chairStr(tx - 60, gy + 40),
      chairStr(tx + 40, gy + 40),
    );
}
const chairStr = (x, y) =>
  rect(x, y - 70, 4, 70, C.charcoal) + rect(x + 20, y - 30, 4, 30, C.charcoal) + rect(x, y - 34, 24, 6, C.charcoal);

function church(s, cx, gy, k) {
  const body = "#d9b98a",
    dark = shade(body, -0.2),
    roof = "#556470";
  s.add(
    rect(cx - 330 * k, gy - 360 * k, 660 * k, 360 * k, dark),
    poly(`${cx - 350 * k},${gy - 360 * k} ${cx + 350 * k},${gy - 360 * k} ${cx},${gy - 560 * k}`, roof),
  );
  for (const dx of [-250, -150, 150, 250])
    s.add(rr(cx + dx * k - 22 * k, gy - 280 * k, 44 * k, 150 * k, 22 * k, "#3e4a55"));
  const tw = 180 * k,
    th = 820 * k;
  s.add(rect(cx - tw / 2, gy - th, tw, th, body), rect(cx - tw / 2, gy - th, tw * 0.2, th, shade(body, -0.1)));
  for (const yy of [0.25, 0.5, 0.75, 0.98])
    s.add(rect(cx - tw / 2 - 6 * k, gy - th * yy, tw + 12 * k, 12 * k, shade(body, 0.25)));
  s.add(
    rr(cx - 40 * k, gy - 200 * k, 80 * k, 200 * k, 40 * k, "#4a3a2e"),
    circ(cx, gy - th * 0.6, 34 * k, C.white),
    circ(cx, gy - th * 0.6, 34 * k, "none", `stroke="${shade(body, -0.3)}" stroke-width="${6 * k}"`),
  );
  for (const dx of [-36, 8])
    s.add(
      rr(cx + dx * k, gy - th * 0.92, 28 * k, 110 * k, 14 * k, "#3e4a55"),
      rr(cx + dx * k, gy - th * 0.42, 28 * k, 90 * k, 14 * k, "#3e4a55"),
    );
  s.add(
    poly(`${cx - tw / 2 - 8 * k},${gy - th} ${cx + tw / 2 + 8 * k},${gy - th} ${cx},${gy - th - 380 * k}`, roof),
    poly(`${cx},${gy - th} ${cx + tw / 2 + 8 * k},${gy - th} ${cx},${gy - th - 380 * k}`, shade(roof, -0.2)),
  );
  s.add(
    ln(cx, gy - th - 380 * k, cx, gy - th - 440 * k, C.brass, 5 * k),
    ln(cx - 16 * k, gy - th - 420 * k, cx + 16 * k, gy - th - 420 * k, C.brass, 5 * k),
  );
}

function tvTower(s, x, gy, h) {
  s.add(
    poly(
      `${x - h * 0.02},${gy} ${x + h * 0.02},${gy} ${x + h * 0.01},${gy - h * 0.7} ${x - h * 0.01},${gy - h * 0.7}`,
      "#b7bcc2",
    ),
    circ(x, gy - h * 0.72, h * 0.06, "#c9cdd2"),
  );
  s.add(
    circ(x, gy - h * 0.72, h * 0.06, s.lin("0 #fff 0.4, 1 #000 0.1", 0, 0, 1, 1)),
    rect(x - h * 0.008, gy - h, h * 0.016, h * 0.24, "#9aa0a6"),
    rect(x - h * 0.003, gy - h * 1.08, h * 0.006, h * 0.1, "#c0392b"),
  );
}

function zionskirchplatz(s) {
  sky(s, 760);
  facade(s, -60, 780, 520, 4, { color: "#e7d3b5", fh: 110 });
  facade(s, 1500, 780, 520, 4, { color: "#d7dccb", fh: 110 });
  facadeBlock(s, 440, 560, 540, 220, "#eadcc4");
  facadeBlock(s, 980, 590, 540, 190, "#dfe0d2");
  s.add(rect(440, 548, 540, 14, "#6b6662"), rect(980, 578, 540, 14, "#6b6662"));
  church(s, 980, 790, 0.6);
  s.add(rect(0, 760, W, H - 760, "#a7b98c"), poly(`860,780 1100,780 1500,${H} 460,${H}`, "#e6dccb"));
  for (const [x, y, h] of [
    [220, 900, 480],
    [520, 860, 420],
    [1420, 860, 430],
    [1720, 910, 500],
    [80, 1040, 560],
    [1860, 1060, 540],
  ])
    tree(s, x, y, h, { crown: s.pick([C.sage, "#8ea97a", C.sageDark]) });
  for (const x of [700, 1260]) s.add(rect(x - 3, 700, 6, 200, C.charcoal), circ(x, 700, 14, "#fff3c4"));
  s.add(
    rect(620, 960, 160, 14, C.oak),
    rect(630, 974, 8, 30, C.charcoal),
    rect(762, 974, 8, 30, C.charcoal),
    rect(1160, 960, 160, 14, C.oak),
    rect(1170, 974, 8, 30, C.charcoal),
    rect(1302, 974, 8, 30, C.charcoal),
  );
}

function mauerpark(s) {
  sky(s, 700, "#8dbbe0", "#f6ecd9");
  tvTower(s, 1500, 700, 520);
  for (let i = 0; i < 7; i++)
    rectRoof(s, 980 + i * 140, 700 - s.r(60, 140), 150, 200, shade("#d6cdbf", s.r(-0.1, 0.1)));
  s.add(
    pth(`M0,720 Q500,420 1100,640 T${W},700 V${H} H0 Z`, "#9db583"),
    pth(`M0,820 Q700,700 ${W},820 V${H} H0 Z`, "#b5c79a"),
  );
  // graffiti wall: concrete slabs with colourful shapes
  s.add(rect(120, 680, 780, 130, "#d3ccc0"));
  for (let x = 120; x < 900; x += 78) s.add(rect(x, 680, 4, 130, "#b9b1a4"));
  s.add(rr(112, 670, 796, 18, 9, "#c4bcaf"));
  for (let i = 0; i < 12; i++) {
    const gx = 150 + i * 62 + s.r(-12, 12),
      gy = s.r(720, 770),
      c = s.pick([C.terracotta, C.lime, C.navy, C.mustard, C.sage, C.blush]);
    const gw = s.r(60, 120),
      gh = s.r(36, 60),
      tr = rot(s.r(-15, 15), gx, gy);
    s.add(
      rr(gx - gw / 2, gy - gh / 2, gw, gh, gh / 2, c, `opacity=".92" ${tr}`),
      rr(
        gx - gw / 2 + 8,
        gy - gh / 2 + 6,
        gw - 16,
        gh - 12,
        gh / 2 - 6,
        "none",
        `stroke="#fff" stroke-width="3" opacity=".6" ${tr}`,
      ),
    );
  }
  s.add(
    pth(
      "M160,790 l40,-30 l40,30 l40,-30 l40,30 l40,-30 l40,30",
      "none",
      `stroke="${C.navy}" stroke-width="6" opacity=".8"`,
    ),
  );
  // big swing on the hilltop
  s.add(
    ln(470, 556, 520, 400, C.charcoal, 7),
    ln(620, 556, 570, 400, C.charcoal, 7),
    ln(500, 400, 590, 400, C.charcoal, 8),
    ln(530, 400, 530, 500, "#555", 3),
    ln(560, 400, 560, 500, "#555", 3),
    rect(520, 500, 50, 8, C.terracotta),
  );
  tree(s, 700, 560, 260, { crown: C.sageDark });
  s.add(pth(`M700,${H} Q900,900 1300,820 T${W},780`, "none", `stroke="#e8dfcc" stroke-width="70"`));
  for (const [x, y, h] of [
    [1000, 860, 420],
    [1600, 880, 460],
    [40, 1010, 520],
    [1840, 1040, 480],
  ])
    tree(s, x, y, h, { crown: s.pick([C.sage, "#8ea97a", "#7f9a6c"]) });
  s.add(rect(1180, 930, 180, 14, C.oak), rect(1190, 944, 8, 30, C.charcoal), rect(1342, 944, 8, 30, C.charcoal));
}

function wallMemorial(s) {
  sky(s, 720, "#a8c8e0", "#f3ede2");
  for (let i = 0; i < 8; i++)
    rectRoof(s, 60 + i * 240, 720 - s.r(160, 320), 200, 400, shade("#dcd6cc", s.r(-0.1, 0.1)));
  s.add(rect(0, 700, W, H - 700, "#a9bd8d"), rect(0, 700, W, 30, "#9ab07f"));
  const tx = 1540;
  s.add(
    rect(tx - 40, 380, 80, 340, "#c4c1ba"),
    rect(tx - 40, 380, 24, 340, "#b0ada6"),
    rect(tx - 80, 300, 160, 90, "#cfccc5"),
    rect(tx - 72, 316, 144, 40, "#35414b"),
    rect(tx - 90, 290, 180, 14, "#a8a59e"),
    rect(tx - 10, 262, 20, 30, C.charcoal),
  );
  s.add(rect(1100, 610, 820, 110, "#d4d0c8"), rr(1094, 600, 832, 20, 10, "#c2beb6"));
  for (let x = 1100; x < W; x += 46) s.add(rect(x, 620, 3, 100, "#bdb9b1"));
  for (const [x, y, h] of [
    [1280, 720, 340],
    [1880, 740, 380],
    [900, 720, 300],
  ])
    tree(s, x, y, h, { crown: s.pick([C.sage, "#8ea97a"]) });
  s.add(poly(`0,1020 1100,760 1140,770 120,${H}`, "#d9d2c3"));
  const rods = 70;
  for (let i = 0; i < rods; i++) {
    const u = 1 - (1 - i / rods) ** 1.8,
      x = lerp(80, 1180, u),
      sc = lerp(1, 0.3, u),
      base = lerp(1000, 740, u);
    s.add(
      poly(
        `${x},${base} ${x + 8 * sc + 2},${base} ${x + 170 * sc},${base + 60 * sc} ${x + 162 * sc},${base + 60 * sc}`,
        "#2f3d20",
        'opacity=".18"',
      ),
    );
  }
  for (let i = 0; i < rods; i++) {
    const u = 1 - (1 - i / rods) ** 1.8,
      x = lerp(80, 1180, u),
      sc = lerp(1, 0.3, u),
      base = lerp(1000, 740, u),
      hgt = 840 * sc;
    s.add(
      rect(x, base - hgt, 8 * sc + 2, hgt, i % 3 ? "#7a4a2e" : "#8e5a38"),
      rect(x, base - hgt, 3 * sc + 1, hgt, "#b27a50", 'opacity=".6"'),
    );
  }
}

function bernauerStrasse(s) {
  sky(s, 560, "#9cc3e0", "#f4eee3");
  s.add(rect(0, 780, W, 40, "#d9d3c8"), rect(0, 820, W, H - 820, "#8c8a86"), rect(0, 818, W, 6, "#b7b2a8"));
  facade(s, -40, 780, 560, 4, { color: "#ead6b8", fh: 112, shop: C.sage });
  facade(s, 520, 780, 500, 4, { color: "#d8dccd", fh: 112, door: C.terracotta });
  s.add(rect(1020, 250, 560, 530, "#f1f1ee"));
  for (let r = 0; r < 6; r++)
    for (let c = 0; c < 5; c++) s.add(rect(1040 + c * 108, 270 + r * 80, 92, 58, s.lin("0 #a6bccb, 1 #5d7384")));
  facade(s, 1580, 780, 420, 4, { color: "#e2c2aa", fh: 112, cols: 3 });
  for (const y of [930, 1000]) s.add(ln(0, y, W, y, "#c9c7c3", 4), ln(0, y + 26, W, y + 26, "#c9c7c3", 4));
  for (const x of [450, 1380]) tree(s, x, 800, 420, { crown: s.pick([C.sage, "#8ea97a"]) });
  s.add(ln(0, 598, W, 592, "#333", 2), ln(0, 610, W, 604, "#333", 2));
  tram(s, 360, 1000, 1300);
  for (const x of [120, 1800]) s.add(rect(x - 5, 300, 10, 720, "#5a5f64"));
}

function tram(s, x, y, len) {
  const h = 230,
    top = y - h - 20,
    yel = "#f4c419";
  s.add(
    shadow(x + len / 2, y + 10, len * 0.52, 14, 0.4),
    rect(x, top, len, h, yel),
    pth(`M${x + len},${top} q80,10 90,80 v${h - 80} h-90 Z`, yel),
  );
  s.add(rect(x, top + h - 46, len + 90, 46, "#5b6065"), rect(x, top + 36, len + 80, 6, shade(yel, 0.4)));
  const mods = 5,
    mw = len / mods;
  for (let m = 0; m < mods; m++) {
    const mx = x + m * mw;
    s.add(ln(mx, top, mx, top + h, shade(yel, -0.25), 3));
    s.add(
      rr(mx + 20, top + 54, mw * 0.42, 86, 8, "#2d3f4f"),
      rr(mx + mw * 0.5 + 10, top + 54, mw * 0.42, 86, 8, "#2d3f4f"),
    );
    s.add(
      poly(
        `${mx + 30},${top + 54} ${mx + 60},${top + 54} ${mx + 40},${top + 140} ${mx + 20},${top + 140}`,
        "#fff",
        'opacity=".18"',
      ),
    );
    if (m % 2 === 0)
      s.add(
        rr(mx + mw * 0.38, top + 48, 70, h - 60, 6, shade(yel, -0.12)),
        ln(mx + mw * 0.38 + 35, top + 48, mx + mw * 0.38 + 35, top + h - 12, shade(yel, -0.35), 3),
      );
  }
  s.add(
    pth(`M${x + len + 10},${top + 54} h40 q30,6 34,80 h-74 Z`, "#2d3f4f"),
    rect(x + len + 40, top + h - 70, 28, 14, "#fff7d0"),
  );
  const px = x + len * 0.55;
  s.add(
    rect(px - 50, top - 14, 100, 14, "#4a4f54"),
    pth(
      `M${px - 40},${top - 14} L${px + 20},${top - 90} L${px - 30},${top - 150}`,
      "none",
      `stroke="#333" stroke-width="4"`,
    ),
    rect(px - 60, top - 154, 80, 6, "#333"),
  );
}

function entranceScene(s) {
  const color = "#e4cfae",
    trim = shade(color, 0.45),
    wood = "#3f2e22";
  s.add(rect(0, 0, W, H, s.lin(`0 ${shade(color, 0.08)}, 1 ${shade(color, -0.06)}`, 0, 0, 1, 0)));
  for (let y = 540; y < 960; y += 40) s.add(ln(0, y, W, y, shade(color, -0.15), 3));
  for (const x of [150, 1450]) {
    s.add(
      rect(x, 110, 320, 330, trim),
      rect(x + 20, 130, 280, 290, s.lin("0 #9fb6c5, 1 #4f6372")),
      rect(x + 156, 130, 8, 290, trim),
      rect(x + 20, 210, 280, 8, trim),
    );
    s.add(
      poly(`${x - 20},100 ${x + 340},100 ${x + 160},40`, trim),
      rect(x - 20, 100, 360, 10, shade(color, -0.1)),
      rect(x - 20, 440, 360, 20, trim),
      poly(`${x + 40},440 ${x + 50},140 ${x + 90},140 ${x + 90},440`, "#fff", 'opacity=".08"'),
    );
  }
  s.add(rect(0, 490, W, 30, trim), rect(0, 520, W, 10, "#000", 'opacity=".08"'));
  const dx = 700,
    dw = 520,
    sp = 400,
    r = dw / 2,
    cx = dx + r;
  s.add(pth(`M${dx - 70},960 V${sp} A${r + 70},${r + 70} 0 0 1 ${dx + dw + 70},${sp} V960 Z`, trim));
  s.add(
    pth(
      `M${dx - 70},960 V${sp} A${r + 70},${r + 70} 0 0 1 ${dx + dw + 70},${sp} V960`,
      "none",
      `stroke="${shade(color, -0.12)}" stroke-width="3"`,
    ),
  );
  s.add(
    poly(
      `${cx - 34},${sp - r - 74} ${cx + 34},${sp - r - 74} ${cx + 24},${sp - r + 10} ${cx - 24},${sp - r + 10}`,
      shade(trim, -0.06),
    ),
  );
  for (const rx of [dx - 150, dx + dw + 150])
    s.add(circ(rx, sp - 160, 34, trim), circ(rx, sp - 160, 18, shade(trim, -0.08)));
  s.add(pth(`M${dx},960 V${sp} A${r},${r} 0 0 1 ${dx + dw},${sp} V960 Z`, wood));
  s.add(pth(`M${dx + 20},${sp} A${r - 20},${r - 20} 0 0 1 ${dx + dw - 20},${sp} Z`, s.lin("0 #e9eef0, 1 #9fb2bf")));
  for (let i = 1; i < 6; i++)
    s.add(
      ln(cx, sp, cx + Math.cos(Math.PI * (1 - i / 6)) * (r - 20), sp - Math.sin(Math.PI * (i / 6)) * (r - 20), wood, 8),
    );
  s.add(circ(cx, sp, 46, wood), rect(dx, sp - 4, dw, 22, wood), rect(cx - 6, sp + 18, 12, 960 - sp - 18, "#2e2119"));
  for (const px of [dx + 28, cx + 24])
    s.add(
      panel2(px, sp + 50, r - 52, 250, "#4a3628"),
      rect(px + 20, sp + 70, r - 92, 150, s.lin("0 #c7d6de, 1 #7d909c")),
      panel2(px, sp + 330, r - 52, 960 - sp - 360, "#4a3628"),
    );
  for (const hx of [cx - 40, cx + 28]) s.add(rr(hx, sp + 250, 12, 70, 6, C.brass));
  s.add(
    rect(0, 960, W, H - 960, "#b9b4ab"),
    rect(dx - 100, 960, dw + 200, 30, "#d2ccc1"),
    rect(dx - 140, 990, dw + 280, 30, "#c6bfb3"),
    rect(dx - 100, 988, dw + 200, 4, "#000", 'opacity=".08"'),
  );
  for (let x = 0; x < W; x += 160) s.add(ln(x, 1020, x - 20, 1050, "#a39e95", 3));
  for (let y = 1050, row = 0; y < H; y += 16, row++)
    for (let x = (row % 2) * 12 - 12; x < W; x += 24) s.add(rr(x, y, 21, 13, 4, shade("#a9a398", s.r(-0.08, 0.08))));
  plant(s, dx - 200, 990, { k: 0.9, kind: "tree", pot: C.charcoal, leaf: C.sage });
  plant(s, dx + dw + 200, 990, { k: 0.9, kind: "tree", pot: C.charcoal, leaf: C.sage });
  bike(s, 1500, 1040);
}

function bike(s, x, y) {
  const c = C.sageDark;
  for (const wx of [x, x + 260])
    s.add(circ(wx, y - 90, 90, "none", `stroke="#222" stroke-width="10"`), circ(wx, y - 90, 6, "#555"));
  s.add(
    pth(
      `M${x},${y - 90} L${x + 100},${y - 210} L${x + 220},${y - 210} L${x + 260},${y - 90} M${x + 100},${y - 210} L${x + 130},${y - 90} L${x},${y - 90} M${x + 130},${y - 90} L${x + 220},${y - 210}`,
      "none",
      `stroke="${c}" stroke-width="10" stroke-linejoin="round"`,
    ),
  );
  s.add(
    rr(x + 70, y - 236, 70, 16, 8, C.walnut),
    ln(x + 220, y - 210, x + 210, y - 260, c, 8),
    ln(x + 190, y - 260, x + 250, y - 264, "#222", 8),
    rr(x + 230, y - 250, 80, 50, 6, C.oak),
  );
}

// ---------------------------------------------------------------- image list
const P = THEMES.pberg;
const M = THEMES.mitte;
const IMAGES = [
  [
    "pberg/01-living-room",
    (s) =>
      livingScene(s, P, {
        wall: "#efe7da",
        panels: [
          [540, 300],
          [880, 320],
          [1240, 180],
        ],
        view: "church",
        lamp: "dome",
        lampC: C.sageDark,
        sofa: C.sage,
        pillows: [C.terracotta, C.cream, C.mustard],
        rug: C.cream,
        rugAccent: C.terracotta,
        table: C.oak,
        art: [C.terracotta, C.sage, C.mustard],
      }),
  ],
  [
    "pberg/02-living-room-sofa",
    (s) =>
      sofaScene(s, P, {
        wall: "#e5dccd",
        panels: [
          [120, 380],
          [1420, 380],
        ],
        sofa: "#c98f72",
        pillows: [C.sageLight, C.cream, C.navy],
      }),
  ],
  [
    "pberg/03-dining-area",
    (s) =>
      diningScene(s, P, {
        wall: "#dfe3d6",
        view: "street",
        lamp: "globe",
        board: C.walnut,
        table: C.oak,
        chair: C.oakDark,
        art: [C.navy, C.terracotta, C.cream],
      }),
  ],
  [
    "pberg/04-kitchen",
    (s) =>
      kitchenScene(s, P, {
        wall: "#f1ebe1",
        tile: "#e9e4da",
        upper: C.sageLight,
        base: C.sage,
        counter: "#e9e3d8",
        view: "trees",
        island: true,
        islandC: C.oak,
        stool: C.oakDark,
      }),
  ],
  [
    "pberg/05-kitchen-detail",
    (s) => kitchenDetail(s, P, { tile: "#9fb59a", counter: "#ebe5db", base: C.sageDark, kettle: C.terracotta }),
  ],
  [
    "pberg/06-bedroom-1",
    (s) =>
      bedroomScene(s, P, {
        wall: "#e9dfd2",
        panels: [
          [520, 180],
          [1280, 160],
        ],
        view: "trees",
        head: C.sage,
        duvet: C.white,
        throwC: C.terracotta,
        accentPillows: [C.blush, C.sageLight],
        stand: C.oak,
        lampBase: C.terracotta,
        rug: C.cream,
        curtain: C.linen,
        art: [C.terracotta, C.sage, C.blush],
        plant: "tree",
      }),
  ],
  ["pberg/07-bedroom-1-wardrobe", (s) => wardrobeScene(s, P, { wall: "#e9dfd2", wardrobe: "#f3eee6" })],
  [
    "pberg/08-bedroom-2",
    (s) =>
      bedroomScene(s, P, {
        wall: "#d9e0e2",
        windowLeft: true,
        view: "street",
        head: C.navy,
        duvet: "#f4f0e8",
        throwC: C.mustard,
        accentPillows: [C.mustard],
        stand: C.walnut,
        lampBase: C.white,
        rug: C.linen,
        curtain: "#c7d0d4",
        art: [C.navy, C.mustard, C.sage],
        plant: "snake",
      }),
  ],
  [
    "pberg/09-bathroom-1",
    (s) =>
      bathroomScene(s, P, {
        wall: "#eee6da",
        tile: "#a9bba2",
        tileW: 120,
        tileH: 40,
        floorTile: "#d8d2c6",
        tub: true,
        accent: C.sageDark,
        mirrorFrame: C.brass,
        vanity: C.oak,
        towel: C.terracotta,
        mat: C.cream,
      }),
  ],
  [
    "pberg/10-bathroom-2",
    (s) =>
      bathroomScene(s, P, {
        wall: "#f2ede6",
        tile: "#e9ddd0",
        tileW: 80,
        tileH: 80,
        floorTile: "#b7a48f",
        mirrorFrame: C.brass,
        vanity: C.terracotta,
        towel: C.sage,
        mat: C.sageLight,
      }),
  ],
  ["pberg/11-gym", (s) => gymScene(s, P, { wall: "#dfe2dc", mat: C.sage })],
  [
    "pberg/12-workspace",
    (s) =>
      workspaceScene(s, P, {
        wall: "#ece4d6",
        panels: [[620, 560]],
        view: "street",
        desk: C.oak,
        chair: C.terracotta,
        screen: ["#f2c9a8", "#6f8a7c"],
      }),
  ],
  [
    "pberg/13-entertainment-corner",
    (s) =>
      entertainmentScene(s, P, {
        wall: "#e2d6c6",
        board: C.walnut,
        screen: ["#f3c79b", "#5d7a8c"],
        chairC: C.sage,
        rug: "#d7c4a8",
      }),
  ],
  ["pberg/14-hallway", (s) => hallwayScene(s, P, { wall: "#ede6db", door: "#f5f1ea", runner: C.terracotta })],
  ["pberg/15-window-view-zionskirche", (s) => windowViewScene(s, P, { wall: "#efe8dc" })],
  ["pberg/16-building-entrance", (s) => entranceScene(s)],
  ["pberg/17-zionskirchplatz", (s) => zionskirchplatz(s)],
  ["pberg/18-mauerpark", (s) => mauerpark(s)],
  [
    "mitte/01-living-room",
    (s) =>
      livingScene(s, M, {
        wall: "#f6f5f2",
        view: "city",
        lamp: "cone",
        lampC: C.navy,
        sofa: "#c9c8c3",
        pillows: [C.lime, C.navy, C.white],
        rug: "#e6e2da",
        rugAccent: C.navy,
        table: C.oakLight,
        spots: [400, 960, 1520],
      }),
  ],
  [
    "mitte/02-kitchen",
    (s) =>
      kitchenScene(s, M, {
        wall: "#f7f6f3",
        tile: "#eef0ef",
        upper: "#e9e7e2",
        base: C.oakLight,
        counter: "#d9d7d2",
        view: "street",
        island: true,
        islandW: 860,
        islandC: C.white,
        stool: C.navy,
        board: C.oak,
        spots: [300, 1620],
      }),
  ],
  [
    "mitte/03-dining-area",
    (s) =>
      diningScene(s, M, {
        wall: "#f4f2ee",
        view: "street",
        lamp: "dome",
        lampC: C.navy,
        board: "#e9e6df",
        table: C.oakLight,
        chair: C.sageDark,
        art: [C.lime, C.navy, C.sage],
      }),
  ],
  [
    "mitte/04-bedroom-1",
    (s) =>
      bedroomScene(s, M, {
        wall: "#eef0ec",
        view: "city",
        head: "#d6d3cc",
        duvet: C.white,
        throwC: "#b9c5cb",
        accentPillows: [C.navy, C.lime],
        stand: C.oakLight,
        lampBase: C.navy,
        rug: "#e4e1da",
        art: [C.navy, C.lime, C.sageLight],
        plant: "snake",
        spots: [420, 1500],
      }),
  ],
  [
    "mitte/05-bedroom-2",
    (s) =>
      bedroomScene(s, M, {
        wall: "#f3ece4",
        windowLeft: true,
        view: "trees",
        head: C.sageLight,
        duvet: "#fbfaf7",
        throwC: C.clay,
        accentPillows: [C.clay, C.sage],
        stand: C.white,
        lampBase: C.sageDark,
        rug: C.cream,
        art: [C.clay, C.sage, C.mustard],
        plant: "bush",
      }),
  ],
  [
    "mitte/06-bathroom",
    (s) =>
      bathroomScene(s, M, {
        wall: "#f6f6f4",
        tile: "#f1f1ee",
        tileW: 160,
        tileH: 160,
        floorTile: "#8e9094",
        mirrorFrame: C.charcoal,
        vanity: C.oakLight,
        towel: "#c9d3d8",
        mat: "#e2e2de",
      }),
  ],
  [
    "mitte/07-workspace",
    (s) =>
      workspaceScene(s, M, {
        wall: "#f5f4f1",
        windowRight: true,
        view: "trees",
        desk: C.oakLight,
        chair: C.navy,
        screen: ["#c6f24e", "#0b1f3a"],
      }),
  ],
  [
    "mitte/10-living-room-sofa",
    (s) => sofaScene(s, M, { wall: "#f4f3ef", sofa: "#c9c8c3", pillows: [C.lime, C.navy, C.white] }),
  ],
  ["mitte/08-wall-memorial", (s) => wallMemorial(s)],
  ["mitte/09-bernauer-strasse", (s) => bernauerStrasse(s)],
];

// ---------------------------------------------------------------- render
// Optional arguments: only the images whose names contain one of them ("mitte/10").
const only = process.argv.slice(2);
const started = Date.now();
const MANIFEST = path.join(ROOT, "tools/placeholder-photos.json");
const manifest = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, "utf8")) : {};
for (const [name, draw] of IMAGES.filter(([name]) => only.length === 0 || only.some((part) => name.includes(part)))) {
  const s = new Scene(name);
  draw(s);
  const [slug, file_] = name.split("/");
  const file = path.join(OUT, slug, "photos", `${file_}.jpg`);
  mkdirSync(path.dirname(file), { recursive: true });
  const info = await sharp(Buffer.from(s.toSVG())).jpeg({ quality: 78, progressive: true, mozjpeg: true }).toFile(file);
  manifest[`${slug}/${file_}.jpg`] = createHash("sha256").update(readFileSync(file)).digest("hex");
  console.log(`wrote ${path.relative(ROOT, file)}  ${info.width}x${info.height}  ${Math.round(info.size / 1024)} KB`);
}
const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`done: ${IMAGES.filter(([name]) => only.length === 0 || only.some((part) => name.includes(part))).length} images in ${((Date.now() - started) / 1000).toFixed(1)}s`);

// Generates the flat vector illustrations used on the Coralwave IT site.
//
//   node scripts/make-artwork.mjs          -> writes every image
//   node scripts/make-artwork.mjs brickell -> writes one image (name, file name or path)
//
// Every picture is drawn in code as an SVG string and rendered with sharp to a
// 1600x900 progressive mozjpeg JPEG. Output is deterministic: the only
// "randomness" comes from a PRNG seeded with each image's path.
import sharp from "sharp";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const W = 1600;
const H = 900;

// ---------------------------------------------------------------- palette
const C = {
  navy: "#0b2545",
  deep: "#13315c",
  teal: "#0e7c86",
  aqua: "#3fb8af",
  coral: "#ff6f59",
  sand: "#f4e9d8",
  sky: "#8ecae6",
  white: "#ffffff",
};
const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const mix = (a, b, t) => {
  const A = hex2rgb(a);
  const B = hex2rgb(b);
  return "#" + A.map((v, i) => Math.round(v + (B[i] - v) * t).toString(16).padStart(2, "0")).join("");
};
const tint = (c, t) => mix(c, C.white, t);
const shade = (c, t) => mix(c, C.navy, t);
const TRUNK = shade(mix(C.sand, C.coral, 0.3), 0.42);
const ASPHALT = mix(C.deep, C.sky, 0.42);
const GRASS = mix(C.aqua, C.teal, 0.35);

// ---------------------------------------------------------------- svg helpers
const f = (v) => (typeof v === "number" ? Math.round(v * 10) / 10 : v);
const at = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (m) => "-" + m.toLowerCase())}="${f(v)}"`)
    .join(" ");
const join = (b) => (Array.isArray(b) ? b.join("") : b);
const rect = (x, y, w, h, fill, o = {}) => `<rect ${at({ x, y, width: w, height: h, fill, ...o })}/>`;
const circ = (cx, cy, r, fill, o = {}) => `<circle ${at({ cx, cy, r, fill, ...o })}/>`;
const ell = (cx, cy, rx, ry, fill, o = {}) => `<ellipse ${at({ cx, cy, rx, ry, fill, ...o })}/>`;
const pth = (d, fill, o = {}) => `<path ${at({ d, fill, ...o })}/>`;
const poly = (pts, fill, o = {}) =>
  `<polygon ${at({ points: pts.map((p) => `${f(p[0])},${f(p[1])}`).join(" "), fill, ...o })}/>`;
const line = (x1, y1, x2, y2, stroke, sw, o = {}) =>
  `<line ${at({ x1, y1, x2, y2, stroke, strokeWidth: sw, strokeLinecap: "round", ...o })}/>`;
const g = (body, o = {}) => `<g ${at(o)}>${join(body)}</g>`;
const stroke = (d, color, sw, o = {}) =>
  pth(d, "none", { stroke: color, strokeWidth: sw, strokeLinecap: "round", strokeLinejoin: "round", ...o });
// Template tag that rounds every interpolated number (keeps path data short).
const D = (s, ...v) => s.reduce((a, str, i) => a + str + (i < v.length ? f(v[i]) : ""), "");

// Per-render definitions (gradients, clip paths).
let DEFS = [];
let GID = 0;
const stopsOf = (stops) =>
  stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a != null ? ` stop-opacity="${a}"` : ""}/>`)
    .join("");
function lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  const id = `g${GID++}`;
  DEFS.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`);
  return `url(#${id})`;
}
function radial(stops, cx = 0.5, cy = 0.5, r = 0.5) {
  const id = `g${GID++}`;
  DEFS.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`);
  return `url(#${id})`;
}
function clip(body) {
  const id = `c${GID++}`;
  DEFS.push(`<clipPath id="${id}">${join(body)}</clipPath>`);
  return `url(#${id})`;
}
const clipRect = (x, y, w, h, o = {}) => clip(rect(x, y, w, h, undefined, o));

// ---------------------------------------------------------------- math helpers
function hashStr(s) {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
function rng(seed) {
  let a = hashStr(String(seed));
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rad = (d) => (d * Math.PI) / 180;
const pol = (cx, cy, r, deg) => [cx + r * Math.cos(rad(deg)), cy + r * Math.sin(rad(deg))];
const qpt = (p0, p1, p2, t) => {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
};
const qtan = (p0, p1, p2, t) => [
  2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]),
  2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]),
];
// Smooth Catmull-Rom curve through points.
function smooth(pts, closed = false) {
  const n = pts.length;
  const get = (i) => (closed ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  let d = D`M${pts[0][0]} ${pts[0][1]}`;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [p0, p1, p2, p3] = [get(i - 1), get(i), get(i + 1), get(i + 2)];
    d += D` C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${
      p2[1] - (p3[1] - p1[1]) / 6
    } ${p2[0]} ${p2[1]}`;
  }
  return closed ? d + "Z" : d;
}
// Pie wedge / open arc, angles in degrees (0 = right, clockwise on screen).
function wedgeD(cx, cy, r, a0, a1) {
  const [x0, y0] = pol(cx, cy, r, a0);
  const [x1, y1] = pol(cx, cy, r, a1);
  return D`M${cx} ${cy} L${x0} ${y0} A${r} ${r} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${x1} ${y1}Z`;
}
function arcD(cx, cy, r, a0, a1) {
  const [x0, y0] = pol(cx, cy, r, a0);
  const [x1, y1] = pol(cx, cy, r, a1);
  return D`M${x0} ${y0} A${r} ${r} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${x1} ${y1}`;
}
function arrowHead(x, y, deg, size, fill) {
  return poly([pol(x, y, size, deg), pol(x, y, size * 0.75, deg + 140), pol(x, y, size * 0.75, deg - 140)], fill);
}
const checkD = (cx, cy, s) => D`M${cx - s * 0.45} ${cy} L${cx - s * 0.12} ${cy + s * 0.32} L${cx + s * 0.48} ${cy - s * 0.35}`;

// ---------------------------------------------------------------- scenery helpers
const skyBg = (top, bottom, h = H) => rect(0, 0, W, h, lin([[0, top], [1, bottom]]));
const sun = (x, y, r, color = C.sand, glow = C.white) =>
  circ(x, y, r * 1.7, glow, { opacity: 0.18 }) + circ(x, y, r * 1.3, glow, { opacity: 0.22 }) + circ(x, y, r, color);

function cloud(x, y, s = 1, fill = C.white, o = {}) {
  return g([circ(-62, 8, 36), circ(-22, -20, 50), circ(36, -10, 44), circ(80, 12, 30), rect(-100, 6, 210, 36, undefined, { rx: 18 })], {
    transform: `translate(${f(x)} ${f(y)}) scale(${s})`,
    fill,
    ...o,
  });
}

function ripples(x0, y0, x1, y1, n, rnd, color = C.white, o = {}) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const y = y0 + (y1 - y0) * Math.pow(rnd(), 0.8);
    const depth = (y - y0) / (y1 - y0 || 1);
    const len = (o.len ?? 60) * (0.5 + depth) * (0.6 + rnd() * 0.8);
    const x = x0 + rnd() * (x1 - x0 - len);
    s += rect(x, y, len, 2 + depth * 3, color, { rx: 2, opacity: o.opacity ?? 0.35 });
  }
  return s;
}

function leaf(x, y, deg, L, wd, fill, droop = 0.5) {
  const ca = Math.cos(rad(deg));
  const sa = Math.sin(rad(deg));
  const tip = [x + ca * L, y + sa * L + droop * L * Math.abs(ca) * 0.55];
  const dx = tip[0] - x;
  const dy = tip[1] - y;
  const len = Math.hypot(dx, dy);
  let nx = -dy / len;
  let ny = dx / len;
  if (ny < 0) {
    nx = -nx;
    ny = -ny;
  }
  const mx = x + dx * 0.5;
  const my = y + dy * 0.5 - 0.3 * L * Math.abs(ca);
  return pth(
    D`M${x} ${y} Q${mx + nx * wd} ${my + ny * wd} ${tip[0]} ${tip[1]} Q${mx - nx * wd * 0.35} ${my - ny * wd * 0.35} ${x} ${y}Z`,
    fill
  );
}

function palm(x, y, h, o = {}) {
  const lean = o.lean ?? 0.12;
  const L = o.frond ?? h * 0.42;
  const tw = o.width ?? Math.max(7, h * 0.055);
  const trunkC = o.trunk ?? TRUNK;
  const p0 = [x, y];
  const p2 = [x + lean * h, y - h];
  const p1 = [x + lean * h * 0.05, y - h * 0.55];
  const Lp = [];
  const Rp = [];
  for (let i = 0; i <= 14; i++) {
    const t = i / 14;
    const p = qpt(p0, p1, p2, t);
    const d = qtan(p0, p1, p2, t);
    const len = Math.hypot(d[0], d[1]);
    const w = (tw * (1 - 0.4 * t)) / 2;
    Lp.push([p[0] - (d[1] / len) * w, p[1] + (d[0] / len) * w]);
    Rp.push([p[0] + (d[1] / len) * w, p[1] - (d[0] / len) * w]);
  }
  let s = poly([...Lp, ...Rp.reverse()], trunkC);
  for (let t = 0.1; t < 0.93; t += 0.1) {
    const p = qpt(p0, p1, p2, t);
    const w = (tw * (1 - 0.4 * t)) / 2;
    s += line(p[0] - w * 0.7, p[1], p[0] + w * 0.7, p[1] - 1, shade(trunkC, 0.3), Math.max(1.5, tw * 0.12));
  }
  const [tx, ty] = p2;
  const back = o.leafBack ?? shade(C.teal, 0.35);
  const front = o.leaf ?? C.teal;
  const hi = o.leafHi ?? C.aqua;
  for (const a of [-160, -118, -62, -20]) s += leaf(tx, ty, a, L * 0.92, L * 0.24, back);
  for (const a of [168, -176, -140, -100, -78, -40, -4, 12]) s += leaf(tx, ty, a, L, L * 0.25, front);
  for (const a of [-150, -58, 4]) s += leaf(tx, ty, a, L * 0.7, L * 0.16, hi);
  s += circ(tx - tw * 0.35, ty + tw * 0.5, tw * 0.42, shade(C.coral, 0.45));
  s += circ(tx + tw * 0.4, ty + tw * 0.55, tw * 0.42, shade(C.coral, 0.35));
  return s;
}

// Rounded, leafy canopy made of overlapping circles.
function canopy(cx, cy, r, rnd, o = {}) {
  const dark = o.dark ?? shade(C.teal, 0.3);
  const mid = o.mid ?? C.teal;
  const hi = o.hi ?? C.aqua;
  let s = "";
  const blobs = [];
  const n = o.n ?? 9;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 360 + rnd() * 30;
    const d = r * (0.35 + rnd() * 0.22);
    blobs.push([cx + Math.cos(rad(a)) * d * (o.sx ?? 1), cy + Math.sin(rad(a)) * d * 0.8, r * (0.42 + rnd() * 0.16)]);
  }
  for (const [x, y, rr] of blobs) s += circ(x + r * 0.05, y + r * 0.08, rr, dark);
  s += ell(cx, cy, r * 0.62 * (o.sx ?? 1), r * 0.55, mid);
  for (const [x, y, rr] of blobs) if (y < cy + r * 0.25) s += circ(x, y, rr * 0.86, mid);
  for (const [x, y, rr] of blobs) if (y < cy && x < cx + r * 0.2) s += circ(x - rr * 0.2, y - rr * 0.2, rr * 0.45, hi, { opacity: 0.45 });
  return s;
}

function roundTree(x, y, h, r, rnd, o = {}) {
  const top = y - h;
  return (
    poly([[x - r * 0.1, y], [x + r * 0.1, y], [x + r * 0.05, top], [x - r * 0.05, top]], o.trunk ?? TRUNK) +
    canopy(x, top, r, rnd, o)
  );
}

function banyan(x, y, w, h, rnd) {
  const tr = shade(TRUNK, 0.1);
  const trLight = mix(TRUNK, C.sand, 0.25);
  const top = y - h;
  const cb = top + h * 0.4; // underside of the canopy
  const reach = w * 0.48;
  const limbY = (xx) => cb + 120 - 110 * Math.pow(Math.min(1, Math.abs(xx - x) / reach), 0.6);
  let s = "";
  // long limbs reaching out under the canopy
  for (const k of [-1, -0.6, 0.6, 1]) {
    s += stroke(D`M${x} ${cb + 150} Q${x + k * reach * 0.45} ${cb + 40} ${x + k * reach} ${cb + 10}`, tr, 24 - Math.abs(k) * 12);
  }
  // aerial roots hanging from the limbs; some reach the ground as pillar roots
  for (let i = 0; i < 34; i++) {
    const xx = x + (rnd() * 2 - 1) * reach * 0.95;
    if (Math.abs(xx - x) < w * 0.1) continue;
    const y0 = limbY(xx);
    const pillar = rnd() < 0.28;
    const y1 = pillar ? y : y0 + (y - y0) * (0.25 + rnd() * 0.55);
    s += line(xx, y0, xx + (rnd() - 0.5) * 8, y1, pillar ? tr : trLight, pillar ? 7 + rnd() * 5 : 2 + rnd() * 2);
  }
  // fluted main trunk made of braided strands
  for (let i = -3; i <= 3; i++) {
    const bx = x + i * w * 0.03;
    s += stroke(D`M${bx + i * 6} ${y} C${bx - i * 5} ${y - 120} ${bx + i * 7} ${cb + 220} ${x + i * w * 0.018} ${cb + 90}`, i % 2 ? tr : shade(tr, 0.2), w * 0.045);
  }
  s += pth(D`M${x - w * 0.16} ${y + 4} Q${x - w * 0.06} ${y - 30} ${x - w * 0.05} ${y - 80} L${x + w * 0.05} ${y - 80} Q${x + w * 0.06} ${y - 30} ${x + w * 0.16} ${y + 4}Z`, tr);
  // broad, layered canopy
  const layers = [shade(C.teal, 0.5), shade(C.teal, 0.25), C.teal];
  for (const [li, col] of layers.entries()) {
    s += ell(x, cb - h * 0.17 - li * 10, w * (0.5 - li * 0.04), h * (0.2 - li * 0.02), col);
    for (let i = 0; i <= 12; i++) {
      const t = i / 12;
      const cx = x - w * (0.58 - li * 0.05) + t * w * (1.16 - li * 0.1) + (rnd() - 0.5) * 30;
      const cy = cb - 10 - li * 22 - Math.sin(t * Math.PI) * h * (0.22 - li * 0.02) + (rnd() - 0.5) * 20;
      s += ell(cx, cy, w * (0.1 + rnd() * 0.04), h * (0.07 + rnd() * 0.03), col);
    }
  }
  for (let i = 0; i < 7; i++) {
    s += ell(x - w * 0.42 + rnd() * w * 0.84, cb - h * 0.22 - rnd() * h * 0.14, 36 + rnd() * 30, 18 + rnd() * 10, C.aqua, { opacity: 0.4 });
  }
  return s;
}

// Grid of window panes inside a box.
function winGrid(x, y, w, h, cols, rows, fill, o = {}) {
  const gx = o.gx ?? 8;
  const gy = o.gy ?? 8;
  const cw = (w - gx * (cols + 1)) / cols;
  const ch = (h - gy * (rows + 1)) / rows;
  let s = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      let col = fill;
      if (o.lit && o.rnd() < o.lit) col = o.litColor;
      else if (o.alt && o.rnd() < 0.3) col = o.alt;
      s += rect(x + gx + c * (cw + gx), y + gy + r * (ch + gy), cw, ch, col, o.rx ? { rx: o.rx } : {});
    }
  }
  return s;
}

// Glass or concrete high-rise. base = ground y.
function tower(x, base, w, top, o = {}) {
  const fill = o.fill ?? C.deep;
  const h = base - top;
  let s = "";
  const cap = o.cap ?? "flat";
  if (cap === "spire") s += rect(x + w / 2 - 3, top - h * 0.18, 6, h * 0.2, o.capColor ?? fill);
  if (cap === "crown") {
    s += rect(x + w * 0.15, top - 34, w * 0.7, 36, o.capColor ?? fill);
    s += rect(x + w * 0.3, top - 62, w * 0.4, 30, o.capColor ?? fill);
  }
  if (cap === "round") s += circ(x + w / 2, top, w / 2, fill);
  if (cap === "slant") s += poly([[x, top], [x + w, top - w * 0.45], [x + w, top + 1], [x, top + 1]], fill);
  if (cap === "curve") s += pth(D`M${x} ${top + 1} Q${x + w * 0.2} ${top - w * 0.5} ${x + w} ${top - w * 0.6} V${top + 1}Z`, fill);
  s += rect(x, top, w, h, fill);
  if (o.style === "glass") {
    const m = o.mull ?? 16;
    for (let xx = x + m; xx < x + w - 4; xx += m) s += rect(xx, top + 6, 2, h - 6, C.white, { opacity: 0.16 });
    const fl = o.floor ?? 26;
    for (let yy = top + fl; yy < base - 4; yy += fl) s += rect(x, yy, w, 2, C.navy, { opacity: 0.14 });
    s += poly([[x + w * 0.12, base], [x + w * 0.42, base], [x + w * 0.95, top + h * 0.1], [x + w * 0.95, top + h * 0.02 + w * 0.1]], C.white, {
      opacity: 0.1,
    });
  } else if (o.style === "bands") {
    const fl = o.floor ?? 24;
    for (let yy = top + 14; yy < base - 14; yy += fl) {
      s += rect(x + 6, yy, w - 12, fl * 0.5, o.glass ?? mix(C.sky, C.deep, 0.3));
      if (o.slab !== false) s += rect(x - 3, yy + fl * 0.5, w + 6, 4, o.slab ?? C.white, { opacity: 0.9 });
    }
  } else if (o.style === "grid") {
    s += winGrid(x + 4, top + 8, w - 8, h - 16, o.cols ?? 4, o.rows ?? Math.floor(h / 30), o.win ?? C.sky, {
      gx: o.gx ?? 7,
      gy: o.gy ?? 10,
      lit: o.lit,
      litColor: o.litColor,
      rnd: o.rnd,
    });
  }
  if (o.edge) s += rect(x + w - w * 0.18, top, w * 0.18, h, C.navy, { opacity: 0.18 });
  return s;
}

function sailboat(x, y, s, o = {}) {
  const hull = o.hull ?? C.white;
  const sail = o.sail ?? C.white;
  const parts = [
    stroke("M0 -12 V-175", o.mast ?? C.navy, 4),
    pth("M-74 -14 L74 -14 L56 8 Q0 14 -52 8 Z", hull),
    rect(-74, -16, 148, 6, o.trim ?? C.deep),
  ];
  if (o.furled) {
    parts.push(stroke("M0 -34 L70 -30", o.mast ?? C.navy, 5));
    parts.push(rect(2, -42, 62, 11, o.cover ?? C.teal, { rx: 5 }));
    parts.push(stroke("M0 -172 L-62 -16", o.mast ?? C.navy, 1.5, { opacity: 0.6 }));
    parts.push(stroke("M0 -172 L70 -16", o.mast ?? C.navy, 1.5, { opacity: 0.6 }));
  } else {
    parts.push(poly([[5, -168], [5, -26], [76, -26]], sail));
    parts.push(poly([[-5, -152], [-5, -26], [-58, -26]], o.jib ?? tint(C.sky, 0.5)));
  }
  return g(parts, { transform: `translate(${f(x)} ${f(y)}) scale(${s})` });
}

function car(x, y, s, color, o = {}) {
  return g(
    [
      pth("M-80 -14 L-80 -36 Q-78 -44 -64 -46 L-44 -48 L-26 -70 Q-22 -74 -14 -74 L30 -74 Q38 -74 44 -68 L62 -48 L76 -45 Q86 -42 86 -32 L86 -14 Z", color),
      pth("M-18 -66 L-32 -49 L-4 -49 L-4 -66Z M4 -66 L4 -49 L52 -49 L36 -66Z", tint(C.sky, 0.35)),
      rect(-84, -22, 174, 9, shade(color, 0.35), { rx: 4 }),
      rect(74, -40, 10, 8, C.sand, { rx: 3 }),
      circ(-46, -12, 15, C.navy),
      circ(-46, -12, 6, tint(C.sky, 0.5)),
      circ(50, -12, 15, C.navy),
      circ(50, -12, 6, tint(C.sky, 0.5)),
    ],
    { transform: `translate(${f(x)} ${f(y)}) scale(${f(s * (o.flip ? -1 : 1))} ${f(s)})` }
  );
}

// Side view of a cargo jet facing right (no passenger windows).
function plane(x, y, s, o = {}) {
  const body = o.body ?? C.white;
  const tail = o.tail ?? C.deep;
  const parts = [
    poly([[20, -8], [80, -8], [-20, -70], [-60, -70]], shade(body, 0.25)),
    poly([[-185, -14], [-150, -14], [-205, -44], [-226, -44]], shade(body, 0.25)),
    pth("M-232 -20 L-200 -30 L190 -30 Q250 -26 262 6 Q256 30 206 30 L-170 30 Q-212 26 -244 -12Z", body),
    poly([[-160, -29], [-230, -21], [-262, -128], [-222, -128]], tail),
    rect(-260, -134, 42, 12, C.coral, { rx: 3 }),
    pth("M-210 4 L224 4 Q232 8 236 14 L-196 14Z", o.stripe ?? C.coral),
    pth("M206 -20 L236 -16 Q248 -10 250 -4 L210 -4Z", C.navy),
    rect(40, -24, 70, 44, "none", { stroke: shade(body, 0.25), strokeWidth: 3, rx: 4 }),
    rect(-14, 26, 80, 26, tint(C.sky, 0.6), { rx: 13 }),
    ell(64, 39, 6, 12, C.navy),
    poly([[-20, 10], [66, 10], [-40, 44], [-92, 44]], shade(body, 0.12)),
    poly([[-190, 4], [-150, 4], [-212, 40], [-236, 40]], shade(body, 0.12)),
  ];
  if (o.gear) {
    parts.unshift(line(180, 20, 180, 58, C.navy, 6), line(-30, 20, -30, 60, C.navy, 8));
    parts.push(circ(180, 62, 11, C.navy), circ(-44, 64, 13, C.navy), circ(-16, 64, 13, C.navy));
  }
  return g(parts, { transform: `translate(${f(x)} ${f(y)}) rotate(${o.rot ?? 0}) scale(${s})` });
}

// ---------------------------------------------------------------- tech helpers
function monitor(x, y, w, h, screenFill, o = {}) {
  const b = o.bezel ?? C.navy;
  const bw = Math.max(8, w * 0.04);
  const cx = x + w / 2;
  let s = "";
  if (o.stand !== false) {
    s += rect(cx - w * 0.06, y + h - 4, w * 0.12, h * 0.2, shade(b, 0.2));
    s += rect(cx - w * 0.2, y + h * 1.16, w * 0.4, Math.max(7, h * 0.06), b, { rx: 4 });
  }
  s += rect(x, y, w, h, b, { rx: Math.max(6, w * 0.03) });
  s += rect(x + bw, y + bw, w - 2 * bw, h - 2 * bw, screenFill, { rx: 4 });
  return s;
}
const screenOf = (x, y, w, h) => {
  const bw = Math.max(8, w * 0.04);
  return [x + bw, y + bw, w - 2 * bw, h - 2 * bw];
};
// Simple UI content in a screen box: header bar plus text-like rows.
function uiRows(x, y, w, h, o = {}) {
  const c = o.color ?? C.white;
  let s = rect(x, y, w, h * 0.18, o.head ?? C.teal, { opacity: 0.9 });
  const rows = o.rows ?? 3;
  for (let i = 0; i < rows; i++) {
    const yy = y + h * 0.3 + i * ((h * 0.6) / rows);
    s += rect(x + w * 0.1, yy, w * (i % 2 ? 0.5 : 0.75), Math.max(4, h * 0.08), c, { rx: 3, opacity: 0.75 });
  }
  return s;
}

function laptop(x, y, w, screenFill, o = {}) {
  const h = w * 0.63;
  const b = o.bezel ?? C.navy;
  const bw = w * 0.05;
  return {
    svg:
      rect(x, y, w, h, b, { rx: w * 0.04 }) +
      rect(x + bw, y + bw, w - 2 * bw, h - 2 * bw, screenFill, { rx: 3 }) +
      pth(D`M${x - w * 0.1} ${y + h} L${x + w * 1.1} ${y + h} L${x + w * 1.05} ${y + h + w * 0.06} L${x - w * 0.05} ${y + h + w * 0.06}Z`, o.base ?? mix(b, C.sky, 0.45)) +
      rect(x + w * 0.42, y + h, w * 0.16, w * 0.02, shade(b, 0.2), { rx: 2 }),
    screen: [x + bw, y + bw, w - 2 * bw, h - 2 * bw],
    bottom: y + h,
  };
}

function rack(x, y, w, h, o = {}) {
  const units = o.units ?? 7;
  const pad = w * 0.09;
  const uh = (h - pad * 2 - (units - 1) * pad * 0.6) / units;
  let s = rect(x, y, w, h, o.body ?? C.navy, { rx: 12 });
  for (let i = 0; i < units; i++) {
    const uy = y + pad + i * (uh + pad * 0.6);
    s += rect(x + pad, uy, w - 2 * pad, uh, C.deep, { rx: 4 });
    s += circ(x + pad + uh * 0.45, uy + uh / 2, uh * 0.17, i % 3 === 2 ? C.coral : C.aqua);
    s += circ(x + pad + uh * 0.95, uy + uh / 2, uh * 0.17, C.aqua, { opacity: i % 2 ? 0.4 : 1 });
    s += rect(x + w * 0.48, uy + uh * 0.36, w * 0.33, uh * 0.28, mix(C.deep, C.sky, 0.3), { rx: 2 });
  }
  return s;
}

function router(cx, by, w, o = {}) {
  const h = w * 0.3;
  const x = cx - w / 2;
  const y = by - h;
  let s =
    rect(x + w * 0.14, y - w * 0.4, w * 0.06, w * 0.44, o.ant ?? C.navy, { rx: w * 0.03 }) +
    rect(x + w * 0.8, y - w * 0.4, w * 0.06, w * 0.44, o.ant ?? C.navy, { rx: w * 0.03 }) +
    rect(x, y, w, h, o.body ?? C.deep, { rx: h * 0.3 });
  for (let i = 0; i < 4; i++) s += circ(x + w * (0.3 + i * 0.13), y + h * 0.5, w * 0.035, i === 3 ? C.coral : C.aqua);
  return s;
}
function wifi(cx, cy, s, color, o = {}) {
  let out = circ(cx, cy, s * 0.1, color);
  for (const k of [0.38, 0.68, 0.98]) out += stroke(arcD(cx, cy, s * k, -135, -45), color, s * 0.11, o);
  return out;
}

function padlock(cx, cy, s, o = {}) {
  const body = o.body ?? C.sand;
  const sh = o.shackle ?? C.white;
  const hole = o.hole ?? C.navy;
  return (
    pth(D`M${cx - s * 0.3} ${cy - s * 0.1} V${cy - s * 0.38} A${s * 0.3} ${s * 0.3} 0 0 1 ${cx + s * 0.3} ${cy - s * 0.38} V${cy - s * 0.1}`, "none", {
      stroke: sh,
      strokeWidth: s * 0.13,
    }) +
    rect(cx - s * 0.5, cy - s * 0.18, s, s * 0.78, body, { rx: s * 0.12 }) +
    circ(cx, cy + s * 0.12, s * 0.1, hole) +
    poly([[cx - s * 0.05, cy + s * 0.14], [cx + s * 0.05, cy + s * 0.14], [cx + s * 0.075, cy + s * 0.4], [cx - s * 0.075, cy + s * 0.4]], hole)
  );
}
const shieldD = (cx, cy, w, h) =>
  D`M${cx} ${cy - h / 2} Q${cx + w * 0.25} ${cy - h * 0.37} ${cx + w / 2} ${cy - h * 0.38} L${cx + w / 2} ${cy + h * 0.02} C${cx + w / 2} ${
    cy + h * 0.3
  } ${cx + w * 0.22} ${cy + h * 0.43} ${cx} ${cy + h / 2} C${cx - w * 0.22} ${cy + h * 0.43} ${cx - w / 2} ${cy + h * 0.3} ${cx - w / 2} ${
    cy + h * 0.02
  } L${cx - w / 2} ${cy - h * 0.38} Q${cx - w * 0.25} ${cy - h * 0.37} ${cx} ${cy - h / 2}Z`;

function bug(cx, cy, s, fill) {
  let o = "";
  for (const k of [-0.22, 0.05, 0.3]) {
    o += stroke(D`M${cx - s * 0.2} ${cy + k * s} L${cx - s * 0.52} ${cy + k * s - s * 0.12}`, fill, s * 0.07);
    o += stroke(D`M${cx + s * 0.2} ${cy + k * s} L${cx + s * 0.52} ${cy + k * s - s * 0.12}`, fill, s * 0.07);
  }
  o += stroke(D`M${cx - s * 0.08} ${cy - s * 0.46} L${cx - s * 0.22} ${cy - s * 0.68}`, fill, s * 0.06);
  o += stroke(D`M${cx + s * 0.08} ${cy - s * 0.46} L${cx + s * 0.22} ${cy - s * 0.68}`, fill, s * 0.06);
  o += circ(cx, cy - s * 0.4, s * 0.17, fill);
  o += ell(cx, cy + s * 0.06, s * 0.3, s * 0.4, fill);
  o += line(cx, cy - s * 0.22, cx, cy + s * 0.42, shade(fill, 0.45), s * 0.05);
  return o;
}
function burst(cx, cy, r, color, n = 8, sw = 5) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 360;
    const [x0, y0] = pol(cx, cy, r * 0.45, a);
    const [x1, y1] = pol(cx, cy, r, a);
    s += line(x0, y0, x1, y1, color, sw);
  }
  return s;
}
function globe(cx, cy, r, o = {}) {
  const lineC = o.line ?? tint(C.sky, 0.3);
  const cid = clip(circ(cx, cy, r));
  const land = [
    smooth([[cx - r * 0.6, cy - r * 0.55], [cx - r * 0.1, cy - r * 0.7], [cx + r * 0.05, cy - r * 0.3], [cx - r * 0.25, cy + r * 0.05], [cx - r * 0.2, cy + r * 0.6], [cx - r * 0.5, cy + r * 0.2], [cx - r * 0.75, cy - r * 0.1]], true),
    smooth([[cx + r * 0.3, cy - r * 0.35], [cx + r * 0.75, cy - r * 0.4], [cx + r * 0.8, cy + r * 0.1], [cx + r * 0.45, cy + r * 0.45], [cx + r * 0.25, cy + r * 0.05]], true),
  ];
  let s = circ(cx, cy, r, o.fill ?? C.teal);
  s += g(land.map((d) => pth(d, o.land ?? C.aqua)), { clipPath: cid });
  for (const k of [0.35, 0.75]) s += ell(cx, cy, r * k, r, "none", { stroke: lineC, strokeWidth: 3, opacity: 0.6 });
  s += line(cx, cy - r, cx, cy + r, lineC, 3, { opacity: 0.6 });
  for (const k of [-0.5, 0, 0.5]) {
    const half = Math.sqrt(1 - k * k) * r;
    s += line(cx - half, cy + k * r, cx + half, cy + k * r, lineC, 3, { opacity: 0.6 });
  }
  s += circ(cx, cy, r, "none", { stroke: lineC, strokeWidth: 5 });
  return s;
}
function envelope(cx, cy, w, fill, lineC) {
  const h = w * 0.66;
  return (
    rect(cx - w / 2, cy - h / 2, w, h, fill, { rx: w * 0.07 }) +
    stroke(D`M${cx - w / 2 + 10} ${cy - h / 2 + 10} L${cx} ${cy + h * 0.08} L${cx + w / 2 - 10} ${cy - h / 2 + 10}`, lineC, w * 0.045) +
    stroke(D`M${cx - w / 2 + 10} ${cy + h / 2 - 10} L${cx - w * 0.14} ${cy - h * 0.02}`, lineC, w * 0.03, { opacity: 0.6 }) +
    stroke(D`M${cx + w / 2 - 10} ${cy + h / 2 - 10} L${cx + w * 0.14} ${cy - h * 0.02}`, lineC, w * 0.03, { opacity: 0.6 })
  );
}
// Paper page with folded corner and text-like lines.
function page(x, y, w, h, o = {}) {
  const fold = w * 0.22;
  const lc = o.line ?? tint(C.deep, 0.7);
  let s = pth(D`M${x} ${y} H${x + w - fold} L${x + w} ${y + fold} V${y + h} H${x}Z`, o.fill ?? C.white);
  s += pth(D`M${x + w - fold} ${y} V${y + fold} H${x + w}Z`, o.foldC ?? tint(C.deep, 0.8));
  const n = o.lines ?? 5;
  for (let i = 0; i < n; i++) {
    const yy = y + h * 0.28 + i * ((h * 0.6) / n);
    s += rect(x + w * 0.14, yy, w * (i === n - 1 ? 0.4 : 0.7), Math.max(4, h * 0.045), lc, { rx: 3 });
  }
  return s;
}

// ---------------------------------------------------------------- buildings
const archD = (x, y, w, h) => D`M${x} ${y + h} V${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} V${y + h}Z`;

function awning(x, y, w, h, colA, colB = C.white, stripe = 30) {
  let s = "";
  const n = Math.max(1, Math.round(w / stripe));
  const sw = w / n;
  for (let i = 0; i < n; i++) {
    const c = i % 2 ? colB : colA;
    s += rect(x + i * sw, y, sw + 0.5, h, c);
    s += circ(x + i * sw + sw / 2, y + h, sw / 2, c);
  }
  s += rect(x, y, w, h * 0.18, shade(colA, 0.25), { opacity: 0.5 });
  return s;
}

function storefronts(x, y, w, h, n, colors, o = {}) {
  let s = "";
  const sw = w / n;
  for (let i = 0; i < n; i++) {
    const sx = x + i * sw;
    s += rect(sx + sw * 0.08, y + h * 0.36, sw * 0.84, h * 0.64, o.glass ?? tint(C.sky, 0.25));
    s += rect(sx + sw * 0.62, y + h * 0.42, sw * 0.2, h * 0.58, o.door ?? C.deep);
    s += rect(sx + sw * 0.14, y + h * 0.42, sw * 0.42, 4, C.white, { opacity: 0.6 });
    s += awning(sx + sw * 0.04, y + h * 0.16, sw * 0.92, h * 0.14, colors[i % colors.length], C.white, sw * 0.92 / 5);
    s += rect(sx + sw * 0.2, y + h * 0.02, sw * 0.6, h * 0.09, colors[(i + 2) % colors.length], { rx: 4 });
  }
  return s;
}

// ---------------------------------------------------------------- scenes: blog
function sceneCybersecurity(rnd) {
  let s = rect(0, 0, W, H, lin([[0, C.navy], [1, C.deep]]));
  for (let i = 0; i < 16; i++) for (let j = 0; j < 9; j++) s += circ(50 + i * 100, 50 + j * 100, 2.5, C.sky, { opacity: 0.14 });
  // protective bubble around the office
  s += ell(1115, 470, 500, 372, C.aqua, { fillOpacity: 0.07, stroke: C.aqua, strokeWidth: 3, strokeOpacity: 0.5, strokeDasharray: "16 14" });
  // small office
  s += rect(860, 250, 520, 450, mix(C.deep, C.sky, 0.14), { rx: 20 });
  s += rect(840, 226, 560, 46, C.teal, { rx: 12 });
  for (let i = 0; i < 5; i++) s += rect(880 + i * 100, 241, 60, 16, C.aqua, { rx: 6, opacity: 0.7 });
  s += rect(860, 652, 520, 48, mix(C.deep, C.navy, 0.3), { rx: 0 });
  const hub = [1120, 480];
  const nodes = [[975, 370], [1265, 370], [975, 590], [1265, 590]];
  for (const n of nodes) s += line(hub[0], hub[1], n[0], n[1], C.aqua, 6);
  s += circ(hub[0], hub[1] - 14, 70, C.aqua, { opacity: 0.15 });
  s += router(hub[0], hub[1] + 12, 130);
  for (const [i, [nx, ny]] of nodes.entries()) {
    if (i === 3) {
      s += rack(nx - 45, ny - 80, 90, 150, { units: 5 });
      continue;
    }
    s += monitor(nx - 78, ny - 64, 156, 104, tint(C.sky, 0.15));
    const [a, b, c, d] = screenOf(nx - 78, ny - 64, 156, 104);
    s += uiRows(a, b, c, d, { color: C.deep });
  }
  // threats bouncing off
  const threats = [[140, 250], [110, 490], [170, 720]];
  for (const [tx, ty] of threats) {
    const end = [385, 330 + ((ty - 250) / 470) * 260];
    s += line(tx + 50, ty, end[0], end[1], C.coral, 4, { strokeDasharray: "4 14", opacity: 0.8 });
    s += burst(end[0] + 8, end[1], 34, C.sand, 8, 4);
    s += bug(tx, ty, 90, C.coral);
  }
  // shield with padlock
  const sx = 575;
  const sy = 462;
  s += circ(sx, sy, 270, C.aqua, { opacity: 0.07 }) + circ(sx, sy, 222, C.aqua, { opacity: 0.09 });
  s += pth(shieldD(sx, sy, 350, 430), C.aqua);
  s += pth(shieldD(sx, sy + 6, 296, 370), C.teal);
  s += g(pth(shieldD(sx, sy + 6, 296, 370), shade(C.teal, 0.25)), { clipPath: clipRect(sx, 0, 400, H) });
  s += padlock(sx, sy + 22, 150, { body: C.sand, shackle: C.white, hole: C.navy });
  return s;
}

function sceneCloudMigration(rnd) {
  let s = skyBg(C.sky, tint(C.sky, 0.75));
  s += cloud(240, 140, 0.8, C.white, { opacity: 0.55 }) + cloud(1460, 640, 0.75, C.white, { opacity: 0.5 }) + cloud(620, 110, 0.55, C.white, { opacity: 0.45 });
  s += rect(0, 760, W, 140, C.sand) + rect(0, 760, W, 8, mix(C.sand, C.deep, 0.15));
  const racks = [[140, 430], [320, 380], [500, 430]];
  for (const [x, y] of racks) s += ell(x + 75, 766, 95, 14, C.navy, { opacity: 0.15 });
  for (const [x, y] of racks) s += rack(x, y, 150, 760 - y, { units: Math.round((760 - y) / 52) });
  // big cloud with an upload arrow
  const cx = 1140;
  const cy = 300;
  s += cloud(cx + 12, cy + 18, 2.7, mix(C.sky, C.deep, 0.25), { opacity: 0.4 });
  s += cloud(cx, cy, 2.7, C.white);
  s += rect(cx - 24, cy - 10, 48, 100, C.teal, { rx: 8 }) + poly([[cx - 78, cy], [cx, cy - 82], [cx + 78, cy]], C.teal);
  // data paths
  const paths = [
    [[215, 430], [215, 110], [872, 300]],
    [[395, 380], [400, 210], [900, 372]],
    [[575, 430], [590, 330], [985, 415]],
  ];
  const pk = [C.coral, C.teal, C.deep];
  for (const [i, [p0, p1, p2]] of paths.entries()) {
    s += stroke(D`M${p0[0]} ${p0[1]} Q${p1[0]} ${p1[1]} ${p2[0]} ${p2[1]}`, C.white, 7, { strokeDasharray: "1 17" });
    const tg = qtan(p0, p1, p2, 0.98);
    const e = qpt(p0, p1, p2, 0.97);
    s += arrowHead(e[0], e[1], (Math.atan2(tg[1], tg[0]) * 180) / Math.PI, 26, C.white);
    for (const t of [0.28, 0.55, 0.8]) {
      const [px, py] = qpt(p0, p1, p2, t);
      s += rect(px - 17, py - 17, 34, 34, pk[(i + Math.round(t * 10)) % 3], { rx: 7, stroke: C.white, strokeWidth: 4 });
    }
  }
  return s;
}

function sceneHurricane(rnd) {
  let s = rect(0, 0, W, H, lin([[0, mix(C.teal, C.deep, 0.45)], [1, C.deep]], 0, 0, 1, 1));
  for (let x = 100; x < W; x += 200) s += line(x, 0, x, H, C.sky, 1.5, { opacity: 0.15 });
  for (let y = 100; y < H; y += 200) s += line(0, y, W, y, C.sky, 1.5, { opacity: 0.15 });
  // South Florida
  const coast = [[835, -10], [818, 120], [798, 260], [778, 380], [762, 470], [738, 560], [694, 640], [632, 710], [566, 760], [505, 772], [452, 748], [400, 702], [330, 660], [250, 600], [170, 532], [90, 484], [-10, 455]];
  const land = smooth(coast) + " L-10 -10Z";
  s += pth(land, "none", { stroke: C.sky, strokeWidth: 26, opacity: 0.25 });
  s += pth(land, mix(C.aqua, C.sand, 0.5), { stroke: C.sand, strokeWidth: 16 });
  s += pth(
    smooth([[700, -10], [690, 150], [655, 300], [625, 440], [540, 600], [450, 660], [340, 610], [230, 530], [120, 460], [-10, 420]]) + " L-10 -10Z",
    mix(C.aqua, C.sand, 0.3)
  );
  s += pth(smooth([[760, 380], [745, 470], [722, 555], [700, 520], [712, 440]], true), mix(C.sand, C.deep, 0.2), { opacity: 0.6 });
  for (let i = 0; i < 55; i++) {
    const x = 30 + rnd() * 520;
    const y = 120 + rnd() * 330;
    if (y > 470 - x * 0.1 && x < 200) continue;
    s += stroke(D`M${x - 8} ${y - 10} L${x} ${y} L${x + 8} ${y - 10} M${x} ${y} V${y - 13}`, C.teal, 3, { opacity: 0.7 });
  }
  s += ell(330, 10, 130, 78, mix(C.sky, C.teal, 0.2));
  s += stroke(smooth([[852, -10], [842, 150], [824, 290], [808, 410], [800, 470]]), C.sand, 9);
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    const x = 540 - t * 480;
    const y = 800 + t * 70 - Math.sin(t * Math.PI) * 20;
    s += ell(x, y, 30 - t * 12, 8, C.sand, { transform: `rotate(${f(-12 + t * 14)} ${f(x)} ${f(y)})` });
  }
  // Miami marker
  s += circ(760, 462, 20, C.coral, { stroke: C.white, strokeWidth: 6 });
  // forecast cone & past track
  s += poly([[1210, 395], [1210, 455], [800, 560], [785, 370]], C.coral, { opacity: 0.22 });
  s += stroke("M1210 425 L840 462", C.white, 6, { strokeDasharray: "18 14" });
  s += arrowHead(820, 464, 174, 34, C.white);
  s += stroke("M1230 440 Q1380 560 1560 640", C.white, 5, { strokeDasharray: "2 16", opacity: 0.8 });
  for (const [x, y] of [[1420, 575], [1520, 622]]) s += circ(x, y, 13, C.white, { opacity: 0.8 });
  // hurricane spiral
  const hx = 1230;
  const hy = 420;
  s += circ(hx, hy, 250, C.white, { opacity: 0.08 });
  for (let k = 0; k < 4; k++) {
    const phi = k * 90 + 20;
    const outer = [];
    const inner = [];
    const N = 40;
    const T = 170;
    for (let i = 0; i <= N; i++) {
      const t = i / N;
      const r = 60 + 200 * Math.pow(t, 1.15);
      const th = 82 * Math.pow(1 - t, 0.8) + 3;
      const a = phi + t * T;
      outer.push(pol(hx, hy, r + th / 2, a));
      inner.push(pol(hx, hy, r - th / 2, a));
    }
    s += poly([...outer, ...inner.reverse()], k % 2 ? tint(C.sky, 0.55) : C.white, { opacity: 0.92 });
  }
  s += circ(hx, hy, 96, C.white);
  s += circ(hx, hy, 58, tint(C.sky, 0.5));
  s += circ(hx, hy, 26, mix(C.deep, C.teal, 0.3));
  return s;
}

function sceneRemoteWork(rnd) {
  let s = skyBg(C.sky, tint(C.sky, 0.7));
  s += sun(760, 150, 55) + cloud(1000, 130, 0.7) + cloud(150, 120, 0.55, C.white, { opacity: 0.8 });
  s += rect(0, 760, W, 140, GRASS) + rect(0, 760, W, 10, C.teal, { opacity: 0.5 });
  // home
  s += rect(440, 250, 44, 110, shade(C.coral, 0.3));
  s += rect(100, 380, 440, 380, C.sand);
  s += poly([[68, 402], [320, 200], [572, 402]], C.coral);
  s += poly([[68, 402], [320, 200], [330, 208], [90, 402]], shade(C.coral, 0.15));
  s += rect(130, 420, 380, 320, tint(C.sand, 0.55));
  s += rect(130, 700, 380, 40, mix(C.sand, C.coral, 0.25));
  s += rect(160, 455, 100, 74, C.teal, { rx: 6 }) + circ(232, 478, 12, C.sand) + poly([[170, 520], [205, 485], [235, 520]], C.aqua);
  s += rect(370, 450, 14, 90, C.deep) + poly([[345, 450], [409, 450], [395, 420], [359, 420]], C.coral);
  s += rect(200, 655, 290, 14, C.deep, { rx: 4 }) + rect(215, 669, 12, 31, C.deep) + rect(463, 669, 12, 31, C.deep);
  const lap = laptop(250, 548, 170, mix(C.teal, C.deep, 0.2));
  s += lap.svg;
  const [lx, ly, lw, lh] = lap.screen;
  s += circ(lx + lw / 2, ly + lh / 2 + 4, 30, C.aqua, { opacity: 0.35 }) + padlock(lx + lw / 2, ly + lh / 2 + 8, 34, { body: C.white, shackle: C.white, hole: C.teal });
  s += rect(455, 628, 22, 27, C.white, { rx: 4 });
  s += rect(140, 660, 34, 40, C.coral, { rx: 4 }) + circ(157, 640, 26, C.teal) + circ(146, 628, 16, C.aqua);
  // secure tunnel
  const ty = 600;
  const tr = 64;
  const x0 = 540;
  const x1 = 1200;
  s += stroke(D`M430 600 L${x0 - 6} 600`, C.aqua, 6, { strokeDasharray: "3 12" });
  s += rect(x0, ty - tr, x1 - x0, 2 * tr, lin([[0, tint(C.aqua, 0.45)], [0.45, C.teal], [1, shade(C.teal, 0.5)]]));
  for (let x = x0 + 50; x < x1 - 20; x += 70) s += stroke(D`M${x} ${ty - tr} Q${x + 22} ${ty} ${x} ${ty + tr}`, tint(C.aqua, 0.5), 3, { opacity: 0.45 });
  for (const [px, c] of [[600, C.sand], [700, C.coral], [1040, C.sand], [1120, C.coral]]) {
    s += rect(px, ty - 13, 40, 26, c, { rx: 6 }) + line(px - 36, ty, px - 12, ty, C.white, 4, { opacity: 0.6 });
  }
  s += ell(x0, ty, 16, tr, shade(C.teal, 0.6));
  const lx2 = 870;
  s += circ(lx2, ty, 112, C.white) + circ(lx2, ty, 112, "none", { stroke: C.coral, strokeWidth: 10 });
  s += padlock(lx2, ty + 16, 120, { body: C.coral, shackle: C.navy, hole: C.white });
  // office
  s += rect(1200, 200, 320, 560, C.deep);
  s += rect(1185, 178, 350, 36, C.navy, { rx: 8 });
  s += winGrid(1214, 226, 292, 290, 4, 5, tint(C.sky, 0.2), { gx: 12, gy: 14, alt: C.sky, rnd });
  s += winGrid(1214, 676 - 150, 292, 110, 4, 2, tint(C.sky, 0.2), { gx: 12, gy: 14 });
  s += rect(1320, 660, 80, 100, C.navy) + rect(1330, 670, 28, 80, C.sky, { opacity: 0.6 }) + rect(1362, 670, 28, 80, C.sky, { opacity: 0.6 });
  s += ell(x1, ty, 14, tr, shade(C.teal, 0.6));
  for (const bx of [620, 760, 1000, 1120]) s += circ(bx, 762, 30, C.teal) + circ(bx + 34, 766, 24, shade(C.teal, 0.2));
  return s;
}

function sceneVoip(rnd) {
  let s = rect(0, 0, W, H, lin([[0, C.sand], [1, mix(C.sand, C.sky, 0.45)]]));
  s += circ(860, 470, 390, C.white, { opacity: 0.4 }) + circ(160, 120, 110, C.sky, { opacity: 0.3 }) + circ(1500, 800, 150, C.aqua, { opacity: 0.2 });
  // desk phone
  s += ell(410, 760, 260, 22, C.navy, { opacity: 0.12 });
  s += pth("M200 750 L620 750 Q642 750 638 728 L600 468 Q596 440 568 440 L252 440 Q224 440 220 468 L182 728 Q178 750 200 750Z", C.deep);
  s += pth("M230 740 L590 740 L560 470 L260 470Z", mix(C.deep, C.sky, 0.12));
  s += rect(372, 482, 200, 70, C.aqua, { rx: 10 }) + rect(392, 500, 110, 12, C.deep, { rx: 6, opacity: 0.6 }) + rect(392, 522, 70, 10, C.deep, { rx: 5, opacity: 0.4 });
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++) s += rect(380 + c * 66, 575 + r * 40, 52, 28, r === 3 && c !== 1 ? C.coral : C.sand, { rx: 8 });
  // handset with coiled cord
  s += stroke("M282 752 C300 800 250 820 210 790", C.navy, 6, { strokeDasharray: "2 7" });
  s += rect(218, 398, 128, 70, C.navy, { rx: 30 });
  s += rect(250, 440, 64, 270, C.navy, { rx: 24 });
  s += rect(218, 690, 128, 70, C.navy, { rx: 30 });
  s += rect(262, 420, 14, 300, C.white, { rx: 7, opacity: 0.15 });
  // smartphone
  s += ell(1255, 760, 170, 18, C.navy, { opacity: 0.12 });
  s += rect(1120, 190, 270, 560, C.navy, { rx: 44 });
  s += rect(1136, 206, 238, 528, lin([[0, C.teal], [1, C.deep]]), { rx: 32 });
  s += rect(1220, 218, 70, 14, C.navy, { rx: 7 });
  s += circ(1255, 360, 66, tint(C.sky, 0.35)) + circ(1255, 342, 26, C.deep) + pth("M1213 402 Q1255 350 1297 402 Q1255 428 1213 402Z", C.deep);
  s += rect(1185, 460, 140, 16, C.white, { rx: 8, opacity: 0.85 }) + rect(1210, 488, 90, 12, C.white, { rx: 6, opacity: 0.5 });
  for (let i = 0; i < 9; i++) s += rect(1196 + i * 14, 552 - (i % 3) * 8, 8, 20 + (i % 3) * 16, C.aqua, { rx: 4 });
  s += circ(1195, 660, 38, C.coral) + stroke("M1178 668 Q1195 644 1212 668", C.white, 9);
  s += circ(1315, 660, 38, C.aqua) + stroke("M1298 664 Q1315 640 1332 664", C.white, 9);
  // sound waves
  for (const [i, r] of [60, 105, 150].entries()) {
    s += stroke(arcD(640, 470, r, -42, 42), C.coral, 13, { opacity: 1 - i * 0.22 });
    s += stroke(arcD(1105, 470, r, 138, 222), C.teal, 13, { opacity: 1 - i * 0.22 });
  }
  s += stroke("M640 470 C700 380 760 560 820 470 S940 380 1000 470 S1080 560 1105 470", C.deep, 4, { opacity: 0.25 });
  for (let i = 0; i < 11; i++) {
    const h = 26 + 150 * Math.sin((Math.PI * (i + 0.5)) / 11) * (0.55 + 0.45 * Math.abs(Math.sin(i * 1.9)));
    s += rect(786 + i * 17, 470 - h / 2, 10, h, i < 5 ? C.coral : i === 5 ? C.deep : C.teal, { rx: 5 });
  }
  return s;
}

function sceneBudget(rnd) {
  let s = skyBg(tint(C.sky, 0.5), tint(C.sky, 0.82));
  s += circ(1480, 120, 140, C.white, { opacity: 0.3 }) + circ(90, 820, 160, C.white, { opacity: 0.3 });
  const card = (x, y, w, h) => rect(x + 10, y + 14, w, h, C.navy, { rx: 28, opacity: 0.12 }) + rect(x, y, w, h, C.white, { rx: 28 });
  // bar chart
  s += card(110, 120, 770, 660);
  s += rect(160, 165, 230, 22, C.deep, { rx: 11 }) + rect(160, 200, 150, 14, tint(C.deep, 0.65), { rx: 7 });
  for (const y of [590, 490, 390, 290]) s += line(205, y, 830, y, tint(C.sky, 0.3), 2, { strokeDasharray: "8 10" });
  const heights = [140, 200, 170, 270, 320, 390];
  const tops = [];
  for (const [i, h] of heights.entries()) {
    const x = 245 + i * 97;
    s += rect(x, 690 - h, 64, h, i === heights.length - 1 ? C.coral : i % 2 ? C.teal : C.aqua, { rx: 10 });
    tops.push([x + 32, 690 - h - 45]);
  }
  s += line(200, 692, 835, 692, C.deep, 5) + line(200, 250, 200, 692, C.deep, 5);
  s += stroke("M" + tops.map((p) => `${f(p[0])} ${f(p[1])}`).join(" L"), C.deep, 5);
  for (const [x, y] of tops) s += circ(x, y, 9, C.white, { stroke: C.deep, strokeWidth: 5 });
  s += arrowHead(tops[5][0] + 30, tops[5][1] - 22, -36, 28, C.deep);
  // pie chart
  s += card(940, 120, 560, 660);
  const cx = 1220;
  const cy = 400;
  const r = 175;
  let a = -90;
  const slices = [[0.38, C.teal], [0.27, C.aqua], [0.2, C.coral], [0.15, C.sky]];
  for (const [v, col] of slices) {
    const a1 = a + v * 360;
    const mid = (a + a1) / 2;
    const off = col === C.coral ? 26 : 0;
    const [ox, oy] = pol(0, 0, off, mid);
    s += pth(wedgeD(cx + ox, cy + oy, r, a, a1), col, { stroke: C.white, strokeWidth: 5, strokeLinejoin: "round" });
    a = a1;
  }
  for (const [i, [, col]] of slices.entries()) {
    const lx = 1000 + (i % 2) * 240;
    const ly = 640 + Math.floor(i / 2) * 62;
    s += rect(lx, ly, 30, 30, col, { rx: 6 }) + rect(lx + 46, ly + 8, 130, 14, tint(C.deep, 0.65), { rx: 7 });
  }
  // coins and calculator
  for (const [bx, n] of [[120, 6], [215, 9]]) {
    for (let i = 0; i < n; i++) {
      const y = 850 - i * 15;
      s += ell(bx, y, 52, 17, shade(mix(C.sand, C.coral, 0.45), 0.25)) + ell(bx, y - 6, 52, 17, mix(C.sand, C.coral, 0.4));
    }
    s += ell(bx, 850 - (n - 1) * 15 - 6, 34, 10, "none", { stroke: C.sand, strokeWidth: 4 });
  }
  s += g(
    [
      rect(0, 0, 190, 270, C.navy, { rx: 22 }),
      rect(20, 22, 150, 54, C.aqua, { rx: 8 }),
      rect(90, 40, 64, 18, C.deep, { rx: 5, opacity: 0.6 }),
      ...[0, 1, 2, 3].flatMap((r) => [0, 1, 2].map((c) => rect(20 + c * 52, 96 + r * 42, 42, 32, r === 3 && c === 2 ? C.coral : tint(C.deep, 0.3), { rx: 7 }))),
    ],
    { transform: "translate(1390 600) rotate(8)" }
  );
  return s;
}

function sceneManaged(rnd) {
  let s = rect(0, 0, W, H, lin([[0, C.navy], [1, C.deep]], 0, 0, 1, 1));
  s += rect(0, 770, W, 130, shade(C.deep, 0.35));
  s += circ(380, 460, 280, C.deep) + circ(380, 460, 280, "none", { stroke: C.aqua, strokeWidth: 3, opacity: 0.35 });
  // headset
  s += stroke("M236 520 C236 250 524 250 524 520", C.sky, 34);
  s += stroke("M250 470 C262 300 498 300 510 470", tint(C.sky, 0.55), 6, { opacity: 0.7 });
  s += stroke("M245 600 C245 720 330 740 430 716", tint(C.sky, 0.3), 15);
  s += rect(262, 450, 36, 150, C.sand, { rx: 16 }) + rect(462, 450, 36, 150, C.sand, { rx: 16 });
  s += rect(194, 430, 88, 190, C.coral, { rx: 38 }) + rect(478, 430, 88, 190, C.coral, { rx: 38 });
  s += rect(210, 460, 14, 130, C.white, { rx: 7, opacity: 0.25 }) + rect(494, 460, 14, 130, C.white, { rx: 7, opacity: 0.25 });
  s += rect(412, 694, 74, 44, C.aqua, { rx: 22 });
  for (const [i, r] of [30, 55].entries()) s += stroke(arcD(480, 716, r, -40, 40), C.aqua, 7, { opacity: 0.7 - i * 0.25 });
  s += circ(380, 240, 16, C.aqua) + circ(380, 240, 28, "none", { stroke: C.aqua, strokeWidth: 4, opacity: 0.5 });
  // monitor with dashboard
  const mx = 690;
  const my = 120;
  const mw = 840;
  const mh = 520;
  s += monitor(mx, my, mw, mh, mix(C.navy, C.deep, 0.4), { bezel: tint(C.sky, 0.55) });
  const [x, y, w, hh] = screenOf(mx, my, mw, mh);
  const kw = (w - 24 * 4) / 3;
  s += rect(x, y, w, 46, C.deep, { rx: 4 });
  for (let i = 0; i < 3; i++) s += circ(x + 26 + i * 24, y + 23, 7, [C.coral, C.sand, C.aqua][i]);
  s += rect(x + 120, y + 16, 180, 14, C.white, { rx: 7, opacity: 0.5 });
  for (let i = 0; i < 3; i++) {
    const kx = x + 24 + i * (kw + 24);
    const ky = y + 66;
    const ok = i !== 2;
    s += rect(kx, ky, kw, 96, C.deep, { rx: 12 });
    s += circ(kx + 44, ky + 48, 24, ok ? C.aqua : C.coral);
    s += ok ? stroke(checkD(kx + 44, ky + 48, 24), C.white, 6) : rect(kx + 40, ky + 34, 8, 18, C.white, { rx: 3 }) + circ(kx + 44, ky + 60, 4.5, C.white);
    s += rect(kx + 84, ky + 30, 120, 14, C.white, { rx: 7, opacity: 0.8 }) + rect(kx + 84, ky + 56, 80, 12, C.white, { rx: 6, opacity: 0.35 });
  }
  const px = x + 24;
  const py = y + 184;
  const ph = y + hh - 24 - py;
  s += rect(px, py, 2 * kw + 24, ph, C.deep, { rx: 12 });
  for (let i = 1; i < 4; i++) s += line(px + 20, py + i * 55, px + 2 * kw, py + i * 55, C.sky, 2, { opacity: 0.15 });
  const pts = [];
  for (let i = 0; i <= 10; i++) pts.push([px + 24 + i * 44, py + 170 - 60 * Math.sin(i * 0.9) * 0.6 - i * 9 - 20 * Math.cos(i * 2.3)]);
  s += pth(smooth(pts) + D` L${pts[10][0]} ${py + ph - 16} L${px + 24} ${py + ph - 16}Z`, C.aqua, { opacity: 0.18 });
  s += stroke(smooth(pts), C.aqua, 6);
  s += circ(pts[10][0], pts[10][1], 9, C.white);
  const gx0 = x + 48 + 2 * kw;
  const gx = gx0 + kw / 2;
  const gy = py + ph / 2;
  s += rect(gx0, py, kw, ph, C.deep, { rx: 12 });
  s += stroke(arcD(gx, gy, 72, 0, 359.9), shade(C.deep, 0.4), 24);
  s += stroke(arcD(gx, gy, 72, -90, 190), C.aqua, 24, { strokeLinecap: "butt" });
  s += rect(gx - 36, gy - 10, 72, 20, C.white, { rx: 10, opacity: 0.7 });
  return s;
}

function sceneDigital(rnd) {
  let s = rect(0, 0, W, H, lin([[0, C.sand], [1, tint(C.sky, 0.75)]], 0, 0, 1, 0));
  s += circ(330, 470, 300, C.white, { opacity: 0.45 }) + circ(1240, 460, 330, C.white, { opacity: 0.45 });
  // paper forms
  const sheet = (ang, fill, content) =>
    g([rect(-142, -178, 300, 390, C.navy, { rx: 10, opacity: 0.1 }), rect(-150, -195, 300, 390, fill, { rx: 10 }), content], {
      transform: `translate(330 470) rotate(${ang})`,
    });
  s += sheet(-10, tint(C.sand, 0.4), "");
  s += sheet(5, tint(C.sand, 0.6), "");
  let form = rect(-115, -160, 150, 20, C.deep, { rx: 4 }) + rect(-115, -128, 90, 10, tint(C.deep, 0.6), { rx: 4 });
  for (let i = 0; i < 4; i++) {
    const y = -85 + i * 52;
    form += rect(-115, y, 26, 26, "none", { stroke: C.deep, strokeWidth: 3, rx: 4 });
    if (i !== 2) form += stroke(checkD(-102, y + 13, 20), C.coral, 4);
    form += rect(-74, y + 8, i % 2 ? 120 : 170, 10, tint(C.deep, 0.6), { rx: 4 });
  }
  form += stroke("M-110 150 q20 -30 34 0 t34 0 t34 -6", C.deep, 3);
  form += line(-115, 166, 40, 166, tint(C.deep, 0.6), 2);
  s += sheet(-1, C.white, form);
  // pixels flying right
  for (let i = 0; i < 70; i++) {
    const t = i / 69;
    const x = 480 + t * 420 + (rnd() - 0.5) * 40;
    const y = 470 + (rnd() - 0.5) * 360 * (1 - t * 0.55);
    const size = 24 - t * 10 + rnd() * 6;
    const col = t < 0.3 ? C.white : t < 0.6 ? C.aqua : rnd() < 0.5 ? C.teal : C.coral;
    s += rect(x - size / 2, y - size / 2, size, size, col, { rx: 3, stroke: t < 0.3 ? tint(C.deep, 0.7) : "none", strokeWidth: 2 });
  }
  s += pth("M640 440 H760 V400 L840 470 L760 540 V500 H640Z", C.coral, { stroke: C.white, strokeWidth: 6, strokeLinejoin: "round" });
  // connected devices
  const hub = [1230, 600];
  s += line(hub[0], hub[1], 1230, 470, C.teal, 5) + line(hub[0], hub[1], 1080, 660, C.teal, 5) + line(hub[0], hub[1], 1390, 640, C.teal, 5);
  s += monitor(1010, 170, 440, 270, C.white, { bezel: C.deep });
  const [sx, sy, sw, sh] = screenOf(1010, 170, 440, 270);
  s += rect(sx, sy, sw, 36, C.teal);
  for (let i = 0; i < 3; i++) {
    s += rect(sx + 24, sy + 58 + i * 50, 240, 34, tint(C.sky, 0.55), { rx: 8 }) + rect(sx + 36, sy + 70 + i * 50, 110, 10, C.deep, { rx: 5, opacity: 0.5 });
  }
  s += circ(sx + 330, sy + 125, 50, C.aqua) + stroke(checkD(sx + 330, sy + 125, 46), C.white, 10);
  s += rect(sx + 290, sy + 196, 90, 30, C.coral, { rx: 15 });
  s += rect(975, 560, 130, 230, C.deep, { rx: 20 }) + rect(986, 574, 108, 200, C.white, { rx: 10 });
  s += rect(986, 574, 108, 28, C.aqua) + rect(998, 620, 84, 22, tint(C.sky, 0.55), { rx: 6 }) + rect(998, 652, 84, 22, tint(C.sky, 0.55), { rx: 6 }) + rect(998, 734, 84, 26, C.coral, { rx: 13 });
  s += rect(1320, 500, 230, 310, C.deep, { rx: 22 }) + rect(1334, 516, 202, 276, C.white, { rx: 10 });
  s += rect(1334, 516, 202, 34, C.coral);
  s += circ(1380, 600, 24, C.aqua) + stroke(checkD(1380, 600, 22), C.white, 6) + rect(1414, 590, 100, 12, C.deep, { rx: 6, opacity: 0.5 });
  s += rect(1356, 650, 158, 24, tint(C.sky, 0.55), { rx: 6 }) + rect(1356, 690, 158, 24, tint(C.sky, 0.55), { rx: 6 });
  s += rect(1460, 738, 54, 28, C.teal, { rx: 14 }) + circ(1500, 752, 10, C.white);
  s += circ(hub[0], hub[1], 26, C.teal, { stroke: C.white, strokeWidth: 7 });
  return s;
}

function sceneM365(rnd) {
  let s = rect(0, 0, W, H, lin([[0, C.deep], [1, C.navy]], 0, 0, 1, 1));
  s += circ(200, 120, 220, C.teal, { opacity: 0.12 }) + circ(1450, 800, 260, C.aqua, { opacity: 0.1 });
  s += rect(90, 200, 1420, 500, C.white, { rx: 44, opacity: 0.06 });
  for (let i = 0; i < 3; i++) s += circ(140 + i * 30, 236, 9, [C.coral, C.sand, C.aqua][i], { opacity: 0.8 });
  const tiles = [
    [C.sky, mix(C.sky, C.deep, 0.4)],
    [C.aqua, C.teal],
    [tint(C.coral, 0.2), shade(C.coral, 0.12)],
    [C.sand, mix(C.sand, C.coral, 0.3)],
  ];
  for (const [i, [c0, c1]] of tiles.entries()) {
    const x = 145 + i * 345;
    const y = 320;
    const cx = x + 140;
    const cy = y + 140;
    s += rect(x, y + 18, 280, 280, C.navy, { rx: 56, opacity: 0.4 });
    s += rect(x, y, 280, 280, lin([[0, c0], [1, c1]]), { rx: 56 });
    if (i === 0) s += envelope(cx, cy, 180, C.white, mix(C.sky, C.deep, 0.45));
    if (i === 1) s += page(cx - 70, cy - 95, 140, 190, { line: C.teal, foldC: tint(C.aqua, 0.5) });
    if (i === 2) {
      s += rect(cx - 100, cy - 84, 150, 104, C.white, { rx: 26 }) + poly([[cx - 76, cy + 12], [cx - 88, cy + 52], [cx - 44, cy + 16]], C.white);
      for (let k = 0; k < 3; k++) s += circ(cx - 60 + k * 35, cy - 32, 9, shade(C.coral, 0.1));
      s += rect(cx - 14, cy - 2, 118, 84, tint(C.coral, 0.75), { rx: 22 }) + poly([[cx + 70, cy + 74], [cx + 96, cy + 104], [cx + 44, cy + 78]], tint(C.coral, 0.75));
      s += rect(cx + 8, cy + 26, 74, 10, shade(C.coral, 0.1), { rx: 5 }) + rect(cx + 8, cy + 46, 50, 10, shade(C.coral, 0.1), { rx: 5 });
    }
    if (i === 3) {
      s += cloud(cx, cy - 26, 0.78, C.teal);
      s += stroke(D`M${cx} ${cy + 20} V${cy + 50}`, C.navy, 6);
      s += rect(cx - 74, cy + 48, 148, 46, C.navy, { rx: 12 }) + circ(cx - 48, cy + 71, 7, C.aqua) + circ(cx - 26, cy + 71, 7, C.aqua, { opacity: 0.5 });
      s += rect(cx + 2, cy + 66, 52, 10, mix(C.navy, C.sky, 0.3), { rx: 5 });
      s += stroke(D`M${cx - 20} ${cy - 26} L${cx} ${cy - 48} L${cx + 20} ${cy - 26}`, C.white, 8);
      s += stroke(D`M${cx} ${cy - 46} V${cy - 2}`, C.white, 8);
    }
  }
  return s;
}

function sceneNetworkSecurity(rnd) {
  let s = rect(0, 0, W, H, lin([[0, C.navy], [1, C.deep]]));
  for (let i = 0; i < 16; i++) for (let j = 0; j < 9; j++) s += circ(50 + i * 100, 50 + j * 100, 2.5, C.sky, { opacity: 0.12 });
  // internet
  s += ell(290, 460, 250, 80, "none", { stroke: C.aqua, strokeWidth: 3, strokeDasharray: "10 12", opacity: 0.5, transform: "rotate(-18 290 460)" });
  s += globe(290, 460, 170);
  // office network
  s += rect(1020, 210, 520, 520, mix(C.deep, C.sky, 0.14), { rx: 24 });
  s += rect(1000, 186, 560, 46, C.teal, { rx: 12 });
  const hub = [1280, 330];
  const nodes = [[1120, 480], [1280, 480], [1440, 480], [1180, 640], [1380, 640]];
  for (const n of nodes) s += stroke(D`M${hub[0]} ${hub[1]} L${n[0]} ${n[1]}`, C.aqua, 5);
  s += router(hub[0], hub[1] + 20, 120);
  for (const [i, [nx, ny]] of nodes.entries()) {
    if (i < 3) {
      s += monitor(nx - 62, ny - 44, 124, 84, tint(C.sky, 0.15));
      const [a, b, c, d] = screenOf(nx - 62, ny - 44, 124, 84);
      s += uiRows(a, b, c, d, { color: C.deep, rows: 2 });
    } else if (i === 3) s += rack(nx - 40, ny - 60, 80, 130, { units: 4 });
    else {
      const lp = laptop(nx - 65, ny - 40, 130, tint(C.sky, 0.15));
      s += lp.svg + uiRows(...lp.screen, { color: C.deep, rows: 2 });
    }
  }
  // traffic
  s += stroke("M470 455 L1000 455", C.aqua, 7, { strokeDasharray: "2 18" });
  s += arrowHead(1010, 455, 0, 30, C.aqua);
  for (const [x, y] of [[540, 250], [560, 640], [600, 380]]) {
    s += stroke(D`M420 ${y + (y - 455) * 0.4} L${x + 40} ${y}`, C.coral, 4, { strokeDasharray: "3 12", opacity: 0.7 });
    s += bug(x + 50, y, 70, C.coral);
    s += burst(694, y, 34, C.sand, 8, 4);
  }
  // firewall
  const wx = 700;
  const wy = 190;
  const ww = 200;
  const bh = 44;
  const rows = 13;
  const bricks = [C.coral, shade(C.coral, 0.18), mix(C.coral, C.sand, 0.25)];
  let wall = "";
  for (let r = 0; r < rows; r++) {
    const off = r % 2 ? -50 : 0;
    for (let c = -1; c < 3; c++) {
      const bx = wx + off + c * 100;
      wall += rect(bx + 3, wy + r * bh + 3, 94, bh - 6, bricks[Math.floor(rnd() * 3)], { rx: 4 });
    }
  }
  s += rect(wx - 10, wy - 6, ww + 20, rows * bh + 12, shade(C.coral, 0.6), { rx: 8 });
  s += g(wall, { clipPath: clipRect(wx, wy, ww, rows * bh) });
  for (let i = 0; i < 5; i++) {
    const fx = wx + 20 + i * 40;
    const fh = 70 + (i % 2) * 30;
    s += pth(D`M${fx - 24} ${wy} Q${fx - 26} ${wy - fh * 0.5} ${fx} ${wy - fh} Q${fx + 4} ${wy - fh * 0.45} ${fx + 24} ${wy - fh * 0.35} Q${fx + 28} ${wy - 10} ${fx + 24} ${wy}Z`, C.coral);
    s += pth(D`M${fx - 12} ${wy} Q${fx - 12} ${wy - fh * 0.3} ${fx + 2} ${wy - fh * 0.6} Q${fx + 12} ${wy - fh * 0.3} ${fx + 12} ${wy}Z`, C.sand);
  }
  // gateway for allowed traffic
  s += rect(wx - 10, 420, ww + 20, 70, C.navy, { rx: 6 });
  s += stroke("M720 455 L880 455", C.aqua, 7, { strokeDasharray: "2 18" });
  s += circ(800, 455, 28, C.aqua) + stroke(checkD(800, 455, 26), C.white, 7);
  return s;
}

function sceneSmallBusiness(rnd) {
  let s = skyBg(C.sky, tint(C.sky, 0.7));
  s += sun(120, 110, 50) + cloud(720, 140, 0.7) + cloud(1480, 560, 0.6, C.white, { opacity: 0.8 });
  s += rect(0, 760, W, 140, C.sand);
  for (let x = 60; x < W; x += 160) s += line(x, 762, x - 30, 840, mix(C.sand, C.deep, 0.2), 3);
  s += rect(0, 840, W, 60, ASPHALT) + rect(0, 836, W, 10, mix(C.sand, C.deep, 0.25));
  // storefront
  s += rect(230, 250, 800, 510, mix(C.sand, C.coral, 0.14));
  s += rect(210, 228, 840, 38, C.teal, { rx: 8 });
  s += rect(330, 286, 600, 76, C.deep, { rx: 14 });
  s += circ(384, 324, 24, C.coral) + stroke("M364 330 q10 -12 20 0 t20 0", C.white, 5);
  s += rect(428, 306, 300, 18, C.white, { rx: 9, opacity: 0.9 }) + rect(428, 334, 200, 12, C.aqua, { rx: 6 });
  s += awning(240, 384, 780, 66, C.coral, C.white, 60);
  // door
  s += rect(290, 480, 170, 280, C.navy, { rx: 4 }) + rect(306, 496, 138, 264, tint(C.sky, 0.2));
  s += rect(420, 600, 10, 50, C.sand, { rx: 4 });
  s += line(335, 496, 375, 530, C.navy, 2) + line(415, 496, 375, 530, C.navy, 2) + rect(340, 528, 70, 40, C.coral, { rx: 6 });
  // display window with laptop and router
  s += rect(500, 480, 500, 270, C.navy, { rx: 4 });
  s += rect(514, 494, 472, 242, lin([[0, tint(C.sky, 0.45)], [1, tint(C.sky, 0.2)]]));
  s += rect(530, 660, 440, 76, C.deep) + rect(520, 650, 460, 16, C.teal, { rx: 4 });
  const lap = laptop(560, 540, 175, C.teal);
  s += lap.svg + uiRows(...lap.screen, { head: C.coral, color: C.white });
  s += router(880, 650, 130, { body: C.deep });
  s += wifi(880, 560, 90, C.coral);
  s += poly([[600, 494], [680, 494], [560, 736], [514, 736], [514, 680]], C.white, { opacity: 0.18 });
  s += rect(490, 748, 520, 16, shade(C.sand, 0.3));
  s += rect(1040, 700, 52, 60, C.coral, { rx: 6 }) + circ(1066, 676, 36, C.teal) + circ(1050, 660, 22, C.aqua);
  // cloud icon linked to the router
  s += circ(1240, 250, 165, C.white, { opacity: 0.3 });
  s += stroke("M960 520 Q1110 480 1190 345", C.deep, 6, { strokeDasharray: "2 16" });
  s += cloud(1240, 260, 1.35, C.white);
  s += stroke("M1210 290 V220 M1188 242 L1210 218 L1232 242", C.teal, 12);
  s += stroke("M1270 230 V300 M1248 278 L1270 302 L1292 278", C.coral, 12);
  s += palm(1520, 800, 400, { lean: 0.05 });
  return s;
}

// ---------------------------------------------------------------- scenes: areas
function sceneAventura(rnd) {
  let s = skyBg(C.sky, tint(C.sky, 0.8), 720);
  s += sun(220, 140, 48) + cloud(560, 110, 0.6) + cloud(1380, 150, 0.75);
  const back = mix(C.sky, C.white, 0.45);
  for (const [x, w, top] of [[40, 110, 300], [380, 100, 260], [640, 90, 300], [1000, 110, 240], [1230, 90, 300], [1500, 100, 280]]) s += tower(x, 600, w, top, { fill: back });
  const towers = [
    [110, 150, 250, mix(C.white, C.sky, 0.2), "bands", "flat"],
    [290, 120, 160, mix(C.white, C.sand, 0.6), "bands", "round"],
    [450, 170, 110, mix(C.sky, C.deep, 0.25), "glass", "slant"],
    [690, 130, 210, C.white, "bands", "flat"],
    [860, 165, 80, mix(C.sky, C.teal, 0.3), "glass", "crown"],
    [1070, 140, 170, mix(C.sand, C.white, 0.3), "bands", "round"],
    [1255, 170, 130, mix(C.sky, C.deep, 0.2), "glass", "curve"],
    [1450, 120, 250, mix(C.white, C.sky, 0.3), "bands", "flat"],
  ];
  for (const [x, w, top, fill, style, cap] of towers) s += tower(x, 600, w, top, { fill, style, cap, edge: true, floor: style === "glass" ? 60 : 32, mull: 34, glass: mix(C.sky, C.deep, 0.25) });
  // shopping promenade
  s += rect(40, 540, 1520, 160, mix(C.sand, C.white, 0.3));
  s += rect(30, 528, 1540, 18, C.teal);
  s += rect(690, 470, 220, 230, mix(C.sand, C.white, 0.15)) + poly([[670, 476], [800, 420], [930, 476]], C.coral);
  s += pth(archD(740, 540, 120, 160), C.deep) + pth(archD(756, 556, 88, 144), tint(C.sky, 0.3));
  const awn = [C.coral, C.aqua, C.teal, C.coral, C.aqua];
  for (let i = 0; i < 12; i++) {
    const x = 60 + i * 125 + (i >= 5 ? 130 : 0);
    if (x > 1480) break;
    s += pth(archD(x + 10, 590, 90, 110), mix(C.deep, C.sky, 0.35));
    s += rect(x + 24, 640, 62, 4, C.white, { opacity: 0.6 });
    s += awning(x, 562, 110, 26, awn[i % 5], C.white, 22);
  }
  s += rect(0, 700, W, 24, mix(C.sand, C.coral, 0.15));
  for (let x = 20; x < W; x += 100) s += rect(x, 686, 5, 18, C.navy, { opacity: 0.45 });
  s += rect(0, 684, W, 5, C.navy, { opacity: 0.45 });
  for (const [x, h] of [[110, 320], [440, 300], [1160, 330], [1490, 300]]) s += palm(x, 706, h);
  for (const x of [300, 620, 990, 1330]) s += rect(x, 600, 6, 100, C.navy) + circ(x + 3, 598, 11, C.sand);
  // Intracoastal
  s += rect(0, 724, W, 176, lin([[0, C.aqua], [0.5, C.teal], [1, mix(C.teal, C.deep, 0.5)]]));
  s += rect(0, 722, W, 6, mix(C.sand, C.deep, 0.3));
  s += ripples(0, 745, W, 890, 22, rnd);
  s += g([pth("M-90 -10 L100 -10 L80 24 L-70 24Z", C.white), rect(-50, -46, 90, 36, C.white, { rx: 8 }), rect(-36, -38, 60, 14, C.deep, { rx: 4 }), rect(-90, 2, 180, 6, C.coral)], {
    transform: "translate(1050 810)",
  });
  s += stroke("M1140 822 Q1240 830 1330 820", C.white, 4, { opacity: 0.6 });
  s += sailboat(320, 830, 0.7, { sail: C.white, jib: C.sand });
  return s;
}

function brickellTowers(rnd, base) {
  const glassA = lin([[0, mix(C.sky, C.deep, 0.15)], [1, mix(C.deep, C.sky, 0.2)]], 0, 0, 1, 0);
  const glassB = lin([[0, C.aqua], [1, C.teal]], 0, 0, 1, 0);
  const glassC = lin([[0, tint(C.sky, 0.25)], [1, mix(C.sky, C.deep, 0.45)]], 0, 0, 1, 0);
  let s = "";
  const back = tint(C.sky, 0.4);
  for (const [x, w, top] of [[20, 120, 330], [230, 100, 260], [520, 110, 300], [760, 90, 240], [1010, 120, 280], [1280, 110, 250], [1470, 130, 320]]) s += tower(x, base, w, top, { fill: back });
  const t = [
    [70, 140, 260, glassC, "flat"],
    [200, 120, 170, glassA, "slant"],
    [340, 150, 120, glassB, "spire"],
    [510, 130, 220, glassA, "crown"],
    [660, 170, 70, glassC, "curve"],
    [850, 130, 190, glassB, "flat"],
    [1000, 150, 110, glassA, "slant"],
    [1170, 120, 230, glassC, "crown"],
    [1310, 160, 150, glassB, "spire"],
    [1480, 120, 270, glassA, "flat"],
  ];
  for (const [x, w, top, fill, cap] of t) s += tower(x, base, w, top, { fill, cap, style: "glass", mull: 18, floor: 24, capColor: mix(C.deep, C.sky, 0.2) });
  return s;
}

function sceneBrickell(rnd) {
  const base = 650;
  let s = skyBg(C.sky, tint(C.sky, 0.8), base);
  s += cloud(260, 110, 0.7) + cloud(1000, 80, 0.55, C.white, { opacity: 0.8 }) + cloud(1420, 150, 0.6);
  const towers = brickellTowers(rnd, base);
  s += towers;
  let walk = rect(0, base - 16, W, 20, C.sand);
  for (const x of [40, 300, 620, 940, 1250, 1560]) walk += palm(x, base - 10, 140, { lean: 0.08 });
  s += walk;
  s += rect(0, base + 4, W, H - base, lin([[0, C.aqua], [0.4, C.teal], [1, shade(C.teal, 0.45)]]));
  s += g([towers, walk], { transform: `translate(0 ${2 * base + 8}) scale(1 -1)`, opacity: 0.22, clipPath: clipRect(0, base + 4, W, H) });
  s += rect(0, base + 4, W, 6, C.white, { opacity: 0.35 });
  s += ripples(0, base + 20, W, 890, 70, rnd, C.white, { opacity: 0.3 });
  s += sailboat(1240, 810, 0.9, { jib: C.coral });
  s += g([pth("M-60 -6 L70 -6 L56 14 L-50 14Z", C.white), rect(-30, -26, 56, 22, C.white, { rx: 6 }), rect(-20, -20, 34, 9, C.deep, { rx: 3 })], { transform: "translate(420 780)" });
  s += stroke("M480 788 Q560 800 660 790", C.white, 4, { opacity: 0.5 });
  return s;
}

function sceneCoconutGrove(rnd) {
  let s = skyBg(tint(C.sky, 0.2), mix(C.sand, C.coral, 0.12), 480);
  s += sun(1120, 330, 56, tint(C.sand, 0.2));
  s += cloud(820, 170, 0.6, C.white, { opacity: 0.8 });
  s += pth(smooth([[0, 470], [300, 458], [620, 466], [900, 452], [1200, 464], [1600, 456]]) + " L1600 482 L0 482Z", mix(C.teal, C.deep, 0.4));
  s += rect(0, 480, W, 300, lin([[0, tint(C.aqua, 0.25)], [1, C.teal]]));
  for (let i = 0; i < 9; i++) s += rect(1120 - 50 + ((i * 37) % 60), 490 + i * 14, 60 + ((i * 23) % 40), 4, C.sand, { rx: 2, opacity: 0.5 });
  s += ripples(0, 490, W, 770, 70, rnd, C.white, { opacity: 0.35, len: 50 });
  const boats = [
    [470, 540, 0.45, false],
    [700, 530, 0.38, true],
    [880, 560, 0.55, true],
    [1130, 548, 0.5, true],
    [620, 640, 0.85, true],
    [1000, 690, 1.0, true],
    [1290, 620, 0.8, false],
  ];
  const sails = [C.white, C.sand, tint(C.coral, 0.4)];
  for (const [i, [x, y, sc, up]] of boats.entries()) {
    s += line(x, y + 8 * sc, x, y + 120 * sc, C.navy, 3 * sc, { opacity: 0.25 });
    s += circ(x + 95 * sc, y + 4, 8 * sc, C.coral) + line(x + 74 * sc, y - 10 * sc, x + 95 * sc, y, C.navy, 1.5, { opacity: 0.6 });
    s += sailboat(x, y, sc, { furled: up !== false ? true : false, sail: sails[i % 3], cover: i % 2 ? C.teal : C.coral, trim: i % 2 ? C.coral : C.deep });
  }
  s += rect(0, 770, W, 130, GRASS) + rect(0, 764, W, 12, mix(C.sand, C.deep, 0.2));
  s += pth(smooth([[0, 800], [400, 790], [800, 810], [1200, 792], [1600, 804]]) + " L1600 900 L0 900Z", shade(GRASS, 0.15));
  s += banyan(150, 830, 600, 830, rnd);
  s += banyan(1470, 830, 560, 800, rnd);
  s += rect(720, 800, 150, 12, TRUNK, { rx: 4 }) + rect(730, 812, 10, 26, TRUNK) + rect(850, 812, 10, 26, TRUNK) + rect(720, 780, 150, 10, TRUNK, { rx: 4 });
  return s;
}

function sceneCoralGables(rnd) {
  let s = skyBg(C.sky, tint(C.sky, 0.75), 740);
  s += sun(1400, 120, 50) + cloud(340, 130, 0.7) + cloud(1060, 90, 0.5, C.white, { opacity: 0.85 });
  s += rect(0, 720, W, 180, GRASS);
  s += poly([[740, 720], [860, 720], [1000, 900], [600, 900]], tint(C.sand, 0.2));
  const stucco = mix(C.sand, C.coral, 0.17);
  const stucco2 = mix(C.sand, C.coral, 0.1);
  const roof = (pts, x0, x1, y0, y1) => {
    let r = poly(pts, C.coral);
    for (let x = x0; x < x1; x += 16) r += line(x, y0, x, y1, shade(C.coral, 0.25), 3, { opacity: 0.6 });
    return r;
  };
  // wings
  s += rect(300, 400, 400, 320, stucco) + rect(900, 400, 400, 320, stucco);
  s += roof([[282, 408], [340, 342], [700, 342], [700, 408]], 330, 700, 350, 404) + roof([[900, 408], [900, 342], [1260, 342], [1318, 408]], 904, 1270, 350, 404);
  s += rect(300, 408, 400, 10, shade(stucco, 0.25), { opacity: 0.5 }) + rect(900, 408, 400, 10, shade(stucco, 0.25), { opacity: 0.5 });
  for (const wx of [300, 900]) {
    for (let i = 0; i < 4; i++) {
      const ax = wx + 35 + i * 90;
      s += pth(archD(ax, 440, 56, 90), mix(C.deep, C.sky, 0.3));
      s += rect(ax - 14, 452, 12, 78, C.teal) + rect(ax + 58, 452, 12, 78, C.teal);
      s += rect(ax - 6, 528, 68, 6, C.navy) + line(ax + 28, 510, ax + 28, 530, C.navy, 2);
    }
    s += rect(wx, 550, 400, 10, stucco2);
    for (let i = 0; i < 4; i++) s += pth(archD(wx + 25 + i * 95, 580, 72, 140), shade(C.deep, 0.15));
  }
  // bell tower
  s += rect(700, 200, 200, 520, stucco2);
  s += poly([[684, 206], [800, 108], [916, 206]], C.coral);
  for (let x = 700; x < 900; x += 16) s += line(x, 206 - Math.max(0, 98 - Math.abs(x - 800)) * 0.9, x, 204, shade(C.coral, 0.25), 3, { opacity: 0.5 });
  s += rect(690, 200, 220, 14, shade(stucco, 0.15));
  s += pth(archD(728, 240, 56, 100), C.deep) + pth(archD(816, 240, 56, 100), C.deep);
  s += rect(690, 350, 220, 12, shade(stucco, 0.15));
  s += pth(archD(770, 400, 60, 100), mix(C.deep, C.sky, 0.3)) + rect(752, 496, 96, 8, C.navy);
  s += pth(archD(745, 570, 110, 150), C.teal) + line(800, 580, 800, 720, shade(C.teal, 0.4), 3);
  s += pth(archD(745, 570, 110, 150), "none", { stroke: shade(stucco, 0.25), strokeWidth: 8 });
  // bougainvillea
  for (const [bx, by] of [[320, 560], [1280, 560], [690, 520], [910, 520]]) {
    for (let i = 0; i < 7; i++) s += circ(bx + (rnd() - 0.5) * 50, by + rnd() * 120, 14 + rnd() * 8, i % 3 ? C.coral : tint(C.coral, 0.35));
  }
  // fountain
  s += ell(800, 800, 150, 34, C.sand) + ell(800, 796, 128, 24, C.aqua);
  s += rect(790, 740, 20, 56, C.sand);
  for (const k of [-1, 1]) s += stroke(D`M800 740 Q${800 + k * 50} 690 ${800 + k * 100} 790`, C.white, 5, { opacity: 0.8 });
  s += stroke("M800 740 V690", C.white, 6, { opacity: 0.8 });
  // palms
  for (const [x, h, l] of [[160, 540, 0.1], [250, 450, -0.06], [1350, 470, 0.08], [1450, 540, -0.1]]) s += palm(x, 740, h, { lean: l });
  return s;
}

function sceneDoral(rnd) {
  let s = skyBg(C.sky, tint(C.sky, 0.75), 640);
  s += sun(220, 120, 46) + cloud(620, 110, 0.6) + cloud(1460, 300, 0.55, C.white, { opacity: 0.8 });
  // control tower
  s += rect(1480, 250, 36, 200, mix(C.white, C.sky, 0.3)) + poly([[1450, 250], [1546, 250], [1532, 210], [1464, 210]], C.deep) + rect(1458, 242, 80, 14, C.white);
  // warehouses
  const wh = (x, y, w, h, wall, band, doors) => {
    let o = rect(x, y, w, h, wall);
    for (let xx = x + 10; xx < x + w; xx += 16) o += rect(xx, y + 14, 3, h - 14, C.navy, { opacity: 0.07 });
    o += rect(x - 8, y - 10, w + 16, 16, C.deep, { rx: 3 }) + rect(x, y + 20, w, 16, band);
    for (let i = 0; i < doors; i++) {
      const dx = x + 30 + i * ((w - 60) / doors);
      const dw = (w - 60) / doors - 26;
      o += rect(dx, y + h - 96, dw, 96, mix(C.deep, C.sky, 0.35));
      for (let k = 1; k < 6; k++) o += rect(dx, y + h - 96 + k * 16, dw, 2, C.navy, { opacity: 0.25 });
    }
    return o;
  };
  s += wh(40, 410, 600, 230, mix(C.white, C.sky, 0.2), C.teal, 5);
  s += wh(690, 450, 520, 190, C.sand, C.coral, 4);
  s += wh(1250, 430, 330, 210, mix(C.white, C.sky, 0.35), C.deep, 2);
  // truck at dock
  s += rect(760, 560, 200, 70, C.white) + rect(760, 576, 200, 8, C.coral) + rect(960, 580, 60, 50, C.teal, { rx: 8 }) + rect(986, 588, 26, 18, tint(C.sky, 0.4), { rx: 3 });
  s += circ(800, 636, 12, C.navy) + circ(920, 636, 12, C.navy) + circ(995, 636, 12, C.navy);
  // tarmac
  s += rect(0, 640, W, 260, ASPHALT) + rect(0, 640, W, 14, GRASS);
  for (let x = 40; x < W; x += 140) s += rect(x, 830, 80, 10, C.white, { opacity: 0.8 });
  s += rect(0, 700, W, 4, C.sand, { opacity: 0.7 });
  s += ell(540, 790, 260, 16, C.navy, { opacity: 0.2 });
  s += plane(520, 712, 1.1, { gear: true, tail: C.teal });
  s += plane(1080, 240, 1.0, { rot: -13, tail: C.deep });
  const uld = (x, c) =>
    poly([[x, 762], [x + 84, 762], [x + 84, 692], [x + 22, 692], [x, 714]], c) + rect(x - 6, 762, 96, 8, C.navy) + circ(x + 10, 776, 8, C.navy) + circ(x + 74, 776, 8, C.navy);
  s += uld(1030, C.sand) + uld(1140, tint(C.aqua, 0.3)) + uld(1250, C.sand);
  s += line(1124, 766, 1136, 766, C.navy, 4) + line(1234, 766, 1246, 766, C.navy, 4) + line(1344, 766, 1362, 766, C.navy, 4);
  s += rect(1362, 724, 80, 44, C.coral, { rx: 8 }) + rect(1372, 700, 30, 28, "none", { stroke: C.navy, strokeWidth: 5 }) + circ(1380, 774, 11, C.navy) + circ(1428, 774, 11, C.navy);
  s += stroke("M1300 330 Q1420 380 1560 400", C.white, 4, { opacity: 0.5, strokeDasharray: "2 14" });
  return s;
}

function sceneDowntown(rnd) {
  const base = 640;
  let s = rect(0, 0, W, base, lin([[0, C.navy], [0.3, C.deep], [0.62, mix(C.deep, C.coral, 0.6)], [0.85, mix(C.coral, C.sand, 0.15)], [1, mix(C.coral, C.sand, 0.55)]]));
  for (let i = 0; i < 45; i++) s += circ(rnd() * W, rnd() * 300, 1 + rnd() * 2, C.white, { opacity: 0.4 + rnd() * 0.5 });
  s += circ(1320, 120, 34, C.sand) + circ(1336, 110, 32, mix(C.navy, C.deep, 0.58));
  s += circ(930, base, 330, radial([[0, C.sand, 0.55], [0.5, C.coral, 0.25], [1, C.coral, 0]]));
  s += circ(930, base - 10, 70, tint(C.coral, 0.35));
  const backC = mix(C.deep, C.coral, 0.35);
  let back = "";
  for (const [x, w, top] of [[0, 120, 470], [140, 80, 420], [460, 90, 400], [590, 80, 360], [790, 90, 430], [960, 70, 380], [1140, 70, 440], [1260, 80, 400], [1420, 80, 460]]) back += tower(x, base, w, top, { fill: backC });
  s += back;
  const lit = { lit: 0.3, litColor: C.sand, rnd, win: mix(C.navy, C.deep, 0.5), gx: 9, gy: 12 };
  const front = [
    [40, 110, 440, 3, "flat"],
    [200, 90, 370, 3, "slant"],
    [330, 130, 300, 4, "crown"],
    [525, 100, 400, 3, "flat"],
    [665, 130, 250, 4, "spire"],
    [860, 100, 380, 3, "curve"],
    [1010, 130, 290, 4, "crown"],
    [1190, 90, 390, 3, "slant"],
    [1320, 120, 340, 4, "flat"],
    [1480, 100, 420, 3, "spire"],
  ];
  let city = "";
  for (const [i, [x, w, top, cols, cap]] of front.entries()) {
    const fill = i % 2 ? C.navy : shade(C.deep, 0.3);
    city += tower(x, base, w, top, { ...lit, fill, cap, style: "grid", cols, rows: Math.floor((base - top) / 30), capColor: fill });
    if (cap === "crown") city += rect(x + w * 0.15, top - 36, w * 0.7, 6, C.aqua) + rect(x + w * 0.3, top - 64, w * 0.4, 5, C.coral);
    if (cap === "spire") city += rect(x, top - 2, w, 5, C.aqua, { opacity: 0.9 });
  }
  s += city;
  s += rect(0, base - 6, W, 10, C.navy);
  s += rect(0, base + 4, W, H - base, lin([[0, mix(C.deep, C.coral, 0.22)], [1, C.navy]]));
  s += g([back, city], { transform: `translate(0 ${2 * base + 8}) scale(1 -1)`, opacity: 0.3, clipPath: clipRect(0, base + 4, W, H) });
  for (let i = 0; i < 60; i++) {
    const y = base + 12 + rnd() * 240;
    const x = rnd() * W;
    s += rect(x, y, 30 + rnd() * 70, 3, rnd() < 0.5 ? C.coral : C.sand, { rx: 2, opacity: 0.35 + rnd() * 0.3 });
  }
  for (const x of [80, 260, 470, 1100, 1380]) s += palm(x, base + 2, 110, { leaf: shade(C.teal, 0.6), leafBack: C.navy, leafHi: shade(C.teal, 0.4), trunk: C.navy });
  return s;
}

function sceneHialeah(rnd) {
  let s = skyBg(C.sky, tint(C.sky, 0.75), 740);
  s += sun(1460, 110, 46) + cloud(800, 120, 0.6);
  // factory
  s += cloud(190, 160, 0.55, C.white, { opacity: 0.9 }) + cloud(260, 100, 0.75, C.white, { opacity: 0.75 }) + cloud(360, 50, 0.9, C.white, { opacity: 0.55 });
  s += rect(120, 200, 46, 240, shade(C.coral, 0.35)) + rect(120, 220, 46, 12, C.white, { opacity: 0.7 });
  s += rect(196, 250, 40, 190, shade(C.coral, 0.35)) + rect(196, 268, 40, 10, C.white, { opacity: 0.7 });
  const brick = mix(C.coral, C.sand, 0.42);
  for (let i = 0; i < 5; i++) {
    const x = 60 + i * 144;
    s += poly([[x, 432], [x, 352], [x + 144, 432]], mix(C.deep, C.sky, 0.25));
    s += poly([[x, 356], [x + 16, 364], [x + 16, 432], [x, 432]], tint(C.sky, 0.3));
  }
  s += rect(60, 430, 720, 310, brick);
  for (let y = 450; y < 740; y += 22) s += rect(60, y, 720, 2, shade(brick, 0.3), { opacity: 0.2 });
  s += rect(60, 430, 720, 18, shade(brick, 0.3));
  for (let i = 0; i < 6; i++) s += rect(90 + i * 115, 470, 90, 110, C.deep) + winGrid(90 + i * 115, 470, 90, 110, 3, 3, tint(C.sky, 0.3), { gx: 4, gy: 4 });
  for (const dx of [140, 470]) {
    s += rect(dx, 616, 170, 124, mix(C.deep, C.sky, 0.35));
    for (let k = 1; k < 8; k++) s += rect(dx, 616 + k * 15, 170, 2, C.navy, { opacity: 0.3 });
  }
  s += rect(330, 640, 110, 34, C.teal, { rx: 4 });
  // clinic
  s += rect(900, 410, 620, 330, C.white);
  s += rect(886, 396, 648, 26, C.teal);
  s += rect(1130, 300, 160, 110, C.white) + rect(1124, 292, 172, 14, C.teal);
  s += rect(1188, 318, 44, 80, C.coral, { rx: 4 }) + rect(1170, 336, 80, 44, C.coral, { rx: 4 });
  for (const wx of [930, 1320]) s += winGrid(wx, 450, 170, 180, 3, 2, tint(C.sky, 0.2), { gx: 10, gy: 14, rx: 3 });
  s += rect(1140, 470, 140, 50, tint(C.sky, 0.2), { rx: 3 });
  s += rect(1120, 620, 180, 18, C.teal) + rect(1150, 638, 120, 102, tint(C.sky, 0.15)) + line(1210, 640, 1210, 740, C.white, 4);
  s += rect(900, 720, 620, 20, tint(C.aqua, 0.5));
  // street
  s += rect(0, 740, W, 40, C.sand) + rect(0, 776, W, 8, mix(C.sand, C.deep, 0.3));
  s += rect(0, 784, W, 116, ASPHALT);
  for (let x = 20; x < W; x += 150) s += rect(x, 840, 80, 8, C.white, { opacity: 0.85 });
  for (const [x, h, l] of [[840, 420, -0.05], [1560, 380, -0.1]]) s += palm(x, 750, h, { lean: l });
  s += car(330, 830, 1, C.teal) + car(640, 880, 1, C.sand, { flip: true });
  // ambulance
  s += g(
    [
      rect(-120, -110, 170, 94, C.white, { rx: 8 }),
      pth("M50 -80 L92 -80 Q110 -78 116 -56 L122 -26 L122 -16 L50 -16Z", C.white),
      pth("M58 -72 L90 -72 Q102 -70 106 -54 L108 -46 L58 -46Z", tint(C.sky, 0.3)),
      rect(-120, -52, 242, 12, C.coral),
      rect(-62, -96, 14, 40, C.coral),
      rect(-75, -83, 40, 14, C.coral),
      rect(-40, -124, 40, 14, C.coral, { rx: 4 }),
      rect(-2, -124, 26, 14, C.aqua, { rx: 4 }),
      rect(-124, -20, 250, 8, shade(C.white, 0.4), { rx: 4 }),
      circ(-70, -12, 17, C.navy),
      circ(-70, -12, 7, tint(C.sky, 0.5)),
      circ(80, -12, 17, C.navy),
      circ(80, -12, 7, tint(C.sky, 0.5)),
    ],
    { transform: "translate(1140 832)" }
  );
  return s;
}

function sceneHomestead(rnd) {
  const hz = 430;
  let s = skyBg(C.sky, tint(C.sky, 0.85), hz);
  s += sun(1320, 140, 64) + cloud(400, 120, 0.7) + cloud(900, 80, 0.5, C.white, { opacity: 0.85 });
  for (let x = -20; x < W; x += 46) s += circ(x, hz - 6 - (Math.sin(x * 0.013) + 1) * 8, 30 + (x % 3) * 6, shade(C.teal, 0.35));
  s += palm(260, hz, 140, { lean: 0.05 }) + palm(1060, hz, 120, { lean: -0.06 });
  // fields converging to the horizon: green crop rows on the left, tilled rows on the right
  const vx = 720;
  const vy = hz - 60;
  const at = (bx, y) => vx + (bx - vx) * ((y - vy) / (H - vy));
  s += rect(0, hz, W, H - hz, mix(C.aqua, C.sand, 0.35));
  s += poly([[at(vx + 30, hz), hz], [W, hz], [W, H], [vx + 30, H]], mix(C.sand, C.coral, 0.12));
  let rows = "";
  for (let i = -16; i < 17; i++) {
    if (i === 0) continue;
    const b0 = vx + i * 100 + (i > 0 ? 30 : 0);
    const b1 = b0 + 50;
    rows += poly([[at(b0, hz), hz], [at(b1, hz), hz], [b1, H], [b0, H]], i < 0 ? mix(C.teal, C.aqua, 0.35) : shade(mix(C.sand, C.coral, 0.3), 0.12));
  }
  s += g(rows, { clipPath: clipRect(0, hz, W, H - hz) });
  s += poly([[at(vx - 8, hz), hz], [at(vx + 30, hz), hz], [vx + 30, H], [vx - 8, H]], C.sand);
  // tractor
  s += g(
    [
      rect(-60, -70, 100, 50, C.coral, { rx: 8 }),
      rect(-40, -120, 56, 56, "none", { stroke: C.navy, strokeWidth: 6, rx: 6 }),
      rect(20, -50, 60, 32, C.coral, { rx: 6 }),
      rect(56, -66, 8, 18, C.navy),
      circ(-30, -24, 40, C.navy),
      circ(-30, -24, 16, C.sand),
      circ(60, -14, 22, C.navy),
      circ(60, -14, 8, C.sand),
    ],
    { transform: "translate(400 640) scale(0.95)" }
  );
  // nursery greenhouse
  s += ell(1250, 716, 300, 20, C.navy, { opacity: 0.15 });
  s += pth("M960 710 V590 Q960 500 1070 500 H1440 Q1540 500 1540 590 V710Z", tint(C.sky, 0.25));
  for (let r = 0; r < 3; r++) for (let x = 990; x < 1520; x += 34) s += circ(x + (r % 2) * 14, 640 + r * 24, 15, r === 1 ? C.aqua : C.teal);
  s += pth("M960 710 V590 Q960 500 1070 500 H1440 Q1540 500 1540 590 V710Z", C.white, { opacity: 0.35 });
  for (let x = 1010; x < 1500; x += 48) s += line(x, 502, x, 710, C.white, 4, { opacity: 0.8 });
  s += stroke("M960 590 Q960 500 1070 500 H1440 Q1540 500 1540 590", C.white, 7);
  s += line(960, 600, 1540, 600, C.white, 3, { opacity: 0.6 });
  s += rect(1000, 620, 56, 90, C.teal, { opacity: 0.55 });
  // potted plants
  for (let r = 0; r < 2; r++) {
    for (let x = 940 + r * 18; x < 1580; x += 40) {
      const y = 760 + r * 50;
      s += poly([[x - 14, y - 20], [x + 14, y - 20], [x + 10, y + 4], [x - 10, y + 4]], shade(mix(C.coral, C.sand, 0.3), 0.15));
      s += circ(x, y - 30, 16, (x / 40 + r) % 3 < 1 ? C.aqua : C.teal);
      if ((x / 40 + r) % 4 < 1) s += circ(x + 5, y - 36, 5, C.coral);
    }
  }
  return s;
}

function sceneKendall(rnd) {
  let s = skyBg(C.sky, tint(C.sky, 0.75), 660);
  s += sun(200, 110, 46) + cloud(760, 120, 0.7) + cloud(1380, 90, 0.55);
  // parking lot
  s += rect(0, 650, W, 250, ASPHALT) + rect(0, 640, W, 18, C.sand);
  for (let x = 20; x < W; x += 110) {
    s += line(x, 700, x + 30, 770, C.white, 4, { opacity: 0.8 });
    s += line(x, 810, x + 30, 880, C.white, 4, { opacity: 0.8 });
  }
  // shopping plaza
  s += rect(40, 430, 960, 210, mix(C.sand, C.white, 0.35));
  s += rect(30, 414, 980, 24, C.teal);
  s += storefronts(60, 440, 380, 200, 3, [C.coral, C.aqua, C.deep]);
  s += storefronts(600, 440, 390, 200, 3, [C.teal, C.coral, C.sky]);
  s += rect(440, 340, 160, 300, mix(C.sand, C.coral, 0.12)) + poly([[424, 346], [520, 280], [616, 346]], C.coral);
  s += pth(archD(470, 470, 100, 170), C.deep) + pth(archD(482, 482, 76, 158), tint(C.sky, 0.25));
  s += rect(470, 370, 100, 40, C.deep, { rx: 8 }) + circ(494, 390, 10, C.coral) + rect(512, 384, 46, 10, C.white, { rx: 5 });
  // school
  const brick = mix(C.coral, C.sand, 0.38);
  s += rect(1070, 380, 480, 260, brick);
  s += rect(1060, 368, 500, 18, C.white);
  s += winGrid(1080, 400, 160, 220, 3, 3, tint(C.sky, 0.3), { gx: 14, gy: 18, rx: 3 });
  s += winGrid(1380, 400, 160, 220, 3, 3, tint(C.sky, 0.3), { gx: 14, gy: 18, rx: 3 });
  s += poly([[1230, 386], [1310, 300], [1390, 386]], C.white) + poly([[1250, 378], [1310, 318], [1370, 378]], brick);
  s += circ(1310, 352, 20, C.white) + line(1310, 352, 1310, 338, C.navy, 3) + line(1310, 352, 1320, 356, C.navy, 3);
  for (const x of [1250, 1290, 1330, 1370]) s += rect(x - 6, 386, 12, 254, C.white);
  s += rect(1282, 540, 56, 100, C.deep);
  s += line(1030, 640, 1030, 250, mix(C.white, C.sky, 0.3), 6);
  s += g([rect(0, 0, 96, 60, C.white), ...[0, 2, 4].map((k) => rect(0, k * 10 + 10, 96, 10, C.coral)), rect(0, 0, 40, 30, C.deep)], {
    transform: "translate(1033 255)",
  });
  // playground slide
  s += line(1570, 640, 1570, 540, C.deep, 6) + line(1530, 640, 1530, 540, C.deep, 6) + rect(1526, 536, 48, 10, C.deep) + pth("M1530 546 Q1480 560 1460 640 L1476 640 Q1494 572 1540 560Z", C.coral);
  // school bus
  s += g(
    [
      pth("M-170 -110 L110 -110 Q128 -110 128 -92 L128 -62 L168 -56 Q180 -54 180 -40 L180 -16 L-176 -16 L-176 -104 Q-176 -110 -170 -110Z", C.sand),
      ...[0, 1, 2, 3, 4].map((k) => rect(-160 + k * 54, -100, 42, 32, C.deep, { rx: 4 })),
      rect(118, -100, 10, 36, C.deep),
      rect(-176, -60, 356, 8, C.navy),
      rect(-176, -38, 356, 5, C.navy),
      poly([[-196, -88], [-184, -100], [-176, -100], [-176, -64], [-184, -64], [-196, -76]], C.coral),
      circ(-110, -14, 20, C.navy),
      circ(-110, -14, 8, tint(C.sky, 0.5)),
      circ(110, -14, 20, C.navy),
      circ(110, -14, 8, tint(C.sky, 0.5)),
      rect(172, -48, 10, 12, C.coral, { rx: 2 }),
    ],
    { transform: "translate(1310 752)" }
  );
  s += car(180, 770, 0.85, C.coral) + car(420, 880, 0.85, C.teal, { flip: true }) + car(650, 770, 0.85, C.deep) + car(850, 880, 0.85, C.sand);
  s += palm(320, 660, 240, { lean: -0.05 }) + palm(1000, 660, 250, { lean: 0.05 });
  return s;
}

function sceneMiamiBeach(rnd) {
  let s = skyBg(C.sky, tint(C.sky, 0.8), 640);
  s += sun(1420, 120, 50) + cloud(300, 110, 0.7) + cloud(900, 80, 0.5, C.white, { opacity: 0.85 });
  const hotels = [
    [40, 230, 300, C.white, "bands"],
    [300, 180, 230, tint(C.coral, 0.7), "grid"],
    [500, 260, 170, mix(C.white, C.sky, 0.25), "bands"],
    [790, 200, 260, C.sand, "grid"],
    [1010, 250, 200, C.white, "bands"],
    [1280, 280, 270, tint(C.aqua, 0.6), "grid"],
  ];
  for (const [x, w, top, fill, style] of hotels) {
    s += tower(x, 640, w, top, { fill, style, floor: 46, cols: Math.round(w / 60), rows: Math.floor((640 - top) / 52), win: tint(C.sky, 0.2), glass: tint(C.sky, 0.2), slab: false, cap: style === "bands" ? "flat" : "crown", capColor: fill });
    s += rect(x - 6, top - 8, w + 12, 10, style === "bands" ? C.teal : C.coral);
  }
  s += rect(0, 620, W, 130, C.sand);
  s += rect(0, 728, W, 22, mix(C.sand, C.teal, 0.2));
  for (const [x, h, l] of [[70, 360, 0.1], [470, 330, -0.08], [770, 380, 0.06], [1170, 340, -0.08], [1560, 370, -0.1]]) s += palm(x, 650, h, { lean: l });
  // umbrellas and towels
  for (const [x, c] of [[220, C.coral], [660, C.aqua], [940, C.coral]]) {
    s += line(x, 664, x, 720, C.navy, 4);
    for (let k = 0; k < 4; k++) s += pth(wedgeD(x, 664, 64, 180 + k * 45, 225 + k * 45), k % 2 ? C.white : c);
    s += rect(x + 30, 706, 70, 18, c === C.coral ? C.teal : C.coral, { rx: 4 });
  }
  // lifeguard stand
  s += g(
    [
      line(-40, 0, -36, -90, C.white, 6),
      line(40, 0, 36, -90, C.white, 6),
      rect(-62, -96, 124, 10, C.white),
      rect(-52, -170, 104, 74, C.aqua),
      rect(-38, -156, 40, 34, tint(C.sky, 0.5)),
      poly([[-66, -168], [0, -204], [66, -168]], C.coral),
      pth("M50 -96 L120 0 L104 0 L40 -88Z", C.white),
    ],
    { transform: "translate(1380 722)" }
  );
  // ocean
  s += rect(0, 750, W, 150, lin([[0, C.aqua], [0.5, C.teal], [1, shade(C.teal, 0.5)]]));
  for (const [y, o] of [[752, 0.95], [812, 0.4]]) {
    let d = `M0 ${y}`;
    for (let x = 0; x <= W; x += 80) d += ` q20 -12 40 0 t40 0`;
    s += stroke(d, C.white, y === 752 ? 8 : 5, { opacity: o });
  }
  return s;
}

function mainStreet(rnd, base) {
  let s = "";
  const blds = [
    [40, 200, 420, mix(C.sand, C.coral, 0.15), C.coral],
    [240, 180, 380, tint(C.aqua, 0.55), C.teal],
    [420, 200, 440, C.sand, C.deep],
    [620, 120, 400, C.white, C.coral],
    [860, 180, 420, tint(C.coral, 0.65), C.aqua],
    [1040, 200, 380, mix(C.white, C.sky, 0.35), C.coral],
    [1240, 160, 440, C.sand, C.teal],
    [1400, 180, 400, tint(C.aqua, 0.5), C.coral],
  ];
  for (const [x, w, top, fill, acc] of blds) {
    s += rect(x, top, w, base - top, fill) + rect(x - 4, top - 10, w + 8, 14, shade(fill, 0.25));
    const n = Math.round(w / 60);
    for (let i = 0; i < n; i++) {
      const wx = x + 18 + i * ((w - 36) / n);
      const ww = (w - 36) / n - 18;
      s += pth(archD(wx, top + 26, ww, 70), mix(C.sky, C.deep, 0.3));
      if (base - top > 200) s += rect(wx, top + 116, ww, 50, mix(C.sky, C.deep, 0.3));
    }
    s += rect(x + 14, base - 82, w - 28, 82, tint(C.sky, 0.25));
    s += awning(x + 8, base - 110, w - 16, 28, acc, C.white, 24);
  }
  // clock tower
  s += rect(740, 190, 120, base - 190, C.white) + poly([[726, 196], [800, 120], [874, 196]], C.coral);
  s += circ(800, 250, 36, C.sand, { stroke: C.deep, strokeWidth: 6 }) + line(800, 250, 800, 226, C.navy, 5) + line(800, 250, 818, 258, C.navy, 5);
  s += pth(archD(770, 310, 60, 100), mix(C.sky, C.deep, 0.3));
  s += rect(770, base - 100, 60, 100, C.deep);
  return s;
}

function sceneMiamiLakes(rnd) {
  const base = 600;
  let s = skyBg(C.sky, tint(C.sky, 0.75), base);
  s += sun(1480, 110, 44) + cloud(300, 110, 0.6) + cloud(1100, 120, 0.6);
  const street = mainStreet(rnd, base);
  s += street;
  let front = "";
  for (const x of [210, 600, 1000, 1380]) front += roundTree(x, base + 14, 90, 60, rnd);
  for (const x of [120, 420, 900, 1200, 1520]) front += rect(x, base - 110, 6, 124, C.navy) + circ(x + 3, base - 114, 12, C.sand) + rect(x - 8, base - 100, 22, 6, C.navy);
  s += front;
  s += rect(0, base, W, 36, C.sand) + rect(0, base + 2, W, 4, C.navy, { opacity: 0.5 });
  for (let x = 10; x < W; x += 40) s += rect(x, base + 6, 4, 24, C.navy, { opacity: 0.5 });
  const ly = base + 36;
  s += rect(0, ly, W, H - ly, lin([[0, tint(C.aqua, 0.35)], [1, C.teal]]));
  s += g([street, front], { transform: `translate(0 ${2 * ly}) scale(1 -1)`, opacity: 0.22, clipPath: clipRect(0, ly, W, H) });
  s += ripples(0, ly + 10, W, 890, 60, rnd, C.white, { opacity: 0.35 });
  // fountain
  const fx = 1080;
  const fy = 790;
  s += ell(fx, fy, 120, 18, C.white, { opacity: 0.45 });
  for (const k of [-1, -0.65, -0.3, 0.3, 0.65, 1]) s += stroke(D`M${fx} ${fy - 6} Q${fx + k * 45} ${fy - 190 + Math.abs(k) * 60} ${fx + k * 110} ${fy}`, C.white, 5, { opacity: 0.75 });
  s += stroke(D`M${fx} ${fy} V${fy - 170}`, C.white, 10, { opacity: 0.9 });
  for (const k of [-1, -0.5, 0, 0.5, 1]) s += circ(fx + k * 26, fy - 180 + Math.abs(k) * 14, 7, C.white, { opacity: 0.8 });
  s += g([pth("M-60 -6 L60 -6 L46 12 L-44 12Z", C.coral), rect(-20, -28, 36, 22, C.white, { rx: 6 })], { transform: "translate(380 770)" });
  return s;
}

function scenePinecrest(rnd) {
  let s = skyBg(C.sky, tint(C.sky, 0.8), 700);
  s += cloud(700, 80, 0.6) + cloud(1300, 120, 0.5);
  const offices = [
    [40, 420, 470, C.white, C.teal],
    [560, 520, 420, mix(C.sand, C.coral, 0.12), C.coral],
    [1130, 440, 450, mix(C.white, C.sky, 0.25), C.deep],
  ];
  for (const [x, w, top, fill, acc] of offices) {
    s += rect(x, top, w, 690 - top, fill) + rect(x - 8, top - 12, w + 16, 16, acc);
    for (const y of [top + 40, top + 140]) s += rect(x + 20, y, w - 40, 64, mix(C.sky, C.deep, 0.25), { rx: 4 });
    for (let xx = x + 70; xx < x + w - 30; xx += 70) s += rect(xx, top + 40, 4, 164, fill);
    s += rect(x + w / 2 - 50, 610, 100, 80, tint(C.sky, 0.2)) + rect(x + w / 2 - 70, 596, 140, 16, acc);
  }
  s += rect(0, 690, W, 40, GRASS) + rect(0, 730, W, 40, C.sand) + rect(0, 770, W, 130, ASPHALT);
  for (let x = 30; x < W; x += 150) s += rect(x, 832, 80, 8, C.sand, { opacity: 0.85 });
  for (const x of [140, 560, 960, 1360]) s += ell(x + 60, 752, 190, 16, C.navy, { opacity: 0.08 });
  // tall shade trees
  for (const [x, cy, r] of [[150, 250, 200], [560, 220, 210], [960, 250, 200], [1360, 230, 210], [1600, 300, 150], [-40, 330, 130]]) {
    s += poly([[x - 22, 712], [x + 22, 712], [x + 10, cy + 60], [x - 10, cy + 60]], TRUNK);
    s += stroke(D`M${x} ${cy + 180} Q${x - 30} ${cy + 100} ${x - 80} ${cy + 60}`, TRUNK, 12);
    s += stroke(D`M${x} ${cy + 150} Q${x + 30} ${cy + 90} ${x + 90} ${cy + 50}`, TRUNK, 12);
    s += canopy(x, cy, r, rnd, { n: 11, sx: 1.25 });
  }
  s += car(400, 830, 0.95, C.coral) + car(1150, 880, 0.95, C.aqua, { flip: true });
  return s;
}

function decoHotel(x, base, w, top, o) {
  const { body, trim, neon } = o;
  let s = "";
  const cx = x + w / 2;
  // stepped parapet and central fin
  s += rect(x + w * 0.18, top - 36, w * 0.64, 40, body) + rect(x + w * 0.32, top - 70, w * 0.36, 38, body);
  s += rect(cx - 18, top - 150, 36, 160, trim) + rect(cx - 6, top - 140, 12, 130, neon, { rx: 6 });
  s += rect(x, top, w, base - top, body);
  if (o.round) s += pth(D`M${x + w} ${top} h12 a40 40 0 0 1 0 80 V${base} h-12Z`, body);
  // eyebrows & windows
  const rows = Math.floor((base - top - 150) / 70);
  for (let r = 0; r < rows; r++) {
    const y = top + 40 + r * 70;
    for (const k of [0.1, 0.58]) {
      s += rect(x + w * k, y + 8, w * 0.32, 40, mix(C.sky, C.deep, 0.25), { rx: 3 });
      s += rect(x + w * k - 8, y, w * 0.32 + 16, 9, trim, { rx: 3 });
    }
    if (o.port) s += circ(cx, y + 28, 14, mix(C.sky, C.deep, 0.25), { stroke: trim, strokeWidth: 5 });
  }
  for (let k = 0; k < 3; k++) s += rect(cx - 40 - k * 14, top + 20, 4, base - top - 140, trim, { opacity: 0.5 }) + rect(cx + 36 + k * 14, top + 20, 4, base - top - 140, trim, { opacity: 0.5 });
  s += rect(x, top + 10, w, 6, neon, { opacity: 0.9 });
  // ground floor
  s += rect(x, base - 110, w, 12, trim);
  s += rect(x + 20, base - 92, w - 40, 92, tint(C.sky, 0.2));
  s += rect(cx - 70, base - 128, 140, 22, neon, { rx: 6 });
  s += rect(cx - 30, base - 92, 60, 92, C.deep);
  return s;
}

function sceneSouthBeach(rnd) {
  const base = 700;
  let s = skyBg(C.sky, mix(C.sand, C.coral, 0.22), base);
  s += sun(130, 120, 44) + cloud(1000, 90, 0.55);
  s += decoHotel(40, base, 370, 320, { body: tint(C.coral, 0.55), trim: C.white, neon: C.aqua });
  s += decoHotel(430, base, 360, 250, { body: tint(C.aqua, 0.5), trim: C.white, neon: C.coral, port: true });
  s += decoHotel(810, base, 360, 290, { body: tint(C.sand, 0.2), trim: C.coral, neon: C.teal });
  s += decoHotel(1190, base, 360, 330, { body: tint(C.sky, 0.45), trim: C.white, neon: C.coral, port: true, round: false });
  // sidewalk cafe and street
  s += rect(0, base, W, 44, C.sand);
  for (const [x, c] of [[200, C.coral], [610, C.teal], [990, C.coral], [1370, C.aqua]]) {
    s += line(x, base + 30, x, base - 40, C.navy, 4);
    s += pth(D`M${x - 50} ${base - 40} Q${x} ${base - 90} ${x + 50} ${base - 40}Z`, c);
    s += rect(x - 22, base + 6, 44, 8, C.white) + line(x, base + 14, x, base + 34, C.white, 4);
  }
  s += rect(0, base + 44, W, 8, mix(C.sand, C.deep, 0.3)) + rect(0, base + 52, W, H - base - 52, ASPHALT);
  for (let x = 30; x < W; x += 150) s += rect(x, 826, 80, 8, C.sand, { opacity: 0.9 });
  for (const x of [420, 800, 1180]) s += palm(x, base + 30, 470, { lean: x === 800 ? -0.06 : 0.08 });
  // classic convertible
  s += g(
    [
      pth("M-150 -20 L-150 -44 Q-140 -58 -110 -58 L-40 -60 L-20 -84 L-14 -84 L-12 -60 L120 -56 Q150 -54 156 -36 L156 -20Z", tint(C.aqua, 0.3)),
      rect(-150, -40, 306, 8, C.white),
      rect(-60, -72, 34, 14, C.coral, { rx: 6 }),
      circ(-92, -18, 24, C.navy),
      circ(-92, -18, 10, C.white),
      circ(96, -18, 24, C.navy),
      circ(96, -18, 10, C.white),
    ],
    { transform: "translate(620 866)" }
  );
  return s;
}

function sceneWynwood(rnd) {
  let s = skyBg(C.sky, tint(C.sky, 0.8), 780);
  s += cloud(300, 110, 0.6) + cloud(1250, 90, 0.7);
  const walls = [
    [20, 380, 540, 400],
    [560, 320, 520, 460],
    [1080, 400, 500, 380],
  ];
  // mural 1: sunrise and waves
  const [ax, ay, aw, ah] = walls[0];
  let m1 = rect(ax, ay, aw, ah, C.coral);
  for (let i = 0; i < 14; i++) m1 += pth(wedgeD(230, 600, 400, i * 25.7, i * 25.7 + 12), tint(C.coral, 0.3));
  m1 += circ(230, 600, 150, C.sand) + circ(230, 600, 110, tint(C.coral, 0.5)) + circ(230, 600, 70, C.sand);
  for (const [i, c] of [C.aqua, C.teal, C.deep].entries()) {
    let d = `M${ax} ${690 + i * 30}`;
    for (let x = ax; x < ax + aw; x += 90) d += " q22 -26 45 0 t45 0";
    m1 += pth(d + ` V${ay + ah} H${ax}Z`, c);
  }
  for (let i = 0; i < 4; i++) m1 += stroke(D`M${450 + i * 26} 400 l13 25 l-13 25 l13 25 l-13 25 l13 25 l-13 25`, i % 2 ? C.navy : C.sand, 8);
  s += g(m1, { clipPath: clipRect(ax, ay, aw, ah) });
  // mural 2: geometric triangles and flower
  const [bx, by, bw, bh] = walls[1];
  let m2 = rect(bx, by, bw, bh, C.deep);
  const tc = [C.aqua, C.coral, C.sand, C.teal, C.sky];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 10; c++) {
      const x = bx + c * 60 - (r % 2) * 30;
      const y = by + r * 60;
      m2 += poly([[x, y + 60], [x + 30, y], [x + 60, y + 60]], tc[(c + r * 2) % 5]);
    }
  const fx = 820;
  const fy = 560;
  for (let i = 0; i < 8; i++) m2 += ell(fx, fy - 95, 45, 90, i % 2 ? C.coral : tint(C.coral, 0.4), { transform: `rotate(${i * 45} ${fx} ${fy})` });
  m2 += circ(fx, fy, 60, C.sand) + circ(fx, fy, 28, C.coral);
  m2 += ell(640, 700, 60, 24, C.aqua, { transform: "rotate(-30 640 700)" }) + ell(1000, 700, 60, 24, C.aqua, { transform: "rotate(30 1000 700)" });
  for (let i = 0; i < 7; i++) m2 += circ(600 + i * 75, 750, 12, C.sand);
  s += g(m2, { clipPath: clipRect(bx, by, bw, bh) });
  // mural 3: stripes, dots and a big smiling face
  const [cx0, cy0, cw, ch] = walls[2];
  let m3 = rect(cx0, cy0, cw, ch, C.sand);
  const sc = [C.aqua, C.coral, C.teal, C.sky, C.deep];
  for (let i = -10; i < 16; i++) m3 += poly([[cx0 + i * 60, cy0 + ch], [cx0 + i * 60 + 30, cy0 + ch], [cx0 + i * 60 + 30 + ch, cy0], [cx0 + i * 60 + ch, cy0]], sc[(i + 20) % 5]);
  for (let r = 0; r < 3; r++) for (let c = 0; c < 8; c++) m3 += circ(cx0 + 30 + c * 64 + (r % 2) * 32, cy0 + 30 + r * 44, 12, C.white, { opacity: 0.85 });
  m3 += circ(1330, 600, 140, C.sand, { stroke: C.navy, strokeWidth: 10 });
  m3 += circ(1280, 570, 26, C.white, { stroke: C.navy, strokeWidth: 6 }) + circ(1380, 570, 26, C.white, { stroke: C.navy, strokeWidth: 6 });
  m3 += circ(1286, 576, 11, C.navy) + circ(1386, 576, 11, C.navy);
  m3 += stroke("M1270 640 Q1330 700 1390 640", C.coral, 12);
  m3 += circ(1250, 630, 16, C.coral, { opacity: 0.5 }) + circ(1410, 630, 16, C.coral, { opacity: 0.5 });
  for (let i = 0; i < 7; i++) m3 += poly([[1250 + i * 27, 472], [1263 + i * 27, 430], [1277 + i * 27, 472]], i % 2 ? C.coral : C.aqua);
  s += g(m3, { clipPath: clipRect(cx0, cy0, cw, ch) });
  for (const [x, y, w] of walls) s += rect(x - 6, y - 14, w + 12, 16, C.navy, { rx: 3 });
  for (const [x, y, w, h] of [[80, 346, 90, 22], [700, 286, 70, 24], [940, 290, 60, 20], [1180, 366, 100, 22]]) s += rect(x, y, w, h, mix(C.deep, C.sky, 0.4), { rx: 3 });
  for (const [dx, dy, dw] of [[420, 640, 120], [1440, 650, 120]]) {
    s += rect(dx - 8, dy - 8, dw + 16, 788 - dy, C.navy, { rx: 3 });
    s += rect(dx, dy, dw, 780 - dy, mix(C.deep, C.sky, 0.5));
    for (let yy = dy + 14; yy < 780; yy += 14) s += rect(dx, yy, dw, 2, C.navy, { opacity: 0.3 });
  }
  s += rect(556, 320, 8, 460, C.navy, { opacity: 0.6 }) + rect(1076, 400, 8, 380, C.navy, { opacity: 0.6 });
  // street
  s += rect(0, 780, W, 50, mix(C.sand, C.deep, 0.12)) + rect(0, 826, W, 74, ASPHALT);
  for (let x = 40; x < W; x += 160) s += rect(x, 860, 80, 8, C.sand, { opacity: 0.85 });
  s += palm(1080, 800, 300, { lean: -0.08 }) + palm(560, 800, 250, { lean: 0.06 });
  return s;
}

// ---------------------------------------------------------------- scene: county map
function sceneCountyMap(rnd) {
  const ocean = mix(C.sky, C.teal, 0.35);
  let s = rect(0, 0, W, H, ocean);
  for (let i = 0; i < 40; i++) s += rect(1200 + rnd() * 380, rnd() * H, 30 + rnd() * 40, 3, C.white, { rx: 2, opacity: 0.3 });
  const coast = [[1070, -10], [1060, 120], [1040, 260], [1010, 400], [970, 530], [920, 650], [860, 750], [780, 800], [640, 830], [470, 860], [300, 845], [150, 870], [-10, 860]];
  const landD = smooth(coast) + " L-10 -10Z";
  s += pth(landD, "none", { stroke: C.white, strokeWidth: 14, opacity: 0.5 });
  s += pth(landD, mix(C.sand, C.white, 0.2));
  const landClip = clip(pth(landD));
  let land = "";
  // Everglades
  const glades = smooth([[560, -10], [580, 150], [540, 320], [575, 480], [540, 640], [600, 900]]) + " L-10 900 L-10 -10Z";
  land += pth(glades, mix(C.aqua, C.sand, 0.4));
  for (let i = 0; i < 130; i++) {
    const x = 20 + rnd() * 500;
    const y = 20 + rnd() * 840;
    land += stroke(D`M${x - 7} ${y - 9} L${x} ${y} L${x + 7} ${y - 9} M${x} ${y} V${y - 12}`, C.teal, 2.5, { opacity: 0.65 });
  }
  for (let i = 0; i < 14; i++) {
    const x = 40 + rnd() * 460;
    const y = 40 + rnd() * 780;
    land += ell(x, y, 26 + rnd() * 18, 10 + rnd() * 6, C.teal, { transform: `rotate(${f(-60 + rnd() * 30)} ${f(x)} ${f(y)})`, opacity: 0.8 });
  }
  for (const xs of [120, 300, 450]) land += stroke(smooth([[xs, -10], [xs + 40, 200], [xs - 20, 420], [xs + 30, 640], [xs - 10, 900]]), mix(C.sky, C.white, 0.2), 7, { opacity: 0.9 });
  // farmland in the south
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++) land += rect(600 + c * 70, 620 + r * 56, 62, 48, [mix(C.aqua, C.sand, 0.2), mix(C.sand, C.coral, 0.2), tint(C.teal, 0.55)][(r + c) % 3], { rx: 4 });
  // urban grid
  let grid = "";
  for (let x = 600; x < 1100; x += 34) grid += line(x, 0, x, 600, C.white, 2, { opacity: 0.8 });
  for (let y = 10; y < 600; y += 34) grid += line(580, y, 1100, y, C.white, 2, { opacity: 0.8 });
  land += g(grid, { clipPath: clip(pth(smooth([[590, -10], [600, 200], [580, 420], [620, 600], [1100, 600], [1100, -10]], true))) });
  for (const [x, y, w, h] of [[700, 140, 60, 50], [840, 300, 50, 70], [930, 470, 40, 40], [760, 420, 70, 40]]) land += rect(x, y, w, h, C.aqua, { rx: 6 });
  land += stroke("M-10 330 L1020 330", C.coral, 7) + stroke("M820 -10 Q800 300 760 560 T680 860", C.coral, 7) + stroke("M940 -10 Q930 250 900 520", C.deep, 5, { opacity: 0.6 });
  s += g(land, { clipPath: landClip });
  // Biscayne Bay and barrier islands
  s += stroke(smooth([[1120, -10], [1112, 150], [1098, 300], [1082, 390]]), C.sand, 14);
  s += ell(1060, 470, 18, 34, C.sand, { transform: "rotate(20 1060 470)" });
  s += stroke(smooth([[1010, 560], [990, 640], [955, 720]]), C.sand, 10);
  s += pth(landD, "none", { stroke: C.deep, strokeWidth: 3, opacity: 0.5 });
  // county line
  s += stroke("M40 40 H1090 M40 40 V840", C.navy, 5, { strokeDasharray: "18 12", opacity: 0.7 });
  // pins
  const pin = (x, y, c) =>
    ell(x, y + 4, 16, 6, C.navy, { opacity: 0.25 }) + pth(D`M${x} ${y} C${x - 8} ${y - 18} ${x - 26} ${y - 30} ${x - 26} ${y - 52} A26 26 0 0 1 ${x + 26} ${y - 52} C${x + 26} ${y - 30} ${x + 8} ${y - 18} ${x} ${y}Z`, c) + circ(x, y - 52, 10, C.white);
  s += pin(1040, 100, C.coral) + pin(1000, 330, C.coral) + pin(860, 280, C.teal) + pin(840, 560, C.teal) + pin(740, 700, C.coral) + pin(950, 420, C.deep);
  // compass rose and scale bar
  const rx = 1420;
  const ry = 170;
  s += circ(rx, ry, 92, C.white, { opacity: 0.9 }) + circ(rx, ry, 72, "none", { stroke: C.deep, strokeWidth: 3 });
  s += poly([[rx, ry - 80], [rx + 16, ry], [rx, ry + 80], [rx - 16, ry]], C.deep) + poly([[rx - 80, ry], [rx, ry - 16], [rx + 80, ry], [rx, ry + 16]], C.deep, { opacity: 0.55 });
  s += poly([[rx, ry - 80], [rx + 16, ry], [rx - 16, ry]], C.coral);
  for (let i = 0; i < 4; i++) s += rect(1320 + i * 50, 800, 50, 16, i % 2 ? C.white : C.navy);
  s += rect(1320, 800, 200, 16, "none", { stroke: C.navy, strokeWidth: 3 });
  s += rect(12, 12, W - 24, H - 24, "none", { stroke: C.white, strokeWidth: 10, rx: 24, opacity: 0.9 });
  return s;
}

// ---------------------------------------------------------------- registry
const ART = {
  "data/blog/images/cybersecurity-tips.jpg": ["Illustration of a shield with a padlock guarding a small office network", sceneCybersecurity],
  "data/blog/images/cloud-migration-guide.jpg": ["Illustration of servers sending data up to a cloud", sceneCloudMigration],
  "data/blog/images/hurricane-preparedness.jpg": ["Illustration of a hurricane spiral approaching the South Florida coast", sceneHurricane],
  "data/blog/images/remote-work-security.jpg": ["Illustration of a laptop at home connected to the office through a locked tunnel", sceneRemoteWork],
  "data/blog/images/voip-benefits.jpg": ["Illustration of a desk phone and a smartphone linked by sound waves", sceneVoip],
  "data/blog/images/it-budget-planning.jpg": ["Illustration of a bar chart and a pie chart for planning an IT budget", sceneBudget],
  "data/blog/images/managed-services-guide.jpg": ["Illustration of a support technician's headset beside a monitored dashboard", sceneManaged],
  "data/blog/images/digital-transformation.jpg": ["Illustration of paper forms turning into connected digital screens", sceneDigital],
  "data/blog/images/microsoft-365-tips.jpg": ["Illustration of four app tiles for mail, documents, chat and storage", sceneM365],
  "data/blog/images/network-security-essentials.jpg": ["Illustration of a firewall wall between the internet and an office network", sceneNetworkSecurity],
  "data/blog/images/small-business-tech-guide.jpg": ["Illustration of a small storefront with a laptop, router and cloud icon", sceneSmallBusiness],
  "data/areas/images/aventura.jpg": ["Illustration of Aventura's towers and a shopping promenade beside the Intracoastal", sceneAventura],
  "data/areas/images/brickell.jpg": ["Illustration of Brickell's glass office towers along Biscayne Bay", sceneBrickell],
  "data/areas/images/coconut-grove.jpg": ["Illustration of sailboats moored off Coconut Grove under banyan trees", sceneCoconutGrove],
  "data/areas/images/coral-gables.jpg": ["Illustration of a Mediterranean-style arched building with palm trees in Coral Gables", sceneCoralGables],
  "data/areas/images/doral.jpg": ["Illustration of cargo planes and warehouses near Doral", sceneDoral],
  "data/areas/images/downtown-miami.jpg": ["Illustration of the downtown Miami skyline at dusk", sceneDowntown],
  "data/areas/images/hialeah.jpg": ["Illustration of a factory and a clinic on a Hialeah street", sceneHialeah],
  "data/areas/images/homestead.jpg": ["Illustration of farm fields and a nursery greenhouse in Homestead", sceneHomestead],
  "data/areas/images/kendall.jpg": ["Illustration of a suburban Kendall shopping plaza and school", sceneKendall],
  "data/areas/images/miami-beach.jpg": ["Illustration of Miami Beach hotels and palm trees along the ocean", sceneMiamiBeach],
  "data/areas/images/miami-lakes.jpg": ["Illustration of a lakeside main street in Miami Lakes", sceneMiamiLakes],
  "data/areas/images/pinecrest.jpg": ["Illustration of a leafy Pinecrest office street with tall shade trees", scenePinecrest],
  "data/areas/images/south-beach.jpg": ["Illustration of Art Deco hotels on Ocean Drive in South Beach", sceneSouthBeach],
  "data/areas/images/wynwood.jpg": ["Illustration of colorful murals on warehouse walls in Wynwood", sceneWynwood],
  "data/landing/images/miami-dade-county.jpg": ["Map-style illustration of Miami-Dade County from the coast to the Everglades", sceneCountyMap],
};

function toSvg(file) {
  DEFS = [];
  GID = 0;
  const body = ART[file][1](rng(file));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${DEFS.join("")}</defs>${body}</svg>`;
}

async function render(file) {
  const out = path.join(ROOT, file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(toSvg(file)))
    .flatten({ background: C.white })
    .jpeg({ quality: 78, mozjpeg: true, progressive: true })
    .toFile(out);
  console.log(`${file}  ${(fs.statSync(out).size / 1024).toFixed(1)} KB`);
}

async function main() {
  const arg = process.argv[2];
  const files = Object.keys(ART).filter(
    (k) => !arg || k === arg || path.basename(k) === arg || path.basename(k, ".jpg") === arg
  );
  if (!files.length) {
    console.error(`Unknown image "${arg}". Known names: ${Object.keys(ART).map((k) => path.basename(k, ".jpg")).join(", ")}`);
    process.exit(1);
  }
  for (const file of files) await render(file);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

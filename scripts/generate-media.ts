/**
 * Renders every image the catalogue references into apps/web/public/media/ (git-ignored):
 * site heroes, villa heroes and galleries, and service images, each as a 1600×1067 original, a
 * 640×427 `-640` phone variant and a `-160` thumbnail, in JPEG and WebP. Images are painted as SVG (per-site palettes, soft layered
 * landscapes) seeded by the image path, so a re-run paints the same picture.
 *
 *   node scripts/generate-media.ts [--force] [--only=<path part>]
 *
 * Existing files are kept unless --force is given; --only limits the run to paths containing a string.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { IMAGE_SIZE, SERVICES, SITES, VILLAS, imageFiles, webpPath } from '@prana/catalogue';
import type { SiteId } from '@prana/catalogue';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'apps/web/public');
const { width: W, height: H } = IMAGE_SIZE;
const JPEG = { quality: 78, mozjpeg: true, progressive: true } as const;
// WebP at this quality is about half the JPEG's bytes on these painted scenes; AVIF (effort 2) came out
// larger at 1600 px and 15× slower to encode at effort 4, which every fresh build would pay.
const WEBP = { quality: 72 } as const;

// ---------- randomness and colour ----------
type Rng = () => number;
function seeded(key: string): Rng {
  let h = 2166136261;
  for (const c of key) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (r: Rng, a: number, b: number) => a + (b - a) * r();
const pick = <T,>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const f = (n: number) => n.toFixed(1);
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x.map((v, i) => Math.round(v + (y[i] - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

// ---------- palettes ----------
type Mood = 'dawn' | 'day' | 'golden' | 'dusk';
interface Palette {
  sky: Record<Mood, [string, string, string]>;
  sun: Record<Mood, string>;
  far: string;
  near: string;
  leaves: string[];
  terraces: string[];
  water: [string, string];
  petal: string;
  /** Height in px of the tree-crown scallops on the nearest ridges. */
  canopy: number;
}
const PALETTES: Record<SiteId, Palette> = {
  'prana-jungle': {
    sky: { dawn: ['#a9bfb0', '#dfe6d3', '#f3ecd6'], day: ['#9dbdb9', '#d6e4d8', '#eef1e2'], golden: ['#b7b48c', '#e8d6a6', '#f7e6c2'], dusk: ['#3e4f56', '#9a7f73', '#e3a47a'] },
    sun: { dawn: '#fbf1d6', day: '#fdf8e8', golden: '#fbd79a', dusk: '#f4b27c' },
    far: '#a3bb9c', near: '#1f3a2a',
    leaves: ['#2f4a3a', '#3f5f41', '#56754a', '#24402f', '#4a6b3c'],
    terraces: ['#7f9b5c', '#6d8a4f', '#94a86a', '#5f7c48'],
    water: ['#8fbcae', '#2f5f55'], petal: '#fffaf0', canopy: 26,
  },
  'prana-ubud': {
    sky: { dawn: ['#c9b9a0', '#f0dcb6', '#fbeed4'], day: ['#b9cfd0', '#ece3c6', '#f7efd8'], golden: ['#d9a863', '#f3cc86', '#fde7b8'], dusk: ['#5a4a5e', '#c07a5a', '#f0b071'] },
    sun: { dawn: '#fff1cf', day: '#fffbe9', golden: '#ffd98a', dusk: '#ffc27a' },
    far: '#cdb57c', near: '#3f4a1f',
    leaves: ['#5b6a2e', '#7a7f36', '#8d8a3f', '#4a5a2a', '#a39a4a'],
    terraces: ['#c9b45a', '#a9a448', '#d8c46e', '#8f9a3e', '#b8ab52'],
    water: ['#a9c7b0', '#4f7a66'], petal: '#fff8e6', canopy: 8,
  },
  'prana-palms': {
    sky: { dawn: ['#a8cfcf', '#e4ebdf', '#f8ead6'], day: ['#7fc2c6', '#cfe8e2', '#f3efe0'], golden: ['#9bbfb3', '#f0d5a8', '#fbe3bf'], dusk: ['#2f4f5e', '#b07d74', '#efa983'] },
    sun: { dawn: '#fdf0d8', day: '#fffaf0', golden: '#fcd79e', dusk: '#f6b488' },
    far: '#95c3ba', near: '#143d3a',
    leaves: ['#1f4f4b', '#2f6b63', '#3f7f74', '#24524f', '#4f8f7c'],
    terraces: ['#6fa58f', '#5a9580', '#84b59c', '#4c8672'],
    water: ['#7fcac4', '#1f7f80'], petal: '#fbe4df', canopy: 12,
  },
};

// ---------- drawing primitives ----------
class Canvas {
  defs: string[] = [];
  body: string[] = [];
  private n = 0;
  r: Rng;
  p: Palette;
  mood: Mood;
  constructor(r: Rng, p: Palette, mood: Mood) {
    this.r = r;
    this.p = p;
    this.mood = mood;
  }
  id(prefix: string) {
    return `${prefix}${this.n++}`;
  }
  linear(stops: [string, number, number?][], x2 = 0, y2 = 1): string {
    const id = this.id('l');
    const s = stops.map(([c, o, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: [string, number, number?][]): string {
    const id = this.id('r');
    const s = stops.map(([c, o, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
    this.defs.push(`<radialGradient id="${id}">${s}</radialGradient>`);
    return `url(#${id})`;
  }
  add(...parts: string[]) {
    this.body.push(...parts);
  }
  get horizon() {
    return this.p.sky[this.mood][2];
  }
  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

type Pt = [number, number];
function smooth(pts: Pt[]): string {
  let d = `M${f(pts[0][0])},${f(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const [p0, p1, p2, p3] = [pts[i - 1] ?? pts[i], pts[i], pts[i + 1], pts[i + 2] ?? pts[i + 1]];
    d += ` C${f(p1[0] + (p2[0] - p0[0]) / 6)},${f(p1[1] + (p2[1] - p0[1]) / 6)} ${f(p2[0] - (p3[0] - p1[0]) / 6)},${f(p2[1] - (p3[1] - p1[1]) / 6)} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}

/** A rolling skyline: the path of the filled shape and the height of its top edge at any x. */
function ridge(r: Rng, base: number, amp: number, shared?: number[], bumps = 0) {
  const ph = shared ?? [r() * 6.3, r() * 6.3, r() * 6.3, between(r, 0.7, 1.5), between(r, 2, 3.4)];
  const crowns = (x: number) => 0.6 * Math.sqrt(Math.abs(Math.sin(x / 31 + ph[0] * 5))) + 0.4 * Math.sqrt(Math.abs(Math.sin(x / 19 + ph[1] * 5)));
  const yAt = (x: number) => {
    const u = (x / W) * Math.PI;
    return base - amp * (0.6 * Math.sin(u * ph[3] + ph[0]) + 0.3 * Math.sin(u * ph[4] + ph[1]) + 0.1 * Math.sin(u * 7 + ph[2])) - bumps * crowns(x);
  };
  const pts: Pt[] = [];
  for (let x = -100; x <= W + 100; x += bumps ? 9 : 75) pts.push([x, yAt(x)]);
  return { d: `${smooth(pts)} L${W + 100},${H + 20} L-100,${H + 20} Z`, yAt, ph };
}

function landColour(c: Canvas, t: number): string {
  const base = mix(mix(c.p.far, c.p.near, Math.pow(t, 1.3)), c.horizon, (1 - t) * 0.5);
  return c.mood === 'dusk' ? mix(base, '#20222e', 0.2 + 0.35 * t) : base;
}

function sky(c: Canvas, sun: Pt, sunSize = between(c.r, 40, 70)) {
  const [top, mid, low] = c.p.sky[c.mood];
  c.add(`<rect width="${W}" height="${H}" fill="${c.linear([[top, 0], [mid, 0.45], [low, 0.75]])}"/>`);
  const glow = c.radial([[c.p.sun[c.mood], 0, 0.75], [c.p.sun[c.mood], 0.35, 0.25], [c.p.sun[c.mood], 1, 0]]);
  c.add(`<circle cx="${f(sun[0])}" cy="${f(sun[1])}" r="${f(sunSize * 8)}" fill="${glow}"/>`);
  c.add(`<circle cx="${f(sun[0])}" cy="${f(sun[1])}" r="${f(sunSize)}" fill="${mix(c.p.sun[c.mood], '#ffffff', 0.4)}" opacity="0.92"/>`);
  const cloud = c.radial([['#ffffff', 0, c.mood === 'dusk' ? 0.18 : 0.45], ['#ffffff', 1, 0]]);
  for (let i = 0; i < 5; i++) {
    const w = between(c.r, 220, 520);
    c.add(`<ellipse cx="${f(between(c.r, 0, W))}" cy="${f(between(c.r, 60, 380))}" rx="${f(w)}" ry="${f(w * between(c.r, 0.08, 0.16))}" fill="${cloud}"/>`);
  }
  if (c.mood === 'dusk') for (let i = 0; i < 40; i++) c.add(`<circle cx="${f(between(c.r, 0, W))}" cy="${f(between(c.r, 0, 300))}" r="${f(between(c.r, 0.8, 2))}" fill="#fff8e0" opacity="${f(between(c.r, 0.3, 0.8))}"/>`);
}

/** Layered hills from the horizon down; returns the nearest ridge. */
function hills(c: Canvas, top: number, layers: number, mist = 0.35) {
  let last = ridge(c.r, top, 40);
  const fog = c.linear([[c.horizon, 0, 0], [c.horizon, 0.5, mist], [c.horizon, 1, 0]]);
  for (let i = 0; i < layers; i++) {
    const t = (i + 1) / layers;
    last = ridge(c.r, top + (H - top) * (0.08 + 0.5 * Math.pow(i / layers, 1.2)), between(c.r, 25, 70) * (1 + t), undefined, c.p.canopy * t * t);
    const col = landColour(c, t);
    c.add(`<path d="${last.d}" fill="${c.linear([[mix(col, c.horizon, 0.2), 0], [col, 0.35], [mix(col, '#000000', 0.12), 1]])}"/>`);
    if (i < layers - 1 && mist > 0) c.add(`<rect x="0" y="${f(last.yAt(W / 2) - 40)}" width="${W}" height="140" fill="${fog}"/>`);
  }
  return last;
}

function leaf(x: number, y: number, len: number, wid: number, deg: number, fill: string, vein = true) {
  const rib = vein ? `<path d="M0,0 Q${f(len * 0.5)},${f(-wid * 0.1)} ${f(len * 0.95)},0" stroke="${mix(fill, '#ffffff', 0.25)}" stroke-width="2" fill="none" opacity="0.5"/>` : '';
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(deg)})"><path d="M0,0 Q${f(len * 0.4)},${f(-wid)} ${f(len)},0 Q${f(len * 0.5)},${f(wid * 0.9)} 0,0Z" fill="${fill}"/>${rib}</g>`;
}

/** A palm frond: a drooping spine with leaflets combed along it. */
function frond(o: Pt, deg: number, len: number, colour: string, width = 3): string {
  const a = (deg * Math.PI) / 180;
  const end: Pt = [o[0] + Math.cos(a) * len, o[1] + Math.sin(a) * len * 0.5 + len * 0.55];
  const ctl: Pt = [o[0] + Math.cos(a) * len * 0.55, o[1] + Math.sin(a) * len * 0.75 - len * 0.1];
  let d = `M${f(o[0])},${f(o[1])} Q${f(ctl[0])},${f(ctl[1])} ${f(end[0])},${f(end[1])}`;
  for (let k = 1; k < 16; k++) {
    const s = k / 16;
    const q = (i: number) => (1 - s) ** 2 * o[i] + 2 * (1 - s) * s * ctl[i] + s * s * end[i];
    const tx = 2 * (1 - s) * (ctl[0] - o[0]) + 2 * s * (end[0] - ctl[0]);
    const ty = 2 * (1 - s) * (ctl[1] - o[1]) + 2 * s * (end[1] - ctl[1]);
    const n = Math.hypot(tx, ty);
    const l = len * 0.26 * Math.sin(Math.PI * (0.12 + 0.88 * s));
    for (const side of [-1, 1]) d += ` M${f(q(0))},${f(q(1))} l${f(((-ty / n) * side * 0.45 + (tx / n) * 0.35) * l)},${f(((tx / n) * side * 0.45 + (ty / n) * 0.35) * l + l * 0.75)}`;
  }
  return `<path d="${d}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" fill="none"/>`;
}

function palm(c: Canvas, x: number, base: number, height: number, colour: string) {
  const lean = between(c.r, -0.25, 0.25) * height;
  const top: Pt = [x + lean, base - height];
  const w = height * 0.018 + 3;
  c.add(`<path d="M${f(x - w)},${f(base)} Q${f(x + lean * 0.2 - w * 0.7)},${f(base - height * 0.5)} ${f(top[0] - w * 0.5)},${f(top[1])} L${f(top[0] + w * 0.5)},${f(top[1])} Q${f(x + lean * 0.2 + w * 0.7)},${f(base - height * 0.5)} ${f(x + w)},${f(base)}Z" fill="${colour}"/>`);
  for (let i = 0; i < 12; i++) {
    const deg = -172 + i * (164 / 11) + between(c.r, -6, 6);
    const up = Math.abs(Math.sin((deg * Math.PI) / 180));
    c.add(frond(top, deg, height * between(c.r, 0.3, 0.4) * (1 - 0.35 * up), colour, Math.max(2, height / 200)));
  }
}

/** A villa pavilion with a steep alang-alang thatched roof, standing on (x, y). */
function hut(x: number, y: number, s: number, colour: string, lit: boolean) {
  const roof = mix(colour, '#b08a58', 0.45);
  const glow = lit ? '#ffcf7a' : mix(colour, '#000000', 0.35);
  const [l, r2, top, eave] = [x - 1.1 * s, x + 1.1 * s, y - 1.65 * s, y - 0.55 * s];
  let thatch = '';
  for (let k = 1; s > 60 && k < 12; k++) thatch += `M${f(x - 0.3 * s + (0.6 * s * k) / 12)},${f(top)} L${f(l + (2.2 * s * k) / 12)},${f(eave)} `;
  return `<g><rect x="${f(x - 0.72 * s)}" y="${f(y - 0.62 * s)}" width="${f(1.44 * s)}" height="${f(0.62 * s)}" fill="${colour}"/>` +
    `<rect x="${f(x - 0.5 * s)}" y="${f(y - 0.5 * s)}" width="${f(s)}" height="${f(0.42 * s)}" fill="${glow}" opacity="${lit ? 0.95 : 0.7}"/>` +
    `<path d="M${f(l)},${f(eave)} L${f(x - 0.3 * s)},${f(top)} L${f(x + 0.3 * s)},${f(top)} L${f(r2)},${f(eave)}Z" fill="${roof}"/>` +
    `<path d="${thatch}" stroke="${mix(roof, '#000000', 0.25)}" stroke-width="${f(s / 60)}" opacity="0.5"/>` +
    `<rect x="${f(l)}" y="${f(eave)}" width="${f(2.2 * s)}" height="${f(s * 0.06)}" fill="${mix(roof, '#000000', 0.3)}"/></g>`;
}

function frangipani(x: number, y: number, rad: number, deg: number, petal: string) {
  const petals = [0, 1, 2, 3, 4].map((k) => `<ellipse cx="0" cy="${f(-rad * 0.52)}" rx="${f(rad * 0.34)}" ry="${f(rad * 0.56)}" fill="${petal}" transform="rotate(${k * 72 + 12})"/>`).join('');
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(deg)})"><ellipse cx="6" cy="10" rx="${f(rad)}" ry="${f(rad * 0.9)}" fill="#000" opacity="0.12"/>${petals}<circle r="${f(rad * 0.42)}" fill="#f2c14e" opacity="0.75"/><circle r="${f(rad * 0.16)}" fill="#e9a93a"/></g>`;
}

// ---------- scenes ----------
type Scene = 'vista' | 'window' | 'pool' | 'leaves' | 'terraces' | 'roof' | 'flowers' | 'mist' | 'dusk';
const GALLERY: readonly Scene[] = ['window', 'pool', 'leaves', 'terraces', 'roof', 'flowers', 'mist', 'dusk', 'vista'];

/** Rice terraces: contour bands that bow towards the viewer and widen with perspective. */
function terraces(c: Canvas, top: number, count: number) {
  const [cx, ph, fr] = [between(c.r, 0.3, 0.7) * W, c.r() * 6.3, between(c.r, 1.2, 2.4)];
  const tops: ((x: number) => number)[] = [];
  for (let i = 0; i < count; i++) {
    const t = i / count;
    const base = top + (H + 80 - top) * Math.pow(t, 1.3);
    const yAt = (x: number) => base + (10 + 40 * t) * Math.sin((x / W) * Math.PI * fr + ph + t * 0.9) - (40 + 160 * t) * ((x - cx) / W) ** 2 * 4;
    const pts: Pt[] = [];
    for (let x = -100; x <= W + 100; x += 60) pts.push([x, yAt(x)]);
    let col = mix(c.p.terraces[i % c.p.terraces.length], c.horizon, (1 - t) * 0.4);
    if (c.mood === 'dusk') col = mix(col, '#20222e', 0.35);
    c.add(`<path d="${smooth(pts)} L${W + 100},${H + 20} L-100,${H + 20}Z" fill="${c.linear([[mix(col, '#ffffff', 0.12), 0], [col, 0.4]])}"/>`);
    c.add(`<path d="${smooth(pts)}" fill="none" stroke="${mix(col, '#ffffff', 0.55)}" stroke-width="${f(1.5 + 3 * t)}" opacity="0.8"/>`);
    tops.push(yAt);
  }
  for (let k = 0; k < 3; k++) {
    const i = Math.floor(between(c.r, 1, count * 0.6));
    const x = between(c.r, 0.05, 0.95) * W;
    palm(c, x, tops[i](x) + 4, 90 + 260 * (i / count), mix(c.p.near, c.horizon, 0.35 * (1 - i / count)));
  }
}

function foreground(c: Canvas, site: SiteId) {
  const shade = (i: number) => (c.mood === 'dusk' ? mix(c.p.leaves[i % c.p.leaves.length], '#15161f', 0.45) : c.p.leaves[i % c.p.leaves.length]);
  if (site === 'prana-jungle') {
    for (const [ox, oy, from, to, n, size] of [[-80, -60, 12, 80, 13, 1], [W + 80, -60, 100, 170, 13, 1], [-40, H + 40, -75, -15, 9, 0.7], [W + 40, H + 40, -165, -105, 9, 0.7]]) {
      for (let i = 0; i < n; i++) c.add(leaf(ox, oy, between(c.r, 260, 560) * size, between(c.r, 40, 85) * size, between(c.r, from, to), shade(i)));
    }
  } else if (site === 'prana-palms') {
    const colour = c.mood === 'dusk' ? '#101c22' : mix(c.p.near, '#000000', 0.2);
    palm(c, between(c.r, 0.02, 0.14) * W, H + 30, between(c.r, 780, 980), colour);
    palm(c, between(c.r, 0.82, 0.96) * W, H + 30, between(c.r, 620, 860), colour);
    if (c.r() > 0.4) palm(c, between(c.r, 0.6, 0.75) * W, H + 30, between(c.r, 420, 560), mix(colour, c.horizon, 0.25));
  } else {
    palm(c, between(c.r, 0.86, 0.97) * W, H + 30, between(c.r, 560, 760), c.mood === 'dusk' ? '#1a1a18' : mix(c.p.near, '#000000', 0.15));
  }
}

function vista(c: Canvas, site: SiteId, mist = 0.35, volcano = false) {
  const sun: Pt = [between(c.r, 0.2, 0.8) * W, between(c.r, 0.16, 0.32) * H];
  sky(c, sun);
  if (volcano) {
    const x = between(c.r, 0.3, 0.6) * W;
    c.add(`<path d="M${f(x - 620)},${f(H * 0.5)} L${f(x - 70)},${f(H * 0.2)} Q${f(x)},${f(H * 0.19)} ${f(x + 70)},${f(H * 0.2)} L${f(x + 700)},${f(H * 0.5)}Z" fill="${landColour(c, 0.05)}"/>`);
  }
  const ubud = site === 'prana-ubud';
  const ground = hills(c, H * between(c.r, 0.4, 0.48), ubud ? 3 : 4, mist);
  const hx = between(c.r, 0.3, 0.7) * W;
  c.add(hut(hx, ground.yAt(hx) + 46, between(c.r, 36, 50), mix('#8a6446', landColour(c, 1), 0.3), c.mood === 'dusk'));
  if (ubud) terraces(c, H * 0.66, 8);
  foreground(c, site);
}

function windowScene(c: Canvas, site: SiteId) {
  const start = c.body.length;
  vista(c, site);
  const view = c.body.splice(start).join('');
  const wall = mix('#f2eadc', c.p.far, 0.1);
  const n = c.r() > 0.5 ? 3 : 1;
  const aw = n === 1 ? 620 : 300;
  const gap = 70;
  const x0 = (W - (n * aw + (n - 1) * gap)) / 2;
  const [top, sill] = [150, H - 230];
  const arch = (x: number, g: number) => `M${f(x - g)},${sill} L${f(x - g)},${f(top + aw / 2)} A${f(aw / 2 + g)},${f(aw / 2 + g)} 0 0 1 ${f(x + aw + g)},${f(top + aw / 2)} L${f(x + aw + g)},${sill}Z`;
  const xs = Array.from({ length: n }, (_, i) => x0 + i * (aw + gap));
  const clip = c.id('c');
  c.defs.push(`<clipPath id="${clip}">${xs.map((x) => `<path d="${arch(x, 0)}"/>`).join('')}</clipPath>`);
  c.add(`<rect width="${W}" height="${H}" fill="${c.linear([[wall, 0], [mix(wall, '#c9b89c', 0.35), 1]], 1, 1)}"/>`);
  c.add(...xs.map((x) => `<path d="${arch(x, 24)}" fill="${mix(wall, '#8a7a62', 0.3)}"/>`));
  c.add(`<g clip-path="url(#${clip})">${view}</g>`);
  c.add(`<rect x="${f(x0 - 50)}" y="${sill}" width="${f(W - 2 * x0 + 100)}" height="26" fill="${mix(wall, '#8a7a62', 0.2)}"/>`);
  c.add(`<rect x="0" y="${sill + 26}" width="${W}" height="${H - sill}" fill="${c.linear([[mix(wall, '#a0724c', 0.4), 0], [mix(wall, '#6b4a30', 0.55), 1]])}"/>`);
  c.add(`<path d="M${f(x0)},${sill + 26} L${f(W - x0)},${sill + 26} L${f(W - x0 + 260)},${H} L${f(x0 + 260)},${H}Z" fill="#fff6e0" opacity="0.18"/>`);
  const px = c.r() > 0.5 ? 150 : W - 150;
  for (let i = 0; i < 9; i++) c.add(leaf(px, sill - 10, between(c.r, 140, 260), between(c.r, 24, 40), between(c.r, -160, -20), c.p.leaves[i % c.p.leaves.length]));
  c.add(`<path d="M${px - 70},${sill - 40} L${px + 70},${sill - 40} L${px + 52},${sill + 70} L${px - 52},${sill + 70}Z" fill="#b86b4b"/>`);
}

function poolScene(c: Canvas, site: SiteId) {
  sky(c, [between(c.r, 0.25, 0.75) * W, H * 0.2]);
  hills(c, H * 0.36, 3);
  const edge = H * 0.6;
  c.add(`<rect x="0" y="${f(edge)}" width="${W}" height="${f(H - edge)}" fill="${c.linear([[mix(c.p.water[0], c.horizon, 0.3), 0], [c.p.water[1], 1]])}"/>`);
  for (let i = 0; i < 26; i++) {
    const y = edge + (H - edge) * Math.pow(i / 26, 1.4) + 8;
    const x = between(c.r, -100, W);
    c.add(`<path d="M${f(x)},${f(y)} q${f(60 + i * 8)},-6 ${f(140 + i * 18)},0 t${f(140 + i * 18)},0" stroke="#ffffff" stroke-width="${f(1 + i / 10)}" fill="none" opacity="${f(between(c.r, 0.15, 0.4))}"/>`);
  }
  c.add(`<rect x="0" y="${f(edge - 6)}" width="${W}" height="8" fill="${mix('#e9dfcc', c.horizon, 0.3)}"/>`);
  c.add(`<path d="M0,${H - 120} L${W},${H - 150} L${W},${H} L0,${H}Z" fill="${c.linear([['#e8dcc6', 0], ['#cdbb9c', 1]])}"/>`);
  for (let i = 0; i < 3; i++) c.add(frangipani(between(c.r, 0.15, 0.85) * W, between(c.r, edge + 60, H - 170), between(c.r, 26, 40), between(c.r, 0, 72), c.p.petal));
  foreground(c, site);
}

function leavesScene(c: Canvas, site: SiteId) {
  const [top, mid, low] = c.p.sky[c.mood];
  c.add(`<rect width="${W}" height="${H}" fill="${c.linear([[mix(top, low, 0.4), 0], [mid, 0.5], [low, 1]], 1, 1)}"/>`);
  c.add(`<circle cx="${f(between(c.r, 0.3, 0.7) * W)}" cy="${f(H * 0.35)}" r="700" fill="${c.radial([['#fffaf0', 0, 0.7], ['#fffaf0', 1, 0]])}"/>`);
  for (let depth = 0; depth < 3; depth++) {
    const fade = (x: string) => mix(x, c.horizon, 0.55 - depth * 0.27);
    for (let i = 0; i < 12 - depth * 2; i++) {
      const [x, y] = [between(c.r, -100, W + 100), between(c.r, -100, H + 100)];
      const col = fade(pick(c.r, c.p.leaves));
      if (site === 'prana-palms') c.add(frond([x, y], between(c.r, -180, 0), between(c.r, 300, 560) * (1 + depth * 0.3), col, 5 + depth * 3));
      else if (site === 'prana-ubud') {
        const bx = between(c.r, 0, W);
        const tip: Pt = [bx + between(c.r, -160, 160), between(c.r, 150, 600) - depth * 60];
        c.add(`<path d="M${f(bx)},${H + 20} Q${f(bx)},${f(tip[1] + 200)} ${f(tip[0])},${f(tip[1])}" stroke="${col}" stroke-width="${6 + depth * 4}" fill="none" stroke-linecap="round"/>`);
        const dir = Math.sign(tip[0] - bx) || 1;
        for (let g = 0; g < 16; g++) {
          const q = g / 16;
          const [gx, gy] = [tip[0] + dir * q * 90 * (1 + depth * 0.3), tip[1] + q * q * 150 * (1 + depth * 0.3)];
          const side = g % 2 ? 1 : -1;
          c.add(`<ellipse cx="${f(gx + side * (4 + depth * 2))}" cy="${f(gy)}" rx="${4 + depth * 2}" ry="${8 + depth * 3}" transform="rotate(${f(side * 25 - dir * 20 * (1 - q))} ${f(gx)} ${f(gy)})" fill="${fade(mix('#d9b45a', '#fff2c8', c.r() * 0.4))}"/>`);
        }
      } else c.add(leaf(x, y, between(c.r, 300, 600) * (1 + depth * 0.4), between(c.r, 70, 130) * (1 + depth * 0.4), between(c.r, 0, 360), col));
    }
  }
}

function terracesScene(c: Canvas, site: SiteId, road = false) {
  sky(c, [between(c.r, 0.2, 0.8) * W, H * 0.18]);
  hills(c, H * 0.3, 2);
  terraces(c, H * 0.42, 12);
  if (road) {
    for (let i = 0; i < 40; i++) {
      const s = i / 40;
      const x = W * (0.58 - 0.1 * s + 0.12 * Math.sin(s * 5.5));
      c.add(`<circle cx="${f(x)}" cy="${f(H + 40 - s * (H * 0.55))}" r="${f(110 * (1 - s) ** 1.6 + 4)}" fill="#dccaa6"/>`);
    }
  }
  if (site === 'prana-palms') foreground(c, site);
}

/** A frangipani tree: forking, bent branches ending in leaf rosettes and flowers. */
function tree(c: Canvas, o: Pt, deg: number, len: number, width: number, depth: number, colour: string, petal: string) {
  const a = (deg * Math.PI) / 180;
  const end: Pt = [o[0] + Math.cos(a) * len, o[1] + Math.sin(a) * len];
  const bend = between(c.r, -0.3, 0.3) * len;
  const ctl: Pt = [(o[0] + end[0]) / 2 - Math.sin(a) * bend, (o[1] + end[1]) / 2 + Math.cos(a) * bend];
  c.add(`<path d="M${f(o[0])},${f(o[1])} Q${f(ctl[0])},${f(ctl[1])} ${f(end[0])},${f(end[1])}" stroke="${colour}" stroke-width="${f(width)}" fill="none" stroke-linecap="round"/>`);
  if (depth === 0) {
    for (let k = 0; k < 8; k++) c.add(leaf(end[0], end[1], between(c.r, 100, 170), between(c.r, 22, 32), -90 + (k - 3.5) * 32 + between(c.r, -8, 8), colour, false));
    for (let k = 0; k < 4; k++) c.add(frangipani(end[0] + between(c.r, -30, 30), end[1] + between(c.r, -35, 15), between(c.r, 16, 22), between(c.r, 0, 72), petal));
    return;
  }
  for (const turn of [-1, 1]) tree(c, end, deg + turn * between(c.r, 18, 40), len * between(c.r, 0.62, 0.78), width * 0.62, depth - 1, colour, petal);
}

function roofScene(c: Canvas, site: SiteId, lanterns = false) {
  sky(c, [between(c.r, 0.55, 0.8) * W, H * between(c.r, 0.25, 0.4)], 60);
  hills(c, H * 0.62, 2);
  const dark = c.mood === 'dusk' ? '#1b1a1e' : mix(c.p.near, '#2b2118', 0.4);
  c.add(hut(W * between(c.r, 0.26, 0.36), H + 40, 300, dark, c.mood === 'dusk'));
  tree(c, [W * between(c.r, 0.82, 0.95), H + 20], -100 - c.r() * 15, 320, 40, 3, dark, site === 'prana-palms' ? '#f7d3cc' : '#fffaf0');
  if (lanterns) {
    for (let i = 0; i < 7; i++) {
      const [x, y] = [W * (0.1 + i * 0.12), between(c.r, 140, 300)];
      c.add(`<line x1="${f(x)}" y1="0" x2="${f(x)}" y2="${f(y)}" stroke="${dark}" stroke-width="2"/><circle cx="${f(x)}" cy="${f(y + 22)}" r="90" fill="${c.radial([['#ffc970', 0, 0.6], ['#ffc970', 1, 0]])}"/><ellipse cx="${f(x)}" cy="${f(y + 22)}" rx="16" ry="22" fill="#ffd58a"/>`);
    }
  }
}

function flowersScene(c: Canvas, tray = false) {
  const [a, b] = c.p.water;
  c.add(`<rect width="${W}" height="${H}" fill="${c.linear([[mix(a, '#ffffff', 0.2), 0], [b, 1]], 1, 1)}"/>`);
  c.add(`<circle cx="${f(W * 0.3)}" cy="${f(H * 0.25)}" r="900" fill="${c.radial([['#ffffff', 0, 0.35], ['#ffffff', 1, 0]])}"/>`);
  for (let i = 0; i < 14; i++) {
    const [x, y, rad] = [between(c.r, 0, W), between(c.r, 0, H), between(c.r, 60, 260)];
    c.add(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rad)}" ry="${f(rad * 0.8)}" stroke="#ffffff" stroke-width="2" fill="none" opacity="${f(between(c.r, 0.12, 0.3))}"/>`);
  }
  for (let i = 0; i < 6; i++) c.add(leaf(between(c.r, 0, W), between(c.r, 0, H), between(c.r, 160, 280), 40, between(c.r, 0, 360), pick(c.r, c.p.leaves)));
  if (tray) {
    const [cx, cy] = [W * 0.5, H * 0.5];
    c.add(`<circle cx="${cx + 14}" cy="${cy + 22}" r="300" fill="#000" opacity="0.15"/><circle cx="${cx}" cy="${cy}" r="300" fill="#b68a5a"/>`);
    for (let k = 1; k < 9; k++) c.add(`<circle cx="${cx}" cy="${cy}" r="${300 - k * 30}" fill="none" stroke="#9c7447" stroke-width="3" opacity="0.5"/>`);
    const foods = ['#f0a35e', '#d2487a', '#9bbf5a', '#f7f1e3', '#e8c35a'];
    foods.forEach((food, k) => {
      const a2 = (k / foods.length) * Math.PI * 2 + 0.4;
      const [x, y] = [cx + Math.cos(a2) * 160, cy + Math.sin(a2) * 160];
      c.add(`<circle cx="${f(x)}" cy="${f(y)}" r="86" fill="#6b4a2e"/><circle cx="${f(x)}" cy="${f(y)}" r="72" fill="${food}"/>`);
      for (let d = 0; d < 6; d++) c.add(`<circle cx="${f(x + between(c.r, -40, 40))}" cy="${f(y + between(c.r, -40, 40))}" r="${f(between(c.r, 6, 12))}" fill="${mix(food, '#ffffff', 0.35)}"/>`);
    });
  }
  const count = tray ? 5 : 9;
  for (let i = 0; i < count; i++) {
    const [x, y] = [between(c.r, 0.06, 0.94) * W, between(c.r, 0.08, 0.92) * H];
    c.add(frangipani(x, x < W * 0.4 && y > H * 0.72 ? y - H * 0.3 : y, between(c.r, 45, 85), between(c.r, 0, 72), c.p.petal)); // keep the label corner clear
  }
}

function gateScene(c: Canvas) {
  const cx = W * 0.5;
  sky(c, [cx, H * 0.42], 70);
  hills(c, H * 0.55, 2);
  const stone = c.mood === 'dusk' ? '#2a1f1e' : '#7a4434';
  const base = H * 0.82;
  let half = '';
  let y = base;
  for (let k = 0; k < 8; k++) {
    const [w, h] = [240 * (1 - k * 0.1), 78 - k * 5];
    half += `<rect x="${f(cx - 70 - w)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${stone}"/><rect x="${f(cx - 70 - w - 8)}" y="${f(y - h)}" width="${f(w + 8)}" height="8" fill="${mix(stone, '#c9b8a0', 0.4)}"/>`;
    y -= h;
  }
  c.add(`<g>${half}</g><g transform="translate(${2 * cx} 0) scale(-1 1)">${half}</g>`);
  for (let s = 0; s < 5; s++) c.add(`<rect x="${f(cx - 110 - s * 30)}" y="${f(base + s * 40)}" width="${f(220 + s * 60)}" height="40" fill="${mix(stone, '#c9b8a0', 0.15 + s * 0.05)}"/>`);
  c.add(`<rect x="0" y="${f(base + 200)}" width="${W}" height="${H}" fill="${mix(stone, '#c9b8a0', 0.4)}"/>`);
}

function paint(site: SiteId, scene: Scene | 'gate' | 'tray' | 'road' | 'lanterns' | 'volcano', key: string): string {
  const r = seeded(key);
  const mood: Mood = scene === 'dusk' || scene === 'lanterns' ? 'dusk' : scene === 'mist' ? 'dawn' : pick(r, ['dawn', 'day', 'golden'] as const);
  const c = new Canvas(r, PALETTES[site], mood);
  const draw: Record<typeof scene, () => void> = {
    vista: () => vista(c, site), dusk: () => vista(c, site), mist: () => vista(c, site, 0.75), volcano: () => vista(c, site, 0.4, true),
    window: () => windowScene(c, site), pool: () => poolScene(c, site), leaves: () => leavesScene(c, site),
    terraces: () => terracesScene(c, site), road: () => terracesScene(c, site, true), roof: () => roofScene(c, site),
    lanterns: () => roofScene(c, site, true), flowers: () => flowersScene(c), tray: () => flowersScene(c, true), gate: () => gateScene(c),
  };
  draw[scene]();
  c.add(`<ellipse cx="0" cy="${H}" rx="${W * 0.55}" ry="${H * 0.4}" fill="${c.radial([['#10140f', 0, 0.55], ['#10140f', 1, 0]])}"/>`);
  return c.svg();
}

// ---------- type: the fontsource WOFF files, unpacked to TrueType for Pango ----------
function woffToSfnt(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const head = Buffer.alloc(12 + 16 * count);
  const selector = Math.floor(Math.log2(count));
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(2 ** selector * 16, 6);
  head.writeUInt16BE(selector, 8);
  head.writeUInt16BE(count * 16 - 2 ** selector * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  for (let i = 0; i < count; i++) {
    const e = 44 + i * 20;
    const [at, size, full] = [woff.readUInt32BE(e + 4), woff.readUInt32BE(e + 8), woff.readUInt32BE(e + 12)];
    const data = size < full ? inflateSync(woff.subarray(at, at + size)) : woff.subarray(at, at + size);
    head.writeUInt32BE(woff.readUInt32BE(e), 12 + i * 16);
    head.writeUInt32BE(woff.readUInt32BE(e + 16), 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(full, 24 + i * 16);
    const pad = Buffer.alloc((4 - (data.length % 4)) % 4);
    parts.push(data, pad);
    offset += data.length + pad.length;
  }
  return Buffer.concat(parts);
}

interface Face {
  font: string;
  fontfile?: string;
}
async function face(pkg: string, file: string, font: string, fallback: string): Promise<Face> {
  const src = join(ROOT, 'node_modules/@fontsource', pkg, 'files', file);
  if (!existsSync(src)) return { font: fallback };
  const out = join(ROOT, 'node_modules/.cache/prana-media', file.replace(/\.woff$/, '.ttf'));
  if (!existsSync(out)) {
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, woffToSfnt(await readFile(src)));
  }
  return { font, fontfile: out };
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const label = (text: string, f: Face, size: number, spacing = 0) =>
  sharp({ text: { text: `<span foreground="#faf7f2" letter_spacing="${spacing * 1024}">${escapeXml(text)}</span>`, font: `${f.font} ${size}`, fontfile: f.fontfile, rgba: true, dpi: 72 } }).png().toBuffer({ resolveWithObject: true });

// ---------- jobs ----------
interface Job {
  path: string;
  title: string;
  caption: string;
  svg: () => string;
}

function jobs(): Job[] {
  const list: Job[] = [];
  const heroScene: Record<SiteId, Scene> = { 'prana-jungle': 'vista', 'prana-ubud': 'terraces', 'prana-palms': 'pool' };
  for (const s of SITES) {
    list.push({ path: s.heroImage, title: s.name, caption: `${s.area}, Bali`, svg: () => paint(s.id, heroScene[s.id], s.heroImage) });
  }
  for (const v of VILLAS) {
    const caption = `${v.siteName} · ${v.area}`;
    const shift = Math.floor(seeded(v.id)() * GALLERY.length);
    list.push({ path: v.heroImage, title: v.name, caption, svg: () => paint(v.siteId, 'vista', v.heroImage) });
    v.gallery.forEach((path, i) => list.push({ path, title: v.name, caption, svg: () => paint(v.siteId, GALLERY[(i + shift) % GALLERY.length], path) }));
  }
  const serviceScene = {
    culinary: ['prana-ubud', 'tray'], wellness: ['prana-palms', 'flowers'], adventures: ['prana-ubud', 'volcano'],
    transport: ['prana-jungle', 'road'], 'on-site-team': ['prana-ubud', 'lanterns'], safety: ['prana-jungle', 'gate'],
  } as const;
  for (const s of SERVICES) {
    const [site, scene] = serviceScene[s.id];
    list.push({ path: s.image, title: s.title.en, caption: 'Prana · Ubud', svg: () => paint(site, scene, s.image) });
  }
  return list;
}

// ---------- progress ----------
/** "n of N files": rewritten in place on a terminal, else a line at most every two seconds, so no build is silent for long. */
function progress(total: number): (done: number) => void {
  const terminal = process.stdout.isTTY === true;
  let printedAt = Date.now();
  return (done) => {
    const line = `media: ${done} of ${total} files`;
    if (terminal) return void process.stdout.write(`\r${line}${done === total ? '\n' : ''}`);
    if (done === total || Date.now() - printedAt >= 2_000) {
      printedAt = Date.now();
      console.log(line);
    }
  };
}

// ---------- render ----------
function grain(): Buffer {
  const r = seeded('grain');
  const buf = Buffer.alloc(W * H * 4);
  for (let i = 0; i < buf.length; i += 4) {
    buf[i] = buf[i + 1] = buf[i + 2] = 128 + Math.round((r() - 0.5) * 36);
    buf[i + 3] = 255;
  }
  return buf;
}

async function main() {
  const force = process.argv.includes('--force');
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const started = Date.now();
  const [serif, sans] = await Promise.all([
    face('cormorant-garamond', 'cormorant-garamond-latin-500-italic.woff', 'Cormorant Garamond Medium, Italic', 'DejaVu Serif, Italic'),
    face('inter', 'inter-latin-500-normal.woff', 'Inter Medium', 'DejaVu Sans'),
  ]);
  const noise = grain();
  const selected = jobs().filter((j) => !only || j.path.includes(only));
  const todo = selected.filter((j) => force || imageFiles(j.path).some((file) => !existsSync(join(PUBLIC, file.path)) || !existsSync(join(PUBLIC, webpPath(file.path)))));
  const total = todo.reduce((sum, job) => sum + imageFiles(job.path).length * 2, 0);
  if (total) console.log(`media: drawing ${todo.length} images (${total} files)…`);
  const report = progress(total);
  let written = 0;
  const render = async (job: Job) => {
    await mkdir(dirname(join(PUBLIC, job.path)), { recursive: true });
    const [title, caption] = await Promise.all([label(job.title, serif, 40), label(job.caption.toUpperCase(), sans, 13, 2.5)]);
    const { data, info } = await sharp(Buffer.from(job.svg()))
      .composite([
        { input: noise, raw: { width: W, height: H, channels: 4 }, blend: 'soft-light' },
        { input: title.data, left: 56, top: H - 56 - caption.info.height - 6 - title.info.height },
        { input: caption.data, left: 58, top: H - 56 - caption.info.height },
      ])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const files = imageFiles(job.path);
    await Promise.all(
      files.flatMap((file) => {
        const resized = sharp(data, raw).resize(file.width, file.height);
        return [resized.clone().jpeg(JPEG).toFile(join(PUBLIC, file.path)), resized.webp(WEBP).toFile(join(PUBLIC, webpPath(file.path)))];
      }),
    );
    written += files.length * 2;
    report(written);
  };
  let next = 0;
  const workers = Array.from({ length: Math.min(4, availableParallelism()) }, async () => {
    while (next < todo.length) await render(todo[next++]);
  });
  await Promise.all(workers);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`media: wrote ${written} files (${todo.length} images × 3 sizes × JPEG and WebP), ${selected.length - todo.length} images already present, in ${seconds}s → ${join(PUBLIC, 'media')}`);
}

await main();

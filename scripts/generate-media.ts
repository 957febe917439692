/**
 * Renders every image the catalogue references into apps/web/public/media/ (git-ignored):
 * site heroes, villa heroes and galleries, and service images, each as a 1600×1067 original and a
 * 640×427 `-640` phone variant. Images are painted as SVG (per-site palettes, soft layered
 * landscapes) seeded by the image path, so a re-run paints the same picture.
 *
 *   node scripts/generate-media.ts [--force]
 *
 * Existing files are kept unless --force is given.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { IMAGE_SIZE, PHONE_IMAGE_SIZE, SERVICES, SITES, VILLAS, phoneVariantPath } from '@prana/catalogue';
import type { SiteId } from '@prana/catalogue';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'apps/web/public');
const { width: W, height: H } = IMAGE_SIZE;
const JPEG = { quality: 78, mozjpeg: true, progressive: true } as const;

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
}
const PALETTES: Record<SiteId, Palette> = {
  'prana-jungle': {
    sky: { dawn: ['#a9bfb0', '#dfe6d3', '#f3ecd6'], day: ['#9dbdb9', '#d6e4d8', '#eef1e2'], golden: ['#b7b48c', '#e8d6a6', '#f7e6c2'], dusk: ['#3e4f56', '#9a7f73', '#e3a47a'] },
    sun: { dawn: '#fbf1d6', day: '#fdf8e8', golden: '#fbd79a', dusk: '#f4b27c' },
    far: '#a3bb9c', near: '#1f3a2a',
    leaves: ['#2f4a3a', '#3f5f41', '#56754a', '#24402f', '#4a6b3c'],
    terraces: ['#7f9b5c', '#6d8a4f', '#94a86a', '#5f7c48'],
    water: ['#8fbcae', '#2f5f55'], petal: '#fffaf0',
  },
  'prana-ubud': {
    sky: { dawn: ['#c9b9a0', '#f0dcb6', '#fbeed4'], day: ['#b9cfd0', '#ece3c6', '#f7efd8'], golden: ['#d9a863', '#f3cc86', '#fde7b8'], dusk: ['#5a4a5e', '#c07a5a', '#f0b071'] },
    sun: { dawn: '#fff1cf', day: '#fffbe9', golden: '#ffd98a', dusk: '#ffc27a' },
    far: '#cdb57c', near: '#3f4a1f',
    leaves: ['#5b6a2e', '#7a7f36', '#8d8a3f', '#4a5a2a', '#a39a4a'],
    terraces: ['#c9b45a', '#a9a448', '#d8c46e', '#8f9a3e', '#b8ab52'],
    water: ['#a9c7b0', '#4f7a66'], petal: '#fff8e6',
  },
  'prana-palms': {
    sky: { dawn: ['#a8cfcf', '#e4ebdf', '#f8ead6'], day: ['#7fc2c6', '#cfe8e2', '#f3efe0'], golden: ['#9bbfb3', '#f0d5a8', '#fbe3bf'], dusk: ['#2f4f5e', '#b07d74', '#efa983'] },
    sun: { dawn: '#fdf0d8', day: '#fffaf0', golden: '#fcd79e', dusk: '#f6b488' },
    far: '#95c3ba', near: '#143d3a',
    leaves: ['#1f4f4b', '#2f6b63', '#3f7f74', '#24524f', '#4f8f7c'],
    terraces: ['#6fa58f', '#5a9580', '#84b59c', '#4c8672'],
    water: ['#7fcac4', '#1f7f80'], petal: '#fbe4df',
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
function ridge(r: Rng, base: number, amp: number, shared?: number[]) {
  const ph = shared ?? [r() * 6.3, r() * 6.3, r() * 6.3, between(r, 0.7, 1.5), between(r, 2, 3.4)];
  const yAt = (x: number) => {
    const u = (x / W) * Math.PI;
    return base - amp * (0.6 * Math.sin(u * ph[3] + ph[0]) + 0.3 * Math.sin(u * ph[4] + ph[1]) + 0.1 * Math.sin(u * 7 + ph[2]));
  };
  const pts: Pt[] = [];
  for (let x = -100; x <= W + 100; x += 75) pts.push([x, yAt(x)]);
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
    last = ridge(c.r, top + (H - top) * (0.08 + 0.5 * Math.pow(i / layers, 1.2)), between(c.r, 25, 70) * (1 + t));
    c.add(`<path d="${last.d}" fill="${landColour(c, t)}"/>`);
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
  const end: Pt = [o[0] + Math.cos(a) * len, o[1] + Math.sin(a) * len + len * 0.35];
  const ctl: Pt = [o[0] + Math.cos(a) * len * 0.6, o[1] + Math.sin(a) * len * 0.6 - len * 0.15];
  let d = `M${f(o[0])},${f(o[1])} Q${f(ctl[0])},${f(ctl[1])} ${f(end[0])},${f(end[1])}`;
  for (let k = 1; k < 18; k++) {
    const s = k / 18;
    const q = (i: number) => (1 - s) ** 2 * o[i] + 2 * (1 - s) * s * ctl[i] + s * s * end[i];
    const tx = 2 * (1 - s) * (ctl[0] - o[0]) + 2 * s * (end[0] - ctl[0]);
    const ty = 2 * (1 - s) * (ctl[1] - o[1]) + 2 * s * (end[1] - ctl[1]);
    const n = Math.hypot(tx, ty);
    const l = len * 0.24 * Math.sin(Math.PI * (0.15 + 0.85 * s));
    for (const side of [-1, 1]) d += ` M${f(q(0))},${f(q(1))} l${f(((-ty / n) * side * 0.8 + tx / n * 0.4) * l)},${f(((tx / n) * side * 0.8 + ty / n * 0.4) * l + l * 0.5)}`;
  }
  return `<path d="${d}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" fill="none"/>`;
}

function palm(c: Canvas, x: number, base: number, height: number, colour: string) {
  const lean = between(c.r, -0.25, 0.25) * height;
  const top: Pt = [x + lean, base - height];
  const w = height * 0.018 + 3;
  c.add(`<path d="M${f(x - w)},${f(base)} Q${f(x + lean * 0.2 - w * 0.7)},${f(base - height * 0.5)} ${f(top[0] - w * 0.5)},${f(top[1])} L${f(top[0] + w * 0.5)},${f(top[1])} Q${f(x + lean * 0.2 + w * 0.7)},${f(base - height * 0.5)} ${f(x + w)},${f(base)}Z" fill="${colour}"/>`);
  for (let i = 0; i < 11; i++) c.add(frond(top, -180 + i * 18 + between(c.r, -8, 8), height * between(c.r, 0.32, 0.45), colour, Math.max(2, height / 220)));
}

function hut(x: number, y: number, s: number, colour: string, lit: boolean) {
  const roof = mix(colour, '#7a5a3a', 0.35);
  const glow = lit ? '#ffcf7a' : mix(colour, '#000000', 0.2);
  return `<g><rect x="${f(x - 0.7 * s)}" y="${f(y - 0.6 * s)}" width="${f(1.4 * s)}" height="${f(0.6 * s)}" fill="${colour}"/>` +
    `<rect x="${f(x - 0.45 * s)}" y="${f(y - 0.48 * s)}" width="${f(0.9 * s)}" height="${f(0.36 * s)}" fill="${glow}" opacity="${lit ? 0.9 : 0.6}"/>` +
    `<path d="M${f(x - 1.05 * s)},${f(y - 0.5 * s)} L${f(x - 0.32 * s)},${f(y - 1.5 * s)} L${f(x + 0.32 * s)},${f(y - 1.5 * s)} L${f(x + 1.05 * s)},${f(y - 0.5 * s)}Z" fill="${roof}"/></g>`;
}

function frangipani(x: number, y: number, rad: number, deg: number, petal: string) {
  const petals = [0, 1, 2, 3, 4].map((k) => `<ellipse cx="0" cy="${f(-rad * 0.52)}" rx="${f(rad * 0.34)}" ry="${f(rad * 0.56)}" fill="${petal}" transform="rotate(${k * 72 + 12})"/>`).join('');
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(deg)})"><ellipse cx="6" cy="10" rx="${f(rad)}" ry="${f(rad * 0.9)}" fill="#000" opacity="0.12"/>${petals}<circle r="${f(rad * 0.42)}" fill="#f2c14e" opacity="0.75"/><circle r="${f(rad * 0.16)}" fill="#e9a93a"/></g>`;
}

/**
 * Procedurally drawn boat photos: an SVG scene (sky in the light of the hour, a coastline, the sea with its
 * glitter, and a boat drawn for its category) that sharp renders like a camera picture. No downloads, no
 * licensing questions, and every seed draws the same pictures.
 */
import type { Random } from "./random.ts";
import type { BoatCategory } from "./reference-lists.ts";

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1067;

export type Mood = "day" | "golden" | "sunset" | "dawn" | "overcast";
type BoatShape = "motor_yacht" | "speedboat" | "rib" | "sloop" | "catamaran" | "dinghy";

export interface SceneSpec {
  category: BoatCategory;
  shape: BoatShape;
  mood: Mood;
  /** Picture-specific randomness: the same spec and seed draw the same picture. */
  seed: number;
}

const SHAPES: Record<BoatCategory, BoatShape[]> = {
  power: ["motor_yacht", "motor_yacht", "speedboat", "rib"],
  sail: ["sloop", "sloop", "catamaran"],
  unpowered: ["dinghy"],
};

const SKIES: Record<Mood, { stops: string[]; sea: [string, string]; light: string; haze: string }> = {
  day: {
    stops: ["#3f7fc9", "#8ec3ec", "#d6eefa"],
    sea: ["#2f7fa8", "#0d3b5a"],
    light: "#fffbe8",
    haze: "#9fb8c8",
  },
  golden: {
    stops: ["#5b8fcf", "#e9c891", "#f7dba4"],
    sea: ["#3d6f8c", "#12344c"],
    light: "#ffe3a3",
    haze: "#b79f86",
  },
  sunset: {
    stops: ["#27386e", "#c8607a", "#f49a52", "#fcd27a"],
    sea: ["#5a4f6e", "#1a2238"],
    light: "#ffd27a",
    haze: "#6f5368",
  },
  dawn: {
    stops: ["#6c7fb8", "#d9a3b5", "#f8c9a8"],
    sea: ["#58718f", "#1d3148"],
    light: "#ffe1c4",
    haze: "#9c8ea3",
  },
  overcast: {
    stops: ["#7d8a96", "#aeb8c1", "#d3d9de"],
    sea: ["#56707f", "#22343f"],
    light: "#eef1f3",
    haze: "#8c989f",
  },
};

const HULL_COLOURS = [
  "#f7f7f4",
  "#f7f7f4",
  "#f2efe6",
  "#1f2a44",
  "#2b3b55",
  "#7e8a93",
  "#111418",
  "#8b1e2d",
  "#e9e5da",
];
const ACCENTS = ["#1f4e79", "#0e6b73", "#9a2a2a", "#20252b", "#c7a34b", "#355c3a"];

export function sceneSpecs(count: number, rng: Random): SceneSpec[] {
  const moods: Mood[] = ["day", "day", "golden", "sunset", "dawn", "overcast"];
  // Power and sail listings dominate the market; a few pictures suffice for dinghies and rafts.
  const categories: BoatCategory[] = ["power", "sail", "power", "sail", "power", "sail", "unpowered"];
  return Array.from({ length: count }, (_, i) => {
    const category = categories[i % categories.length]!;
    return { category, shape: rng.pick(SHAPES[category]), mood: rng.pick(moods), seed: rng.int(1, 2 ** 31) };
  });
}

const fmt = (n: number): string => n.toFixed(1);

function sky(mood: Mood, horizon: number): string {
  const { stops } = SKIES[mood];
  const stopTags = stops
    .map((colour, i) => `<stop offset="${(i / (stops.length - 1)).toFixed(2)}" stop-color="${colour}"/>`)
    .join("");
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${stopTags}</linearGradient>
<rect width="${SCENE_WIDTH}" height="${horizon + 2}" fill="url(#sky)"/>`;
}

function sun(mood: Mood, horizon: number, rng: Random): { x: number; svg: string } {
  const x = rng.float(0.15, 0.85) * SCENE_WIDTH;
  if (mood === "overcast") return { x, svg: "" };
  const y = mood === "day" ? rng.float(0.08, 0.25) * horizon : horizon - rng.float(20, 140);
  const r = mood === "day" ? 34 : 46;
  const { light } = SKIES[mood];
  return {
    x,
    svg: `<radialGradient id="glow"><stop offset="0" stop-color="${light}" stop-opacity="0.9"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${r * 6}" fill="url(#glow)"/><circle cx="${fmt(x)}" cy="${fmt(y)}" r="${r}" fill="${light}"/>`,
  };
}

function clouds(mood: Mood, horizon: number, rng: Random): string {
  const colour = mood === "sunset" ? "#f6b48f" : mood === "overcast" ? "#e3e7ea" : "#ffffff";
  const count = mood === "overcast" ? 14 : rng.int(2, 7);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = rng.float(-100, SCENE_WIDTH + 100);
    const cy = rng.float(0.1, 0.75) * horizon;
    const w = rng.float(120, 360);
    const puffs = Array.from({ length: 5 }, (_, j) => {
      const px = cx + (j - 2) * w * 0.22 + rng.float(-15, 15);
      const py = cy - Math.sin((j / 4) * Math.PI) * w * 0.12;
      return `<ellipse cx="${fmt(px)}" cy="${fmt(py)}" rx="${fmt(w * 0.22)}" ry="${fmt(w * 0.1)}"/>`;
    }).join("");
    parts.push(`<g fill="${colour}" opacity="${rng.float(0.35, 0.75).toFixed(2)}">${puffs}</g>`);
  }
  return parts.join("");
}

function coast(mood: Mood, horizon: number, rng: Random): string {
  if (rng.chance(0.25)) return ""; // open sea
  const { haze } = SKIES[mood];
  const start = rng.float(-200, SCENE_WIDTH * 0.5);
  const end = start + rng.float(SCENE_WIDTH * 0.4, SCENE_WIDTH * 1.1);
  const peak = rng.float(30, 150);
  const points: string[] = [`${fmt(start)},${horizon}`];
  for (let x = start; x <= end; x += 40) {
    const t = (x - start) / (end - start);
    const h = Math.sin(t * Math.PI) * peak * (0.7 + 0.3 * Math.sin(x / 57 + rng.next()));
    points.push(`${fmt(x)},${fmt(horizon - h)}`);
  }
  points.push(`${fmt(end)},${horizon}`);
  const houses = Array.from({ length: rng.int(0, 14) }, () => {
    const x = rng.float(start + 40, end - 40);
    return `<rect x="${fmt(x)}" y="${fmt(horizon - rng.float(6, 26))}" width="${fmt(rng.float(5, 12))}" height="5" fill="#f4efe6" opacity="0.6"/>`;
  }).join("");
  return `<polygon points="${points.join(" ")}" fill="${haze}" opacity="0.85"/>${houses}`;
}

function sea(mood: Mood, horizon: number, sunX: number, rng: Random): string {
  const { sea: colours, light } = SKIES[mood];
  const waves: string[] = [];
  for (let i = 0; i < 70; i++) {
    const depth = rng.next() ** 1.6;
    const y = horizon + 4 + depth * (SCENE_HEIGHT - horizon);
    const w = 30 + depth * 160;
    const x = rng.float(-50, SCENE_WIDTH);
    waves.push(
      `<path d="M${fmt(x)},${fmt(y)} q${fmt(w / 2)},${fmt(-4 - depth * 6)} ${fmt(w)},0" stroke="#ffffff" stroke-opacity="${(0.08 + depth * 0.12).toFixed(2)}" stroke-width="${fmt(1 + depth * 3)}" fill="none"/>`,
    );
  }
  const glitter =
    mood === "overcast"
      ? ""
      : Array.from({ length: 40 }, () => {
          const t = rng.next();
          const y = horizon + 6 + t * (SCENE_HEIGHT - horizon) * 0.8;
          const spread = 20 + t * 180;
          return `<ellipse cx="${fmt(sunX + rng.float(-spread, spread))}" cy="${fmt(y)}" rx="${fmt(8 + t * 40)}" ry="${fmt(1 + t * 2)}" fill="${light}" opacity="${rng.float(0.25, 0.7).toFixed(2)}"/>`;
        }).join("");
  return `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient>
<rect y="${horizon}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - horizon}" fill="url(#sea)"/>${waves.join("")}${glitter}`;
}

/** A monohull in profile, bow to the right, waterline at y=0, `l` long. */
function hullPath(l: number, freeboard: number, bowRise: number): string {
  return `M0,${fmt(-freeboard * 0.9)} L${fmt(l * 0.93)},${fmt(-freeboard - bowRise)} Q${fmt(l * 0.98)},${fmt(-freeboard * 0.5)} ${fmt(l * 0.86)},0 L${fmt(l * 0.05)},0 Z`;
}

interface Palette {
  hull: string;
  accent: string;
  glass: string;
  deck: string;
}

function motorYacht(l: number, c: Palette): string {
  const f = l * 0.1;
  return `<path d="${hullPath(l, f, l * 0.03)}" fill="${c.hull}"/>
<rect x="${fmt(l * 0.05)}" y="${fmt(-f * 0.35)}" width="${fmt(l * 0.8)}" height="${fmt(f * 0.12)}" fill="${c.accent}"/>
<path d="M${fmt(l * 0.12)},${fmt(-f * 0.9)} L${fmt(l * 0.7)},${fmt(-f * 0.95)} L${fmt(l * 0.6)},${fmt(-f * 1.7)} L${fmt(l * 0.18)},${fmt(-f * 1.7)} Z" fill="${c.deck}"/>
<path d="M${fmt(l * 0.22)},${fmt(-f * 1.2)} L${fmt(l * 0.6)},${fmt(-f * 1.22)} L${fmt(l * 0.56)},${fmt(-f * 1.55)} L${fmt(l * 0.25)},${fmt(-f * 1.55)} Z" fill="${c.glass}"/>
<path d="M${fmt(l * 0.25)},${fmt(-f * 1.7)} L${fmt(l * 0.5)},${fmt(-f * 1.7)} L${fmt(l * 0.46)},${fmt(-f * 2.2)} L${fmt(l * 0.3)},${fmt(-f * 2.2)} Z" fill="${c.deck}"/>
<rect x="${fmt(l * 0.32)}" y="${fmt(-f * 2.6)}" width="${fmt(l * 0.03)}" height="${fmt(f * 0.4)}" fill="${c.deck}"/>
<rect x="${fmt(l * 0.1)}" y="${fmt(-f * 0.72)}" width="${fmt(l * 0.5)}" height="${fmt(f * 0.12)}" rx="3" fill="${c.glass}" opacity="0.85"/>`;
}

function speedboat(l: number, c: Palette): string {
  const f = l * 0.08;
  return `<path d="${hullPath(l, f, l * 0.02)}" fill="${c.hull}"/>
<rect x="${fmt(l * 0.05)}" y="${fmt(-f * 0.4)}" width="${fmt(l * 0.8)}" height="${fmt(f * 0.15)}" fill="${c.accent}"/>
<path d="M${fmt(l * 0.35)},${fmt(-f * 0.95)} L${fmt(l * 0.62)},${fmt(-f * 1.0)} L${fmt(l * 0.5)},${fmt(-f * 1.6)} L${fmt(l * 0.42)},${fmt(-f * 1.6)} Z" fill="${c.glass}" opacity="0.9"/>
<rect x="${fmt(l * 0.12)}" y="${fmt(-f * 1.25)}" width="${fmt(l * 0.2)}" height="${fmt(f * 0.35)}" rx="4" fill="${c.deck}"/>`;
}

function rib(l: number, c: Palette): string {
  const t = l * 0.07;
  return `<path d="M${fmt(l * 0.08)},0 L${fmt(l * 0.85)},0 L${fmt(l * 0.95)},${fmt(-t * 1.2)} L${fmt(l * 0.05)},${fmt(-t * 0.9)} Z" fill="#e9e9e6"/>
<rect x="${fmt(l * 0.02)}" y="${fmt(-t * 1.9)}" width="${fmt(l * 0.93)}" height="${fmt(t)}" rx="${fmt(t / 2)}" fill="${c.accent === "#c7a34b" ? "#3a3f44" : c.accent}"/>
<rect x="${fmt(l * 0.45)}" y="${fmt(-t * 3.2)}" width="${fmt(l * 0.14)}" height="${fmt(t * 1.5)}" fill="#f2f2ef"/>
<rect x="${fmt(l * 0.4)}" y="${fmt(-t * 5)}" width="${fmt(l * 0.26)}" height="${fmt(t * 0.3)}" fill="#2a2f35"/>
<rect x="${fmt(l * 0.42)}" y="${fmt(-t * 4.8)}" width="${fmt(l * 0.015)}" height="${fmt(t * 3)}" fill="#9aa3ab"/>
<rect x="${fmt(l * 0.63)}" y="${fmt(-t * 4.8)}" width="${fmt(l * 0.015)}" height="${fmt(t * 3)}" fill="#9aa3ab"/>
<rect x="${fmt(l * -0.04)}" y="${fmt(-t * 2.6)}" width="${fmt(l * 0.07)}" height="${fmt(t * 2.6)}" rx="4" fill="#2a2f35"/>`;
}

function sails(l: number, mastX: number, height: number, deckY: number, c: Palette): string {
  const mastTop = deckY - height;
  return `<rect x="${fmt(mastX - 2)}" y="${fmt(mastTop)}" width="4" height="${fmt(height)}" fill="#cfd4d8"/>
<path d="M${fmt(mastX - 4)},${fmt(mastTop + height * 0.04)} Q${fmt(mastX - l * 0.16)},${fmt(mastTop + height * 0.5)} ${fmt(mastX - l * 0.3)},${fmt(deckY - height * 0.1)} L${fmt(mastX - 4)},${fmt(deckY - height * 0.1)} Z" fill="${c.deck}" opacity="0.97"/>
<path d="M${fmt(mastX + 4)},${fmt(mastTop + height * 0.08)} Q${fmt(mastX + l * 0.18)},${fmt(mastTop + height * 0.55)} ${fmt(mastX + l * 0.34)},${fmt(deckY - height * 0.04)} L${fmt(mastX + 6)},${fmt(deckY - height * 0.06)} Z" fill="${c.deck}" opacity="0.9"/>
<path d="M${fmt(mastX)},${fmt(mastTop)} L${fmt(l * 0.93)},${fmt(deckY)}" stroke="#9aa3ab" stroke-width="1.5"/>`;
}

function sloop(l: number, c: Palette): string {
  const f = l * 0.07;
  return `<path d="${hullPath(l, f, l * 0.015)}" fill="${c.hull}"/>
<rect x="${fmt(l * 0.05)}" y="${fmt(-f * 0.3)}" width="${fmt(l * 0.8)}" height="${fmt(f * 0.12)}" fill="${c.accent}"/>
<path d="M${fmt(l * 0.3)},${fmt(-f * 0.95)} L${fmt(l * 0.62)},${fmt(-f * 1.0)} L${fmt(l * 0.58)},${fmt(-f * 1.45)} L${fmt(l * 0.34)},${fmt(-f * 1.45)} Z" fill="${c.deck}"/>
<rect x="${fmt(l * 0.38)}" y="${fmt(-f * 1.35)}" width="${fmt(l * 0.16)}" height="${fmt(f * 0.18)}" rx="2" fill="${c.glass}"/>
${sails(l, l * 0.5, l * 1.05, -f, { ...c, deck: "#fbfaf5" })}`;
}

function catamaran(l: number, c: Palette): string {
  const f = l * 0.1;
  return `<path d="M${fmt(l * 0.03)},0 L${fmt(l * 0.9)},0 L${fmt(l * 0.95)},${fmt(-f)} L${fmt(l * 0.02)},${fmt(-f)} Z" fill="${c.hull}"/>
<rect x="${fmt(l * 0.1)}" y="${fmt(-f * 0.55)}" width="${fmt(l * 0.12)}" height="${fmt(f * 0.18)}" fill="${c.glass}"/>
<rect x="${fmt(l * 0.6)}" y="${fmt(-f * 0.55)}" width="${fmt(l * 0.12)}" height="${fmt(f * 0.18)}" fill="${c.glass}"/>
<path d="M${fmt(l * 0.15)},${fmt(-f)} L${fmt(l * 0.75)},${fmt(-f)} L${fmt(l * 0.66)},${fmt(-f * 1.7)} L${fmt(l * 0.22)},${fmt(-f * 1.7)} Z" fill="${c.deck === "#fbfaf5" ? "#f2f1ec" : "#f7f7f4"}"/>
<rect x="${fmt(l * 0.27)}" y="${fmt(-f * 1.55)}" width="${fmt(l * 0.36)}" height="${fmt(f * 0.25)}" fill="${c.glass}"/>
${sails(l, l * 0.52, l * 0.95, -f * 1.7, { ...c, deck: "#fbfaf5" })}`;
}

function dinghy(l: number, c: Palette): string {
  const t = l * 0.12;
  return `<rect x="0" y="${fmt(-t * 1.4)}" width="${fmt(l)}" height="${fmt(t * 1.2)}" rx="${fmt(t * 0.6)}" fill="${c.accent === "#c7a34b" ? "#5b6168" : c.accent}"/>
<path d="M${fmt(l * 0.06)},${fmt(-t * 0.2)} L${fmt(l * 0.9)},${fmt(-t * 0.2)} L${fmt(l * 0.84)},0 L${fmt(l * 0.1)},0 Z" fill="#d9d9d4"/>
<rect x="${fmt(l * -0.03)}" y="${fmt(-t * 2.4)}" width="${fmt(l * 0.08)}" height="${fmt(t * 2.2)}" rx="3" fill="#2a2f35"/>`;
}

const DRAW: Record<BoatShape, (l: number, c: Palette) => string> = {
  motor_yacht: motorYacht,
  speedboat,
  rib,
  sloop,
  catamaran,
  dinghy,
};

/** Foam trailing from the stern, widening towards the viewer, for boats under way. */
function wake(l: number, isFacingLeft: boolean): string {
  const d = isFacingLeft ? 1 : -1;
  const stern = isFacingLeft ? l * 0.98 : l * 0.04;
  return `<path d="M${fmt(stern)},-2 L${fmt(stern + d * l * 0.75)},${fmt(l * 0.005)} L${fmt(stern + d * l * 0.75)},${fmt(l * 0.06)} Q${fmt(stern + d * l * 0.3)},${fmt(l * 0.045)} ${fmt(stern)},${fmt(l * 0.02)} Z" fill="#ffffff" opacity="0.35"/>
<path d="M${fmt(stern)},${fmt(l * 0.006)} L${fmt(stern + d * l * 0.6)},${fmt(l * 0.03)}" stroke="#ffffff" stroke-width="3" opacity="0.5"/>`;
}

const SIZE: Record<BoatShape, number> = {
  motor_yacht: 0.55,
  speedboat: 0.5,
  rib: 0.45,
  sloop: 0.42,
  catamaran: 0.45,
  dinghy: 0.35,
};

function boat(spec: SceneSpec, horizon: number, rng: Random): string {
  const l = SCENE_WIDTH * SIZE[spec.shape] * rng.float(0.85, 1.1);
  // Keep the whole boat in frame, as a photographer would.
  const x = rng.float(0.05 * SCENE_WIDTH, 0.95 * SCENE_WIDTH - l);
  const isSail = spec.shape === "sloop" || spec.shape === "catamaran";
  const y = isSail
    ? SCENE_HEIGHT * rng.float(0.8, 0.88)
    : horizon + rng.float(0.35, 0.6) * (SCENE_HEIGHT - horizon);
  const isFacingLeft = rng.chance(0.5);
  const palette: Palette = {
    hull: rng.pick(HULL_COLOURS),
    accent: rng.pick(ACCENTS),
    glass: rng.pick(["#1b2631", "#22313f", "#2e3d4a"]),
    deck: rng.pick(["#f7f7f4", "#eeeae0", "#e6e8ea"]),
  };
  const flip = isFacingLeft ? `translate(${fmt(l)},0) scale(-1,1)` : "translate(0,0)";
  const drawing = DRAW[spec.shape](l, palette);
  const isUnderWay = spec.category === "power" && rng.chance(0.7);
  return `<g transform="translate(${fmt(x)},${fmt(y)})">
<g transform="scale(1,${isSail ? -0.35 : -0.6}) ${flip}" opacity="${isSail ? 0.12 : 0.22}">${drawing}</g>
${isUnderWay ? wake(l, isFacingLeft) : ""}<g transform="${flip}">${drawing}</g>
<ellipse cx="${fmt(l * 0.47)}" cy="2" rx="${fmt(l * 0.5)}" ry="4" fill="#ffffff" opacity="0.35"/></g>`;
}

/** The SVG document for one scene. */
export function drawScene(spec: SceneSpec, rng: Random): string {
  const horizon = Math.round(SCENE_HEIGHT * rng.float(0.42, 0.55));
  const sunDrawing = sun(spec.mood, horizon, rng);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">
<defs><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs>
${sky(spec.mood, horizon)}${sunDrawing.svg}${clouds(spec.mood, horizon, rng)}${coast(spec.mood, horizon, rng)}
${sea(spec.mood, horizon, sunDrawing.x, rng)}${boat(spec, horizon, rng)}
<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#vignette)"/></svg>`;
}

/**
 * Pure timing and geometry for the decorative lightning accent.
 * Kept free of DOM access so it can be unit-tested and the component stays thin, and free of
 * imports so it lands, whole and once, in the lightning's own lazily loaded chunk.
 */

export type Point = { x: number; y: number };

export type StrikePhase = "drawing" | "holding" | "fading" | "cleanup" | "idle";

export const STRIKE_MIN_MS = 4000;
export const STRIKE_MAX_MS = 8000;

/** The first strike comes sooner so visitors actually see the accent. */
export const FIRST_STRIKE_MIN_MS = 600;
export const FIRST_STRIKE_MAX_MS = 1200;

export const SMALL_SCREEN_MAX_WIDTH = 759;

export const DRAWING_MS = 260;
export const HOLDING_MS = 140;
export const FADING_MS = 520;
/** One frame at the slowest target rate (30 fps), so cleanup is always sampled. */
export const CLEANUP_MS = 34;
export const STRIKE_DURATION_MS = DRAWING_MS + HOLDING_MS + FADING_MS + CLEANUP_MS;

/** rAF timestamps jitter slightly; without slack a 60 fps target would drop frames at 60 Hz. */
export const FRAME_TOLERANCE_MS = 1;

const PHASES: ReadonlyArray<{ phase: StrikePhase; duration: number }> = [
  { phase: "drawing", duration: DRAWING_MS },
  { phase: "holding", duration: HOLDING_MS },
  { phase: "fading", duration: FADING_MS },
  { phase: "cleanup", duration: CLEANUP_MS },
];

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Cubic ease-out, a copy of the counters' one: importing theirs tied this module to their chunk. */
function easeOutCubic(t: number): number {
  return 1 - (1 - clamp(t, 0, 1)) ** 3;
}

function uniform(random: () => number, min: number, max: number): number {
  return clamp(min + random() * (max - min), min, max);
}

export function nextStrikeDelay(random: () => number = Math.random): number {
  return uniform(random, STRIKE_MIN_MS, STRIKE_MAX_MS);
}

export function firstStrikeDelay(random: () => number = Math.random): number {
  return uniform(random, FIRST_STRIKE_MIN_MS, FIRST_STRIKE_MAX_MS);
}

export function isSmallScreen(viewportWidth: number): boolean {
  return viewportWidth < SMALL_SCREEN_MAX_WIDTH + 1;
}

export function targetFps(opts: { viewportWidth: number; reducedMotion: boolean }): 30 | 60 {
  return opts.reducedMotion || isSmallScreen(opts.viewportWidth) ? 30 : 60;
}

export function frameInterval(fps: number): number {
  return 1000 / fps;
}

/**
 * Throttles requestAnimationFrame to a target interval.
 * Returns the new "last frame" timestamp when this frame should render, or null to skip it.
 * The remainder carry-over keeps the cadence steady instead of drifting late every frame.
 */
export function throttleFrame(now: number, lastFrameAt: number, intervalMs: number): number | null {
  const elapsed = now - lastFrameAt;
  if (!Number.isFinite(elapsed)) return now;
  if (elapsed < intervalMs - FRAME_TOLERANCE_MS) return null;
  return elapsed > intervalMs ? now - (elapsed % intervalMs) : now;
}

export function phaseAt(elapsedMs: number): { phase: StrikePhase; progress: number } {
  if (!(elapsedMs >= 0)) return { phase: "idle", progress: 0 };
  let start = 0;
  for (const { phase, duration } of PHASES) {
    if (elapsedMs < start + duration) {
      return { phase, progress: clamp((elapsedMs - start) / duration, 0, 1) };
    }
    start += duration;
  }
  return { phase: "idle", progress: 0 };
}

const ORDER: readonly StrikePhase[] = ["idle", ...PHASES.map((p) => p.phase), "idle"];

/**
 * Where a strike's timeline starts so that no phase is skipped: when a slow frame would jump
 * from `previous` past the next phase, the timeline is moved back to that phase's start.
 * Returns the (possibly moved) start time.
 */
export function unskippedStart(previous: StrikePhase, startedAt: number, now: number): number {
  const target = phaseAt(now - startedAt).phase;
  const from = previous === "idle" ? 0 : ORDER.indexOf(previous);
  const to = target === "idle" ? ORDER.length - 1 : ORDER.indexOf(target);
  if (to <= from + 1) return startedAt;
  const next = ORDER[from + 1];
  let offset = 0;
  for (const { phase, duration } of PHASES) {
    if (phase === next) break;
    offset += duration;
  }
  return now - offset;
}

export function strikeFrame(
  previous: StrikePhase,
  startedAt: number,
  now: number,
): { startedAt: number; phase: StrikePhase; progress: number } {
  const start = unskippedStart(previous, startedAt, now);
  return { startedAt: start, ...phaseAt(now - start) };
}

/**
 * Device pixels per CSS pixel for the bolt's canvas. Above 2 a 1.6 px line looks no sharper,
 * while every extra pixel is cleared, painted and handed to the compositor on each repaint.
 */
export const MAX_CANVAS_DPR = 2;

export function canvasPixelRatio(devicePixelRatio: number): number {
  if (!(devicePixelRatio > 0)) return 1;
  return Math.min(devicePixelRatio, MAX_CANVAS_DPR);
}

/** The widest of the glow's strokes, in CSS pixels: a strike's canvas reaches half of it past the bolt. */
export const GLOW_MAX_WIDTH = 28;

export type Rect = { x: number; y: number; width: number; height: number };

export function paddedBounds(paths: ReadonlyArray<ReadonlyArray<Point>>, pad: number): Rect | null {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const path of paths) {
    for (const { x, y } of path) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  if (minX > maxX) return null;
  return {
    x: minX - pad,
    y: minY - pad,
    width: maxX - minX + 2 * pad,
    height: maxY - minY + 2 * pad,
  };
}

/**
 * The whole device pixels that cover a CSS-pixel rect: scaled by `dpr`, grown outward to pixel
 * edges so antialiased edges stay inside, and clipped to a box of `boxWidth` × `boxHeight`
 * device pixels.
 */
export function deviceRect(rect: Rect, dpr: number, boxWidth: number, boxHeight: number): Rect {
  const left = clamp(Math.floor(rect.x * dpr), 0, boxWidth);
  const top = clamp(Math.floor(rect.y * dpr), 0, boxHeight);
  const right = clamp(Math.ceil((rect.x + rect.width) * dpr), left, boxWidth);
  const bottom = clamp(Math.ceil((rect.y + rect.height) * dpr), top, boxHeight);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Horizontal band (fractions of the box width) that keeps bolts clear of headline text. */
export function boltBand(viewportWidth: number): { start: number; end: number } {
  return isSmallScreen(viewportWidth) ? { start: 0.6, end: 0.95 } : { start: 0.55, end: 0.95 };
}

const BOLT_START_MAX_Y = 0.06;
const BOLT_END_MIN_Y = 0.62;
const BOLT_END_MAX_Y = 0.9;
const BOLT_SUBDIVISIONS = 5;
const BOLT_ROUGHNESS = 0.55;

/**
 * Jagged main channel from near the top to the lower part of a width × height box, built by
 * midpoint displacement. Midpoints only move within the middle of their segment vertically,
 * so the path always descends. Deterministic for a given `random`.
 */
export function generateBolt(random: () => number, width: number, height: number): Point[] {
  const w = Math.max(0, width);
  const h = Math.max(0, height);
  const start: Point = { x: w * uniform(random, 0.3, 0.7), y: h * random() * BOLT_START_MAX_Y };
  const end: Point = {
    x: clamp(start.x + (random() - 0.5) * w * 0.5, 0, w),
    y: h * uniform(random, BOLT_END_MIN_Y, BOLT_END_MAX_Y),
  };

  let points: Point[] = [start, end];
  let displacement = Math.min(Math.hypot(end.x - start.x, end.y - start.y) * 0.2, w * 0.3);

  for (let level = 0; level < BOLT_SUBDIVISIONS; level++) {
    const next: Point[] = [];
    let prev: Point | undefined;
    for (const point of points) {
      if (prev) {
        next.push({
          x: clamp((prev.x + point.x) / 2 + (random() - 0.5) * 2 * displacement, 0, w),
          y: prev.y + (point.y - prev.y) * uniform(random, 0.35, 0.65),
        });
      }
      next.push(point);
      prev = point;
    }
    points = next;
    displacement *= BOLT_ROUGHNESS;
  }

  return points;
}

export type Branch = {
  /** Fraction (0..1) along the main path where the fork sprouts, used to time its reveal. */
  from: number;
  points: Point[];
};

export function generateBranches(
  random: () => number,
  bolt: ReadonlyArray<Point>,
  width: number,
  height: number,
): Branch[] {
  const last = bolt.length - 1;
  if (last < 3) return [];
  const w = Math.max(0, width);
  const h = Math.max(0, height);
  const count = random() < 0.5 ? 1 : 2;
  const branches: Branch[] = [];

  for (let i = 0; i < count; i++) {
    const index = Math.min(last - 1, Math.floor(last * uniform(random, 0.25, 0.6)));
    const origin = bolt[index];
    if (!origin) continue;
    const direction = random() < 0.5 ? -1 : 1;
    const segments = 5;
    const step = (h * uniform(random, 0.12, 0.24)) / segments;
    const points: Point[] = [origin];
    let { x, y } = origin;
    for (let s = 0; s < segments; s++) {
      y = clamp(y + step * uniform(random, 0.6, 1.2), 0, h);
      x = clamp(
        x + direction * step * uniform(random, 0.3, 0.9) + (random() - 0.5) * step * 0.6,
        0,
        w,
      );
      points.push({ x, y });
    }
    branches.push({ from: index / last, points });
  }

  return branches;
}

/** The leading `fraction` of a polyline by arc length, interpolating the final point. */
export function partialPath(points: ReadonlyArray<Point>, fraction: number): Point[] {
  const first = points[0];
  if (!first) return [];
  const f = clamp(fraction, 0, 1);
  if (f >= 1) return [...points];

  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b) total += Math.hypot(b.x - a.x, b.y - a.y);
  }

  const target = total * f;
  const out: Point[] = [first];
  let walked = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (!a || !b) continue;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (walked + length >= target) {
      const t = length > 0 ? (target - walked) / length : 0;
      out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
      return out;
    }
    out.push(b);
    walked += length;
  }
  return out;
}

/** Ceiling for the background flash; any brighter reads as flashy on the navy bands. */
export const FLASH_MAX_ALPHA = 0.06;
const PEAK_ALPHA = 0.9;
const REDUCED_PEAK_ALPHA = 0.7;
const FLICKER_ALPHA = 0.65;

export type StrikeVisuals = {
  reveal: number;
  alpha: number;
  flash: number;
};

/**
 * What to paint at a point in the timeline. Reduced motion keeps a gentle draw and fade
 * but drops the flash and the flicker.
 */
export function strikeVisuals(
  phase: StrikePhase,
  progress: number,
  reducedMotion: boolean,
): StrikeVisuals {
  const p = clamp(progress, 0, 1);
  const peak = reducedMotion ? REDUCED_PEAK_ALPHA : PEAK_ALPHA;
  switch (phase) {
    case "drawing":
      return { reveal: easeOutCubic(p), alpha: peak, flash: 0 };
    case "holding": {
      const flicker = !reducedMotion && p >= 0.45 && p < 0.6;
      return {
        reveal: 1,
        alpha: flicker ? peak * FLICKER_ALPHA : peak,
        flash: reducedMotion ? 0 : FLASH_MAX_ALPHA * (1 - p),
      };
    }
    case "fading":
      return { reveal: 1, alpha: peak * (1 - p) ** 2, flash: 0 };
    case "cleanup":
    case "idle":
      return { reveal: 0, alpha: 0, flash: 0 };
  }
}

/// <reference lib="webworker" />
import {
  GLOW_MAX_WIDTH,
  partialPath,
  type Branch,
  type Point,
  type Rect,
} from "./lightning-strikes";

/*
 * The lightning's painting, in a worker of its own (lightning-player.ts starts it): each band's
 * two canvases are handed over as OffscreenCanvases, so stroking the glow's wide layers, the
 * accent's one real cost, never runs on the page's main thread. The player keeps the timeline,
 * the canvases' place on the page and their CSS opacity, which the compositor applies.
 */

export type PainterMessage =
  | { kind: "adopt"; band: number; bolt: OffscreenCanvas; flash: OffscreenCanvas }
  /** A new strike: the bolt's canvas over `area` (device pixels), the flash painted once. */
  | {
      kind: "prepare";
      band: number;
      bolt: Point[];
      branches: Branch[];
      area: Rect;
      dpr: number;
      width: number;
      height: number;
    }
  /** The leading `reveal` fraction of the current strike, at full strength. */
  | { kind: "reveal"; band: number; reveal: number }
  | { kind: "clear"; band: number };

const CORE_RGB = "234, 241, 255";
/** Also how e2e/motion.spec.ts tells which script holds this module. */
const GLOW_RGB = "91, 140, 255";

type Stroke = { rgb: string; width: number; alpha: number };

/**
 * The glow is several wide, faint strokes of the same path under a crisp core, stepping down
 * like a blurred shadow's falloff: the look of a soft halo for the cost of a few lines.
 */
const MAIN_STROKES: readonly Stroke[] = [
  { rgb: GLOW_RGB, width: GLOW_MAX_WIDTH, alpha: 0.01 },
  { rgb: GLOW_RGB, width: 22, alpha: 0.01 },
  { rgb: GLOW_RGB, width: 17, alpha: 0.012 },
  { rgb: GLOW_RGB, width: 13, alpha: 0.025 },
  { rgb: GLOW_RGB, width: 10, alpha: 0.035 },
  { rgb: GLOW_RGB, width: 7, alpha: 0.07 },
  { rgb: GLOW_RGB, width: 5, alpha: 0.07 },
  { rgb: GLOW_RGB, width: 3.5, alpha: 0.35 },
  { rgb: CORE_RGB, width: 1.6, alpha: 1 },
];

const BRANCH_STROKES: readonly Stroke[] = [
  { rgb: GLOW_RGB, width: 9, alpha: 0.02 },
  { rgb: GLOW_RGB, width: 6, alpha: 0.04 },
  { rgb: GLOW_RGB, width: 3.5, alpha: 0.08 },
  { rgb: CORE_RGB, width: 0.9, alpha: 0.5 },
];

/**
 * CSS pixels per pixel of the flash canvas. The flash is a smooth, faint gradient: a coarse
 * canvas stretched by CSS looks the same, and a large one costs the compositor on every frame.
 */
const FLASH_SCALE = 8;

type Strike = { bolt: Point[]; branches: Branch[]; area: Rect; dpr: number };

type Band = {
  bolt: OffscreenCanvas;
  flash: OffscreenCanvas;
  boltCtx: OffscreenCanvasRenderingContext2D;
  flashCtx: OffscreenCanvasRenderingContext2D;
  strike: Strike | null;
};

const bands = new Map<number, Band>();

function setSize(canvas: OffscreenCanvas, width: number, height: number): void {
  // Setting a dimension, even to its current value, wipes the canvas.
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
}

function addPolyline(path: Path2D, points: ReadonlyArray<Point>): void {
  const [first, ...rest] = points;
  if (!first || rest.length === 0) return;
  path.moveTo(first.x, first.y);
  for (const point of rest) path.lineTo(point.x, point.y);
}

function strokeLayers(
  ctx: OffscreenCanvasRenderingContext2D,
  path: Path2D,
  strokes: readonly Stroke[],
): void {
  for (const stroke of strokes) {
    ctx.globalAlpha = stroke.alpha;
    ctx.strokeStyle = `rgb(${stroke.rgb})`;
    ctx.lineWidth = stroke.width;
    ctx.stroke(path);
  }
  ctx.globalAlpha = 1;
}

/** The leading `reveal` fraction of the strike, in CSS pixels; its opacity is the canvas's. */
function paintBolt({ bolt, boltCtx, strike }: Band, reveal: number): void {
  if (!strike) return;
  const { area, dpr } = strike;
  boltCtx.setTransform(1, 0, 0, 1, 0, 0);
  boltCtx.clearRect(0, 0, bolt.width, bolt.height);
  boltCtx.setTransform(dpr, 0, 0, dpr, -area.x, -area.y);
  const forks = new Path2D();
  for (const branch of strike.branches) {
    const local = reveal >= 1 ? 1 : (reveal - branch.from) / (1 - branch.from);
    if (local > 0) addPolyline(forks, partialPath(branch.points, local));
  }
  const main = new Path2D();
  addPolyline(main, partialPath(strike.bolt, reveal));
  boltCtx.lineJoin = "round";
  boltCtx.lineCap = "round";
  strokeLayers(boltCtx, forks, BRANCH_STROKES);
  strokeLayers(boltCtx, main, MAIN_STROKES);
}

/**
 * The background flash around the bolt's middle, opaque at its centre: the canvas's opacity
 * (the strike's flash, at most FLASH_MAX_ALPHA) makes it faint. Painted that faint into the
 * canvas's 8 bits instead, the gradient would lose most of its colour to rounding.
 */
function paintFlash({ flash, flashCtx }: Band, bolt: Point[], width: number, height: number) {
  setSize(flash, Math.ceil(width / FLASH_SCALE), Math.ceil(height / FLASH_SCALE));
  flashCtx.setTransform(1, 0, 0, 1, 0, 0);
  flashCtx.clearRect(0, 0, flash.width, flash.height);
  const centre = bolt[Math.floor(bolt.length / 2)];
  if (!centre) return;
  const radius = Math.max(width, height) * 0.6;
  const gradient = flashCtx.createRadialGradient(centre.x, centre.y, 0, centre.x, centre.y, radius);
  gradient.addColorStop(0, `rgba(${GLOW_RGB}, 1)`);
  gradient.addColorStop(1, `rgba(${GLOW_RGB}, 0)`);
  flashCtx.setTransform(1 / FLASH_SCALE, 0, 0, 1 / FLASH_SCALE, 0, 0);
  flashCtx.fillStyle = gradient;
  flashCtx.fillRect(0, 0, width, height);
}

function handle(message: PainterMessage): void {
  if (message.kind === "adopt") {
    const boltCtx = message.bolt.getContext("2d");
    const flashCtx = message.flash.getContext("2d");
    if (boltCtx && flashCtx) {
      bands.set(message.band, {
        bolt: message.bolt,
        flash: message.flash,
        boltCtx,
        flashCtx,
        strike: null,
      });
    }
    return;
  }
  const band = bands.get(message.band);
  if (!band) return;
  switch (message.kind) {
    case "prepare": {
      const { bolt, branches, area, dpr, width, height } = message;
      band.strike = { bolt, branches, area, dpr };
      setSize(band.bolt, area.width, area.height);
      paintFlash(band, bolt, width, height);
      return;
    }
    case "reveal":
      // The player asks only when the reveal changes.
      paintBolt(band, message.reveal);
      return;
    case "clear":
      band.strike = null;
      setSize(band.bolt, 0, 0);
      setSize(band.flash, 0, 0);
  }
}

self.addEventListener("message", (event: MessageEvent<PainterMessage>) => handle(event.data));

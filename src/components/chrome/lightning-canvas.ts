import {
  SMALL_SCREEN_MAX_WIDTH,
  boltBand,
  canvasPixelRatio,
  deviceRect,
  firstStrikeDelay,
  frameInterval,
  generateBolt,
  generateBranches,
  nextStrikeDelay,
  paddedBounds,
  partialPath,
  strikeFrame,
  strikeVisuals,
  targetFps,
  throttleFrame,
  type Branch,
  type Point,
  type Rect,
  type StrikePhase,
  type StrikeVisuals,
} from "@/components/chrome/lightning-strikes";

/*
 * The lightning accent's runtime for one dark band: strikes, painting, scheduling and pausing.
 * Free of React: lightning.tsx imports it lazily, so every band on a page shares this module and
 * its one chunk. State lives in closures; the root element mirrors it in data-phase, data-fps
 * and data-running for tests.
 */

const CORE_RGB = "234, 241, 255";
/** Also how e2e/motion.spec.ts tells which script holds this module. */
const GLOW_RGB = "91, 140, 255";

type Stroke = { rgb: string; width: number; alpha: number };

/**
 * The glow is several wide, faint strokes of the same path under a crisp core, stepping down
 * like a blurred shadow's falloff: the look of a soft halo for the cost of a few lines.
 */
const MAIN_STROKES: readonly Stroke[] = [
  { rgb: GLOW_RGB, width: 28, alpha: 0.01 },
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

const STROKE_PAD = Math.max(...MAIN_STROKES.map((s) => s.width)) / 2 + 2;

type Strike = {
  bolt: Point[];
  branches: Branch[];
  bounds: Rect;
  /** Set on the first rendered frame so elapsed time uses the rAF clock. */
  startedAt: number | null;
};

function createStrike(width: number, height: number, viewportWidth: number): Strike | null {
  if (width < 1 || height < 1) return null;
  const band = boltBand(viewportWidth);
  const left = width * band.start;
  const bandWidth = width * (band.end - band.start);
  const shift = (p: Point): Point => ({ x: p.x + left, y: p.y });

  const local = generateBolt(Math.random, bandWidth, height);
  const branches = generateBranches(Math.random, local, bandWidth, height).map((branch) => ({
    from: branch.from,
    points: branch.points.map(shift),
  }));
  const bolt = local.map(shift);
  const bounds = paddedBounds([bolt, ...branches.map((b) => b.points)], STROKE_PAD);
  return bounds ? { bolt, branches, bounds, startedAt: null } : null;
}

/**
 * CSS pixels per pixel of the flash canvas. The flash is a smooth, faint gradient: a coarse
 * canvas stretched by CSS looks the same, and a large one, even unchanged, costs the main
 * thread on every frame the page composites.
 */
const FLASH_SCALE = 8;

/**
 * The background flash around the bolt's middle, opaque at its centre: the canvas's opacity
 * (the strike's flash, at most FLASH_MAX_ALPHA) makes it faint. Painted that faint into the
 * canvas's 8 bits instead, the gradient would lose most of its colour to rounding.
 */
function createFlash(
  ctx: CanvasRenderingContext2D,
  strike: Strike,
  width: number,
  height: number,
): CanvasGradient | null {
  const centre = strike.bolt[Math.floor(strike.bolt.length / 2)];
  if (!centre) return null;
  const radius = Math.max(width, height) * 0.6;
  const gradient = ctx.createRadialGradient(centre.x, centre.y, 0, centre.x, centre.y, radius);
  gradient.addColorStop(0, `rgba(${GLOW_RGB}, 1)`);
  gradient.addColorStop(1, `rgba(${GLOW_RGB}, 0)`);
  return gradient;
}

function addPolyline(path: Path2D, points: ReadonlyArray<Point>): void {
  const [first, ...rest] = points;
  if (!first || rest.length === 0) return;
  path.moveTo(first.x, first.y);
  for (const point of rest) path.lineTo(point.x, point.y);
}

function strokeLayers(
  ctx: CanvasRenderingContext2D,
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

/**
 * Paints the leading `reveal` fraction of a strike at full strength, in CSS pixels (the caller
 * clears and sets the transform). Its opacity is the canvas's.
 */
function paintStrike(ctx: CanvasRenderingContext2D, strike: Strike, reveal: number): void {
  const forks = new Path2D();
  for (const branch of strike.branches) {
    const local = reveal >= 1 ? 1 : (reveal - branch.from) / (1 - branch.from);
    if (local > 0) addPolyline(forks, partialPath(branch.points, local));
  }
  const main = new Path2D();
  addPolyline(main, partialPath(strike.bolt, reveal));

  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  strokeLayers(ctx, forks, BRANCH_STROKES);
  strokeLayers(ctx, main, MAIN_STROKES);
}

export type LightningElements = {
  root: HTMLElement;
  /** Placed over each strike's bounds in turn, at up to 2 device pixels per CSS pixel. */
  bolt: HTMLCanvasElement;
  flash: HTMLCanvasElement;
};

type Surface = {
  readonly width: number;
  readonly height: number;
  resize(cssWidth: number, cssHeight: number): void;
  prepare(strike: Strike): void;
  show(strike: Strike, visuals: StrikeVisuals): void;
  clear(): void;
};

function setOpacity(element: HTMLElement, opacity: number): void {
  const value = String(Math.round(opacity * 10_000) / 10_000);
  if (element.style.opacity !== value) element.style.opacity = value;
}

function setCanvasSize(canvas: HTMLCanvasElement, width: number, height: number): void {
  // Setting a dimension, even to its current value, wipes the canvas.
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
}

/**
 * Two canvases instead of one full-size one, and as few repaints as possible: every repainted
 * canvas is handed whole to the compositor, which is the accent's main cost. The sharp bolt
 * gets a canvas only as big as its bounds, repainted only while it is being drawn. The soft
 * flash gets a coarse one, painted once per strike. Both then fade through CSS opacity, which
 * the compositor applies without new pixels. Both are emptied between strikes.
 */
function createSurface(
  { bolt, flash }: LightningElements,
  boltCtx: CanvasRenderingContext2D,
  flashCtx: CanvasRenderingContext2D,
): Surface {
  let dpr = 1;
  let width = 0;
  let height = 0;
  let origin = { x: 0, y: 0 };
  /** How much of the current strike the bolt canvas holds; -1 for nothing. */
  let paintedReveal = -1;

  const placeBolt = (area: Rect) => {
    origin = { x: area.x, y: area.y };
    setCanvasSize(bolt, area.width, area.height);
    bolt.style.left = `${area.x / dpr}px`;
    bolt.style.top = `${area.y / dpr}px`;
    bolt.style.width = `${area.width / dpr}px`;
    bolt.style.height = `${area.height / dpr}px`;
    paintedReveal = -1;
  };

  const paintBolt = (strike: Strike, reveal: number) => {
    if (reveal === paintedReveal) return;
    boltCtx.setTransform(1, 0, 0, 1, 0, 0);
    boltCtx.clearRect(0, 0, bolt.width, bolt.height);
    boltCtx.setTransform(dpr, 0, 0, dpr, -origin.x, -origin.y);
    paintStrike(boltCtx, strike, reveal);
    paintedReveal = reveal;
  };

  const paintFlash = (strike: Strike) => {
    setCanvasSize(flash, Math.ceil(width / FLASH_SCALE), Math.ceil(height / FLASH_SCALE));
    flashCtx.setTransform(1, 0, 0, 1, 0, 0);
    flashCtx.clearRect(0, 0, flash.width, flash.height);
    const gradient = createFlash(flashCtx, strike, width, height);
    if (!gradient) return;
    flashCtx.setTransform(1 / FLASH_SCALE, 0, 0, 1 / FLASH_SCALE, 0, 0);
    flashCtx.fillStyle = gradient;
    flashCtx.fillRect(0, 0, width, height);
  };

  return {
    get width() {
      return width;
    },
    get height() {
      return height;
    },
    resize(cssWidth, cssHeight) {
      dpr = canvasPixelRatio(window.devicePixelRatio);
      width = cssWidth;
      height = cssHeight;
    },
    prepare(strike) {
      setOpacity(bolt, 0);
      setOpacity(flash, 0);
      placeBolt(deviceRect(strike.bounds, dpr, Math.round(width * dpr), Math.round(height * dpr)));
      paintFlash(strike);
    },
    show(strike, { reveal, alpha, flash: flashAlpha }) {
      paintBolt(strike, reveal);
      setOpacity(bolt, alpha);
      setOpacity(flash, flashAlpha);
    },
    clear() {
      setOpacity(bolt, 0);
      setOpacity(flash, 0);
      placeBolt({ x: 0, y: 0, width: 0, height: 0 });
      setCanvasSize(flash, 0, 0);
    },
  };
}

type Motion = { readonly reducedMotion: boolean; readonly interval: number };

function trackMotion(root: HTMLElement): { motion: Motion; dispose: () => void } {
  const reducedQuery = window.matchMedia("(prefers-reduced-motion: reduce)");
  const smallQuery = window.matchMedia(`(max-width: ${SMALL_SCREEN_MAX_WIDTH}px)`);
  const motion = { reducedMotion: false, interval: frameInterval(60) };

  const update = () => {
    motion.reducedMotion = reducedQuery.matches;
    const fps = targetFps({
      viewportWidth: window.innerWidth,
      reducedMotion: motion.reducedMotion,
    });
    motion.interval = frameInterval(fps);
    root.dataset.fps = String(fps);
  };

  update();
  reducedQuery.addEventListener("change", update);
  smallQuery.addEventListener("change", update);
  return {
    motion,
    dispose: () => {
      reducedQuery.removeEventListener("change", update);
      smallQuery.removeEventListener("change", update);
    },
  };
}

function trackSize(
  target: HTMLElement,
  onResize: (width: number, height: number) => void,
): () => void {
  const box = target.getBoundingClientRect();
  onResize(box.width, box.height);
  if (typeof ResizeObserver === "undefined") return () => {};
  const observer = new ResizeObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry) onResize(entry.contentRect.width, entry.contentRect.height);
  });
  observer.observe(target);
  return () => observer.disconnect();
}

function trackVisibility(target: Element, onChange: (visible: boolean) => void): () => void {
  let onScreen = typeof IntersectionObserver === "undefined";
  let tabVisible = document.visibilityState !== "hidden";
  const report = () => onChange(onScreen && tabVisible);

  const onVisibilityChange = () => {
    tabVisible = document.visibilityState !== "hidden";
    report();
  };
  const observer =
    typeof IntersectionObserver === "undefined"
      ? null
      : new IntersectionObserver(
          (entries) => {
            const entry = entries[entries.length - 1];
            if (!entry) return;
            onScreen = entry.isIntersecting;
            report();
          },
          { threshold: 0 },
        );

  observer?.observe(target);
  document.addEventListener("visibilitychange", onVisibilityChange);
  report();
  return () => {
    observer?.disconnect();
    document.removeEventListener("visibilitychange", onVisibilityChange);
  };
}

function createTimer() {
  let id: number | null = null;
  const cancel = () => {
    if (id !== null) window.clearTimeout(id);
    id = null;
  };
  const set = (delay: number, callback: () => void) => {
    cancel();
    id = window.setTimeout(() => {
      id = null;
      callback();
    }, delay);
  };
  return { set, cancel };
}

function createFrameLoop(interval: () => number, render: (now: number) => boolean) {
  let id: number | null = null;
  let lastFrameAt = Number.NEGATIVE_INFINITY;

  const stop = () => {
    if (id !== null) cancelAnimationFrame(id);
    id = null;
  };
  const tick = (now: number) => {
    id = requestAnimationFrame(tick);
    const next = throttleFrame(now, lastFrameAt, interval());
    if (next === null) return;
    lastFrameAt = next;
    if (!render(now)) stop();
  };
  const start = () => {
    stop();
    lastFrameAt = Number.NEGATIVE_INFINITY;
    id = requestAnimationFrame(tick);
  };
  return { start, stop };
}

/**
 * Strikes one after another while running: waits 4 to 8 s (the first strike sooner), then plays
 * drawing, holding, fading and cleanup, every phase shown for at least one frame.
 */
function createStrikePlayer(root: HTMLElement, surface: Surface, motion: Motion) {
  let running = false;
  let hasStruck = false;
  let strike: Strike | null = null;
  let phase: StrikePhase = "idle";

  const setPhase = (next: StrikePhase) => {
    if (next === phase) return;
    phase = next;
    root.dataset.phase = next;
  };
  const timer = createTimer();
  const loop = createFrameLoop(() => motion.interval, renderFrame);

  function begin() {
    if (!running) return;
    strike = createStrike(surface.width, surface.height, window.innerWidth);
    if (!strike) {
      timer.set(nextStrikeDelay(), begin);
      return;
    }
    surface.prepare(strike);
    hasStruck = true;
    loop.start();
  }

  function renderFrame(now: number): boolean {
    if (!strike) return false;
    const frame = strikeFrame(phase, strike.startedAt ?? now, now);
    strike.startedAt = frame.startedAt;
    switch (frame.phase) {
      case "idle":
        strike = null;
        setPhase("idle");
        timer.set(nextStrikeDelay(), begin);
        return false;
      case "cleanup":
        surface.clear();
        break;
      default:
        surface.show(strike, strikeVisuals(frame.phase, frame.progress, motion.reducedMotion));
    }
    setPhase(frame.phase);
    return true;
  }

  const setRunning = (next: boolean) => {
    if (next === running) return;
    running = next;
    root.dataset.running = String(next);
    if (next) {
      timer.set(hasStruck ? nextStrikeDelay() : firstStrikeDelay(), begin);
      return;
    }
    // Drop any strike in flight: resuming it later would jump straight to its end.
    loop.stop();
    timer.cancel();
    strike = null;
    surface.clear();
    setPhase("idle");
  };

  return { setRunning };
}

/**
 * Starts the accent in a dark band: it strikes while the band is on screen in a visible tab.
 * Returns a function that stops it and clears the canvases.
 */
export function startLightning(elements: LightningElements): () => void {
  const boltCtx = elements.bolt.getContext("2d");
  const flashCtx = elements.flash.getContext("2d");
  if (!boltCtx || !flashCtx) return () => {};

  const { root } = elements;
  const surface = createSurface(elements, boltCtx, flashCtx);
  const { motion, dispose: stopMotion } = trackMotion(root);
  const player = createStrikePlayer(root, surface, motion);
  const stopSizing = trackSize(root, surface.resize);
  const stopWatching = trackVisibility(root, player.setRunning);

  return () => {
    stopWatching();
    stopSizing();
    stopMotion();
    player.setRunning(false);
  };
}

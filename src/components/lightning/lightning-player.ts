import {
  SMALL_SCREEN_MAX_WIDTH,
  GLOW_MAX_WIDTH,
  boltBand,
  canvasPixelRatio,
  deviceRect,
  firstStrikeDelay,
  frameInterval,
  generateBolt,
  generateBranches,
  nextStrikeDelay,
  paddedBounds,
  strikeFrame,
  strikeVisuals,
  targetFps,
  throttleFrame,
  type Branch,
  type Point,
  type Rect,
  type StrikePhase,
  type StrikeVisuals,
} from "./lightning-strikes";
import type { PainterMessage } from "./lightning-painter.worker";

/*
 * The lightning accent's runtime on the page, for every dark band: strikes, their timeline,
 * scheduling and pausing. The painting happens in a worker (lightning-painter.worker.ts), which
 * owns the canvases; here each frame only sets two CSS opacities, which the compositor applies,
 * and, while the bolt is being drawn, tells the worker how much of it to show. State lives in
 * closures; the root element mirrors it in data-phase, data-fps and data-running for tests.
 */

/** Half the widest glow stroke, and a little more. */
const STROKE_PAD = GLOW_MAX_WIDTH / 2 + 2;

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
  show(visuals: StrikeVisuals): void;
  clear(): void;
};

function setOpacity(element: HTMLElement, opacity: number): void {
  const value = String(Math.round(opacity * 10_000) / 10_000);
  if (element.style.opacity !== value) element.style.opacity = value;
}

/**
 * Two canvases instead of one full-size one, and as few repaints as possible: every repainted
 * canvas is handed whole to the compositor. The sharp bolt gets a canvas only as big as its
 * bounds, repainted only while it is being drawn; the soft flash a coarse one, painted once per
 * strike. Both then fade through CSS opacity, which needs no new pixels, and are emptied
 * between strikes.
 */
function createSurface(
  { bolt, flash }: LightningElements,
  band: number,
  paint: (message: PainterMessage) => void,
): Surface {
  let dpr = 1;
  let width = 0;
  let height = 0;
  /** How much of the current strike the worker was last asked to show; -1 for nothing. */
  let shownReveal = -1;

  const placeBolt = (area: Rect) => {
    bolt.style.left = `${area.x / dpr}px`;
    bolt.style.top = `${area.y / dpr}px`;
    bolt.style.width = `${area.width / dpr}px`;
    bolt.style.height = `${area.height / dpr}px`;
    shownReveal = -1;
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
      const area = deviceRect(
        strike.bounds,
        dpr,
        Math.round(width * dpr),
        Math.round(height * dpr),
      );
      placeBolt(area);
      const { bolt: points, branches } = strike;
      paint({ kind: "prepare", band, bolt: points, branches, area, dpr, width, height });
    },
    show({ reveal, alpha, flash: flashAlpha }) {
      if (reveal !== shownReveal) {
        paint({ kind: "reveal", band, reveal });
        shownReveal = reveal;
      }
      setOpacity(bolt, alpha);
      setOpacity(flash, flashAlpha);
    },
    clear() {
      setOpacity(bolt, 0);
      setOpacity(flash, 0);
      placeBolt({ x: 0, y: 0, width: 0, height: 0 });
      paint({ kind: "clear", band });
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
        surface.show(strikeVisuals(frame.phase, frame.progress, motion.reducedMotion));
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

/** Whether this browser can hand a canvas to a worker; where it cannot, there is no accent. */
export function canPaintOffThread(): boolean {
  return (
    typeof Worker === "function" &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === "function"
  );
}

/**
 * Starts the accent in each dark band: it strikes while the band is on screen in a visible tab.
 * One painter worker serves every band. Returns a function that stops them all.
 */
export function startLightning(bands: readonly LightningElements[]): () => void {
  const painter = new Worker(new URL("./lightning-painter.worker.ts", import.meta.url));
  const paint = (message: PainterMessage, transfer: Transferable[] = []) =>
    painter.postMessage(message, transfer);
  const stops = bands.map((elements, band) => {
    const bolt = elements.bolt.transferControlToOffscreen();
    const flash = elements.flash.transferControlToOffscreen();
    paint({ kind: "adopt", band, bolt, flash }, [bolt, flash]);

    const { root } = elements;
    const surface = createSurface(elements, band, paint);
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
  });
  return () => {
    for (const stop of stops) stop();
    painter.terminate();
  };
}

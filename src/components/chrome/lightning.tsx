"use client";

import { useEffect, useRef } from "react";

import {
  boltBand,
  firstStrikeDelay,
  frameInterval,
  generateBolt,
  generateBranches,
  nextStrikeDelay,
  partialPath,
  phaseAt,
  strikeVisuals,
  targetFps,
  throttleFrame,
  unskippedStart,
  type Branch,
  type Point,
  type StrikePhase,
} from "@/lib/lightning";

export type LightningProps = { className?: string };

const CORE_RGB = "234, 241, 255";
const GLOW_RGB = "91, 140, 255";
const CORE_WIDTH = 1.6;
const BRANCH_WIDTH = 0.9;
const BRANCH_DIM = 0.5;
const MAX_DPR = 2;

type Strike = {
  /** Set on the first rendered frame so elapsed time uses the rAF clock. */
  startedAt: number | null;
  /** Dropped during cleanup; null means the canvas has already been cleared. */
  paths: { bolt: Point[]; branches: Branch[] } | null;
};

function strokePath(ctx: CanvasRenderingContext2D, points: ReadonlyArray<Point>): void {
  const [first, ...rest] = points;
  if (!first || rest.length === 0) return;
  ctx.beginPath();
  ctx.moveTo(first.x, first.y);
  for (const point of rest) ctx.lineTo(point.x, point.y);
  ctx.stroke();
}

/**
 * Decorative "electric accent": an occasional quiet bolt on the dark hero bands.
 * Absolutely positioned inside a `relative overflow-hidden` parent, so it never affects layout.
 * Runtime state lives on the DOM node (data-*) rather than in React state to avoid re-renders.
 */
export function Lightning({ className }: LightningProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;

    const reducedQuery = window.matchMedia("(prefers-reduced-motion: reduce)");
    const smallQuery = window.matchMedia("(max-width: 759px)");

    let reducedMotion = reducedQuery.matches;
    let interval = frameInterval(60);
    let dpr = 1;
    let width = 0;
    let height = 0;
    let onScreen = typeof IntersectionObserver === "undefined";
    let tabVisible = document.visibilityState !== "hidden";
    let running = false;
    let hasStruck = false;
    let strike: Strike | null = null;
    let rafId: number | null = null;
    let timerId: number | null = null;
    let lastFrameAt = Number.NEGATIVE_INFINITY;
    let phase: StrikePhase = "idle";

    const setPhase = (next: StrikePhase) => {
      if (next === phase) return;
      phase = next;
      canvas.dataset.phase = next;
    };

    const updateFps = () => {
      reducedMotion = reducedQuery.matches;
      const fps = targetFps({ viewportWidth: window.innerWidth, reducedMotion });
      interval = frameInterval(fps);
      canvas.dataset.fps = String(fps);
    };

    const clear = () => {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
    };

    const stopLoop = () => {
      if (rafId !== null) cancelAnimationFrame(rafId);
      rafId = null;
    };

    const clearTimer = () => {
      if (timerId !== null) window.clearTimeout(timerId);
      timerId = null;
    };

    const paint = (
      paths: NonNullable<Strike["paths"]>,
      phaseNow: StrikePhase,
      progress: number,
    ) => {
      const { reveal, alpha, flash } = strikeVisuals(phaseNow, progress, reducedMotion);
      clear();
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, 0, width, height);
      ctx.clip();

      const mainPath = partialPath(paths.bolt, reveal);
      const centre = paths.bolt[Math.floor(paths.bolt.length / 2)];
      if (flash > 0 && centre) {
        const radius = Math.max(width, height) * 0.6;
        const gradient = ctx.createRadialGradient(
          centre.x,
          centre.y,
          0,
          centre.x,
          centre.y,
          radius,
        );
        gradient.addColorStop(0, `rgba(${GLOW_RGB}, ${flash})`);
        gradient.addColorStop(1, `rgba(${GLOW_RGB}, 0)`);
        ctx.fillStyle = gradient;
        ctx.fillRect(0, 0, width, height);
      }

      ctx.lineJoin = "round";
      ctx.lineCap = "round";
      // shadowBlur ignores the transform, so it is scaled by dpr by hand.
      ctx.shadowColor = `rgba(${GLOW_RGB}, ${0.85 * alpha})`;

      ctx.shadowBlur = 6 * dpr;
      ctx.lineWidth = BRANCH_WIDTH;
      ctx.strokeStyle = `rgba(${CORE_RGB}, ${BRANCH_DIM * alpha})`;
      for (const branch of paths.branches) {
        const local = reveal >= 1 ? 1 : (reveal - branch.from) / (1 - branch.from);
        if (local > 0) strokePath(ctx, partialPath(branch.points, local));
      }

      ctx.shadowBlur = 14 * dpr;
      ctx.lineWidth = CORE_WIDTH * 2.2;
      ctx.strokeStyle = `rgba(${GLOW_RGB}, ${0.35 * alpha})`;
      strokePath(ctx, mainPath);

      ctx.shadowBlur = 5 * dpr;
      ctx.lineWidth = CORE_WIDTH;
      ctx.strokeStyle = `rgba(${CORE_RGB}, ${alpha})`;
      strokePath(ctx, mainPath);

      ctx.restore();
    };

    const schedule = (delay: number) => {
      clearTimer();
      timerId = window.setTimeout(startStrike, delay);
    };

    const frame = (now: number) => {
      rafId = requestAnimationFrame(frame);
      const next = throttleFrame(now, lastFrameAt, interval);
      if (next === null) return;
      lastFrameAt = next;
      if (!strike) {
        stopLoop();
        return;
      }

      strike.startedAt = unskippedStart(phase, strike.startedAt ?? now, now);
      const { phase: phaseNow, progress } = phaseAt(now - strike.startedAt);

      if (phaseNow === "cleanup" || phaseNow === "idle") {
        // Cleanup always gets its own frame, even if a slow frame jumped past its window.
        if (strike.paths) {
          clear();
          strike.paths = null;
          setPhase("cleanup");
          return;
        }
        if (phaseNow === "idle") {
          strike = null;
          stopLoop();
          setPhase("idle");
          schedule(nextStrikeDelay());
        }
        return;
      }

      if (strike.paths) paint(strike.paths, phaseNow, progress);
      setPhase(phaseNow);
    };

    function startStrike() {
      timerId = null;
      if (!running) return;
      if (width < 1 || height < 1) {
        schedule(nextStrikeDelay());
        return;
      }
      hasStruck = true;
      const band = boltBand(window.innerWidth);
      const bandStart = width * band.start;
      const bandWidth = width * (band.end - band.start);
      const offset = (p: Point): Point => ({ x: p.x + bandStart, y: p.y });
      const bolt = generateBolt(Math.random, bandWidth, height);
      const branches = generateBranches(Math.random, bolt, bandWidth, height).map((branch) => ({
        from: branch.from,
        points: branch.points.map(offset),
      }));
      strike = { startedAt: null, paths: { bolt: bolt.map(offset), branches } };
      lastFrameAt = Number.NEGATIVE_INFINITY;
      stopLoop();
      rafId = requestAnimationFrame(frame);
    }

    const setRunning = (next: boolean) => {
      if (next === running) return;
      running = next;
      canvas.dataset.running = String(next);
      if (next) {
        schedule(hasStruck ? nextStrikeDelay() : firstStrikeDelay());
        return;
      }
      // Abandon any strike in flight; resuming mid-strike would jump straight to its end.
      stopLoop();
      clearTimer();
      strike = null;
      clear();
      setPhase("idle");
    };

    const syncRunning = () => setRunning(onScreen && tabVisible);

    const resize = (cssWidth: number, cssHeight: number) => {
      dpr = Math.min(window.devicePixelRatio || 1, MAX_DPR);
      width = cssWidth;
      height = cssHeight;
      const deviceWidth = Math.max(1, Math.round(cssWidth * dpr));
      const deviceHeight = Math.max(1, Math.round(cssHeight * dpr));
      if (canvas.width !== deviceWidth) canvas.width = deviceWidth;
      if (canvas.height !== deviceHeight) canvas.height = deviceHeight;
    };

    const onVisibility = () => {
      tabVisible = document.visibilityState !== "hidden";
      syncRunning();
    };

    updateFps();
    const initialBox = canvas.getBoundingClientRect();
    resize(initialBox.width, initialBox.height);

    const resizeObserver =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver((entries) => {
            const entry = entries[entries.length - 1];
            if (entry) resize(entry.contentRect.width, entry.contentRect.height);
          });
    resizeObserver?.observe(canvas);

    const intersectionObserver =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(
            (entries) => {
              const entry = entries[entries.length - 1];
              if (!entry) return;
              onScreen = entry.isIntersecting;
              syncRunning();
            },
            { threshold: 0 },
          );
    intersectionObserver?.observe(canvas);

    document.addEventListener("visibilitychange", onVisibility);
    reducedQuery.addEventListener("change", updateFps);
    smallQuery.addEventListener("change", updateFps);
    syncRunning();

    return () => {
      stopLoop();
      clearTimer();
      resizeObserver?.disconnect();
      intersectionObserver?.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
      reducedQuery.removeEventListener("change", updateFps);
      smallQuery.removeEventListener("change", updateFps);
      strike = null;
      running = false;
      clear();
      canvas.dataset.running = "false";
      canvas.dataset.phase = "idle";
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      role="presentation"
      data-lightning=""
      data-phase="idle"
      data-fps="60"
      data-running="false"
      className={`pointer-events-none absolute inset-0 h-full w-full${className ? ` ${className}` : ""}`}
    />
  );
}

// Draws the home hero's loop (needs ffmpeg). Each moving part completes a whole number of cycles
// in the loop, so the last frame runs into the first without a seam.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { brandColors } from "../../src/config/brand";
import { heroMedia } from "../../src/config/hero-media";

const { width: W, height: H } = heroMedia;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const TAU = Math.PI * 2;

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const publicPath = (url: string) => join(root, "public", url);

type Wave = {
  y: number;
  amplitude: number;
  wavelength: number;
  drift: number;
  phase: number;
  opacity: number;
};

const waves: Wave[] = [
  { y: 0.5, amplitude: 58, wavelength: 1.15, drift: 1, phase: 0.0, opacity: 0.85 },
  { y: 0.56, amplitude: 44, wavelength: 0.9, drift: -1, phase: 1.3, opacity: 0.55 },
  { y: 0.62, amplitude: 70, wavelength: 1.4, drift: 1, phase: 2.4, opacity: 0.7 },
  { y: 0.68, amplitude: 36, wavelength: 0.75, drift: 2, phase: 0.7, opacity: 0.4 },
  { y: 0.74, amplitude: 52, wavelength: 1.05, drift: -1, phase: 3.6, opacity: 0.5 },
  { y: 0.44, amplitude: 30, wavelength: 0.85, drift: -2, phase: 5.0, opacity: 0.3 },
];

/** The height of a wave at x (0–1 of the width) at time t (0–1 of the loop). */
function waveY(wave: Wave, x: number, t: number): number {
  // Calm on the left, where the headline sits; fuller to the right.
  const envelope = 0.35 + 0.65 * Math.sin((Math.PI * (x + 0.15)) / 1.3) ** 2;
  const breathe = 1 + 0.18 * Math.sin(TAU * t + wave.phase);
  const main = Math.sin(TAU * (x / wave.wavelength) - TAU * wave.drift * t + wave.phase);
  const ripple = 0.25 * Math.sin(TAU * (x / (wave.wavelength * 0.37)) + TAU * t + wave.phase * 2);
  return wave.y * H + wave.amplitude * envelope * breathe * (main + ripple);
}

function wavePath(wave: Wave, t: number): string {
  const steps = 96;
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = -0.05 + (1.1 * i) / steps;
    points.push(`${(x * W).toFixed(1)},${waveY(wave, x, t).toFixed(1)}`);
  }
  return `M${points.join("L")}`;
}

type Pulse = { wave: number; from: number; travel: number; offset: number };

const pulses: Pulse[] = [
  { wave: 0, from: 0.42, travel: 0.5, offset: 0 },
  { wave: 2, from: 0.5, travel: 0.42, offset: 0.45 },
  { wave: 4, from: 0.36, travel: 0.5, offset: 0.72 },
];

const RING_CENTRE = { x: 0.8, y: 0.46 };
const RINGS = 3;

function frameSvg(t: number): string {
  const glowA = 0.34 + 0.08 * Math.sin(TAU * t);
  const glowB = 0.22 + 0.06 * Math.sin(TAU * t + Math.PI);
  const lines = waves
    .map((wave) => {
      const d = wavePath(wave, t);
      return `<path d="${d}" stroke="url(#fade)" stroke-width="9" opacity="${(wave.opacity * 0.45).toFixed(3)}" filter="url(#soft)"/>
<path d="${d}" stroke="url(#fade)" stroke-width="2.2" opacity="${wave.opacity.toFixed(3)}"/>`;
    })
    .join("\n");
  const dots = pulses
    .map((pulse) => {
      const p = (t + pulse.offset) % 1;
      const x = pulse.from + pulse.travel * p;
      const wave = waves[pulse.wave];
      if (!wave) throw new Error(`pulse names wave ${pulse.wave}`);
      const y = waveY(wave, x, t);
      const alpha = Math.sin(Math.PI * p) ** 2;
      return `<circle cx="${(x * W).toFixed(1)}" cy="${y.toFixed(1)}" r="44" fill="url(#pulse)" opacity="${alpha.toFixed(3)}"/>
<circle cx="${(x * W).toFixed(1)}" cy="${y.toFixed(1)}" r="3.5" fill="${brandColors.boltPale}" opacity="${(0.9 * alpha).toFixed(3)}"/>`;
    })
    .join("\n");
  const rings = Array.from({ length: RINGS }, (_, i) => {
    const p = (t + i / RINGS) % 1;
    const alpha = Math.sin(Math.PI * p) * (1 - p) * 0.55;
    const r = 40 + p * 300;
    return `<circle cx="${RING_CENTRE.x * W}" cy="${RING_CENTRE.y * H}" r="${r.toFixed(1)}" stroke="${brandColors.bolt}" stroke-width="1.8" opacity="${alpha.toFixed(3)}"/>`;
  }).join("\n");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" fill="none">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#071327"/>
    <stop offset="0.55" stop-color="${brandColors.ink}"/>
    <stop offset="1" stop-color="#0a1a34"/>
  </linearGradient>
  <radialGradient id="glowA" cx="0.86" cy="0.1" r="0.62">
    <stop offset="0" stop-color="${brandColors.accent}" stop-opacity="${glowA.toFixed(3)}"/>
    <stop offset="1" stop-color="${brandColors.accent}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="glowB" cx="0.04" cy="1.05" r="0.55">
    <stop offset="0" stop-color="${brandColors.teal}" stop-opacity="${glowB.toFixed(3)}"/>
    <stop offset="1" stop-color="${brandColors.teal}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="fade" x1="0" y1="0" x2="${W}" y2="0" gradientUnits="userSpaceOnUse">
    <stop offset="0" stop-color="${brandColors.bolt}" stop-opacity="0.05"/>
    <stop offset="0.45" stop-color="${brandColors.bolt}" stop-opacity="0.45"/>
    <stop offset="0.8" stop-color="#8fb0ff" stop-opacity="0.9"/>
    <stop offset="1" stop-color="${brandColors.bolt}" stop-opacity="0.3"/>
  </linearGradient>
  <radialGradient id="pulse">
    <stop offset="0" stop-color="#8fb0ff" stop-opacity="0.75"/>
    <stop offset="1" stop-color="${brandColors.accent}" stop-opacity="0"/>
  </radialGradient>
  <filter id="soft" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glowA)"/>
<rect width="${W}" height="${H}" fill="url(#glowB)"/>
${rings}
${lines}
${dots}
</svg>`;
}

function ffmpeg(args: string[]): void {
  const result = spawnSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "inherit",
  });
  if (result.error) throw new Error(`ffmpeg could not run (${result.error.message}); install it`);
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(" ")} failed`);
}

const frames = mkdtempSync(join(tmpdir(), "hero-frames-"));
try {
  for (let i = 0; i < FRAMES; i++) {
    const png = await sharp(Buffer.from(frameSvg(i / FRAMES)))
      .png()
      .toBuffer();
    writeFileSync(join(frames, `${String(i).padStart(4, "0")}.png`), png);
  }
  const input = ["-framerate", String(FPS), "-i", join(frames, "%04d.png")];
  const [webm, mp4] = heroMedia.sources.map((source) => publicPath(source.src));
  if (!webm || !mp4) throw new Error("hero-media.ts names a WebM and an MP4 source");
  mkdirSync(dirname(webm), { recursive: true });

  const vp9 = ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "42", "-row-mt", "1", "-g", "96"];
  const passlog = join(frames, "vp9");
  ffmpeg([...input, ...vp9, "-pass", "1", "-passlogfile", passlog, "-an", "-f", "null", "-"]);
  ffmpeg([...input, ...vp9, "-pass", "2", "-passlogfile", passlog, "-an", webm]);
  // H.264 for browsers without VP9, with the index up front so playback starts at once.
  ffmpeg([
    ...input,
    ...["-c:v", "libx264", "-preset", "veryslow", "-crf", "31"],
    ...["-pix_fmt", "yuv420p", "-profile:v", "high", "-g", "96", "-movflags", "+faststart"],
    "-an",
    mp4,
  ]);
  await sharp(join(frames, "0000.png"))
    .webp({ quality: 72, smartSubsample: true, effort: 6 })
    .toFile(publicPath(heroMedia.poster));

  for (const url of [heroMedia.poster, ...heroMedia.sources.map((source) => source.src)]) {
    const { size } = statSync(publicPath(url));
    if (size === 0) throw new Error(`${url} came out empty`);
    console.log(`${url}: ${(size / 1024).toFixed(1)} KB`);
  }
} finally {
  rmSync(frames, { recursive: true, force: true });
}

#!/usr/bin/env node
// Adds lockfile entries for platform-specific optional packages (native builds for other
// operating systems and CPUs) that the registry this project is locked against does not serve.
// Without them `npm ci` refuses the lockfile as out of sync on every platform. Each entry carries
// the os/cpu it is for, so npm skips it wherever it does not apply.
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const OS = ["android", "darwin", "freebsd", "linux", "openharmony", "win32", "wasm32"];
const CPU = ["arm64", "x64", "arm", "ia32", "loong64", "ppc64", "riscv64", "s390x"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => OS.includes(part));
  if (!os) return null;
  if (os === "wasm32") return { cpu: ["wasm32"] };
  const cpu = parts.find((part) => CPU.includes(part));
  return cpu ? { os: [os], cpu: [cpu] } : null;
}

const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const added = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === "" ? "" : `${path}/`;
    const nested = `${base}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    // Only exact versions can be pinned without the registry's answer.
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) continue;
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...platform };
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `added ${added.length}: ${added.join(", ")}` : "lockfile already complete",
);

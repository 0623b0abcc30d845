import { existsSync } from "node:fs";
import { join } from "node:path";

const ENV_FILES = [".env.local", ".env"];

/** A value already set in the environment wins, then the earlier file. */
export function loadEnvFiles(folder = process.cwd()): void {
  for (const name of ENV_FILES) {
    const file = join(folder, name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

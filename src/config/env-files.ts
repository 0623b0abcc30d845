import { existsSync } from "node:fs";
import { join } from "node:path";

/** Local settings files, most specific first; a variable set in the environment always wins. */
const ENV_FILES = [".env.local", ".env"];

/**
 * Loads `.env.local` and `.env` from the project folder into process.env, as the build, the
 * server and the leads command all read their settings from there. A value already set in the
 * environment is kept, and an earlier file wins over a later one.
 */
export function loadEnvFiles(folder = process.cwd()): void {
  for (const name of ENV_FILES) {
    const file = join(folder, name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

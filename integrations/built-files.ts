import { readdir } from "node:fs/promises";
import { extname, join } from "node:path";

export async function* builtFiles(
  dir: string,
  extensions: ReadonlySet<string>,
): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(path, extensions);
    else if (extensions.has(extname(entry.name))) yield path;
  }
}

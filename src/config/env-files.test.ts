import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnvFiles } from "./env-files";

/** Names no other test or setting uses, removed from the environment after each test. */
const PREFIX = `ENV_FILES_TEST_${process.pid}_`;
const name = (key: string) => `${PREFIX}${key}`;

describe("loadEnvFiles", () => {
  const folders: string[] = [];
  const folder = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), "env-files-"));
    folders.push(dir);
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
    return dir;
  };
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (key.startsWith(PREFIX)) delete process.env[key];
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("lets .env.local win over .env, and the environment over both", () => {
    process.env[name("FROM_ENVIRONMENT")] = "environment";
    loadEnvFiles(
      folder({
        ".env": [
          `${name("ONLY_IN_ENV")}=env`,
          `${name("IN_BOTH")}=env`,
          `${name("FROM_ENVIRONMENT")}=env`,
        ].join("\n"),
        ".env.local": [`${name("IN_BOTH")}=local`, `${name("FROM_ENVIRONMENT")}=local`].join("\n"),
      }),
    );
    expect(process.env[name("ONLY_IN_ENV")]).toBe("env");
    expect(process.env[name("IN_BOTH")]).toBe("local");
    expect(process.env[name("FROM_ENVIRONMENT")]).toBe("environment");
  });

  it("reads either file alone, quoted values and comments as dotenv files have them", () => {
    loadEnvFiles(folder({ ".env": `# the site\n${name("SITE")}="https://www.example.org"\n` }));
    expect(process.env[name("SITE")]).toBe("https://www.example.org");
    loadEnvFiles(folder({ ".env.local": `${name("LOCAL")}=yes # for this machine\n` }));
    expect(process.env[name("LOCAL")]).toBe("yes");
  });

  it("leaves the environment as it is in a folder with neither file", () => {
    const before = { ...process.env };
    loadEnvFiles(folder({ ".env.example": `${name("EXAMPLE")}=no\n` }));
    expect(process.env).toEqual(before);
  });
});

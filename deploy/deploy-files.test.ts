// The deploy files are run nowhere here (no container runtime, no systemd), so this reads them
// and checks they run what package.json, .nvmrc and docs/deploy.md say, and fit each other.
import { existsSync, readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { siteEnvSchema } from "@/config/schema";

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
const exists = (path: string) => existsSync(new URL(`../${path}`, import.meta.url));

const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
const siteVariables = Object.keys(siteEnvSchema.shape).sort();

/** `KEY=value KEY2=value2` as an object. */
const assignments = (text: string): Record<string, string> =>
  Object.fromEntries(text.split(/\s+/).map((pair) => pair.split(/=(.*)/s).slice(0, 2)));

/** The Dockerfile's stages, each a list of [INSTRUCTION, arguments], without comments. */
function dockerStages(text: string): [string, string][][] {
  const stages: [string, string][][] = [];
  for (const line of text.replace(/\\\n/g, " ").split("\n")) {
    const [, keyword, rest = ""] = /^\s*([A-Z]+)\s+(.*)$/.exec(line) ?? [];
    if (keyword === "FROM") stages.push([]);
    if (keyword) stages.at(-1)?.push([keyword, rest.trim()]);
  }
  return stages;
}

const stages = dockerStages(read("deploy/Dockerfile"));
const build = stages[0] ?? [];
const runtime = stages.at(-1) ?? [];
const all = (stage: [string, string][], keyword: string) =>
  stage.filter(([k]) => k === keyword).map(([, rest]) => rest);
const image = {
  command: (JSON.parse(all(runtime, "CMD")[0] ?? "[]") as string[]).join(" "),
  env: assignments(all(runtime, "ENV").join(" ")),
};

type Service = {
  build?: { context: string; dockerfile: string; args: Record<string, string> };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
};
const compose = load(read("deploy/compose.yaml")) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { site = {}, worker = {} } = compose.services;

/** A systemd unit's settings; a setting given on several lines keeps each. */
function unit(path: string) {
  const settings = [...read(path).matchAll(/^(\w+)=(.*)$/gm)];
  const get = (key: string) => settings.filter(([, k]) => k === key).map(([, , value]) => value);
  return { get, environment: assignments(get("Environment").join(" ")) };
}
const siteUnit = unit("deploy/voltcare-site.service");
const workerUnit = unit("deploy/voltcare-worker.service");

describe("deploy/Dockerfile", () => {
  it("builds and runs on the Node major version of .nvmrc", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const major = read(".nvmrc").trim().replace(/^v/, "").split(".")[0];
    for (const stage of stages) expect(all(stage, "FROM")[0]).toMatch(RegExp(`^node:${major}\\b`));
  });

  it("builds with npm ci and npm run build, every site variable given as a build argument", () => {
    const runs = all(build, "RUN");
    expect(runs).toContain("npm ci");
    expect(runs.at(-1)).toBe("npm run build");
    expect(all(build, "ARG").sort()).toEqual(siteVariables);
  });

  it("runs the start script from runtime dependencies and the build, as a non-root user", () => {
    expect(all(runtime, "RUN")[0]).toMatch(/^npm ci --omit=dev\b/);
    expect(all(runtime, "COPY")).toContain("--from=build /app/dist ./dist");
    expect(image.command).toBe(scripts.start);
    expect(all(runtime, "USER")).toHaveLength(1);
    expect(all(runtime, "USER")[0]).not.toMatch(/^(root|0)(:|$)/);
  });

  it("checks health on /healthz, at the port the server listens on", () => {
    const [check = ""] = all(runtime, "HEALTHCHECK");
    expect(check).toMatch(/CMD \[.*127\.0\.0\.1:.*process\.env\.PORT.*\/healthz/);
    expect(image.env.HOSTNAME).toBe("0.0.0.0");
  });
});

describe("deploy/compose.yaml", () => {
  it("builds the Dockerfile with the site variables and runs the start and worker scripts", () => {
    for (const service of [site, worker]) {
      expect(exists(`deploy/${service.build?.context}/${service.build?.dockerfile}`)).toBe(true);
      expect(Object.keys(service.build?.args ?? {}).sort()).toEqual(siteVariables);
    }
    expect(site.command?.join(" ") ?? image.command).toBe(scripts.start);
    expect(worker.command?.join(" ")).toBe(scripts.worker);
  });

  it("stores leads in PostgreSQL 16 on a named volume, started before the site and worker", () => {
    const db = compose.services.db ?? {};
    expect(db.image).toMatch(/^postgres:16\b/);
    const [volume] = (db.volumes ?? []).map((mount) => mount.split(":")[0] ?? "");
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(db.healthcheck?.test).toContain("pg_isready");
    for (const service of [site, worker]) {
      const url = service.environment?.DATABASE_URL?.replace(/\$\{[^}]*\}/g, "password");
      expect(new URL(url ?? "").hostname).toBe("db");
      expect(service.depends_on?.db?.condition).toBe("service_healthy");
    }
    expect(site.environment?.LEAD_WORKER).toBe("off");
    // Caddy on the host is the one proxy in front.
    expect(site.environment?.TRUSTED_PROXY_HOPS).toBe("1");
  });

  it("publishes the server on 127.0.0.1 only, for Caddy", () => {
    expect(site.ports).toEqual([`127.0.0.1:${siteUnit.environment.PORT}:${image.env.PORT}`]);
  });
});

describe("the systemd units", () => {
  it("run the start and worker scripts as a non-root user", () => {
    expect(siteUnit.get("ExecStart")).toEqual([scripts.start]);
    expect(workerUnit.get("ExecStart")).toEqual([scripts.worker]);
    for (const { get } of [siteUnit, workerUnit]) expect(get("User")[0]).not.toMatch(/^(root|0)?$/);
  });

  it("leave the deliveries to the worker unit", () => {
    expect(siteUnit.environment.LEAD_WORKER).toBe("off");
  });

  it("trust the one proxy in front, Caddy", () => {
    expect(siteUnit.environment.TRUSTED_PROXY_HOPS).toBe("1");
  });
});

describe("deploy/Caddyfile", () => {
  it("proxies to the port the site unit and compose's site listen on", () => {
    const upstreams = [...read("deploy/Caddyfile").matchAll(/reverse_proxy\s+(\S+)/g)];
    expect(upstreams.map(([, upstream]) => upstream)).toEqual([
      `127.0.0.1:${siteUnit.environment.PORT}`,
    ]);
  });
});

describe("the deploying guide (docs/deploy.md)", () => {
  const section = read("docs/deploy.md");
  const code = [...section.matchAll(/^ *```\w*\n([\s\S]*?)^ *```/gm)].map(
    ([, block = ""]) => block,
  );

  it("runs only scripts package.json defines", () => {
    const named = code.flatMap((block) =>
      [...block.matchAll(/\bnpm (?:run )?([\w:-]+)/g)].map(([, name = ""]) => name),
    );
    const scriptsNamed = named.filter((name) => !["ci", "install", "exec"].includes(name));
    expect(scriptsNamed).toContain("build");
    for (const name of scriptsNamed) expect(Object.keys(scripts)).toContain(name);
  });

  it("names deploy files that exist", () => {
    // deploy/.env is the operator's own.
    const files = [...section.matchAll(/\bdeploy\/(?!\.)[\w.-]*\w/g)].map(([path]) => path);
    expect(files).toContain("deploy/compose.yaml");
    for (const file of files) expect(exists(file), file).toBe(true);
  });
});

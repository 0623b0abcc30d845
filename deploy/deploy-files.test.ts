// The deploy files are run nowhere here (no container runtime, no systemd), so this reads them
// and checks they run what package.json, .nvmrc and docs/deploy.md say, and fit each other; and
// has each checked by the tool made for it where one is installed (systemd-analyze, Caddy,
// docker compose; the Dockerfile by dockerfile-utils, the linter of editors' Docker support).
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { validate } from "dockerfile-utils";
import { load } from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import { siteEnvSchema } from "@/config/schema";
import { EXIT_BAD_CONFIGURATION } from "../cli/configuration";

const repository = new URL("..", import.meta.url).pathname;
const read = (path: string) => readFileSync(join(repository, path), "utf8");
const exists = (path: string) => existsSync(join(repository, path));

/** Runs a checking tool; null when it is not installed here. */
function check(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: repository, encoding: "utf8" });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") return null;
  return { code: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}
const installed = (command: string) => check(command, ["--version"]) !== null;

const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
const siteVariables = Object.keys(siteEnvSchema.shape).sort();

/** `KEY=value KEY2=value2` as an object. */
const assignments = (text: string): Record<string, string> =>
  Object.fromEntries(text.split(/\s+/).map((pair) => pair.split(/=(.*)/s).slice(0, 2)));

/** The Dockerfile's stages by name, each a list of [INSTRUCTION, arguments], without comments. */
function dockerStages(text: string): Map<string, [string, string][]> {
  const stages = new Map<string, [string, string][]>();
  let stage: [string, string][] = [];
  for (const line of text.replace(/\\\n/g, " ").split("\n")) {
    const [, keyword, rest = ""] = /^\s*([A-Z]+)\s+(.*)$/.exec(line) ?? [];
    if (keyword === "FROM") {
      stage = [];
      stages.set(/ AS (\S+)$/i.exec(rest)?.[1] ?? String(stages.size), stage);
    }
    if (keyword) stage.push([keyword, rest.trim()]);
  }
  return stages;
}

const dockerfile = read("deploy/Dockerfile");
const stages = dockerStages(dockerfile);
const stage = (name: string) => stages.get(name) ?? [];
const build = stage("build");
const runtime = [...stages.values()].at(-1) ?? [];
const all = (stage: [string, string][], keyword: string) =>
  stage.filter(([k]) => k === keyword).map(([, rest]) => rest);
const image = {
  command: (JSON.parse(all(runtime, "CMD")[0] ?? "[]") as string[]).join(" "),
  env: assignments(all(runtime, "ENV").join(" ")),
};

type Service = {
  build?: { context: string; dockerfile: string; args: Record<string, string> };
  image?: string;
  pull_policy?: string;
  command?: string[];
  environment?: Record<string, string>;
  env_file?: string;
  secrets?: string[];
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  logging?: { driver: string; options: Record<string, string> };
  read_only?: boolean;
  cap_drop?: string[];
  security_opt?: string[];
};
const compose = load(read("deploy/compose.yaml")) as {
  services: Record<string, Service>;
  secrets: Record<string, { file: string }>;
  volumes: Record<string, unknown>;
};
const { site = {}, worker = {}, db = {} } = compose.services;

/** A systemd unit's settings; a setting given on several lines keeps each. */
function unit(path: string) {
  const settings = [...read(path).matchAll(/^(\w+)=(.*)$/gm)];
  const get = (key: string) => settings.filter(([, k]) => k === key).map(([, , value]) => value);
  return {
    get,
    environment: assignments(get("Environment").join(" ")),
    /** Every setting but those that make the unit what it is: what it runs and with what. */
    shared: settings
      .filter(([, key]) => !["Description", "Environment", "ExecStart"].includes(key ?? ""))
      .map(([line]) => line),
  };
}
const unitFiles = ["deploy/voltcare-site.service", "deploy/voltcare-worker.service"];
const [siteUnit, workerUnit] = unitFiles.map(unit) as [
  ReturnType<typeof unit>,
  ReturnType<typeof unit>,
];

describe("deploy/Dockerfile", () => {
  it("starts every stage from one Node image of .nvmrc's major version, pinned by digest", () => {
    const major = read(".nvmrc").trim().replace(/^v/, "").split(".")[0];
    const [base, ...others] = [...stages.values()].map(
      (instructions) => all(instructions, "FROM")[0],
    );
    expect(base).toMatch(RegExp(`^node:${major}-slim@sha256:[0-9a-f]{64} AS base$`));
    for (const from of others) expect(from).toMatch(/^base AS \w+$/);
  });

  it("builds with npm ci and npm run build, every site variable given as a build argument", () => {
    const runs = all(build, "RUN");
    expect(runs[0]).toMatch(/\bnpm ci --no-audit --no-fund$/);
    expect(runs.at(-1)).toBe("npm run build");
    expect(all(build, "ARG").sort()).toEqual(siteVariables);
  });

  it("installs the runtime dependencies once, in their own stage, and copies them into the runtime", () => {
    expect(all(stage("dependencies"), "RUN")).toEqual([
      expect.stringMatching(/\bnpm ci --omit=dev --no-audit --no-fund$/),
    ]);
    expect(all(runtime, "COPY")).toEqual([
      "--from=dependencies /app/node_modules ./node_modules",
      "--from=build /app/dist ./dist",
    ]);
    expect(all(runtime, "RUN").join(" ")).not.toMatch(/\bnpm\b/);
  });

  it("runs the start script in production, as a non-root user", () => {
    expect(image.command).toBe(scripts.start);
    expect(image.env.NODE_ENV).toBe("production");
    expect(all(runtime, "USER")).toHaveLength(1);
    expect(all(runtime, "USER")[0]).not.toMatch(/^(root|0)(:|$)/);
  });

  it("checks health on /healthz, at the port the server listens on", () => {
    const [check = ""] = all(runtime, "HEALTHCHECK");
    expect(check).toMatch(/CMD \[.*127\.0\.0\.1:.*process\.env\.PORT.*\/healthz/);
    expect(image.env.HOSTNAME).toBe("0.0.0.0");
  });

  it("passes dockerfile-utils' checks", () => {
    expect(
      validate(dockerfile).map(({ message, range }) => `${range.start.line + 1}: ${message}`),
    ).toEqual([]);
  });
});

describe("deploy/compose.yaml", () => {
  const apps = [site, worker];

  it("builds the image once, with the site variables, and runs the start and worker scripts from it", () => {
    expect(exists(`deploy/${site.build?.context}/${site.build?.dockerfile}`)).toBe(true);
    expect(Object.keys(site.build?.args ?? {}).sort()).toEqual(siteVariables);
    expect(worker.build).toBeUndefined();
    expect(worker.image).toBe(site.image);
    expect(worker.pull_policy).toBe("never");
    expect(site.command?.join(" ") ?? image.command).toBe(scripts.start);
    expect(worker.command?.join(" ")).toBe(scripts.worker);
  });

  it("stores leads in PostgreSQL 16, pinned by digest, on a named volume, started before the apps", () => {
    expect(db.image).toMatch(/^postgres:16@sha256:[0-9a-f]{64}$/);
    const [volume] = (db.volumes ?? []).map((mount) => mount.split(":")[0] ?? "");
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(db.healthcheck?.test).toContain("pg_isready");
    for (const service of apps) {
      expect(new URL(service.environment?.DATABASE_URL ?? "").hostname).toBe("db");
      expect(service.depends_on?.db?.condition).toBe("service_healthy");
    }
    expect(site.environment?.LEAD_WORKER).toBe("off");
    // Caddy on the host is the one proxy in front.
    expect(site.environment?.TRUSTED_PROXY_HOPS).toBe("1");
  });

  it("keeps the database password in a secret file: in no URL, no environment, no image", () => {
    const file = compose.secrets.postgres_password?.file ?? "";
    expect(file).toBe("./postgres_password");
    for (const ignored of [".gitignore", ".dockerignore"]) {
      expect(read(ignored).split("\n"), ignored).toContain("deploy/postgres_password");
    }
    expect(db.environment?.POSTGRES_PASSWORD_FILE).toBe("/run/secrets/postgres_password");
    expect(db.secrets).toEqual(["postgres_password"]);
    for (const service of apps) {
      expect(service.secrets).toEqual(["postgres_password"]);
      expect(service.environment?.DATABASE_PASSWORD_FILE).toBe("/run/secrets/postgres_password");
      const { password, username } = new URL(service.environment?.DATABASE_URL ?? "");
      expect([username, password]).toEqual([db.environment?.POSTGRES_USER, ""]);
    }
    expect(read("deploy/compose.yaml")).not.toMatch(/\$\{?POSTGRES_PASSWORD\b/);
  });

  it("rotates every container's log, and runs the apps read-only, without privileges or capabilities", () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.logging?.options, name).toMatchObject({
        "max-size": expect.any(String),
        "max-file": expect.any(String),
      });
      expect(service.security_opt, name).toContain("no-new-privileges:true");
    }
    for (const service of apps) {
      expect(service.read_only).toBe(true);
      expect(service.cap_drop).toEqual(["ALL"]);
    }
  });

  it("publishes the server on 127.0.0.1 only, for Caddy", () => {
    expect(site.ports).toEqual([`127.0.0.1:${siteUnit.environment.PORT}:${image.env.PORT}`]);
  });

  const composeCommand = installed("docker-compose")
    ? ["docker-compose"]
    : check("docker", ["compose", "version"])?.code === 0
      ? ["docker", "compose"]
      : null;
  it.runIf(composeCommand)(
    "passes docker compose's own check, given its .env and password file",
    () => {
      // A copy, so the operator's own deploy/.env and password file are neither needed nor touched.
      const folder = mkdtempSync(join(tmpdir(), "compose-"));
      afterAll(() => rmSync(folder, { recursive: true, force: true }));
      cpSync(join(repository, "deploy"), join(folder, "deploy"), { recursive: true });
      writeFileSync(
        join(folder, "deploy", ".env"),
        "SITE_URL=https://www.example.com\nSCHEDULER_URL=https://calendly.com/example/demo\n",
      );
      writeFileSync(join(folder, "deploy", "postgres_password"), "0123456789abcdef\n");
      const [command = "", ...args] = composeCommand ?? [];
      const result = check(command, [
        ...args,
        "-f",
        join(folder, "deploy", "compose.yaml"),
        "config",
        "--quiet",
      ]);
      expect(result).toEqual({ code: 0, output: "" });
    },
  );
});

const backupUnitFiles = ["deploy/voltcare-replica.service", "deploy/voltcare-snapshot.service"];
const [replicaUnit, snapshotUnit] = backupUnitFiles.map(unit) as [
  ReturnType<typeof unit>,
  ReturnType<typeof unit>,
];
/** A unit's confinement: its shared settings less those that say when, where and why it runs. */
const confinement = ({ shared }: ReturnType<typeof unit>) =>
  shared.filter(
    (line) =>
      !/^(Wants|WantedBy|After|StartLimit\w+|Type|Restart\w*|TimeoutStopSec|ReadWritePaths|EnvironmentFile)=/.test(
        line,
      ),
  );

describe("the backup units", () => {
  it("run the replica with package.json's litestream script, beside the site, stopped by a bad setting like it", () => {
    expect(replicaUnit.get("ExecStart")).toEqual([
      `${(scripts.litestream ?? "").replace(/^node /, "/usr/bin/node ")} replicate`,
    ]);
    expect(replicaUnit.get("RestartPreventExitStatus")).toEqual([String(EXIT_BAD_CONFIGURATION)]);
    expect(replicaUnit.get("Restart")).toEqual(["on-failure"]);
    expect(replicaUnit.get("ReadWritePaths")).toEqual([
      "-/srv/voltcare/data",
      "-/srv/voltcare/backups",
    ]);
  });

  it("take the daily snapshot with package.json's leads script, from a timer that makes up a missed day", () => {
    expect(snapshotUnit.get("Type")).toEqual(["oneshot"]);
    expect(snapshotUnit.get("ExecStart")).toEqual([
      "/bin/sh deploy/snapshot.sh /srv/voltcare/backups/snapshots",
    ]);
    expect(read("deploy/snapshot.sh")).toContain(`${scripts.leads} backup "$target"`);
    const timer = read("deploy/voltcare-snapshot.timer");
    expect(timer).toMatch(/^OnCalendar=\*-\*-\* \d\d:\d\d:00$/m);
    expect(timer).toMatch(/^Persistent=true$/m);
  });

  it("run as the site's user, in its release, with its umask and confinement, setting for setting", () => {
    for (const backup of [replicaUnit, snapshotUnit]) {
      expect(confinement(backup)).toEqual(confinement(siteUnit));
      expect(backup.get("WorkingDirectory")).toEqual(siteUnit.get("WorkingDirectory"));
      expect(backup.environment.NODE_ENV).toBe("production");
    }
  });

  it.runIf(installed("systemd-analyze"))("pass systemd-analyze verify", () => {
    expect(
      check("systemd-analyze", ["verify", ...backupUnitFiles, "deploy/voltcare-snapshot.timer"]),
    ).toEqual({ code: 0, output: "" });
  });

  it.runIf(installed("shellcheck"))("snapshot.sh passes shellcheck", () => {
    expect(check("shellcheck", ["deploy/snapshot.sh"])).toEqual({ code: 0, output: "" });
  });

  describe("deploy/snapshot.sh, with a stand-in leads command", () => {
    const release = mkdtempSync(join(tmpdir(), "snapshot-"));
    const folder = join(release, "snapshots");
    afterAll(() => rmSync(release, { recursive: true, force: true }));
    // Writes its arguments where the backup would be, or fails when told to.
    cpSync(join(repository, "deploy"), join(release, "deploy"), { recursive: true });
    execFileSync("mkdir", ["-p", join(release, "dist", "cli")]);
    writeFileSync(
      join(release, "dist", "cli", "leads.mjs"),
      `import { writeFileSync } from "node:fs";
const [, target, ...rest] = process.argv.slice(2);
if (process.env.FAIL_BACKUP) process.exit(1);
writeFileSync(target, JSON.stringify(rest));`,
    );
    const snapshot = (env: Record<string, string> = {}) =>
      spawnSync("sh", ["deploy/snapshot.sh", folder], {
        cwd: release,
        encoding: "utf8",
        env: { ...process.env, BACKUP_AGE_RECIPIENT: "", ...env },
      });
    const aged = (name: string, days: number) => {
      writeFileSync(join(folder, name), "");
      const when = new Date(Date.now() - days * 86_400_000);
      utimesSync(join(folder, name), when, when);
    };
    /** The snapshots the script wrote itself, named for the second they were taken. */
    const written = () =>
      readdirSync(folder).filter((name) => /^leads-\d{8}T\d{6}Z\.db$/.test(name));

    it("writes one named for its time, encrypted to the recipient when one is set, and keeps a week", () => {
      expect(snapshot().status).toBe(0);
      const [plain] = written();
      expect(written()).toHaveLength(1);
      expect(readFileSync(join(folder, plain ?? ""), "utf8")).toBe("[]");
      rmSync(join(folder, plain ?? ""));
      aged("leads-20260101T033000Z.db", 8);
      aged("leads-20260103T033000Z.db", 6);
      aged("notes.txt", 30);
      const recipient = "age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p";
      const run = snapshot({ BACKUP_AGE_RECIPIENT: recipient });
      expect(run.status, run.stderr).toBe(0);
      const [latest, ...others] = written().sort().reverse();
      expect(JSON.parse(readFileSync(join(folder, latest ?? ""), "utf8"))).toEqual([
        "--encrypt-to",
        recipient,
      ]);
      // The one 8 days old is deleted, the one 6 days old and what is not a snapshot are kept.
      expect(others).toEqual(["leads-20260103T033000Z.db"]);
      expect(readdirSync(folder)).toContain("notes.txt");
    });

    it("deletes nothing when the backup fails", () => {
      aged("leads-20260101T033000Z.db", 8);
      expect(snapshot({ FAIL_BACKUP: "1" }).status).not.toBe(0);
      expect(readdirSync(folder)).toContain("leads-20260101T033000Z.db");
    });
  });
});

describe("the systemd units", () => {
  const units = [siteUnit, workerUnit];

  it("run the start and worker scripts with node's full path, in production, as a non-root user", () => {
    expect(siteUnit.get("ExecStart")).toEqual([
      (scripts.start ?? "").replace(/^node /, "/usr/bin/node "),
    ]);
    expect(workerUnit.get("ExecStart")).toEqual([
      (scripts.worker ?? "").replace(/^node /, "/usr/bin/node "),
    ]);
    for (const { get, environment } of units) {
      expect(get("User")[0]).not.toMatch(/^(root|0)?$/);
      expect(environment.NODE_ENV).toBe("production");
    }
  });

  it("run the release current points to, which deploy/release.sh switches", () => {
    for (const { get } of units) expect(get("WorkingDirectory")).toEqual(["/srv/voltcare/current"]);
    expect(read("deploy/release.sh")).toContain("mv -T current.next current");
  });

  it("stop on a bad setting, and after five failed starts, rather than restart for ever", () => {
    for (const { get } of units) {
      expect(get("RestartPreventExitStatus")).toEqual([String(EXIT_BAD_CONFIGURATION)]);
      expect(get("StartLimitBurst")).toEqual(["5"]);
      expect(get("StartLimitIntervalSec")).toEqual(["120"]);
    }
  });

  it("start where SQLite's folder is missing (a PostgreSQL setup)", () => {
    for (const { get } of units) expect(get("ReadWritePaths")).toEqual(["-/srv/voltcare/data"]);
  });

  it("leave the deliveries to the worker unit", () => {
    expect(siteUnit.environment.LEAD_WORKER).toBe("off");
  });

  it("trust the one proxy in front, Caddy", () => {
    expect(siteUnit.environment.TRUSTED_PROXY_HOPS).toBe("1");
  });

  it("start after this machine's PostgreSQL, where there is one", () => {
    for (const { get } of units) {
      expect(get("Wants")).toContain("postgresql.service");
      expect(get("After")).toContain("postgresql.service");
    }
  });

  it("keep what they create private (UMask=0077) and let V8 compile (no MemoryDenyWriteExecute)", () => {
    for (const { get } of units) {
      expect(get("UMask")).toEqual(["0077"]);
      expect(get("MemoryDenyWriteExecute")).toEqual([]);
    }
  });

  it("share their user, restarts and confinement, setting for setting", () => {
    expect(workerUnit.shared).toEqual(siteUnit.shared);
  });

  it.runIf(installed("systemd-analyze"))("pass systemd-analyze verify", () => {
    expect(check("systemd-analyze", ["verify", ...unitFiles])).toEqual({ code: 0, output: "" });
  });

  it.for([...unitFiles, ...backupUnitFiles])(
    "%s rates 4.0 or lower in systemd-analyze security",
    (file, context) => {
      context.skip(!installed("systemd-analyze"), "systemd-analyze is not installed");
      const result = check("systemd-analyze", ["security", "--offline=true", file]);
      // --offline= came with systemd 250.
      context.skip(/unrecognized option/.test(result?.output ?? ""), "systemd-analyze before 250");
      const [, exposure] =
        /Overall exposure level for \S+: (\d+\.\d+)/.exec(result?.output ?? "") ?? [];
      expect(Number(exposure), result?.output).toBeLessThanOrEqual(4);
    },
  );
});

describe("deploy/release.sh", () => {
  it.runIf(installed("shellcheck"))("passes shellcheck", () => {
    expect(check("shellcheck", ["deploy/release.sh"])).toEqual({ code: 0, output: "" });
  });

  it("restarts both units by default, which deploy/voltcare.sudoers lets the units' user do, and nothing else", () => {
    const [, restart = ""] = /VOLTCARE_RESTART:-([^}]*)\}/.exec(read("deploy/release.sh")) ?? [];
    const names = unitFiles.map((file) => basename(file, ".service"));
    expect(restart).toBe(`sudo -n systemctl restart ${names.join(" ")}`);
    const rules = read("deploy/voltcare.sudoers")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual([
      `${siteUnit.get("User")[0]} ALL=(root) NOPASSWD: /usr/bin/systemctl restart ${names.join(" ")}`,
    ]);
  });
});

describe("deploy/Caddyfile", () => {
  it.runIf(installed("caddy"))("passes caddy validate", () => {
    const result = check("caddy", [
      "validate",
      "--config",
      "deploy/Caddyfile",
      "--adapter",
      "caddyfile",
    ]);
    expect(result?.code, result?.output).toBe(0);
    expect(result?.output).toContain("Valid configuration");
  });

  it("proxies to the port the site unit and compose's site listen on", () => {
    const upstreams = [...read("deploy/Caddyfile").matchAll(/reverse_proxy\s+(\S+)/g)];
    expect(upstreams.map(([, upstream]) => upstream)).toEqual([
      `127.0.0.1:${siteUnit.environment.PORT}`,
    ]);
  });
});

describe("the deploying guide (docs/deploy.md) and deploy/release.sh", () => {
  const section = read("docs/deploy.md");
  const code = [
    ...[...section.matchAll(/^ *```\w*\n([\s\S]*?)^ *```/gm)].map(([, block = ""]) => block),
    read("deploy/release.sh"),
  ];

  it("run only scripts package.json defines", () => {
    const named = code.flatMap((block) =>
      [...block.matchAll(/\bnpm (?:run )?([\w:-]+)/g)].map(([, name = ""]) => name),
    );
    const scriptsNamed = named.filter((name) => !["ci", "install", "exec", "prune"].includes(name));
    expect(scriptsNamed).toContain("build");
    for (const name of scriptsNamed) expect(Object.keys(scripts)).toContain(name);
  });

  it("name deploy files that exist", () => {
    // deploy/.env and the database's password file are the operator's own.
    const files = [...section.matchAll(/\bdeploy\/(?!\.|postgres_password)[\w.-]*\w/g)].map(
      ([path]) => path,
    );
    expect(files).toContain("deploy/compose.yaml");
    for (const file of files) expect(exists(file), file).toBe(true);
  });
});

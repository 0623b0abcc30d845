// The leads command reads the server's settings, and works on the live database while it runs.
import "./settings-files";
import { writeFileSync } from "node:fs";
import { LEAD_FORMS, type LeadForm } from "@/leads/fields";
import { parseArgs } from "node:util";
import { openDatabase, storageOf } from "@/server/db/client";
import { deliveryChannels, parseServerEnv, visitorEmailCaps } from "@/server/env";
import { leadsToCsv, leadsToJson } from "@/leads/server/export";
import {
  eraseByEmail,
  listLeads,
  purgeOlderThan,
  retryDeadDeliveries,
  undeliveredDeliveries,
  type LeadFilter,
} from "@/leads/server/record/queries";
import { releaseSuspected } from "@/leads/server/record/store";
import { recordAudit } from "@/server/audit-log";
import { describeSummary } from "@/server/backup/store-summary";
import { newWebhookSecret } from "@/server/webhook-secret";
import { STAFF_ROLES, type StaffRole } from "@/server/db/schema";
import { STAFF_COMMANDS, STAFF_USAGE, type StaffCommand } from "./staff";

const USAGE = `Usage: npm run leads -- <command> [options]

Commands:
  list [--since DATE] [--until DATE] [--form NAME] [--limit N] [--suspected]
                                  Leads, newest first; --suspected: the submissions kept apart
                                  as automated instead (honeypot filled, or sent too fast)
  export --format csv|json [--out FILE] [--since DATE] [--until DATE] [--form NAME] [--suspected]
                                  Every field of the matching leads (to stdout without --out)
  release ID                      Make a suspected submission a lead and send it on, once,
                                  listed as arriving now (not one discarded to the trash)
  erase --email ADDRESS           Delete every lead with this email, and its deliveries
  purge --older-than DAYS         Delete leads older than DAYS days
  outbox [--retry-dead | --skipped]
                                  Deliveries not yet made; --retry-dead queues dead ones again;
                                  --skipped: visitor emails not sent on purpose, and why
  webhook-secret                  Print a new signing secret for LEAD_WEBHOOK_SECRET
  backup PATH [--encrypt-to RECIPIENT]...
                                  Write a snapshot of the whole store to a new file while the site
                                  runs (SQLite: a checked copy; PostgreSQL: pg_dump's custom
                                  format), encrypted to age recipients (age1…) if given
  restore PATH [--identity FILE] [--force]
                                  Restore a snapshot into the store, once it is checked; stop the
                                  server first. A store that holds leads is replaced only with
                                  --force; --identity: the age key of an encrypted snapshot
${STAFF_USAGE}

Dates are ISO dates (2026-11-01) or date-times. Forms: home, contact, landing, case-study, lead-magnet.`;

class UsageError extends Error {}

const OPTIONS = {
  since: { type: "string" },
  until: { type: "string" },
  form: { type: "string" },
  limit: { type: "string" },
  format: { type: "string" },
  out: { type: "string" },
  email: { type: "string" },
  "older-than": { type: "string" },
  "retry-dead": { type: "boolean" },
  skipped: { type: "boolean" },
  suspected: { type: "boolean" },
  name: { type: "string" },
  role: { type: "string" },
  "encrypt-to": { type: "string", multiple: true },
  identity: { type: "string" },
  force: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

const ALLOWED: Record<string, (keyof typeof OPTIONS)[]> = {
  list: ["since", "until", "form", "limit", "suspected"],
  export: ["format", "out", "since", "until", "form", "suspected"],
  release: [],
  erase: ["email"],
  purge: ["older-than"],
  outbox: ["retry-dead", "skipped"],
  "webhook-secret": [],
  staff: ["name", "role"],
  backup: ["encrypt-to"],
  restore: ["identity", "force"],
};

function date(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(new Date(value).getTime())) {
    throw new UsageError(`--${name} must be a date such as 2026-11-01 (got "${value}")`);
  }
  return value;
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(`--${name} must be a whole number of at least 1 (got "${value}")`);
  }
  return Number(value);
}

function leadForm(value: string | undefined): LeadForm | undefined {
  if (value === undefined) return undefined;
  const form = LEAD_FORMS.find((name) => name === value);
  if (!form)
    throw new UsageError(`--form must be one of ${LEAD_FORMS.join(", ")} (got "${value}")`);
  return form;
}

function filterFrom(values: Record<string, string | boolean | undefined>): LeadFilter {
  return {
    since: date(values.since as string | undefined, "since"),
    until: date(values.until as string | undefined, "until"),
    form: leadForm(values.form as string | undefined),
    limit: positiveInt(values.limit as string | undefined, "limit"),
    suspected: values.suspected === true,
  };
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? "").length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [command, ...rest] = parsed.positionals;
  // `release` takes the lead's id, `backup` and `restore` a file, `staff` what to do and an
  // address; no other command takes a word after it.
  const [staffAction, staffEmail, ...staffExtra] = command === "staff" ? rest : [];
  const [operand, ...extra] =
    command === "release" || command === "backup" || command === "restore"
      ? rest
      : command === "staff"
        ? [undefined, ...staffExtra]
        : [undefined, ...rest];
  if (parsed.values.help || !command || command === "help") {
    console.log(USAGE);
    return command || parsed.values.help ? 0 : 2;
  }
  const allowed = ALLOWED[command];
  if (!allowed) throw new UsageError(`Unknown command "${command}".`);
  if (extra.length) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  const stray = Object.keys(parsed.values).find(
    (key) => !allowed.includes(key as keyof typeof OPTIONS),
  );
  if (stray) throw new UsageError(`--${stray} does not apply to "${command}".`);
  const values = parsed.values as Record<string, string | boolean | undefined>;

  // Validate every argument before touching the database.
  const filter = command === "list" || command === "export" ? filterFrom(values) : {};
  if (command === "export" && values.format !== "csv" && values.format !== "json") {
    throw new UsageError("export needs --format csv or --format json.");
  }
  if (command === "erase" && !(typeof values.email === "string" && values.email.includes("@"))) {
    throw new UsageError("erase needs --email ADDRESS.");
  }
  const staffAct = STAFF_COMMANDS.find((act) => act === staffAction);
  if (command === "staff") {
    if (!staffAct) throw new UsageError(`staff needs one of ${STAFF_COMMANDS.join(", ")}.`);
    if (staffAct !== "list" && !staffEmail) throw new UsageError(`staff ${staffAct} needs EMAIL.`);
    if (staffAct === "list" && staffEmail) {
      throw new UsageError(`Unexpected argument "${staffEmail}".`);
    }
    if (values.name !== undefined && staffAct !== "add") {
      throw new UsageError("--name applies to staff add only.");
    }
    if (values.role !== undefined && staffAct !== "add" && staffAct !== "role") {
      throw new UsageError("--role applies to staff add and staff role only.");
    }
    if (staffAct === "role" && values.role === undefined) {
      throw new UsageError(`staff role needs --role ${STAFF_ROLES.join(" or ")}.`);
    }
    if (values.role !== undefined && !STAFF_ROLES.some((role) => role === values.role)) {
      throw new UsageError(`--role must be ${STAFF_ROLES.join(" or ")} (got "${values.role}").`);
    }
  }
  if (command === "release" && !operand) {
    throw new UsageError(
      "release needs the id of a suspected submission (leads list --suspected).",
    );
  }
  if ((command === "backup" || command === "restore") && !operand) {
    throw new UsageError(`${command} needs the PATH of the snapshot.`);
  }
  const olderThan =
    command === "purge"
      ? positiveInt(values["older-than"] as string | undefined, "older-than")
      : undefined;
  if (command === "purge" && olderThan === undefined)
    throw new UsageError("purge needs --older-than DAYS.");

  // Before the settings are read: a bad secret in them is what a new one replaces.
  if (command === "webhook-secret") {
    console.log(newWebhookSecret());
    return 0;
  }

  const env = parseServerEnv(process.env);
  // Snapshots open the store themselves: a restore replaces it.
  if (command === "backup") {
    const { takeSnapshot } = await import("@/server/backup/snapshot");
    const snapshot = await takeSnapshot(
      storageOf(env),
      operand!,
      parsed.values["encrypt-to"] ?? [],
    );
    const size = `${(snapshot.bytes / 1_048_576).toFixed(1)} MB`;
    console.log(
      `Wrote ${snapshot.path} (${size}${snapshot.encrypted ? ", encrypted" : ""}): ${describeSummary(snapshot)}.`,
    );
    return 0;
  }
  if (command === "restore") {
    const { restoreSnapshot } = await import("@/server/backup/snapshot");
    const restored = await restoreSnapshot(storageOf(env), operand!, {
      identityFile: values.identity as string | undefined,
      force: values.force === true,
    });
    const replaced = restored.replaced ? ` It replaced a store of ${restored.replaced} leads.` : "";
    console.log(`Restored ${operand}: ${describeSummary(restored)}.${replaced}`);
    return 0;
  }
  const handle = await openDatabase(storageOf(env));
  try {
    const db = handle.db;
    switch (command) {
      case "staff": {
        const { staffCommand } = await import("./staff-command");
        await staffCommand(
          staffAct as StaffCommand,
          {
            email: staffEmail,
            name: values.name as string | undefined,
            role: values.role as StaffRole | undefined,
          },
          handle,
          env,
        );
        break;
      }
      case "list": {
        const leads = await listLeads(db, filter);
        const noun = filter.suspected ? "suspected submission" : "lead";
        if (!leads.length) {
          console.log(`No ${noun}s.`);
          break;
        }
        console.log(
          table([
            ["RECEIVED", "FORM", "NAME", "EMAIL", "PHONE", "SOURCE", "ID"].concat(
              filter.suspected ? ["WHY"] : [],
            ),
            ...leads.map((l) =>
              [
                l.created_at.replace("T", " ").slice(0, 19),
                l.form,
                l.name,
                l.email,
                l.phone ?? "",
                [l.utm_source, l.utm_campaign].filter(Boolean).join(" / "),
                l.id,
              ].concat(filter.suspected ? [l.suspected ?? ""] : []),
            ),
          ]),
        );
        console.log(`\n${leads.length} ${noun}${leads.length === 1 ? "" : "s"}`);
        if (filter.suspected)
          console.log("Send one on as a lead with: npm run leads -- release ID");
        break;
      }
      case "release": {
        const result = await releaseSuspected(
          db,
          operand!,
          deliveryChannels(env),
          new Date(),
          visitorEmailCaps(env),
        );
        if (result === "not-found") throw new Error(`no lead has the id ${operand}.`);
        if (result === "not-suspected") {
          throw new Error(`${operand} is a lead already (not suspected); nothing to release.`);
        }
        if (result === "discarded") {
          throw new Error(
            `${operand} was discarded to the inbox's trash; restore it there first. Nothing released.`,
          );
        }
        // As the inbox's release is: in the lead's history and the audit log, by the command line.
        await recordAudit(db, { actor: null, action: "released", leadId: operand! }, null);
        console.log(
          `Released ${operand}: it is a lead now, listed as arriving now, and its notifications are queued.`,
        );
        break;
      }
      case "export": {
        const leads = await listLeads(db, filter);
        const output = values.format === "csv" ? leadsToCsv(leads) : leadsToJson(leads);
        if (typeof values.out === "string") {
          writeFileSync(values.out, output, { mode: 0o600 });
          console.error(
            `Wrote ${leads.length} lead${leads.length === 1 ? "" : "s"} to ${values.out}`,
          );
        } else {
          process.stdout.write(output);
        }
        break;
      }
      case "erase": {
        const result = await eraseByEmail(db, values.email as string);
        console.log(
          `Erased ${result.leads} lead${result.leads === 1 ? "" : "s"} and ${result.deliveries} deliver${result.deliveries === 1 ? "y" : "ies"}.`,
        );
        break;
      }
      case "purge": {
        const purged = await purgeOlderThan(db, olderThan!);
        console.log(
          `Purged ${purged} lead${purged === 1 ? "" : "s"} older than ${olderThan} days.`,
        );
        break;
      }
      case "outbox": {
        if (values["retry-dead"]) {
          const count = await retryDeadDeliveries(db);
          console.log(
            `Queued ${count} dead deliver${count === 1 ? "y" : "ies"} for another round of attempts.`,
          );
          break;
        }
        const skipped = values.skipped === true;
        const deliveries = await undeliveredDeliveries(db, { skipped });
        if (!deliveries.length) {
          console.log(
            skipped ? "No delivery was skipped." : "Outbox is empty: every delivery has been made.",
          );
          break;
        }
        console.log(
          table([
            ["STATUS", "CHANNEL", "ATTEMPTS", "NEXT ATTEMPT", "LEAD", "LAST ERROR"],
            ...deliveries.map((d) => [
              d.status,
              d.channel,
              String(d.attempts),
              d.status === "pending" || d.status === "sending"
                ? d.next_attempt_at.replace("T", " ").slice(0, 19)
                : "-",
              d.lead_id,
              d.last_error ?? "",
            ]),
          ]),
        );
        const dead = deliveries.filter((d) => d.status === "dead").length;
        console.log(
          skipped
            ? `\n${deliveries.length} skipped`
            : `\n${deliveries.length - dead} pending, ${dead} dead`,
        );
        break;
      }
    }
  } finally {
    await handle.close();
  }
  return 0;
}

let outputError: NodeJS.ErrnoException | undefined;
process.stdout.on("error", (error) => {
  outputError ??= error;
});

function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed) return resolve();
    stream.write("", (error) => {
      if (error && stream === process.stdout) outputError ??= error;
      resolve();
    });
  });
}

function describeOutputError(error: NodeJS.ErrnoException): string {
  if (error.code === "EPIPE") return "the program reading it stopped before the end (EPIPE)";
  return error.code ? `${error.message} (${error.code})` : error.message;
}

/**
 * A pipe takes 64 KiB at a time, and exiting before the rest is written would cut the output
 * short. A failed write makes the exit non-zero.
 */
async function exitWhenFlushed(code: number): Promise<never> {
  await flushed(process.stdout);
  if (outputError) {
    process.stderr.write(
      `leads: could not write the output: ${describeOutputError(outputError)}\n`,
    );
    if (code === 0) code = 1;
  }
  await flushed(process.stderr);
  process.exit(code);
}

main(process.argv.slice(2)).then(exitWhenFlushed, (error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`leads: ${error.message}\n\n${USAGE}`);
    return exitWhenFlushed(2);
  }
  console.error(`leads: ${error instanceof Error ? error.message : String(error)}`);
  return exitWhenFlushed(1);
});

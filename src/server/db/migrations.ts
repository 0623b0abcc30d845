import { LEAD_ORIGIN_COLUMNS, REPORT_GROUPING } from "@/lib/lead-origin";
import { fillLeadOrigin } from "./lead-origin";
import {
  sql,
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from "kysely";
import { onPostgres } from "./dialect";
import { indexAllLeads } from "./lead-search";
import { createLeadReportDays, createVisitReportDays } from "./report-days";
import type { Database } from "./schema";
import type { AuditAction } from "@/server/audit-actions";

/** A look at a lead's page, as the audit log records it (src/inbox/server/views.ts). */
const LEAD_VIEWED: AuditAction = "lead-viewed";

/**
 * Column types mean the same in SQLite and PostgreSQL, except in the staff's tables (0008). Never edit a shipped migration; add one
 * that sorts after the last, and keep it additive (tables, indexes, columns that may be null or
 * have a default): after a rollback, the release before runs on the schema it leaves.
 */
const migrations: Record<string, Migration> = {
  "0001_leads_and_outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("leads")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("form", "text", (c) => c.notNull())
        .addColumn("idempotency_key", "text", (c) => c.unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("practice", "text")
        .addColumn("business_type", "text")
        .addColumn("subject", "text")
        .addColumn("message", "text")
        .addColumn("notes", "text")
        .addColumn("source", "text")
        .addColumn("page_url", "text")
        .addColumn("referrer", "text")
        .addColumn("utm_source", "text")
        .addColumn("utm_medium", "text")
        .addColumn("utm_campaign", "text")
        .addColumn("utm_content", "text")
        .addColumn("utm_term", "text")
        .addColumn("gclid", "text")
        .addColumn("fbclid", "text")
        .addColumn("device", "text")
        .addColumn("ip_hash", "text")
        .execute();
      await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
      await db.schema.createIndex("leads_email").on("leads").column("email").execute();

      await db.schema
        .createTable("deliveries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("locked_until", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("delivered_at", "text")
        .execute();
      await db.schema
        .createIndex("deliveries_due")
        .on("deliveries")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema.createIndex("deliveries_lead").on("deliveries").column("lead_id").execute();

      await db.schema
        .createTable("delivery_attempts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("delivery_id", "text", (c) =>
          c.notNull().references("deliveries.id").onDelete("cascade"),
        )
        .addColumn("attempted_at", "text", (c) => c.notNull())
        .addColumn("ok", "integer", (c) => c.notNull())
        .addColumn("error", "text")
        .addColumn("duration_ms", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("delivery_attempts_delivery")
        .on("delivery_attempts")
        .column("delivery_id")
        .execute();

      await db.schema
        .createTable("rate_limits")
        .addColumn("bucket", "text", (c) => c.notNull())
        .addColumn("window_start", "text", (c) => c.notNull())
        .addColumn("hits", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("rate_limits_pk", ["bucket", "window_start"])
        .execute();

      await db.schema
        .createTable("settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
  },
  "0002_idempotency_keys": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("idempotency_keys")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("endpoint", "text", (c) => c.notNull())
        .addColumn("fingerprint", "text")
        .addColumn("response_id", "text", (c) => c.notNull())
        .addColumn("lead_id", "text", (c) => c.references("leads.id").onDelete("cascade"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("idempotency_keys_created_at")
        .on("idempotency_keys")
        .column("created_at")
        .execute();
      await db.schema
        .createIndex("idempotency_keys_lead")
        .on("idempotency_keys")
        .column("lead_id")
        .execute();
      await sql`
        insert into idempotency_keys ("key", endpoint, fingerprint, response_id, lead_id, created_at)
        select idempotency_key, case when form = 'landing' then 'landing' else 'contact' end,
               null, id, id, created_at
        from leads where idempotency_key is not null`.execute(db);
    },
  },
  "0003_delivery_lease_token": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("deliveries").addColumn("lease_token", "text").execute();
    },
  },
  "0004_suspected_leads": {
    // A replay of a submission discarded before is now stored as suspected like any other.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("suspected", "text").execute();
      await sql`delete from idempotency_keys where lead_id is null`.execute(db);
    },
  },
  "0005_visitor_email": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("document", "text").execute();
      await db.schema.alterTable("leads").addColumn("estimate", "text").execute();
      await db.schema.alterTable("deliveries").addColumn("recipient", "text").execute();
      await db.schema
        .createIndex("deliveries_recipient")
        .on("deliveries")
        .columns(["recipient", "created_at"])
        .execute();
    },
  },
  "0006_calculator_inputs": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("calculator_inputs", "text").execute();
    },
  },
  "0007_visitor_email_caps": {
    // Indexes count a network's visitor emails, and the site's without reading the skipped ones.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("deliveries").addColumn("network", "text").execute();
      await db.schema
        .createIndex("deliveries_network")
        .on("deliveries")
        .columns(["network", "created_at"])
        .execute();
      await db.schema
        .createIndex("deliveries_visitor_counted")
        .on("deliveries")
        .column("created_at")
        .where(sql.ref("channel"), "=", sql.lit("visitor"))
        .where(sql.ref("status"), "<>", sql.lit("skipped"))
        .execute();
    },
  },
  "0008_staff_sign_in": {
    // Better Auth's tables (src/inbox/server/auth.ts names them), which it reads through the
    // same connection, with the column types it expects: on PostgreSQL it compares dates as dates
    // (an expired session held as text would still be taken); SQLite holds them as ISO text.
    async up(db: Kysely<unknown>) {
      const postgres = onPostgres(db);
      const date: ColumnDataType = postgres ? "timestamptz" : "date";
      const yesNo: ColumnDataType = postgres ? "boolean" : "integer";
      const staffId = "staff_id";
      await db.schema
        .createTable("staff")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("email_verified", yesNo, (c) => c.notNull())
        .addColumn("image", "text")
        .addColumn("created_at", date, (c) => c.notNull())
        .addColumn("updated_at", date, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("staff_sessions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn(staffId, "text", (c) => c.notNull().references("staff.id").onDelete("cascade"))
        .addColumn("expires_at", date, (c) => c.notNull())
        .addColumn("created_at", date, (c) => c.notNull())
        .addColumn("updated_at", date, (c) => c.notNull())
        .addColumn("ip_address", "text")
        .addColumn("user_agent", "text")
        .execute();
      await db.schema
        .createTable("staff_accounts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("provider_id", "text", (c) => c.notNull())
        .addColumn(staffId, "text", (c) => c.notNull().references("staff.id").onDelete("cascade"))
        .addColumn("access_token", "text")
        .addColumn("refresh_token", "text")
        .addColumn("id_token", "text")
        .addColumn("access_token_expires_at", date)
        .addColumn("refresh_token_expires_at", date)
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("created_at", date, (c) => c.notNull())
        .addColumn("updated_at", date, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("staff_verifications")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expires_at", date, (c) => c.notNull())
        .addColumn("created_at", date, (c) => c.notNull())
        .addColumn("updated_at", date, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("staff_passkeys")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text")
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn(staffId, "text", (c) => c.notNull().references("staff.id").onDelete("cascade"))
        .addColumn("credential_id", "text", (c) => c.notNull())
        .addColumn("counter", "integer", (c) => c.notNull())
        .addColumn("device_type", "text", (c) => c.notNull())
        .addColumn("backed_up", yesNo, (c) => c.notNull())
        .addColumn("transports", "text")
        .addColumn("created_at", date)
        .addColumn("aaguid", "text")
        .execute();
      for (const [table, column] of [
        ["staff_sessions", staffId],
        ["staff_accounts", staffId],
        ["staff_verifications", "identifier"],
        ["staff_passkeys", staffId],
        ["staff_passkeys", "credential_id"],
      ] as const) {
        await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
      }
    },
  },
  "0009_lead_status_and_notes": {
    // The inbox's work on a lead: where it stands, who moved it there and when, and notes.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("leads")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
        .execute();
      await db.schema.alterTable("leads").addColumn("status_by", "text").execute();
      await db.schema.alterTable("leads").addColumn("status_at", "text").execute();
      // The inbox lists leads newest first, by page, all or of one status.
      await db.schema
        .createIndex("leads_newest")
        .on("leads")
        .columns(["created_at", "id"])
        .execute();
      await db.schema
        .createIndex("leads_status_newest")
        .on("leads")
        .columns(["status", "created_at", "id"])
        .execute();
      await db.schema
        .createTable("lead_notes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("author", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_notes_lead").on("lead_notes").column("lead_id").execute();
    },
  },
  "0010_audit_log": {
    // Who did what in the inbox, and from where (an address hash): never a lead's contents.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("audit_log")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor", "text")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("lead_id", "text")
        .addColumn("detail", "text")
        .addColumn("ip_hash", "text")
        .execute();
      await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
    },
  },
  "0011_bookings": {
    // Demo calls booked on the scheduler, each tied to its lead (src/bookings).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("bookings")
        .addColumn("invitee", "text", (c) => c.primaryKey())
        .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("starts_at", "text", (c) => c.notNull())
        .addColumn("booked_at", "text", (c) => c.notNull())
        .addColumn("canceled_at", "text")
        .addColumn("rescheduled", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("status_before", "text")
        .execute();
      await db.schema.createIndex("bookings_lead").on("bookings").column("lead_id").execute();
    },
  },
  "0012_page_views": {
    // Page views counted by day, page and where the visit came from: no row for any one visitor.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("page_views")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("medium", "text", (c) => c.notNull())
        .addColumn("campaign", "text", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull())
        .addColumn("visits", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("page_views_key", ["day", "path", "source", "medium", "campaign"])
        .execute();
    },
  },
  "0013_visit_limits": {
    // Rate limits over windows longer than a minute (a visit's day), each pruned once it ends; a
    // minute's rows from before ('') go at the next prune. And whether a source, medium and
    // campaign were counted before, looked up without reading every day.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("rate_limits")
        .addColumn("window_end", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema
        .createIndex("page_views_source")
        .on("page_views")
        .columns(["source", "medium", "campaign", "day"])
        .execute();
    },
  },
  "0014_hashed_session_tokens": {
    // Sessions are now kept by their token's hash (src/inbox/server/session-tokens.ts): the ones
    // kept by the token itself would never be found again, and would leave the token on disk.
    async up(db: Kysely<unknown>) {
      await db
        .withTables<{ staff_sessions: { token: string } }>()
        .deleteFrom("staff_sessions")
        .where("token", "not like", "sha256:%")
        .execute();
    },
  },
  "0015_lead_versions": {
    // Counts the changes to a lead that replace what was there (its status), so a change made on a
    // page opened before another is refused instead of silently undoing it (setLeadStatus).
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("leads")
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
    },
  },
  "0016_held_changes": {
    // A note or status sent to a lead after its sender's session ended, kept for a day at most
    // until they sign in again in that browser (src/inbox/server/held-changes.ts). It goes with
    // its lead (an erasure) and with its sender's account.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("held_changes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("browser", "text", (c) => c.notNull())
        .addColumn("staff_id", "text", (c) =>
          c.notNull().references("staff.id").onDelete("cascade"),
        )
        .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("form", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("held_changes_browser")
        .on("held_changes")
        .column("browser")
        .execute();
      await db.schema
        .createIndex("held_changes_created")
        .on("held_changes")
        .column("created_at")
        .execute();
    },
  },
  "0017_note_edits": {
    // A note's author may correct it (editNote): when, shown beside it.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("lead_notes").addColumn("edited_at", "text").execute();
    },
  },
  "0018_staff_roles": {
    // Admins may also export, erase and resend (src/inbox/auth/roles.ts). Every account made
    // before could do all of that, and keeps it; a new one is staff unless made an admin.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("staff")
        .addColumn("role", "text", (c) => c.notNull().defaultTo("staff"))
        .execute();
      await db
        .withTables<{ staff: { role: string } }>()
        .updateTable("staff")
        .set({ role: "admin" })
        .execute();
    },
  },
  "0019_lead_owners": {
    // Who works a lead (assignLead), who gave it to them and when; and which new leads' emails
    // each staff member gets (LEAD_EMAIL_CHOICES): theirs, every one, or none.
    async up(db: Kysely<unknown>) {
      for (const column of ["owner", "owner_by", "owner_at"]) {
        await db.schema.alterTable("leads").addColumn(column, "text").execute();
      }
      await db.schema
        .createIndex("leads_owner")
        .on("leads")
        .columns(["owner", "created_at"])
        .execute();
      await db.schema
        .alterTable("staff")
        .addColumn("lead_emails", "text", (c) => c.notNull().defaultTo("mine"))
        .execute();
    },
  },
  "0020_lead_search": {
    // Search over every word of a lead and its staff notes (src/server/db/lead-search.ts), one
    // row a lead, deleted with it. The leads stored before are indexed here, their rows first and
    // the index over them after, which builds it at once rather than a row at a time. SQLite's
    // FTS5 index takes a row's words out of its pages as the row goes (secure-delete), so no word
    // of an erased lead or a corrected note stays in the file.
    async up(db: Kysely<unknown>) {
      const postgres = onPostgres(db);
      const leadId = (c: ColumnDefinitionBuilder) =>
        c.notNull().references("leads.id").onDelete("cascade");
      const made = async (trx: Kysely<unknown>) => {
        let table = trx.schema.createTable("lead_search");
        table = postgres
          ? table.addColumn("lead_id", "text", (c) => leadId(c).primaryKey())
          : // `doc`, FTS5's rowid: an INTEGER PRIMARY KEY, which VACUUM (a snapshot's) keeps.
            table
              .addColumn("doc", "integer", (c) => c.primaryKey())
              .addColumn("lead_id", "text", (c) => leadId(c).unique());
        await table
          .addColumn("words", postgres ? sql`tsvector` : "text", (c) => c.notNull())
          .execute();
        await indexAllLeads(trx.withTables<Database>());
        if (postgres) {
          await trx.schema
            .createIndex("lead_search_words")
            .on("lead_search")
            .using("gin")
            .column("words")
            .execute();
          return;
        }
        for (const statement of [
          sql`create virtual table lead_search_words using fts5(words, content='lead_search',
            content_rowid='doc', detail=none, tokenize='unicode61 remove_diacritics 2')`,
          sql`insert into lead_search_words(lead_search_words, rank) values ('secure-delete', 1)`,
          sql`insert into lead_search_words(lead_search_words) values ('rebuild')`,
          sql`create trigger lead_search_added after insert on lead_search begin
            insert into lead_search_words(rowid, words) values (new.doc, new.words); end`,
          sql`create trigger lead_search_changed after update on lead_search begin
            insert into lead_search_words(lead_search_words, rowid, words)
              values ('delete', old.doc, old.words);
            insert into lead_search_words(rowid, words) values (new.doc, new.words); end`,
          sql`create trigger lead_search_deleted after delete on lead_search begin
            insert into lead_search_words(lead_search_words, rowid, words)
              values ('delete', old.doc, old.words); end`,
        ]) {
          await statement.execute(trx);
        }
      };
      // Kysely runs a SQLite migration outside a transaction: this one takes its own, so a start
      // stopped during the backfill leaves nothing behind to trip the next.
      await (postgres ? made(db) : db.transaction().execute(made));
    },
  },
  "0021_filter_choice_indexes": {
    // The list's source and campaign filters offer those leads came with (filterChoices): read
    // from these instead of every lead, whose messages make the table long to read.
    async up(db: Kysely<unknown>) {
      for (const column of ["utm_source", "utm_campaign"]) {
        await db.schema
          .createIndex(`leads_${column}`)
          .on("leads")
          .columns([column, "suspected"])
          .execute();
      }
    },
  },
  "0022_suspected_trash": {
    // A discarded suspected submission waits in a trash, restorable, until it is deleted for good
    // or purged (src/leads/server/record/suspected.ts); who discarded it, and when. A released one
    // is listed from its release (releaseSuspected), the visitor's own time kept in submitted_at.
    // The suspected folder's page and its count in the menu, and the trash's, each read an index
    // of their own rows only.
    async up(db: Kysely<unknown>) {
      for (const column of ["discarded_at", "discarded_by", "submitted_at"]) {
        await db.schema.alterTable("leads").addColumn(column, "text").execute();
      }
      await db.schema
        .createIndex("leads_suspected_newest")
        .on("leads")
        .columns(["created_at", "id"])
        .where(sql.ref("suspected"), "is not", null)
        .where(sql.ref("discarded_at"), "is", null)
        .execute();
      await db.schema
        .createIndex("leads_trash")
        .on("leads")
        .columns(["discarded_at", "id"])
        .where(sql.ref("discarded_at"), "is not", null)
        .execute();
    },
  },

  // ---- 0023: where each lead came from, for the report ----
  "0023_lead_origin": {
    // Where each lead came from and the calculator's yearly estimate, as the report groups and
    // sums them (src/lib/lead-origin.ts), so it asks the database instead of reading every lead:
    // worked out here for the leads stored before, and for each lead as it is stored. Empty in a
    // lead a release from before this stores after a rollback, until the report fills it.
    async up(db: Kysely<unknown>) {
      for (const column of LEAD_ORIGIN_COLUMNS) {
        // An estimate can pass 2^31 dollars (500 calls a day at $50,000 a patient).
        const type = column === "estimated_yearly" ? "bigint" : "text";
        await db.schema.alterTable("leads").addColumn(column, type).execute();
      }
      await db.schema
        .createIndex("leads_origin_missing")
        .on("leads")
        .column("id")
        .where(sql.ref("landing_path"), "is", null)
        .execute();
      await fillLeadOrigin(db);
      // What the report reads, so it reads no lead's row: leads by where they came from (in
      // the order it groups them, which SQLite then need not sort), and by time (a short period
      // reads only its own); visits by where they came from, and by day. Counted views are not
      // in them, so a view that begins no visit writes to none.
      const reportIndexes: [table: string, name: string, columns: string[]][] = [
        [
          "leads",
          "leads_report_origin",
          [...REPORT_GROUPING, "created_at", "suspected", "status", "estimated_yearly", "id"],
        ],
        [
          "leads",
          "leads_report_time",
          ["created_at", "suspected", "status", "estimated_yearly", "id", ...REPORT_GROUPING],
        ],
        [
          "page_views",
          "page_views_report",
          ["source", "medium", "campaign", "path", "day", "visits"],
        ],
        ["page_views", "page_views_days", ["day", "visits"]],
      ];
      for (const [table, name, columns] of reportIndexes) {
        await db.schema.createIndex(name).on(table).columns(columns).execute();
      }
    },
  },
  "0024_list_count_indexes": {
    // The list's counts by status read an index alone. The one by status (0009's) held the
    // suspected submissions too, so every count read each lead's row to leave them out: over
    // leads with messages of a realistic length, most of the first page's time. A search's counts
    // find each lead from the words' row number (`doc`, SQLite's) through an index of its own
    // rather than the row, which holds all the lead's words.
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex("leads_status_newest").execute();
      await db.schema
        .createIndex("leads_listed_status")
        .on("leads")
        .columns(["status", "created_at", "id"])
        .where(sql.ref("suspected"), "is", null)
        .execute();
      if (!onPostgres(db)) {
        await db.schema
          .createIndex("lead_search_doc")
          .on("lead_search")
          .columns(["doc", "lead_id"])
          .execute();
      }
    },
  },

  // ---- 0025: triage at a glance ----
  "0025_lead_first_opened": {
    // When a staff member first loaded the lead's page, and who (markOpened): the list shows the
    // leads no one has opened in bold. For the leads stored before, the audit log's first look
    // at each page says it; one it no longer holds stays unopened. The list counts its page's
    // leads of each address however its letters were cased, which the index reads in place of
    // every lead.
    async up(db: Kysely<unknown>) {
      const made = async (trx: Kysely<unknown>) => {
        for (const column of ["first_opened_at", "first_opened_by"]) {
          await trx.schema.alterTable("leads").addColumn(column, "text").execute();
        }
        await sql`update leads set first_opened_at = firsts.at, first_opened_by = firsts.actor
          from (select lead_id, at, actor from (
            select lead_id, at, actor, row_number() over (partition by lead_id order by at, id) as n
            from audit_log where action = ${LEAD_VIEWED} and actor is not null) as looks
            where n = 1) as firsts
          where firsts.lead_id = leads.id`.execute(trx);
        await trx.schema
          .createIndex("leads_email_lower")
          .on("leads")
          .expression(sql`lower(email)`)
          .execute();
      };
      // Kysely runs a SQLite migration outside a transaction: this one takes its own.
      await (onPostgres(db) ? made(db) : db.transaction().execute(made));
    },
  },
  // ---- 0026: saved views of the list of leads ----
  "0026_saved_views": {
    // A named set of the list's filters (src/inbox/server/saved-views.ts), shared by the team and
    // kept with who made it (an address, as a lead's status_by is): a view outlives its maker's
    // account, and names them still.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("saved_views")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("filters", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
  },
  // ---- 0027: the report's leads and visits counted by day ----
  "0027_report_days": {
    // The report's leads counted by the agency's day and where they came from, and its visits by
    // day and breakdown, kept by triggers on `leads` and `page_views` as each is stored, changed
    // or deleted (src/server/db/report-days.ts), so a year's report sums a few thousand rows. The
    // leads' days are in the time zone the report is asked in, which the first report sets,
    // counting the leads stored before; the visits counted before are summed in here.
    async up(db: Kysely<unknown>) {
      const made = async (trx: Kysely<unknown>) => {
        await createLeadReportDays(trx);
        await createVisitReportDays(trx);
      };
      // Kysely runs a SQLite migration outside a transaction: this one takes its own.
      await (onPostgres(db) ? made(db) : db.transaction().execute(made));
    },
  },
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

/**
 * The shipped migrations, and a never-run stand-in for each recorded one named after them all
 * (`newer`: a newer release's, applied before a rollback to this one). A recorded name among the
 * shipped ones is a renamed or removed migration, which the Migrator refuses.
 */
export function migrationsFor(recorded: readonly string[]): {
  provider: MigrationProvider;
  newer: string[];
} {
  const last = Object.keys(migrations).sort().at(-1) ?? "";
  const newer = recorded.filter((name) => name > last);
  const standIns = Object.fromEntries(
    newer.map((name): [string, Migration] => [
      name,
      { up: () => Promise.reject(new Error(`${name} is a newer release's migration`)) },
    ]),
  );
  return {
    provider: {
      async getMigrations() {
        return { ...migrations, ...standIns };
      },
    },
    newer,
  };
}

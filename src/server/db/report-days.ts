import { sql, type CreateTableBuilder, type Kysely } from "kysely";
import { NONE, REPORT_COUNTS, REPORT_GROUPING } from "@/lib/lead-origin";
import type { ReportDimension } from "@/lib/report-dimensions";
import { OTHER, SOURCE_MEDIUM } from "@/lib/traffic-source";
import { zonedDay, zonedDayStart } from "@/server/time-zone";
import { onPostgres } from "./dialect";
import type { Database } from "./schema";
import { readSetting, writeSetting } from "./settings";

/**
 * The report's leads, counted by the agency's day and by where they came from, so that a year of
 * them is a few thousand rows to sum rather than every lead to read. The database keeps the counts
 * itself, by triggers on `leads` (migration 0027): every insert, change of status, origin or time
 * (a release), and delete, whichever release or feature makes it, moves them in its own
 * transaction. A lead is booked here by its status; one booked by a call alone is counted by the
 * report from the bookings, as they are few.
 *
 * The triggers find a lead's day in `report_calendar`, the agency's days as the instants they
 * begin and end, which only the server can work out (SQLite knows no time zones). The calendar
 * spans the leads' days and a year each side; `countLeadDays` makes it again, and counts every
 * lead again into it, when the time zone changes or a lead falls outside it.
 */

/** The row a lead (`row`, `new` or `old` in a trigger) adds to its day's counts, times `sign`. */
function countsOf(row: "new" | "old" | "l", sign: 1 | -1 | null): string {
  const booked = `${row}.suspected is null and ${row}.status in ('booked', 'won')`;
  const counts: Record<(typeof REPORT_COUNTS)[number], string> = {
    leads: `case when ${row}.suspected is null then 1 else 0 end`,
    suspected: `case when ${row}.suspected is null then 0 else 1 end`,
    booked: `case when ${booked} then 1 else 0 end`,
    revenue: `case when ${booked} then coalesce(${row}.estimated_yearly, 0) else 0 end`,
    estimated: `case when ${booked} and ${row}.estimated_yearly is not null then 1 else 0 end`,
  };
  return REPORT_COUNTS.map((name) =>
    sign === null ? `sum(${counts[name]})` : `${sign} * (${counts[name]})`,
  ).join(", ");
}

/** A lead's origin as the day's counts are keyed: none yet (a release from before 0023's) is ''. */
const groupingOf = (row: string) =>
  REPORT_GROUPING.map((column) => `coalesce(${row}.${column}, '')`).join(", ");

const COLUMNS = ["day", ...REPORT_GROUPING, ...REPORT_COUNTS].join(", ");
/** The day of the calendar `d` that a lead of `row` was made on. */
const dayOf = (row: string) => `d.starts_at <= ${row}.created_at and d.ends_at > ${row}.created_at`;

/** The key of a day's counts: its origin first, so the report groups the origins in its order. */
const KEY = [...REPORT_GROUPING, "day"];

/**
 * The trigger's statements: add a lead's row (`new`) to its day's counts, or take it away
 * (`old`), and then drop the counts it leaves at none, so they hold only the leads there are.
 */
function countStatements(row: "new" | "old"): string[] {
  const sign = row === "new" ? 1 : -1;
  const counted = `insert into lead_report_days (${COLUMNS})
    select d.day, ${groupingOf(row)}, ${countsOf(row, sign)}
    from report_calendar d where ${dayOf(row)}
    on conflict (${KEY.join(", ")}) do update set ${REPORT_COUNTS.map(
      (name) => `${name} = lead_report_days.${name} + excluded.${name}`,
    ).join(", ")}`;
  if (row === "new") return [counted];
  const ofRow = REPORT_GROUPING.map((column) => `${column} = coalesce(old.${column}, '')`);
  return [
    counted,
    `delete from lead_report_days where leads = 0 and suspected = 0 and ${ofRow.join(" and ")}
      and day = (select d.day from report_calendar d where ${dayOf(row)})`,
  ];
}

/** What a lead's counts depend on: a change to any other column leaves them as they are. */
const COUNTED_COLUMNS = [
  "created_at",
  "suspected",
  "status",
  "estimated_yearly",
  ...REPORT_GROUPING,
].join(", ");

/** The tables and triggers of migration 0027; the calendar is empty until the first report. */
export async function createLeadReportDays(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("report_calendar")
    .addColumn("starts_at", "text", (c) => c.primaryKey())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .execute();
  // Its columns are named in a loop, which the builder's type would not follow.
  let table: CreateTableBuilder<"lead_report_days", string> = db.schema
    .createTable("lead_report_days")
    .addColumn("day", "text", (c) => c.notNull());
  for (const column of REPORT_GROUPING) {
    table = table.addColumn(column, "text", (c) => c.notNull());
  }
  for (const count of REPORT_COUNTS) {
    // A year's estimates can pass 2^31 dollars.
    table = table.addColumn(count, "bigint", (c) => c.notNull());
  }
  // The report reads each origin's counts in the key's order: SQLite keeps the rows so, with
  // no row number; PostgreSQL keeps the counts in the key's index too.
  if (onPostgres(db)) {
    await table.execute();
    await sql`alter table lead_report_days add constraint lead_report_days_key
      primary key (${sql.join(KEY.map((column) => sql.ref(column)))})
      include (${sql.join(REPORT_COUNTS.map((column) => sql.ref(column)))})`.execute(db);
  } else {
    await table
      .addPrimaryKeyConstraint("lead_report_days_key", KEY)
      .modifyEnd(sql`without rowid`)
      .execute();
  }
  // The weeks' counts, by day.
  await db.schema
    .createIndex("lead_report_days_by_day")
    .on("lead_report_days")
    .columns(["day", ...REPORT_COUNTS])
    .execute();

  const statements = onPostgres(db)
    ? [
        `create function lead_report_count() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then ${countStatements("old").join("; ")}; end if;
          if tg_op <> 'DELETE' then ${countStatements("new").join("; ")}; end if;
          return null;
        end $$`,
        `create trigger lead_report_count after insert or delete or update of ${COUNTED_COLUMNS}
          on leads for each row execute function lead_report_count()`,
      ]
    : [
        `create trigger lead_report_added after insert on leads begin
          ${countStatements("new").join("; ")}; end`,
        `create trigger lead_report_changed after update of ${COUNTED_COLUMNS} on leads begin
          ${[...countStatements("old"), ...countStatements("new")].join("; ")}; end`,
        `create trigger lead_report_deleted after delete on leads begin
          ${countStatements("old").join("; ")}; end`,
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The setting that says which zone and days the calendar holds (`zone first last`). */
const CALENDAR_SETTING = "report-calendar";
/** Days the calendar reaches past the leads' first and last, and today, so it is made rarely. */
const MARGIN_DAYS = 366;

const dayPlus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Makes sure the day counts are in `zone`'s days and hold every lead: the first report after a
 * change of time zone, or one made before this release's leads (or none), makes the calendar and
 * counts every lead again, in one transaction that holds the leads still.
 */
export async function countLeadDays(db: Kysely<Database>, zone: string, now = new Date()) {
  const needed = async (trx: Kysely<Database>) => {
    // Each its own look at the time index's end: SQLite reads the whole index for both in one.
    const [first, last] = await Promise.all(
      (["min", "max"] as const).map(async (end) => {
        const row = await trx
          .selectFrom("leads")
          .select((eb) => eb.fn[end]("created_at").as("at"))
          .executeTakeFirstOrThrow();
        return row.at;
      }),
    );
    const today = zonedDay(now, zone);
    const days = [
      today,
      ...[first, last].flatMap((at) => (at ? [zonedDay(new Date(at), zone)] : [])),
    ];
    days.sort();
    return { first: days[0]!, last: days.at(-1)! };
  };
  const holds = (setting: string | undefined, want: { first: string; last: string }) => {
    const [heldZone, first = "", last = ""] = setting?.split(" ") ?? [];
    return heldZone === zone && first <= want.first && last >= want.last;
  };
  if (holds(await readSetting(db, CALENDAR_SETTING), await needed(db))) return;

  await db.transaction().execute(async (trx) => {
    if (onPostgres(trx)) {
      // No lead is stored or changed while they are counted again, nor another report counting.
      await sql`lock table leads in share mode`.execute(trx);
      await sql`lock table lead_report_days in exclusive mode`.execute(trx);
    }
    const want = await needed(trx);
    if (holds(await readSetting(trx, CALENDAR_SETTING), want)) return;
    const first = dayPlus(want.first, -MARGIN_DAYS);
    const last = dayPlus(want.last, MARGIN_DAYS);
    const calendar = [];
    for (let day = first; day <= last; day = dayPlus(day, 1)) {
      calendar.push({
        day,
        starts_at: zonedDayStart(day, zone),
        ends_at: zonedDayStart(day, zone, 1),
      });
    }
    await trx.deleteFrom("report_calendar").execute();
    for (let start = 0; start < calendar.length; start += 500) {
      await trx
        .insertInto("report_calendar")
        .values(calendar.slice(start, start + 500))
        .execute();
    }
    await trx.deleteFrom("lead_report_days").execute();
    await sql
      .raw(
        `insert into lead_report_days (${COLUMNS})
        select d.day, ${groupingOf("l")}, ${countsOf("l", null)}
        from leads l join report_calendar d on ${dayOf("l")}
        group by d.day, ${REPORT_GROUPING.map((column) => `coalesce(l.${column}, '')`).join(", ")}`,
      )
      .execute(trx);
    await writeSetting(trx, CALENDAR_SETTING, `${zone} ${first} ${last}`);
  });
  // What autovacuum would do of counts made anew only a while later: PostgreSQL's statistics of
  // them, and their pages marked as holding no row older than every reader, so the report reads
  // them from the key's index alone rather than each row's page too.
  if (onPostgres(db)) await sql`vacuum analyze lead_report_days, report_calendar`.execute(db);
}

/**
 * The breakdowns visits are counted by, each by its key, and `all`: a day's visits whatever
 * their key, which the weeks sum.
 */
export const VISIT_DIMENSIONS = ["all", "source", "campaign", "page"] as const satisfies readonly (
  ReportDimension | "all"
)[];
export type VisitDimension = (typeof VISIT_DIMENSIONS)[number];

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Each breakdown's key of a row of page_views (`row`), as the report names it: a source with its
 * medium, a campaign ((none) for none), a page; the views past the counter's limits are (other).
 */
function visitKeys(row: string): Record<VisitDimension, string> {
  return {
    all: "''",
    source: `case when ${row}.source = ${quoted(OTHER)} then ${row}.source
      else ${row}.source || ${quoted(SOURCE_MEDIUM)} || ${row}.medium end`,
    campaign: `case when ${row}.campaign = '' then ${quoted(NONE)} else ${row}.campaign end`,
    page: `${row}.path`,
  };
}

/** A row of page_views' keys (`row`), one a breakdown, as rows of (column1, column2). */
const keysOf = (row: string) =>
  `(values ${Object.entries(visitKeys(row))
    .map(([dimension, key]) => `(${quoted(dimension)}, ${key})`)
    .join(", ")}) as k`;

/**
 * The trigger's statements: add `visits` (a row's, or what an update added) to each of the row's
 * keys on its day; and, as a day of them is purged, drop the counts it leaves at none.
 */
function visitStatements(row: "new" | "old", visits: string): string[] {
  const counted = `insert into visit_report_days (dimension, key, day, visits)
    select k.column1, k.column2, ${row}.day, ${visits} from ${keysOf(row)} where ${visits} <> 0
    on conflict (dimension, key, day) do update
    set visits = visit_report_days.visits + excluded.visits`;
  if (row === "new") return [counted];
  return [
    counted,
    `delete from visit_report_days where visits = 0 and day = old.day
      and (dimension, key) in (select k.column1, k.column2 from ${keysOf(row)})`,
  ];
}

/**
 * The report's visits by day and breakdown (migration 0027), kept by triggers on `page_views` as
 * the counter adds a visit and the retention purges a day, so a year of them is read in the order
 * of each breakdown's keys, however many rows a flood of sources left; the visits counted before
 * are summed in here.
 */
export async function createVisitReportDays(db: Kysely<unknown>): Promise<void> {
  const table = db.schema
    .createTable("visit_report_days")
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("visits", "bigint", (c) => c.notNull());
  // Each breakdown's visits are read from the key's index alone, in the key's order: SQLite
  // keeps the rows so; PostgreSQL keeps the visits in the index too.
  if (onPostgres(db)) {
    await table.execute();
    await sql`alter table visit_report_days add constraint visit_report_days_key
      primary key (dimension, key, day) include (visits)`.execute(db);
  } else {
    await table
      .addPrimaryKeyConstraint("visit_report_days_key", ["dimension", "key", "day"])
      .modifyEnd(sql`without rowid`)
      .execute();
  }
  const counted = Object.entries(visitKeys("v")).map(
    ([dimension, key]) => `select ${quoted(dimension)}, ${key}, v.day, sum(v.visits)
      from page_views v where v.visits > 0 group by 2, 3`,
  );
  await sql
    .raw(
      `insert into visit_report_days (dimension, key, day, visits) ${counted.join(" union all ")}`,
    )
    .execute(db);
  const added = visitStatements("new", "new.visits");
  const grown = visitStatements("new", "new.visits - old.visits");
  const purged = visitStatements("old", "-old.visits");
  const statements = onPostgres(db)
    ? [
        `create function visit_report_count() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${added.join("; ")};
          elsif tg_op = 'UPDATE' then ${grown.join("; ")};
          else ${purged.join("; ")};
          end if;
          return null;
        end $$`,
        `create trigger visit_report_count after insert or delete or update of visits
          on page_views for each row execute function visit_report_count()`,
      ]
    : [
        `create trigger visit_report_added after insert on page_views begin
          ${added.join("; ")}; end`,
        `create trigger visit_report_grown after update of visits on page_views begin
          ${grown.join("; ")}; end`,
        `create trigger visit_report_purged after delete on page_views begin
          ${purged.join("; ")}; end`,
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

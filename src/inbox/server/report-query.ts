import { PostgresAdapter, sql, type RawBuilder } from "kysely";
import type { Db } from "@/server/db/client";
import { fillLeadOrigin, leadOriginSql } from "@/server/db/lead-origin";
import { countLeadDays, VISIT_DIMENSIONS, type VisitDimension } from "@/server/db/report-days";
import { zonedDayStart } from "@/server/time-zone";
import { REPORT_COUNTS, REPORT_GROUPING } from "@/lib/lead-origin";
import { SOURCE_MEDIUM } from "@/lib/traffic-source";
import type { ReportDimension } from "@/lib/report-dimensions";
import { OTHER } from "@/lib/traffic-source";
import { weeksOf, type ReportPeriod } from "./report-calendar";

/** What the report counts of each row, leads first; visits are counted apart from them. */
export const COUNTS = REPORT_COUNTS;
const FIGURES = ["visits", ...COUNTS] as const;
/** Each figure of this period, then of the period before. */
const BOTH_PERIODS = [...FIGURES, ...FIGURES.map((name) => `b_${name}` as const)];

type Figures<Prefix extends string> = Record<
  `${Prefix}${(typeof FIGURES)[number]}`,
  number | string | null
>;

/** A row of the report's query: a week's figures, or a breakdown's row with the period before's. */
export type ReportQueryRow = Figures<""> &
  Figures<"b_"> & {
    dimension: ReportDimension;
    /** A week's Monday, none for the period before; a breakdown's key. */
    key: string | null;
    /** A breakdown row's place in it; none for a week. */
    rank: number | string | null;
  };

/**
 * The spans the report's leads and visits are grouped by, in time order: the period before,
 * whole, and each of the period's weeks within it. Each by its days (for the visits' days) and
 * the instants it begins and ends in the agency's time zone (for the leads' times): worked out
 * here, since SQLite knows no time zones, and so the same on PostgreSQL.
 */
function spansOf(period: ReportPeriod, before: ReportPeriod, zone: string) {
  const span = (week: string | null, firstDay: string, lastDay: string) => ({
    week,
    firstDay,
    lastDay,
    startsAt: zonedDayStart(firstDay, zone),
    endsAt: zonedDayStart(lastDay, zone, 1),
  });
  return [
    span(null, before.from, before.to),
    ...weeksOf(period).map(({ monday, first, last }) => span(monday, first, last)),
  ];
}

/**
 * The leads (as `l`) booked by a demo call that stands on the scheduler though their status does
 * not say so, and what they add: counted apart, as they are few, from the leads' day counts
 * (lead_report_days), which book a lead by its status. SQLite joins in the order written (the
 * calls, then their leads), as a cross join tells it.
 */
const CALLED = sql`(select distinct lead_id from bookings where canceled_at is null) as called
  cross join leads l`;
const BOOKED_BY_CALL = sql`l.id = called.lead_id
  and l.suspected is null and l.status not in ('booked', 'won')`;

/** What each lead of `l` booked by a call alone adds to each count. */
const CALLED_ADDS: Record<(typeof COUNTS)[number], RawBuilder<unknown>> = {
  leads: sql`0`,
  suspected: sql`0`,
  booked: sql`1`,
  revenue: sql`coalesce(l.estimated_yearly, 0)`,
  estimated: sql`case when l.estimated_yearly is null then 0 else 1 end`,
};
const callSums = () =>
  sql.join(COUNTS.map((name) => sql`sum(${CALLED_ADDS[name]}) as ${sql.ref(name)}`));
/** The day counts' own columns, as what each of their rows adds. */
const DAY_ADDS = Object.fromEntries(COUNTS.map((name) => [name, sql.ref(name)])) as Record<
  (typeof COUNTS)[number],
  RawBuilder<unknown>
>;

/**
 * Each count summed over the rows of this period, then (`b_`) over those of the one before, which
 * `earlier` tells: both periods in one pass, one row a group.
 */
const sumsByPeriod = (
  earlier: RawBuilder<unknown>,
  adds: Record<(typeof COUNTS)[number], RawBuilder<unknown>>,
) =>
  sql.join([
    ...COUNTS.map(
      (name) =>
        sql`coalesce(sum(case when ${earlier} then null else ${adds[name]} end), 0)
          as ${sql.ref(name)}`,
    ),
    ...COUNTS.map(
      (name) =>
        sql`coalesce(sum(case when ${earlier} then ${adds[name]} end), 0)
          as ${sql.ref(`b_${name}`)}`,
    ),
  ]);

/**
 * Each breakdown's key for a group of leads, by the tags they keep (`leadOriginSql`, as the
 * inbox's list filters them); the visits' keys are kept with their counts (visit_report_days).
 */
function leadKeys(siteHost: string): Record<Dimension, RawBuilder<unknown>> {
  const origin = leadOriginSql(siteHost);
  return {
    source: sql`${origin.source} || ${SOURCE_MEDIUM} || ${origin.medium}`,
    campaign: origin.campaign,
    page: sql`landing_path`,
    form: sql`form`,
  };
}

type Dimension = Exclude<ReportDimension, "week">;

const names = (list: readonly string[], prefix = "") =>
  sql.join(list.map((name) => sql.ref(prefix + name)));
const sumsOf = (list: readonly string[]) =>
  sql.join(list.map((name) => sql`sum(${sql.ref(name)}) as ${sql.ref(name)}`));

/** A breakdown's leads, a row of lead_groups each, keyed by `lead`, without visits. */
const leadRows = (lead: RawBuilder<unknown>) =>
  sql`select ${lead} as key, cast(null as bigint) as visits, ${names(COUNTS)},
      cast(null as bigint) as b_visits, ${names(COUNTS, "b_")}
    from lead_groups`;

/** Rows of a key's figures (as BOTH_PERIODS names them), summed a row a key. */
const summedByKey = (rows: RawBuilder<unknown>) =>
  sql`select key, ${sql.join(
    BOTH_PERIODS.map((name) => sql`coalesce(sum(${sql.ref(name)}), 0) as ${sql.ref(name)}`),
  )}
    from (${rows}) as keyed
    group by key`;

/** What the report asks: `top` rows of each of `breakdowns` (every row without). */
export type ReportQuery = {
  period: ReportPeriod;
  before: ReportPeriod;
  zone: string;
  siteHost: string;
  top?: number;
  breakdowns: readonly ReportDimension[];
};

/** What the counting is given: the periods, and which database counts. */
type Counting = { period: ReportPeriod; before: ReportPeriod; zone: string; sqlite: boolean };

/** The columns a lead is grouped by, of the lead table `l`. */
const GROUPING_OF_L = sql.join(REPORT_GROUPING.map((column) => sql.ref(`l.${column}`)));
/**
 * A day of the day counts, as they are compared: SQLite told not to look them up by day (`+day`),
 * but to read them in the order of their key, which it then groups without sorting.
 */
const dayCompared = (sqlite: boolean) => (sqlite ? sql`+day` : sql`day`);
/** The spans in time order, which SQLite's grouping by span then follows instead of sorting. */
const SPANS_IN_ORDER = sql`(select * from spans order by starts_at, week) as s`;
/**
 * The rows of `table` that `which` picks, their `columns` summed by day within `spans` (as `v`),
 * each day's read in order: a year's days, which the weeks then sum, rather than each row a week.
 */
const byDay = (
  table: RawBuilder<unknown>,
  columns: readonly string[],
  which: RawBuilder<unknown> = sql`true`,
) =>
  sql`(select day, ${sumsOf(columns)} from ${table}
    where ${which}
      and day >= (select min(first_day) from spans) and day <= (select max(last_day) from spans)
    group by day) as v`;
/** A lead of `l` made within the span `s`. */
const IN_SPAN = sql`l.created_at >= s.starts_at and l.created_at < s.ends_at`;

/**
 * The leads of each week (`weekly_leads`), and of each origin in this period and the one before
 * (`lead_groups`), summed from their day counts (by origin, then day), with the leads booked by
 * a call alone added.
 */
function leadCounting({ period, before, zone, sqlite }: Counting) {
  const inEither = sql`l.created_at >= ${zonedDayStart(before.from, zone)}
    and l.created_at < ${zonedDayStart(period.to, zone, 1)}`;
  const day = dayCompared(sqlite);
  return [
    sql`weekly_leads as (
      select s.week, ${sumsOf(COUNTS)}
      from ${SPANS_IN_ORDER} join ${byDay(sql`lead_report_days`, COUNTS)}
        on v.day >= s.first_day and v.day <= s.last_day
      group by s.starts_at, s.week
      union all
      select s.week, ${callSums()} from ${CALLED} cross join spans s
      where ${BOOKED_BY_CALL} and ${IN_SPAN}
      group by s.week
    )`,
    // A group whose leads all went (deleted, or moved to another origin) sums to none: left out,
    // as the leads it counted are.
    sql`lead_groups as materialized (
      select ${names(REPORT_GROUPING)}, ${sumsByPeriod(sql`${day} < ${period.from}`, DAY_ADDS)}
      from lead_report_days where ${day} >= ${before.from} and ${day} <= ${period.to}
      group by ${names(REPORT_GROUPING)}
      having sum(leads) <> 0 or sum(suspected) <> 0
      union all
      select ${GROUPING_OF_L},
        ${sumsByPeriod(sql`l.created_at < ${zonedDayStart(period.from, zone)}`, CALLED_ADDS)}
      from ${CALLED} where ${BOOKED_BY_CALL} and ${inEither}
      group by ${GROUPING_OF_L}
    )`,
  ];
}

/** A breakdown's visits by its key, in this period and the one before, from their day counts. */
function visitsByKey({ period, before, sqlite }: Counting, dimension: VisitDimension) {
  const day = dayCompared(sqlite);
  return sql`select key,
      sum(case when ${day} < ${period.from} then 0 else visits end) as visits,
      sum(case when ${day} < ${period.from} then visits else 0 end) as b_visits
    from visit_report_days
    where dimension = ${dimension} and ${day} >= ${before.from} and ${day} <= ${period.to}
    group by key`;
}

/** Whether a breakdown has visits: a form has none. */
const isVisited = (dimension: Dimension): dimension is Dimension & VisitDimension =>
  (VISIT_DIMENSIONS as readonly string[]).includes(dimension);

/**
 * The report's figures, counted in the database in one query: each week of `period` (and the
 * period before, as a week of none), and each of `breakdowns` row by row with the period
 * before's figures beside this one's. With `top`, a breakdown's first rows but (other), and one
 * more to tell whether there are others; without, every row, (other) last. The two databases
 * count alike, each the way it is quick at.
 */
export async function reportRows(db: Db, asked: ReportQuery): Promise<ReportQueryRow[]> {
  const { period, before, zone, siteHost, top, breakdowns } = asked;
  // Leads a release from before their origin was kept stored (after a rollback) get it first,
  // and the leads' day counts are made in the agency's days where they are not yet.
  await fillLeadOrigin(db);
  await countLeadDays(db, zone);
  const sqlite = !(db.getExecutor().adapter instanceof PostgresAdapter);
  const listed = breakdowns.filter((dimension) => dimension !== "week");
  const keys = leadKeys(siteHost);
  const spans = spansOf(period, before, zone);
  const counting: Counting = { period, before, zone, sqlite };
  // Rows of equal figures by their key, character by character, in both databases.
  const byName = (key: RawBuilder<unknown>) => (sqlite ? key : sql`${key} collate "C"`);
  const order = sql`key = ${OTHER}, leads desc, visits desc, ${byName(sql`key`)}`;

  // Each breakdown's leads by key (a few rows), and its visits by key (maybe many: a flood of
  // made-up sources before the limits is one each).
  const byKey = listed.flatMap((dimension) => [
    sql`${sql.ref(`${dimension}_leads`)} as (${summedByKey(leadRows(keys[dimension]))})`,
    ...(isVisited(dimension)
      ? [sql`${sql.ref(`${dimension}_visits`)} as (${visitsByKey(counting, dimension)})`]
      : []),
  ]);
  const none = sql.join(COUNTS.map(() => sql`cast(null as bigint)`));
  const breakdown = (dimension: Dimension) => {
    const leads = sql.ref(`${dimension}_leads`);
    const visits = sql.ref(`${dimension}_visits`);
    let rows = sql`select * from ${leads}`;
    if (isVisited(dimension)) {
      // Every key's visits; for the page, those of the keys with leads, then the first of the
      // others by visits, in one pass: the rest only counts in (other), from the totals.
      const visitRows =
        top === undefined
          ? sql`select key, visits, b_visits from ${visits}`
          : sql`select * from (
              select v.key, v.visits, v.b_visits from ${visits} as v
              left join ${leads} as l on l.key = v.key
              where v.key <> ${OTHER}
              order by l.key is null, v.visits desc, ${byName(sql`v.key`)}
              limit (select count(*) from ${leads}) + ${top + 1}
            ) as first_visited`;
      rows = summedByKey(
        sql`${rows} union all select key, visits, ${none}, b_visits, ${none} from (${visitRows}) as v`,
      );
    }
    // The page's rows: the first ones but (other), which it sums with the rest.
    const shown =
      top === undefined
        ? rows
        : sql`select * from (${rows}) as ranked
            where key <> ${OTHER} order by ${order} limit ${top + 1}`;
    return sql`select ${sql.lit(dimension)} as dimension, key, ${names(BOTH_PERIODS)},
        row_number() over (order by ${order}) as rank
      from (${shown}) as ${sql.ref(`${dimension}_rows`)}`;
  };

  const query = sql<ReportQueryRow>`with
    spans (week, first_day, last_day, starts_at, ends_at) as (values ${sql.join(
      spans.map(
        ({ week, firstDay, lastDay, startsAt, endsAt }) =>
          sql`(${sql.join([week, firstDay, lastDay, startsAt, endsAt])})`,
      ),
    )}),
    weekly_visits as (
      select s.week, sum(v.visits) as visits
      from ${SPANS_IN_ORDER}
        join ${byDay(sql`visit_report_days`, ["visits"], sql`dimension = 'all'`)}
        on v.day >= s.first_day and v.day <= s.last_day
      group by s.starts_at, s.week
    ),
    ${sql.join([...leadCounting(counting), ...byKey])}
    select 'week' as dimension, week as key, ${sumsOf(FIGURES)},
      ${sql.join(FIGURES.map((name) => sql`null as ${sql.ref(`b_${name}`)}`))}, null as rank
    from (
      select week, 0 as visits, ${names(COUNTS)} from weekly_leads
      union all select week, visits, 0, 0, 0, 0, 0 from weekly_visits
    ) as weekly
    group by week
    ${sql.join(
      listed.map((dimension) => sql`union all ${breakdown(dimension)}`),
      sql` `,
    )}`;
  if (sqlite) return (await query.execute(db)).rows;
  // PostgreSQL reads each group of the day counts in its key's order from the index that holds
  // them whole, which at 100,000 leads takes half the time of hashing them all; its estimates
  // would have it hash, so it is told not to. What it then sorts (a breakdown's rows) fits in
  // tens of megabytes of working memory.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_hashagg = off`.execute(trx);
    await sql`set local work_mem = '64MB'`.execute(trx);
    return (await query.execute(trx)).rows;
  });
}

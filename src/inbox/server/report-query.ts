import { PostgresAdapter, sql, type RawBuilder } from "kysely";
import type { Db } from "@/server/db/client";
import { fillLeadOrigin, leadOriginSql } from "@/server/db/lead-origin";
import { zonedDayStart } from "@/server/time-zone";
import { NONE, REPORT_GROUPING } from "@/lib/lead-origin";
import { SOURCE_MEDIUM } from "@/lib/traffic-source";
import type { ReportDimension } from "@/lib/report-dimensions";
import { OTHER } from "@/visits/server/page-views";
import { weeksOf, type ReportPeriod } from "./report-calendar";

/** What the report counts of each row, leads first; visits are counted apart from them. */
export const COUNTS = ["leads", "suspected", "booked", "revenue", "estimated"] as const;
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

/** A lead of `l` booked by its status (booked or won); a suspected submission never is. */
const BOOKED = sql`l.suspected is null and l.status in ('booked', 'won')`;

/**
 * The figures of the leads of `l`: leads, suspected submissions, those booked by their status,
 * the estimates of these summed (`revenue`) and how many gave one (`estimated`).
 */
const leadSums = () => sql`count(case when l.suspected is null then 1 end) as leads,
  count(l.suspected) as suspected,
  count(case when ${BOOKED} then 1 end) as booked,
  coalesce(sum(case when ${BOOKED} then l.estimated_yearly end), 0) as revenue,
  count(case when ${BOOKED} then l.estimated_yearly end) as estimated`;

/**
 * The leads (as `l`) booked by a demo call that stands on the scheduler though their status does
 * not say so, and what they add: counted apart, as they are few, so that the many leads are
 * counted without looking for their calls. SQLite joins in the order written (the calls, then
 * their leads), as a cross join tells it.
 */
const CALLED = sql`(select distinct lead_id from bookings where canceled_at is null) as called
  cross join leads l`;
const BOOKED_BY_CALL = sql`l.id = called.lead_id
  and l.suspected is null and l.status not in ('booked', 'won')`;

const callSums = () => sql`0 as leads, 0 as suspected, count(*) as booked,
  coalesce(sum(l.estimated_yearly), 0) as revenue, count(l.estimated_yearly) as estimated`;

/**
 * Each breakdown's key, for a group of leads (by the tags they keep: `leadOriginSql`, as the
 * inbox's list filters them) and of visits; a form has no visits.
 */
function breakdownKeys(siteHost: string) {
  const origin = leadOriginSql(siteHost);
  const keys: Record<
    Exclude<ReportDimension, "week">,
    {
      lead: RawBuilder<unknown>;
      /** The visits' key, and the columns of page_views it is made of. */
      visit: { key: RawBuilder<unknown>; columns: RawBuilder<unknown> } | null;
    }
  > = {
    source: {
      lead: sql`${origin.source} || ${SOURCE_MEDIUM} || ${origin.medium}`,
      visit: {
        key: sql`case when source = ${OTHER} then source else source || ${SOURCE_MEDIUM} || medium end`,
        columns: sql`source, medium`,
      },
    },
    campaign: {
      lead: origin.campaign,
      visit: {
        key: sql`case when campaign = '' then ${NONE} else campaign end`,
        columns: sql`campaign`,
      },
    },
    page: { lead: sql`landing_path`, visit: { key: sql`path`, columns: sql`path` } },
    form: { lead: sql`form`, visit: null },
  };
  return keys;
}

const names = (list: readonly string[], prefix = "") =>
  sql.join(list.map((name) => sql.ref(prefix + name)));
const sumsOf = (list: readonly string[]) =>
  sql.join(list.map((name) => sql`sum(${sql.ref(name)}) as ${sql.ref(name)}`));

type Dimension = Exclude<ReportDimension, "week">;

/**
 * A breakdown's leads, a row of lead_groups each, keyed by `lead`: its counts in the period
 * (`earlier` 0) or the one before (1) in their columns, none in the other's, and no visits.
 */
const leadRows = (lead: RawBuilder<unknown>) => {
  const counts = (earlier: number, prefix: string) =>
    sql.join(
      COUNTS.map(
        (name) =>
          sql`case when earlier = ${sql.lit(earlier)} then ${sql.ref(name)} end
            as ${sql.ref(prefix + name)}`,
      ),
    );
  return sql`select ${lead} as key, cast(null as bigint) as visits, ${counts(0, "")},
      cast(null as bigint) as b_visits, ${counts(1, "b_")}
    from lead_groups`;
};

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

/** What both databases' counting is given: the periods, and the breakdowns' keys. */
type Counting = {
  period: ReportPeriod;
  before: ReportPeriod;
  zone: string;
  /** The breakdowns asked for that have visits, with their visits' keys. */
  visited: VisitKey[];
};

type VisitKey = { dimension: Dimension; key: RawBuilder<unknown>; columns: RawBuilder<unknown> };

/** The columns a lead is grouped by, of the lead table `l`. */
const GROUPING_OF_L = sql.join(REPORT_GROUPING.map((column) => sql.ref(`l.${column}`)));
/** Each of a key's visits of this period, and of the one before. */
const visitSums = ({ period }: Counting) =>
  sql`sum(case when day >= ${period.from} then visits else 0 end) as visits,
    sum(case when day < ${period.from} then visits else 0 end) as b_visits`;
const viewsOfEither = ({ period, before }: Counting) =>
  sql`day >= ${before.from} and day <= ${period.to} and visits > 0`;
/** The spans in time order, which SQLite's grouping by span then follows instead of sorting. */
const SPANS_IN_ORDER = sql`(select * from spans order by starts_at, week) as s`;
/** A lead of `l` made within the span `s`. */
const IN_SPAN = sql`l.created_at >= s.starts_at and l.created_at < s.ends_at`;

/**
 * What SQLite counts first, each as it reads an index in order, so that it groups without
 * sorting: the leads of each week, as the spans' times find them; each origin's leads in this
 * period (`earlier` 0) and the one before (1), each period by the origin index (SQLite would
 * take the time index by itself, and sort); the visits by where they came from and page. A
 * breakdown's visits are then summed by its key with its leads.
 */
function sqliteCounting(counting: Counting) {
  const { period, before, zone, visited } = counting;
  const starts = zonedDayStart(period.from, zone);
  const within = [
    sql`l.created_at >= ${starts} and l.created_at < ${zonedDayStart(period.to, zone, 1)}`,
    sql`l.created_at >= ${zonedDayStart(before.from, zone)} and l.created_at < ${starts}`,
  ];
  const ctes = [
    sql`weekly_leads as (
      select s.week, ${leadSums()} from ${SPANS_IN_ORDER} join leads l on ${IN_SPAN}
      group by s.starts_at, s.week
      union all
      select s.week, ${callSums()} from ${CALLED} cross join spans s
      where ${BOOKED_BY_CALL} and ${IN_SPAN}
      group by s.week
    )`,
    sql`lead_groups as materialized (
      ${sql.join(
        within.map(
          (leads, earlier) => sql`select ${GROUPING_OF_L}, ${earlier} as earlier, ${leadSums()}
            from leads l indexed by leads_report_origin where ${leads} group by ${GROUPING_OF_L}
            union all
            select ${GROUPING_OF_L}, ${earlier}, ${callSums()}
            from ${CALLED} where ${BOOKED_BY_CALL} and ${leads} group by ${GROUPING_OF_L}`,
        ),
        sql` union all `,
      )}
    )`,
  ];
  if (visited.length) {
    ctes.push(sql`view_groups as materialized (
      select source, medium, campaign, path, ${visitSums(counting)}
      from page_views indexed by page_views_report
      where ${viewsOfEither(counting)}
      group by source, medium, campaign, path
    )`);
  }
  return {
    ctes,
    visitsByKey: ({ key }: VisitKey) =>
      sql`select ${key} as key, sum(visits) as visits, sum(b_visits) as b_visits
        from view_groups group by 1`,
  };
}

/**
 * What PostgreSQL counts first, in hash tables: the leads by span and origin, which give both the
 * weeks and each origin's leads in either period; and the visits by each breakdown's key, all in
 * one pass.
 */
function postgresCounting(counting: Counting) {
  const { visited } = counting;
  const ctes = [
    // Each span's leads grouped on their own: one small hash table a week, which PostgreSQL,
    // not knowing how many rows a span holds, would otherwise sort all of by their text.
    sql`lead_spans as materialized (
      select s.week, by_origin.* from spans s cross join lateral (
        select ${GROUPING_OF_L}, ${leadSums()}
        from leads l where ${IN_SPAN}
        group by ${GROUPING_OF_L}
      ) as by_origin
      union all
      select s.week, ${GROUPING_OF_L}, ${callSums()}
      from ${CALLED} cross join spans s where ${BOOKED_BY_CALL} and ${IN_SPAN}
      group by s.starts_at, s.week, ${GROUPING_OF_L}
    )`,
    sql`weekly_leads as (select week, ${sumsOf(COUNTS)} from lead_spans group by week)`,
    // The week of none is the period before.
    sql`lead_groups as (
      select ${names(REPORT_GROUPING)}, case when week is null then 1 else 0 end as earlier,
        ${sumsOf(COUNTS)}
      from lead_spans group by ${names(REPORT_GROUPING)}, 7
    )`,
  ];
  // In each grouping set, the columns of the others are none: its own say whose row it is.
  const ofSet = (pick: (set: VisitKey) => RawBuilder<unknown>) =>
    sql`coalesce(${sql.join(
      visited.map((set) => sql`case when grouping(${set.columns}) = 0 then ${pick(set)} end`),
    )})`;
  if (visited.length) {
    ctes.push(sql`view_keys as materialized (
      select ${ofSet((set) => sql.lit(set.dimension))} as dimension, ${ofSet((set) => set.key)} as key,
        ${visitSums(counting)}
      from page_views where ${viewsOfEither(counting)}
      group by grouping sets (${sql.join(visited.map((set) => sql`(${set.columns})`))})
    )`);
  }
  return {
    ctes,
    visitsByKey: ({ dimension }: VisitKey) =>
      sql`select key, visits, b_visits from view_keys where dimension = ${sql.lit(dimension)}`,
  };
}

/**
 * The report's figures, counted in the database in one query: each week of `period` (and the
 * period before, as a week of none), and each of `breakdowns` row by row with the period
 * before's figures beside this one's. With `top`, a breakdown's first rows but (other), and one
 * more to tell whether there are others; without, every row, (other) last. The two databases
 * count alike, each the way it is quick at.
 */
export async function reportRows(db: Db, asked: ReportQuery): Promise<ReportQueryRow[]> {
  const { period, before, zone, siteHost, top, breakdowns } = asked;
  // Leads a release from before their origin was kept stored (after a rollback) get it first.
  await fillLeadOrigin(db);
  const sqlite = !(db.getExecutor().adapter instanceof PostgresAdapter);
  const listed = breakdowns.filter((dimension) => dimension !== "week");
  const keys = breakdownKeys(siteHost);
  const spans = spansOf(period, before, zone);
  const counting: Counting = {
    period,
    before,
    zone,
    visited: listed.flatMap((dimension) => {
      const { visit } = keys[dimension];
      return visit ? [{ dimension, ...visit }] : [];
    }),
  };
  const { ctes, visitsByKey } = sqlite ? sqliteCounting(counting) : postgresCounting(counting);
  // Rows of equal figures by their key, character by character, in both databases.
  const byName = (key: RawBuilder<unknown>) => (sqlite ? key : sql`${key} collate "C"`);
  const order = sql`key = ${OTHER}, leads desc, visits desc, ${byName(sql`key`)}`;

  // Each breakdown's leads by key (a few rows), and its visits by key (maybe many: a flood of
  // made-up sources before the limits is one each).
  const byKey = listed.flatMap((dimension) => {
    const visit = counting.visited.find((set) => set.dimension === dimension);
    return [
      sql`${sql.ref(`${dimension}_leads`)} as (${summedByKey(leadRows(keys[dimension].lead))})`,
      ...(visit ? [sql`${sql.ref(`${dimension}_visits`)} as (${visitsByKey(visit)})`] : []),
    ];
  });
  const none = sql.join(COUNTS.map(() => sql`cast(null as bigint)`));
  const breakdown = (dimension: Dimension) => {
    const leads = sql.ref(`${dimension}_leads`);
    const visits = sql.ref(`${dimension}_visits`);
    let rows = sql`select * from ${leads}`;
    if (counting.visited.some((set) => set.dimension === dimension)) {
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
      from ${SPANS_IN_ORDER} join page_views v on v.day >= s.first_day and v.day <= s.last_day
      group by s.starts_at, s.week
    ),
    ${sql.join([...ctes, ...byKey])}
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
  // PostgreSQL groups in hash tables when it expects them to fit its working memory, else it
  // sorts the rows by their text, a good deal slower: the report's fit in tens of megabytes.
  return db.transaction().execute(async (trx) => {
    await sql`set local work_mem = '64MB'`.execute(trx);
    return (await query.execute(trx)).rows;
  });
}

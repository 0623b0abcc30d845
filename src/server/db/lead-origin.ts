import { sql, type Kysely } from "kysely";
import { LEAD_ORIGIN_COLUMNS, leadOrigin, NONE } from "@/lib/lead-origin";
import { DIRECT, siteSlug } from "@/lib/traffic-source";

type LeadSourceFields = {
  id: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  gclid: string | null;
  fbclid: string | null;
  referrer: string | null;
  page_url: string | null;
  calculator_inputs: string | null;
  landing_path: string | null;
};

/**
 * Works out `leadOrigin` for the leads that lack it, a few hundred an update: every lead, when
 * migration 0023 adds the columns; after that, only those a release from before it stored (after
 * a rollback), which the report fills before it reads. They are found by an index of them alone,
 * so when there are none this costs one look at an empty index.
 */
export async function fillLeadOrigin<Tables>(db: Kysely<Tables>): Promise<void> {
  // Its fields as the fill reads them, whichever migration the caller's types know.
  const leads = db as unknown as Kysely<{ leads: LeadSourceFields }>;
  for (;;) {
    const rows = await leads
      .selectFrom("leads")
      .select([
        "id",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "gclid",
        "fbclid",
        "referrer",
        "page_url",
        "calculator_inputs",
      ])
      .where("landing_path", "is", null)
      .limit(500)
      .execute();
    if (!rows.length) return;
    const values = rows.map((row) => {
      const origin = leadOrigin(row);
      return sql`(${sql.join([row.id, ...LEAD_ORIGIN_COLUMNS.map((column) => origin[column])])})`;
    });
    // VALUES names its columns column1, column2, … in both databases; PostgreSQL reads them as text.
    const set = LEAD_ORIGIN_COLUMNS.map((column, index) => {
      const type = sql.raw(column === "estimated_yearly" ? "bigint" : "text");
      return sql`${sql.ref(column)} = cast(${sql.ref(`v.column${index + 2}`)} as ${type})`;
    });
    await sql`update leads set ${sql.join(set)}
      from (values ${sql.join(values)}) as v where leads.id = v.column1`.execute(db);
  }
}

/**
 * `sourceOfTags` (src/lib/traffic-source.ts) in SQL, over the tags a lead keeps: its source, its
 * medium, and its campaign as the report names it ((none) for none). The report groups leads by
 * these and the inbox's list filters them so, which makes a report row's count the list's.
 */
export function leadOriginSql(siteHost: string) {
  const referred = sql`traffic_referrer not in ('', ${siteSlug(siteHost)})`;
  return {
    source: sql<string>`case when traffic_source <> '' then traffic_source
      when ${referred} then traffic_referrer else ${DIRECT.source} end`,
    medium: sql<string>`case when traffic_medium <> '' then traffic_medium
      when ${referred} then 'referral' else ${DIRECT.medium} end`,
    campaign: sql<string>`case when traffic_campaign = '' then ${NONE} else traffic_campaign end`,
  };
}

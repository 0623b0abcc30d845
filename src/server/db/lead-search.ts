import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { onPostgres } from "./dialect";
import type { Database, Lead } from "./schema";

/**
 * The leads' full-text index, `lead_search`: one row a lead, deleted with it, holding every word
 * of its name, email, phone, practice, business type, subject, message and notes, and of its
 * staff notes. The words are made here, alike for both databases: runs of letters and digits,
 * case and accents folded (Zoë is zoe), each once. SQLite indexes them with FTS5
 * (`lead_search_words`, whose content is the row), PostgreSQL as a tsvector under a GIN index;
 * either way a search matches whole words, and its last word as the start of one.
 */

/** The fewest digits taken as part of a phone number. */
export const PHONE_DIGITS_MIN = 3;
/** Longer words are kept (and looked for) cut to this: PostgreSQL refuses a word over 2 KB. */
const WORD_MAX = 60;
/** Leads indexed a statement at a time. */
const BATCH = 500;

/** Letters, digits and the accents written with them, in the text as written. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
/** Letters NFKD does not take apart, as a person who cannot type them writes them. */
const SPELLED: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** A word as written, folded as the index keeps it: usually one, none for a lone accent. */
export function foldWord(word: string): string[] {
  const folded = word
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøłđðþı]/g, (letter) => SPELLED[letter] ?? letter);
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).map((part) => part.slice(0, WORD_MAX));
}

/** Where each word of `text` is, as written (its offsets), and its folded forms. */
export function wordsIn(text: string): { start: number; end: number; folded: string[] }[] {
  return [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    folded: foldWord(match[0]),
  }));
}

/** Where, beyond a lead's name, email, practice and phone, the list shows a search found words. */
export type FoundIn = "subject" | "message" | "staffNote" | "notes" | "businessType";

/** The digits of a phone number, however it was written. */
export const digitsOf = (phone: string): string => phone.replace(/\D/g, "");

/** The columns of a lead that hold its words, the visitor's. */
export const LEAD_TEXT_COLUMNS = [
  "name",
  "email",
  "phone",
  "practice",
  "business_type",
  "subject",
  "message",
  "notes",
] as const satisfies readonly (keyof Lead)[];
export type LeadText = Pick<Lead, (typeof LEAD_TEXT_COLUMNS)[number]>;

/**
 * A lead's words, once each. Its phone's digits also run together from each digit on, so digits
 * typed from anywhere in the number find it as the start of a word, whatever the punctuation.
 */
function leadWords(lead: LeadText, staffNotes: readonly string[]): string[] {
  const texts = [...LEAD_TEXT_COLUMNS.map((column) => lead[column]), ...staffNotes];
  const words = new Set(texts.flatMap((text) => wordsIn(text ?? "").flatMap((w) => w.folded)));
  const digits = digitsOf(lead.phone ?? "");
  for (let from = 0; from <= digits.length - PHONE_DIGITS_MIN; from++) {
    words.add(digits.slice(from, from + WORD_MAX));
  }
  return [...words];
}

/**
 * Writes the index's rows of these leads anew from their fields and staff notes: after a lead is
 * stored, or a note added, corrected or deleted. On SQLite a row's words replaced leave FTS5's
 * index at once (its secure-delete), and the table's own bytes are zeroed (secure_delete).
 */
export async function indexLeads(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  const postgres = onPostgres(db);
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    // On PostgreSQL two notes added to a lead at once each write its row from the notes they see:
    // the second waits here for the first to commit, and then sees both. (SQLite writes one
    // transaction at a time.) Not FOR UPDATE, which a note's own reference to its lead waits on.
    const leads = await (
      postgres ? db.selectFrom("leads").forNoKeyUpdate() : db.selectFrom("leads")
    )
      .select(["id", ...LEAD_TEXT_COLUMNS])
      .where("id", "in", batch)
      .execute();
    if (!leads.length) continue;
    const notesOf = Map.groupBy(
      await db
        .selectFrom("lead_notes")
        .select(["lead_id", "body"])
        .where("lead_id", "in", batch)
        .execute(),
      (note) => note.lead_id,
    );
    const rows = leads.map((lead) => {
      const words = leadWords(lead, notesOf.get(lead.id)?.map((note) => note.body) ?? []);
      return {
        lead_id: lead.id,
        words: postgres ? sql<string>`array_to_tsvector(${words}::text[])` : words.join(" "),
      };
    });
    await db
      .insertInto("lead_search")
      .values(rows)
      .onConflict((conflict) =>
        conflict.column("lead_id").doUpdateSet((eb) => ({ words: eb.ref("excluded.words") })),
      )
      .execute();
  }
}

/** Every lead's row: the index made for leads stored before it. */
export async function indexAllLeads(db: Kysely<Database>): Promise<void> {
  let after = "";
  for (;;) {
    const ids = (
      await db
        .selectFrom("leads")
        .select("id")
        .where("id", ">", after)
        .orderBy("id")
        .limit(BATCH)
        .execute()
    ).map((row) => row.id);
    if (!ids.length) return;
    await indexLeads(db, ids);
    after = ids.at(-1)!;
  }
}

/**
 * What a search looks for: every word of it (AND), the last as the start of a word, so a word
 * half typed finds; and for a search of digits alone in several groups (a phone number as
 * written), those digits run together, as the start of a word, as another way to match.
 */
export type LeadSearch = { whole: string[]; start: string; digits: string | null };

/** The search in `text`, or null when it holds no letter or digit to look for. */
export function readSearch(text: string): LeadSearch | null {
  const words = [...new Set(wordsIn(text).flatMap((word) => word.folded))];
  const start = words.pop();
  if (start === undefined) return null;
  const digits = /\p{L}/u.test(text) ? "" : digitsOf(text).slice(0, WORD_MAX);
  return {
    whole: words,
    start,
    digits: words.length && digits.length >= PHONE_DIGITS_MIN ? digits : null,
  };
}

/** The most words of the index the start of a search's last word is looked for as, on SQLite. */
const STARTS_SPELLED_OUT_MAX = 8;

/**
 * The words of the index that begin with `start`, up to one more than STARTS_SPELLED_OUT_MAX, by
 * fts5vocab's list of them (`lead_search_terms`, of this connection alone, so no migration).
 */
async function wordsStarting(db: Kysely<Database>, start: string): Promise<string[]> {
  await sql`create virtual table if not exists temp.lead_search_terms
    using fts5vocab(main, lead_search_words, row)`.execute(db);
  // The first string past every word that begins with `start`: its last letter's next.
  const last = [...start].at(-1)!;
  const beyond = start.slice(0, -last.length) + String.fromCodePoint(last.codePointAt(0)! + 1);
  const { rows } = await sql<{ term: string }>`select term from temp.lead_search_terms
    where term >= ${start} and term < ${beyond} limit ${STARTS_SPELLED_OUT_MAX + 1}`.execute(db);
  return rows.map((row) => row.term);
}

/** A search in its engine's own syntax (searchQuery): what countFound and foundLeads run. */
export type SearchQuery = { readonly engine: string };

/**
 * The search in its engine's own syntax, its words quoted: they hold only letters and digits, so
 * nothing a person types (quotes, `*`, NEAR, AND, `-`, brackets) is read as an operator. On
 * SQLite, a last word that a few of the index's words begin with is looked for as those words:
 * FTS5 gathers every entry of a word's start before it gives the first (20 ms for a word of
 * 100,000 leads, in each statement that asks), and a word's entries as it reads them.
 */
export async function searchQuery(
  db: Kysely<Database>,
  { whole, start, digits }: LeadSearch,
): Promise<SearchQuery> {
  const postgres = onPostgres(db);
  const [quote, and, or, prefix] = postgres
    ? [(word: string) => `'${word}'`, " & ", " | ", ":*"]
    : [(word: string) => `"${word}"`, " AND ", " OR ", "*"];
  const spelled = postgres ? [] : await wordsStarting(db, start);
  const startQuery =
    spelled.length && spelled.length <= STARTS_SPELLED_OUT_MAX
      ? `(${spelled.map(quote).join(or)})`
      : `${quote(start)}${prefix}`;
  const all = [...whole.map(quote), startQuery].join(and);
  return { engine: digits ? `(${all})${or}${quote(digits)}${prefix}` : all };
}

/**
 * How many leads the index finds for the search, before any other filter, counted up to `upTo`:
 * past it, how many more matters to no one, and counting them all reads the whole index.
 */
export async function countFound(
  db: Kysely<Database>,
  { engine }: SearchQuery,
  upTo: number,
): Promise<number> {
  const found = onPostgres(db)
    ? sql`select 1 from lead_search where words @@ ${engine}::tsquery limit ${upTo}`
    : sql`select 1 from lead_search_words where lead_search_words match ${engine} limit ${upTo}`;
  const { rows } = await sql<{
    found: number | string;
  }>`select count(*) as found from (${found}) as found`.execute(db);
  return Number(rows[0]?.found ?? 0);
}

/**
 * How a query on leads reaches those a search found. `look up` each one the index finds, by its
 * id: quick while they are few. `walk` the leads in the query's own order, keeping those found:
 * quick for a page, or a count that stops early, once they are dense. `join` all the index finds
 * to all the leads under the other filters, for a read of every one: PostgreSQL hashes them, as
 * looking up thousands reads each one's row; SQLite still looks them up. Neither database's
 * planner can tell how many a search finds: countFound says.
 */
export type Reach = "look up" | "walk" | "join";

/** The leads (`leads.id`) the index finds for the search, as a condition of a query on leads. */
export function foundLeads(
  db: Kysely<Database>,
  { engine }: SearchQuery,
  reach: Reach,
): RawBuilder<SqlBool> {
  if (onPostgres(db)) {
    const ids = sql`select lead_id from lead_search where words @@ ${engine}::tsquery`;
    if (reach === "look up") return sql<SqlBool>`leads.id = any(array(${ids}))`;
    if (reach === "join") return sql<SqlBool>`leads.id in (${ids})`;
    // A subquery of one row, which the planner runs for each lead rather than joining them all.
    return sql<SqlBool>`(select words @@ ${engine}::tsquery from lead_search
      where lead_id = leads.id)`;
  }
  const docs = sql`select rowid from lead_search_words where lead_search_words match ${engine}`;
  // Walking, each lead's row number is looked for among those found, which SQLite gathers once.
  // Looking up, each found row number gives its lead by the small index (migration 0024), not
  // the row of all its words, which SQLite would pick without statistics.
  return reach === "walk"
    ? sql<SqlBool>`(select doc from lead_search where lead_id = leads.id) in (${docs})`
    : sql<SqlBool>`leads.id in (select lead_id from lead_search indexed by lead_search_doc
        where doc in (${docs}))`;
}

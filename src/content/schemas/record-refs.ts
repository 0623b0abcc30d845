import { z } from "zod";
import { slug } from "./fields";

/**
 * Fields that name a record of another collection by its slug, marked in zod's registry so the
 * readers (which put the record in its place) and the editor's fields find them in the schema.
 */

/** The collections (registry.ts) a field can name records of; their records name none. */
export const REFERENCED_COLLECTIONS = [
  "stats",
  "testimonials",
  "faqs",
  "downloads",
  "caseStudies",
] as const;

export type ReferencedCollection = (typeof REFERENCED_COLLECTIONS)[number];

declare const refersTo: unique symbol;

export type RecordRef<Collection extends ReferencedCollection> = string & {
  readonly [refersTo]: Collection;
};

export type RecordRefMeta = {
  collection: ReferencedCollection;
  check?: (record: never) => string | undefined;
};

export const recordRefs = z.registry<RecordRefMeta>();

/** A record a field names, as pages get it: its fields and its slug (it names no records itself). */
export type NamedRecord<Schema extends z.ZodType> = z.output<Schema> & { slug: string };

/** `check` states what the page needs of the record ("/landing shows six questions"). */
export function recordRef<Collection extends ReferencedCollection, Record = never>(
  collection: Collection,
  check?: (record: Record) => string | undefined,
) {
  const field = slug.clone();
  recordRefs.add(field, { collection, check: check as RecordRefMeta["check"] });
  // The readers resolve the slug: the type a page sees is the record's (readers/finish.ts).
  return field as unknown as z.ZodType<RecordRef<Collection>, string>;
}

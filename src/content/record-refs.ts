import { z } from "zod";
import { slug } from "./fields";

/**
 * Fields that name a record of another collection by its slug (a page's FAQ group, a hero's
 * stats), as a file and the browser editor hold them. The readers (content/readers/collections.ts)
 * replace each slug with the finished record, and stop the build on a slug that names nothing.
 * Declared with zod's registry so the readers and the editor's fields (src/content/editor) find them in
 * the schema itself.
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

/** A slug naming a record of `Collection`; the readers put the record in its place. */
export type RecordRef<Collection extends ReferencedCollection> = string & {
  readonly [refersTo]: Collection;
};

/** What a field naming a record says about it: the collection, and a rule the record must keep. */
export type RecordRefMeta = {
  collection: ReferencedCollection;
  /** A problem with the record named, or undefined when it suits the page. */
  check?: (record: never) => string | undefined;
};

export const recordRefs = z.registry<RecordRefMeta>();

/** A record a field names, as pages get it: its fields and its slug (it names no records itself). */
export type NamedRecord<Schema extends z.ZodType> = z.output<Schema> & { slug: string };

/**
 * A field naming one record of `collection` by slug; `check` states what the page needs of it
 * ("/landing shows six questions").
 */
export function recordRef<Collection extends ReferencedCollection, Record = never>(
  collection: Collection,
  check?: (record: Record) => string | undefined,
) {
  const field = slug.clone();
  recordRefs.add(field, { collection, check: check as RecordRefMeta["check"] });
  // The readers resolve the slug, so the type a page sees is the record's (FinishedFields in readers/finish.ts).
  return field as unknown as z.ZodType<RecordRef<Collection>, string>;
}

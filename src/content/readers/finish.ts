import { z } from "zod";
import { ContentError } from "./content-error";
import { innerSchema } from "../schemas/inner-schema";
import { renderInlineMarkdown } from "./markdown";
import type { caseStudySchema } from "../schemas/records/case-study-fields";
import type { downloadSchema } from "../schemas/records/downloads";
import type { FaqGroup } from "../schemas/records/faqs";
import { markdownFields } from "../schemas/fields";
import {
  recordRefs,
  type NamedRecord,
  type RecordRef,
  type RecordRefMeta,
  type ReferencedCollection,
} from "../schemas/record-refs";
import type { Stat } from "../schemas/records/stats";
import type { Testimonial } from "../schemas/records/testimonials";
import { templateSlots } from "../schemas/template";
import { fillTokens, type ContentTokens } from "./tokens";

/** What a field naming a record of each collection holds once finished. */
type NamedRecords = {
  stats: Stat;
  testimonials: Testimonial;
  faqs: FaqGroup;
  downloads: NamedRecord<typeof downloadSchema>;
  caseStudies: NamedRecord<typeof caseStudySchema>;
};

type Finished<T> =
  T extends RecordRef<infer Collection extends ReferencedCollection>
    ? NamedRecords[Collection]
    : T extends readonly unknown[]
      ? { -readonly [Index in keyof T]: Finished<T[Index]> }
      : T extends Date
        ? T
        : T extends object
          ? { [Key in keyof T]: Finished<T[Key]> }
          : T;

/** A record's fields as pages see them: each field naming a record holds that record. */
export type FinishedFields<Schema extends z.ZodType> = Finished<z.output<Schema>>;

export type FinishedRecord<Schema extends z.ZodType> = FinishedFields<Schema> & { slug: string };

export type FinishContext = {
  tokens: ContentTokens;
  record: (collection: ReferencedCollection, slug: string) => unknown;
};

/** What a registry says of a schema, looking through optional and default wrappers. */
function declared<Meta extends object>(
  registry: z.core.$ZodRegistry<Meta>,
  schema: z.ZodType | undefined,
) {
  for (let current = schema; current; current = innerSchema(current)) {
    const meta = registry.get(current);
    if (meta) return meta as Meta;
  }
  return undefined;
}

function shapeOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  while (current) {
    const inner = innerSchema(current);
    if (!inner) return current;
    current = inner;
  }
  return undefined;
}

function lengthProblem(shape: z.ZodType | undefined, text: string): string | undefined {
  if (!(shape instanceof z.ZodString)) return undefined;
  const { minLength, maxLength } = shape;
  if (maxLength !== null && text.length > maxLength) {
    return `is ${text.length} characters with its figures filled in; keep it within ${maxLength}`;
  }
  if (minLength !== null && text.length < minLength) {
    return `is ${text.length} characters with its figures filled in; write at least ${minLength}`;
  }
  return undefined;
}

function markdownLine(markdown: string, tokens: ContentTokens, where: string): string {
  try {
    return renderInlineMarkdown(markdown, tokens);
  } catch (error) {
    throw new ContentError(`${where}: ${(error as Error).message}`);
  }
}

/** Where a field is: "src/content/copy/home-page.yaml, field hero.stats[0]". */
function fieldOf(where: string, key: string): string {
  return where.includes(", field ") ? `${where}.${key}` : `${where}, field ${key}`;
}

function finishValue(
  schema: z.ZodType | undefined,
  value: unknown,
  where: string,
  context: FinishContext,
): unknown {
  const ref = declared<RecordRefMeta>(recordRefs, schema);
  if (ref && typeof value === "string") {
    const record = context.record(ref.collection, value);
    if (record === undefined) {
      throw new ContentError(
        `${where}: names no ${ref.collection} record "${value}" (src/content/${ref.collection})`,
      );
    }
    const problem = ref.check?.(record as never);
    if (problem) throw new ContentError(`${where}: "${value}": ${problem}`);
    return record;
  }
  const shape = shapeOf(schema);
  if (typeof value === "string") {
    // Markdown is rendered with the site's details filled and figures left as tokens, then the
    // figures are filled in (they hold no markup: content/readers/figures.ts).
    const written = declared(markdownFields, schema)
      ? markdownLine(value, context.tokens, where)
      : value;
    const slots = declared(templateSlots, schema)?.slots;
    let text: string;
    try {
      text = fillTokens(written, context.tokens, where, (name) => slots?.includes(name) ?? false);
    } catch (error) {
      throw new ContentError((error as Error).message);
    }
    const problem = lengthProblem(shape, text);
    if (problem) throw new ContentError(`${where} ${problem}`);
    return text;
  }
  if (Array.isArray(value)) {
    const item = shape instanceof z.ZodArray ? (shape.element as z.ZodType) : undefined;
    return value.map((entry, index) => finishValue(item, entry, `${where}[${index}]`, context));
  }
  // Plain objects only: a date read from YAML stays a date, an image stays an image.
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const fields = shape instanceof z.ZodObject ? (shape.shape as Record<string, z.ZodType>) : {};
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [
        key,
        finishValue(fields[key], entry, fieldOf(where, key), context),
      ]),
    );
  }
  return value;
}

/**
 * Fills the figures a record cites (then checks its text's length limits again, now that the
 * words are final) and puts each named record in place of its slug. A problem stops the build,
 * naming the file and the field.
 */
export function finishFields(
  schema: z.ZodType,
  fields: unknown,
  file: string,
  context: FinishContext,
): unknown {
  return finishValue(schema, fields, file, context);
}

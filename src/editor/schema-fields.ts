import { fields, type ComponentSchema } from "@keystatic/core";
import { z } from "zod";
import { recordRefs } from "@/lib/content/record-refs";
import { markdownFields } from "@/lib/content/text-fields";
import { optionalObject } from "./composite-fields";

/**
 * The browser editor's fields for a content schema, built from the zod schema itself, so a
 * field, its limits and its choices are declared once, in the schema: text with its length
 * limits and pattern, a choice for an enum, a number with its range, a checkbox, a group for an
 * object, a list with its length for an array, and a pick from another collection for a field
 * naming a record (lib/content/record-refs.ts). A field's label is its key in words
 * ("primaryCta" → "Primary CTA"); its description is the schema's own (`.describe()`).
 */

/** A schema as the editor sees it: wrappers taken off, with what they said. */
type Unwrapped = {
  schema: z.ZodType;
  optional: boolean;
  defaultValue: unknown;
  description?: string;
};

function unwrap(schema: z.ZodType): Unwrapped {
  let current = schema;
  let optional = false;
  let defaultValue: unknown;
  let description = schema.description;
  for (;;) {
    if (recordRefs.has(current) || markdownFields.has(current)) break;
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      optional = true;
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodDefault) {
      optional = true;
      defaultValue = current.def.defaultValue;
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      // A preprocess step leads to the schema that checks; a transform follows the one that does.
      current = (current.out instanceof z.ZodTransform ? current.in : current.out) as z.ZodType;
    } else break;
    description ??= current.description;
  }
  return { schema: current, optional, defaultValue, description };
}

const ACRONYMS: Record<string, string> = { cta: "CTA", faqs: "FAQs", sms: "SMS", hipaa: "HIPAA" };

/** A key in words: "primaryCta" → "Primary CTA", "faqs" → "FAQs". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ")
    .map((word) => ACRONYMS[word] ?? word);
  const [first = "", ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(" ");
}

/** Words that are a paragraph rather than a line, by the name the schemas give them. */
const PARAGRAPH =
  /intro|body|description|message|note|quote|answer|summary|formula|pitch|hint|blurb|disclosure|excerpt|testimonial/i;

/** What a list's or string's checks say about its length (zod keeps them on the schema). */
function lengthOf(schema: z.ZodType): { min?: number; max?: number } {
  const bag = schema._zod.bag as { minimum?: number; maximum?: number };
  return { min: bag.minimum, max: bag.maximum };
}

/** The words that name an item of a list in the editor: its first line of text. */
function itemLabel(element: z.ZodType, fallback: string) {
  const { schema } = unwrap(element);
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const key = Object.keys(shape).find(
      (name) => unwrap(shape[name]!).schema instanceof z.ZodString,
    );
    return (props: { fields: Record<string, { value: unknown }> }) =>
      String((key && props.fields[key]?.value) || fallback);
  }
  return (props: { value: unknown }) => String(props.value || fallback);
}

function textField(key: string, { schema, optional, description }: Unwrapped) {
  const string = schema as z.ZodString;
  const { minLength, maxLength } = string;
  const [pattern] = (string._zod.bag as { patterns?: Set<RegExp> }).patterns ?? [];
  return fields.text({
    label: labelOf(key),
    description,
    multiline: markdownFields.has(schema) || PARAGRAPH.test(key),
    validation: {
      isRequired: !optional && (minLength ?? 0) > 0,
      length: { min: optional ? undefined : (minLength ?? undefined), max: maxLength ?? undefined },
      ...(pattern && { pattern: { regex: pattern, message: `must match ${pattern}` } }),
    },
  });
}

/** The editor's field for one field of a schema, named by its key. */
export function fieldOf(key: string, field: z.ZodType): ComponentSchema {
  const unwrapped = unwrap(field);
  const { schema, optional, defaultValue, description } = unwrapped;
  const label = labelOf(key);
  const ref = recordRefs.get(schema);
  if (ref) {
    return fields.relationship({
      label,
      description,
      collection: ref.collection,
      validation: { isRequired: !optional },
    });
  }
  if (schema instanceof z.ZodString) return textField(key, unwrapped);
  if (schema instanceof z.ZodEnum) {
    const values = schema.options.map(String);
    return fields.select({
      label,
      description,
      options: values.map((value) => ({ label: value, value })),
      defaultValue: String(defaultValue ?? values[0]),
    });
  }
  if (schema instanceof z.ZodNumber) {
    const validation = {
      isRequired: !optional,
      min: schema.minValue ?? undefined,
      max: schema.maxValue ?? undefined,
    };
    return schema.format === "safeint"
      ? fields.integer({ label, description, validation })
      : fields.number({ label, description, validation, step: 0.1 });
  }
  if (schema instanceof z.ZodBoolean) {
    return fields.checkbox({ label, description, defaultValue: defaultValue === true });
  }
  if (schema instanceof z.ZodObject) {
    const parts = fieldsOf(schema);
    // Keystatic's own group cannot be left out of a file; this one is switched by a checkbox.
    return optional
      ? optionalObject(label, parts as never, schema)
      : fields.object(parts, { label, description });
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    return fields.array(fieldOf(key.replace(/s$/, ""), element), {
      label,
      description,
      itemLabel: itemLabel(element, labelOf(key.replace(/s$/, ""))) as never,
      validation: { length: lengthOf(schema) },
    });
  }
  throw new Error(`The editor has no field for ${key} (${schema.def.type})`);
}

/** The editor's fields for every field of an object schema. */
export function fieldsOf(schema: z.ZodObject): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
      key,
      fieldOf(key, field),
    ]),
  );
}

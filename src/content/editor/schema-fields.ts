import { fields, type ComponentSchema } from "@keystatic/core";
import { z } from "zod";
import { innerSchema } from "../schemas/inner-schema";
import { recordRefs } from "../schemas/record-refs";
import { markdownFields } from "../schemas/fields";
import {
  checkedField,
  group,
  list,
  optional as leftOutUnless,
  type PartField,
} from "./composite-fields";

/**
 * The browser editor's fields, built from the zod schema itself, so a field, its words, its
 * limits and its choices are declared once, in the schema (docs/content.md, "The browser
 * editor"). What the fields cannot check is checked with the schema before the editor saves.
 */

/** A schema as the editor sees it: wrappers taken off, with what they said. */
type Unwrapped = {
  schema: z.ZodType;
  optional: boolean;
  defaultValue: unknown;
  label: string;
  description?: string;
};

function unwrap(key: string, schema: z.ZodType): Unwrapped {
  let current = schema;
  let optional = false;
  let defaultValue: unknown;
  let { title, description } = schema.meta() ?? {};
  for (
    let next = innerSchema(current);
    next && !recordRefs.get(current);
    next = innerSchema(current)
  ) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) optional = true;
    if (current instanceof z.ZodDefault) {
      optional = true;
      defaultValue = current.def.defaultValue;
    }
    current = next;
    const meta = current.meta();
    title ??= meta?.title;
    description ??= meta?.description;
  }
  if (markdownFields.get(current))
    description ??= "One paragraph: **bold**, *emphasis*, [links](/path).";
  return { schema: current, optional, defaultValue, label: title ?? labelOf(key), description };
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
  /intro|body|description|excerpt|summary|message|note|quote|testimonial|answer|formula|pitch|hint|blurb|disclosure/i;

function lengthOf(schema: z.ZodType): { min?: number; max?: number } {
  const bag = schema._zod.bag as { minimum?: number; maximum?: number };
  return { min: bag.minimum, max: bag.maximum };
}

/** A `.refine` checks what the fields cannot see. */
function checkedAsWhole(schema: z.ZodType): boolean {
  return (schema.def.checks ?? []).some((check) => check._zod.def.check === "custom");
}

function itemLabel(element: z.ZodType, fallback: string) {
  const { schema } = unwrap("", element);
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const key = Object.keys(shape).find(
      (name) => unwrap(name, shape[name]!).schema instanceof z.ZodString,
    );
    return (props: { fields: Record<string, { value: unknown }> }) =>
      String((key && props.fields[key]?.value) || fallback);
  }
  return (props: { value: unknown }) => String(props.value || fallback);
}

const singular = (key: string) => key.replace(/ies$/, "y").replace(/s$/, "");

function textOptions(key: string, { schema, optional, label, description }: Unwrapped) {
  const { minLength, maxLength } = schema as z.ZodString;
  const [pattern] = (schema._zod.bag as { patterns?: Set<RegExp> }).patterns ?? [];
  return {
    label,
    description,
    multiline: markdownFields.get(schema) !== undefined || PARAGRAPH.test(key),
    validation: {
      isRequired: !optional && (minLength ?? 0) > 0,
      length: { min: optional ? undefined : (minLength ?? undefined), max: maxLength ?? undefined },
      ...(pattern && { pattern: { regex: pattern, message: description ?? `as ${pattern}` } }),
    },
  };
}

/** `part` asks for a field that can sit in a checked group or list (composite-fields.tsx). */
function fieldFor(key: string, field: z.ZodType, part: boolean): ComponentSchema {
  const unwrapped = unwrap(key, field);
  const { schema, optional, defaultValue, label, description } = unwrapped;
  const ref = recordRefs.get(schema);
  if (ref) {
    return fields.relationship({
      label,
      description,
      collection: ref.collection,
      validation: { isRequired: !optional },
    });
  }
  if (schema instanceof z.ZodISODate) {
    return fields.date({ label, description, validation: { isRequired: !optional } });
  }
  if (schema instanceof z.ZodString) return fields.text(textOptions(key, unwrapped));
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
    const checkbox = fields.checkbox({ label, description, defaultValue: defaultValue === true });
    // The files leave out a box that stands as its default.
    return {
      ...checkbox,
      serialize: (on: boolean) => ({ value: on === defaultValue ? undefined : on }),
    };
  }
  if (schema instanceof z.ZodObject) {
    // Keystatic's own group cannot be left out of a file, nor checked as a whole.
    if (optional || checkedAsWhole(schema) || part) {
      const whole = group(partsOf(schema));
      if (!optional) return part ? (whole as never) : checkedField(label, whole, schema);
      const maybe = leftOutUnless(whole, `Show ${label.toLowerCase()}`);
      return part ? (maybe as never) : checkedField(label, maybe, schema.optional());
    }
    return fields.object(fieldsOf(schema), { label, description });
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    const length = lengthOf(schema);
    if (checkedAsWhole(schema) || part) {
      const items = list(fieldFor(singular(key), element, true) as unknown as PartField<unknown>, {
        label,
        description,
        itemName: singular(label).toLowerCase(),
        length: { min: length.min ?? 0, max: length.max },
      });
      return part ? (items as never) : checkedField(label, items, schema);
    }
    return fields.array(fieldFor(singular(key), element, false), {
      label,
      description,
      itemLabel: itemLabel(element, singular(label)) as never,
      validation: { length },
    });
  }
  throw new Error(`The editor has no field for ${key} (${schema.def.type})`);
}

function partsOf(schema: z.ZodObject): Record<string, PartField<unknown>> {
  return Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
      key,
      fieldFor(key, field, true) as unknown as PartField<unknown>,
    ]),
  );
}

export type EditorOptions = {
  slugFrom?: { field: string; slug: { label: string; description: string } };
  /** Fields no schema describes: a cover upload, a story's figures, the text. */
  own?: Record<string, ComponentSchema>;
};

export function fieldsOf(
  schema: z.ZodObject,
  { slugFrom, own = {} }: EditorOptions = {},
): Record<string, ComponentSchema> {
  const built = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => {
    if (own[key]) return [key, own[key]];
    if (key !== slugFrom?.field) return [key, fieldFor(key, field, false)];
    const { label, description, validation } = textOptions(key, unwrap(key, field));
    return [key, fields.slug({ name: { label, description, validation }, slug: slugFrom.slug })];
  });
  const extra = Object.entries(own).filter(([key]) => !(key in schema.shape));
  return Object.fromEntries([...built, ...extra]);
}

/** A post's schema is refined as a whole: this is the object inside. */
export function objectOf(schema: z.ZodType): z.ZodObject {
  const { schema: object } = unwrap("", schema);
  if (!(object instanceof z.ZodObject)) throw new Error("expected an object schema");
  return object;
}

import { type FormFieldStoredValue, type JsonYamlValue } from "@keystatic/core";
import { load } from "js-yaml";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import editor from "../../../keystatic.config";
import { pricingTiersSchema } from "../schemas/records/service-fields";
import { serviceSchema } from "../schemas/records/services";

/**
 * The services in the browser editor, their fields built from `serviceSchema`: the optional
 * sections and the pricing tiers store exactly what the files hold and refuse what the build
 * refuses. That the collection has every field of the schema and reads every file so that it
 * passes is checked with the other collections (schemas-agree.test.ts).
 */

/** What the optional sections' fields share (method parameters let each field's own value in). */
type StoredShapeField = {
  parse(stored: FormFieldStoredValue): unknown;
  serialize(value: unknown): { value: FormFieldStoredValue };
  validate(value: unknown): unknown;
};

const schema = editor.collections?.services?.schema as unknown as Record<
  string,
  StoredShapeField
> & {
  pricing: { fields: { tiers: StoredShapeField & { defaultValue(): unknown } } };
};

/** A field of the service schema. */
const serviceField = (key: string) => (serviceSchema.shape as Record<string, z.ZodType>)[key];

const serviceFiles = ["ai-receptionist", "chatbots", "custom-systems", "social", "websites"];

const fileFields = (slug: string) =>
  load(readFileSync(`src/content/services/${slug}.yaml`, "utf8")) as Record<
    string,
    FormFieldStoredValue
  >;

describe("the optional sections", () => {
  const sections: Record<"channels" | "related" | "moreProof", StoredShapeField> = {
    channels: schema.channels!,
    related: schema.related!,
    moreProof: schema.moreProof!,
  };

  it.each(serviceFiles)("write %s's sections back exactly as the file holds them", (slug) => {
    const file = fileFields(slug);
    for (const [key, field] of Object.entries(sections)) {
      expect(field.serialize(field.parse(file[key])).value, key).toEqual(file[key]);
    }
  });

  it("write an absent section as absent", () => {
    for (const field of Object.values(sections)) {
      expect(field.parse(undefined)).toBeNull();
      expect(field.serialize(field.parse(undefined)).value).toBeUndefined();
      expect(field.validate(field.parse(undefined))).toBeNull();
    }
  });

  const channels = fileFields("chatbots").channels as Record<string, JsonYamlValue>;

  it.each([
    ["channels", "a single channel", { ...channels, items: [{ title: "SMS", body: "Texts." }] }],
    ["channels", "an empty heading", { ...channels, heading: " " }],
    ["moreProof", "no text", { heading: "Want to see more?" }],
    ["related", "one link", { eyebrow: "More", heading: "Next", links: [] }],
  ] as const)("refuse %s with %s, as the build does", (key, _, stored) => {
    const field = sections[key];
    expect(() => field.validate(field.parse(stored))).toThrow();
    expect(serviceField(key)?.safeParse(stored).success).toBe(false);
  });

  it("keep the site's tokens as typed", () => {
    const stored = { heading: "Ask {brand}", body: "Call {phone} or read {stats.calls-missed}." };
    const field = schema.moreProof!;
    expect(field.validate(field.parse(stored))).toEqual(field.parse(stored));
    expect(field.serialize(field.parse(stored)).value).toEqual(stored);
  });
});

describe("the pricing tiers", () => {
  const tiers = schema.pricing.fields.tiers;
  const stored = (fileFields("chatbots").pricing as { tiers: JsonYamlValue[] }).tiers;

  it("are written back as the file holds them, the featured flag only where it is on", () => {
    expect(tiers.serialize(tiers.parse(stored)).value).toEqual(stored);
  });

  it.each([
    ["in reverse order", [...stored].reverse()],
    [
      "with two featured",
      stored.map((tier) => ({ ...(tier as Record<string, JsonYamlValue>), featured: true })),
    ],
    ["with two only", stored.slice(0, 2)],
  ])("refuse tiers %s, as the build does", (_, changed) => {
    expect(() => tiers.validate(tiers.parse(changed))).toThrow();
    expect(pricingTiersSchema.safeParse(changed).success).toBe(false);
  });
});

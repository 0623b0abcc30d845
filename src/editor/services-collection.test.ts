import {
  collection,
  config,
  fields,
  type FormFieldStoredValue,
  type JsonYamlValue,
} from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import { load } from "js-yaml";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { servicesCollection } from "./services-collection";
import { pricingTiersSchema } from "@/content/service-fields";
import { serviceSchema } from "@/content/services";

/**
 * The browser editor's services (services-collection.ts) and the build (`serviceSchema`) must
 * agree: the editor shows every field the build reads and no other, and what it reads and writes
 * back passes the build.
 */

// The FAQ groups as the relationship field needs them: the real collection lives in
// keystatic.config.ts, beside this one.
const faqs = collection({
  label: "FAQ groups",
  path: "src/content/faqs/*",
  slugField: "heading",
  format: { data: "yaml" },
  schema: { heading: fields.slug({ name: { label: "Heading" } }) },
});

const editor = config({
  storage: { kind: "local" },
  collections: { services: servicesCollection, faqs },
});

const schema = servicesCollection.schema;

/** The object inside a content schema: withSiteTokens() wraps it in a preprocessing pipe. */
function fieldsOf(zod: z.ZodType): Record<string, z.ZodType> {
  let inner: unknown = zod;
  while (inner instanceof z.ZodPipe) inner = inner.out;
  if (!(inner instanceof z.ZodObject)) throw new Error("expected an object schema");
  return inner.shape as Record<string, z.ZodType>;
}

/** Fields as the editor writes them: an empty optional field reads as null or "" and is left out. */
function asWritten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asWritten);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) =>
      item === null || item === undefined || item === "" ? [] : [[key, asWritten(item)]],
    ),
  );
}

const serviceFiles = ["ai-receptionist", "chatbots", "custom-systems", "social", "websites"];

const fileFields = (slug: string) =>
  load(readFileSync(`src/content/services/${slug}.yaml`, "utf8")) as Record<
    string,
    FormFieldStoredValue
  >;

describe("the editor's services", () => {
  it("are the YAML files in src/content/services, named by their slug", () => {
    expect(servicesCollection.path).toBe("src/content/services/*");
    expect(servicesCollection.format).toEqual({ data: "yaml" });
    expect(servicesCollection.slugField).toBe("name");
  });

  it("have a field for every field of the zod schema, and no other", () => {
    expect(Object.keys(schema).sort()).toEqual(Object.keys(fieldsOf(serviceSchema)).sort());
  });

  it("read every file, and what they hold passes the build's schema", async () => {
    const reader = createReader(process.cwd(), editor);
    const entries = await reader.collections.services.all();
    expect(entries.map(({ slug }) => slug).sort()).toEqual(serviceFiles);
    for (const { slug, entry } of entries) {
      const result = serviceSchema.safeParse(asWritten(entry));
      expect(result.error?.issues ?? [], slug).toEqual([]);
    }
  });
});

/** What the optional sections' fields share (method parameters let each field's own value in). */
type StoredShapeField = {
  parse(stored: FormFieldStoredValue): unknown;
  serialize(value: unknown): { value: FormFieldStoredValue };
  validate(value: unknown): unknown;
};

describe("the optional sections", () => {
  const sections: Record<"channels" | "related" | "moreProof", StoredShapeField> = {
    channels: schema.channels,
    related: schema.related,
    moreProof: schema.moreProof,
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
    expect(fieldsOf(serviceSchema)[key]?.safeParse(stored).success).toBe(false);
  });

  it("keep the site's tokens as typed", () => {
    const stored = { heading: "Ask {brand}", body: "Call {phone} or read {stats.calls-missed}." };
    const field = schema.moreProof;
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

  it("start a new service with the three tiers named in order", () => {
    const names = (tiers.serialize(tiers.defaultValue()).value as { name: string }[]).map(
      (tier) => tier.name,
    );
    expect(names).toEqual(["Starter", "Growth", "Scale"]);
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

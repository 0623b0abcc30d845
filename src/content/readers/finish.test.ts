import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError } from "./content-error";
import { finishFields, type FinishContext } from "./finish";
import { recordRef, type ReferencedCollection } from "../schemas/record-refs";
import { inlineMarkdown } from "../schemas/fields";

const FILE = "src/content/copy/home-page.yaml";

type Quote = { quote: string; rating: number };

/** A page's fields as a file holds them: text with limits, lists, and fields naming records. */
const pageSchema = z.object({
  heading: z.string().trim().min(1).max(24),
  hero: z.object({
    intro: z.string(),
    points: z.array(z.object({ label: z.string().max(16) })),
    updated: z.date().optional(),
  }),
  tagline: z.string().min(6).optional(),
  note: inlineMarkdown.optional(),
  quote: recordRef("testimonials", (record: Quote) =>
    record.rating >= 4 ? undefined : "the page quotes a rating of 4 or more",
  ),
  stats: z.array(recordRef("stats")),
  faqs: recordRef("faqs").optional(),
  /** A slug that names no record of another collection: left as written. */
  anchor: z.string(),
});

const RECORDS: Record<ReferencedCollection, Record<string, object>> = {
  testimonials: {
    "northside-owner": { slug: "northside-owner", quote: "Every call answered.", rating: 5 },
    "grumpy-owner": { slug: "grumpy-owner", quote: "Fine.", rating: 3 },
  },
  stats: {
    "calls-missed": { slug: "calls-missed", type: "percent", value: 40 },
    "hours-saved": { slug: "hours-saved", type: "count", value: 12 },
  },
  faqs: { pricing: { slug: "pricing", heading: "Pricing", items: [] } },
  downloads: {},
  caseStudies: {},
};

const context: FinishContext = {
  tokens: {
    brand: "Acme",
    "stats.calls-missed": "40%",
    "claims.reply": "in under seven seconds, day or night",
    "claims.setup": "",
  },
  record: (collection, slug) => RECORDS[collection][slug],
};

/** A page's fields as written, with changes. */
const fields = (changes: Record<string, unknown> = {}) => ({
  heading: "{brand} answers",
  hero: {
    intro: "Practices miss {stats.calls-missed} of calls.",
    points: [{ label: "Live in a week" }, { label: "{stats.calls-missed} saved" }],
  },
  quote: "northside-owner",
  stats: ["calls-missed", "hours-saved"],
  anchor: "pricing",
  ...changes,
});

const finish = (changes: Record<string, unknown> = {}) =>
  finishFields(pageSchema, fields(changes), FILE, context);

describe("finishFields", () => {
  it("fills the tokens in every string, through nested objects and arrays", () => {
    const updated = new Date("2026-08-18");
    const finished = finish({
      hero: { ...fields().hero, updated },
      notes: { deep: [["{brand} reply {claims.reply}"]] },
    }) as ReturnType<typeof fields> & { hero: { updated: Date } };
    expect(finished).toMatchObject({
      heading: "Acme answers",
      hero: {
        intro: "Practices miss 40% of calls.",
        points: [{ label: "Live in a week" }, { label: "40% saved" }],
      },
      // Fields the schema does not describe are filled all the same.
      notes: { deep: [["Acme reply in under seven seconds, day or night"]] },
      anchor: "pricing",
    });
    // A date stays a date, not a plain object.
    expect(finished.hero.updated).toBe(updated);
  });

  it("renders a Markdown field as inline HTML, its tokens filled", () => {
    expect(
      finish({ note: "**{brand}** replies {claims.reply}. [Privacy](/privacy)" }),
    ).toMatchObject({
      note: '<strong>Acme</strong> replies in under seven seconds, day or night. <a href="/privacy">Privacy</a>',
    });
    // Text that is not Markdown is left as written, asterisks and all.
    expect(finish({ anchor: "**pricing**" })).toMatchObject({ anchor: "**pricing**" });
  });

  it("checks a text's limits again once its figures are filled, naming the file and the field", () => {
    // As written, "{claims.reply}" is 14 characters, within the heading's 24.
    expect(() => finish({ heading: "{claims.reply}" })).toThrow(ContentError);
    expect(() => finish({ heading: "{claims.reply}" })).toThrow(
      `${FILE}, field heading is 36 characters with its figures filled in; keep it within 24`,
    );
    expect(() =>
      finish({ hero: { intro: "", points: [{ label: "Fine" }, { label: "{claims.reply}" }] } }),
    ).toThrow(
      `${FILE}, field hero.points[1].label is 36 characters with its figures filled in; keep it within 16`,
    );
    // Through .optional(): a minimum too.
    expect(() => finish({ tagline: "Go {claims.setup}" })).toThrow(
      `${FILE}, field tagline is 3 characters with its figures filled in; write at least 6`,
    );
  });

  it("stops on a figure that does not exist, naming the file and the field", () => {
    expect(() => finish({ hero: { intro: "Up {stats.calls-mised}", points: [] } })).toThrow(
      new ContentError(
        `Unknown token {stats.calls-mised} in ${FILE}, field hero.intro; stats has {stats.calls-missed}.`,
      ),
    );
  });

  it("puts the record a field names in its place, through arrays and optional fields", () => {
    const finished = finish({ faqs: "pricing" });
    expect(finished).toMatchObject({
      quote: RECORDS.testimonials["northside-owner"],
      stats: [RECORDS.stats["calls-missed"], RECORDS.stats["hours-saved"]],
      faqs: RECORDS.faqs.pricing,
      // Only fields declared with recordRef name records.
      anchor: "pricing",
    });
  });

  it("stops on a slug that names no record, naming the file, the field and the collection", () => {
    expect(() => finish({ quote: "nobody" })).toThrow(
      `${FILE}, field quote: names no testimonials record "nobody" (src/content/testimonials)`,
    );
    expect(() => finish({ stats: ["calls-missed", "uptime"] })).toThrow(
      `${FILE}, field stats[1]: names no stats record "uptime" (src/content/stats)`,
    );
  });

  it("stops on a record the page cannot show, saying what the page needs", () => {
    expect(() => finish({ quote: "grumpy-owner" })).toThrow(
      `${FILE}, field quote: "grumpy-owner": the page quotes a rating of 4 or more`,
    );
  });
});

import { describe, expect, it } from "vitest";
import { industrySchema } from "./industries";
import { finishFields, type FinishContext } from "../../readers/finish";
import { navigationOf } from "@/routing/navigation";
import { requireRoute, siteMap } from "@/routing/routes";

const site = await siteMap();
const { routes, records, copy } = site;
const { industries } = records;
const { industryLinks } = navigationOf(site);

describe("industries", () => {
  it("are the product's eight, each anchoring the dropdown's link and having a live page", async () => {
    expect(industries.map((industry) => industry.slug)).toEqual([
      "medspa",
      "dental",
      "chiropractic",
      "eye-care",
      "day-spas",
      "dermatology",
      "physical-therapy",
      "more",
    ]);
    expect(industryLinks.map((link) => link.href)).toEqual(
      industries.map((industry) => `/industries#${industry.slug}`),
    );
    for (const industry of industries) {
      expect(
        requireRoute(routes, `/industries/${industry.slug}`).documentTitle.length,
      ).toBeLessThan(61);
    }
  });

  it("each carry three bullets, a testimonial and three FAQs of their own", () => {
    for (const industry of industries) {
      expect(industry.bullets, industry.slug).toHaveLength(3);
      expect(industry.faqs.items, industry.slug).toHaveLength(3);
      expect(industry.testimonial.avatarLetter, industry.slug).toMatch(/^[A-Z]$/);
    }
    const quotes = new Set(industries.map((industry) => industry.testimonial.slug));
    const faqGroups = new Set(industries.map((industry) => industry.faqs.slug));
    expect(quotes.size).toBe(industries.length);
    expect(faqGroups.size).toBe(industries.length);
  });

  it("reject a record naming an FAQ group that does not exist or has the wrong length", () => {
    // A record as its file holds it: no slug (the file's name), references by slug.
    const { slug, ...fields } = industries[0]!;
    const record = { ...fields, testimonial: fields.testimonial.slug, faqs: fields.faqs.slug };
    expect(slug).toBe("medspa");
    // The groups it may name: its own (three questions) and /solutions' (five).
    const groups = [fields.faqs, copy.solutionsPage.faqs];
    const context: FinishContext = {
      tokens: {},
      record: (collection, name) =>
        collection === "faqs" ? groups.find((group) => group.slug === name) : fields.testimonial,
    };
    const finish = (changed: object) => () =>
      finishFields(industrySchema, changed, "src/content/industries/medspa.yaml", context);
    expect(industrySchema.safeParse(record).success).toBe(true);
    expect(finish(record)).not.toThrow();
    expect(finish({ ...record, faqs: "no-such-group" })).toThrow(
      'src/content/industries/medspa.yaml, field faqs: names no faqs record "no-such-group"',
    );
    expect(finish({ ...record, faqs: "solutions" })).toThrow(/an industry page shows 3 FAQs/);
    expect(
      industrySchema.safeParse({ ...record, bullets: record.bullets.slice(0, 2) }).success,
    ).toBe(false);
  });
});

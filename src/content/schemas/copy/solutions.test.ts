import { readFileSync } from "node:fs";
import { getCollection } from "astro:content";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { siteCopy } from "../../readers/collections";
import { copyFile } from "../../copy";
import { finishFields, type FinishContext } from "../../readers/finish";
import { brokenLinks, siteMap } from "@/routing/routes";
import { FUNNEL_STEPS, solutionsPageSchema } from "./solutions";

const { solutionsPage } = await siteCopy();
const FILE = copyFile("solutionsPage");

/** The page's fields as its file holds them: slugs where the page shows records. */
const written = () => yaml.load(readFileSync(FILE, "utf8")) as Record<string, unknown>;

/**
 * What finishing needs, for fields without tokens: the records fields may name, as their
 * collections hold them, each with its slug (an FAQ group changed as given).
 */
async function recordsOf(changeGroup = (group: object) => group): Promise<FinishContext> {
  const [testimonials, stats, faqs] = await Promise.all([
    getCollection("testimonials"),
    getCollection("stats"),
    getCollection("faqs"),
  ]);
  const bySlug = (entries: { id: string; data: object }[], slug: string) => {
    const entry = entries.find((candidate) => candidate.id === slug);
    return entry && { ...entry.data, slug };
  };
  return {
    tokens: {},
    record: (collection, slug) => {
      if (collection === "faqs") {
        const group = bySlug(faqs, slug);
        return group && changeGroup(group);
      }
      return bySlug(collection === "stats" ? stats : testimonials, slug);
    },
  };
}

describe("/solutions content", () => {
  it("leads each funnel step, in the product's order, to a card of its own", () => {
    const steps = solutionsPage.features.filter((feature) => feature.step);
    expect(steps.map((feature) => feature.step?.label)).toEqual([...FUNNEL_STEPS]);
    const ids = solutionsPage.features.map((feature) => feature.id);
    expect(new Set(ids).size).toBe(6);
    expect(ids).not.toContain("client-acquisition");
  });

  it("rejects funnel steps out of order or missing", () => {
    type FileFields = { features: { step?: { label: string } }[] };
    const input = written() as FileFields;
    expect(solutionsPageSchema.safeParse(input).success).toBe(true);

    const swapped = structuredClone(input);
    [swapped.features[0], swapped.features[1]] = [swapped.features[1]!, swapped.features[0]!];
    expect(solutionsPageSchema.safeParse(swapped).error?.issues[0]?.path).toEqual(["features"]);

    const missing = structuredClone(input);
    delete missing.features[4]!.step;
    expect(solutionsPageSchema.safeParse(missing).success).toBe(false);
  });

  it("stops the build on a quote that names no testimonial", async () => {
    const proof = written().proof as Record<string, unknown>;
    const finish = async (testimonial: string) =>
      finishFields(solutionsPageSchema, { proof: { testimonial } }, FILE, await recordsOf());
    // The page shows the testimonial its file names.
    expect(solutionsPage.proof.testimonial.slug).toBe(proof.testimonial);
    expect(await finish(solutionsPage.proof.testimonial.slug)).toMatchObject({
      proof: { testimonial: { slug: solutionsPage.proof.testimonial.slug } },
    });
    await expect(finish("nobody")).rejects.toThrow(
      `${FILE}, field proof.testimonial: names no testimonials record "nobody"`,
    );
  });

  it("links its four figures to the product's pages, which the registry knows", async () => {
    const targets = solutionsPage.proof.stats.map((stat) => stat.href.split("#")[0]);
    expect(targets).toEqual([
      "/case-studies",
      "/solutions",
      "/services",
      "/services/ai-receptionist",
    ]);
    expect(brokenLinks((await siteMap()).routes, "solutions", targets as string[])).toEqual([]);
  });

  it("shows five questions, with their FAQ group in the collection", async () => {
    expect(solutionsPage.faqs.items).toHaveLength(5);
    const groups = await getCollection("faqs");
    expect(groups.map((group) => group.id)).toContain(solutionsPage.faqs.slug);
    expect(solutionsPage.faqs.slug).toBe(written().faqs);

    // A group of another length stops the build, saying what the page shows.
    const fewer = await recordsOf((group) => ({
      ...group,
      items: (group as { items: unknown[] }).items.slice(0, 4),
    }));
    expect(() =>
      finishFields(solutionsPageSchema, { faqs: solutionsPage.faqs.slug }, FILE, fewer),
    ).toThrow(`${FILE}, field faqs: "${solutionsPage.faqs.slug}": /solutions shows 5 FAQs`);
  });
});

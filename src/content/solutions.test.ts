import { describe, expect, it } from "vitest";
import { getAllFaqGroups } from "./faqs";
import { brokenLinks, siteMap } from "@/routing/routes";
import { FUNNEL_STEPS, solutionsPage, solutionsPageSchema } from "./solutions";

describe("/solutions content", () => {
  it("leads each funnel step, in the product's order, to a card of its own", () => {
    const steps = solutionsPage.features.filter((feature) => feature.step);
    expect(steps.map((feature) => feature.step?.label)).toEqual([...FUNNEL_STEPS]);
    const ids = solutionsPage.features.map((feature) => feature.id);
    expect(new Set(ids).size).toBe(6);
    expect(ids).not.toContain("client-acquisition");
  });

  it("rejects funnel steps out of order or missing", () => {
    type EntryInput = {
      features: { step?: { label: string } }[];
      proof: Record<string, unknown>;
      faqs: unknown;
    };
    // The schema takes slugs where the loaded entry holds the records they name.
    const input = JSON.parse(JSON.stringify(solutionsPage)) as EntryInput;
    input.proof.testimonial = "solutions-medspa-group";
    input.faqs = "solutions";
    expect(solutionsPageSchema.safeParse(input).success).toBe(true);

    const swapped = structuredClone(input);
    [swapped.features[0], swapped.features[1]] = [swapped.features[1]!, swapped.features[0]!];
    expect(solutionsPageSchema.safeParse(swapped).error?.issues[0]?.path).toEqual(["features"]);

    const missing = structuredClone(input);
    delete missing.features[4]!.step;
    expect(solutionsPageSchema.safeParse(missing).success).toBe(false);

    const unknownQuote = structuredClone(input);
    unknownQuote.proof.testimonial = "nobody";
    expect(solutionsPageSchema.safeParse(unknownQuote).error?.issues[0]?.message).toMatch(
      /names no testimonial "nobody"/,
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

  it("shows five questions, with their FAQ group in the collection", () => {
    expect(solutionsPage.faqs.items).toHaveLength(5);
    expect(getAllFaqGroups()).toContain(solutionsPage.faqs);
  });
});

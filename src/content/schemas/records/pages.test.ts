import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { listProsePages } from "../../readers/collections";
import { inSections } from "../../readers/prose";
import { prosePageSchema } from "./pages";

const FILE = "src/content/pages/accessibility.md";

/** A page's fields as its file writes them; it names no FAQ group, which the readers would resolve. */
const fields: Omit<z.output<typeof prosePageSchema>, "faqs"> = prosePageSchema.parse({
  name: "Accessibility",
  title: "Accessibility Statement",
  description:
    "How we keep this website usable with a keyboard, a screen reader and zoom, and how to tell us about a barrier you meet.",
  eyebrow: "Legal",
  heading: "Accessibility statement",
  intro: "We want every visitor to the {brand} site to be able to use it.",
});

const pages = await listProsePages();

describe("long-form page files", () => {
  it("become pages: slug from the file name, the text in its headed sections, rendered", () => {
    const privacy = pages.find((page) => page.slug === "privacy");
    expect(privacy?.intro).toMatch(/^This policy explains what \S.* collects/);
    expect(privacy?.intro).not.toContain("{brand}");
    expect(privacy?.sections.map((section) => section.heading).slice(0, 2)).toEqual([
      "Who we are and what this policy covers",
      "What our forms collect",
    ]);
    expect(privacy?.sections[1]?.body).toMatch(/^<p>Each form collects only[^]*<ul>\n<li>/);
    // Each section's text is its own: no heading of the next section inside it.
    for (const section of privacy?.sections ?? []) expect(section.body).not.toContain("<h2");
  });

  it("stop the build naming the file, for text outside a section or an empty section", () => {
    const section = { heading: "Our aim", html: "<p>Every visitor.</p>" };
    for (const text of [
      { before: "<p>Text without a heading.</p>", sections: [section] },
      { before: "", sections: [] },
      { before: "", sections: [section, { heading: "Empty", html: "" }] },
    ]) {
      expect(() => inSections("accessibility", fields, text, FILE)).toThrow(
        `${FILE}: write the text in sections, each under a "## Heading" line with text below it`,
      );
    }
    expect(
      inSections("accessibility", fields, { before: "", sections: [section] }, FILE),
    ).toMatchObject({
      slug: "accessibility",
      sections: [{ heading: "Our aim", body: section.html }],
    });
  });

  it("refuse a summary too short for search results, naming the field", () => {
    const result = prosePageSchema.safeParse({ ...fields, description: "Too short." });
    expect(result.error?.issues[0]?.path).toEqual(["description"]);
  });

  it("are the site's five long-form pages, the legal ones with their revision date", () => {
    expect(pages.map((page) => page.slug)).toEqual([
      "about",
      "demo",
      "privacy",
      "terms",
      "thank-you",
    ]);
    expect(pages.filter((page) => page.updated).map((page) => page.slug)).toEqual([
      "privacy",
      "terms",
    ]);
  });
});

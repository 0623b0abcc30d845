import { describe, expect, it } from "vitest";
import { contentFile } from "@/lib/content/test-files";
import { getAllProsePages, loadProsePages } from "./pages";

const fields = {
  name: "Accessibility",
  title: "Accessibility Statement",
  description:
    "How we keep this website usable with a keyboard, a screen reader and zoom, and how to tell us about a barrier you meet.",
  eyebrow: "Legal",
  heading: "Accessibility statement",
  intro: "We want every visitor to the {brand} site to be able to use it.",
};

describe("long-form page files", () => {
  it("become pages: slug from the file name, the text in its headed sections, rendered", () => {
    const [page] = loadProsePages({
      "./pages/accessibility.md": contentFile(
        fields,
        "## Our aim\n\nWrite to [{email}](mailto:{email}).\n\n## What we check\n\n- Keyboard\n- Zoom to **400%**\n",
      ),
    });
    expect(page?.slug).toBe("accessibility");
    expect(page?.intro).toMatch(/^We want every visitor to the \S.* site to be able to use it\.$/);
    expect(page?.intro).not.toContain("{brand}");
    expect(page?.sections.map((section) => section.heading)).toEqual(["Our aim", "What we check"]);
    expect(page?.sections[1]?.body).toBe(
      "<ul>\n<li>Keyboard</li>\n<li>Zoom to <strong>400%</strong></li>\n</ul>\n",
    );
    expect(page?.sections[0]?.body).toMatch(/^<p>Write to <a href="mailto:[^"]+@[^"]+">/);
  });

  it("stop the build naming the file, for text outside a section or a bad field", () => {
    const load = () =>
      loadProsePages({
        "./pages/no-sections.md": contentFile(fields, "Text without a heading.\n"),
        "./pages/short.md": contentFile({ ...fields, description: "Too short." }, "## A\n\nB\n"),
      });
    expect(load).toThrow(
      /src\/content\/pages\/no-sections\.md: write the page's text in sections, each under a "## Heading" line/,
    );
    expect(load).toThrow(/src\/content\/pages\/short\.md, field description: Too small/);
  });

  it("are the site's five long-form pages, the legal ones with their revision date", () => {
    const pages = getAllProsePages();
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

import { pathToFileURL } from "node:url";
import { getEntry } from "astro:content";
import { markdownToHtml, type MarkdownToHtmlResult } from "satteri";
import { describe, expect, it } from "vitest";
import {
  headedSections,
  hrefsIn,
  markdownFeatures,
  markdownPlugins,
  renderInlineMarkdown,
  textOfHtml,
  type MarkdownHeading,
} from "./markdown";

const tokens = {
  brand: "Acme Care",
  phone: "(555) 010-0100",
  tel: "tel:+15550100100",
  email: "hello@acme.example",
  address: "1 Main St",
};

/** Markdown through Astro's processor with the site's plugins, as astro.config.ts sets it up. */
function renderMarkdown(markdown: string, file?: string): string {
  const { html } = markdownToHtml(markdown, {
    hastPlugins: markdownPlugins(tokens, { sectionLink: "Link to this section:" }),
    features: markdownFeatures,
    fileURL: file ? pathToFileURL(file) : undefined,
  }) as MarkdownToHtmlResult;
  return html;
}

describe("the site's Markdown plugins", () => {
  it("give headings ids and a link to themselves, outside the heading", () => {
    const html = renderMarkdown(
      "## Why calls go unanswered\n\nText.\n\n## Why calls go unanswered\n",
    );
    expect(html).toContain('<h2 id="why-calls-go-unanswered-1">');
    expect(html).toContain(
      '<div class="heading-anchored"><h2 id="why-calls-go-unanswered">Why calls go unanswered</h2><a href="#why-calls-go-unanswered" class="heading-anchor"><span aria-hidden="true">#</span><span class="sr-only">Link to this section: Why calls go unanswered</span></a></div>',
    );
  });

  it("make every heading's id by the site's slug rule, and link only h2 and h3 to themselves", () => {
    const html = renderMarkdown("### 0–10: answer first\n\n#### Who we’re for & why\n");
    expect(html).toContain(
      '<h3 id="010-answer-first">0–10: answer first</h3><a href="#010-answer-first"',
    );
    expect(html).toContain('<h4 id="who-were-for-why">Who we’re for &amp; why</h4>');
    expect(html).not.toContain('href="#who-were-for-why"');
  });

  it("mark links to other sites as external, and leave the site's own alone", () => {
    const html = renderMarkdown("[Guide](https://example.org/guide) and [demo](/demo).");
    expect(html).toContain('<a href="https://example.org/guide" rel="external noopener">Guide</a>');
    expect(html).toContain('<a href="/demo">demo</a>');
    expect(hrefsIn(html)).toEqual(["https://example.org/guide", "/demo"]);
  });

  it("fill the site's tokens in text and links, and name the file for an unknown one", () => {
    const html = renderMarkdown("Call {brand} on [{phone}]({tel}) or [write](mailto:{email}).");
    expect(html).toBe(
      '<p>Call Acme Care on <a href="tel:+15550100100">(555) 010-0100</a> or <a href="mailto:hello@acme.example">write</a>.</p>\n',
    );
    expect(() => renderMarkdown("Call {brnd}.", "src/content/posts/x.md")).toThrow(
      /Unknown token \{brnd\} in src\/content\/posts\/x\.md/,
    );
  });

  it("refuse link targets that are not a site path, https:, mailto: or tel:", () => {
    for (const target of ["javascript:alert(1)", "http://example.org", "www.example.org"]) {
      expect(() => renderMarkdown(`[x](${target})`), target).toThrow(/must be a site path/);
    }
  });

  it("refuse HTML written into content, naming the file; a lone angle bracket is text", () => {
    expect(() =>
      renderMarkdown("Hi.\n\n<script>alert(1)</script>\n", "src/content/pages/about.md"),
    ).toThrow('src/content/pages/about.md: write Markdown, not HTML ("<script>alert(1)</script>")');
    expect(() => renderMarkdown("A <b>bold</b> claim.")).toThrow(/not HTML \("<b>"\)/);
    expect(renderMarkdown("Replies in < 7 s, 3 > 2.")).toBe(
      "<p>Replies in &lt; 7 s, 3 &gt; 2.</p>\n",
    );
  });

  it("set quotes, apostrophes and dashes as a typographer would", () => {
    expect(textOfHtml(renderMarkdown(`It's "fast" -- really...`))).toBe("It’s “fast” – really…");
  });
});

describe("renderInlineMarkdown", () => {
  it("renders one line without its paragraph, and refuses blocks", () => {
    expect(renderInlineMarkdown("Answer in **7 seconds**.", tokens)).toBe(
      "Answer in <strong>7 seconds</strong>.",
    );
    expect(() => renderInlineMarkdown("One.\n\nTwo.", tokens)).toThrow(/one paragraph/);
    expect(() => renderInlineMarkdown("- a list", tokens)).toThrow(/one paragraph/);
  });
});

describe("textOfHtml", () => {
  it("keeps the words, drops tags and heading anchors", () => {
    const html = renderMarkdown("## Costs\n\nA **lot** &amp; [more](/demo).\n\n- one\n- two");
    expect(textOfHtml(html)).toBe("Costs A lot & more. one two");
  });
});

describe("headedSections", () => {
  it("cuts a text Astro rendered at its ## headings, each section named as the heading list names it", async () => {
    const demo = await getEntry("pages", "demo");
    const { before, sections } = headedSections({
      html: demo?.rendered?.html ?? "",
      headings: (demo?.rendered?.metadata?.headings ?? []) as MarkdownHeading[],
    });
    expect(before).toBe("");
    expect(sections.map((section) => section.heading)).toEqual([
      "What we cover in 30 minutes",
      "Who should attend",
      "What you leave with",
      "No obligation",
    ]);
    for (const section of sections) {
      expect(section.html).toMatch(/^<(p|ul|ol)>/);
      expect(section.html).not.toContain("heading-anchored");
    }
  });

  it("keeps what comes before the first heading apart", () => {
    const html = renderMarkdown("Before.\n\n## One\n\nFirst.\n\n## Two\n\nSecond.\n");
    const headings = [
      { depth: 2, slug: "one", text: "One" },
      { depth: 2, slug: "two", text: "Two" },
    ];
    expect(headedSections({ html, headings })).toEqual({
      before: "<p>Before.</p>",
      sections: [
        { heading: "One", html: "<p>First.</p>" },
        { heading: "Two", html: "<p>Second.</p>" },
      ],
    });
  });
});

import { describe, expect, it } from "vitest";
import { hrefsIn, renderInlineMarkdown, renderMarkdown, textOfHtml } from "./markdown";

const tokens = {
  brand: "Acme Care",
  phone: "(555) 010-0100",
  tel: "tel:+15550100100",
  email: "hello@acme.example",
  address: "1 Main St",
};

describe("renderMarkdown", () => {
  it("gives headings ids and a link to themselves, outside the heading", () => {
    const { html, headings } = renderMarkdown(
      "## Why calls go unanswered\n\nText.\n\n## Why calls go unanswered\n",
      tokens,
    );
    expect(headings.map((heading) => heading.slug)).toEqual([
      "why-calls-go-unanswered",
      "why-calls-go-unanswered-1",
    ]);
    expect(html).toContain(
      '<div class="heading-anchored"><h2 id="why-calls-go-unanswered">Why calls go unanswered</h2><a href="#why-calls-go-unanswered" class="heading-anchor"><span aria-hidden="true">#</span><span class="sr-only">Link to this section: Why calls go unanswered</span></a></div>',
    );
  });

  it("marks links to other sites as external, and leaves the site's own alone", () => {
    const { html } = renderMarkdown(
      "[Guide](https://example.org/guide) and [demo](/demo).",
      tokens,
    );
    expect(html).toContain('<a href="https://example.org/guide" rel="external noopener">Guide</a>');
    expect(html).toContain('<a href="/demo">demo</a>');
    expect(hrefsIn(html)).toEqual(["https://example.org/guide", "/demo"]);
  });

  it("fills the site's tokens in text and links, and names the file for an unknown one", () => {
    const { html } = renderMarkdown(
      "Call {brand} on [{phone}]({tel}) or [write](mailto:{email}).",
      tokens,
    );
    expect(html).toBe(
      '<p>Call Acme Care on <a href="tel:+15550100100">(555) 010-0100</a> or <a href="mailto:hello@acme.example">write</a>.</p>\n',
    );
    expect(() => renderMarkdown("Call {brnd}.", tokens, "src/content/posts/x.md")).toThrow(
      /Unknown token \{brnd\} in src\/content\/posts\/x\.md/,
    );
  });

  it("refuses link targets that are not a site path, https:, mailto: or tel:", () => {
    for (const target of ["javascript:alert(1)", "http://example.org", "www.example.org"]) {
      expect(() => renderMarkdown(`[x](${target})`, tokens), target).toThrow(/must be a site path/);
    }
  });

  it("refuses HTML written into content, naming the file; a lone angle bracket is text", () => {
    expect(() =>
      renderMarkdown("Hi.\n\n<script>alert(1)</script>\n", tokens, "src/content/pages/about.md"),
    ).toThrow('src/content/pages/about.md: write Markdown, not HTML ("<script>alert(1)</script>")');
    expect(() => renderMarkdown("A <b>bold</b> claim.", tokens)).toThrow(/not HTML \("<b>"\)/);
    expect(renderMarkdown("Replies in < 7 s, 3 > 2.", tokens).html).toBe(
      "<p>Replies in &lt; 7 s, 3 &gt; 2.</p>\n",
    );
  });

  it("sets quotes, apostrophes and dashes as a typographer would", () => {
    expect(textOfHtml(renderMarkdown(`It's "fast" -- really...`, tokens).html)).toBe(
      "It’s “fast” – really…",
    );
  });
});

describe("renderInlineMarkdown", () => {
  it("renders one line without its paragraph, and refuses blocks", () => {
    expect(renderInlineMarkdown("Answer in **7 seconds**.", tokens).html).toBe(
      "Answer in <strong>7 seconds</strong>.",
    );
    expect(() => renderInlineMarkdown("One.\n\nTwo.", tokens)).toThrow(/one paragraph/);
    expect(() => renderInlineMarkdown("- a list", tokens)).toThrow(/one paragraph/);
  });
});

describe("textOfHtml", () => {
  it("keeps the words, drops tags and heading anchors", () => {
    const { html } = renderMarkdown(
      "## Costs\n\nA **lot** &amp; [more](/demo).\n\n- one\n- two",
      tokens,
    );
    expect(textOfHtml(html)).toBe("Costs A lot & more. one two");
  });
});

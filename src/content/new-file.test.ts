import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCopy, projectCopy } from "../../test/project-copy";
import { contentFile } from "./lib/test-files";

/**
 * The promise the content files make to the agency: one new file reaches every place it
 * belongs, and a draft none. A copy of the project gets a new case study and a draft post, and
 * is built for real.
 */

const STORY = {
  slug: "northside-family-dental-round-rock",
  clinic: "Northside Family Dental",
};

const storyFile = contentFile(
  {
    clinic: STORY.clinic,
    specialty: "Dental",
    city: "Round Rock",
    state: "TX",
    rating: "4.9",
    position: "9",
    metrics: `
  - { type: uplift, percent: 44, label: more new-patient bookings }
  - { type: response, seconds: 6, label: average first reply }`,
    testimonial: "Lunch-hour calls used to ring out. Now every one of them is answered.",
    role: "Office Manager",
    dateModified: "2026-11-20",
  },
  `## The challenge

Calls at lunch and after five went to voicemail, and new patients called the next practice.

## Our approach

The AI receptionist answers every call and text and books into the practice's calendar.

## The results

New-patient bookings rose **44%** in three months, with every call answered in under 6 seconds.
`,
);

const DRAFT = { slug: "an-unfinished-draft", title: "An Unfinished Draft Nobody Should See" };

const draftFile = contentFile(
  {
    title: DRAFT.title,
    excerpt:
      '"A post still being written: it must stay off the blog, the sitemap, the search index and the feed."',
    date: "2026-11-24",
    dateModified: "2026-11-24",
    author: "Daniel Reyes",
    authorType: "Person",
    tags: "[Unpublished topic]",
    image: "{ src: /blog/medspa-speed-to-lead.svg, alt: A stopwatch }",
    intro: "Not ready yet.",
    bullets: '["Still being written."]',
    ctaLinks: "[{ label: Book a free demo, href: /demo }]",
    draft: "true",
  },
  "## Still being written\n\nThis post is a draft.\n",
);

describe("a content file added to the project", { timeout: 300_000 }, () => {
  let copy = "";
  let site = "";
  const read = (path: string) => readFileSync(join(site, path), "utf8");

  beforeAll(async () => {
    copy = projectCopy();
    writeFileSync(join(copy, `src/content/case-studies/${STORY.slug}.md`), storyFile);
    writeFileSync(join(copy, `src/content/posts/${DRAFT.slug}.md`), draftFile);
    const result = await buildCopy(copy);
    expect(result.ok, result.output.slice(-4000)).toBe(true);
    site = join(copy, "dist/client");
  }, 300_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("a case study reaches its list, its own page with structured data, the search and the sitemap", () => {
    const list = read("case-studies/index.html");
    expect(list).toContain(`href="/case-studies/${STORY.slug}"`);
    expect(list).toContain(STORY.clinic);

    const page = read(`case-studies/${STORY.slug}/index.html`);
    expect(page).toMatch(
      new RegExp(`<h1[^>]*>${STORY.clinic}: \\+44% more new-patient bookings</h1>`),
    );
    const article = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json ?? "{}") as Record<string, unknown>)
      .find((data) => data["@type"] === "Article");
    expect(article).toMatchObject({
      headline: `${STORY.clinic}: +44% more new-patient bookings`,
      dateModified: "2026-11-20",
    });
    expect(existsSync(join(site, `case-studies/${STORY.slug}/opengraph-image.png`))).toBe(true);

    const search = JSON.parse(read("search-index.json")) as { url: string; title: string }[];
    expect(search).toContainEqual(
      expect.objectContaining({ url: `/case-studies/${STORY.slug}`, title: STORY.clinic }),
    );
    expect(read("sitemap.xml")).toMatch(
      new RegExp(`<loc>[^<]*/case-studies/${STORY.slug}</loc>\\n<lastmod>2026-11-20</lastmod>`),
    );
  });

  it("a draft post reaches no page, nor the sitemap, the search index or the feed", () => {
    expect(existsSync(join(site, `blog/${DRAFT.slug}`))).toBe(false);
    expect(existsSync(join(site, "blog/tags/unpublished-topic"))).toBe(false);
    for (const file of ["blog/index.html", "sitemap.xml", "search-index.json", "rss.xml"]) {
      expect(read(file), file).not.toContain(DRAFT.slug);
      expect(read(file), file).not.toContain(DRAFT.title);
    }
  });
});

describe("a content file with a mistake", { timeout: 120_000 }, () => {
  it("stops the build, naming the file and the field", async () => {
    const copy = projectCopy();
    try {
      writeFileSync(
        join(copy, `src/content/case-studies/${STORY.slug}.md`),
        storyFile.replace("state: TX", "state: Texas"),
      );
      const result = await buildCopy(copy);
      expect(result.ok).toBe(false);
      expect(result.output).toContain(
        `src/content/case-studies/${STORY.slug}.md, field state: a two-letter state code`,
      );
      expect(existsSync(join(copy, "dist/client/index.html"))).toBe(false);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

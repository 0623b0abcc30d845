import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCopy, projectCopy } from "../../test/project-copy";
import { contentFile } from "../../test/content-files";
import { emailCatalogueSchema } from "@/documents/catalogue";

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

const PHOTO_POST = { slug: "a-front-desk-photo-story", title: "What a Calm Front Desk Looks Like" };

/** A published post whose cover is a photo as a camera names it (.JPG), large and not yet cut. */
const photoPostFile = contentFile(
  {
    title: `"${PHOTO_POST.title}"`,
    excerpt:
      '"A front desk that answers every call in seconds, day and night, without adding staff or a second phone line."',
    date: "2026-11-23",
    dateModified: "2026-11-23",
    author: "Daniel Reyes",
    authorType: "Person",
    tags: "[Front desk]",
    cover: `../../assets/blog/${PHOTO_POST.slug}/cover.JPG`,
    coverAlt: "A receptionist smiling at a patient across a bright front desk",
    intro: "Every call answered.",
    bullets: '["Answer every call in seconds."]',
    ctaLinks: "[{ label: Book a free demo, href: /demo }]",
  },
  "## Every call answered\n\nThe front desk stays calm.\n",
);

/** A photo larger than any width the site shows, and not in the cover's shape. */
const photo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200"><defs><linearGradient id="g"><stop offset="0" stop-color="#2f5bea"/><stop offset="1" stop-color="#f2c14e"/></linearGradient></defs><rect width="1800" height="1200" fill="url(#g)"/><circle cx="900" cy="600" r="380" fill="#fff" opacity=".5"/></svg>`,
    ),
  )
    .jpeg({ quality: 92 })
    .toBuffer();

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
    cover: "../../assets/blog/medspa-speed-to-lead/cover.svg",
    coverAlt: "A stopwatch",
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
    writeFileSync(join(copy, `src/content/posts/${PHOTO_POST.slug}.md`), photoPostFile);
    mkdirSync(join(copy, `src/assets/blog/${PHOTO_POST.slug}`));
    writeFileSync(join(copy, `src/assets/blog/${PHOTO_POST.slug}/cover.JPG`), await photo());
    const result = await buildCopy(copy);
    expect(result.ok, result.output.slice(-4000)).toBe(true);
    site = join(copy, "dist/client");
  }, 300_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("a case study reaches its list, its own page with structured data, its PDF, the search and the sitemap", () => {
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
    const { documents } = emailCatalogueSchema.parse(JSON.parse(read("documents/index.json")));
    const pdf = documents.find((document) => document.slug === STORY.slug)?.pdf ?? "";
    expect(page).toContain(`href="${pdf}"`);
    expect(readFileSync(join(site, pdf)).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("a photo cover is made at build in AVIF and WebP, at the widths the layout needs", async () => {
    const page = read(`blog/${PHOTO_POST.slug}/index.html`);
    const picture = /<picture[^>]*>(.*?)<\/picture>/.exec(page)?.[1] ?? "";
    const sources = [
      ...picture.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="[^"]+"\/>/gi),
    ];
    expect(sources.map(([, type]) => type)).toEqual(["image/avif", "image/webp"]);
    const image = /<img ([^>]*)\/>/.exec(picture)?.[1] ?? "";
    expect(image).toContain('width="1200" height="630" loading="eager"');
    expect(image).toContain('alt="A receptionist smiling at a patient across a bright front desk"');
    const fallback = /src="(\/_astro\/[^"]+\.jpg)"/.exec(image)?.[1] ?? "";
    expect(fallback).not.toBe("");

    // Each file is the cover's shape (1200:630, cut from the 3:2 photo) at its width, in its format.
    for (const [, type, srcSet] of sources) {
      const files = (srcSet ?? "").split(", ").map((entry) => entry.split(" "));
      expect(files.map(([, width]) => width)).toEqual(["400w", "800w", "1200w"]);
      for (const [url, width] of files) {
        const made = await sharp(join(site, url ?? "")).metadata();
        expect(made.format).toBe(type === "image/avif" ? "heif" : "webp");
        expect(made.width).toBe(parseInt(width ?? "", 10));
        expect(made.height).toBe(Math.round((made.width * 630) / 1200));
      }
    }
    // The AVIF at full width is a fraction of the JPEG it stands in for.
    const avifSize = statSync(
      join(site, /(\S+) 1200w/.exec(sources[0]?.[2] ?? "")?.[1] ?? ""),
    ).size;
    expect(avifSize).toBeLessThan(statSync(join(site, fallback)).size);

    const posting = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json ?? "{}") as Record<string, unknown>)
      .find((data) => data["@type"] === "BlogPosting");
    expect(posting?.image).toEqual([expect.stringMatching(new RegExp(`${fallback}$`))]);

    // On the blog's list, the card's cover waits until it is scrolled near.
    const card = read("blog/index.html")
      .split("<article")
      .find((chunk) => chunk.includes(PHOTO_POST.title));
    expect(card).toMatch(/<picture[^>]*><source type="image\/avif"/);
    expect(card).toContain('loading="lazy"');
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
  /** Builds a copy with some files written into it, and returns what the build said. */
  async function buildWith(files: Record<string, string | Buffer>) {
    const copy = projectCopy();
    try {
      for (const [path, contents] of Object.entries(files)) {
        mkdirSync(dirname(join(copy, path)), { recursive: true });
        writeFileSync(join(copy, path), contents);
      }
      const result = await buildCopy(copy);
      return { ...result, built: existsSync(join(copy, "dist/client/index.html")) };
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }

  it("stops the build, naming the file and the field", async () => {
    const result = await buildWith({
      [`src/content/case-studies/${STORY.slug}.md`]: storyFile.replace("state: TX", "state: Texas"),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(`src/content/case-studies/${STORY.slug}.md`);
    expect(result.output).toContain("state: a two-letter state code");
    expect(result.built).toBe(false);
  });

  it("stops the build on a link to a page the site does not have, saying where it is", async () => {
    const result = await buildWith({
      [`src/content/case-studies/${STORY.slug}.md`]: storyFile.replace(
        "The AI receptionist answers",
        "The [AI receptionist](/services/ai-receptionists) answers",
      ),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      "case-studies: links to /services/ai-receptionists, which is not a page of the site",
    );
    expect(result.built).toBe(false);
  });

  it("stops the build on a photo cover too small to stay sharp, saying its size", async () => {
    const small = await sharp(await photo())
      .resize(900)
      .jpeg()
      .toBuffer();
    const result = await buildWith({
      [`src/content/posts/${PHOTO_POST.slug}.md`]: photoPostFile,
      [`src/assets/blog/${PHOTO_POST.slug}/cover.JPG`]: small,
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      `src/content/posts/${PHOTO_POST.slug}.md, field cover: the photo is 900×600 pixels; use one at least 1200×630`,
    );
    expect(result.built).toBe(false);
  });
});

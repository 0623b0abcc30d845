import { existsSync } from "node:fs";
import { getEntry } from "astro:content";
import { describe, expect, it } from "vitest";
import { site } from "@/config/site";
import { finishFields } from "./finish";
import { slugOfFile } from "./slug-of-file";
import { contentTokens } from "./tokens";
import { siteMap } from "@/routing/routes";
import { postRecords } from "./collections";
import {
  checkedCover,
  isPublished,
  newestFirst,
  postNeighbours,
  postTags,
  toPost,
  type PostData,
} from "./posts";
import { postSchema } from "../schemas/records/post-fields";

const FILE = "src/content/posts/after-hours-calls.md";

/**
 * A post's fields as its file writes them, with changes, finished as the readers finish them
 * (content/readers/collections.ts): tokens filled, key points rendered.
 */
function fields(changes: Record<string, unknown> = {}): PostData {
  const written = postSchema.parse({
    title: "What After-Hours Calls Cost a Practice",
    excerpt:
      "Most practices miss a third of their calls after five. Here is what that costs, and how to answer them.",
    date: "2026-10-01",
    dateModified: "2026-10-05",
    author: "{brand} Growth Team",
    authorType: "Organization",
    tags: ["AI receptionist", "Missed calls"],
    cover: "../../assets/blog/after-hours/cover.jpg",
    coverAlt: "A phone ringing at night",
    intro: "Calls after five are new patients.",
    bullets: ["Answer in **under 7 seconds**, see [the receptionist](/services/ai-receptionist)."],
    ctaLinks: [
      { label: "Book a demo", href: "/demo" },
      { label: "See the case studies", href: "/case-studies" },
    ],
    ...changes,
  });
  return finishFields(postSchema, written, FILE, {
    tokens: contentTokens(site),
    record: () => undefined,
  }) as PostData;
}

const BODY = { html: "<p>The front desk is busy.</p>", headings: [] };

/** A post as its collection would give it. */
const post = (slug: string, changes: Record<string, unknown> = {}) =>
  toPost(slug, fields(changes), BODY);

const posts = await postRecords();

describe("post files", () => {
  it("become posts: slug and canonical from the file name, tokens filled, key points rendered", () => {
    expect(post("after-hours-calls")).toMatchObject({
      slug: "after-hours-calls",
      canonical: "/blog/after-hours-calls",
      datePublished: "2026-10-01",
      author: `${site.name} Growth Team`,
      authorName: `${site.name} Growth Team`,
      bullets: [
        'Answer in <strong>under 7 seconds</strong>, see <a href="/services/ai-receptionist">the receptionist</a>.',
      ],
      readingMinutes: 1,
    });
  });

  it("have their text as Astro rendered it: headings with ids and a link to themselves, tokens filled", () => {
    for (const { slug, body } of posts) {
      const [first] = body.headings;
      expect(first?.depth, slug).toBe(2);
      expect(body.html, slug).toContain(`<h2 id="${first?.slug}">`);
      expect(body.html, slug).toContain(`<a href="#${first?.slug}" class="heading-anchor">`);
      expect(body.html, slug).not.toMatch(/\{[\w.-]*\}/);
    }
  });

  it("cite figures and claims in their text from the records they come from", async () => {
    const [missedCalls] = posts.filter(
      (record) => record.slug === "what-missed-calls-cost-your-practice",
    );
    const [stat, claim] = await Promise.all([
      getEntry("stats", "calls-missed"),
      getEntry("claims", "setup"),
    ]);
    expect(stat?.data.type).toBe("percent");
    expect(missedCalls?.body.html).toContain(`${stat?.data.value}%`);
    expect(missedCalls?.body.html).toContain(claim?.data.text);
    expect(missedCalls?.body.html).not.toContain("{");
  });

  it("take unquoted YAML dates, as a browser editor writes them", () => {
    const dated = fields({ date: new Date("2026-10-01"), dateModified: new Date("2026-10-05") });
    expect([dated.date, dated.dateModified]).toEqual(["2026-10-01", "2026-10-05"]);
  });

  it("leave drafts out, listing the rest newest first", () => {
    expect(isPublished(fields({ draft: true }))).toBe(false);
    expect(isPublished(fields())).toBe(true);
    const listed = newestFirst([
      post("older", { date: "2026-09-01", dateModified: "2026-09-01" }),
      post("newer", { date: "2026-10-01" }),
    ]);
    expect(listed.map((record) => record.slug)).toEqual(["newer", "older"]);
    expect(posts.map((record) => record.slug)).toEqual(
      newestFirst(posts).map((record) => record.slug),
    );
  });

  it("refuse bad fields, naming each, and a mistyped token", () => {
    const problems = (changes: Record<string, unknown>) =>
      postSchema
        .safeParse({ ...fields(), ...changes })
        .error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(
      problems({
        title: "",
        ctaLinks: [{ label: "Book", href: "javascript:alert(1)" }],
        colour: "blue",
        cover: "/blog/after-hours.svg",
      }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^title: /),
        expect.stringMatching(/^ctaLinks\.0\.href: link target "javascript:alert\(1\)"/),
        expect.stringMatching(/^cover: a file in src\/assets\/blog\/\{post\}\//),
        ': Unrecognized key: "colour"',
      ]),
    );
    expect(() => fields({ author: "{brnd} team" })).toThrow(
      `Unknown token {brnd} in ${FILE}, field author; use one of {brand}`,
    );
  });

  it("stop the build on a file name that is not a slug, suggesting one", () => {
    expect(() => slugOfFile("src/content/posts/After Hours.md")).toThrow(
      /After Hours\.md: name the file in lowercase words joined by hyphens \(for example after-hours\.md\)/,
    );
    expect(slugOfFile("src/content/posts/after-hours.md")).toBe("after-hours");
  });
});

describe("a cover", () => {
  it("may be a drawing of any size, or a photo at least a share card's size", () => {
    const cover = (format: string, width: number, height: number) =>
      checkedCover({ format, width, height }, "src/content/posts/x.md");
    expect(cover("svg", 300, 150)).toEqual({ format: "svg", width: 300, height: 150 });
    expect(cover("jpg", 4032, 3024).width).toBe(4032);
    expect(cover("png", 1200, 630).width).toBe(1200);
    expect(() => cover("jpg", 1199, 800)).toThrow(
      "src/content/posts/x.md, field cover: the photo is 1199×800 pixels; use one at least 1200×630 (or an SVG drawing)",
    );
    expect(() => cover("webp", 1600, 600)).toThrow(/the photo is 1600×600 pixels/);
  });

  it("of every post is a file in src/assets/blog", () => {
    for (const { slug, cover } of posts) {
      expect(cover.src, slug).toContain(`/src/assets/blog/${slug}/`);
      expect(existsSync(new URL(`../../assets/blog/${slug}/`, import.meta.url)), slug).toBe(true);
    }
  });
});

describe("postTags", () => {
  it("gathers each topic's posts newest first, one topic per spelling, A to Z", () => {
    const tagged = [
      post("older", {
        date: "2026-09-01",
        dateModified: "2026-09-01",
        tags: ["Speed to lead", "Medspa"],
      }),
      post("newer", { tags: ["speed-to-lead", "AI receptionist"] }),
    ];
    expect(
      postTags(tagged).map((tag) => [tag.name, tag.slug, tag.posts.map((post) => post.slug)]),
    ).toEqual([
      ["AI receptionist", "ai-receptionist", ["newer"]],
      ["Medspa", "medspa", ["older"]],
      ["speed-to-lead", "speed-to-lead", ["newer", "older"]],
    ]);
  });

  it("give every topic of the blog a page, open to readers and kept out of the sitemap", async () => {
    const tags = postTags(posts);
    const { routes } = await siteMap();
    const sitemap = routes.filter((route) => route.indexed);
    expect(tags.length).toBeGreaterThanOrEqual(5);
    for (const tag of tags) {
      const route = routes.find((live) => live.path === `/blog/tags/${tag.slug}`);
      expect(route, tag.slug).toMatchObject({ title: tag.name, indexed: false });
      expect(route?.description.startsWith(`${tag.name}: `), tag.slug).toBe(true);
      expect(sitemap.map((live) => live.path)).not.toContain(route?.path);
    }
  });
});

describe("postNeighbours", () => {
  const byDate = [...posts].sort((a, b) => a.datePublished.localeCompare(b.datePublished));

  it("finds the posts published just before and after one, whatever order they are listed in", () => {
    for (const listed of [posts, [...posts].reverse()]) {
      for (const [index, post] of byDate.entries()) {
        const { older, newer } = postNeighbours(listed, post.slug);
        expect(older?.slug, post.slug).toBe(byDate[index - 1]?.slug);
        expect(newer?.slug, post.slug).toBe(byDate[index + 1]?.slug);
      }
    }
  });

  it("gives the first post no previous one, the newest no next one, and an unknown slug neither", () => {
    expect(postNeighbours(posts, byDate[0]!.slug).older).toBeUndefined();
    expect(postNeighbours(posts, byDate.at(-1)!.slug).newer).toBeUndefined();
    expect(postNeighbours(posts, "no-such-post")).toEqual({});
  });
});

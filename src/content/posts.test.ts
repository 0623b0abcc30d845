import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentFile } from "@/lib/content/test-files";
import { site } from "@/config/site";
import { getLiveRoutes, getSitemapRoutes } from "@/routing/routes";
import { checkedCover, getAllPosts, loadPosts, postNeighbours, postTags } from "./posts";

/** A post file as the agency writes it, with changes to its fields and body. */
function postFile(fields: Record<string, string> = {}, body?: string): string {
  const frontmatter = {
    title: "What After-Hours Calls Cost a Practice",
    excerpt:
      "Most practices miss a third of their calls after five. Here is what that costs, and how to answer them.",
    date: "2026-10-01",
    dateModified: "2026-10-05",
    author: '"{brand} Growth Team"',
    authorType: "Organization",
    tags: "[AI receptionist, Missed calls]",
    cover: "../../assets/blog/after-hours/cover.jpg",
    coverAlt: "A phone ringing at night",
    intro: "Calls after five are new patients.",
    bullets:
      '["Answer in **under 7 seconds**, see [the receptionist](/services/ai-receptionist)."]',
    ctaLinks:
      "[{ label: Book a demo, href: /demo }, { label: See the case studies, href: /case-studies }]",
    ...fields,
  };
  return contentFile(
    frontmatter,
    body ??
      "## Why calls go unanswered\n\nThe front desk is busy. Email {email}.\n\n- Lunch\n- After hours\n",
  );
}

describe("post files", () => {
  it("become posts: slug and canonical from the file name, tokens filled, Markdown rendered", () => {
    const [post] = loadPosts({ "./posts/after-hours-calls.md": postFile() });
    expect(post).toMatchObject({
      slug: "after-hours-calls",
      canonical: "/blog/after-hours-calls",
      datePublished: "2026-10-01",
      author: `${site.name} Growth Team`,
      authorName: `${site.name} Growth Team`,
      cover: "../../assets/blog/after-hours/cover.jpg",
      bullets: [
        'Answer in <strong>under 7 seconds</strong>, see <a href="/services/ai-receptionist">the receptionist</a>.',
      ],
      readingMinutes: 1,
    });
    expect(post?.body.headings).toEqual([
      { depth: 2, slug: "why-calls-go-unanswered", text: "Why calls go unanswered" },
    ]);
    expect(post?.body.html).toContain('<h2 id="why-calls-go-unanswered">');
    expect(post?.body.html).toContain('<a href="#why-calls-go-unanswered" class="heading-anchor">');
    expect(post?.body.html).toContain(`Email ${site.email}.`);
  });

  it("take unquoted YAML dates, as a browser editor writes them", () => {
    const [post] = loadPosts({
      "./posts/after-hours-calls.md": postFile({ date: "2026-10-01", dateModified: "2026-10-05" }),
    });
    expect([post?.date, post?.dateModified]).toEqual(["2026-10-01", "2026-10-05"]);
  });

  it("leave drafts out, listing the rest newest first", () => {
    const posts = loadPosts({
      "./posts/older.md": postFile({ date: "2026-09-01", dateModified: "2026-09-01" }),
      "./posts/unfinished.md": postFile({ draft: "true" }),
      "./posts/newer.md": postFile({ date: "2026-10-01" }),
    });
    expect(posts.map((post) => post.slug)).toEqual(["newer", "older"]);
  });

  it("stop the build naming every bad file and field", () => {
    const load = () =>
      loadPosts({
        "./posts/good.md": postFile(),
        "./posts/bad.md": postFile({
          title: "",
          dateModified: "2026-09-01",
          ctaLinks: "[{ label: Book, href: 'javascript:alert(1)' }]",
          colour: "blue",
        }),
        "./posts/typo.md": postFile({ author: '"{brnd} team"' }),
        "./posts/public-cover.md": postFile({ cover: "/blog/after-hours.svg" }),
      });
    expect(load).toThrow(/src\/content\/posts\/bad\.md, field title: Invalid input/);
    expect(load).toThrow(/bad\.md, field ctaLinks\.0\.href: link target "javascript:alert\(1\)"/);
    expect(load).toThrow(/bad\.md, field \(all\): Unrecognized key: "colour"/);
    expect(load).toThrow(/src\/content\/posts\/typo\.md.*Unknown token \{brnd\}/);
    expect(load).toThrow(
      /public-cover\.md, field cover: a file in src\/assets\/blog\/\{post\}\/, written \.\.\/\.\.\/assets\/blog\/\{post\}\/cover\.jpg/,
    );
    expect(load).not.toThrow(/good\.md/);
  });

  it("stop the build on a body link that goes nowhere valid, and on a file name that is not a slug", () => {
    expect(() =>
      loadPosts({ "./posts/x.md": postFile({}, "See [our site](www.example.com).") }),
    ).toThrow(/src\/content\/posts\/x\.md: link target "www\.example\.com" must be/);
    expect(() => loadPosts({ "./posts/After Hours.md": postFile() })).toThrow(
      /After Hours\.md: name the file in lowercase words joined by hyphens \(for example after-hours\.md\)/,
    );
    expect(() => loadPosts({ "./posts/x.md": "Just text" })).toThrow(
      /x\.md: start the file with its fields between two --- lines/,
    );
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
    for (const post of getAllPosts()) {
      expect(existsSync(new URL(`posts/${post.cover}`, import.meta.url)), post.slug).toBe(true);
    }
  });
});

describe("postTags", () => {
  it("gathers each topic's posts newest first, one topic per spelling, A to Z", () => {
    const posts = loadPosts({
      "./posts/older.md": postFile({
        date: "2026-09-01",
        dateModified: "2026-09-01",
        tags: "[Speed to lead, Medspa]",
      }),
      "./posts/newer.md": postFile({ tags: "[speed-to-lead, AI receptionist]" }),
    });
    expect(
      postTags(posts).map((tag) => [tag.name, tag.slug, tag.posts.map((post) => post.slug)]),
    ).toEqual([
      ["AI receptionist", "ai-receptionist", ["newer"]],
      ["Medspa", "medspa", ["older"]],
      ["speed-to-lead", "speed-to-lead", ["newer", "older"]],
    ]);
  });

  it("give every topic of the blog a page, open to readers and kept out of the sitemap", () => {
    const tags = postTags(getAllPosts());
    expect(tags.length).toBeGreaterThanOrEqual(5);
    for (const tag of tags) {
      const route = getLiveRoutes().find((live) => live.path === `/blog/tags/${tag.slug}`);
      expect(route, tag.slug).toMatchObject({ title: tag.name, indexed: false });
      expect(route?.description.startsWith(`${tag.name}: `), tag.slug).toBe(true);
      expect(getSitemapRoutes()).not.toContain(route);
    }
  });
});

describe("postNeighbours", () => {
  const posts = getAllPosts();
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

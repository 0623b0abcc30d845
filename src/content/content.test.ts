import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getCollection } from "astro:content";
import sharp from "sharp";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { boltMarkSvg, brandColors } from "@/config/brand";
import { brandFontFiles } from "@/config/brand-font";
import { site } from "@/config/site";
import { parseUnicodeRange } from "@/config/unicode-range";
import { finishFields } from "./readers/finish";
import { slugOfFile } from "./readers/slug-of-file";
import { contentTokens, unfilledTokens } from "./readers/tokens";
import { innerSchema } from "./schemas/inner-schema";
import { templateSlots } from "./schemas/template";
import { copyPages } from "./copy";
import { leadCopyPages } from "@/leads/copy/pages";
import { leadCopy } from "@/leads/copy/reader";
import { navigationOf } from "@/routing/navigation";
import { postLinks, postWordCount } from "./readers/posts";
import { leadMagnetRequest } from "./readers/page-words";
import { brokenLinks, siteMap } from "@/routing/routes";
import { COLLECTION_NAMES, COLLECTIONS } from "./registry";
import { testimonialSchema } from "./schemas/records/testimonials";

const map = await siteMap();
const { routes, records, copy } = map;

/**
 * Every collection as pages show it, tokens filled: the copy of each page and of the chrome, and
 * the records. The FAQ groups, stats and testimonials are in them, where pages show them.
 */
const collections = {
  ...copy,
  ...(await leadCopy()),
  pages: records.pages,
  services: records.services,
  industries: records.industries,
  caseStudies: records.caseStudies,
  posts: records.posts,
};

/** The records pages name by slug, as their files hold them, whether a page shows them or not. */
const named = Object.fromEntries(
  await Promise.all(
    (["faqs", "stats", "testimonials", "claims"] as const).map(async (name) => [
      name,
      (await getCollection(name)).map((entry) => entry.data),
    ]),
  ),
) as Record<string, unknown>;

/** Every string in a value, with where it stands. */
function strings(value: unknown, where: string): [string, string][] {
  if (typeof value === "string") return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${where}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${where}.${key}`));
  }
  return [];
}

/** The content's own files: its modules (tests aside), its YAML and Markdown files. */
const contentSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? contentSources(join(dir, entry.name))
      : /\.(ts|ya?ml|md)$/.test(entry.name) && !entry.name.endsWith(".test.ts")
        ? [readFileSync(join(dir, entry.name), "utf8")]
        : [],
  );

/**
 * The slots a copy page's field leaves for the code to fill ("emails.request.greeting": {name}),
 * as its schema declares them (content/schemas/template.ts).
 */
function slotsAt(where: string): readonly string[] {
  const [page = "", ...path] = where.split(/\.|\[\d+\]/).filter(Boolean);
  const copyFiles: Record<string, { schema: z.ZodType }> = { ...copyPages, ...leadCopyPages };
  let schema: z.ZodType | undefined = copyFiles[page]?.schema;
  for (const key of [...path, ""]) {
    for (
      let inner: z.ZodType | undefined = schema && innerSchema(schema);
      inner;
      inner = innerSchema(inner)
    ) {
      schema = inner;
    }
    if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType;
    if (key && schema instanceof z.ZodObject) schema = schema.shape[key] as z.ZodType;
  }
  return (schema && templateSlots.get(schema)?.slots) ?? [];
}

describe("content collections", () => {
  it("leave no token unfilled anywhere, FAQ answers and structured data included", () => {
    const leftovers = Object.entries(collections).flatMap(([name, value]) =>
      strings(value, name).filter(([where, text]) =>
        unfilledTokens(text).some((token) => !slotsAt(where).includes(token.slice(1, -1))),
      ),
    );
    expect(leftovers).toEqual([]);
  });

  it("never hard-code the brand's contact details: copy uses the tokens", () => {
    // The lead's copy schemas are the content's too, kept beside the lead's fields.
    const source = ["src/content", "src/leads/copy"]
      .flatMap((dir) => contentSources(join(process.cwd(), dir)))
      .join("\n");
    expect(source).toContain("{brand}");
    expect(source).not.toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    expect(source).not.toMatch(/[\w.-]+@[\w-]+\.(ai|com|org)\b/i);
    expect(source).not.toMatch(/Voltcare/);
  });

  it("have no placeholder text", () => {
    const all = JSON.stringify({ collections, named });
    expect(all).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b/i);
  });

  it("never claim compliance or certification, only HIPAA-minded care", () => {
    const all = JSON.stringify({ collections, named });
    expect(all).not.toMatch(/HIPAA[- ](compliant|certified)/i);
  });
});

describe("YAML records", () => {
  const FILE = "src/content/testimonials/northside-owner.yaml";
  const written = {
    quote: "{brand} answers.",
    role: "Owner",
    clinicType: "Dental",
    avatarLetter: "N",
    rating: 5,
  };
  /** Finishing as the readers do it, with the site's details for tokens and no records to name. */
  const finish = (fields: object) =>
    finishFields(testimonialSchema, fields, FILE, {
      tokens: contentTokens(site),
      record: () => undefined,
    });

  it("take their slug from the file's name and their tokens from the site", async () => {
    for (const name of COLLECTION_NAMES) {
      const { folder, format } = COLLECTIONS[name];
      if (format !== "yaml") continue;
      const files = readdirSync(join(process.cwd(), "src/content", folder))
        .filter((file) => file.endsWith(".yaml"))
        .map((file) => file.replace(/\.yaml$/, ""));
      const slugs = (await getCollection(name)).map((entry) => entry.id);
      expect(slugs.sort(), folder).toEqual(files.sort());
    }
    expect(slugOfFile(FILE)).toBe("northside-owner");
    expect(finish(testimonialSchema.parse(written))).toEqual({
      ...written,
      quote: `${site.name} answers.`,
    });
  });

  it("stop the build naming the file and the field, or the file's bad name", () => {
    const tooHigh = testimonialSchema.safeParse({ ...written, rating: 6 });
    expect(tooHigh.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["rating", expect.stringMatching(/^Too big/)],
    ]);
    expect(() => slugOfFile("src/content/testimonials/Bad Name.yaml")).toThrow(
      /Bad Name\.yaml: name the file in lowercase words joined by hyphens/,
    );
    expect(() => finish({ ...written, quote: "Call {phnoe}." })).toThrow(
      `Unknown token {phnoe} in ${FILE}, field quote; use one of {brand}`,
    );
  });
});

describe("blog posts", () => {
  it("are full articles (800 words or more) that link to live services and case studies", () => {
    for (const post of records.posts) {
      expect(postWordCount(post), post.slug).toBeGreaterThanOrEqual(800);
      const targets = postLinks(post);
      expect(
        targets.some((href) => href.startsWith("/services/")),
        post.slug,
      ).toBe(true);
      expect(
        targets.some((href) => href.startsWith("/case-studies/")),
        post.slug,
      ).toBe(true);
      expect(post.ctaLinks.length, post.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it("offer the two lead magnets, each sent as 'Lead magnet: {title}' with its description, naming its download", () => {
    const { blogPage } = copy;
    const [playbook, checklist] = blogPage.leadMagnets.items;
    expect([playbook?.download.title, checklist?.download.title]).toEqual([
      "AI Receptionist Playbook",
      "Clinic Conversion Checklist",
    ]);
    expect(leadMagnetRequest(blogPage, playbook!)).toEqual({
      name: "Website Visitor",
      subject: "Lead magnet: AI Receptionist Playbook",
      message: playbook!.description,
      document: "ai-receptionist-playbook",
    });
    expect(blogPage.leadMagnets.form.success).toBe(
      "Check your inbox. Your download link is on the way.",
    );
  });
});

describe("route registry", () => {
  it("lists each route once, in the one URL form, titles within 60 characters", () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path === "/" || !path.endsWith("/"), path).toBe(true);
    for (const route of routes) {
      expect(route.documentTitle.length, route.documentTitle).toBeLessThanOrEqual(60);
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(70);
    }
  });

  it("publishes the indexed live pages, with lastmod where content is dated", async () => {
    const sitemap = routes.filter((route) => route.indexed);
    expect(sitemap.map((route) => route.path)).toEqual([
      "/",
      "/about",
      "/demo",
      "/privacy",
      "/terms",
      "/solutions",
      "/services",
      "/services/ai-receptionist",
      "/services/chatbots",
      "/services/social",
      "/services/websites",
      "/services/custom-systems",
      "/industries",
      ...records.industries.map((industry) => `/industries/${industry.slug}`),
      "/case-studies",
      ...records.caseStudies.map((study) => `/case-studies/${study.slug}`),
      "/blog",
      ...records.posts.map((post) => `/blog/${post.slug}`),
      "/contact",
    ]);
    expect(sitemap.find((route) => route.path === "/privacy")?.lastModified).toMatch(/^\d{4}-/);
  });

  it("gives each post its canonical path, excerpt and last change, and the blog the newest", () => {
    const { posts } = records;
    expect(posts).toHaveLength(3);
    for (const post of posts) {
      const route = routes.find((live) => live.path === post.canonical);
      expect(route, post.slug).toMatchObject({
        title: post.title,
        description: post.excerpt,
        lastModified: post.dateModified,
      });
      expect(route?.keywords).toEqual(expect.arrayContaining(post.tags));
    }
    const newest = posts
      .map((post) => post.dateModified)
      .sort()
      .at(-1);
    expect(routes.find((live) => live.path === "/blog")?.lastModified).toBe(newest);
  });

  it("derives the header's industry links from the industry records", () => {
    const { industryLinks, headerItems } = navigationOf(map);
    expect(industryLinks.map((link) => link.href)).toEqual(
      records.industries.map((industry) => `/industries#${industry.slug}`),
    );
    expect(headerItems).toContain("industries-menu");
  });

  it("prefetches only pages that exist", () => {
    const { industryLinks } = navigationOf(map);
    const live = new Set(routes.map((route) => route.path));
    for (const link of industryLinks) expect(link.prefetch).toBe(live.has("/industries"));
  });

  it("finds links to pages the site does not have", () => {
    expect(
      brokenLinks(routes, "test", ["/about", "/privacy#cookies", "https://example.com"]),
    ).toEqual([]);
    expect(brokenLinks(routes, "test", ["/no-such-page"])).toEqual([
      "  test: links to /no-such-page, which is not a page of the site",
    ]);
    // A page still to be built may be named by the chrome, never by content.
  });
});

describe("brand font", () => {
  it("is the files the stylesheet declares, with their ranges (npm run make:font writes them)", () => {
    // Compared with whitespace collapsed, as Prettier wraps the long ranges.
    const css = readFileSync(join(process.cwd(), "src/styles/brand-font.css"), "utf8").replace(
      /\s+/g,
      " ",
    );
    for (const { url, unicodeRange } of Object.values(brandFontFiles)) {
      expect(css).toContain(`url("${url}")`);
      expect(css).toContain(`unicode-range: ${unicodeRange};`);
      expect(existsSync(join(process.cwd(), "public", url))).toBe(true);
    }
  });

  it("covers all of the site's copy with the file every page preloads", () => {
    const core = parseUnicodeRange(brandFontFiles.core.unicodeRange);
    const extended = parseUnicodeRange(brandFontFiles.extended.unicodeRange);
    const outside = Object.entries(collections).flatMap(([name, value]) =>
      strings(value, name).flatMap(([where, text]) =>
        [...text]
          .filter(
            (char) => extended.has(char.codePointAt(0) ?? 0) && !core.has(char.codePointAt(0) ?? 0),
          )
          .map((char) => `${where}: "${char}" (add it to CORE_EXTRAS in scripts/assets/font.ts)`),
      ),
    );
    expect(outside).toEqual([]);
  });
});

describe("brand icon", () => {
  const publicFile = (name: string) => join(process.cwd(), "public", name);
  /** The colour of an image's top-left pixel, where the mark's tile is rounded off. */
  const corner = async (name: string) => [
    ...(await sharp(publicFile(name))
      .ensureAlpha()
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer()),
  ];
  const ink = [1, 3, 5].map((at) => parseInt(brandColors.ink.slice(at, at + 2), 16));

  it("is the bolt mark as defined once (npm run make:favicon writes it)", () => {
    const icon = readFileSync(publicFile("icon.svg"), "utf8");
    expect(icon).toBe(boltMarkSvg());
  });

  it("is drawn as the PNGs the pages and structured data name, at their sizes", async () => {
    const apple = await sharp(publicFile("apple-icon.png")).metadata();
    expect([apple.format, apple.width, apple.height]).toEqual(["png", 180, 180]);
    const logo = await sharp(publicFile("logo.png")).metadata();
    expect([logo.format, logo.width, logo.height]).toEqual(["png", 512, 512]);
    // The home-screen icon fills its square (the system rounds it); the logo is the mark as drawn.
    expect(await corner("apple-icon.png")).toEqual([...ink, 255]);
    expect((await corner("logo.png"))[3]).toBe(0);
  });

  it("is in the favicon at 16, 32 and 48 pixels", () => {
    const ico = readFileSync(publicFile("favicon.ico"));
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect([ico.readUInt16LE(2), sizes]).toEqual([1, [16, 32, 48]]);
  });
});

describe("brand colours", () => {
  it("match the stylesheet's tokens", () => {
    const css = readFileSync(join(process.cwd(), "src/styles/global.css"), "utf8");
    const token = (name: string) =>
      css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`))?.[1];
    expect(brandColors.ink).toBe(token("ink-900"));
    expect(brandColors.inkMuted).toBe(token("ink-500"));
    expect(brandColors.inkSoft).toBe(token("ink-300"));
    expect(brandColors.accent).toBe(token("bolt-500"));
    expect(brandColors.bolt).toBe(token("bolt-400"));
    expect(brandColors.boltPale).toBe(token("bolt-100"));
    expect(brandColors.teal).toBe(token("teal-600"));
  });
});

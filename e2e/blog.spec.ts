import { textOfHtml } from "../src/content/readers/markdown";
import { ANY_WIDTH } from "../playwright.config";
import { readFileSync } from "node:fs";
import type { Locator, Page, Request } from "@playwright/test";
import { postTags, type PostRecord } from "../src/content/readers/posts";
import { records, copy } from "./content";
import {
  expect,
  expectAndDropErrors,
  gotoHydrated,
  hydrated,
  jsonLd,
  nextFrames,
  test,
} from "./fixtures";
import { holdLeadPost, isLeadPost, leadsFor, uniqueEmail } from "./lead-store";
import type { RouteAnswer } from "./scheduler-stub";

const { blogPage } = copy;

const { posts } = records;
const SENT = "Check your inbox. Your download link is on the way.";

/** A date as the page writes it: "2026-10-20" → "October 20, 2026". */
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * A post's cover as built: served from the build's assets with the size the file draws it at,
 * and the very file the post names (src/assets/blog/{post}/cover.svg). Returns its address.
 */
async function expectCover(page: Page, cover: Locator, post: PostRecord): Promise<string> {
  const src = (await cover.getAttribute("src")) ?? "";
  expect(src).toMatch(/^\/_astro\/[\w.-]+\.svg$/);
  await expect(cover).toHaveAttribute("width", "1200");
  await expect(cover).toHaveAttribute("height", "630");
  const served = await page.request.get(src);
  const file = new URL(`../src/assets/blog/${post.slug}/cover.svg`, import.meta.url);
  expect(await served.text()).toBe(readFileSync(file, "utf8"));
  return src;
}

test.describe("/blog", () => {
  test("lists the three posts as cards linking to their pages", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogPage.hero.heading);
    const cards = page.locator("#articles article");
    await expect(cards).toHaveCount(3);
    for (const [index, post] of posts.entries()) {
      const card = cards.nth(index);
      const title = card.getByRole("heading", { level: 3 });
      await expect(title).toHaveText(post.title);
      await expect(title.getByRole("link")).toHaveAttribute("href", `/blog/${post.slug}`);
      await expect(card).toContainText(post.excerpt);
      await expect(card).toContainText(post.author);
      await expect(card.locator("time")).toHaveAttribute("datetime", post.date);
      await expect(card.locator("time")).toHaveText(longDate(post.date));
      await expect(card.getByRole("listitem")).toHaveText([...post.tags]);
      await expectCover(page, card.locator("img"), post);
      await expect(card.locator("img")).toHaveAttribute("loading", "lazy");
    }
    // Newest first.
    const dates = await cards
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(dates).toEqual([...dates].sort().reverse());

    // Every cover arrives; beside the lead story's text, the others keep their 1200×630 shape.
    for (const [index, cover] of (await cards.locator("img").all()).entries()) {
      await cover.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0);
      const box = (await cover.boundingBox())!;
      if (index > 0) expect(box.width / box.height).toBeCloseTo(1200 / 630, 1);
    }

    expect((await jsonLd(page, "BreadcrumbList"))?.itemListElement).toMatchObject([
      { position: 1, name: "Home" },
      { position: 2, name: "Blog", item: expect.stringMatching(/\/blog$/) },
    ]);

    // The whole card is the link: a click on its excerpt opens the post.
    const first = posts[0]!;
    const excerpt = cards.first().getByText(first.excerpt);
    await excerpt.scrollIntoViewIfNeeded();
    const spot = (await excerpt.boundingBox())!;
    await page.mouse.click(spot.x + spot.width / 2, spot.y + spot.height / 2);
    await expect(page).toHaveURL(new RegExp(`/blog/${first.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  });

  test("offers the two downloads with what's inside and an email form each", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: blogPage.hero.getDownloads }).click();
    await expect(page).toHaveURL(/\/blog#downloads$/);
    for (const magnet of blogPage.leadMagnets.items) {
      const card = page.locator(`#${magnet.download.slug}`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(magnet.download.title);
      await expect(card).toContainText(magnet.description);
      await expect(card.getByRole("listitem")).toHaveText([...magnet.inside]);
      const form = page.getByRole("form", { name: magnet.download.title });
      await expect(form.getByRole("textbox", { name: "Work email" })).toHaveAttribute(
        "type",
        "email",
      );
      await expect(form.getByRole("button", { name: magnet.submit })).toBeEnabled();
    }
    expect(blogPage.leadMagnets.items.map((magnet) => magnet.download.title)).toEqual([
      "AI Receptionist Playbook",
      "Clinic Conversion Checklist",
    ]);
  });
});

/** The article's expected text: every paragraph and list item of the body, as plain text. */
function bodyTexts(post: PostRecord): string[] {
  return [...post.body.html.matchAll(/<(p|li)>([\s\S]*?)<\/\1>/g)].map(([, , html]) =>
    textOfHtml(html ?? ""),
  );
}

test.describe("post pages", { tag: ANY_WIDTH }, () => {
  for (const post of posts) {
    const path = `/blog/${post.slug}`;

    test(`${path} shows the whole post and its BlogPosting structured data`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      const hero = page.locator("main section").first();
      await expect(hero).toContainText(`By ${post.author}`);
      await expect(hero.locator(`time[datetime="${post.date}"]`)).toHaveText(longDate(post.date));

      const article = page.locator("main article", {
        has: page.getByRole("region", { name: "Key points" }),
      });
      const cover = article.locator("img").first();
      const coverUrl = await expectCover(page, cover, post);
      await expect(cover).toHaveAttribute("alt", post.coverAlt);
      await expect(cover).toHaveAttribute("loading", "eager");
      await expect(cover).toHaveAttribute("fetchpriority", "high");
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

      await expect(article).toContainText(post.intro);
      const keyPoints = article.getByRole("region", { name: "Key points" });
      await expect(keyPoints.getByRole("listitem")).toHaveText(post.bullets.map(textOfHtml));
      // Each section heading carries an id and, beside it, a link to itself.
      const headings = post.body.headings.filter((heading) => heading.depth === 2);
      expect(headings.length).toBeGreaterThanOrEqual(5);
      for (const { slug, text } of headings) {
        const heading = article.getByRole("heading", { level: 2, name: text, exact: true });
        await expect(heading).toBeVisible();
        await expect(heading).toHaveAttribute("id", slug);
        await expect(
          article.getByRole("link", { name: `Link to this section: ${text}`, exact: true }),
        ).toHaveAttribute("href", `#${slug}`);
      }
      for (const text of bodyTexts(post)) await expect(article).toContainText(text);

      const next = article.getByRole("navigation", { name: "Where to go from here" });
      await expect(next.getByRole("link")).toHaveCount(post.ctaLinks.length);
      for (const link of post.ctaLinks) {
        await expect(next.getByRole("link", { name: link.label })).toHaveAttribute(
          "href",
          link.href,
        );
      }
      // Links written in the body lead to live pages of the site.
      await expect(article.locator('a[href^="/services/"]').first()).toBeVisible();
      await expect(article.locator('a[href^="/case-studies/"]').first()).toBeVisible();
      await expect(article.getByRole("link", { name: "← Back to the Blog" })).toHaveAttribute(
        "href",
        "/blog",
      );
      await expect(page.getByRole("main")).not.toContainText(/HIPAA[- ](compliant|certified)/i);

      // The other posts, then the closing call to action.
      const more = page.getByRole("region", { name: "More from the blog" });
      await expect(more.getByRole("heading", { level: 3 })).toHaveText(
        posts.filter((other) => other !== post).map((other) => other.title),
      );
      await expect(
        page.getByRole("heading", { name: "Ready to answer every patient in seconds?" }),
      ).toBeVisible();

      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(post.canonical);
      await expect(page).toHaveTitle(new RegExp(`^${post.title}`));
      expect(await jsonLd(page, "BlogPosting")).toMatchObject({
        headline: post.title,
        description: post.excerpt,
        url: canonical,
        mainEntityOfPage: { "@id": canonical },
        datePublished: post.datePublished,
        dateModified: post.dateModified,
        image: [new URL(coverUrl, canonical!).href],
        author: { "@type": post.authorType, name: post.authorName },
        publisher: { "@type": "Organization" },
      });
      expect((await jsonLd(page, "BreadcrumbList"))?.itemListElement).toMatchObject([
        { position: 1, name: "Home" },
        { position: 2, name: "Blog", item: expect.stringMatching(/\/blog$/) },
        { position: 3, name: post.title, item: canonical },
      ]);
    });
  }

  test("an unknown post answers 404 with 'Post not found.' in the HTML", async ({
    page,
    pageErrors,
    request,
  }) => {
    const html = await request.get("/blog/no-such-post");
    expect(html.status()).toBe(404);
    expect(await html.text()).toContain(">Post not found.</h1>");

    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    expectAndDropErrors(pageErrors, "/blog/no-such-post");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found.");
    await expect(
      page.getByRole("main").getByRole("link", { name: "← Back to the Blog" }),
    ).toHaveAttribute("href", "/blog");
    await expect(page).toHaveTitle(/Page not found/);
  });
});

test.describe("topic pages", { tag: ANY_WIDTH }, () => {
  for (const tag of postTags(posts)) {
    test(`/blog/tags/${tag.slug} lists the posts on ${tag.name}, newest first`, async ({
      page,
    }) => {
      await page.goto(`/blog/tags/${tag.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tag.name);
      await expect(page).toHaveTitle(new RegExp(`^${tag.name}: Articles \\| `));
      const cards = page.locator("#articles article");
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
        tag.posts.map((post) => post.title),
      );
      for (const post of tag.posts) {
        await expect(cards.getByRole("link", { name: post.title })).toHaveAttribute(
          "href",
          post.canonical,
        );
      }
      // There for readers, out of search results: it repeats its posts' summaries.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      expect((await jsonLd(page, "BreadcrumbList"))?.itemListElement).toMatchObject([
        { position: 1, name: "Home" },
        { position: 2, name: "Blog" },
        { position: 3, name: tag.name },
      ]);
    });
  }

  test("/blog names every topic, each a link to its page", async ({ page }) => {
    await page.goto("/blog");
    const topics = page.getByRole("navigation", { name: "Browse by topic" });
    const tags = postTags(posts);
    await expect(topics.getByRole("link")).toHaveText(tags.map((tag) => tag.name));
    for (const tag of tags) {
      await expect(topics.getByRole("link", { name: tag.name, exact: true })).toHaveAttribute(
        "href",
        `/blog/tags/${tag.slug}`,
      );
    }
  });

  test("a post's topics lead to their pages, from the card and from the article", async ({
    page,
  }) => {
    const [post] = posts;
    const [first] = post!.tags;
    await page.goto("/blog");
    const card = page.locator("#articles article").first();
    await card.getByRole("link", { name: first, exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/tags\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!);

    await page.goto(post!.canonical);
    const topics = page.locator("main article footer");
    for (const tag of post!.tags) {
      await expect(topics.getByRole("link", { name: tag, exact: true })).toHaveAttribute(
        "href",
        new RegExp(`^/blog/tags/[a-z0-9-]+$`),
      );
    }
  });
});

test.describe("lead-magnet email forms", { tag: ANY_WIDTH }, () => {
  const formOf = (page: Page, title: string) => page.getByRole("form", { name: title });
  const cardOf = (page: Page, slug: string) => page.locator(`#${slug}`);

  for (const magnet of blogPage.leadMagnets.items) {
    test(`'${magnet.download.title}' sends its request to the lead API and confirms it`, async ({
      page,
    }, testInfo) => {
      await gotoHydrated(page, "/blog");
      const email = uniqueEmail(testInfo, magnet.download.slug);
      const form = await hydrated(formOf(page, magnet.download.title));
      await form.getByRole("textbox", { name: "Work email" }).fill(email);
      const release = await holdLeadPost(page, (route) => route.continue());
      const request = page.waitForRequest(isLeadPost);
      await form.getByRole("button", { name: magnet.submit }).click();
      await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
      const body = (await request).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        name: "Website Visitor",
        email,
        subject: `Lead magnet: ${magnet.download.title}`,
        message: magnet.description,
        form: "lead-magnet",
        company_website: "",
      });
      const response = page.waitForResponse((answer) => isLeadPost(answer.request()));
      release();
      expect((await response).status()).toBe(201);
      const card = cardOf(page, magnet.download.slug);
      await expect(card.getByText(SENT)).toBeVisible();
      await expect(card.getByText(SENT)).toBeFocused();
      await expect(card.locator("form")).toHaveCount(0);
      // The other download's form is untouched.
      const other = blogPage.leadMagnets.items.find((item) => item !== magnet)!;
      await expect(
        formOf(page, other.download.title).getByRole("button", { name: other.submit }),
      ).toBeEnabled();

      const leads = leadsFor(email);
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({
        form: "lead-magnet",
        name: "Website Visitor",
        email,
        subject: `Lead magnet: ${magnet.download.title}`,
        message: magnet.description,
      });
      expect(leads[0]?.page_url).toContain("/blog");
    });
  }

  const playbook = blogPage.leadMagnets.items[0]!;

  for (const [failure, answer] of [
    ["a refused request (500)", (route) => route.fulfill({ status: 500, json: { ok: false } })],
    ["a network error", (route) => route.abort("failed")],
  ] as const satisfies readonly (readonly [string, RouteAnswer])[]) {
    test(`returns to idle, silently, after ${failure}`, async ({ page, pageErrors }) => {
      await gotoHydrated(page, "/blog");
      const form = await hydrated(formOf(page, playbook.download.title));
      const emailBox = form.getByRole("textbox", { name: "Work email" });
      await emailBox.fill("dana@brightsmile.example");
      const release = await holdLeadPost(page, answer);
      const request = page.waitForRequest(isLeadPost);
      await form.getByRole("button", { name: playbook.submit }).click();
      await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
      expect((await request).postDataJSON()).toMatchObject({
        name: "Website Visitor",
        email: "dana@brightsmile.example",
        subject: "Lead magnet: AI Receptionist Playbook",
        message: playbook.description,
        form: "lead-magnet",
      });
      release();
      await expect(form.getByRole("button", { name: playbook.submit })).toBeEnabled();
      await expect(emailBox).toHaveValue("dana@brightsmile.example");
      const card = cardOf(page, playbook.download.slug);
      await expect(card.getByText(SENT)).toBeHidden();
      await expect(card.getByRole("alert")).toHaveCount(0);
      expect(await card.innerText()).not.toMatch(/error|wrong|failed|try again/i);
      expectAndDropErrors(pageErrors, "/api/contact");
    });
  }

  test("sends nothing without a valid email", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const posted: Request[] = [];
    page.on("request", (request) => {
      if (isLeadPost(request)) posted.push(request);
    });
    for (const magnet of blogPage.leadMagnets.items) {
      const form = await hydrated(formOf(page, magnet.download.title));
      const emailBox = form.getByRole("textbox", { name: "Work email" });
      const submit = form.getByRole("button", { name: magnet.submit });
      await submit.click();
      expect(
        await emailBox.evaluate((input: HTMLInputElement) => input.validity.valueMissing),
      ).toBe(true);
      await emailBox.fill("not-an-email");
      await submit.click();
      expect(
        await emailBox.evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
      ).toBe(true);
      await nextFrames(page);
      await expect(submit).toBeEnabled();
    }
    expect(posted).toEqual([]);
  });
});

test.describe("the feed", () => {
  test.skip(({ isMobile }) => isMobile, "the same feed on every screen");

  test("/rss.xml lists every post, newest first, with its link, date, author and topics", async ({
    page,
    request,
  }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    // Read by the browser's own XML parser, as a feed reader would read it.
    await page.goto("/blog");
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      if (doc.querySelector("parsererror")) return null;
      const text = (parent: Element, name: string) =>
        parent.getElementsByTagName(name)[0]?.textContent ?? "";
      const channel = doc.querySelector("rss > channel")!;
      return {
        title: text(channel, "title"),
        self: channel.getElementsByTagName("atom:link")[0]?.getAttribute("href"),
        items: [...channel.querySelectorAll("item")].map((item) => ({
          title: text(item, "title"),
          link: text(item, "link"),
          description: text(item, "description"),
          pubDate: text(item, "pubDate"),
          creator: text(item, "dc:creator"),
          categories: [...item.getElementsByTagName("category")].map((c) => c.textContent),
        })),
      };
    }, xml);
    expect(feed, "well-formed XML").not.toBeNull();
    expect(feed!.title).toBe(await page.title());
    expect(new URL(feed!.self!).pathname).toBe("/rss.xml");
    const newestFirst = [...posts].sort((a, b) => b.datePublished.localeCompare(a.datePublished));
    expect(feed!.items.map((item) => item.title)).toEqual(newestFirst.map((post) => post.title));
    for (const [index, post] of newestFirst.entries()) {
      const item = feed!.items[index]!;
      const link = new URL(item.link);
      expect(link.pathname).toBe(`/blog/${post.slug}`);
      expect((await request.get(link.pathname)).status(), `${link.pathname} answers`).toBe(200);
      expect(item.description).toBe(post.excerpt);
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(post.datePublished);
      expect(item.creator).toBe(post.authorName);
      expect(item.categories).toEqual(post.tags);
    }
  });

  test("every page's head names the feed", async ({ page }) => {
    for (const path of ["/", "/about", "/blog", `/blog/${posts[0]!.slug}`]) {
      await page.goto(path);
      const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(alternate, path).toHaveAttribute("href", "/rss.xml");
      await expect(alternate, path).toHaveAttribute("title", /Blog/);
    }
  });
});

test("each post links the posts published just before and after it", async ({ page, isMobile }) => {
  test.skip(isMobile, "the same links on every screen");
  const byDate = [...posts].sort((a, b) => a.datePublished.localeCompare(b.datePublished));
  for (const [index, post] of byDate.entries()) {
    await page.goto(`/blog/${post.slug}`);
    const nav = page.getByRole("navigation", { name: blogPage.post.neighbours.label });
    const older = byDate[index - 1];
    const newer = byDate[index + 1];
    const previous = nav.locator('a[rel="prev"]');
    const next = nav.locator('a[rel="next"]');
    await expect(previous).toHaveCount(older ? 1 : 0);
    await expect(next).toHaveCount(newer ? 1 : 0);
    if (older) {
      await expect(previous).toHaveAttribute("href", `/blog/${older.slug}`);
      await expect(previous).toContainText(blogPage.post.neighbours.older);
      await expect(previous).toContainText(older.title);
    }
    if (newer) {
      await expect(next).toHaveAttribute("href", `/blog/${newer.slug}`);
      await expect(next).toContainText(blogPage.post.neighbours.newer);
      await expect(next).toContainText(newer.title);
    }
  }
});

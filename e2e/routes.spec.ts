import { caseStudyHeadline } from "../src/content/readers/case-studies";
import { records } from "./content";
import { expect, routePaths, test } from "./fixtures";

// Routes, redirects, headers and metadata are the same at every width (the header's prefetching
// links are the desktop header's): the desktop project runs these once.
test.skip(({ isMobile }) => !!isMobile, "the same answers at every width");

const SCHEDULER = "https://calendly.com/voltcare-ai/30min";

test.describe("/book-call", () => {
  test("shows the redirect notice and a fallback link in its HTML", async ({ request }) => {
    const response = await request.get("/book-call");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Redirecting to Calendar...");
    expect(html).toMatch(new RegExp(`<a href="${SCHEDULER}"[^>]*>click here</a>`));
    expect(html).toContain('name="robots" content="noindex');
    // The no-script refresh sits in <head>, where HTML allows <noscript> to hold a <meta>.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(
      `<noscript><meta http-equiv="refresh" content="0; url=${SCHEDULER}"></noscript>`,
    );
    expect(html.slice(html.indexOf("<main>"))).not.toContain("<noscript>");
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`sends the browser to the scheduler ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL });
      await context.route("https://calendly.com/**", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: "<title>Scheduler</title><h1>Pick a time</h1>",
        }),
      );
      const page = await context.newPage();
      await page.goto("/book-call");
      await page.waitForURL(SCHEDULER);
      await expect(page.getByRole("heading", { name: "Pick a time" })).toBeVisible();
      await context.close();
    });
  }
});

test("/book-call carries the visit's utm parameters to the scheduler", async ({ page }) => {
  await page.route("https://calendly.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<h1>Pick a time</h1>" }),
  );
  await page.goto("/about?utm_source=google&utm_campaign=implants");
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("attribution")))
    .toContain("implants");
  await page.goto("/book-call");
  await page.waitForURL(/calendly\.com/);
  const url = new URL(page.url());
  expect(url.origin + url.pathname).toBe(SCHEDULER);
  expect(url.searchParams.get("utm_source")).toBe("google");
  expect(url.searchParams.get("utm_campaign")).toBe("implants");
});

test("old /resources and /demos links, and a trailing slash, redirect permanently", async ({
  request,
}) => {
  for (const [from, to] of [
    ["/resources", "/"],
    ["/resources/roi-calculator", "/"],
    ["/resources/guides/intake", "/"],
    ["/demos", "/demo"],
    ["/about/", "/about"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location, from).toBe(to);
  }
});

test("unknown URLs answer 404 with the branded page and the site chrome", async ({
  page,
  pageErrors,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  // The browser reports the 404 document itself; that one is the point of this test.
  const own = pageErrors.findIndex(
    (e) => e.includes("status of 404") && e.endsWith("/no-such-page)"),
  );
  expect(own).toBeGreaterThanOrEqual(0);
  pageErrors.splice(own, 1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Back to the home page" }),
  ).toHaveAttribute("href", "/");
  await expect(page).toHaveTitle(/Page not found/);
});

test("an unknown case study, post, service or industry answers 404 with its own message, in the HTML", async ({
  request,
}) => {
  for (const [path, heading, back] of [
    [
      "/case-studies/no-such-clinic",
      "Case study not found.",
      ["/case-studies", "← Back to Case Studies"],
    ],
    ["/blog/no-such-post", "Post not found.", ["/blog", "← Back to the Blog"]],
    [
      "/services/no-such-service",
      "We don’t offer that service (yet)",
      ["/services", "See all services"],
    ],
    [
      "/industries/no-such-industry",
      "Industry not found.",
      ["/industries", "← Back to Industries"],
    ],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    // Served in the document itself, not drawn later by scripts: readable without JavaScript.
    const html = await response.text();
    expect(html, path).toContain(`>${heading}</h1>`);
    expect(html, path).toContain(`href="${back[0]}"`);
    expect(html, path).toContain(back[1]);
    expect(html, path).toContain('id="main"');
  }
  // Elsewhere the general message stays.
  const other = await (await request.get("/case-studies-archive/x")).text();
  expect(other).toContain("We couldn’t find that page");
});

test("every response carries the security headers", async ({ request }) => {
  for (const [method, path] of [
    ...["/", "/about", "/sitemap.xml", "/robots.txt", "/no-such-page", "/book-call"].map(
      (page) => ["GET", page] as const,
    ),
    // The lead API, answered by the server itself, gets the non-page policy.
    ["POST", "/api/contact"],
    ["OPTIONS", "/api/landing-contact"],
    ["GET", "/api/contact"],
  ] as const) {
    const answer = await request.fetch(path, { method, data: method === "POST" ? {} : undefined });
    const headers = answer.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("base-uri 'self'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toContain("unsafe-eval");
    const directives = Object.fromEntries(
      csp
        .split(/\s*;\s*/)
        .filter(Boolean)
        .map((part) => [part.split(" ")[0], part.split(" ").slice(1)]),
    );
    for (const name of ["script-src", "frame-src", "connect-src"]) {
      expect(
        directives[name]?.join(" "),
        `${path} keeps the scheduler's script and frame off pages without the widget`,
      ).not.toContain("calendly");
    }
    // Only pages whose lead form goes to the scheduler (without JavaScript) let forms reach it.
    expect(directives["form-action"], path).toEqual(
      path === "/" ? ["'self'", "https://calendly.com"] : ["'self'"],
    );
    // Inline scripts run by their hash, never by default.
    expect(directives["script-src"], path).not.toContain("'unsafe-inline'");
    // A year, this host only: the HSTS setting is unset (e2e/run.ts).
    expect(headers["strict-transport-security"], path).toBe("max-age=31536000");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["x-powered-by"], path).toBeUndefined();
    if (path.startsWith("/api/")) expect(headers["cache-control"], path).toBe("no-store");
  }
});

test("the sitemap and robots.txt agree with the route list", async ({ request, baseURL }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["", "/demo", "/about", "/privacy", "/terms"]) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(sitemap).not.toContain("/book-call");
  expect(sitemap).not.toContain("/thank-you");
  expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain("Disallow: /api/");
  // Pages marked noindex stay crawlable, or crawlers could never read the noindex.
  expect(robots).not.toContain("Disallow: /book-call");
  expect(robots).not.toContain("Disallow: /thank-you");
});

test("pages share an Open Graph image, icons and a theme colour", async ({ page, request }) => {
  await page.goto("/about");
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toBeTruthy();
  const image = await request.get(new URL(ogImage!).pathname + new URL(ogImage!).search);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0b1b33");
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /icon/);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", /apple-icon/);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = ld.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Organization", "BreadcrumbList"]));
});

/** The width and height a PNG declares in its header. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test("each post and case study is shared with its own picture, drawn at build time", async ({
  page,
  request,
}) => {
  const site = await request.get("/opengraph-image.png");
  const pages = [
    ...records.posts.map((post) => ({ path: post.canonical, alt: post.title })),
    ...records.caseStudies.map((study) => ({
      path: `/case-studies/${study.slug}`,
      alt: caseStudyHeadline(study),
    })),
  ];
  const images = new Set<string>();
  for (const { path, alt } of [pages[0]!, pages.at(-1)!]) {
    await page.goto(path);
    const url = new URL((await page.locator('meta[property="og:image"]').getAttribute("content"))!);
    expect(url.pathname).toBe(`${path}/opengraph-image.png`);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", alt);
    const image = await request.get(url.pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    const png = await image.body();
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.equals(await site.body())).toBe(false);
    images.add(png.toString("base64"));
  }
  expect(images.size).toBe(2);
  // Every one of them is there, at its page's address.
  for (const { path } of pages) {
    expect((await request.head(`${path}/opengraph-image.png`)).status(), path).toBe(200);
  }
});

test("/thank-you is kept out of search results", async ({ page }) => {
  await page.goto("/thank-you");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("/demo offers a Book a Free Demo button and an FAQ that works by keyboard", async ({
  page,
}) => {
  await page.goto("/demo");
  const book = page.getByRole("main").getByRole("link", { name: "Book a Free Demo" }).first();
  await expect(book).toHaveAttribute("href", /^https:\/\/calendly\.com\//);

  const faq = page.getByRole("region", { name: "Questions practices ask us" });
  const question = faq.getByText("How soon could we go live?");
  const answer = faq.getByText(/Most practices launch in 7 to 10 business days/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();

  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = ld.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
  expect(faqPage.mainEntity).toHaveLength(4);
  expect(faqPage.mainEntity[3].name).toBe("How soon could we go live?");
});

test("the 404 page preloads the brand font and describes itself, like every page", async ({
  request,
}) => {
  for (const path of ["/no-such-page", "/about"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<link rel="preload" href="\/fonts\/[^"]+\.woff2" as="font"/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
  }
});

test("links prefetch only pages that exist, and never the page shown", async ({ page }) => {
  for (const path of ["/", "/about", "/case-studies"]) {
    await page.goto(path);
    // The document's speculation rules fetch the pages these links lead to as the visitor aims.
    const rules = JSON.parse(
      (await page.locator('script[type="speculationrules"]').textContent()) ?? "{}",
    ) as { prefetch: { where: { selector_matches: string } }[] };
    const selector = rules.prefetch[0]!.where.selector_matches;
    const targets = await page
      .locator(selector)
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    expect(targets.length, path).toBeGreaterThan(0);
    expect(targets, `${path} does not prefetch itself`).not.toContain(path);
    expect(targets.filter((target) => !routePaths.includes(target))).toEqual([]);
  }
  // On a wide screen, aiming at a header link (hovering it) has the browser fetch its page ahead.
  const nav = page.getByRole("navigation", { name: "Main" });
  if (!(await nav.isVisible())) return;
  const prefetched = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === "/blog" &&
      request.headers()["sec-purpose"]?.startsWith("prefetch") === true,
  );
  await nav.getByRole("link", { name: "Blog" }).hover();
  await prefetched;
});

test("the organization's structured data has a raster logo and a full postal address", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const organization = ld.find((data) => data["@type"] === "Organization")!;
  expect(organization.address).toMatchObject({
    streetAddress: "600 Congress Ave, Suite 1400",
    addressLocality: "Austin",
    addressRegion: "TX",
    postalCode: "78701",
  });
  const logo = await request.get(new URL(organization.logo as string).pathname);
  expect(logo.headers()["content-type"]).toBe("image/png");
  const { width } = await page.evaluate(
    async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return { width: image.naturalWidth };
    },
    new URL(organization.logo as string).pathname,
  );
  expect(width).toBeGreaterThanOrEqual(112);
});

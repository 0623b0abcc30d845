import type { APIRequestContext } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { ANY_WIDTH } from "../playwright.config";
import { copy, records } from "./content";
import { expect, gotoHydrated, hydrated, suppressExitIntent, test } from "./fixtures";
import { uniqueEmail } from "./lead-store";
import { visitorMailsFor } from "./mail";

const { blogPage, chrome } = copy;
const CACHE_FOREVER = "public, max-age=31536000, immutable";

/** A PDF's page count and text, read back with a PDF reader. */
async function readPdf(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text };
}

/** Fetches a PDF the site serves, checking it is one, and kept for good under its hashed name. */
async function fetchPdf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toBe(CACHE_FOREVER);
  return readPdf(await response.body());
}

test.describe("documents", { tag: ANY_WIDTH }, () => {
  test("a lead magnet asked for on the site arrives by email, and its link opens the PDF", async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const playbook = blogPage.leadMagnets.items[0]!;
    await suppressExitIntent(page);
    await gotoHydrated(page, "/blog");
    const form = await hydrated(page.getByRole("form", { name: playbook.download.title }));
    const email = uniqueEmail(testInfo, "reader");
    await form.getByLabel(blogPage.leadMagnets.form.label).fill(email);
    await form.getByRole("button", { name: playbook.submit }).click();
    await expect(
      page.locator(`#${playbook.download.slug}`).getByText(blogPage.leadMagnets.form.success),
    ).toBeVisible();

    await expect
      .poll(async () => (await visitorMailsFor(email)).length, { timeout: 15_000 })
      .toBe(1);
    const [mail] = await visitorMailsFor(email);
    expect(mail!.subject).toContain(playbook.download.title);
    const link = `${baseURL}/documents/${playbook.download.slug}.pdf`;
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);

    // The lasting link leads to this build's PDF under its hashed name.
    const lasting = await request.get(link, { maxRedirects: 0 });
    expect(lasting.status()).toBe(302);
    expect(lasting.headers()["cache-control"]).toBe("no-cache");
    const hashed = lasting.headers()["location"]!;
    expect(hashed).toMatch(
      new RegExp(`^/documents/${playbook.download.slug}\\.[0-9a-f]{10}\\.pdf$`),
    );
    const pdf = await fetchPdf(request, hashed);
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text).toContain(playbook.download.title);

    // The same PDF came attached, byte for byte.
    const [attachment] = mail!.attachments;
    expect(attachment?.contentType).toBe("application/pdf");
    expect(attachment?.content.equals(await (await request.get(hashed)).body())).toBe(true);
  });

  test("every download's and case study's page links its PDF, which is the same document", async ({
    page,
    request,
  }) => {
    const documents = [
      ...records.downloads.map((download) => ({
        path: `/downloads/${download.slug}`,
        title: download.title,
      })),
      // Three stories stand for the 45: each page is made the same way.
      ...records.caseStudies.slice(0, 3).map((study) => ({
        path: `/case-studies/${study.slug}`,
        title: study.clinic,
      })),
    ];
    for (const { path, title } of documents) {
      await page.goto(path);
      const link = page.getByRole("link", { name: chrome.downloadPdf });
      await expect(link).toHaveCount(1);
      const href = (await link.getAttribute("href"))!;
      const pdf = await fetchPdf(request, href);
      expect(pdf.pages, href).toBeGreaterThan(1);
      expect(pdf.text, href).toContain(title);
    }
  });

  test("a lasting address names only the build's documents", async ({ request }) => {
    const unknown = await request.get("/documents/no-such-guide.pdf", { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
  });
});

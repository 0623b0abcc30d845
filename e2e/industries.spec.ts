import type { Page } from "@playwright/test";
import { ANY_WIDTH } from "../playwright.config";
import { records } from "./content";
import { expect, test, untilStable } from "./fixtures";

const { industries } = records;

/** Opens the Industries links the visitor's layout offers: the dropdown, or the phone menu. */
async function openIndustryLinks(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    return page.getByRole("dialog");
  }
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Industries" }).click();
  return nav;
}

test("every Industries link lands on its section, heading clear of the sticky header", async ({
  page,
}, testInfo) => {
  // From another page first, then from the overview itself.
  await page.goto("/about");
  for (const industry of industries) {
    const links = await openIndustryLinks(page, testInfo.project.name === "phone");
    await links.getByRole("link", { name: industry.menuLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/industries#${industry.slug}$`));
    const heading = page.locator(`section#${industry.slug} h2`);
    await expect(heading).toHaveText(industry.name);
    await untilStable(() => page.evaluate(() => window.scrollY), {
      message: `${industry.slug}: the scroll comes to rest`,
    });
    await expect(heading).toBeInViewport();
    const [headingTop, headerBottom] = await Promise.all([
      heading.evaluate((element) => element.getBoundingClientRect().top),
      page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom),
    ]);
    expect(headingTop, `${industry.slug}: heading below the header`).toBeGreaterThanOrEqual(
      headerBottom,
    );
  }
});

test("the overview summarises each industry and links to its page", async ({ page }) => {
  await page.goto("/industries");
  for (const industry of industries) {
    const section = page.locator(`section#${industry.slug}`);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(industry.name);
    await expect(section.getByText(industry.summary)).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveCount(3);
    await expect(section.getByRole("link", { name: industry.linkLabel })).toHaveAttribute(
      "href",
      `/industries/${industry.slug}`,
    );
  }
});

for (const industry of industries) {
  test(
    `/industries/${industry.slug} shows its bullets, testimonial, three FAQs and a booking link`,
    { tag: ANY_WIDTH },
    async ({ page }) => {
      const response = await page.goto(`/industries/${industry.slug}`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(industry.heading);
      for (const bullet of industry.bullets) await expect(main.getByText(bullet)).toBeVisible();

      const quote = main.locator("figure").filter({ has: page.locator("blockquote") });
      await expect(quote).toHaveCount(1);
      await expect(quote.locator("blockquote")).toContainText(industry.testimonial.quote);
      await expect(quote).toContainText(industry.testimonial.role);
      await expect(quote).toContainText(industry.testimonial.clinicType);
      await expect(quote).toContainText(`Rated ${industry.testimonial.rating} out of 5`);
      await expect(
        quote.getByText(industry.testimonial.avatarLetter, { exact: true }),
      ).toBeVisible();

      const faq = page.locator("section#faq");
      await expect(faq.locator("details summary")).toHaveText(
        industry.faqs.items.map((item) => item.question),
      );
      await expect(main.getByRole("link", { name: "Book a Free Demo" }).first()).toHaveAttribute(
        "href",
        /^https:\/\/calendly\.com\//,
      );

      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
      const faqPage = ld.find((data) => data["@type"] === "FAQPage");
      expect(faqPage?.mainEntity).toHaveLength(3);
      const breadcrumbs = ld.find((data) => data["@type"] === "BreadcrumbList") as {
        itemListElement: { name: string; item: string }[];
      };
      // Each page is named as in links and search results (its name, not the menu's short label).
      expect(breadcrumbs.itemListElement.map((crumb) => crumb.name)).toEqual([
        "Home",
        "Industries",
        industry.name,
      ]);
      expect(new URL(breadcrumbs.itemListElement[2]!.item).pathname).toBe(
        `/industries/${industry.slug}`,
      );
    },
  );
}

test(
  "an unknown industry answers 404 inside the site's shell",
  { tag: ANY_WIDTH },
  async ({ page, pageErrors }) => {
    const response = await page.goto("/industries/nope");
    expect(response?.status()).toBe(404);
    // The browser reports the 404 document itself; that is what this test asks for.
    const own = pageErrors.findIndex((e) => e.includes("status of 404") && e.includes("/nope"));
    expect(own).toBeGreaterThanOrEqual(0);
    pageErrors.splice(own, 1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Industry not found.");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  },
);

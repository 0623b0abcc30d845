import { describe, expect, it } from "vitest";
import { parseSiteConfig, SiteConfigError } from "./schema";

describe("parseSiteConfig", () => {
  it("runs a fresh clone on defaults", () => {
    const site = parseSiteConfig({});
    expect(site.schedulerUrl).toMatch(/^https:\/\//);
    expect(site.phoneHref).toBe("tel:+15125550148");
  });

  it("reads every variable and normalises URLs without a trailing slash", () => {
    const site = parseSiteConfig({
      SITE_NAME: "Northside Health AI",
      SITE_TAGLINE: "Answers in seconds",
      SITE_PHONE: "+44 20 7946 0958",
      SITE_EMAIL: "team@example.org",
      SITE_ADDRESS: "1 Main St, Suite 2, Springfield, IL 62701",
      SITE_URL: "https://www.example.org/",
      SCHEDULER_URL: "https://cal.example.org/team/30min",
      API_BASE_URL: "https://api.example.org/",
      ANALYTICS_ID: "G-ABC123XYZ",
    });
    expect(site).toMatchObject({
      name: "Northside Health AI",
      url: "https://www.example.org",
      apiBaseUrl: "https://api.example.org",
      phoneHref: "tel:+442079460958",
      analyticsId: "G-ABC123XYZ",
      postalAddress: {
        street: "1 Main St, Suite 2",
        locality: "Springfield",
        region: "IL",
        postalCode: "62701",
        country: "US",
      },
    });
  });

  it("refuses an address it cannot split into street, city, state and ZIP", () => {
    expect(() => parseSiteConfig({ SITE_ADDRESS: "1 Main St, Springfield" })).toThrow(
      /SITE_ADDRESS: must read "street, city, ST 12345"/,
    );
  });

  it("treats an empty variable as unset", () => {
    expect(parseSiteConfig({ SITE_URL: "", SITE_NAME: "  " })).toEqual(parseSiteConfig({}));
  });

  it("names every bad value in one clear error", () => {
    const parse = () =>
      parseSiteConfig({
        SITE_URL: "not a url",
        SITE_EMAIL: "nobody",
        ANALYTICS_ID: "UA-1",
        SCHEDULER_URL: "ftp://files.example.org",
      });
    expect(parse).toThrow(SiteConfigError);
    expect(parse).toThrow(/SITE_URL: must be an absolute http\(s\) URL \(got "not a url"\)/);
    expect(parse).toThrow(/SITE_EMAIL: must be an email address/);
    expect(parse).toThrow(/ANALYTICS_ID: must be a Google Analytics 4 id/);
    expect(parse).toThrow(/SCHEDULER_URL/);
  });
});

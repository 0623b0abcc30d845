import { describe, expect, it } from "vitest";
import { trafficSource } from "./traffic-source";

const SITE = "www.voltcare.example";

describe("where a visit came from", () => {
  it("takes the campaign's tags where the link had them", () => {
    expect(
      trafficSource(
        {
          utm_source: "google",
          utm_medium: "cpc",
          utm_campaign: "spring-implants",
          referrer: "https://www.google.com/",
        },
        SITE,
      ),
    ).toEqual({ source: "google", medium: "cpc", campaign: "spring-implants" });
  });

  it("names an ad click's network without tags, then the referring site, then direct", () => {
    expect(trafficSource({ gclid: "G-1" }, SITE)).toEqual({
      source: "google",
      medium: "cpc",
      campaign: "",
    });
    expect(trafficSource({ fbclid: "fb.1", referrer: "https://l.facebook.com/" }, SITE)).toEqual({
      source: "facebook",
      medium: "cpc",
      campaign: "",
    });
    expect(
      trafficSource({ referrer: "https://www.bing.com/search?q=ai+receptionist" }, SITE),
    ).toEqual({ source: "bing.com", medium: "referral", campaign: "" });
    expect(trafficSource({}, SITE)).toEqual({ source: "(direct)", medium: "(none)", campaign: "" });
  });

  it("takes the site's own pages, with or without www, for no referrer", () => {
    for (const referrer of [
      "https://www.voltcare.example/blog",
      "https://voltcare.example/",
      "not a url",
    ]) {
      expect(trafficSource({ referrer }, SITE).source).toBe("(direct)");
    }
  });

  it("cuts a long tag to the length the count keeps", () => {
    expect(trafficSource({ utm_campaign: "x".repeat(300) }, SITE).campaign).toHaveLength(100);
  });
});

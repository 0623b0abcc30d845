import { describe, expect, it } from "vitest";
import { TRAFFIC_SLUG_MAX, trafficSlug, trafficSource } from "./traffic-source";

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

  it("keeps each as a slug: a tag written with capitals and spaces, or a long one, still counts", () => {
    expect(
      trafficSource(
        { utm_source: "Newsletter", utm_medium: "E-mail", utm_campaign: "  Spring Sale 2026 " },
        SITE,
      ),
    ).toEqual({ source: "newsletter", medium: "e-mail", campaign: "spring-sale-2026" });
    const long = trafficSource({ utm_campaign: `Q2 ${"implants ".repeat(30)}` }, SITE).campaign;
    expect(long).toBe(`q2-${"implants-".repeat(6)}implant`);
    expect(long).toHaveLength(TRAFFIC_SLUG_MAX);
  });

  it("drops what would hide or reorder text in the report, and a tag of nothing else", () => {
    // Bidi override and isolate, zero-width space and joiner, soft hyphen, a byte-order mark, a
    // tag character, a variation selector, a Hangul filler.
    expect(
      trafficSlug(
        "spring\u202E-tnuocsid\u202C\u2066x\u2069\u200B\u200D\u00AD\uFEFF\u{E0041}\uFE0F\u3164",
      ),
    ).toBe("spring-tnuocsidx");
    expect(trafficSlug("black\u0000friday\u0007")).toBe("blackfriday");
    expect(trafficSlug("new\tyear\nsale\u2028")).toBe("new-year-sale");
    expect(
      trafficSource({ utm_source: "\u200B", referrer: "https://www.bing.com/" }, SITE),
    ).toEqual({ source: "bing.com", medium: "referral", campaign: "" });
    expect(trafficSource({ utm_source: "   " }, SITE).source).toBe("(direct)");
  });

  it("keeps letters of any script, at most two marks on one, and no other symbol", () => {
    expect(trafficSlug("Été 2026 — Ｍｕｎｉｃｈ")).toBe("été-2026-munich");
    expect(trafficSlug("डेंटल ऑफ़र")).toBe("डेंटल-ऑफ़र");
    expect(trafficSlug(`z${"\u0301".repeat(40)}algo`)).toBe("ź\u0301\u0301algo");
    expect(trafficSlug("50% off! 🎉 <b>now</b>")).toBe("50-off-b-now-b");
    expect(trafficSlug("(direct)")).toBe("(direct)");
  });

  it("gives a slug back unchanged, so the server can take only slugs", () => {
    for (const tag of [
      "Spring Sale",
      "x".repeat(200),
      "a - b - c".repeat(20),
      "İstanbul ǅungla",
      "e\u0323\u0301\u0300\u0302",
      "\u202Eabc\u202C",
      "ﬀ ﬁ ① ²",
    ]) {
      const slug = trafficSlug(tag);
      expect(trafficSlug(slug)).toBe(slug);
      expect([...slug].length).toBeLessThanOrEqual(TRAFFIC_SLUG_MAX);
    }
  });
});

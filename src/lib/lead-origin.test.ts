import { describe, expect, it } from "vitest";
import { leadOrigin, NONE } from "./lead-origin";

describe("where a lead came from, as it is kept for the report", () => {
  it("keeps the campaign's tags as slugs, the referring site, the landing page and the estimate", () => {
    expect(
      leadOrigin({
        utm_source: "Google",
        utm_medium: "CPC",
        utm_campaign: "Spring Sale",
        referrer: "https://www.bing.com/search?q=dentist",
        page_url: "https://www.voltcare.example/landing/?utm_source=Google#form",
        calculator_inputs: JSON.stringify({
          callsPerDay: 10,
          openDays: 20,
          missedPercent: 30,
          bookPercent: 50,
          patientValue: 1000,
        }),
      }),
    ).toEqual({
      traffic_source: "google",
      traffic_medium: "cpc",
      traffic_campaign: "spring-sale",
      traffic_referrer: "bing.com",
      landing_path: "/landing/",
      estimated_yearly: 360_000,
    });
  });

  it("names an ad click's network where the link had no tags, and keeps nothing it cannot read", () => {
    expect(
      leadOrigin({
        gclid: "Cj0KCQiA",
        referrer: "not an address",
        page_url: "not an address either",
        calculator_inputs: '{"callsPerDay":-1}',
      }),
    ).toEqual({
      traffic_source: "google",
      traffic_medium: "cpc",
      traffic_campaign: "",
      traffic_referrer: "",
      landing_path: NONE,
      estimated_yearly: null,
    });
    expect(leadOrigin({})).toMatchObject({ traffic_source: "", landing_path: NONE });
  });
});

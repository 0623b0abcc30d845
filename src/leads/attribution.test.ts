import { describe, expect, it } from "vitest";
import { attributionFromArrival, keptAttribution, withSchedulerAttribution } from "./attribution";
import { ATTRIBUTION_FIELDS, PHONE_PATTERN } from "./fields";
import { attributionSchema, contactLeadSchema, landingLeadSchema } from "../../test/server-words";

describe("attributionFromArrival", () => {
  it("reads campaign parameters, click ids, referrer, landing URL and browser", () => {
    const href =
      "https://site.example/landing?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_content=a&utm_term=dentist&gclid=G1&fbclid=F1&other=x";
    expect(attributionFromArrival(href, "https://www.google.com/", "Mozilla/5.0")).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      utm_content: "a",
      utm_term: "dentist",
      gclid: "G1",
      fbclid: "F1",
      referrer: "https://www.google.com/",
      page_url: href,
      device: "Mozilla/5.0",
    });
  });

  it("leaves out what the visit did not carry", () => {
    expect(attributionFromArrival("https://site.example/", "", "UA")).toEqual({
      page_url: "https://site.example/",
      device: "UA",
    });
  });

  it("keeps campaign values to one line of whole characters", () => {
    const href = `https://site.example/?utm_source=news%0Aletter%00&utm_campaign=${"%F0%9F%9A%80".repeat(150)}&utm_term=%E2%80%A8spring`;
    const arrival = attributionFromArrival(href, "", "UA");
    expect(arrival.utm_source).toBe("newsletter");
    expect(arrival.utm_term).toBe("spring");
    expect(arrival.utm_campaign).toBe("\u{1F680}".repeat(150));
    expect(attributionSchema.safeParse(arrival).success).toBe(true);
    const cut = attributionFromArrival(
      `https://site.example/?utm_campaign=x${"%F0%9F%9A%80".repeat(300)}`,
      "",
      "UA",
    );
    expect(cut.utm_campaign).toBe(`x${"\u{1F680}".repeat(199)}`);
    expect(attributionSchema.safeParse(cut).success).toBe(true);
  });

  it("always fits the API's limits", () => {
    const long = "x".repeat(5000);
    const arrival = attributionFromArrival(
      `https://site.example/?utm_source=${long}&q=${long}`,
      long,
      long,
    );
    expect(attributionSchema.safeParse(arrival).success).toBe(true);
  });
});

describe("keptAttribution", () => {
  const direct = { page_url: "https://example.com/about", device: "Mozilla/5.0" };
  const google = {
    utm_source: "google",
    utm_campaign: "implants",
    page_url: "https://example.com/",
  };
  const facebook = { utm_source: "facebook", fbclid: "F-1", page_url: "https://example.com/x" };

  it("keeps the first campaign the visit arrived from, whatever arrives after it", () => {
    expect(keptAttribution(null, google)).toEqual(google);
    expect(keptAttribution(google, facebook)).toEqual(google);
    expect(keptAttribution(google, direct)).toEqual(google);
  });

  it("keeps the first arrival until a campaign brings the visitor", () => {
    expect(keptAttribution(direct, { ...direct, page_url: "https://example.com/blog" })).toEqual(
      direct,
    );
    expect(keptAttribution(direct, facebook)).toEqual(facebook);
  });
});

describe("withSchedulerAttribution", () => {
  it("adds the visit's utm parameters and nothing else", () => {
    const url = new URL(
      withSchedulerAttribution("https://calendly.com/team/30min?name=Dana", {
        utm_source: "google",
        utm_campaign: "spring",
        gclid: "G1",
        page_url: "https://site.example/",
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: "Dana",
      utm_source: "google",
      utm_campaign: "spring",
    });
  });

  it("keeps utm parameters a link already carries", () => {
    const href = withSchedulerAttribution("https://calendly.com/team/30min?utm_source=email", {
      utm_source: "google",
    });
    expect(new URL(href).searchParams.get("utm_source")).toBe("email");
  });
});

describe("lead schemas", () => {
  it("list the same attribution fields as the browser code", () => {
    expect(Object.keys(attributionSchema.shape)).toEqual([...ATTRIBUTION_FIELDS]);
  });

  it("accept the product's payloads as sent", () => {
    expect(
      contactLeadSchema.safeParse({
        name: "Website Visitor",
        email: "a@b.example",
        subject: "Lead magnet: AI Receptionist Playbook",
        message: "Please send the playbook.",
      }).success,
    ).toBe(true);
    const landing = landingLeadSchema.parse({
      fullName: "Sam Ortiz",
      email: "sam@ortiz.example",
      phone: "512 555 0101",
      businessType: "Other",
      notes: "",
      source: "landing_page",
      subject: "AI Receptionist Inquiry - Other",
      message: "Name: Sam Ortiz",
    });
    expect(landing.form).toBe("landing");
  });

  it("give the browser a phone pattern without line breaks or unusual spaces", () => {
    // How a browser applies an input's pattern attribute.
    const pattern = new RegExp(`^(?:${PHONE_PATTERN})$`, "v");
    for (const phone of ["(512) 555-0101", "+1 512.555.0101", "5125550101", ""])
      expect([phone, pattern.test(phone)]).toEqual([phone, true]);
    for (const phone of [
      "512\r555",
      "512\n555",
      "512\u2028555",
      "512\u00a0555",
      "512\t555",
      "512\u3000555",
    ])
      expect([phone, pattern.test(phone)]).toEqual([phone, false]);
  });

  it("enforces the landing form's rules with a message per field", () => {
    const result = landingLeadSchema.safeParse({
      fullName: "x".repeat(101),
      email: "a@b.example",
      phone: "",
      businessType: "Dental Practice",
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual([
      "fullName: Full name must be at most 100 characters",
      "phone: Phone is required",
    ]);
  });
});

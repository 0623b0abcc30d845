import { describe, expect, it } from "vitest";
import { getFormTarget, homeLeadSchedulerUrl, readHomeLead } from "./home-lead";

const base = "https://calendly.com/voltcare-ai/30min";

function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

describe("readHomeLead", () => {
  it("reads the scheduler-named inputs into the prefill record, trimmed", () => {
    const lead = readHomeLead(
      formData({
        name: " Dana Whitfield ",
        email: "dana@brightsmile.example",
        a1: "Bright Smile",
        a2: "",
      }),
    );
    expect(lead).toEqual({
      name: "Dana Whitfield",
      email: "dana@brightsmile.example",
      phone: "",
      practice: "Bright Smile",
    });
    expect(Object.keys(lead)).toEqual(["name", "email", "phone", "practice"]);
  });

  it("treats a missing field as empty", () => {
    expect(readHomeLead(formData({})).practice).toBe("");
  });
});

describe("homeLeadSchedulerUrl", () => {
  it("sends the practice as a1, the phone as a2 and the visit's utm tags", () => {
    const url = new URL(
      homeLeadSchedulerUrl(
        base,
        {
          name: "Dana",
          email: "dana@brightsmile.example",
          phone: "(512) 555-0199",
          practice: "Bright Smile",
        },
        { utm_source: "google", gclid: "G-1", page_url: "http://localhost/" },
      ),
    );
    expect(url.origin + url.pathname).toBe(base);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: "Dana",
      email: "dana@brightsmile.example",
      a1: "Bright Smile",
      a2: "(512) 555-0199",
      utm_source: "google",
    });
  });

  it("leaves out an empty phone", () => {
    const url = new URL(
      homeLeadSchedulerUrl(
        base,
        { name: "Dana", email: "d@x.example", phone: "", practice: "P" },
        {},
      ),
    );
    expect(url.searchParams.has("a2")).toBe(false);
  });
});

describe("getFormTarget", () => {
  it("moves the scheduler URL's own query into hidden inputs", () => {
    expect(getFormTarget(`${base}?hide_gdpr_banner=1&month=2026-01`)).toEqual({
      action: base,
      hidden: [
        ["hide_gdpr_banner", "1"],
        ["month", "2026-01"],
      ],
    });
    expect(getFormTarget(base)).toEqual({ action: base, hidden: [] });
  });
});

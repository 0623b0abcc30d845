import { describe, expect, it } from "vitest";
import { buildSchedulerUrl } from "./scheduler";

const base = "https://calendly.com/voltcare-ai/30min";

describe("buildSchedulerUrl", () => {
  it("returns the base URL untouched when there is nothing to add", () => {
    expect(buildSchedulerUrl(base)).toBe(base);
  });

  it("carries prefill answers as name, email, a1 and a2", () => {
    const url = new URL(
      buildSchedulerUrl(base, {
        name: "Dana Whitfield",
        email: "dana@brightsmile.example",
        a1: "Bright Smile Dental",
        a2: "(512) 555-0199",
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: "Dana Whitfield",
      email: "dana@brightsmile.example",
      a1: "Bright Smile Dental",
      a2: "(512) 555-0199",
    });
  });

  it("adds utm attribution, ignores other keys and skips empty values", () => {
    const url = new URL(
      buildSchedulerUrl(
        base,
        { name: "  ", email: "a@b.example" },
        { utm_source: "google", utm_campaign: "spring", utm_medium: "" },
      ),
    );
    expect(url.searchParams.get("name")).toBeNull();
    expect(url.searchParams.get("utm_source")).toBe("google");
    expect(url.searchParams.get("utm_campaign")).toBe("spring");
    expect(url.searchParams.has("utm_medium")).toBe(false);
  });

  it("keeps query parameters already on the base URL and encodes values", () => {
    const url = buildSchedulerUrl(`${base}?hide_gdpr_banner=1`, { a1: "Smith & Sons Dental" });
    expect(url).toBe(`${base}?hide_gdpr_banner=1&a1=Smith+%26+Sons+Dental`);
  });
});

import { describe, expect, it } from "vitest";
import { landingLeadPayload, type LandingLeadText } from "./landing-lead";
import { landingLeadSchema } from "./lead-schemas";
import { readSchedulerLead, schedulerLeadInput, schedulerLeadUrl } from "./scheduler-lead";

const base = "https://calendly.com/voltcare-ai/30min";

const text: LandingLeadText = {
  subjectPrefix: "AI Receptionist Inquiry -",
  subjectFallback: "General",
  summary: { name: "Name", businessType: "Business type", notes: "Notes", noNotes: "none" },
};

const lead = {
  fullName: "Dana Whitfield",
  email: "dana@brightsmile.example",
  phone: "(512) 555-0199",
  businessType: "Dental Practice",
  notes: "Two locations, one phone line",
};

describe("the landing form's inputs", () => {
  it("are read by SPEC.md's ids, trimmed; a missing one is empty", () => {
    const values: Record<string, string> = {
      fullName: " Dana Whitfield ",
      email: "dana@brightsmile.example",
      businessType: "Dental Practice",
      phone: "(512) 555-0199",
      notes: " Two locations, one phone line\n",
    };
    expect(readSchedulerLead("landing", (id) => values[id] ?? "")).toEqual(lead);
    expect(readSchedulerLead("landing", () => "")).toEqual({
      fullName: "",
      email: "",
      phone: "",
      businessType: "",
      notes: "",
    });
  });

  it("carry the scheduler's names, except the notes, which never go into a URL", () => {
    expect(schedulerLeadInput("landing", "businessType")).toEqual({
      id: "businessType",
      name: "a1",
    });
    expect(schedulerLeadInput("landing", "phone")).toEqual({ id: "phone", name: "a2" });
    expect(schedulerLeadInput("landing", "notes")).toEqual({ id: "notes" });
  });
});

describe("landingLeadPayload", () => {
  it("builds SPEC.md's payload, which the API's schema accepts", () => {
    const payload = landingLeadPayload(lead, text);
    expect(payload).toEqual({
      ...lead,
      source: "landing_page",
      subject: "AI Receptionist Inquiry - Dental Practice",
      message:
        "Name: Dana Whitfield\nBusiness type: Dental Practice\nNotes: Two locations, one phone line",
    });
    expect(landingLeadSchema.safeParse(payload).success).toBe(true);
  });

  it("says General without a business type and none without notes", () => {
    const payload = landingLeadPayload({ ...lead, businessType: "", notes: "" }, text);
    expect(payload.subject).toBe("AI Receptionist Inquiry - General");
    expect(payload.message).toBe("Name: Dana Whitfield\nBusiness type: General\nNotes: none");
    expect(payload.notes).toBe("");
  });
});

describe("the scheduler URL after a stored landing lead", () => {
  it("prefills name, email, a1 (business type) and a2 (phone), with the visit's utm tags only", () => {
    const url = new URL(
      schedulerLeadUrl("landing", base, lead, {
        utm_source: "google",
        utm_campaign: "spring",
        gclid: "G-1",
        referrer: "https://www.google.com/",
      }),
    );
    expect(url.origin + url.pathname).toBe(base);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: "Dana Whitfield",
      email: "dana@brightsmile.example",
      a1: "Dental Practice",
      a2: "(512) 555-0199",
      utm_source: "google",
      utm_campaign: "spring",
    });
  });
});

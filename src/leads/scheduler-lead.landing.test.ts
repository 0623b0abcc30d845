import { describe, expect, it } from "vitest";
import { landingLeadSchema, serverWords } from "../../test/server-words";
import {
  landingInboxText,
  readSchedulerLead,
  schedulerLeadInput,
  schedulerLeadUrl,
} from "./scheduler-lead";

const base = "https://calendly.com/voltcare-ai/30min";

const inbox = serverWords.leadForms.landingInbox;

const lead = {
  fullName: "Dana Whitfield",
  email: "dana@brightsmile.example",
  phone: "(512) 555-0199",
  businessType: "Dental Practice",
  notes: "Two locations, one phone line",
};

describe("the landing form's inputs", () => {
  it("are read by their names, trimmed; a missing one is empty", () => {
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

  it("are named as the lead API reads them, with the product's ids", () => {
    expect(schedulerLeadInput("landing", "businessType")).toEqual({
      id: "businessType",
      name: "businessType",
    });
    expect(schedulerLeadInput("landing", "notes")).toEqual({ id: "notes", name: "notes" });
  });
});

describe("landingInboxText", () => {
  it("writes the product's subject and message, which the API's schema accepts", () => {
    const text = landingInboxText(lead, inbox);
    expect(text).toEqual({
      subject: "AI Receptionist Inquiry - Dental Practice",
      message:
        "Name: Dana Whitfield\nBusiness type: Dental Practice\nNotes: Two locations, one phone line",
    });
    expect(landingLeadSchema.safeParse({ ...lead, source: "landing_page", ...text }).success).toBe(
      true,
    );
  });

  it("says General without a business type and none without notes", () => {
    expect(landingInboxText({ ...lead, businessType: "", notes: undefined }, inbox)).toEqual({
      subject: "AI Receptionist Inquiry - General",
      message: "Name: Dana Whitfield\nBusiness type: General\nNotes: none",
    });
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

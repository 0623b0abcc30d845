import { describe, expect, it } from "vitest";
import { readSchedulerLead, schedulerLeadInput, schedulerLeadUrl } from "./scheduler-lead";

const base = "https://calendly.com/voltcare-ai/30min";

/** Reads answers the way the form does: by input name, "" for a missing one. */
const answers =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? "";

describe("readSchedulerLead", () => {
  it("reads the home form by its names into lead_prefill's order, trimmed", () => {
    const lead = readSchedulerLead(
      "home",
      answers({
        name: " Dana Whitfield ",
        email: "dana@brightsmile.example",
        practice: "Bright Smile",
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

  it("reads the contact form's five fields in lead_prefill's order", () => {
    const lead = readSchedulerLead(
      "contact",
      answers({
        name: "Dana",
        email: "dana@brightsmile.example",
        phone: "(512) 555-0199",
        subject: "After-hours calls",
        message: " We miss calls at lunch. ",
      }),
    );
    expect(Object.entries(lead)).toEqual([
      ["name", "Dana"],
      ["email", "dana@brightsmile.example"],
      ["phone", "(512) 555-0199"],
      ["subject", "After-hours calls"],
      ["message", "We miss calls at lunch."],
    ]);
  });
});

describe("schedulerLeadInput", () => {
  it("names an input as the lead API reads it, with the product's field name as its id", () => {
    expect(schedulerLeadInput("home", "practice")).toEqual({
      id: "practice_name",
      name: "practice",
    });
    expect(schedulerLeadInput("home", "email")).toEqual({ id: "work_email", name: "email" });
    expect(schedulerLeadInput("contact", "message")).toEqual({ id: "message", name: "message" });
  });
});

describe("schedulerLeadUrl", () => {
  it("sends the practice as a1, the phone as a2 and the visit's utm tags", () => {
    const url = new URL(
      schedulerLeadUrl(
        "home",
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

  it("sends the contact subject as a1 and never the message", () => {
    const url = new URL(
      schedulerLeadUrl(
        "contact",
        base,
        {
          name: "Dana",
          email: "d@x.example",
          phone: "",
          subject: "Pricing",
          message: "Private words",
        },
        {},
      ),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: "Dana",
      email: "d@x.example",
      a1: "Pricing",
    });
  });
});

import { describe, expect, it } from "vitest";
import {
  contactLeadPayload,
  getFormTarget,
  homeLeadPayload,
  readSchedulerLead,
  schedulerLeadInput,
  schedulerLeadUrl,
} from "./scheduler-lead";

const base = "https://calendly.com/voltcare-ai/30min";

/** Reads answers the way the form does: by input id, "" for a missing one. */
const answers =
  (values: Record<string, string>) =>
  (id: string): string =>
    values[id] ?? "";

describe("readSchedulerLead", () => {
  it("reads the home form by SPEC.md's ids into lead_prefill's order, trimmed", () => {
    const lead = readSchedulerLead(
      "home",
      answers({
        full_name: " Dana Whitfield ",
        work_email: "dana@brightsmile.example",
        practice_name: "Bright Smile",
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
  it("names a field after the scheduler parameter it fills, and leaves the message unnamed", () => {
    expect(schedulerLeadInput("home", "practice")).toEqual({ id: "practice_name", name: "a1" });
    expect(schedulerLeadInput("contact", "subject")).toEqual({ id: "subject", name: "a1" });
    expect(schedulerLeadInput("contact", "phone")).toEqual({ id: "phone", name: "a2" });
    expect(schedulerLeadInput("contact", "message")).toEqual({ id: "message" });
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

describe("lead payloads", () => {
  it("records the home form with the inbox's fixed wording and no empty phone", () => {
    expect(
      homeLeadPayload(
        { name: "Dana", email: "d@x.example", phone: "", practice: "P" },
        { subject: "Growth plan", message: "Wants a plan" },
      ),
    ).toEqual({
      name: "Dana",
      email: "d@x.example",
      phone: undefined,
      practice: "P",
      subject: "Growth plan",
      message: "Wants a plan",
      form: "home",
    });
  });

  it("records the contact form's own subject and message", () => {
    expect(
      contactLeadPayload({
        name: "Dana",
        email: "d@x.example",
        phone: "555 0199",
        subject: "Pricing",
        message: "Hello",
      }),
    ).toEqual({
      name: "Dana",
      email: "d@x.example",
      phone: "555 0199",
      subject: "Pricing",
      message: "Hello",
      form: "contact",
    });
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

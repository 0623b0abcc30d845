import { describe, expect, it } from "vitest";
import { LEAD_FIELD_RULES, leadInputAttributes, type LeadFieldRule } from "./field-rules";
import { contactLeadSchema, landingLeadSchema, serverWords } from "../../test/server-words";
import {
  SCHEDULER_LEAD_FORMS,
  schedulerLeadLayout,
  schedulerLeadRequired,
  type SchedulerLeadField,
  type SchedulerLeadKind,
} from "./scheduler-lead";

const schemas = { contact: contactLeadSchema, landing: landingLeadSchema };

/** A lead each endpoint stores, so a test can vary one field of it. */
const valid = {
  contact: { name: "Dana", email: "dana@clinic.example", subject: "Hours", message: "Hi" },
  landing: {
    fullName: "Sam Ortiz",
    email: "sam@clinic.example",
    phone: "512 555 0101",
    businessType: "Other",
  },
};

/** A value of `length` characters that the field's rule allows but for its length. */
function ofLength(field: string, length: number): string {
  if (field === "email") return `${"d".repeat(length - "@clinic.example".length)}@clinic.example`;
  if (field === "phone") return "5".repeat(length);
  return "é".repeat(length);
}

/** Values on either side of a pattern, for the browser's pattern and the API to agree on. */
const PATTERN_SAMPLES: Record<string, string[]> = {
  email: ["dana@clinic.example", "dana@clinic", "dana smith@clinic.example", "d@c.co", "@c.co"],
  phone: ["(512) 555-0199", "+1 512.555.0199", "512\u00a0555", "555-0199 ext 2", "512\n555"],
};

const kinds = Object.keys(SCHEDULER_LEAD_FORMS) as SchedulerLeadKind[];

describe.each(kinds)("the %s form's inputs", (kind) => {
  const { endpoint } = SCHEDULER_LEAD_FORMS[kind];
  const schema = schemas[endpoint];
  const fields = schedulerLeadLayout(kind) as SchedulerLeadField<SchedulerLeadKind>[];
  const accepts = (field: string, value: unknown) =>
    schema.safeParse({ ...valid[endpoint], [field]: value }).success;

  it.each(fields)(
    "%s lets through what the lead API takes, and refuses what it refuses",
    (field) => {
      const required = schedulerLeadRequired(kind, field);
      const input = leadInputAttributes(field, required);
      const rule: LeadFieldRule = LEAD_FIELD_RULES[field];

      // A field the API requires is required on the page; one left empty is one the API takes.
      if (!accepts(field, undefined)) expect(input.required).toBe(true);
      if (!input.required) expect(accepts(field, "")).toBe(true);

      if (rule.choice) {
        for (const choice of serverWords.leadForms.businessTypes) {
          expect(accepts(field, choice)).toBe(true);
        }
        expect(accepts(field, "Something else")).toBe(false);
        return;
      }
      expect(input.maxLength).toBeGreaterThan(0);
      const max = input.maxLength ?? 0;
      expect(accepts(field, ofLength(field, max))).toBe(true);
      expect(accepts(field, ofLength(field, max + 1))).toBe(false);
      if (input.minLength) {
        expect(accepts(field, ofLength(field, input.minLength))).toBe(true);
        expect(accepts(field, ofLength(field, input.minLength - 1))).toBe(false);
      }
      if (input.pattern) {
        // As the browser applies it: the whole value, in the `v`-flag syntax.
        const browser = new RegExp(`^(?:${input.pattern})$`, "v");
        for (const value of PATTERN_SAMPLES[field] ?? []) {
          expect([value, browser.test(value)]).toEqual([value, accepts(field, value)]);
        }
      }
    },
  );
});

describe("leadInputAttributes", () => {
  it("gives each input its type, autocomplete and pattern from the field's rule", () => {
    expect(leadInputAttributes("phone", false)).toEqual({
      type: "tel",
      autoComplete: "tel",
      required: false,
      pattern: LEAD_FIELD_RULES.phone.pattern,
      maxLength: 40,
    });
    expect(leadInputAttributes("fullName", true)).toEqual({
      autoComplete: "name",
      required: true,
      minLength: 2,
      maxLength: 100,
    });
    expect(leadInputAttributes("businessType", true)).toEqual({ required: true });
  });
});

describe("the forms' descriptions", () => {
  it("lay the home form out in the page's order, the product's order kept for lead_prefill", () => {
    expect(schedulerLeadLayout("home")).toEqual(["name", "email", "practice", "phone"]);
    expect(SCHEDULER_LEAD_FORMS.home.fields.map((spec) => spec.field)).toEqual([
      "name",
      "email",
      "phone",
      "practice",
    ]);
    expect(schedulerLeadLayout("contact")).toEqual([
      "name",
      "email",
      "phone",
      "subject",
      "message",
    ]);
  });

  it('require what docs/product.md\'s "What the forms accept" requires, which may be more than the endpoint does', () => {
    const required = (kind: SchedulerLeadKind) =>
      (schedulerLeadLayout(kind) as SchedulerLeadField<SchedulerLeadKind>[]).filter((field) =>
        schedulerLeadRequired(kind, field),
      );
    expect(required("home")).toEqual(["name", "email", "practice"]);
    expect(required("contact")).toEqual(["name", "email", "subject", "message"]);
    expect(required("landing")).toEqual(["fullName", "email", "phone", "businessType"]);
    // The practice is the home form's to require: the contact endpoint takes a lead without one.
    expect(contactLeadSchema.safeParse(valid.contact).success).toBe(true);
  });
});

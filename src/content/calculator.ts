import { z } from "zod";
import { defineEntry } from "@/lib/content/collection";
import { ContentError } from "@/lib/content/content-error";
import { copy, headingBlockSchema, linkTarget } from "@/lib/content/fields";
import { paths } from "@/routing/paths";
import { getStatBySlug } from "./stats";
import { CALCULATOR_INPUT_ORDER, type CalculatorInput } from "@/lib/missed-calls";

/**
 * The missed-call revenue calculator's copy and starting numbers, shared by the home page,
 * /services/ai-receptionist and /landing. Its starting numbers are the blog post's worked
 * example, so the two agree.
 */

/** Copy with named slots written in square brackets ("[patients] new patients"). */
function slotTemplate(slots: readonly string[]) {
  return copy.superRefine((text, ctx) => {
    const missing = slots.filter((slot) => !text.includes(`[${slot}]`));
    if (missing.length > 0) {
      ctx.addIssue({ code: "custom", message: `write ${missing.map((s) => `[${s}]`).join(", ")}` });
    }
  });
}

const inputCopy = z.object({
  label: copy,
  /** A line under the field: what to count, or where to find it. */
  hint: copy,
  /** The unit before or after the number: "$", "%", "days". */
  prefix: copy.optional(),
  suffix: copy.optional(),
});

const inputs = z.object(
  Object.fromEntries(CALCULATOR_INPUT_ORDER.map((input) => [input, inputCopy])) as Record<
    CalculatorInput,
    typeof inputCopy
  >,
);

const whole = (min: number, max: number) => z.number().int().min(min).max(max);

/** The slots of the estimate a lead carries and a screen reader hears. */
const ESTIMATE_SLOTS = [
  "calls",
  "missed",
  "book",
  "value",
  "days",
  "patients",
  "month",
  "year",
] as const;

/** What the calculator itself shows (the page renders the section's heading block). */
const toolSchema = z.object({
  /** The form's name for assistive technology. */
  formLabel: copy,
  inputs,
  /** Where the calculator starts, and what a visitor without scripts sees worked out. */
  defaults: z.object({
    callsPerDay: whole(1, 500),
    openDays: whole(1, 31),
    missedPercent: whole(0, 100),
    bookPercent: whole(0, 100),
    patientValue: whole(50, 50_000),
  }),
  results: z.object({
    heading: copy,
    perYear: copy,
    perMonth: copy,
    patientsPerMonth: copy,
    missedCallsPerMonth: copy,
  }),
  /** The arithmetic in plain words. */
  formula: copy,
  assumptions: z.object({ label: copy, href: linkTarget }),
  send: copy,
  /** Said once the estimate settles after a change (a polite live region). */
  announcement: slotTemplate(["patients", "year"]),
  /** What the lead form receives: every input and the result, in one line. */
  note: slotTemplate(ESTIMATE_SLOTS),
});

export const calculatorSchema = z.object({ section: headingBlockSchema, tool: toolSchema });

export type CalculatorCopy = z.output<typeof calculatorSchema>;
export type CalculatorToolCopy = CalculatorCopy["tool"];

/** The share of calls a busy practice misses: the stat the site cites, the calculator's start. */
const callsMissed = getStatBySlug("calls-missed");
if (!callsMissed)
  throw new ContentError("src/content/calculator.ts: no stat calls-missed in src/content/stats");

export const calculator = defineEntry("calculator", calculatorSchema, {
  section: {
    eyebrow: "Missed-call calculator",
    heading: "What are unanswered calls costing you?",
    intro:
      "Put in your own numbers and see the new patients and revenue that go to voicemail each month. It takes about a minute, and nothing you type leaves this page unless you send it to us.",
  },
  tool: {
    formLabel: "Missed-call revenue calculator",
    inputs: {
      callsPerDay: {
        label: "New-patient calls a day",
        hint: "Calls from people who are not patients yet. Your phone system’s call log shows them.",
        suffix: "calls",
      },
      openDays: {
        label: "Open days a month",
        hint: "Days your phones are expected to be answered.",
        suffix: "days",
      },
      missedPercent: {
        label: "Calls that go unanswered",
        hint: "Rang out, hit voicemail or were abandoned on hold, at lunch and after hours too.",
        suffix: "%",
      },
      bookPercent: {
        label: "Answered callers who book",
        hint: "Of the new-patient calls your team does reach, how many become appointments.",
        suffix: "%",
      },
      patientValue: {
        label: "First-year value of a new patient",
        hint: "What a new patient typically spends with you in their first twelve months.",
        prefix: "$",
      },
    },
    defaults: {
      callsPerDay: 7,
      openDays: 21,
      missedPercent: callsMissed.value,
      bookPercent: 50,
      patientValue: 1000,
    },
    results: {
      heading: "Revenue going to voicemail",
      perYear: "a year",
      perMonth: "lost a month",
      patientsPerMonth: "new patients lost a month",
      missedCallsPerMonth: "missed new-patient calls a month",
    },
    formula:
      "How it is worked out: new-patient calls a day × open days × the share missed gives the missed calls in a month. Multiply by the share who would have booked for the new patients lost, then by first-year value for the revenue. A year is twelve such months.",
    assumptions: {
      label: "The assumptions behind these numbers",
      href: `${paths.post("what-missed-calls-cost-your-practice")}#a-simple-way-to-estimate-the-loss`,
    },
    send: "Send me this estimate",
    announcement: "About [patients] new patients and [year] a year go unanswered.",
    note: "Missed-call estimate: [calls] new-patient calls a day, [missed] unanswered, [book] of answered callers book, [value] first-year value, [days] open days a month. About [patients] new patients and [month] lost a month, [year] a year.",
  },
});

import { z } from "zod";
import type { FinishedFields } from "../../readers/finish";
import { copy, headingBlockSchema, linkTarget } from "../fields";
import { recordRef } from "../record-refs";
import { template } from "../template";
import {
  CALCULATOR_INPUT_ORDER,
  type CalculatorInput,
  type CalculatorInputs,
} from "@/lib/missed-calls";

/**
 * The missed-call revenue calculator's copy and starting numbers, shared by the home page,
 * /services/ai-receptionist and /landing. Its starting numbers are the blog post's worked
 * example, so the two agree.
 */

const inputCopy = z.object({
  label: copy,
  hint: copy,
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

const toolSchema = z.object({
  fieldsLabel: copy,
  inputs,
  /** Where the calculator starts, and what a visitor without scripts sees worked out. */
  defaults: z.object({
    callsPerDay: whole(1, 500),
    openDays: whole(1, 31),
    missedPercent: recordRef("stats"),
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
  formula: copy,
  assumptions: z.object({ label: copy, href: linkTarget }),
  send: copy,
  /** Said once the estimate settles after a change (a polite live region). */
  announcement: template("patients", "year"),
  /** What the lead form receives: every input and the result, in one line. */
  note: template(...ESTIMATE_SLOTS),
  /**
   * The results' labels in the table of the estimate the visitor's email repeats, below the
   * inputs' own labels: the card's read only beside their figures ("a year").
   */
  table: z
    .object({ patientsPerMonth: copy, perMonth: copy, perYear: copy })
    .meta({ title: "The estimate in the visitor's email" }),
});

export const calculatorSchema = z.object({ section: headingBlockSchema, tool: toolSchema });

export type CalculatorCopy = FinishedFields<typeof calculatorSchema>;

export type CalculatorToolCopy = Omit<CalculatorCopy["tool"], "defaults"> & {
  defaults: CalculatorInputs;
};

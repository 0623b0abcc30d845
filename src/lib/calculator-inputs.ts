import { z } from "zod";
import {
  CALCULATOR_INPUT_ORDER,
  CALCULATOR_INPUTS,
  clampInput,
  estimateMissedRevenue,
  type CalculatorInput,
} from "./missed-calls";

/** The calculator's numbers as a lead carries them, each within its input's range and step. */
export const calculatorInputsSchema = z.strictObject(
  Object.fromEntries(
    CALCULATOR_INPUT_ORDER.map((input) => {
      const { min, max, step } = CALCULATOR_INPUTS[input];
      const rule = `${step === 1 ? "a whole number" : `a multiple of ${step}`} from ${min} to ${max}`;
      return [
        input,
        z
          .number({ error: `${input} must be ${rule}` })
          .refine((value) => clampInput(input, value) === value, {
            error: `${input} must be ${rule}`,
          }),
      ];
    }),
  ) as Record<CalculatorInput, z.ZodNumber>,
  { error: `estimate must be the calculator's numbers: ${CALCULATOR_INPUT_ORDER.join(", ")}` },
);

/**
 * The calculator's yearly estimate of missed-call revenue from the numbers a lead stored (JSON),
 * in dollars; null where it stored none, or none that read as the calculator's.
 */
export function yearlyEstimate(inputs: string | null): number | null {
  if (!inputs) return null;
  try {
    const parsed = calculatorInputsSchema.safeParse(JSON.parse(inputs));
    return parsed.success ? estimateMissedRevenue(parsed.data).revenuePerYear : null;
  } catch {
    return null;
  }
}

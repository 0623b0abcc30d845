/**
 * Calls a day from people not yet patients; the percent of them that ring out or reach voicemail;
 * the percent of answered ones that book; a new patient's first-year value in dollars; days open
 * a month.
 */
export type CalculatorInputs = {
  callsPerDay: number;
  missedPercent: number;
  bookPercent: number;
  patientValue: number;
  openDays: number;
};

export type CalculatorInput = keyof CalculatorInputs;

/** In the order the calculator asks for them; `param` names each in the address. */
export const CALCULATOR_INPUTS: Record<
  CalculatorInput,
  { min: number; max: number; step: number; param: string }
> = {
  callsPerDay: { min: 1, max: 500, step: 1, param: "calls" },
  openDays: { min: 1, max: 31, step: 1, param: "days" },
  missedPercent: { min: 0, max: 100, step: 1, param: "missed" },
  bookPercent: { min: 0, max: 100, step: 1, param: "book" },
  patientValue: { min: 50, max: 50_000, step: 50, param: "value" },
};

export const CALCULATOR_INPUT_ORDER = Object.keys(CALCULATOR_INPUTS) as CalculatorInput[];

export type MissedCallEstimate = {
  missedCallsPerMonth: number;
  patientsPerMonth: number;
  revenuePerMonth: number;
  patientsPerYear: number;
  revenuePerYear: number;
};

/**
 * The arithmetic of the worked example in the blog post on what missed calls cost. Patients are
 * whole people; revenue follows the unrounded count.
 */
export function estimateMissedRevenue(inputs: CalculatorInputs): MissedCallEstimate {
  const missedCalls = inputs.callsPerDay * inputs.openDays * (inputs.missedPercent / 100);
  const patients = missedCalls * (inputs.bookPercent / 100);
  const revenue = patients * inputs.patientValue;
  return {
    missedCallsPerMonth: Math.round(missedCalls),
    patientsPerMonth: Math.round(patients),
    revenuePerMonth: Math.round(revenue),
    patientsPerYear: Math.round(patients * 12),
    revenuePerYear: Math.round(revenue * 12),
  };
}

export function clampInput(input: CalculatorInput, value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  const { min, max, step } = CALCULATOR_INPUTS[input];
  return Math.min(max, Math.max(min, Math.round(value / step) * step));
}

export function inputsFromSearch(search: string, defaults: CalculatorInputs): CalculatorInputs {
  const params = new URLSearchParams(search);
  const inputs = { ...defaults };
  for (const input of CALCULATOR_INPUT_ORDER) {
    const raw = params.get(CALCULATOR_INPUTS[input].param);
    const value = raw === null || raw.trim() === "" ? undefined : clampInput(input, Number(raw));
    if (value !== undefined) inputs[input] = value;
  }
  return inputs;
}

export function searchWithInputs(search: string, inputs: CalculatorInputs): string {
  const params = new URLSearchParams(search);
  for (const input of CALCULATOR_INPUT_ORDER) {
    params.set(CALCULATOR_INPUTS[input].param, String(inputs[input]));
  }
  return `?${params.toString()}`;
}

export function estimateSlots(inputs: CalculatorInputs, estimate: MissedCallEstimate) {
  return {
    calls: String(inputs.callsPerDay),
    missed: `${inputs.missedPercent}%`,
    book: `${inputs.bookPercent}%`,
    value: formatDollars(inputs.patientValue),
    days: String(inputs.openDays),
    patients: String(estimate.patientsPerMonth),
    month: formatDollars(estimate.revenuePerMonth),
    year: formatDollars(estimate.revenuePerYear),
  };
}

const TABLE_RESULTS = ["patientsPerMonth", "perMonth", "perYear"] as const;

export type EstimateLabels = Record<CalculatorInput | (typeof TABLE_RESULTS)[number], string>;

export const ESTIMATE_LABEL_KEYS = [...CALCULATOR_INPUT_ORDER, ...TABLE_RESULTS];

export function estimateLabelsOf(copy: {
  inputs: Record<CalculatorInput, { label: string }>;
  table: Record<(typeof TABLE_RESULTS)[number], string>;
}): EstimateLabels {
  const { inputs, table } = copy;
  return {
    ...(Object.fromEntries(
      CALCULATOR_INPUT_ORDER.map((input) => [input, inputs[input].label]),
    ) as Record<CalculatorInput, string>),
    patientsPerMonth: table.patientsPerMonth,
    perMonth: table.perMonth,
    perYear: table.perYear,
  };
}

export function estimateRows(
  labels: EstimateLabels,
  inputs: CalculatorInputs,
): [label: string, value: string][] {
  const slots = estimateSlots(inputs, estimateMissedRevenue(inputs));
  const values: Record<keyof EstimateLabels, string> = {
    callsPerDay: slots.calls,
    openDays: slots.days,
    missedPercent: slots.missed,
    bookPercent: slots.book,
    patientValue: slots.value,
    patientsPerMonth: slots.patients,
    perMonth: slots.month,
    perYear: slots.year,
  };
  return ESTIMATE_LABEL_KEYS.map((key) => [labels[key], values[key]]);
}

/** Analytics gets the yearly figure to the nearest thousand dollars, nothing finer. */
export function roundedYearly(estimate: MissedCallEstimate): number {
  return Math.round(estimate.revenuePerYear / 1000) * 1000;
}

export function formatDollars(value: number): string {
  return `$${Math.round(value).toLocaleString("en-US")}`;
}

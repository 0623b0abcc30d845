/**
 * The missed-call revenue estimate: the visitor's own numbers in, the new patients and revenue
 * a practice loses to unanswered calls out. The same arithmetic as the worked example in the blog
 * post on what missed calls cost; shared by the calculator island, its server-rendered defaults
 * and the note it carries into a lead form.
 */

export type CalculatorInputs = {
  /** Calls a day from people who are not yet patients. */
  callsPerDay: number;
  /** Percent of those calls that ring out or reach voicemail. */
  missedPercent: number;
  /** Percent of answered new-patient calls that book. */
  bookPercent: number;
  /** Average first-year value of a new patient, in dollars. */
  patientValue: number;
  /** Days a month the practice is open. */
  openDays: number;
};

export type CalculatorInput = keyof CalculatorInputs;

/**
 * Each input's bounds and step, and its name in the page's address (?calls=8&days=21…), in the
 * order the calculator asks for them: volume, misses, bookings, value.
 */
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
 * New-patient calls a day × open days × the share missed = missed calls a month; × the share
 * that would have booked = new patients lost; × first-year value = revenue lost. A year is
 * twelve such months. Patients are whole people; revenue follows the unrounded count.
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

/** A value within an input's bounds, on its step; anything that is not a number is `undefined`. */
export function clampInput(input: CalculatorInput, value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  const { min, max, step } = CALCULATOR_INPUTS[input];
  return Math.min(max, Math.max(min, Math.round(value / step) * step));
}

/** The inputs an address carries (a shared estimate), each checked; the rest from `defaults`. */
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

/** The address's query with the inputs set, keeping every other parameter (utm tags, …). */
export function searchWithInputs(search: string, inputs: CalculatorInputs): string {
  const params = new URLSearchParams(search);
  for (const input of CALCULATOR_INPUT_ORDER) {
    params.set(CALCULATOR_INPUTS[input].param, String(inputs[input]));
  }
  return `?${params.toString()}`;
}

/** The estimate's figures as its copy's slots take them: every input as set, and the results. */
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

/** The results an estimate's table shows below the inputs. */
const TABLE_RESULTS = ["patientsPerMonth", "perMonth", "perYear"] as const;

/** The words of an estimate's table: each input's label, then each result's. */
export type EstimateLabels = Record<CalculatorInput | (typeof TABLE_RESULTS)[number], string>;

export const ESTIMATE_LABEL_KEYS = [...CALCULATOR_INPUT_ORDER, ...TABLE_RESULTS];

/** The table's words from the calculator's copy: its inputs' labels, and its table's. */
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

/**
 * The estimate worked out from the inputs, as [label, value] rows: the inputs in the
 * calculator's order, then the new patients and revenue lost.
 */
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

/** The yearly figure as analytics receives it: to the nearest thousand dollars, nothing else. */
export function roundedYearly(estimate: MissedCallEstimate): number {
  return Math.round(estimate.revenuePerYear / 1000) * 1000;
}

/** Whole dollars with thousands separators: "$352,800". */
export function formatDollars(value: number): string {
  return `$${Math.round(value).toLocaleString("en-US")}`;
}

/** Fills copy's named slots, written in square brackets: "About [patients] new patients". */
export function fillSlots(template: string, values: Record<string, string>): string {
  return template.replace(/\[(\w+)\]/g, (slot, name: string) => values[name] ?? slot);
}

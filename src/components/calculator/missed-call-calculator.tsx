import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { buttonStyle } from "@/components/ui/button-styles";
import { ArrowRightIcon } from "@/components/ui/icons";
import type { CalculatorToolCopy } from "@/content/schemas/copy/calculator";
import { track } from "@/lib/analytics";
import { fillTemplate } from "@/lib/text/fill-template";
import { subscribeToAddress, writeAddress } from "@/components/browser/address";
import { carryEstimate, type CarriedEstimate } from "@/leads/carried-estimate";
import {
  CALCULATOR_INPUT_ORDER,
  clampInput,
  estimateMissedRevenue,
  estimateSlots,
  formatDollars,
  inputsFromSearch,
  roundedYearly,
  searchWithInputs,
  type CalculatorInput,
  type CalculatorInputs,
  type MissedCallEstimate,
} from "@/lib/missed-calls";

export type MissedCallCalculatorProps = {
  copy: CalculatorToolCopy;
  /** Where "Send me this estimate" leads: the page's own lead form, or /contact's. */
  sendHref: string;
};

/** The calculator section's id: a shared estimate's address ends with it, so the page opens on it. */
export const CALCULATOR_SECTION_ID = "missed-call-calculator";

/** How long the numbers rest before a screen reader hears the result and analytics counts it. */
const SETTLE_MS = 900;

const readSearch = () => window.location.search;
// The page is prerendered once, for no numbers in its address: its HTML holds the starting ones.
const noSearch = () => "";
const noSubscription = () => () => {};

function writeInputs(inputs: CalculatorInputs): void {
  const { pathname, search } = window.location;
  writeAddress(
    `${pathname}${searchWithInputs(search, inputs)}#${CALCULATOR_SECTION_ID}`,
    "replace",
  );
}

function carriedEstimate(
  copy: CalculatorToolCopy,
  inputs: CalculatorInputs,
  estimate: MissedCallEstimate,
): CarriedEstimate {
  return { note: fillTemplate(copy.note, estimateSlots(inputs, estimate)), inputs };
}

/**
 * The page's HTML holds the starting numbers' result, so it reads the same without scripts; the
 * fields are read-only until the island starts. The numbers live in the address (?calls=…), so
 * an estimate can be shared. Once they rest, a screen reader hears the result and analytics gets
 * calculator_estimate with the yearly figure to the nearest thousand, nothing else.
 */
export function MissedCallCalculator({ copy, sendHref }: MissedCallCalculatorProps) {
  const search = useSyncExternalStore(subscribeToAddress, readSearch, noSearch);
  const started = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const inputs = useMemo(() => inputsFromSearch(search, copy.defaults), [search, copy.defaults]);
  const estimate = estimateMissedRevenue(inputs);
  /** What the visitor is typing into a field, until it leaves (the estimate uses the last number). */
  const [drafts, setDrafts] = useState<Partial<Record<CalculatorInput, string>>>({});
  const [announcement, setAnnouncement] = useState("");
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (input: CalculatorInput, raw: string) => {
    setDrafts((current) => ({ ...current, [input]: raw }));
    const value = clampInput(input, Number(raw.replace(/[^\d.]/g, "")));
    if (raw.trim() === "" || value === undefined) return;
    const next = { ...inputs, [input]: value };
    writeInputs(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const settled = estimateMissedRevenue(next);
      setAnnouncement(fillTemplate(copy.announcement, estimateSlots(next, settled)));
      track("calculator_estimate", { value: roundedYearly(settled) });
    }, SETTLE_MS);
  };
  // Leaving a field shows the number the estimate uses (within its bounds, on its step).
  const leave = (input: CalculatorInput) =>
    setDrafts((current) => {
      const others = { ...current };
      delete others[input];
      return others;
    });

  const results = copy.results;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,25rem)] lg:gap-8">
      {/* A group, not a form: the estimate follows each number as it is typed, and there is
          nothing to send (the lead form beside it carries the estimate). */}
      <div
        role="group"
        aria-label={copy.fieldsLabel}
        className="grid gap-x-6 gap-y-5 rounded-card border border-ink-100 bg-white p-5 shadow-card sm:grid-cols-2 sm:p-8"
      >
        {CALCULATOR_INPUT_ORDER.map((input) => {
          const field = copy.inputs[input];
          const id = `calculator-${input}`;
          // The unit is read with the field's description, so "%" is heard as well as seen.
          const unitId = `${id}-unit`;
          const describedBy = `${field.prefix || field.suffix ? `${unitId} ` : ""}${id}-hint`;
          return (
            <div key={input} className={input === "patientValue" ? "sm:col-span-2" : undefined}>
              <label htmlFor={id} className="text-sm font-semibold text-ink-800">
                {field.label}
              </label>
              <div className="mt-2 flex h-12 items-center rounded-control border border-ink-200 bg-white transition-colors focus-within:border-bolt-500 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-bolt-500 hover:border-ink-300">
                {field.prefix ? (
                  <span id={unitId} className="pl-4 text-ink-500">
                    {field.prefix}
                  </span>
                ) : null}
                <input
                  id={id}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-describedby={describedBy}
                  readOnly={!started}
                  value={drafts[input] ?? String(inputs[input])}
                  onChange={(event) => change(input, event.target.value)}
                  onBlur={() => leave(input)}
                  className="h-full w-full min-w-0 bg-transparent px-3 text-base text-ink-900 tabular-nums first:pl-4 focus:outline-none"
                />
                {field.suffix ? (
                  <span id={unitId} className="pr-4 text-sm text-ink-500">
                    {field.suffix}
                  </span>
                ) : null}
              </div>
              <p id={`${id}-hint`} className="mt-2 text-sm text-ink-600">
                {field.hint}
              </p>
            </div>
          );
        })}
      </div>

      <div className="rounded-card bg-ink-900 p-6 text-white shadow-lift sm:p-8">
        <h3 className="text-sm font-semibold tracking-wide text-teal-300 uppercase">
          {results.heading}
        </h3>
        <p className="mt-4 text-[2.75rem] leading-none font-bold tracking-tight tabular-nums sm:text-5xl">
          {formatDollars(estimate.revenuePerYear)}
          <span className="ml-2 text-lg font-semibold tracking-normal text-ink-200">
            {results.perYear}
          </span>
        </p>
        <dl className="mt-6 grid gap-3 border-t border-white/10 pt-5 text-[0.9375rem]">
          {(
            [
              [formatDollars(estimate.revenuePerMonth), results.perMonth],
              [estimate.patientsPerMonth, results.patientsPerMonth],
              [estimate.missedCallsPerMonth, results.missedCallsPerMonth],
            ] as const
          ).map(([value, label]) => (
            <div key={label} className="flex items-baseline justify-between gap-4">
              <dt className="text-ink-200">{label}</dt>
              <dd className="font-semibold text-white tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm leading-relaxed text-ink-300">{copy.formula}</p>
        <a
          href={copy.assumptions.href}
          className="mt-3 inline-block text-sm font-semibold text-teal-300 underline-offset-4 hover:underline"
        >
          {copy.assumptions.label}
        </a>
        <a
          href={sendHref}
          onClick={() => carryEstimate(carriedEstimate(copy, inputs, estimate))}
          className={buttonStyle("onDark", "lg", "mt-6 w-full")}
        >
          {copy.send}
          <ArrowRightIcon />
        </a>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </div>
  );
}

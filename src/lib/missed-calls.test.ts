import { describe, expect, it } from "vitest";
import {
  clampInput,
  estimateMissedRevenue,
  formatDollars,
  inputsFromSearch,
  roundedYearly,
  searchWithInputs,
  type CalculatorInputs,
} from "./missed-calls";

const practice: CalculatorInputs = {
  callsPerDay: 7,
  missedPercent: 40,
  bookPercent: 50,
  patientValue: 1000,
  openDays: 21,
};

describe("estimateMissedRevenue", () => {
  it("works the blog post's example: about 30 patients and $30,000 a month", () => {
    // 7 × 21 = 147 new-patient calls; 40% missed = 58.8; half would have booked = 29.4.
    expect(estimateMissedRevenue(practice)).toEqual({
      missedCallsPerMonth: 59,
      patientsPerMonth: 29,
      revenuePerMonth: 29_400,
      patientsPerYear: 353,
      revenuePerYear: 352_800,
    });
  });

  it("scales with each input", () => {
    const base = estimateMissedRevenue(practice).revenuePerMonth;
    expect(estimateMissedRevenue({ ...practice, callsPerDay: 14 }).revenuePerMonth).toBe(base * 2);
    expect(estimateMissedRevenue({ ...practice, missedPercent: 20 }).revenuePerMonth).toBe(
      base / 2,
    );
    expect(estimateMissedRevenue({ ...practice, patientValue: 3000 }).revenuePerMonth).toBe(
      base * 3,
    );
  });
});

describe("the address of an estimate", () => {
  it("carries every input and keeps the page's other parameters", () => {
    const search = searchWithInputs("?utm_source=google&calls=3", practice);
    expect(search).toBe("?utm_source=google&calls=7&days=21&missed=40&book=50&value=1000");
    expect(inputsFromSearch(search, { ...practice, callsPerDay: 1 })).toEqual(practice);
  });

  it("keeps each value within its bounds and takes the defaults for the rest", () => {
    expect(inputsFromSearch("?calls=9000&missed=-5&book=abc&value=1234&days=", practice)).toEqual({
      ...practice,
      callsPerDay: 500,
      missedPercent: 0,
      patientValue: 1250,
    });
    expect(clampInput("openDays", 40)).toBe(31);
    expect(clampInput("openDays", Number.NaN)).toBeUndefined();
  });
});

describe("what leaves the page", () => {
  it("rounds the yearly figure to the nearest thousand for analytics", () => {
    expect(roundedYearly(estimateMissedRevenue(practice))).toBe(353_000);
  });

  it("writes dollars with separators", () => {
    expect(formatDollars(352_800)).toBe("$352,800");
    expect(formatDollars(0)).toBe("$0");
  });
});

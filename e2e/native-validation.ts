import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { VISITS_PATH } from "../src/visits/paths";

/** The ValidityState flags a form relies on (the browser's own validation). */
export type ValidityProblem =
  "valueMissing" | "typeMismatch" | "patternMismatch" | "tooShort" | "tooLong";

export type BlockedAttempt<Values> = { values: Values; field: string; problem: ValidityProblem };

/**
 * Fills and submits the form once per attempt and checks that the browser flagged the named field
 * with the expected problem, that the page stayed where it was and that nothing was posted.
 */
export async function expectEachBlocked<Values>(
  page: Page,
  {
    form,
    submit,
    fill,
    attempts,
  }: {
    form: Locator;
    submit: Locator;
    fill: (values: Values) => Promise<void>;
    attempts: readonly BlockedAttempt<Values>[];
  },
): Promise<void> {
  const posts: string[] = [];
  page.on("request", (request) => {
    // The page's own visit count aside: it is no form's.
    const url = new URL(request.url());
    if (request.method() === "POST" && url.pathname !== VISITS_PATH) posts.push(url.href);
  });
  const url = page.url();
  for (const { values, field, problem } of attempts) {
    await fill(values);
    await submit.click();
    const invalid = await form
      .getByLabel(field)
      .evaluate((el: HTMLInputElement, key) => el.validity[key], problem);
    expect(invalid, `${field}: ${problem}`).toBe(true);
    expect(page.url()).toBe(url);
  }
  await expect(submit).toBeEnabled();
  expect(posts).toEqual([]);
}

import { readAttribution } from "./attribution";
import { FILL_TIME_FIELD } from "./fields";

/** What marks a lead form on the page: a plain HTML form that posts to the lead API. */
export const LEAD_FORM_SELECTOR = "form[data-lead-form]";

/**
 * What every lead form sends besides its own fields, whoever sends it (the browser itself, or the
 * form's script): the visit's attribution where the form does not say, and the fill time, counted
 * from the moment the page started loading, so a visitor who fills a form before its script has
 * woken is not taken for a bot.
 */
export function addVisitFields(data: FormData): void {
  for (const [key, value] of Object.entries(readAttribution())) {
    if (value && !data.has(key)) data.set(key, value);
  }
  data.set(FILL_TIME_FIELD, String(Math.round(performance.now())));
}

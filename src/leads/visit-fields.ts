import { readAttribution } from "./attribution";
import { FILL_TIME_FIELD } from "./fields";

export const LEAD_FORM_SELECTOR = "form[data-lead-form]";

/**
 * The fill time counts from the page's start, so a visitor who fills a form before its script has
 * woken is not taken for a bot.
 */
export function addVisitFields(data: FormData): void {
  for (const [key, value] of Object.entries(readAttribution())) {
    if (value && !data.has(key)) data.set(key, value);
  }
  data.set(FILL_TIME_FIELD, String(Math.round(performance.now())));
}

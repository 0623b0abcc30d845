import { addVisitFields, LEAD_FORM_SELECTOR } from "@/leads/visit-fields";
import { LEAD_SUBMITTED_KEY, sessionStore, writeStorage } from "@/lib/storage-keys";

const isLeadForm = (target: EventTarget | null): target is HTMLFormElement =>
  target instanceof HTMLFormElement && target.matches(LEAD_FORM_SELECTOR);

/**
 * A lead form the browser sends by itself (its own script not yet awake) carries what the script
 * would send: the visit's attribution and the fill time. Once it is sent, the exit offer stays
 * away, as after a form's script has sent one.
 */
export function enhanceLeadForms(): void {
  // `formdata` does not bubble; it is caught on its way down.
  document.addEventListener(
    "formdata",
    (event) => {
      if (isLeadForm(event.target)) addVisitFields(event.formData);
    },
    { capture: true },
  );
  // A form's script cancels the submit it sends itself; one left alone goes as the browser's.
  document.addEventListener("submit", (event) => {
    if (isLeadForm(event.target) && !event.defaultPrevented) {
      writeStorage(sessionStore, LEAD_SUBMITTED_KEY, "1");
    }
  });
}

import type { BrowserContext, Page } from "@playwright/test";

/**
 * A form that leaves for the scheduler cannot be read once it is gone, so the page notes, in its
 * own localStorage, what the form's submit button said while it was disabled.
 */
export async function noteDisabledSubmit(page: Page, form: string): Promise<void> {
  await page.addInitScript((selector) => {
    if (location.hostname !== "127.0.0.1") return;
    new MutationObserver(() => {
      const button = document.querySelector<HTMLButtonElement>(`${selector} button[type=submit]`);
      if (button?.disabled) localStorage.setItem("e2e_disabled_button", button.textContent ?? "");
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  }, form);
}

/** What the site (not the scheduler it left for) keeps in localStorage under `key`. */
export async function siteLocalStorage(
  context: BrowserContext,
  key: string,
): Promise<string | undefined> {
  const state = await context.storageState();
  return state.origins
    .find((origin) => origin.origin.startsWith("http://127.0.0.1"))
    ?.localStorage.find((item) => item.name === key)?.value;
}

// Conveniences over the inbox's HTML, which works without them: j and k move between the leads
// of a list, e goes to a lead's status, and a status saved on a lead's page changes in place.

const LEAD_LINK = "[data-lead-link]";
const STATUS_SELECT = "[data-lead-status]";
const STATUS_FORM = "form[data-status-form]";
/** The parts of a lead's page that show its status: replaced by those of the server's answer. */
const STATUS_PART = "data-status-part";

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

function onKey(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  if (isTyping(event.target)) return;
  if (event.key === "j" || event.key === "k") {
    const links = [...document.querySelectorAll<HTMLAnchorElement>(LEAD_LINK)];
    if (!links.length) return;
    const at = links.findIndex((link) => link === document.activeElement);
    const step = event.key === "j" ? 1 : -1;
    const next = at === -1 ? 0 : Math.min(Math.max(at + step, 0), links.length - 1);
    links[next]?.focus();
    event.preventDefault();
  } else if (event.key === "e") {
    const status = document.querySelector<HTMLSelectElement>(STATUS_SELECT);
    if (!status) return;
    status.focus();
    event.preventDefault();
  }
}

async function saveInPlace(event: SubmitEvent): Promise<void> {
  const form = event.currentTarget as HTMLFormElement;
  event.preventDefault();
  try {
    // Not form.action: the form's field named "action" shadows it.
    const answer = await fetch(form.getAttribute("action") ?? location.href, {
      method: "POST",
      body: new FormData(form),
      credentials: "same-origin",
    });
    if (!answer.ok || !answer.redirected) throw new Error(`answered ${answer.status}`);
    const page = new DOMParser().parseFromString(await answer.text(), "text/html");
    for (const part of document.querySelectorAll(`[${STATUS_PART}]`)) {
      const name = part.getAttribute(STATUS_PART);
      const fresh = page.querySelector(`[${STATUS_PART}="${name}"]`);
      if (fresh) part.innerHTML = fresh.innerHTML;
    }
    history.replaceState(null, "", answer.url);
    document.querySelector<HTMLSelectElement>(STATUS_SELECT)?.focus();
  } catch {
    // As without this script: the browser posts the form and shows the answer.
    form.submit();
  }
}

document.addEventListener("keydown", onKey);
document
  .querySelector<HTMLFormElement>(STATUS_FORM)
  ?.addEventListener("submit", (event) => void saveInPlace(event));

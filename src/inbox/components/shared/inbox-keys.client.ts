// Conveniences over the inbox's HTML, which works without them: j and k move between the leads
// of a list, ? shows the keys, e goes to a lead's status, a status saved on a lead's page changes in place, a lead's
// page says when someone changes the lead elsewhere, a long address copies with a button, a box
// chooses every submission of a list in place, and the session warns before it ends for want of
// use.

/** A lead's link in a list: its row shows as highlighted while it has the focus. */
const LEAD_LINK = "[data-lead-link]";
/** The dialog listing the keys, and a button that opens it, hidden until this script runs. */
const KEYS_DIALOG = "dialog[data-keys-dialog]";
const KEYS_BUTTON = "button[data-keys-open]";
const STATUS_SELECT = "[data-lead-status]";
const STATUS_FORM = "form[data-status-form]";
/** The parts of a lead's page that show its status: replaced by those of the server's answer. */
const STATUS_PART = "data-status-part";
/** Holds the address of the lead's revision; inside it, the notice carrying the one shown. */
const WATCH = "[data-lead-watch]";
const SHOWN_REVISION = "[data-lead-revision]";
/** Beside a long address, hidden until this script can copy it. */
const COPY_BUTTON = "button[data-copy]";
const COPIED_FOR_MS = 2000;
const WATCH_EVERY_MS = 60_000;
const SESSION_NOTICE = "[data-session-notice]";
/** A list's form of chosen submissions; in it, the box that chooses them all, and the link it replaces. */
const CHOSEN_FORM = "form[data-chosen-form]";
const CHOOSE_ALL = "[data-choose-all]";
const CHOOSE_ALL_LINK = "[data-choose-all-link]";
/** The latest idle deadline any inbox tab has seen: a request in one keeps them all. */
const SESSION_ENDS = "inbox-session-ends";

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

function onKey(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  if (isTyping(event.target)) return;
  // The keys' dialog open: the page behind it is out of reach until it closes.
  if (document.querySelector(`${KEYS_DIALOG}[open]`)) return;
  if (event.key === "j" || event.key === "k") {
    const links = [...document.querySelectorAll<HTMLAnchorElement>(LEAD_LINK)];
    if (!links.length) return;
    const at = links.findIndex((link) => link === document.activeElement);
    const step = event.key === "j" ? 1 : -1;
    const next = at === -1 ? 0 : Math.min(Math.max(at + step, 0), links.length - 1);
    links[next]?.focus();
    event.preventDefault();
  } else if (event.key === "?") {
    const dialog = document.querySelector<HTMLDialogElement>(KEYS_DIALOG);
    if (!dialog || dialog.open) return;
    // Closed by Esc or its button, it gives the focus back to where it was.
    dialog.showModal();
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
    // 409: refused, as another change came first; the answer says so, with the choice kept.
    const saved = answer.ok && answer.redirected;
    if (!saved && answer.status !== 409) throw new Error(`answered ${answer.status}`);
    // Sent to sign in (the session had ended, and the change is kept): go there.
    if (saved && new URL(answer.url).pathname !== location.pathname) {
      return location.assign(answer.url);
    }
    const page = new DOMParser().parseFromString(await answer.text(), "text/html");
    for (const part of document.querySelectorAll(`[${STATUS_PART}]`)) {
      const name = part.getAttribute(STATUS_PART);
      const fresh = page.querySelector(`[${STATUS_PART}="${name}"]`);
      if (fresh) part.innerHTML = fresh.innerHTML;
    }
    if (saved) history.replaceState(null, "", answer.url);
    document.querySelector<HTMLSelectElement>(STATUS_SELECT)?.focus();
  } catch {
    // As without this script: the browser posts the form and shows the answer.
    form.submit();
  }
}

/** Puts a long address on the clipboard, and says so on the button for a moment. */
async function copyAddress(button: HTMLButtonElement): Promise<void> {
  const word = button.firstElementChild;
  try {
    await navigator.clipboard.writeText(button.dataset.copy ?? "");
  } catch {
    return; // No clipboard here: the field beside it can still be selected and copied.
  }
  if (!word) return;
  const before = word.textContent;
  word.textContent = button.dataset.copied ?? "";
  setTimeout(() => (word.textContent = before), COPIED_FOR_MS);
}

/** Shows the page's notice once the lead's revision is no longer the one the page shows. */
async function checkForChanges(watch: HTMLElement): Promise<void> {
  const shown = watch.querySelector<HTMLElement>(SHOWN_REVISION);
  if (document.visibilityState !== "visible" || !shown?.hidden) return;
  try {
    const answer = await fetch(watch.dataset.leadWatch ?? "", { credentials: "same-origin" });
    // Signed out meanwhile: sent to sign in, which is no revision.
    if (!answer.ok || answer.redirected) return;
    const { revision } = (await answer.json()) as { revision?: unknown };
    if (typeof revision === "string" && revision !== shown.dataset.leadRevision) {
      shown.hidden = false;
    }
  } catch {
    // Offline for now: the next check asks again.
  }
}

function sharedDeadline(): number {
  try {
    return Number(localStorage.getItem(SESSION_ENDS)) || 0;
  } catch {
    return 0;
  }
}

function shareDeadline(at: number): void {
  try {
    localStorage.setItem(SESSION_ENDS, String(Math.max(at, sharedDeadline())));
  } catch {
    // Storage off: each tab keeps its own time.
  }
}

/**
 * Shows the warning `data-warn` seconds before the session's deadline (the idle limit's, with a
 * way to stay, or its last hour's), and its end after.
 */
function watchSession(notice: HTMLElement): void {
  const ms = (name: string) => Number(notice.dataset[name]) * 1000;
  const limit = Date.now() + ms("limit");
  let deadline = Date.now() + ms("left");
  let over = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const part = (name: string) =>
    notice.querySelector<HTMLElement>(`[data-session-part="${name}"]`)!;
  const [ending, limitEnding, ended] = [part("ending"), part("limit"), part("ended")];

  const show = () => {
    clearTimeout(timer);
    const idleEnd = Math.max(deadline, sharedDeadline());
    const left = over ? 0 : Math.min(idleEnd, limit) - Date.now();
    const warning = left > 0 && left <= ms("warn");
    // Past its hours no use keeps a session: that warning offers no way to stay.
    ended.hidden = left > 0;
    ending.hidden = !warning || limit <= idleEnd;
    limitEnding.hidden = !warning || limit > idleEnd;
    if (left > 0) timer = setTimeout(show, left > ms("warn") ? left - ms("warn") : left);
  };

  // A request the server counts as use, which reads nothing on the page; sent to sign in, it is
  // over.
  const stay = async () => {
    let answer: Response;
    try {
      answer = await fetch(location.href, { method: "HEAD", credentials: "same-origin" });
    } catch {
      return; // Offline: the warning stays, to press again.
    }
    if (answer.redirected || !answer.ok) over = true;
    else shareDeadline((deadline = Date.now() + ms("idle")));
    show();
    if (!over) document.getElementById("main")?.focus({ preventScroll: true });
  };

  shareDeadline(deadline);
  notice.querySelector("[data-session-stay]")?.addEventListener("click", () => void stay());
  window.addEventListener("storage", (event) => event.key === SESSION_ENDS && show());
  show();
}

/**
 * Shows the box that chooses every submission of the list, in place of the link that reloads the
 * page with them chosen; it shows whether all, some or none are.
 */
function chooseAllInPlace(form: HTMLFormElement): void {
  const label = form.querySelector<HTMLElement>(CHOOSE_ALL);
  const all = label?.querySelector<HTMLInputElement>("input[type=checkbox]");
  const link = form.querySelector<HTMLElement>(CHOOSE_ALL_LINK);
  if (!label || !all || !link) return;
  const rows = [...form.querySelectorAll<HTMLInputElement>("input[type=checkbox][name=lead]")];
  const reflect = () => {
    const chosen = rows.filter((row) => row.checked).length;
    all.checked = chosen === rows.length;
    all.indeterminate = chosen > 0 && chosen < rows.length;
  };
  all.addEventListener("change", () => {
    for (const row of rows) row.checked = all.checked;
  });
  for (const row of rows) row.addEventListener("change", reflect);
  reflect();
  label.hidden = false;
  link.hidden = true;
}

document.addEventListener("keydown", onKey);
for (const button of document.querySelectorAll<HTMLButtonElement>(KEYS_BUTTON)) {
  button.hidden = false;
  button.addEventListener("click", () =>
    document.querySelector<HTMLDialogElement>(KEYS_DIALOG)?.showModal(),
  );
}
const watch = document.querySelector<HTMLElement>(WATCH);
if (watch) {
  const check = () => void checkForChanges(watch);
  document.addEventListener("visibilitychange", check);
  setInterval(check, WATCH_EVERY_MS);
}
for (const button of document.querySelectorAll<HTMLButtonElement>(COPY_BUTTON)) {
  button.hidden = false;
  button.addEventListener("click", () => void copyAddress(button));
}
const chosenForm = document.querySelector<HTMLFormElement>(CHOSEN_FORM);
if (chosenForm) chooseAllInPlace(chosenForm);
const sessionNotice = document.querySelector<HTMLElement>(SESSION_NOTICE);
if (sessionNotice) watchSession(sessionNotice);
document
  .querySelector<HTMLFormElement>(STATUS_FORM)
  ?.addEventListener("submit", (event) => void saveInPlace(event));

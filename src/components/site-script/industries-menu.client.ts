const HOVER_CLOSE_DELAY_MS = 160;

/**
 * What the Industries dropdown adds to its native popover (which already opens on click and
 * closes on Escape and on a click outside, returning focus to its button): opening on hover for
 * mouse users, a click that pins a hover-opened panel instead of closing it, closing when focus
 * or a followed link leaves it, and an aria-expanded that always matches the panel.
 */
export function enhanceIndustriesMenu(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-industries-menu]")) {
    const button = root.querySelector<HTMLButtonElement>("button[popovertarget]");
    const panel = root.querySelector<HTMLElement>("[popover]");
    if (!button || !panel) continue;
    let openedByHover = false;
    let closeTimer: number | undefined;
    const isOpen = () => panel.matches(":popover-open");
    const close = () => {
      window.clearTimeout(closeTimer);
      openedByHover = false;
      if (isOpen()) panel.hidePopover();
    };

    // A visitor may have opened the panel before this script ran: the browser alone opens it.
    button.setAttribute("aria-expanded", String(isOpen()));
    panel.addEventListener("toggle", (event) => {
      const open = (event as ToggleEvent).newState === "open";
      button.setAttribute("aria-expanded", String(open));
      if (!open) openedByHover = false;
    });
    root.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      window.clearTimeout(closeTimer);
      if (!isOpen()) {
        openedByHover = true;
        panel.showPopover();
      }
    });
    root.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse" || !openedByHover) return;
      closeTimer = window.setTimeout(close, HOVER_CLOSE_DELAY_MS);
    });
    button.addEventListener("click", (event) => {
      if (!openedByHover) return;
      event.preventDefault();
      openedByHover = false;
    });
    root.addEventListener("focusout", (event) => {
      if (isOpen() && !root.contains(event.relatedTarget as Node | null)) close();
    });
    panel.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) close();
    });
  }
}

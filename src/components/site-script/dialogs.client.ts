/**
 * What the site's modal dialogs (the phone menu, the exit offer) add to the browser's own
 * <dialog>: their invoker buttons open them with `command="show-modal"` (invoker commands), Escape
 * and a tap on the backdrop (`closedby="any"`) close them, and focus returns to the invoker.
 * Browsers without those features get them here, and every invoker's aria-expanded follows its
 * dialog; a followed link closes the dialog too (a same-page hash link would leave it open).
 */
export function enhanceDialogs(): void {
  const supportsCommands = "command" in HTMLButtonElement.prototype;
  const supportsClosedBy = "closedBy" in HTMLDialogElement.prototype;
  for (const dialog of document.querySelectorAll<HTMLDialogElement>("dialog[data-dialog]")) {
    const invokers = [
      ...document.querySelectorAll<HTMLButtonElement>(`button[commandfor="${dialog.id}"]`),
    ];
    const sync = () => {
      for (const invoker of invokers) invoker.setAttribute("aria-expanded", String(dialog.open));
    };
    sync();
    dialog.addEventListener("toggle", sync);
    dialog.addEventListener("close", sync);
    if (!supportsCommands) {
      for (const invoker of invokers) {
        invoker.addEventListener("click", () => {
          if (!dialog.open) dialog.showModal();
          sync();
        });
      }
    }
    dialog.addEventListener("click", (event) => {
      const onBackdrop = event.target === dialog && !supportsClosedBy;
      const followedLink = event.target instanceof Element && event.target.closest("a[href]");
      if (onBackdrop || followedLink) dialog.close();
    });
  }
}

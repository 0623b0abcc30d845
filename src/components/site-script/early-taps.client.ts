/**
 * An island's controls are in its server HTML before its script arrives, and a tap on one then
 * would do nothing. An island that takes taps marks its root `data-island="waking"` and turns it
 * to `ready` once it can act on them; a tap on one of its buttons meanwhile is held here and
 * given to the same button at that moment.
 */
const WAKING = '[data-island="waking"]';

export function holdEarlyTaps(): void {
  const held = new Map<Element, HTMLButtonElement[]>();
  const replayWhenReady = (island: Element) => {
    new MutationObserver((_, observer) => {
      if (island.matches(WAKING)) return;
      observer.disconnect();
      const buttons = held.get(island) ?? [];
      held.delete(island);
      for (const button of buttons) button.click();
    }).observe(island, { attributes: true, attributeFilter: ["data-island"] });
  };
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      const island = button?.closest(WAKING);
      if (!button || !island) return;
      event.preventDefault();
      event.stopPropagation();
      const buttons = held.get(island);
      if (buttons) buttons.push(button);
      else {
        held.set(island, [button]);
        replayWhenReady(island);
      }
    },
    { capture: true },
  );
}

let typed = false;

/** A field a visitor fills in, inside a form (the site's script carries this, not the exit offer's). */
export function isFormField(element: Element | null): boolean {
  return (
    element instanceof HTMLElement &&
    element.matches("input:not([type=hidden]), textarea, select") &&
    element.closest("form") !== null
  );
}

/**
 * Notes whether the visitor has typed into a form on this page. Started with the page, so typing
 * done before the parts that ask (the exit offer, which waits for idle) have started still counts.
 */
export function watchFormTyping(): void {
  const onInput = (event: Event) => {
    if (event.target instanceof Element && isFormField(event.target)) {
      typed = true;
      document.removeEventListener("input", onInput, true);
    }
  };
  document.addEventListener("input", onInput, true);
}

export function hasTypedIntoForm(): boolean {
  return typed;
}

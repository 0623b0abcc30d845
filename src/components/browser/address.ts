/** Sent when an island rewrites the address itself; back and forward send popstate. */
const ADDRESS_CHANGE_EVENT = "address:change";

/** For `useSyncExternalStore` in islands that keep their state in the address. */
export function subscribeToAddress(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(ADDRESS_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(ADDRESS_CHANGE_EVENT, onChange);
  };
}

export function writeAddress(url: string, mode: "push" | "replace"): void {
  if (mode === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(window.history.state, "", url);
  window.dispatchEvent(new Event(ADDRESS_CHANGE_EVENT));
}

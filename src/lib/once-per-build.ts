/**
 * A reader of content that reads once a build and shares its answer with every page that asks
 * (afresh on each call under `astro dev` and the tests, where files change while the process
 * lives).
 */
export function oncePerBuild<T>(read: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => (import.meta.env.DEV ? read() : (answer ??= read()));
}

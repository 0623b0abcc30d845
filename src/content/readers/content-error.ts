/** A problem in the content: it stops the build (and the unit tests), naming where it is. */
export class ContentError extends Error {
  override name = "ContentError";
}

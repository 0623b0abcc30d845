import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CheckIcon, PauseIcon, SearchIcon } from "./icons";

describe("icons", () => {
  afterEach(() => vi.restoreAllMocks());

  it("draw a stroked icon's shapes, in order, at its own size or the class given", () => {
    const errors = vi.spyOn(console, "error");
    expect(renderToStaticMarkup(<SearchIcon />)).toBe(
      '<svg viewBox="0 0 20 20" aria-hidden="true" class="size-5" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">' +
        '<circle cx="8.75" cy="8.75" r="5.75"></circle><path d="m13.2 13.2 4.05 4.05"></path></svg>',
    );
    expect(renderToStaticMarkup(<CheckIcon className="size-3.5" />)).toContain(
      'viewBox="0 0 20 20" aria-hidden="true" class="size-3.5" fill="none" stroke="currentColor" stroke-width="2.2"',
    );
    // Several shapes are children, not a list: React has no key to ask for.
    expect(errors).not.toHaveBeenCalled();
  });

  it("fill a solid icon, with no stroke", () => {
    expect(renderToStaticMarkup(<PauseIcon />)).toBe(
      '<svg viewBox="0 0 16 16" aria-hidden="true" class="size-4" fill="currentColor">' +
        '<rect x="3.5" y="2.5" width="3" height="11" rx="1"></rect><rect x="9.5" y="2.5" width="3" height="11" rx="1"></rect></svg>',
    );
  });
});

import { z } from "zod";

/**
 * The text field types whose limits the browser editor (keystatic.config.ts) repeats. They import
 * nothing but zod, so the editor's bundle can use them without the site's Markdown and tokens.
 */

/** Copy a visitor reads: trimmed, never empty. */
export const copy = z.string().trim().min(1);

export const TITLE_MAX_LENGTH = 60;

/** A document title; with the brand appended it must stay within 60 characters (routes test). */
export const pageTitle = copy.max(TITLE_MAX_LENGTH, "keep titles within 60 characters");

/** A meta description: long enough to describe, short enough not to be cut in results. */
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

export const metaDescription = copy.min(DESCRIPTION_LENGTH.min).max(DESCRIPTION_LENGTH.max);

/** A star rating out of five. */
export const RATING_SCALE = { min: 1, max: 5 } as const;

import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/** Our theme's own scales (global.css), so they merge as sizes, radii and shadows, not colours. */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["display", "h2", "h3", "lead"],
      radius: ["card", "control"],
      shadow: ["card", "lift", "bolt"],
      animate: ["rise"],
    },
  },
});

/**
 * Joins class names; when two Tailwind classes conflict, the later one wins. For server
 * components: client components join fixed classes with clsx, so the merger (about 8 KB) never
 * ships to the browser.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}

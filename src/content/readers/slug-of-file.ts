import { ContentError } from "./content-error";
import { slug as slugField } from "../fields";
import { slugify } from "@/lib/slug";

/**
 * The slug of a content file: its name without the extension, which is also its page's address
 * (`what-missed-calls-cost-your-practice.md` → /blog/what-missed-calls-cost-your-practice). A
 * name that is not lowercase words joined by hyphens stops the build, saying so.
 */
export function slugOfFile(path: string): string {
  const name = path.split("/").at(-1) ?? path;
  const slug = name.replace(/\.(md|ya?ml)$/, "");
  if (!slugField.safeParse(slug).success) {
    throw new ContentError(
      `${path}: name the file in lowercase words joined by hyphens (for example ${
        slugify(slug) || "my-post"
      }.md): the name is the page's address`,
    );
  }
  return slug;
}

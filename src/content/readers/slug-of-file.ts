import { ContentError } from "./content-error";
import { slug as slugField } from "../schemas/fields";
import { slugify } from "@/lib/text/slug";

/**
 * A file's name is its record's slug and its page's address, so a name that is not lowercase
 * words joined by hyphens stops the build.
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

import { fields } from "@keystatic/core";
import { DESCRIPTION_LENGTH, TITLE_MAX_LENGTH } from "@/lib/content/text-fields";

/** Editor fields shared by the collections, with the limits of the site's zod fields. */

export const required = { isRequired: true } as const;

export const requiredText = (label: string, description?: string) =>
  fields.text({ label, description, validation: required });

/** A paragraph or more, in a box of several lines. */
export const requiredParagraph = (label: string, description?: string) =>
  fields.text({ label, description, multiline: true, validation: required });

/** A document title: the brand is appended, and the whole must fit a search result. */
export const pageTitleField = (description?: string) =>
  fields.text({
    label: "Page title",
    description,
    validation: { isRequired: true, length: { max: TITLE_MAX_LENGTH } },
  });

/** The summary search engines and shared links show. */
export const metaDescriptionField = (label = "Summary", description?: string) =>
  fields.text({
    label,
    description,
    multiline: true,
    validation: { isRequired: true, length: DESCRIPTION_LENGTH },
  });

/** A record's place in its list: 1 comes first. */
export const positionField = (description: string) =>
  fields.integer({ label: "Position", description, validation: { isRequired: true, min: 1 } });

/** The site renders Markdown with GFM (tables, strikethrough) and no images in the text. */
export const markdownBody = (description: string) =>
  fields.markdoc({
    label: "Text",
    description,
    extension: "md",
    options: { image: false, heading: [2, 3] },
  });

/** A list of short texts, shown by their words. */
export const textList = (
  item: ReturnType<typeof requiredText>,
  label: string,
  length: { min?: number; max?: number },
  description?: string,
) =>
  fields.array(item, {
    label,
    description,
    itemLabel: (props) => props.value,
    validation: { length },
  });

import { collection, fields } from "@keystatic/core";
import {
  markdownBody,
  metaDescriptionField,
  pageTitleField,
  positionField,
  required,
  requiredParagraph,
  requiredText,
  textList,
} from "./fields";

/**
 * The long-form pages and the industries in the browser editor, field for field as their zod
 * schemas (src/content/pages.ts, src/content/industries.ts) take them.
 */

export const pagesCollection = collection({
  label: "Pages (about, privacy, terms, demo, thank-you)",
  path: "src/content/pages/*",
  slugField: "name",
  format: { contentField: "body" },
  entryLayout: "content",
  columns: ["name", "updated"],
  schema: {
    name: fields.slug({
      name: {
        label: "Name",
        description: "In breadcrumbs and search results: Privacy Policy.",
        validation: required,
      },
      slug: { label: "Address", description: "The page's address: /{this}." },
    }),
    title: pageTitleField(),
    description: metaDescriptionField(),
    eyebrow: requiredText("Eyebrow", "The small label above the heading."),
    heading: requiredText("Heading"),
    intro: requiredParagraph("Opening paragraph"),
    updated: fields.date({
      label: "Last revised on",
      description: "Legal pages show it above the text, and the sitemap uses it.",
    }),
    indexed: fields.checkbox({
      label: "In search results and the sitemap",
      description: "Untick for confirmation pages.",
      defaultValue: true,
    }),
    faqs: fields.relationship({
      label: "Questions shown after the text",
      collection: "faqs",
    }),
    body: markdownBody("The text in sections, each under its own heading (## Heading)."),
  },
});

export const industriesCollection = collection({
  label: "Industries",
  path: "src/content/industries/*",
  slugField: "name",
  format: { data: "yaml" },
  columns: ["name", "position"],
  schema: {
    position: positionField("Its place in the header's Industries menu and on /industries."),
    name: fields.slug({
      name: { label: "Name", description: "Medspas, Dental practices, …", validation: required },
      slug: {
        label: "Address",
        description: "The page's address: /industries/{this}, and its section's anchor.",
      },
    }),
    menuLabel: requiredText("Menu label", "As the header's Industries menu shows it."),
    title: pageTitleField(),
    description: metaDescriptionField(),
    heading: requiredText("Heading"),
    intro: requiredParagraph("Opening paragraph"),
    summary: requiredParagraph("Summary", "Its paragraph on /industries."),
    linkLabel: requiredText("Link label", "The link from /industries to this page."),
    bulletsHeading: requiredText("At a glance: heading"),
    bullets: textList(requiredText("Point"), "At a glance", { min: 3, max: 3 }),
    benefitsHeading: requiredText("Why it works: heading"),
    benefits: textList(requiredText("Benefit"), "Why it works", { min: 3, max: 5 }),
    stepsHeading: requiredText("How it works: heading"),
    steps: fields.array(
      fields.object({ title: requiredText("Title"), body: requiredParagraph("Text") }),
      {
        label: "How it works",
        itemLabel: (props) => props.fields.title.value,
        validation: { length: { min: 3, max: 4 } },
      },
    ),
    testimonial: fields.relationship({
      label: "Testimonial",
      collection: "testimonials",
      validation: required,
    }),
    faqs: fields.relationship({
      label: "Questions (a group of three)",
      collection: "faqs",
      validation: required,
    }),
    closing: fields.object(
      { heading: requiredText("Heading"), body: requiredParagraph("Text") },
      { label: "Closing call to action" },
    ),
  },
});

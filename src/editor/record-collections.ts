import { collection, fields } from "@keystatic/core";
import { RATING_SCALE } from "@/lib/content/text-fields";
import { required, requiredParagraph, requiredText } from "./fields";
import { STAT_TYPES } from "@/lib/counter";

/**
 * The small records pages name by slug, in the browser editor: testimonials, FAQ groups, stats
 * and claims, one YAML file each, field for field as their zod schemas take them.
 */

export const testimonialsCollection = collection({
  label: "Testimonials",
  path: "src/content/testimonials/*",
  slugField: "clinicType",
  format: { data: "yaml" },
  columns: ["clinicType", "role"],
  schema: {
    quote: requiredParagraph("Quote"),
    role: requiredText("Who said it", "Their role: Practice manager."),
    clinicType: fields.slug({
      name: {
        label: "Practice",
        description: "The kind of practice and its town: Dental practice, Austin.",
        validation: required,
      },
      slug: { label: "Name", description: "The name pages give it, such as home-dental-owner." },
    }),
    avatarLetter: fields.text({
      label: "Avatar letter",
      description: "One capital letter.",
      validation: {
        isRequired: true,
        pattern: { regex: /^[A-Z]$/, message: "one capital letter" },
      },
    }),
    rating: fields.number({
      label: "Rating",
      step: 0.1,
      validation: { isRequired: true, ...RATING_SCALE },
    }),
  },
});

export const faqsCollection = collection({
  label: "FAQ groups",
  path: "src/content/faqs/*",
  slugField: "heading",
  format: { data: "yaml" },
  columns: ["heading"],
  schema: {
    eyebrow: fields.text({
      label: "Eyebrow",
      defaultValue: "FAQ",
      validation: required,
    }),
    heading: fields.slug({
      name: { label: "Heading", validation: required },
      slug: { label: "Name", description: "The name pages give the group, such as services." },
    }),
    items: fields.array(
      fields.object({
        question: requiredText("Question"),
        answer: requiredParagraph("Answer", "One paragraph; **bold** and [links](/path)."),
      }),
      {
        label: "Questions",
        itemLabel: (props) => props.fields.question.value,
        validation: { length: { min: 1 } },
      },
    ),
  },
});

export const statsCollection = collection({
  label: "Stats",
  path: "src/content/stats/*",
  slugField: "label",
  format: { data: "yaml" },
  columns: ["label", "value"],
  schema: {
    type: fields.select({
      label: "Kind",
      description: "How the figure is written: 42%, 3x, $120k, 4.8 or a count.",
      options: STAT_TYPES.map((value) => ({ label: value, value })),
      defaultValue: "percent",
    }),
    value: fields.number({ label: "Value", validation: { isRequired: true, min: 0 } }),
    label: fields.slug({
      name: { label: "Label", validation: required },
      slug: { label: "Name", description: "Copy cites it as {stats.this}." },
    }),
    suffix: fields.text({ label: "After the number", description: 'Such as "k" or " hrs/wk".' }),
  },
});

export const claimsCollection = collection({
  label: "Claims",
  path: "src/content/claims/*",
  slugField: "name",
  format: { data: "yaml" },
  columns: ["name", "text"],
  schema: {
    name: fields.slug({
      name: { label: "What it is about", validation: required },
      slug: { label: "Name", description: "Copy cites it as {claims.this}." },
    }),
    text: requiredText("Claim", "As a sentence says it: under 7 seconds."),
  },
});

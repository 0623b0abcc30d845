import { collection, fields } from "@keystatic/core";
import { checkedField, group, list, optionalObject } from "./composite-fields";
import { copy, DESCRIPTION_LENGTH, TITLE_MAX_LENGTH } from "@/lib/content/text-fields";
import {
  channelsSchema,
  LIST_LENGTHS,
  moreProofSchema,
  type ListLength,
  pricingTiersSchema,
  relatedSchema,
  TIER_NAMES,
} from "@/content/service-fields";

/**
 * The services in the browser editor: one YAML file each, src/content/services/{slug}.yaml,
 * field for field as `serviceSchema` (src/content/services.ts) takes them.
 * src/editor/services-collection.test.ts keeps the two in step. Text may hold the site's
 * tokens ({brand}, {stats.calls-missed}): they are stored as typed and filled by the build.
 */

const requiredText = (label: string, description?: string) =>
  fields.text({ label, description, validation: { isRequired: true } });

const paragraph = (label: string) =>
  fields.text({ label, multiline: true, validation: { isRequired: true } });

const headingFields = () => ({
  eyebrow: requiredText("Eyebrow", "The small label above the heading."),
  heading: requiredText("Heading"),
});

/** A section's opening words, as `sectionCopy` takes them. */
const sectionFields = () => ({
  ...headingFields(),
  intro: fields.text({ label: "Lead paragraph", description: "Optional.", multiline: true }),
});

const cardFields = () => ({ title: requiredText("Title"), body: paragraph("Text") });

const textList = (label: string, itemLabel: string, length: ListLength) =>
  fields.array(requiredText(itemLabel), {
    label,
    itemLabel: (props) => props.value,
    validation: { length },
  });

/** A checkbox the file leaves out when off, as the files do for all but the featured tier. */
function omittedWhenOff(label: string, description: string) {
  const checkbox = fields.checkbox({ label, description });
  return { ...checkbox, serialize: (on: boolean) => ({ value: on || undefined }) };
}

const tier = group({
  name: fields.select({
    label: "Tier",
    options: TIER_NAMES.map((name) => ({ label: name, value: name })),
    defaultValue: TIER_NAMES[0],
  }),
  fit: requiredText("Who it is for"),
  featured: omittedWhenOff("Featured", "Marked as the most chosen; at most one tier."),
  includes: list(requiredText("Included"), {
    label: "What is included",
    itemName: "line",
    length: LIST_LENGTHS.tierIncludes,
  }),
});

const tierList = list(tier, {
  label: "Tiers",
  description: `${TIER_NAMES.join(", ")}, in that order.`,
  itemName: "tier",
  length: { min: TIER_NAMES.length, max: TIER_NAMES.length },
});

const tiers = checkedField(
  "Pricing tiers",
  // A new service starts with the three tiers named.
  { ...tierList, defaultValue: () => TIER_NAMES.map((name) => tier.parse({ name }, undefined)) },
  pricingTiersSchema,
);

export const servicesCollection = collection({
  label: "Services",
  path: "src/content/services/*",
  slugField: "name",
  format: { data: "yaml" },
  columns: ["name", "position"],
  // In the order the files hold them, so a saved file changes only where it was edited.
  schema: {
    position: fields.integer({
      label: "Position",
      description: "Its place in menus, the footer and /services: 1 comes first.",
      validation: { isRequired: true, min: 1 },
    }),
    name: fields.slug({
      name: {
        label: "Name",
        description: "In menus, links, breadcrumbs and the case-study request.",
        validation: { isRequired: true },
      },
      slug: {
        label: "Address",
        description: "The page's address: /services/{this}. Lowercase words joined by hyphens.",
      },
    }),
    title: fields.text({
      label: "Page title",
      validation: { isRequired: true, length: { max: TITLE_MAX_LENGTH } },
    }),
    description: fields.text({
      label: "Description",
      description: "In search results and link previews.",
      multiline: true,
      validation: { isRequired: true, length: DESCRIPTION_LENGTH },
    }),
    serviceType: requiredText("Kind of service", "For its Service structured data."),
    hero: fields.object(
      {
        ...headingFields(),
        intro: paragraph("Lead paragraph"),
        highlights: textList("Highlights", "Highlight", LIST_LENGTHS.highlights),
      },
      { label: "Hero" },
    ),
    benefits: fields.object(
      {
        ...sectionFields(),
        items: fields.array(fields.object(cardFields()), {
          label: "Benefits",
          itemLabel: (props) => props.fields.title.value,
          validation: { length: LIST_LENGTHS.benefits },
        }),
      },
      { label: "Benefits" },
    ),
    channels: optionalObject(
      "Channels",
      {
        ...sectionFields(),
        items: list(group(cardFields()), {
          label: "Channels",
          itemName: "channel",
          length: LIST_LENGTHS.channels,
        }),
      },
      channelsSchema,
    ),
    scheduler: fields.object(
      {
        ...sectionFields(),
        points: textList("What the demo covers", "Point", LIST_LENGTHS.schedulerPoints),
      },
      { label: "Demo booking" },
    ),
    calculator: fields.checkbox({
      label: "Show the missed-call calculator",
      description:
        "After the demo booking: visitors put in their own numbers and see what missed calls cost.",
      defaultValue: false,
    }),
    caseStudy: fields.object(
      {
        ...sectionFields(),
        figures: fields.array(
          fields.object({
            value: requiredText(
              "Figure",
              "As written: +57%, < 7 s, or a token such as {stats.uptime}.",
            ),
            label: requiredText("What it measures"),
          }),
          {
            label: "Figures",
            itemLabel: (props) => props.fields.value.value,
            validation: { length: LIST_LENGTHS.caseStudyFigures },
          },
        ),
        namesService: fields.checkbox({
          label: "The request names this service",
          description: "Every page but the receptionist's names its service.",
        }),
      },
      { label: "Case study" },
    ),
    pricing: fields.object({ ...sectionFields(), tiers }, { label: "Pricing" }),
    faqs: fields.relationship({
      label: "Questions",
      description: "The FAQ group shown on the page.",
      collection: "faqs",
      validation: { isRequired: true },
    }),
    related: optionalObject(
      "Related pages",
      {
        ...headingFields(),
        links: list(
          group({
            ...cardFields(),
            href: requiredText(
              "Link",
              "A site path (/services/chatbots), https://, mailto: or tel:+digits.",
            ),
          }),
          { label: "Pages", itemName: "page", length: LIST_LENGTHS.relatedLinks },
        ),
      },
      // The build checks each target once tokens are filled; here any text will do.
      relatedSchema(copy),
    ),
    moreProof: optionalObject(
      "More proof",
      { heading: requiredText("Heading"), body: paragraph("Text") },
      moreProofSchema,
    ),
  },
});

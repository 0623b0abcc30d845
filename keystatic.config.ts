import { collection, config, fields, singleton } from "@keystatic/core";
import {
  RATING_RANGE,
  SPECIALTIES,
  STATE_CODE,
  STORY_HEADINGS,
} from "./src/content/case-study-fields";
import { TITLE_MAX_LENGTH } from "./src/lib/content/text-fields";
import {
  AUTHOR_TYPES,
  COVER_FOLDER,
  COVER_PUBLIC_PATH,
  COVER_SIZE,
} from "./src/content/post-fields";
import { githubRepoSchema } from "./src/config/editor";
import { COPY_NAMES, copyPages, copyPath } from "./src/content/copy";
import { fieldsOf } from "./src/editor/schema-fields";
import {
  markdownBody,
  metaDescriptionField,
  positionField,
  required,
  requiredText,
} from "./src/editor/fields";
import { metricsField } from "./src/editor/metrics-field";
import { industriesCollection, pagesCollection } from "./src/editor/page-collections";
import { servicesCollection } from "./src/editor/services-collection";
import {
  faqsCollection,
  statsCollection,
  claimsCollection,
  testimonialsCollection,
} from "./src/editor/record-collections";

/**
 * The browser editor at /keystatic (`npm run dev`, or the production site in GitHub mode): every
 * collection of src/content, field for field as its zod schema takes it. Each entry is its file:
 * a Markdown file's fields as frontmatter and its text below, or a YAML file's fields.
 * src/editor/schemas-agree.test.ts keeps the editor and the schemas in step.
 */

// GitHub mode when a repository is configured (checked with the other settings by astro.config.ts);
// the page reads it in the browser, where only PUBLIC_ variables exist.
const githubRepo = githubRepoSchema
  .optional()
  .parse(import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO || undefined);

const specialtyOptions = SPECIALTIES.map((value) => ({ label: value, value }));

/** Each page's words (src/content/copy), its fields built from its schema. */
const copySingletons = Object.fromEntries(
  COPY_NAMES.map((name) => [
    name,
    singleton({
      label: copyPages[name].label,
      path: copyPath(name),
      format: { data: "yaml" },
      schema: fieldsOf(copyPages[name].schema),
    }),
  ]),
);

export default config({
  storage: githubRepo ? { kind: "github", repo: githubRepo } : { kind: "local" },
  ui: { brand: { name: "Voltcare AI content" } },
  singletons: copySingletons,
  collections: {
    posts: collection({
      label: "Blog posts",
      path: "src/content/posts/*",
      slugField: "title",
      format: { contentField: "body" },
      entryLayout: "content",
      columns: ["title", "date"],
      schema: {
        title: fields.slug({
          name: {
            label: "Title",
            validation: { isRequired: true, length: { max: TITLE_MAX_LENGTH } },
          },
          slug: {
            label: "Address",
            description: "The post's address: /blog/{this}. Lowercase words joined by hyphens.",
          },
        }),
        excerpt: metaDescriptionField("Summary", "On the blog list and in search results."),
        date: fields.date({ label: "Published on", validation: required }),
        dateModified: fields.date({
          label: "Last changed on",
          description: "The last change worth telling readers about; not before the publish date.",
          validation: required,
        }),
        author: requiredText("Author", "The byline, a person or the company."),
        authorType: fields.select({
          label: "The author is",
          options: AUTHOR_TYPES.map((value) => ({ label: value, value })),
          defaultValue: "Person",
        }),
        tags: fields.array(requiredText("Topic"), {
          label: "Topics",
          description: "Each has its page on the blog; the first shows on the share image.",
          itemLabel: (props) => props.value,
          validation: { length: { min: 1 } },
        }),
        cover: fields.image({
          label: "Cover image",
          description: `A drawing (SVG) or a photo at least ${COVER_SIZE.width}×${COVER_SIZE.height} pixels; photos are cut to that shape and made small for phones when the site builds.`,
          directory: COVER_FOLDER,
          publicPath: COVER_PUBLIC_PATH,
          validation: { isRequired: true },
        }),
        coverAlt: requiredText("Cover description", "What the picture shows, for screen readers."),
        intro: fields.text({
          label: "Opening paragraph",
          multiline: true,
          validation: required,
        }),
        bullets: fields.array(requiredText("Key point", "One line; **bold** and [links](/path)."), {
          label: "Key points",
          itemLabel: (props) => props.value,
          validation: { length: { min: 1 } },
        }),
        ctaLinks: fields.array(
          fields.object({
            label: requiredText("Label"),
            href: requiredText(
              "Link",
              "A site path (/services), https://, mailto: or tel:+digits.",
            ),
          }),
          {
            label: "Where to go from here",
            description: "The first is the main button.",
            itemLabel: (props) => props.fields.label.value,
            validation: { length: { min: 1 } },
          },
        ),
        draft: fields.checkbox({
          label: "Draft",
          description: "A draft stays off the site, the sitemap, the search and the feed.",
          defaultValue: false,
        }),
        body: markdownBody("The article. Headings start at ## (level 2)."),
      },
    }),
    caseStudies: collection({
      label: "Case studies",
      path: "src/content/case-studies/*",
      slugField: "clinic",
      format: { contentField: "body" },
      entryLayout: "content",
      columns: ["clinic", "specialty"],
      schema: {
        clinic: fields.slug({
          name: { label: "Clinic", validation: required },
          slug: {
            label: "Address",
            description:
              "The story's address: /case-studies/{this}. The clinic and its city, such as lumen-aesthetics-scottsdale.",
          },
        }),
        specialty: fields.select({
          label: "Specialty",
          options: specialtyOptions,
          defaultValue: "Other",
        }),
        city: requiredText("City"),
        state: fields.text({
          label: "State",
          description: "Two capital letters, such as TX.",
          validation: {
            isRequired: true,
            pattern: { regex: STATE_CODE, message: "a two-letter state code" },
          },
        }),
        rating: fields.number({
          label: "Rating",
          step: 0.1,
          validation: { isRequired: true, ...RATING_RANGE },
        }),
        position: positionField("Its place in its specialty's list: 1 comes first."),
        metrics: metricsField,
        testimonial: fields.text({ label: "Testimonial", multiline: true, validation: required }),
        role: requiredText("Who said it", "Their role, such as Practice Manager."),
        dateModified: fields.date({
          label: "Last changed on",
          description: "Leave empty until the story changes after it was published.",
        }),
        body: markdownBody(
          `The story in three sections, in this order, each under its heading: ${Object.values(
            STORY_HEADINGS,
          )
            .map((heading) => `## ${heading}`)
            .join(", ")}.`,
        ),
      },
    }),
    pages: pagesCollection,
    services: servicesCollection,
    industries: industriesCollection,
    testimonials: testimonialsCollection,
    faqs: faqsCollection,
    stats: statsCollection,
    claims: claimsCollection,
  },
});

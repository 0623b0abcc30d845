import { getCollection, getEntry, type CollectionKey } from "astro:content";
import { z } from "zod";
import { site } from "@/config/site";
import { oncePerBuild } from "@/lib/once-per-build";
import { copyFile, copyPages, type CopyPages } from "../copy";
import { COVER_SIZE, postFields } from "../schemas/records/post-fields";
import { REFERENCED_COLLECTIONS } from "../schemas/record-refs";
import { COLLECTIONS, type CollectionOfFormat, type CollectionSchema } from "../registry";
import { inListOrder, toCaseStudy, type CaseStudy } from "./case-studies";
import { ContentError } from "./content-error";
import { figureTokens } from "./figures";
import {
  finishFields,
  type FinishContext,
  type FinishedFields,
  type FinishedRecord,
} from "./finish";
import { headedSections, type HeadedText, type MarkdownHeading } from "./markdown";
import { framedPicture } from "./picture";
import {
  checkedCover,
  isPublished,
  newestFirst,
  toPost,
  type Post,
  type PostRecord,
} from "./posts";
import { inSections, type Download, type ProsePage } from "./prose";
import { contentTokens, fillTokens, type ContentTokens } from "./tokens";

/**
 * The one way the site reads its content: Astro's collections (src/content.config.ts), finished
 * into the records pages show, their Markdown as Astro rendered it.
 */

const fileOf = (entry: { id: string; filePath?: string }) => entry.filePath ?? entry.id;

const tokens = oncePerBuild(async (): Promise<ContentTokens> => {
  const [caseStudies, stats, claims] = await Promise.all([
    getCollection("caseStudies"),
    getCollection("stats"),
    getCollection("claims"),
  ]);
  const sources = (entries: { id: string; data: unknown }[]) =>
    entries.map((entry) => ({ slug: entry.id, fields: entry.data }));
  const figures = figureTokens({
    caseStudies: sources(caseStudies),
    stats: sources(stats),
    claims: sources(claims),
  });
  return contentTokens(site, figures);
});

/** What finishing a record needs: the tokens, and the records fields name, finished themselves. */
const finishing = oncePerBuild(async (): Promise<FinishContext> => {
  const values = await tokens();
  const plain: FinishContext = { tokens: values, record: () => undefined };
  const records = new Map(
    await Promise.all(
      REFERENCED_COLLECTIONS.map(async (name) => {
        const { schema } = COLLECTIONS[name];
        const entries = await getCollection(name);
        const bySlug = new Map(
          entries.map((entry) => [entry.id, { ...finished(schema, entry, plain), slug: entry.id }]),
        );
        return [name, bySlug] as const;
      }),
    ),
  );
  return { tokens: values, record: (collection, slug) => records.get(collection)?.get(slug) };
});

function finished<Schema extends z.ZodType>(
  schema: Schema,
  entry: { id: string; filePath?: string; data: unknown },
  context: FinishContext,
): FinishedFields<Schema> {
  return finishFields(schema, entry.data, fileOf(entry), context) as FinishedFields<Schema>;
}

type RenderedEntry = {
  id: string;
  filePath?: string;
  rendered?: { html: string; metadata?: object };
};

/** Astro's Markdown plugins fill the site's details and leave the figures, filled in here. */
function renderedBody(entry: RenderedEntry, { tokens }: FinishContext) {
  const metadata = entry.rendered?.metadata as { headings?: MarkdownHeading[] } | undefined;
  return {
    html: fillTokens(entry.rendered?.html ?? "", tokens, fileOf(entry)),
    headings: (metadata?.headings ?? []).map((heading) => ({
      ...heading,
      text: fillTokens(heading.text, tokens, fileOf(entry)),
    })),
  };
}

function inPositionOrder<T extends { position: number; slug: string }>(records: T[]): T[] {
  return records.sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug, "en"));
}

/** The YAML collections whose records have a `position`: the services, the industries. */
type ListedCollection = {
  [Name in CollectionOfFormat<"yaml">]: z.output<CollectionSchema<Name>> extends {
    position: number;
  }
    ? Name
    : never;
}[CollectionOfFormat<"yaml">];

export async function listedRecords<Name extends ListedCollection>(
  name: Name,
): Promise<FinishedRecord<CollectionSchema<Name>>[]> {
  const [entries, context] = await Promise.all([getCollection(name), finishing()]);
  const records = entries.map((entry) => ({
    ...(finished(COLLECTIONS[name].schema, entry, context) as { position: number }),
    slug: entry.id,
  }));
  return inPositionOrder(records) as FinishedRecord<CollectionSchema<Name>>[];
}

export type CopyOf<Pages extends CopyPages> = {
  [Name in keyof Pages]: FinishedFields<Pages[Name]["schema"]>;
};

/** Each copy file of `pages`, finished: each is an Astro collection of one entry of its name. */
export async function readCopy<Pages extends CopyPages>(pages: Pages): Promise<CopyOf<Pages>> {
  const context = await finishing();
  const entries = await Promise.all(
    Object.entries(pages).map(async ([name, { schema }]) => {
      // The collections are named in src/content.config.ts, which Astro's types are made from.
      const entry = await getEntry(name as CollectionKey, name);
      if (!entry) throw new ContentError(`${copyFile(name)} could not be read (see the log above)`);
      return [name, finished(schema, entry, context)];
    }),
  );
  return Object.fromEntries(entries) as CopyOf<Pages>;
}

export type SiteCopy = CopyOf<typeof copyPages>;

export const siteCopy = oncePerBuild((): Promise<SiteCopy> => readCopy(copyPages));

/** The published posts, newest first, each with its body as Astro rendered it. */
export const postRecords = oncePerBuild(async (): Promise<PostRecord[]> => {
  const [entries, context] = await Promise.all([
    getCollection("posts", (entry) => isPublished(entry.data)),
    finishing(),
  ]);
  return newestFirst(
    entries.map((entry) =>
      toPost(
        entry.id,
        {
          ...finished(postFields(z.unknown()), entry, context),
          cover: checkedCover(entry.data.cover, fileOf(entry)),
        },
        renderedBody(entry, context),
      ),
    ),
  );
});

/** The published posts as pages show them: each cover made into a picture in the share card's frame. */
export const publishedPosts = oncePerBuild(async (): Promise<Post[]> => {
  return Promise.all(
    (await postRecords()).map(async (post) => ({
      ...post,
      cover: await framedPicture(post.cover, COVER_SIZE),
    })),
  );
});

/** A Markdown collection's records, `build` given each one's text cut at its `## ` headings. */
async function markdownRecords<Name extends CollectionOfFormat<"markdown">, Record>(
  name: Name,
  build: (
    slug: string,
    data: FinishedFields<CollectionSchema<Name>>,
    text: HeadedText,
    file: string,
  ) => Record,
): Promise<Record[]> {
  const [entries, context] = await Promise.all([getCollection(name), finishing()]);
  return entries.map((entry) =>
    build(
      entry.id,
      finished(COLLECTIONS[name].schema, entry, context) as FinishedFields<CollectionSchema<Name>>,
      headedSections(renderedBody(entry, context)),
      fileOf(entry),
    ),
  );
}

export const listCaseStudies = oncePerBuild(async (): Promise<CaseStudy[]> =>
  inListOrder(await markdownRecords("caseStudies", toCaseStudy)),
);

export const listProsePages = oncePerBuild((): Promise<ProsePage[]> =>
  markdownRecords("pages", inSections),
);

export const listDownloads = oncePerBuild((): Promise<Download[]> =>
  markdownRecords("downloads", inSections),
);

export async function prosePage(pageSlug: string): Promise<ProsePage> {
  const page = (await listProsePages()).find((candidate) => candidate.slug === pageSlug);
  if (!page) throw new Error(`No page src/content/${COLLECTIONS.pages.folder}/${pageSlug}.md`);
  return page;
}

import { cn } from "@/components/ui/cn";
import { Container } from "@/components/ui/container";
import { Markdown } from "@/components/ui/markdown";
import { sectionHeadingId } from "@/components/ui/section";
import type { ChromeCopy } from "@/content/schemas/copy/chrome";
import type { ProseSection } from "@/content/readers/prose";
import { slugify } from "@/lib/text/slug";
import { formatDate } from "@/lib/text/text";

export type ProseSectionsProps = {
  chrome: ChromeCopy;
  sections: readonly ProseSection[];
  /** ISO date of the last revision, shown above the text (legal pages). */
  updated?: string;
};

const TABLE_OF_CONTENTS_MIN_SECTIONS = 6;

export function ProseSections({ sections, updated, chrome }: ProseSectionsProps) {
  const withContents = sections.length >= TABLE_OF_CONTENTS_MIN_SECTIONS;
  const anchored = sections.map((section) => ({ ...section, id: slugify(section.heading) }));
  return (
    <Container
      className={cn(
        "py-16 sm:py-20",
        withContents && "gap-16 lg:grid lg:grid-cols-[16rem_minmax(0,46rem)]",
      )}
    >
      {withContents ? (
        <nav aria-labelledby="toc-heading" className="mb-12 lg:mb-0">
          <div className="rounded-card border border-ink-100 bg-ink-50 p-5 lg:sticky lg:top-28">
            <h2
              id="toc-heading"
              className="text-sm font-semibold tracking-wide text-ink-600 uppercase"
            >
              {chrome.prose.tableOfContents}
            </h2>
            <ol className="mt-3 space-y-1.5 text-[0.9375rem]">
              {anchored.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-ink-700 hover:text-bolt-600">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
      ) : null}
      <div className={cn("max-w-[46rem]", withContents && "lg:col-start-2")}>
        {updated ? (
          <p className="mb-10 text-sm text-ink-500">
            {chrome.prose.lastUpdated} <time dateTime={updated}>{formatDate(updated)}</time>
          </p>
        ) : null}
        <div className="space-y-12">
          {anchored.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={sectionHeadingId(section.id)}
            >
              <h2
                id={sectionHeadingId(section.id)}
                className="text-2xl font-bold tracking-tight text-ink-900 sm:text-[1.75rem]"
              >
                {section.heading}
              </h2>
              <Markdown as="div" html={section.body} className="markdown-body mt-4" />
            </section>
          ))}
        </div>
      </div>
    </Container>
  );
}

import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { ArrowRightIcon, CheckIcon } from "@/components/ui/icons";
import { Markdown } from "@/components/ui/markdown";
import { ResponsivePicture } from "@/components/ui/responsive-picture";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import { site } from "@/config/site";
import type { ChromeCopy } from "@/content/schemas/copy/chrome";
import { paths } from "@/lib/paths";
import { type Post } from "@/content/readers/posts";
import { PostNeighbours, type PostNeighboursProps } from "./post-neighbours";
import { PostTags } from "./post-tags";

/** The article's column: the container less its padding, at most 46rem beside the contents. */
const ARTICLE_COVER_SIZES =
  "(min-width: 1024px) 736px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)";

/** On wide screens a column beside the article lists its sections and offers the demo. */
export function PostArticle({
  post,
  older,
  newer,
  blogPage,
  chrome,
}: { post: Post; chrome: ChromeCopy } & PostNeighboursProps) {
  const copy = blogPage.post;
  const sections = post.body.headings.filter((heading) => heading.depth === 2);
  return (
    <Container className="pb-16 sm:pb-24">
      <div className="gap-16 lg:grid lg:grid-cols-[minmax(0,46rem)_minmax(0,17rem)] lg:justify-between">
        <article className="min-w-0">
          <ResponsivePicture
            picture={post.cover}
            alt={post.coverAlt}
            sizes={ARTICLE_COVER_SIZES}
            priority
            className="relative -mt-12 w-full rounded-card border border-ink-100 bg-bolt-50 shadow-lift"
          />
          <p className="mt-10 text-lead text-ink-800">{post.intro}</p>

          <section
            aria-labelledby="post-key-points"
            className="mt-10 rounded-card border border-bolt-100 bg-bolt-50 p-6 sm:p-8"
          >
            <h2
              id="post-key-points"
              className="text-sm font-semibold tracking-wide text-bolt-700 uppercase"
            >
              {copy.keyPoints}
            </h2>
            <ul className="mt-4 space-y-3.5">
              {post.bullets.map((bullet, index) => (
                <li key={index} className="flex gap-3 text-ink-800">
                  <CheckIcon className="mt-1 size-5 shrink-0 text-teal-600" />
                  <Markdown html={bullet} />
                </li>
              ))}
            </ul>
          </section>

          <Markdown as="div" html={post.body.html} className="markdown-body mt-12 sm:text-lg" />

          <nav
            aria-labelledby="post-next-steps"
            className="mt-12 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8"
          >
            <h2 id="post-next-steps" className="text-xl font-bold tracking-tight text-ink-900">
              {copy.nextSteps}
            </h2>
            <ul className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {post.ctaLinks.map((link, index) => (
                <li key={link.href}>
                  <ButtonLink
                    href={link.href}
                    variant={index === 0 ? "primary" : "secondary"}
                    className="w-full sm:w-auto"
                  >
                    {link.label}
                    <ArrowRightIcon />
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </nav>

          <footer className="mt-10 flex flex-col gap-6 border-t border-ink-100 pt-8 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm font-semibold text-ink-900">{copy.topics}</span>
              <PostTags tags={post.tags} />
            </div>
            <a
              href={paths.blog}
              className="font-semibold text-bolt-600 underline-offset-4 hover:underline"
            >
              {copy.back}
            </a>
          </footer>
          <PostNeighbours older={older} newer={newer} blogPage={blogPage} />
        </article>

        <aside className="hidden lg:block">
          <div className="mt-12 space-y-6 lg:sticky lg:top-28">
            <nav
              aria-labelledby="post-contents"
              className="rounded-card border border-ink-100 bg-ink-50 p-5"
            >
              <h2
                id="post-contents"
                className="text-sm font-semibold tracking-wide text-ink-600 uppercase"
              >
                {chrome.prose.tableOfContents}
              </h2>
              <ol className="mt-3 space-y-1.5 text-[0.9375rem]">
                {sections.map((section) => (
                  <li key={section.slug}>
                    <a href={`#${section.slug}`} className="text-ink-700 hover:text-bolt-600">
                      {section.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <div className="rounded-card bg-ink-900 p-6 text-white shadow-lift">
              <p className="text-lg font-bold tracking-tight">{copy.sidebar.heading}</p>
              <p className="mt-2 text-[0.9375rem] text-ink-200">{copy.sidebar.body}</p>
              <SchedulerLink
                schedulerUrl={site.schedulerUrl}
                variant="onDark"
                className="mt-5 w-full"
                trackLabel="Book a Free Demo (blog post)"
              >
                {copy.sidebar.cta}
              </SchedulerLink>
            </div>
          </div>
        </aside>
      </div>
    </Container>
  );
}

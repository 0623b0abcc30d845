import { ArrowRightIcon, BoltIcon } from "@/components/ui/icons";
import { StarRating } from "@/components/blocks/star-rating";
import { caseStudyGist, type CaseStudy } from "@/content/readers/case-studies";
import type { CaseStudiesPage } from "@/content/schemas/copy/case-studies-page";
import { paths } from "@/lib/paths";
import { shorten } from "@/lib/text/text";

const QUOTE_LENGTH = 120;
const ROW_LENGTH = 150;

export type CaseStudyCopy = {
  caseStudiesPage: CaseStudiesPage;
  ratingLabel: string;
};

export function CaseStudyCard({
  study,
  caseStudiesPage,
  ratingLabel,
}: { study: CaseStudy } & CaseStudyCopy) {
  const { card } = caseStudiesPage;
  const [uplift, response] = study.metrics;
  const rows = [
    [card.impact, study.results],
    [card.challenge, study.problem],
    [card.approach, study.solution],
  ] as const;
  return (
    <article className="flex h-full flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-7">
      <div className="flex items-start justify-between gap-3">
        <p className="flex min-w-0 flex-col">
          <span className="text-4xl font-bold tracking-tight text-bolt-600">
            +{uplift.percent}%
          </span>
          <span className="mt-1 text-sm text-ink-600">{uplift.label}</span>
        </p>
        <p className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-teal-50 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-teal-700">
          <BoltIcon className="size-3.5" />
          {card.responseBefore} {response.seconds}
          {card.responseAfter}
        </p>
      </div>
      <blockquote className="mt-6 text-ink-800">
        <p>“{shorten(study.testimonial, QUOTE_LENGTH)}”</p>
      </blockquote>
      <StarRating rating={study.rating} label={ratingLabel} className="mt-4" />
      <h3 className="mt-4 text-lg font-bold text-ink-900">{study.clinic}</h3>
      <p className="text-sm text-ink-600">
        {study.role} · {study.specialty} · {study.city}, {study.state}
      </p>
      <dl className="mt-5 space-y-3 border-t border-ink-100 pt-5 text-sm">
        {rows.map(([term, field]) => (
          <div key={term}>
            <dt className="font-semibold text-ink-900">{term}</dt>
            <dd className="mt-0.5 text-ink-600">{shorten(caseStudyGist(field), ROW_LENGTH)}</dd>
          </div>
        ))}
      </dl>
      <a
        href={paths.caseStudy(study.slug)}
        aria-label={`${card.readStory}: ${study.clinic}`}
        className="mt-auto inline-flex items-center gap-2 pt-6 font-semibold text-bolt-600 underline-offset-4 hover:underline"
      >
        {card.readStory}
        <ArrowRightIcon />
      </a>
    </article>
  );
}

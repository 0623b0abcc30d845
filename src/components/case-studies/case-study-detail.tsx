import { cn } from "@/components/ui/cn";
import { Markdown } from "@/components/ui/markdown";
import { Section } from "@/components/ui/section";
import { StarRating } from "@/components/blocks/star-rating";
import { caseStudyFigure, type CaseStudy } from "@/content/readers/case-studies";
import type { CaseStudiesPage } from "@/content/schemas/copy/case-studies-page";
import { CaseStudyCard, type CaseStudyCopy } from "./case-study-card";

/** One row for all the figures at desktop width: a story has two to five. */
const metricColumns: Record<number, string> = {
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
};

export function CaseStudyMetrics({
  study,
  caseStudiesPage,
}: {
  study: CaseStudy;
  caseStudiesPage: CaseStudiesPage;
}) {
  return (
    <Section id="numbers" heading={caseStudiesPage.detail.metrics}>
      <dl className={cn("grid gap-4 sm:grid-cols-2", metricColumns[study.metrics.length])}>
        {study.metrics.map((metric) => (
          <div
            key={metric.label}
            className="flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card"
          >
            <dt className="order-last mt-2 text-sm text-ink-600">{metric.label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-bolt-600">
              {caseStudyFigure(metric)}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function CaseStudyStory({
  study,
  caseStudiesPage,
}: {
  study: CaseStudy;
  caseStudiesPage: CaseStudiesPage;
}) {
  const { detail } = caseStudiesPage;
  const parts = [
    [detail.challenge, study.problem],
    [detail.approach, study.solution],
    [detail.results, study.results],
  ] as const;
  return (
    <Section id="story" tone="muted">
      <div className="grid gap-10 lg:grid-cols-3 lg:gap-12">
        {parts.map(([heading, text]) => (
          <div key={heading}>
            <h2 className="text-h3 font-bold text-ink-900">{heading}</h2>
            <Markdown as="div" html={text} className="mt-4 space-y-4 text-ink-700" />
          </div>
        ))}
      </div>
    </Section>
  );
}

export function CaseStudyQuote({
  study,
  caseStudiesPage,
  ratingLabel,
}: { study: CaseStudy } & CaseStudyCopy) {
  const { detail } = caseStudiesPage;
  return (
    <Section id="testimonial" heading={detail.testimonial}>
      <figure className="mx-auto max-w-3xl text-center">
        <blockquote className="text-[clamp(1.375rem,1.1rem+1vw,1.875rem)] leading-snug font-semibold text-balance text-ink-900">
          <p>“{study.testimonial}”</p>
        </blockquote>
        <figcaption className="mt-6 flex flex-col items-center gap-2">
          <StarRating rating={study.rating} label={ratingLabel} />
          <span className="font-semibold text-ink-900">{study.role}</span>
          <span className="text-sm text-ink-600">
            {study.clinic} · {study.city}, {study.state}
          </span>
        </figcaption>
      </figure>
    </Section>
  );
}

export function RelatedCaseStudies({
  studies,
  caseStudiesPage,
  ratingLabel,
}: { studies: readonly CaseStudy[] } & CaseStudyCopy) {
  return (
    <Section id="related" tone="muted" heading={caseStudiesPage.detail.related}>
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {studies.map((study) => (
          <CaseStudyCard
            key={study.slug}
            study={study}
            caseStudiesPage={caseStudiesPage}
            ratingLabel={ratingLabel}
          />
        ))}
      </div>
    </Section>
  );
}

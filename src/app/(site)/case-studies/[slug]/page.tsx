import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  CaseStudyMetrics,
  CaseStudyQuote,
  CaseStudyStory,
  RelatedCaseStudies,
} from "@/components/case-studies/case-study-detail";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button-link";
import { BreadcrumbJsonLd, JsonLd } from "@/components/ui/json-ld";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import { site } from "@/config/site";
import {
  CASE_STUDY_DATE_PUBLISHED,
  caseStudiesPage,
  caseStudyGist,
  caseStudyHeadline,
  getAllCaseStudies,
  getCaseStudyBySlug,
  getRelatedCaseStudies,
} from "@/content/case-studies";
import { chrome } from "@/content/chrome";
import { paths } from "@/content/paths";
import { getLiveRoute } from "@/content/routes";
import { articleJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string }> };

// Unknown ids never reach the page: the global 404 answers them with 'Case study not found.'.
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllCaseStudies().map((study) => ({ slug: study.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return buildMetadata(site, getLiveRoute(paths.caseStudy((await params).slug)));
}

export default async function CaseStudyPage({ params }: Props) {
  const study = getCaseStudyBySlug((await params).slug);
  if (!study) notFound();
  const route = getLiveRoute(paths.caseStudy(study.slug));
  const caseStudies = getLiveRoute(paths.caseStudies);
  return (
    <>
      <PageHero
        eyebrow={`${study.specialty} · ${study.city}, ${study.state}`}
        heading={caseStudyHeadline(study)}
        intro={caseStudyGist(study.results)}
      >
        <SchedulerLink
          schedulerUrl={site.schedulerUrl}
          size="lg"
          trackLabel="Book a Free Demo (case study)"
        >
          {chrome.bookFreeDemo}
        </SchedulerLink>
        <ButtonLink href={paths.caseStudies} prefetch={false} size="lg" variant="outlineOnDark">
          {caseStudiesPage.detail.back}
        </ButtonLink>
      </PageHero>
      <CaseStudyMetrics study={study} />
      <CaseStudyStory study={study} />
      <CaseStudyQuote study={study} />
      <RelatedCaseStudies studies={getRelatedCaseStudies(study, 3)} />
      <CtaBand />
      <BreadcrumbJsonLd
        trail={[
          { name: caseStudies.title, path: caseStudies.path },
          { name: route.title, path: route.path },
        ]}
      />
      <JsonLd
        data={articleJsonLd(site, {
          type: "Article",
          headline: caseStudyHeadline(study),
          description: route.description,
          path: route.path,
          datePublished: CASE_STUDY_DATE_PUBLISHED,
        })}
      />
    </>
  );
}

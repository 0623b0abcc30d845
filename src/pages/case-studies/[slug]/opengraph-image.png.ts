import type { APIRoute } from "astro";
import { shareImageResponse } from "@/components/brand/share-image-png";
import { type CaseStudy } from "@/content/readers/case-studies";
import { listCaseStudies } from "@/content/readers/collections";

export async function getStaticPaths() {
  return (await listCaseStudies()).map((study) => ({
    params: { slug: study.slug },
    props: { study },
  }));
}

export const GET: APIRoute<{ study: CaseStudy }> = ({ props: { study }, locals }) => {
  const [uplift, response] = study.metrics;
  const { eyebrow, card } = locals.site.copy.caseStudiesPage;
  return shareImageResponse({
    eyebrow: `${eyebrow} · ${study.specialty}`,
    heading: study.clinic,
    tagline: `${study.city}, ${study.state} · ${card.responseBefore} ${response.seconds}${card.responseAfter}`,
    figure: { value: `+${uplift.percent}%`, label: uplift.label },
  });
};

import type { ReactNode } from "react";
import { Section, sectionHeadingId } from "@/components/ui/section";
import type { Specialty } from "@/content/schemas/records/case-study-fields";
import type { CaseStudy } from "@/content/readers/case-studies";
import type { CaseStudiesPage } from "@/content/schemas/copy/case-studies-page";
import { slugify } from "@/lib/text/slug";
import { CaseStudyCard, type CaseStudyCopy } from "./case-study-card";
import { SpecialtyCarousel } from "./specialty-carousel";

export type CaseStudyGroupProps = CaseStudyCopy & {
  specialty: Specialty;
  studies: readonly CaseStudy[];
  /** Its place on the page, which alternates the sections' tone. */
  index: number;
  children: ReactNode;
};

export function specialtyIds(specialty: Specialty) {
  const id = slugify(specialty);
  return { id, headingId: sectionHeadingId(id) };
}

export function CaseStudyGroup({
  specialty,
  studies,
  index,
  caseStudiesPage,
  ratingLabel,
  children,
}: CaseStudyGroupProps) {
  const copy = caseStudiesPage.specialties[specialty];
  return (
    <Section
      id={specialtyIds(specialty).id}
      tone={index % 2 === 0 ? "light" : "muted"}
      heading={copy.heading}
      intro={copy.intro}
    >
      <SpecialtyCarousel
        slides={studies.map((study) => (
          <CaseStudyCard
            key={study.slug}
            study={study}
            caseStudiesPage={caseStudiesPage}
            ratingLabel={ratingLabel}
          />
        ))}
      >
        {children}
      </SpecialtyCarousel>
    </Section>
  );
}

export function SpecialtyLinks({
  specialties,
  caseStudiesPage,
}: {
  specialties: readonly Specialty[];
  caseStudiesPage: CaseStudiesPage;
}) {
  return (
    <nav aria-label={caseStudiesPage.jumpTo} className="w-full">
      <ul className="flex flex-wrap gap-2">
        {specialties.map((specialty) => (
          <li key={specialty}>
            <a
              href={`#${specialtyIds(specialty).id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-white/15 bg-white/5 px-4 text-sm font-semibold text-white transition-colors hover:border-bolt-300 hover:bg-white/10"
            >
              {caseStudiesPage.specialties[specialty].heading}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Section } from "@/components/ui/section";
import { caseStudiesPage, getCaseStudiesBySpecialty } from "@/content/case-studies";
import { slugify } from "@/lib/slug";
import { CaseStudyCard } from "./case-study-card";
import { SpecialtyCarousel } from "./specialty-carousel";

/** Every story, one section per specialty: a carousel on phones and tablets, a grid above. */
export function CaseStudyGroups() {
  return getCaseStudiesBySpecialty().map(({ specialty, studies }, index) => {
    const copy = caseStudiesPage.specialties[specialty];
    const id = slugify(specialty);
    return (
      <Section
        key={specialty}
        id={id}
        tone={index % 2 === 0 ? "light" : "muted"}
        heading={copy.heading}
        intro={copy.intro}
      >
        <SpecialtyCarousel
          labelledBy={`${id}-heading`}
          slides={studies.map((study) => (
            <CaseStudyCard key={study.slug} study={study} />
          ))}
          copy={caseStudiesPage.carousel}
        />
      </Section>
    );
  });
}

/** Links from the hero to each specialty's section. */
export function SpecialtyLinks() {
  return (
    <nav aria-label={caseStudiesPage.jumpTo} className="w-full">
      <ul className="flex flex-wrap gap-2">
        {getCaseStudiesBySpecialty().map(({ specialty }) => (
          <li key={specialty}>
            <a
              href={`#${slugify(specialty)}`}
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

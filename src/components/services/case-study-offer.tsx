import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { FigureList } from "@/components/blocks/figure-list";
import { Eyebrow } from "@/components/ui/section";
import type { Service } from "@/content/schemas/records/services";
import { DarkBand } from "@/components/sections/dark-band";

export type CaseStudyOfferProps = {
  service: Service;
  children: ReactNode;
};

/** The section's id: the form's place on the page, to which a request sent without script returns. */
export const CASE_STUDY_OFFER_ID = "case-study";

export function CaseStudyOffer({ service, children }: CaseStudyOfferProps) {
  const copy = service.caseStudy;
  return (
    <section id={CASE_STUDY_OFFER_ID} aria-labelledby="case-study-heading">
      <Container className="py-16 sm:py-24">
        <DarkBand
          as="div"
          data-reveal=""
          className="grid gap-10 rounded-[1.5rem] px-6 py-12 sm:px-12 sm:py-16 lg:grid-cols-2 lg:gap-16"
        >
          <div>
            <Eyebrow dark>{copy.eyebrow}</Eyebrow>
            <h2 id="case-study-heading" className="text-h2 font-bold text-balance">
              {copy.heading}
            </h2>
            {copy.intro ? <p className="mt-5 text-lead text-ink-200">{copy.intro}</p> : null}
          </div>
          <div className="flex flex-col justify-center gap-10">
            <FigureList figures={copy.figures} tone="dark" className="grid-cols-3" />
            {children}
          </div>
        </DarkBand>
      </Container>
    </section>
  );
}

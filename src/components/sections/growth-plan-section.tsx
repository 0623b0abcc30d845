import { SchedulerLeadForm } from "@/components/forms/scheduler-lead-form";
import { CheckIcon } from "@/components/ui/icons";
import { Section, sectionHeadingId } from "@/components/ui/section";
import type { HomePage } from "@/content/home";

export type GrowthPlanSectionProps = {
  copy: HomePage["leadForm"];
  schedulerUrl: string;
  apiBaseUrl: string;
};

const SECTION_ID = "growth-plan";

/** The closing lead form: what the visitor gets, and beside it (on wide screens) the form. */
export function GrowthPlanSection({ copy, schedulerUrl, apiBaseUrl }: GrowthPlanSectionProps) {
  return (
    <Section
      id={SECTION_ID}
      eyebrow={copy.eyebrow}
      heading={copy.heading}
      intro={copy.intro}
      aside={
        <ul className="mt-8 space-y-4">
          {copy.points.map((point) => (
            <li key={point} className="flex gap-3 text-ink-700">
              <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-teal-50 text-teal-700">
                <CheckIcon className="size-4" />
              </span>
              {point}
            </li>
          ))}
        </ul>
      }
    >
      <div className="rounded-[1.5rem] border border-ink-100 bg-white p-6 shadow-lift sm:p-10">
        <SchedulerLeadForm
          kind="home"
          copy={{
            fields: copy.fields,
            submit: copy.submit,
            submitting: copy.submitting,
            lead: copy.lead,
          }}
          schedulerUrl={schedulerUrl}
          apiBaseUrl={apiBaseUrl}
          labelledBy={sectionHeadingId(SECTION_ID)}
        />
        <p className="mt-5 text-sm text-ink-600">{copy.note}</p>
      </div>
    </Section>
  );
}

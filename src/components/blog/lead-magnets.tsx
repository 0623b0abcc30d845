import type { ReactNode } from "react";
import { EmailCaptureForm } from "@/components/forms/email-capture-form";
import { CheckList } from "@/components/ui/check-list";
import { BrowserIcon, PhoneIcon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import { site } from "@/config/site";
import { blogPage, leadMagnetRequest, type LeadMagnet } from "@/content/posts";

/** The blog's two free downloads, each with what's inside and its own email form. */
export function LeadMagnets() {
  const { leadMagnets } = blogPage;
  return (
    <Section
      id="downloads"
      tone="muted"
      eyebrow={leadMagnets.eyebrow}
      heading={leadMagnets.heading}
      intro={leadMagnets.intro}
    >
      <ul className="grid gap-6 lg:grid-cols-2">
        {leadMagnets.items.map((magnet) => (
          <li key={magnet.slug}>
            <LeadMagnetCard magnet={magnet} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Each download's icon: the receptionist's phone, the website checklist's browser. */
const ICONS: Record<string, ReactNode> = {
  "ai-receptionist-playbook": <PhoneIcon className="size-6" />,
  "clinic-conversion-checklist": <BrowserIcon />,
};

function LeadMagnetCard({ magnet }: { magnet: LeadMagnet }) {
  const { leadMagnets } = blogPage;
  const titleId = `${magnet.slug}-title`;
  return (
    <article
      id={magnet.slug}
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8"
    >
      <div className="flex items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-control bg-bolt-50 text-bolt-600">
          {ICONS[magnet.slug] ?? <PhoneIcon className="size-6" />}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-bolt-600 uppercase">
            {magnet.format}
          </p>
          <h3 id={titleId} className="mt-1 text-2xl font-bold tracking-tight text-ink-900">
            {magnet.title}
          </h3>
        </div>
      </div>
      <p className="mt-5 text-ink-600">{magnet.description}</p>
      <p className="mt-6 text-sm font-semibold text-ink-900">{leadMagnets.inside}</p>
      <CheckList items={magnet.inside} className="mt-3" />
      <div className="mt-auto pt-8">
        <div className="border-t border-ink-100 pt-6">
          <EmailCaptureForm
            apiBaseUrl={site.apiBaseUrl}
            lead={{ form: "lead-magnet", ...leadMagnetRequest(magnet) }}
            copy={{ ...leadMagnets.form, submit: magnet.submit }}
            labelledBy={titleId}
          />
        </div>
      </div>
    </article>
  );
}

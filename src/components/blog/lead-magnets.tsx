import type { ReactNode } from "react";
import { CheckList } from "@/components/blocks/check-list";
import { BrowserIcon, PhoneIcon } from "@/components/ui/icons";
import type { BlogPage, LeadMagnet } from "@/content/schemas/copy/blog-page";

const ICONS: Record<string, ReactNode> = {
  "ai-receptionist-playbook": <PhoneIcon className="size-6" />,
  "clinic-conversion-checklist": <BrowserIcon />,
};

export function leadMagnetTitleId(magnet: LeadMagnet): string {
  return `${magnet.download.slug}-title`;
}

export function LeadMagnetCard({
  magnet,
  leadMagnets,
  children,
}: {
  magnet: LeadMagnet;
  leadMagnets: BlogPage["leadMagnets"];
  children: ReactNode;
}) {
  const titleId = leadMagnetTitleId(magnet);
  return (
    <article
      id={magnet.download.slug}
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8"
    >
      <div className="flex items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-control bg-bolt-50 text-bolt-600">
          {ICONS[magnet.download.slug] ?? <PhoneIcon className="size-6" />}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-bolt-600 uppercase">
            {magnet.format}
          </p>
          <h3 id={titleId} className="mt-1 text-2xl font-bold tracking-tight text-ink-900">
            {magnet.download.title}
          </h3>
        </div>
      </div>
      <p className="mt-5 text-ink-600">{magnet.description}</p>
      <p className="mt-6 text-sm font-semibold text-ink-900">{leadMagnets.inside}</p>
      <CheckList items={magnet.inside} className="mt-3" />
      <div className="mt-auto pt-8">
        <div className="border-t border-ink-100 pt-6">{children}</div>
      </div>
    </article>
  );
}

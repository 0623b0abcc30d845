import { renderDocumentPdf } from "@/documents/pdf/render";
import type { PrintBrand } from "@/documents/printable";

export const PLAYBOOK = "AI Receptionist Playbook";

/** A short AI Receptionist Playbook, rendered as a build renders its PDFs. */
export async function playbookPdf(site: PrintBrand): Promise<Uint8Array<ArrayBuffer>> {
  // Imported when called: the copy's reader reads the site's settings as it loads, which a test
  // may set first.
  const { siteCopy } = await import("@/content/readers/collections");
  const pdf = await renderDocumentPdf(
    {
      slug: "ai-receptionist-playbook",
      eyebrow: "Playbook",
      title: PLAYBOOK,
      summary: "Scripts, hand-off rules and a 30-day rollout for the front desk.",
      updated: "2026-11-01",
      pageUrl: `${site.url}/downloads/ai-receptionist-playbook`,
      figures: [],
      sections: [{ heading: "Before you start", html: "<p>Answer every call.</p>" }],
      checklist: false,
    },
    site,
    (await siteCopy()).pdf,
  );
  return new Uint8Array(pdf);
}

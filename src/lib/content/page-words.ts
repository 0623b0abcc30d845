import type { BlogPage, LeadMagnet } from "@/content/blog-page";
import type { CalculatorCopy, CalculatorToolCopy } from "@/content/calculator";
import type { ChromeCopy } from "@/content/chrome";
import type { Service, ServicePageCopy } from "@/content/services";

/**
 * What pages make of their words: the fixed texts a form sends with a lead, the 404's text for
 * an address, the calculator's starting numbers.
 */

/** What a lead-magnet form sends besides the email (docs/product.md §7). */
export function leadMagnetRequest(
  page: BlogPage,
  magnet: LeadMagnet,
): { name: string; subject: string; message: string } {
  const { name, subjectPrefix } = page.leadMagnets.form.request;
  return {
    name,
    subject: `${subjectPrefix} ${magnet.download.title}`,
    message: magnet.description,
  };
}

/** What the case-study form sends besides the visitor's email (docs/product.md §7). */
export type CaseStudyRequest = { name: string; subject: string; message: string };

export function caseStudyRequest(page: ServicePageCopy, service: Service): CaseStudyRequest {
  const { name, subject, message, serviceLabel } = page.caseStudyForm.request;
  return {
    name,
    subject,
    message: service.caseStudy.namesService
      ? `${message} ${serviceLabel}: ${service.name}`
      : message,
  };
}

export type NotFoundText = {
  heading: string;
  message: string;
  back?: { href: string; label: string };
};

/** The 404's text for a requested path: its collection's own under /case-studies/… and the like. */
export function getNotFoundText(chrome: ChromeCopy, requestPath: string | null): NotFoundText {
  const section = chrome.notFound.sections.find((candidate) =>
    requestPath?.startsWith(`${candidate.path}/`),
  );
  if (!section) return { heading: chrome.notFound.heading, message: chrome.notFound.message };
  return {
    heading: section.heading,
    message: section.message,
    back: { href: section.path, label: section.back },
  };
}

/** The calculator's own copy as its island takes it: the starting share is the stat's value. */
export function calculatorTool({ tool }: CalculatorCopy): CalculatorToolCopy {
  const { defaults } = tool;
  return { ...tool, defaults: { ...defaults, missedPercent: defaults.missedPercent.value } };
}

import type { BlogPage, LeadMagnet } from "../blog-page";
import type { CalculatorCopy, CalculatorToolCopy } from "../calculator";
import type { ChromeCopy } from "../chrome";
import type { Service, ServicePageCopy } from "../services";

/**
 * What pages make of their words: the fixed texts a form sends with a lead, the 404's text for
 * an address, the calculator's starting numbers.
 */

/**
 * What a form that sends a document sends besides the visitor's email: its fixed texts
 * (docs/product.md, "What the site sends"), and the document asked for, whose PDF the visitor's
 * email brings.
 */
export type DocumentRequest = { name: string; subject: string; message: string; document: string };

/** A lead-magnet form's request: its download. */
export function leadMagnetRequest(page: BlogPage, magnet: LeadMagnet): DocumentRequest {
  const { name, subjectPrefix } = page.leadMagnets.form.request;
  return {
    name,
    subject: `${subjectPrefix} ${magnet.download.title}`,
    message: magnet.description,
    document: magnet.download.slug,
  };
}

/** A service page's case-study form's request: the story the page tells. */
export function caseStudyRequest(page: ServicePageCopy, service: Service): DocumentRequest {
  const { name, subject, message, serviceLabel } = page.caseStudyForm.request;
  return {
    name,
    subject,
    message: service.caseStudy.namesService
      ? `${message} ${serviceLabel}: ${service.name}`
      : message,
    document: service.caseStudy.story.slug,
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

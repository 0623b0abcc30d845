import type { BlogPage, LeadMagnet } from "../schemas/copy/blog-page";
import type { CalculatorCopy, CalculatorToolCopy } from "../schemas/copy/calculator";
import type { ChromeCopy } from "../schemas/copy/chrome";
import type { ServicePageCopy } from "../schemas/copy/service-pages";
import type { Service } from "../schemas/records/services";

/**
 * What a form that sends a document sends besides the visitor's email (docs/product.md, "What
 * the site sends"): its fixed texts, and the document whose PDF the visitor's email brings.
 */
export type DocumentRequest = { name: string; subject: string; message: string; document: string };

export function leadMagnetRequest(page: BlogPage, magnet: LeadMagnet): DocumentRequest {
  const { name, subjectPrefix } = page.leadMagnets.form.request;
  return {
    name,
    subject: `${subjectPrefix} ${magnet.download.title}`,
    message: magnet.description,
    document: magnet.download.slug,
  };
}

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

/** The island takes the starting share as a number: the stat's value. */
export function calculatorTool({ tool }: CalculatorCopy): CalculatorToolCopy {
  const { defaults } = tool;
  return { ...tool, defaults: { ...defaults, missedPercent: defaults.missedPercent.value } };
}

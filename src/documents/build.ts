import { createHash } from "node:crypto";
import { site } from "@/config/site";
import { caseStudyFigure, caseStudyHeadline, caseStudyGist } from "@/content/readers/case-studies";
import type { CaseStudy } from "@/content/readers/case-studies";
import { listCaseStudies, listDownloads, siteCopy } from "@/content/readers/collections";
import { oncePerBuild } from "@/lib/once-per-build";
import type { Download } from "@/content/readers/prose";
import type { CaseStudiesPage } from "@/content/schemas/copy/case-studies-page";
import type { PdfCopy } from "@/content/schemas/copy/pdf";
import { escapeHtml } from "@/lib/text/escape-html";
import { paths } from "@/lib/paths";
import { hashedPdfPath, type CatalogueEntry } from "./catalogue";
import { renderDocumentPdf } from "./pdf/render";
import type { PrintableDocument } from "./printable";

export type BuiltDocument = { entry: CatalogueEntry; pdf: Uint8Array };

function downloadDocument(download: Download): PrintableDocument {
  return {
    slug: download.slug,
    eyebrow: download.eyebrow,
    title: download.title,
    summary: download.intro,
    updated: download.updated,
    pageUrl: `${site.url}${paths.download(download.slug)}`,
    figures: [],
    sections: download.sections.map(({ heading, body }) => ({ heading, html: body })),
    checklist: download.kind === "checklist",
  };
}

/** A story as its PDF tells it: its figures on the cover, then its page's sections and quote. */
function caseStudyDocument(study: CaseStudy, words: CaseStudiesPage["detail"]): PrintableDocument {
  return {
    slug: study.slug,
    eyebrow: `${words.documentEyebrow} · ${study.specialty} · ${study.city}, ${study.state}`,
    title: caseStudyHeadline(study),
    summary: caseStudyGist(study.results),
    updated: study.dateModified,
    pageUrl: `${site.url}${paths.caseStudy(study.slug)}`,
    figures: study.metrics.map((metric) => ({
      value: caseStudyFigure(metric),
      label: metric.label,
    })),
    sections: [
      { heading: words.challenge, html: study.problem },
      { heading: words.approach, html: study.solution },
      { heading: words.results, html: study.results },
      {
        heading: words.testimonial,
        html: `<blockquote><p>“${escapeHtml(study.testimonial)}”</p><p>${escapeHtml(`${study.role}, ${study.clinic}`)}</p></blockquote>`,
      },
    ],
    checklist: false,
  };
}

/** A document's PDF, rendered once for its words, so `astro dev` does not set it again. */
const rendered = new Map<string, Promise<Uint8Array>>();
function pdfOf(document: PrintableDocument, words: PdfCopy): Promise<Uint8Array> {
  const key = JSON.stringify([document, words]);
  let pdf = rendered.get(key);
  if (!pdf) {
    pdf = renderDocumentPdf(document, site, words);
    rendered.set(key, pdf);
  }
  return pdf;
}

/** Every document's PDF, made once per build: the downloads, then the case studies. */
export const builtDocuments = oncePerBuild(async (): Promise<BuiltDocument[]> => {
  const { caseStudiesPage, pdf: words } = await siteCopy();
  const printable = [
    ...(await listDownloads()).map((download) => ({
      document: downloadDocument(download),
      page: paths.download(download.slug),
    })),
    ...(await listCaseStudies()).map((study) => ({
      document: caseStudyDocument(study, caseStudiesPage.detail),
      page: paths.caseStudy(study.slug),
    })),
  ];
  const built: BuiltDocument[] = [];
  // One at a time: each holds its fonts and layout in memory while it renders.
  for (const { document, page } of printable) {
    const pdf = await pdfOf(document, words);
    built.push({
      pdf,
      entry: {
        slug: document.slug,
        eyebrow: document.eyebrow,
        title: document.title,
        page,
        pdf: hashedPdfPath(document.slug, createHash("sha256").update(pdf).digest("hex")),
        bytes: pdf.byteLength,
      },
    });
  }
  return built;
});

export async function documentPdfPath(slug: string): Promise<string> {
  const built = (await builtDocuments()).find(({ entry }) => entry.slug === slug);
  if (!built) throw new Error(`no document "${slug}" in this build`);
  return built.entry.pdf;
}

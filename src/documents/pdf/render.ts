import { renderToBuffer } from "@react-pdf/renderer";
import type { PdfCopy } from "@/content/schemas/copy/pdf";
import type { PrintableDocument, PrintBrand } from "../printable";
import { documentPdf } from "./document-pdf";

export async function renderDocumentPdf(
  document: PrintableDocument,
  brand: PrintBrand,
  words: PdfCopy,
): Promise<Uint8Array> {
  const buffer = await renderToBuffer(documentPdf(document, brand, words));
  // A plain Uint8Array over the same bytes: some readers (pdf.js) refuse a Node Buffer.
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

import type { SiteConfig } from "@/config/schema";

/** The agency's details every email shows. */
export type EmailBrand = Pick<SiteConfig, "name" | "url" | "address" | "phone" | "email">;

/** A site's details as its emails take them, and nothing else of its configuration. */
export function emailBrand({ name, url, address, phone, email }: EmailBrand): EmailBrand {
  return { name, url, address, phone, email };
}

export type EstimateRow = readonly [label: string, value: string];

export type VisitorEmail =
  | {
      kind: "document";
      form: "lead-magnet" | "case-study";
      document: { title: string; eyebrow: string; pdfUrl: string; pageUrl: string };
      /** Whether the PDF is attached to this email. */
      attached: boolean;
    }
  | {
      kind: "request";
      form: "home" | "contact" | "landing";
      name: string;
      /** The scheduler with their name and email filled in. */
      bookingUrl: string;
      estimate: readonly EstimateRow[] | null;
    };

export type RenderedEmail = { subject: string; html: string; text: string };

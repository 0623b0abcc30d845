import type { EmailOnlyForm } from "@/leads/fields";

export type VisitorEmail =
  | {
      kind: "document";
      form: EmailOnlyForm;
      document: { title: string; eyebrow: string; pdfUrl: string; pageUrl: string };
      attached: boolean;
    }
  | {
      kind: "request";
      form: "home" | "contact" | "landing";
      greeting: string | null;
      /** The scheduler with their email filled in. */
      bookingUrl: string;
      /** The calculator's estimate as [label, value] rows, worked out by the server. */
      estimate: readonly (readonly [label: string, value: string])[] | null;
    };

import type { ReactNode } from "react";
import { paths } from "@/routing/paths";
import {
  colors,
  DetailTable,
  Divider,
  EmailHeading,
  Eyebrow,
  Paragraph,
  PrimaryButton,
  siteHost,
  Subheading,
  TextLink,
  renderEmail,
  type LayoutProps,
} from "./layout";
import type { EmailBrand, RenderedEmail, VisitorEmail } from "./types";

type DocumentEmail = Extract<VisitorEmail, { kind: "document" }>;
type RequestEmail = Extract<VisitorEmail, { kind: "request" }>;

/** "the AI Receptionist Playbook", without doubling a title's own "The". */
function theTitle(title: string): string {
  return /^the\s/i.test(title) ? title : `the ${title}`;
}

function documentEmail(email: DocumentEmail, brand: EmailBrand): LayoutProps {
  const { document } = email;
  const guide = email.form === "lead-magnet";
  const subject = guide
    ? `Your copy of ${theTitle(document.title)}`
    : `The case study you asked for: ${document.title}`;
  const reason = guide
    ? `You are getting this because you asked for ${theTitle(document.title)} on ${siteHost(brand)}.`
    : `You are getting this because you asked for a case study on ${siteHost(brand)}.`;
  return {
    brand,
    subject,
    preview: `${document.title} is ready: download the PDF or read it online.`,
    reason,
    children: (
      <>
        <Eyebrow>{document.eyebrow}</Eyebrow>
        <EmailHeading>{document.title}</EmailHeading>
        <Paragraph>
          {guide
            ? "Thanks for asking for it. Here is your copy, to read on screen or print for your next team meeting."
            : "Thanks for asking for it. Here is the full case study, to read on screen or share with your team."}
        </Paragraph>
        <PrimaryButton href={document.pdfUrl}>Download the PDF</PrimaryButton>
        <Paragraph>
          <TextLink href={document.pageUrl} labelled>
            Read it online
          </TextLink>
        </Paragraph>
        {email.attached && <Paragraph muted>The PDF is attached too.</Paragraph>}
        <Divider />
        <Paragraph style={{ margin: 0 }}>
          {"Want to see how it would work at your practice? "}
          <TextLink
            href={`${brand.url}${paths.bookCall}`}
            labelled
            // Not broken at the hyphen of "15-minute".
            style={{ whiteSpace: "nowrap" }}
          >
            Book a 15-minute demo
          </TextLink>
        </Paragraph>
      </>
    ),
  };
}

const REQUEST_COPY: Record<RequestEmail["form"], { thanks: string; reason: string }> = {
  home: {
    thanks: "Thanks for asking for a personalized growth plan for your practice.",
    reason: "you asked for a growth plan",
  },
  contact: {
    thanks: "Thanks for getting in touch.",
    reason: "you sent us a message through the contact form",
  },
  landing: {
    thanks: "Thanks for asking for a free 15-minute call.",
    reason: "you asked for a free 15-minute call",
  },
};

/** The first word of a name as given: "Zoë" of "Zoë Ångström-Núñez", all of "张伟". */
function firstName(name: string): string {
  return name.trim().split(/\s+/, 1)[0] ?? name;
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paragraph
      style={{ borderLeft: `3px solid ${colors.teal}`, paddingLeft: 14, margin: "0 0 14px" }}
    >
      <strong>{title}</strong>
      <br />
      {children}
    </Paragraph>
  );
}

function requestEmail(email: RequestEmail, brand: EmailBrand): LayoutProps {
  const first = firstName(email.name);
  const copy = REQUEST_COPY[email.form];
  const subject = `We have your request, ${first}`;
  return {
    brand,
    subject,
    preview: "Someone from our team will reply within one business day. Or book a time now.",
    reason: `You are getting this because ${copy.reason} on ${siteHost(brand)}.`,
    children: (
      <>
        <Paragraph style={{ margin: "24px 0 0" }}>{`Hi ${first},`}</Paragraph>
        <EmailHeading>We have your request</EmailHeading>
        <Paragraph>{`${copy.thanks} Here is what happens next.`}</Paragraph>
        <Step title="Within one business day">
          Someone from our team replies, by email or phone.
        </Step>
        <Step title="A 15-minute demo call">
          We show you how it would work at your practice. There is nothing to prepare.
        </Step>
        <Paragraph style={{ margin: "20px 0 4px" }}>
          Rather not wait? Pick a time now. Your name and email are already filled in.
        </Paragraph>
        <PrimaryButton href={email.bookingUrl}>Book a time now</PrimaryButton>
        {email.estimate && (
          <>
            <Subheading>Your missed-call estimate</Subheading>
            <DetailTable rows={email.estimate} variant="panel" />
          </>
        )}
        <Paragraph muted style={{ margin: "20px 0 0" }}>
          {`Questions before then? Call us at ${brand.phone} or write to `}
          <TextLink href={`mailto:${brand.email}`}>{brand.email}</TextLink>.
        </Paragraph>
      </>
    ),
  };
}

/** The email a visitor gets after a form: the document they asked for, or word on their request. */
export async function renderVisitorEmail(
  email: VisitorEmail,
  brand: EmailBrand,
): Promise<RenderedEmail> {
  return renderEmail(
    email.kind === "document" ? documentEmail(email, brand) : requestEmail(email, brand),
  );
}

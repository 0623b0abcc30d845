import type { ReactNode } from "react";
import { NOT_ONE_LINE } from "@/leads/fields";
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

/** A word of a name: letters and marks, with apostrophes and hyphens ("O'Neil", "Ångström-Núñez"). */
const NAME_WORD = /^\p{L}[\p{L}\p{M}'’-]*$/u;
/** A later word may be an initial or a title's abbreviation: "J.", "Jr.". */
const LATER_NAME_WORD = /^\p{L}[\p{L}\p{M}'’.-]*$/u;
const FIRST_NAME_MAX = 30;

/**
 * The first name to greet a visitor by ("Zoë" of "Zoë Ångström-Núñez", all of "张伟"), or null
 * when the name does not read as one: any word with a character other than a letter, mark,
 * apostrophe or hyphen (a link, a colon, a digit, a blank that is not a space), or a first word
 * over 30 characters. The name is the one thing of the visitor's the email repeats, so a sentence
 * typed into it never reaches another's inbox.
 */
export function greetingName(name: string): string | null {
  // Hangul fillers are letters that draw as blank: the intake's one-line rule knows them.
  if (NOT_ONE_LINE.test(name)) return null;
  const [first = "", ...rest] = name.trim().split(/\s+/);
  const fits = NAME_WORD.test(first) && Array.from(first).length <= FIRST_NAME_MAX;
  return fits && rest.every((word) => LATER_NAME_WORD.test(word)) ? first : null;
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
  const copy = REQUEST_COPY[email.form];
  return {
    brand,
    subject: "We have your request",
    preview: "Someone from our team will reply within one business day. Or book a time now.",
    reason: `You are getting this because ${copy.reason} on ${siteHost(brand)}.`,
    children: (
      <>
        <Paragraph style={{ margin: "24px 0 0" }}>
          {email.greeting ? `Hi ${email.greeting},` : "Hello,"}
        </Paragraph>
        <EmailHeading>We have your request</EmailHeading>
        <Paragraph>{`${copy.thanks} Here is what happens next.`}</Paragraph>
        <Step title="Within one business day">
          Someone from our team replies, by email or phone.
        </Step>
        <Step title="A 15-minute demo call">
          We show you how it would work at your practice. There is nothing to prepare.
        </Step>
        <Paragraph style={{ margin: "20px 0 4px" }}>
          Rather not wait? Pick a time now. Your email is already filled in.
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

import type { ReactNode } from "react";
import type { EmailsCopy } from "@/leads/copy/emails";
import { NOT_ONE_LINE } from "@/leads/fields";
import { fillTemplate } from "@/lib/text/fill-template";
import { paths } from "@/lib/paths";
import {
  DetailTable,
  Divider,
  EmailHeading,
  Eyebrow,
  Paragraph,
  PrimaryButton,
  Subheading,
  TextLink,
} from "@/server/email/blocks";
import { renderEmail, type LayoutProps } from "@/server/email/layout";
import { colors } from "@/server/email/theme";
import { TemplateText } from "../template-text";
import { siteHost, type EmailBrand, type RenderedEmail } from "@/server/email/brand";
import type { VisitorEmail } from "./types";

type DocumentEmail = Extract<VisitorEmail, { kind: "document" }>;
type RequestEmail = Extract<VisitorEmail, { kind: "request" }>;

/** "the AI Receptionist Playbook", without doubling a title's own "The". */
function theTitle(title: string): string {
  return /^the\s/i.test(title) ? title : `the ${title}`;
}

function documentEmail(
  email: DocumentEmail,
  brand: EmailBrand,
  words: EmailsCopy["document"],
): LayoutProps {
  const { document } = email;
  const form = email.form === "lead-magnet" ? words.guide : words.caseStudy;
  const slots = {
    title: document.title,
    theTitle: theTitle(document.title),
    site: siteHost(brand),
  };
  const demoLink = (
    <TextLink
      href={`${brand.url}${paths.bookCall}`}
      labelled
      // Not broken at the hyphen of "15-minute".
      style={{ whiteSpace: "nowrap" }}
    >
      {words.demoLink}
    </TextLink>
  );
  return {
    brand,
    subject: fillTemplate(form.subject, slots),
    preview: fillTemplate(words.preview, slots),
    reason: fillTemplate(form.reason, slots),
    children: (
      <>
        <Eyebrow>{document.eyebrow}</Eyebrow>
        <EmailHeading>{document.title}</EmailHeading>
        <Paragraph>{form.thanks}</Paragraph>
        <PrimaryButton href={document.pdfUrl}>{words.download}</PrimaryButton>
        <Paragraph>
          <TextLink href={document.pageUrl} labelled>
            {words.readOnline}
          </TextLink>
        </Paragraph>
        {email.attached && <Paragraph muted>{words.attached}</Paragraph>}
        <Divider />
        <Paragraph style={{ margin: 0 }}>
          <TemplateText text={words.demo} values={{ link: demoLink }} />
        </Paragraph>
      </>
    ),
  };
}

/** A word of a name: letters and marks, apostrophes and hyphens ("O'Neil"). */
const NAME_WORD = /^\p{L}[\p{L}\p{M}'’-]*$/u;
/** A later word may be an initial or a title's abbreviation: "J.", "Jr.". */
const LATER_NAME_WORD = /^\p{L}[\p{L}\p{M}'’.-]*$/u;
const FIRST_NAME_MAX = 30;

/**
 * The first name to greet a visitor by ("Zoë" of "Zoë Ångström-Núñez"), or null when the name
 * does not read as one: the one thing of theirs the email repeats, so no sentence typed into it
 * reaches another's inbox.
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

function requestEmail(
  email: RequestEmail,
  brand: EmailBrand,
  words: EmailsCopy["request"],
): LayoutProps {
  const form = words.forms[email.form];
  const agencyEmail = <TextLink href={`mailto:${brand.email}`}>{brand.email}</TextLink>;
  return {
    brand,
    subject: words.subject,
    preview: words.preview,
    reason: fillTemplate(form.reason, { site: siteHost(brand) }),
    children: (
      <>
        <Paragraph style={{ margin: "24px 0 0" }}>
          {email.greeting
            ? fillTemplate(words.greeting, { name: email.greeting })
            : words.greetingWithoutName}
        </Paragraph>
        <EmailHeading>{words.heading}</EmailHeading>
        <Paragraph>{form.thanks}</Paragraph>
        {words.steps.map((step) => (
          <Step key={step.title} title={step.title}>
            {step.text}
          </Step>
        ))}
        <Paragraph style={{ margin: "20px 0 4px" }}>{words.book}</Paragraph>
        <PrimaryButton href={email.bookingUrl}>{words.bookButton}</PrimaryButton>
        {email.estimate && (
          <>
            <Subheading>{words.estimate}</Subheading>
            <DetailTable rows={email.estimate} variant="panel" />
          </>
        )}
        <Paragraph muted style={{ margin: "20px 0 0" }}>
          <TemplateText
            text={words.questions}
            values={{ phone: brand.phone, email: agencyEmail }}
          />
        </Paragraph>
      </>
    ),
  };
}

export async function renderVisitorEmail(
  email: VisitorEmail,
  brand: EmailBrand,
  words: Pick<EmailsCopy, "document" | "request">,
): Promise<RenderedEmail> {
  return renderEmail(
    email.kind === "document"
      ? documentEmail(email, brand, words.document)
      : requestEmail(email, brand, words.request),
  );
}

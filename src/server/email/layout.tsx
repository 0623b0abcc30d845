import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Column } from "@react-email/column";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render } from "@react-email/render";
import type { CSSProperties, ReactNode } from "react";
import { brandColors } from "@/config/brand";
import type { EmailBrand, RenderedEmail } from "./brand";

export const colors = {
  ...brandColors,
  page: "#f3f6fb",
  card: "#ffffff",
  line: "#dfe6f1",
  panelLine: "#c9d7fb",
  onAccent: "#ffffff",
};

const FONT =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Long names and addresses break anywhere rather than widen the email past a phone's screen. */
const wrap: CSSProperties = { overflowWrap: "anywhere", wordBreak: "break-word" };

/**
 * Clients that honour a stylesheet get a narrow-screen padding and dark colours; the inline
 * styles stay the light design for the rest, hence `!important` on every override.
 */
const CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (max-width: 480px) {
  .vc-page { padding: 12px 0 !important; }
  .vc-pad { padding-left: 20px !important; padding-right: 20px !important; }
  .vc-label { display: block !important; width: auto !important; padding-bottom: 0 !important; }
  .vc-value { display: block !important; padding-top: 2px !important; border-top: 0 !important; }
}
@media (prefers-color-scheme: dark) {
  .vc-bg { background-color: #06101f !important; }
  .vc-card { background-color: #0e1f3a !important; border-color: #233a5e !important; }
  .vc-rule { border-color: #233a5e !important; }
  .vc-ink { color: #eef3fb !important; }
  .vc-muted { color: ${brandColors.inkSoft} !important; }
  .vc-eyebrow { color: #5fd3c6 !important; }
  .vc-link { color: #9db8ff !important; }
  .vc-panel { background-color: #15305a !important; }
  .vc-tile { background-color: #1d3a6b !important; color: ${brandColors.boltPale} !important; }
  .vc-btn { background-color: #3d6cf5 !important; color: #ffffff !important; }
}`;

/** The site's address as people write it: "voltcare.ai". */
export function siteHost(brand: EmailBrand): string {
  return new URL(brand.url).host.replace(/^www\./, "");
}

/**
 * html-to-text formatters for the plain-text part, over the few parts of its node and builder
 * APIs they use (the package ships no types).
 */
type TextNode = { type: string; attribs?: Record<string, string>; children?: TextNode[] };
type TextBuilder = {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addInline(text: string, options?: { noWordTransform: boolean }): void;
};
type Walk = (nodes: TextNode[] | undefined, builder: TextBuilder) => void;

/** "Download the PDF: https://…" on a line of its own: a call to action, then where it goes. */
function labelledLink(node: TextNode, walk: Walk, builder: TextBuilder) {
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(node.children, builder);
  const href = node.attribs?.href?.replace(/^mailto:/, "") ?? "";
  builder.addInline(`: ${href}`, { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 1 });
}

function labelledRow(node: TextNode, walk: Walk, builder: TextBuilder) {
  const [label, value] = node.children?.filter((child) => child.type === "tag") ?? [];
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(label?.children, builder);
  builder.addInline(": ");
  walk(value?.children, builder);
  builder.closeBlock({ trailingLineBreaks: 1 });
}

const TEXT_OPTIONS = {
  selectors: [
    // Headings keep their case: names in them are written as their owners write them.
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: "a[data-text=labelled]", format: "labelledLink" },
    { selector: "a[data-text=plain]", format: "anchor", options: { ignoreHref: true } },
    { selector: "tr[data-text=row]", format: "labelledRow" },
  ],
  formatters: { labelledLink, labelledRow },
};

export type LayoutProps = {
  brand: EmailBrand;
  subject: string;
  preview: string;
  /** Why this person got the email, for the footer: "You are getting this because …". */
  reason: string;
  children: ReactNode;
};

export async function renderEmail(email: LayoutProps): Promise<RenderedEmail> {
  const element = <EmailLayout {...email} />;
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS }),
  ]);
  return { subject: email.subject, html, text };
}

function EmailLayout({ brand, subject, preview, reason, children }: LayoutProps) {
  const footer: CSSProperties = { color: colors.inkMuted, fontSize: 13, lineHeight: "20px" };
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{subject}</title>
        <style dangerouslySetInnerHTML={{ __html: CSS }} />
      </Head>
      <Body className="vc-bg" style={{ backgroundColor: colors.page, margin: 0, padding: 0 }}>
        <Preview>{preview}</Preview>
        <Section
          className="vc-bg vc-page"
          style={{ backgroundColor: colors.page, padding: "32px 12px", fontFamily: FONT, ...wrap }}
        >
          <Container
            className="vc-card"
            style={{
              maxWidth: 600,
              backgroundColor: colors.card,
              border: `1px solid ${colors.line}`,
              borderRadius: 12,
            }}
          >
            <Section
              className="vc-pad vc-rule"
              style={{ padding: "20px 32px", borderBottom: `1px solid ${colors.line}` }}
            >
              <Row style={{ width: "auto" }} align="left">
                <Column
                  className="vc-tile"
                  data-skip-in-text
                  width={32}
                  height={32}
                  style={{
                    width: 32,
                    height: 32,
                    borderRadius: 8,
                    backgroundColor: colors.ink,
                    color: colors.boltPale,
                    fontSize: 17,
                    fontWeight: 800,
                    lineHeight: "32px",
                    textAlign: "center",
                  }}
                >
                  {Array.from(brand.name.trim())[0]?.toUpperCase()}
                </Column>
                <Column
                  className="vc-ink"
                  style={{
                    paddingLeft: 12,
                    color: colors.ink,
                    fontSize: 18,
                    fontWeight: 700,
                    letterSpacing: "-0.01em",
                  }}
                >
                  {brand.name}
                </Column>
              </Row>
            </Section>
            <Section className="vc-pad" style={{ padding: "8px 32px 32px" }}>
              {children}
            </Section>
          </Container>
          <Container style={{ maxWidth: 600 }}>
            <Section className="vc-pad" style={{ padding: "24px 32px 8px", textAlign: "center" }}>
              <Text className="vc-muted" style={{ ...footer, margin: 0 }}>
                <strong>{brand.name}</strong>
                <br />
                {brand.address}
                <br />
                {`${brand.phone} · `}
                <Link
                  href={brand.url}
                  data-text="plain"
                  className="vc-muted"
                  style={{ color: colors.inkMuted, textDecoration: "underline" }}
                >
                  {siteHost(brand)}
                </Link>
              </Text>
              <Text className="vc-muted" style={{ ...footer, margin: "16px 0 0" }}>
                {reason}
              </Text>
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}

export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading
      className="vc-ink"
      style={{
        color: colors.ink,
        fontSize: 26,
        lineHeight: "32px",
        fontWeight: 700,
        letterSpacing: "-0.01em",
        margin: "16px 0 12px",
      }}
    >
      {children}
    </Heading>
  );
}

export function Subheading({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h2"
      className="vc-ink"
      style={{ color: colors.ink, fontSize: 18, lineHeight: "24px", margin: "28px 0 8px" }}
    >
      {children}
    </Heading>
  );
}

/** The small coloured label above a heading: "Playbook". */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Text
      className="vc-eyebrow"
      style={{
        color: colors.teal,
        fontSize: 13,
        fontWeight: 700,
        letterSpacing: "0.06em",
        textTransform: "uppercase",
        margin: "24px 0 0",
      }}
    >
      {children}
    </Text>
  );
}

export function Paragraph({
  children,
  muted = false,
  style,
}: {
  children: ReactNode;
  muted?: boolean;
  style?: CSSProperties;
}) {
  return (
    <Text
      className={muted ? "vc-muted" : "vc-ink"}
      style={{
        color: muted ? colors.inkMuted : colors.ink,
        fontSize: muted ? 14 : 16,
        lineHeight: muted ? "22px" : "25px",
        margin: "0 0 14px",
        ...style,
      }}
    >
      {children}
    </Text>
  );
}

export function PrimaryButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <Button
        href={href}
        data-text="labelled"
        className="vc-btn"
        style={{
          backgroundColor: colors.accent,
          color: colors.onAccent,
          borderRadius: 8,
          padding: "14px 24px",
          fontSize: 16,
          fontWeight: 600,
          textAlign: "center",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

export function Divider() {
  return <Hr className="vc-rule" style={{ borderColor: colors.line, margin: "24px 0 20px" }} />;
}

/** A link in running text; `labelled` ones are written "label: address" in the plain text. */
export function TextLink({
  href,
  labelled = false,
  style,
  children,
}: {
  href: string;
  labelled?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      data-text={labelled ? "labelled" : undefined}
      className="vc-link"
      style={{ color: colors.accent, textDecoration: "underline", fontWeight: 600, ...style }}
    >
      {children}
    </Link>
  );
}

/** A value's own line breaks, kept in HTML (the plain text gets them from the `<br>`s). */
function withLineBreaks(value: string): ReactNode[] {
  return value.split(/\r?\n/).flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));
}

/**
 * Label and value rows: `panel` for a few figures on a tinted card (the estimate), `plain` for
 * a record's fields (the lead notification).
 */
export function DetailTable({
  rows,
  variant,
}: {
  rows: readonly (readonly [label: string, value: string])[];
  variant: "panel" | "plain";
}) {
  const panel = variant === "panel";
  const cell: CSSProperties = {
    padding: panel ? "10px 14px" : "8px 0",
    verticalAlign: "top",
    fontSize: 15,
    lineHeight: "22px",
  };
  return (
    <table
      className={panel ? "vc-panel" : undefined}
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{
        width: "100%",
        tableLayout: "fixed",
        borderCollapse: "separate",
        borderSpacing: 0,
        backgroundColor: panel ? colors.boltPale : undefined,
        borderRadius: panel ? 10 : undefined,
        margin: "4px 0 16px",
      }}
    >
      <tbody>
        {rows.map(([label, value], i) => {
          const rule: CSSProperties =
            i > 0 ? { borderTop: `1px solid ${panel ? colors.panelLine : colors.line}` } : {};
          return (
            <tr key={label} data-text="row">
              <th
                scope="row"
                className={panel ? "vc-muted vc-rule" : "vc-muted vc-rule vc-label"}
                style={{
                  ...cell,
                  ...rule,
                  // Padding inside the width, so the value column keeps the rest.
                  boxSizing: "border-box",
                  width: panel ? "55%" : "28%",
                  color: colors.inkMuted,
                  fontSize: panel ? 15 : 14,
                  fontWeight: 600,
                  textAlign: "left",
                  paddingRight: 12,
                }}
              >
                {label}
              </th>
              <td
                className={panel ? "vc-ink vc-rule" : "vc-ink vc-rule vc-value"}
                style={{
                  ...cell,
                  ...rule,
                  color: colors.ink,
                  fontWeight: panel ? 700 : 400,
                  textAlign: panel ? "right" : "left",
                }}
              >
                {withLineBreaks(value)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

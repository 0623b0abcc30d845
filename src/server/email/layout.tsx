// The shell every email is rendered in, to HTML and plain text: the site's name above the body,
// its address and why the email came below.
import { Body } from "@react-email/body";
import { Column } from "@react-email/column";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render } from "@react-email/render";
import type { CSSProperties, ReactNode } from "react";
import { siteHost, type EmailBrand, type RenderedEmail } from "./brand";
import { PLAIN_TEXT_OPTIONS } from "./plain-text";
import { colors, STYLESHEET } from "./theme";

const FONT =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Long names and addresses break anywhere rather than widen the email past a phone's screen. */
const wrap: CSSProperties = { overflowWrap: "anywhere", wordBreak: "break-word" };

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
    render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT_OPTIONS }),
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
        <style dangerouslySetInnerHTML={{ __html: STYLESHEET }} />
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

// The blocks an email's body is made of. Each carries the `vc-` classes the stylesheet restyles
// (./theme.ts) and, where the plain text writes it otherwise, a `data-text` mark (./plain-text.ts).
import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import { colors } from "./theme";

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

/** A row of buttons; on a narrow screen each that does not fit goes under the one before. */
export function Buttons({ children }: { children: ReactNode }) {
  return <Section style={{ margin: "8px 0 16px" }}>{children}</Section>;
}

/**
 * A call to action: `primary` filled in the accent, for the one thing the email is for; `quiet`
 * outlined, for another beside it. Both are written "label: address" in the plain text.
 */
export function EmailButton({
  href,
  variant,
  children,
}: {
  href: string;
  variant: "primary" | "quiet";
  children: ReactNode;
}) {
  const primary = variant === "primary";
  return (
    <Button
      href={href}
      data-text="labelled"
      className={primary ? "vc-btn" : "vc-btn-quiet"}
      style={{
        backgroundColor: primary ? colors.accent : colors.card,
        color: primary ? colors.onAccent : colors.accent,
        // The same outer size for both: the quiet one's border takes a pixel of its padding.
        border: `1px solid ${colors.accent}`,
        borderRadius: 8,
        padding: "13px 23px",
        margin: "0 12px 8px 0",
        fontSize: 16,
        fontWeight: 600,
        textAlign: "center",
      }}
    >
      {children}
    </Button>
  );
}

export function PrimaryButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Buttons>
      <EmailButton href={href} variant="primary">
        {children}
      </EmailButton>
    </Buttons>
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

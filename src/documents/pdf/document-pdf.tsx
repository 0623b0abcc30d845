import { Fragment } from "react";
import { Document, Link, Page, Path, Rect, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import { brandColors, boltMark } from "@/config/brand";
import type { PdfCopy } from "@/content/schemas/copy/pdf";
import { fillTemplate } from "@/lib/text/fill-template";
import type { PrintableDocument, PrintBrand } from "../printable";
import { FONT_FAMILY } from "./fonts";
import { BODY_TEXT, htmlToPdf, NO_BREAK } from "./html-to-pdf";

/** US Letter, in points. */
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const CHROME_INSET = 30;
/** How much of a section must fit under its heading on the heading's page. */
const SECTION_PRESENCE = 84;

const styles = StyleSheet.create({
  page: {
    paddingTop: CHROME_INSET + 50,
    paddingBottom: CHROME_INSET + 44,
    paddingHorizontal: MARGIN,
    fontFamily: FONT_FAMILY,
    // No line height here: react-pdf drops the page numbers' text when an ancestor sets one.
    fontSize: BODY_TEXT.fontSize,
    color: BODY_TEXT.color,
  },
  cover: { fontFamily: FONT_FAMILY, ...BODY_TEXT },
  flow: BODY_TEXT,
  band: {
    minHeight: PAGE_HEIGHT * 0.45,
    paddingHorizontal: MARGIN,
    paddingTop: 44,
    paddingBottom: 40,
    justifyContent: "space-between",
    backgroundColor: brandColors.ink,
  },
  brandRow: { flexDirection: "row", alignItems: "center" },
  brandName: { marginLeft: 9, fontSize: 12, fontWeight: 700, color: "#ffffff" },
  eyebrow: {
    marginTop: 36,
    fontSize: 9.5,
    fontWeight: 700,
    // Tracked capitals, not so wide that text readers split the word into letters.
    letterSpacing: 0.8,
    textTransform: "uppercase",
    color: brandColors.boltPale,
  },
  title: { marginTop: 10, fontSize: 32, lineHeight: 1.15, fontWeight: 700, color: "#ffffff" },
  summary: {
    marginTop: 14,
    maxWidth: 440,
    fontSize: 12,
    lineHeight: 1.5,
    color: brandColors.inkSoft,
  },
  coverBody: { paddingHorizontal: MARGIN, paddingTop: 36 },
  figures: {
    flexDirection: "row",
    marginBottom: 28,
    paddingBottom: 24,
    borderBottomWidth: 0.75,
    borderColor: brandColors.boltPale,
  },
  figure: { flex: 1, paddingRight: 16 },
  figureValue: { flexDirection: "row", alignItems: "center" },
  figureText: { fontSize: 26, lineHeight: 1.2, fontWeight: 700, color: brandColors.accent },
  figureArrow: { marginTop: 3, marginHorizontal: 6 },
  figureLabel: { marginTop: 3, fontSize: 9.5, lineHeight: 1.35, color: brandColors.inkMuted },
  revised: { fontSize: 10, fontWeight: 600 },
  online: { marginTop: 3, fontSize: 10, color: brandColors.inkMuted },
  link: { color: brandColors.accent, textDecoration: "underline" },
  agency: {
    position: "absolute",
    left: MARGIN,
    right: MARGIN,
    bottom: 44,
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "flex-end",
    paddingTop: 14,
    borderTopWidth: 0.75,
    borderColor: brandColors.inkSoft,
    fontSize: 9,
    lineHeight: 1.45,
    color: brandColors.inkMuted,
  },
  agencyName: { fontSize: 10.5, fontWeight: 700, color: brandColors.ink },
  contact: { textAlign: "right" },
  header: {
    position: "absolute",
    top: CHROME_INSET,
    left: MARGIN,
    right: MARGIN,
    flexDirection: "row",
    alignItems: "center",
    paddingBottom: 7,
    borderBottomWidth: 0.75,
    borderColor: brandColors.accent,
    fontSize: 8.5,
    lineHeight: 1.3,
  },
  headerBrand: { marginLeft: 6, fontWeight: 700 },
  headerTitle: {
    flex: 1,
    marginLeft: 24,
    maxLines: 1,
    textOverflow: "ellipsis",
    textAlign: "right",
    color: brandColors.inkMuted,
  },
  footer: {
    position: "absolute",
    bottom: CHROME_INSET,
    left: MARGIN,
    right: MARGIN,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8.5,
    color: brandColors.inkMuted,
  },
  sectionHead: { marginBottom: 8 },
  nextSectionHead: { marginTop: 22 },
  sectionBar: { width: 28, height: 2.5, marginBottom: 8, backgroundColor: brandColors.accent },
  sectionHeading: { fontSize: 18, lineHeight: 1.25, fontWeight: 700 },
  closing: {
    marginTop: 10,
    paddingTop: 14,
    borderTopWidth: 0.75,
    borderColor: brandColors.accent,
  },
  closingLine: { fontSize: 11, fontWeight: 700 },
});

export function documentPdf(document: PrintableDocument, brand: PrintBrand, copy: PdfCopy) {
  const options = { siteUrl: brand.url, checklist: document.checklist };
  const revised = revisionDate(document.updated);
  return (
    <Document
      title={document.title}
      author={brand.name}
      subject={document.summary}
      creator={brand.name}
      language="en-US"
      // Dated by the revision, not the build, so an unchanged document builds to the same bytes.
      creationDate={revised}
      modificationDate={revised}
    >
      <Cover document={document} brand={brand} revised={revised} copy={copy} />
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header} fixed>
          <Mark size={11} />
          <Text style={styles.headerBrand}>{brand.name}</Text>
          <Text style={styles.headerTitle}>{document.title}</Text>
        </View>
        <View style={styles.footer} fixed>
          <Text
            render={({ pageNumber, totalPages }) =>
              fillTemplate(copy.page, { page: pageNumber, pages: totalPages })
            }
          />
          <Text>{new URL(brand.url).host}</Text>
        </View>
        <View style={styles.flow}>
          {document.sections.map((section, index) => (
            // Headings and text are siblings: react-pdf keeps a heading with what follows it
            // only among siblings, and never moves an element that is first in its parent.
            <Fragment key={index}>
              <View
                style={[styles.sectionHead, index > 0 ? styles.nextSectionHead : undefined]}
                wrap={false}
                minPresenceAhead={SECTION_PRESENCE}
              >
                <View style={styles.sectionBar} />
                <Text style={styles.sectionHeading} hyphenationPenalty={NO_BREAK}>
                  {section.heading}
                </Text>
              </View>
              {htmlToPdf(section.html, options)}
            </Fragment>
          ))}
          <View style={styles.closing} wrap={false}>
            <Text style={styles.closingLine}>
              {`${copy.questions} ${brand.phone} · `}
              <Link src={`mailto:${brand.email}`} style={styles.link}>
                {brand.email}
              </Link>
            </Text>
            <Link src={brand.url} style={styles.link}>
              {brand.url}
            </Link>
          </View>
        </View>
      </Page>
    </Document>
  );
}

function Cover({
  document,
  brand,
  revised,
  copy,
}: {
  document: PrintableDocument;
  brand: PrintBrand;
  revised: Date;
  copy: PdfCopy;
}) {
  return (
    <Page size="LETTER" style={styles.cover}>
      <View style={styles.band}>
        <View style={styles.brandRow}>
          <Mark size={26} outlined />
          <Text style={styles.brandName}>{brand.name}</Text>
        </View>
        <View>
          <Text style={styles.eyebrow}>{document.eyebrow}</Text>
          <Text style={styles.title} hyphenationPenalty={NO_BREAK}>
            {document.title}
          </Text>
          <Text style={styles.summary} hyphenationPenalty={NO_BREAK}>
            {document.summary}
          </Text>
        </View>
      </View>
      <View style={styles.coverBody}>
        {document.figures.length > 0 && (
          <View style={styles.figures}>
            {document.figures.map((figure, index) => (
              <View key={index} style={styles.figure}>
                <FigureValue value={figure.value} />
                <Text style={styles.figureLabel} hyphenationPenalty={NO_BREAK}>
                  {figure.label}
                </Text>
              </View>
            ))}
          </View>
        )}
        <Text
          style={styles.revised}
        >{`${copy.revised} ${revised.toLocaleDateString("en-US", REVISED_FORMAT)}`}</Text>
        <Text style={styles.online}>
          {`${copy.readOnline} `}
          <Link src={document.pageUrl} style={styles.link}>
            {document.pageUrl}
          </Link>
        </Text>
      </View>
      <View style={styles.agency}>
        <View>
          <Text style={styles.agencyName}>{brand.name}</Text>
          <Text>{brand.tagline}</Text>
        </View>
        <View style={styles.contact}>
          <Text>{`${brand.phone} · ${brand.email}`}</Text>
          <Text>{brand.address}</Text>
        </View>
      </View>
    </Page>
  );
}

/** A figure in large type; the font has no arrow, so "4.4 → 4.8" gets one drawn. */
function FigureValue({ value }: { value: string }) {
  const parts = value.split("→").map((part) => part.trim());
  return (
    <View style={styles.figureValue}>
      {parts.map((part, index) => (
        <View key={index} style={styles.figureValue}>
          {index > 0 && (
            <Svg viewBox="0 0 20 12" width={20} height={12} style={styles.figureArrow}>
              <Path
                d="M1 6h17M13 1.5 18 6l-5 4.5"
                stroke={brandColors.accent}
                strokeWidth={2.2}
                fill="none"
              />
            </Svg>
          )}
          <Text style={styles.figureText}>{part}</Text>
        </View>
      ))}
    </View>
  );
}

/** The bolt mark on its navy tile; on navy, the tile's edge is drawn so the tile still shows. */
function Mark({ size, outlined = false }: { size: number; outlined?: boolean }) {
  const inset = outlined ? 0.5 : 0;
  return (
    <Svg viewBox={boltMark.viewBox} width={size} height={size}>
      <Rect
        x={inset}
        y={inset}
        width={32 - 2 * inset}
        height={32 - 2 * inset}
        rx={boltMark.tileRadius - inset}
        fill={brandColors.ink}
        {...(outlined ? { stroke: brandColors.bolt, strokeWidth: 1, strokeOpacity: 0.5 } : {})}
      />
      {boltMark.paths.map((path) => (
        <Path key={path.d} d={path.d} fill={path.fill} />
      ))}
    </Svg>
  );
}

/** A revision date as printed: "November 26, 2026". */
const REVISED_FORMAT: Intl.DateTimeFormatOptions = {
  timeZone: "UTC",
  month: "long",
  day: "numeric",
  year: "numeric",
};

/** A document's revision date, YYYY-MM-DD, as the start of that day in UTC. */
function revisionDate(updated: string): Date {
  const date = new Date(`${updated}T00:00:00Z`);
  // A day the month lacks (02-30) rolls over in Date, so the date must read back the same.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== updated) {
    throw new Error(`A document's revision date must read YYYY-MM-DD, not "${updated}"`);
  }
  return date;
}

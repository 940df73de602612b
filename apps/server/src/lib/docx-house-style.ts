/**
 * The look both Word exports share (the sustainability report and the VSME report): Calibri, the accent
 * colour, A4 with 2.5 cm margins, and heading styles with explicit outline levels.
 */
export const ACCENT = '1F4E5F';
export const MUTED = '6B7F87';
export const MARGIN_TWIPS = 1418;
/** A4 with 2.5 cm margins: the text width in twentieths of a point, for the tables' column grid. */
export const TEXT_WIDTH_TWIPS = 11906 - 2 * MARGIN_TWIPS;

/** Explicit outline levels: the navigation pane and the TOC field read them, whatever the style's name. */
function headingStyle(
  outlineLevel: number,
  run: { size: number; bold: boolean; color?: string; italics?: boolean },
) {
  const spacing = { before: outlineLevel === 0 ? 0 : 240, after: 120 };
  return { run, paragraph: { outlineLevel, keepNext: true, keepLines: true, spacing } };
}

export const HOUSE_STYLES = {
  default: {
    document: { run: { font: 'Calibri', size: 22 }, paragraph: { spacing: { after: 120, line: 276 } } },
    title: { run: { font: 'Calibri Light', size: 56, color: ACCENT } },
    heading1: headingStyle(0, { size: 36, bold: true, color: ACCENT }),
    heading2: headingStyle(1, { size: 28, bold: true, color: ACCENT }),
    heading3: headingStyle(2, { size: 24, bold: true }),
    heading4: headingStyle(3, { size: 22, bold: true, italics: true }),
  },
};

/** titlePage: the first page takes the (absent) first-page footer, so the title page has no number. */
export const HOUSE_PAGE = {
  titlePage: true,
  page: { margin: { top: MARGIN_TWIPS, bottom: MARGIN_TWIPS, left: MARGIN_TWIPS, right: MARGIN_TWIPS } },
};

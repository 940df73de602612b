/**
 * 'ISO 9001, 14001 and 45001', 'UNI EN ISO 9001, 14001 e 45001': a series of standards that writes 'ISO'
 * once. Each number after the first is written out as 'ISO 14001' so the catalogue's aliases find it; only
 * the numbers of certifiable management-system standards, so a year after a comma is never one.
 */
const SERIES_NUMBER = String.raw`(?:9001|14001|45001|50001|27001|22000|13485|37001|39001|22301|28000|55001|14064|20121|44001)(?::\d{4})?`;
const SERIES = new RegExp(
  String.raw`\bISO(?:\/IEC)?\s*\d{4,5}(?::\d{4})?(?:(?:\s*,\s*|\s+(?:and|und|et|e|y|en|&)\s+)${SERIES_NUMBER}(?![\d:]))+`,
  'gu',
);
const BARE_NUMBER = new RegExp(
  String.raw`((?:\s*,\s*|\s+(?:and|und|et|e|y|en|&)\s+))(${SERIES_NUMBER})(?![\d:])`,
  'gu',
);

/** The text with each bare number of an ISO series written with its 'ISO'. */
export function expandIsoSeries(text: string): string {
  return text.replace(SERIES, (series) => {
    const first = /^ISO(?:\/IEC)?\s*\d{4,5}(?::\d{4})?/u.exec(series)![0];
    return first + series.slice(first.length).replace(BARE_NUMBER, '$1ISO $2');
  });
}

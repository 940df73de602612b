/**
 * A number as a company writes it, in any of the conventions of its language: '1,340', '1.340',
 * '1 340', '86,4', '298.4', '1.234,5'. One separator followed by exactly three digits groups
 * thousands ('1,462', '1.180'); otherwise it is the decimal mark ('86,4', '38.2').
 */
export const NUMBER = String.raw`\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?:[,.]\d+)?|\d+(?:[,.]\d+)?`;

export function readNumber(written: string): number | undefined {
  const text = written.replace(/[\u00a0\u202f ]/g, '');
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  let normalized: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    normalized = text.split(group).join('').replace(decimal, '.');
  } else {
    const separator = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : '';
    if (!separator) normalized = text;
    else {
      const parts = text.split(separator);
      const grouping = parts.length > 2 || parts[parts.length - 1]!.length === 3;
      normalized = grouping ? parts.join('') : parts.join('.');
    }
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? value : undefined;
}

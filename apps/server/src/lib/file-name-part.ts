/**
 * A name as part of a download's file name: 'Café Müller & Söhne GmbH' → 'Cafe-Muller-Sohne-GmbH'. ASCII
 * only, because Content-Disposition's plain filename parameter cannot carry anything else safely; at most
 * 80 characters; `fallback` when nothing is left (a name in another script).
 */
export function fileNamePart(name: string, fallback: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || fallback
  );
}

import type { StructuredDocument } from '@impact/contracts';
import { findYears, headingYear } from './years.js';

/**
 * The one reporting year a report names on its cover: its title ('Memoria de sostenibilidad 2024'), its
 * first heading or its file name ('relatorio-sustentabilidade-2024.pdf'). A report's sentences often
 * state no year ('100 % de la plantilla está cubierta por el convenio colectivo'): the cover's year is
 * the year they report on. Each of the three counts only with a report's word beside the year, as a
 * heading does ('Bilancio di sostenibilità 2024', not 'Catálogo 2024'), and they must agree.
 *
 * Only a fetched or uploaded report (PDF, Word): a web page's title is the site's, not a reporting
 * period's. A title naming two years ('Informe 2023 y 2024') dates nothing, whatever the file is called.
 */
export function documentReportingYear(document: StructuredDocument): number | undefined {
  if (document.kind === 'html') return undefined;
  const title = document.title ?? '';
  if (new Set(findYears(title).map((mention) => mention.year)).size > 1) return undefined;
  const firstHeading = document.blocks.find((block) => block.type === 'heading');
  const cover = [
    title,
    firstHeading?.type === 'heading' ? firstHeading.text : '',
    fileNameWords(document.url),
  ];
  const years = new Set(cover.map(headingYear).filter((year) => year !== undefined));
  return years.size === 1 ? [...years][0] : undefined;
}

/** 'https://…/memoria-sostenibilidad-2024.pdf' → 'memoria sostenibilidad 2024'. */
function fileNameWords(url: string | null | undefined): string {
  if (!url) return '';
  let name: string;
  try {
    name = new URL(url).pathname.split('/').at(-1) ?? '';
  } catch {
    return '';
  }
  try {
    name = decodeURIComponent(name);
  } catch {
    // A broken escape leaves the name as written.
  }
  return name.replace(/\.[a-z0-9]{2,5}$/i, '').replace(/[-_+.]+/g, ' ');
}

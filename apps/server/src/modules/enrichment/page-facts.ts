import type { RevenueCode } from '@impact/contracts';
import { pageFooterLines } from '@impact/engine';
import { readCompanyFacts } from '@impact/knowledge';
import type { CheerioAPI } from 'cheerio';

/** A fact as read, with the sentence or row that states it (quoted in the field's origin). */
export interface QuotedFact<T> {
  value: T;
  quote: string;
}

/** What a page's meta tags and visible text say, beside its structured data. */
export interface PageFacts {
  siteName?: string;
  title?: string;
  description?: string;
  image?: string;
  /** Readable paragraphs, for the model and for the company facts. */
  text: string;
  /** The footer's lines (registered office, 'Since 1962'), read apart: for the company facts only. */
  footer: string[];
  /** Names the page gives its owner outside the title: the logo's alt text, the copyright holder. */
  brands: string[];
}

/** The company facts a page's text states, each with the sentence that states it. */
export interface StatedFacts {
  foundedYear?: QuotedFact<number>;
  headquarters?: QuotedFact<string>;
  employees?: QuotedFact<number>;
  /** The stated turnover, its bucket through the dated exchange rates, and how it was converted. */
  turnover?: QuotedFact<RevenueCode> & { stated: string; conversion: string };
}

const meta = ($: CheerioAPI, selector: string) => $(selector).attr('content')?.trim() || undefined;

/**
 * Title text without the tagline: 'Acme | Home' → 'Acme'. A title that puts the page's topic first
 * ('Mortgages and savings | Oakmere Building Society') is read by the part the page's logo or
 * copyright line also names.
 */
export function nameFromTitle(title: string | undefined, brands: readonly string[] = []): string | undefined {
  const parts = (title?.split(/\s+[|–—:·-]\s+/) ?? [])
    .map((part) => part.trim())
    .filter((part) => part && !HOME_PAGE_LABEL.test(part));
  const named = brands.map((brand) => brand.toLowerCase());
  const branded =
    parts.find((part) => named.some((brand) => brand.includes(part.toLowerCase()))) ??
    // A copyright line cut at the legal form's first dot ('© Acme S.A.' → 'Acme S') still names the part.
    parts.find((part) => named.some((brand) => part.toLowerCase().startsWith(brand)));
  const name = parts.length > 1 && branded ? branded : parts[0];
  return name && name.length <= 80 ? name : undefined;
}

/**
 * A title part that only says 'home page', in the common European languages: 'Startseite', 'Accueil',
 * 'Strona główna', 'Inicio'. It never names the company, wherever it stands in the title.
 */
const HOME_PAGE_LABEL =
  /^(?:home(?:\s*page)?|homepage|welcome|startseite|willkommen|accueil|page d['’]accueil|bienvenue|strona g[łl][óo]wna|inicio|p[áa]gina (?:de )?inicio|p[áa]gina inicial|pagina iniziale|benvenuti|startpagina|welkom|startsida|forside|etusivu|úvodní strana|domů|kezdőlap|pagina principal[ăa]|acas[ăa])$/iu;

/** '© 2026 Oakmere Building Society. All rights reserved.' → 'Oakmere Building Society'. */
const COPYRIGHT =
  /(?:©|\(c\)|copyright)\s*(?:(?:19|20)\d{2}(?:\s*[–-]\s*(?:19|20)\d{2})?\s*)?([^.|©]{3,80})/iu;

function brandNames($: CheerioAPI, footer: readonly string[]): string[] {
  const logos = $(
    'header img[alt], a[href="/"] img[alt], img[class*="logo" i][alt], [class*="logo" i] img[alt]',
  )
    .toArray()
    .map((node) => $(node).attr('alt')?.trim() ?? '');
  const holders = footer.flatMap((line) => COPYRIGHT.exec(line)?.[1]?.trim() ?? []);
  return [...new Set([...logos, ...holders].filter((name) => name.length >= 3))];
}

const quoted = <T>(answer: { origin: string; value: T; quote?: string } | undefined) =>
  answer?.origin === 'website' && answer.quote ? { value: answer.value, quote: answer.quote } : undefined;

/**
 * Plain statements a company makes about itself, read by the knowledge base's company facts (the same
 * reading the assessment's sections use, so the profile and the sections agree). Deliberately narrow:
 * a miss leaves the field empty, which the user fills in; a false match would put a wrong fact in
 * front of a client.
 */
export function statedFacts(
  text: string,
  options: { today: string; companyName?: string; footer?: readonly string[] },
): StatedFacts {
  const { footer, ...rest } = options;
  const facts = readCompanyFacts([{ url: 'page', text }], {
    ...rest,
    ...(footer && footer.length > 0 ? { footers: [{ url: 'page', text: footer.join('\n') }] } : {}),
  });
  const headquarters = quoted(facts.headquarters);
  const turnover = quoted(facts.turnover);
  const headcount = quoted(facts.headcount);
  const bucket = facts.turnover?.bucket;
  return {
    foundedYear: quoted(facts.foundedYear),
    headquarters: headquarters && { value: headquarters.value.place, quote: headquarters.quote },
    employees: headcount && { value: headcount.value.count, quote: headcount.quote },
    turnover:
      turnover && bucket
        ? {
            value: bucket.code,
            quote: turnover.quote,
            stated: `${turnover.value.currency} ${turnover.value.amount.toLocaleString('en-US')}`,
            conversion: bucket.conversion,
          }
        : undefined,
  };
}

const YEAR_HEADING = /^(?:FY\s?)?((?:19|20)\d{2})$/;

/**
 * A key-figures table's rows as the assessment's page reader writes them ('Netto-omzet | 2024: € 118,4
 * miljoen'): the label, then each figure with the year its column heading names. A table is where an
 * about page most often states its headcount and turnover.
 */
function tableRowLines($: CheerioAPI): string[] {
  return $('table')
    .toArray()
    .flatMap((table) => {
      const rows = $(table)
        .find('tr')
        .toArray()
        .map((row) =>
          $(row)
            .find('th, td')
            .toArray()
            .map((cell) => $(cell).text().replace(/\s+/g, ' ').trim()),
        );
      const years = (rows[0] ?? []).map((heading) => YEAR_HEADING.exec(heading)?.[1]);
      const body = years.some(Boolean) ? rows.slice(1) : rows;
      return body.flatMap((cells) => {
        const [label, ...figures] = cells;
        if (!label) return [];
        // One line per year ('Medewerkers | 2024: 310'), so each figure is read with its own year.
        if (years.some(Boolean))
          return figures.flatMap((figure, index) =>
            figure && years[index + 1] ? [`${label} | ${years[index + 1]}: ${figure}`] : [],
          );
        const stated = figures.filter(Boolean);
        return stated.length > 0 ? [`${label} | ${stated.join(' | ')}`] : [];
      });
    });
}

/** A number and a word, and nothing else: a key-figure tile's line. */
const KEY_FIGURE_LINE = /^[^\p{L}\d]*\d[\d.,\s\u00a0\u202f]*\+?\s*\p{L}{3,}(?:\s+\p{L}+){0,3}$/u;

export function readPageFacts($: CheerioAPI): PageFacts {
  const footer = pageFooterLines($);
  const brands = brandNames($, footer);
  $('script, style, noscript, svg, nav, footer, header form').remove();
  const paragraphs = $('main p, article p, section p, p, li, h1, h2')
    .toArray()
    .map((node) => $(node).text().replace(/\s+/g, ' ').trim())
    // Short lines are menus and buttons, except a key figure with its word ('386 collaboratori',
    // '1,200 employees'), which a home page's figures list states and a sentence never repeats.
    .filter((line) => line.length > 30 || KEY_FIGURE_LINE.test(line));
  const text = [...new Set([...paragraphs, ...tableRowLines($)])].join('\n').slice(0, 12000);
  return {
    siteName: meta($, 'meta[property="og:site_name"]'),
    title: $('title').first().text().trim() || undefined,
    description: meta($, 'meta[name="description"]') ?? meta($, 'meta[property="og:description"]'),
    image: meta($, 'meta[property="og:image"]'),
    text,
    footer,
    brands,
  };
}

/**
 * Words of a link to the page that says who the company is, in the common European languages: 'Über
 * uns', 'Unternehmen', 'Qui sommes-nous', 'L'entreprise', 'Chi siamo', 'L'azienda' (or just 'Azienda'), 'Quiénes somos',
 * 'Over ons', 'Om oss', 'O nas'.
 */
const ABOUT_LINK =
  /about|who[- ]we[- ]are|our[- ]story|company|over[- ]ons|ons[- ]verhaal|a[- ]propos|à[- ]propos|über[- ]uns|ueber[- ]uns|unternehmen|qui[- ]sommes[- ]nous|l['’]entreprise|le[- ]groupe|notre[- ]histoire|chi[- ]siamo|(?:l['’])?azienda|la[- ]nostra[- ]storia|quiénes[- ]somos|quienes[- ]somos|la[- ]empresa|nuestra[- ]historia|quem[- ]somos|sobre[- ]n[óo]s|a[- ]empresa|om[- ]oss|\bom[- ]os\b|o[- ]nas\b|o[- ]firmie|meist[äa]\b/i;

/** The company's about page, if the home page links to one on the same site. */
export function findAboutLink($: CheerioAPI, pageUrl: string): string | undefined {
  const home = new URL(pageUrl);
  for (const anchor of $('a[href]').toArray()) {
    const href = $(anchor).attr('href')!;
    const label = $(anchor).text().trim();
    if (!ABOUT_LINK.test(`${href} ${label}`)) continue;
    try {
      const url = new URL(href, home);
      if (
        url.hostname === home.hostname &&
        url.pathname !== home.pathname &&
        /^https?:$/.test(url.protocol)
      ) {
        return url.toString();
      }
    } catch {
      // Not a URL: skip.
    }
  }
  return undefined;
}

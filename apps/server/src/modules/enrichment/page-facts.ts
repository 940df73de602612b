import type { CheerioAPI } from 'cheerio';

/** What a page's meta tags and visible text say, beside its structured data. */
export interface PageFacts {
  siteName?: string;
  title?: string;
  description?: string;
  image?: string;
  /** Readable paragraphs, for the model and for the patterns below. */
  text: string;
  foundedYear?: number;
  headquarters?: string;
  employees?: number;
  employeesText?: string;
}

const meta = ($: CheerioAPI, selector: string) => $(selector).attr('content')?.trim() || undefined;

/** Title text without the tagline: 'Acme | Home' → 'Acme'. */
export function nameFromTitle(title: string | undefined): string | undefined {
  const first = title?.split(/\s+[|–—:·-]\s+/)[0]?.trim();
  return first && first.length <= 80 ? first : undefined;
}

// Plain statements a company makes about itself. Deliberately narrow: a miss leaves the field empty,
// which the user fills in; a false match would put a wrong fact in front of a client.
const FOUNDED = /\b(?:founded|established|since)\s+(?:in\s+)?((?:18|19|20)\d{2})\b/i;
const HEADQUARTERS =
  /\b(?:headquartered|head office is|headquarters are|based)\s+in\s+([A-Z][\p{L}.'-]+(?:[ -][A-Z][\p{L}.'-]+)*(?:,\s*[A-Z][\p{L}.'-]+(?:[ -][A-Z][\p{L}.'-]+)*)?)/u;
const EMPLOYEES =
  /\b(\d{1,3}(?:[,.\s]\d{3})+|\d+)\+?\s+(?:employees|people|staff|colleagues|team members)\b/i;

export function readPageFacts($: CheerioAPI): PageFacts {
  $('script, style, noscript, svg, nav, footer, header form').remove();
  const paragraphs = $('main p, article p, section p, p, li, h1, h2')
    .toArray()
    .map((node) => $(node).text().replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 30);
  const text = [...new Set(paragraphs)].join('\n').slice(0, 12000);
  const founded = FOUNDED.exec(text)?.[1];
  const employees = EMPLOYEES.exec(text);
  const employeeCount = employees ? Number(employees[1]!.replace(/[,.\s]/g, '')) : undefined;
  return {
    siteName: meta($, 'meta[property="og:site_name"]'),
    title: $('title').first().text().trim() || undefined,
    description: meta($, 'meta[name="description"]') ?? meta($, 'meta[property="og:description"]'),
    image: meta($, 'meta[property="og:image"]'),
    text,
    foundedYear: founded ? Number(founded) : undefined,
    headquarters: HEADQUARTERS.exec(text)?.[1]?.replace(/[.,]$/, ''),
    employees: employeeCount && employeeCount > 0 ? employeeCount : undefined,
    employeesText: employees?.[0],
  };
}

/** The company's about page, if the home page links to one on the same site. */
export function findAboutLink($: CheerioAPI, pageUrl: string): string | undefined {
  const home = new URL(pageUrl);
  for (const anchor of $('a[href]').toArray()) {
    const href = $(anchor).attr('href')!;
    const label = $(anchor).text().trim();
    if (
      !/about|who[- ]we[- ]are|our[- ]story|company|over[- ]ons|a[- ]propos|über[- ]uns/i.test(
        `${href} ${label}`,
      )
    )
      continue;
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

import type { CheerioAPI } from 'cheerio';
import { attr, role, textOf, type Element } from './html-dom.js';

/**
 * What of a page is its content. Three kinds of clutter are told apart:
 * - never text: scripts, styles, hidden elements, form controls;
 * - chrome repeated on every page (navigation, page header and footer, cookie banners, forms): dropped
 *   with everything in it, tables included, since a footer table of office addresses says the same on
 *   every page;
 * - sidebars (aside): their text is dropped but their data tables are kept, since an 'at a glance'
 *   box of key figures is content.
 */

const NEVER_TEXT =
  'script, style, noscript, template, svg, canvas, iframe, object, embed, video, audio, map, button, ' +
  'select, input, textarea';
const HIDDEN = '[hidden], [aria-hidden="true"]';

const CHROME =
  'nav, form, dialog, [role="navigation"], [role="search"], [role="banner"], [role="contentinfo"], ' +
  '[role="dialog"], [role="alertdialog"]';

const SIDEBAR = 'aside, [role="complementary"]';

// Names consent managers give their banners, matched anywhere in an id or class.
const CONSENT_VENDORS =
  /cookiebot|onetrust|ot-sdk|usercentrics|didomi|truste|cmplz|cookie-?law|iubenda|quantcast/i;
// Generic words, matched as a whole word of the id or class ('cookie-banner', 'gdpr_notice').
const CONSENT_WORDS = /(?:^|[\s_-])(?:cookies?|consent|gdpr|cc-window|cc-banner)(?:$|[\s_-])/i;
const NOT_CONTENT =
  /(?:^|[\s_-])(?:breadcrumbs?|skip-link|skip-to-content|social-share|share-buttons)(?:$|[\s_-])/i;

/** Sectioning elements inside which a header or footer belongs to that section, not the page. */
const SECTIONING = new Set(['article', 'aside', 'main', 'nav', 'section']);

/**
 * What only a wrapper of the page's content holds. Such a wrapper is never dropped, whatever it is
 * called or marked: ASP.NET sites wrap the whole page in one <form>, and a page behind an open
 * consent dialog can be aria-hidden or carry a 'cookie-banner-open' class.
 */
const CONTENT_MARKERS = 'main, article, [role="main"], h1';
/** A page header may hold the site's name as its h1; only holding the main content keeps it. */
const MAIN_MARKERS = 'main, article, [role="main"]';

const styledHidden = (element: Element) =>
  /(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(attr(element, 'style'));

export function removeNeverText($: CheerioAPI): void {
  $(NEVER_TEXT).remove();
  removeUnlessWrapper(
    $,
    $(HIDDEN)
      .add($('[style]').filter((_, element) => styledHidden(element)))
      .toArray(),
  );
}

/** The element holding the page's content: main, else a single article, else the body. */
export function findContentRoot($: CheerioAPI): Element {
  const candidates = [$('main').toArray(), $('[role="main"]').toArray()].flat();
  const main = candidates.find((element) => textOf(element) !== '');
  if (main) return main;
  const articles = $('article').toArray();
  if (articles.length === 1 && textOf(articles[0]!) !== '') return articles[0]!;
  return $('body').get(0) ?? ($.root().get(0) as unknown as Element);
}

export function removeChrome($: CheerioAPI, root: Element): void {
  const scope = $(root);
  removeUnlessWrapper($, scope.find(CHROME).toArray());
  removeUnlessWrapper($, scope.find('header, footer').toArray().filter(isPageLevel), MAIN_MARKERS);
  const named = scope
    .find('[id], [class], [aria-label]')
    .toArray()
    .filter((element) => isConsentBanner(element) || NOT_CONTENT.test(attr(element, 'class')));
  removeUnlessWrapper($, named);
  // Sidebars last, so a cookie banner inside one is already gone.
  scope.find(SIDEBAR).each((_, sidebar) => {
    const tables = $(sidebar).find('table').not('table table');
    $(sidebar).replaceWith(tables);
  });
}

function isConsentBanner(element: Element): boolean {
  const names = `${attr(element, 'id')} ${attr(element, 'class')}`;
  if (CONSENT_VENDORS.test(names) || CONSENT_WORDS.test(names)) return true;
  const label = attr(element, 'aria-label');
  return /cookie|consent/i.test(label) && role(element) !== 'table';
}

export function isPageLevel(element: Element): boolean {
  for (let parent = element.parent; parent && parent.type === 'tag'; parent = parent.parent) {
    if (SECTIONING.has(parent.name) || parent.attribs.role === 'main') return false;
  }
  return true;
}

function removeUnlessWrapper($: CheerioAPI, elements: readonly Element[], markers = CONTENT_MARKERS): void {
  for (const element of elements) {
    if ($(element).find(markers).length === 0) $(element).remove();
  }
}

/**
 * Which web sources a sustainability consultant would not accept as evidence, so that none is shipped.
 *
 * A source is acceptable when it is the origin of the claim: the law on EUR-Lex or a national gazette, the
 * standard setter (EFRAG, IFRS/ISSB and SASB, GRI, TCFD, SBTi, CDP, ISO…), an official statistics office
 * or agency (Eurostat, EEA, IEA, ILO, OECD, UN bodies), the company's own reports and site, or a news
 * outlet's or professional firm's own page. It is weak when it is a copy or a guess at the origin:
 * encyclopedias and their mirrors, third-party copies of documents, laws or filings, reposts and
 * aggregators of news, blogs and content farms, and vendor pages that present someone else's standard.
 *
 * The list names hosts we have met and rejected; it is not exhaustive. A weak page on a host that is
 * acceptable elsewhere (a newspaper reprinting a wire story) is removed where it is cited, not listed.
 */
export type WeakSourceReason =
  | 'encyclopedia'
  | 'encyclopedia-mirror'
  | 'document-copy'
  | 'law-or-filing-copy'
  | 'news-aggregator'
  | 'blog-or-content-farm'
  | 'vendor-page';

export const WEAK_SOURCE_HOSTS: Record<WeakSourceReason, readonly string[]> = {
  /** Anyone can edit it: cite what the article cites. */
  encyclopedia: ['wikipedia.org', 'wikimedia.org'],
  'encyclopedia-mirror': [
    'wikiwand.com',
    'wikimili.com',
    'wikiclassic.com',
    'owiki.org',
    'wiki2.org',
    'wikizero.com',
    'everybodywiki.com',
    'infogalactic.com',
    'dbpedia.org',
    'nina.az',
    'alegsaonline.com',
    'piglix.com',
    'datana.cloud',
    'en-academic.com',
    'evrimagaci.org',
  ],
  /** Uploaded copies of reports and standards: the original's owner may have changed or withdrawn it. */
  'document-copy': [
    'scribd.com',
    'yumpu.com',
    'readkong.com',
    'studylib.net',
    'fdocuments.in',
    'fdocuments.net',
    'vdocuments.net',
    'vdocuments.mx',
    'vdocuments.site',
    'vdocuments.us',
    'documents.pub',
    'pdfslide.us',
    'pdfcoffee.com',
    'dokumen.pub',
    'docplayer.net',
    'kipdf.com',
    '1library.net',
    'issuu.com',
    'flippingbook.com',
    'businessdocbox.com',
    'sustainabilitydisclosures.com',
  ],
  /** Unofficial copies of legislation and of regulatory filings. */
  'law-or-filing-copy': [
    'eurlexa.com',
    'droit-bilingue.ch',
    'refli.be',
    'french-business-law.com',
    'gdprsummary.com',
    'capedge.com',
    'fast-edgar.com',
    'stockinsights.ai',
    'rocketfinancial.com',
    'modeledge.ai',
  ],
  /** Reposts of other outlets' articles or of press releases, and market-data sites that rewrite them. */
  'news-aggregator': [
    'msn.com',
    'yahoo.com',
    'news.google.com',
    'newsbreak.com',
    'headtopics.com',
    'europesays.com',
    'particle.news',
    'upday.com',
    'exbulletin.com',
    'reportwire.org',
    'born2invest.com',
    'miragenews.com',
    'webwire.com',
    'khabr.news',
    'zhongqinews.com',
    'sangritimes.com',
    'energyheadlines.com',
    'econotimes.com',
    'hallmarknews.com',
    'realmedia.press',
    'foundernews.eu',
    'aljazeeranewstoday.com',
    'tankterminals.com',
    'fashnfly.com',
    'fashioncoached.com',
    'inuno.ai',
    'evwind.es',
    'mondaq.com',
    'natlawreview.com',
    'investing.com',
    'tipranks.com',
    'advfn.com',
    'barchart.com',
    'aktiensensor.com',
    'finanza.com',
    'seekingalpha.com',
    'share-talk.com',
    'voxmarkets.com',
    'floraldaily.com',
    'themoneytimes.media',
    'reliefweb.int',
  ],
  'blog-or-content-farm': [
    'blogspot.com',
    'medium.com',
    'wordpress.com',
    'substack.com',
    'ruralhandmade.com',
    'planbe.eco',
    'globeofblogs.in.net',
    'ciferi.com',
    'net0.com',
    'ekotera.org',
    'superagi.com',
    'perlu.com',
    'nicoleahmed.com',
    'planetsave.com',
    'bettersociety.net',
    'beertoday.co.uk',
    'climatechange.biz',
    'energymagz.com',
    'theagrifooddata.com',
    'esgpost.com',
    'nationalsustainabilitynews.co.uk',
    'dataprivacymanager.net',
    'prnsglobal.org',
    'generationimpact.global',
    'reporting.academy',
    'rsustain.co.uk',
    'simssuisse.com',
    'freudsjournals.com',
    'climatechangelegalblogarchive.com',
    'sustainabilityreportingstandards.co.uk',
    'uksrs.org.uk',
    'eudigitalproductpassport.org',
    'nwb-experten-blog.de',
    'thegoodcrowd.co.uk',
    'theauditoronline.com',
    'drinks-insight-network.com',
    'businesschief.eu',
    'dailycsr.com',
    'steelguru.com',
    'windinsider.com',
    'esg-investing.com',
    'energycentral.com',
    'iban.com',
  ],
  /** Vendors' and consultancies' pages that explain, sell or certify against someone else's standard. */
  'vendor-page': [
    'iso13485.com.my',
    'eamdint.com',
    'orimpex.com.tr',
    'custombrandedclothing.com',
    'made-by.org',
    'tricomconsultants.com',
    'sbs-certificate.com',
    'pshinecable.com',
    'neutralx.ca',
    'easytax.co',
    'castellum.ai',
    'riskonnect.com',
    'greenplaces.com',
    'qr3.app',
    '8returns.com',
    'analytical-group.com',
    'packlab.gr',
    'achilles.com',
    'plasticfree.com',
    'petainer.com',
    'wisemove.co.nz',
  ],
};

/**
 * Hosts that are not a site's public address: staging and control-panel copies, preview deployments,
 * CDN mirrors. The same page, if it exists, is cited at the site's own address. (A company's own regional
 * production host, such as production-ca2.patagonia.com, is the company's site and is not listed.)
 */
const NON_CANONICAL_HOST =
  /^(?:staging|cpanel|prev|preview|dev|test|mcdn)\.|\.(?:vercel\.app|pages\.dev|netlify\.app|herokuapp\.com)$/;

const byHost = new Map<string, WeakSourceReason>(
  (Object.entries(WEAK_SOURCE_HOSTS) as [WeakSourceReason, readonly string[]][]).flatMap(([reason, hosts]) =>
    hosts.map((host) => [host, reason] as const),
  ),
);

/** The URL's host in lower case without a leading "www.", or undefined when it is not a web URL. */
export function sourceHost(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    return parsed.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/**
 * Why a source URL is weak ('non-canonical-host' for staging or mirror hosts), or undefined when its host
 * is not on the list. A listed host matches itself and its subdomains (en.wikipedia.org, ng.investing.com).
 */
export function weakSourceReason(url: string): WeakSourceReason | 'non-canonical-host' | undefined {
  const host = sourceHost(url);
  if (host === undefined) return undefined;
  if (NON_CANONICAL_HOST.test(host)) return 'non-canonical-host';
  const labels = host.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const reason = byHost.get(labels.slice(i).join('.'));
    if (reason) return reason;
  }
  return undefined;
}

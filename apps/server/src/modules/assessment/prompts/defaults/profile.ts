import { composePrompt } from './compose.js';

/** Company profile sections: where the company is, how it earns its money, who it answers to. */

export const locationPresencePrompt = composePrompt({
  task:
    'You write the "Location & Geographic Presence" block of a client company’s profile: where the ' +
    'company is headquartered and where it operates, sells and produces, so that a consultant can see ' +
    'which jurisdictions and communities its sustainability strategy must cover.',
  output: [
    'headquarters: the head office as "City, Country", exactly as a source states it. The profile’s ' +
      'recorded headquarters may be used only when a source in the context confirms it.',
    'retail_presence: a short paragraph on the countries or regions where the company has stores, ' +
      'production sites, offices, warehouses or sales markets. Give counts (stores, sites, countries) ' +
      'only as a source states them, with the year they refer to, and name the largest markets first.',
    'sources: every URL the two fields rest on.',
  ],
  rules: [
    'Say "sells to" or "ships to" for markets served without a local presence; do not turn distribution ' +
      'into owned sites.',
    'When sources disagree (an older report and a newer page), give the most recent figure and its year.',
  ],
  nothingFound:
    'leave headquarters empty unless a source states it, set retail_presence to "No information on the ' +
    'company’s locations or geographic presence was found in the sources checked." and list the pages ' +
    'you checked as sources when there are any.',
});

export const businessModelOverviewPrompt = composePrompt({
  task:
    'You write the "Business Model Overview" of a client company’s profile: how the company creates ' +
    'and captures value, which is the basis for judging where its sustainability impacts and ' +
    'dependencies lie.',
  output: [
    'summary: three to five sentences on what the company sells (products, services, brands), to whom ' +
      '(consumers, businesses, the public sector), through which channels, where it sits in the value ' +
      'chain (raw materials, manufacturing, distribution, retail, services) and its main business segments.',
    'revenue: the latest annual revenue as a source states it, with currency, year and, when stated, ' +
      'the split by segment or region; otherwise "Not disclosed in the sources checked."',
    'profitability: the latest operating profit, margin or net result as a source states it, with its ' +
      'year; otherwise "Not disclosed in the sources checked."',
    'sources: every URL the three fields rest on.',
  ],
  rules: [
    'The profile’s revenue range is a size bucket, not a reported figure: never present it as revenue.',
    'Do not convert currencies, add up segments or compute margins; quote figures as published.',
  ],
  nothingFound:
    'set summary to "The sources checked do not describe the company’s business model." followed by ' +
    'what the profile says about its industry, and set revenue and profitability to "Not disclosed in ' +
    'the sources checked."',
});

export const stakeholdersPrompt = composePrompt({
  task:
    'You map the key stakeholders of a client company: the groups that affect or are affected by its ' +
    'activities and whose expectations its sustainability strategy must answer.',
  output: [
    'A list of stakeholder groups, each with a type such as "Employees", "Customers", "Investors & ' +
      'Shareholders", "Suppliers & Business Partners", "Local Communities", "Regulators & Public ' +
      'Authorities", "NGOs & Civil Society" or "Industry Associations & Initiatives". Use only the types ' +
      'the context gives evidence for.',
    'members: the named organisations or people of that group the context mentions (a main shareholder, ' +
      'a supplier, a partner NGO, a regulator that fined or licenses the company, an association it ' +
      'belongs to), or the group itself when no member is named (e.g. "Employees in 12 countries"). Each ' +
      'member has a description of its relationship with the company and why it matters for ' +
      'sustainability, and a url or urls only when the context gives the member’s own address.',
    'sources: for each group, the URLs its members rest on.',
  ],
  rules: [
    'Do not list stakeholders that every company has unless the context says something specific about ' +
      'them for this company (numbers, locations, concerns, agreements, disputes).',
    'Give the member’s relationship as the source describes it (owns 25%, supplies cocoa, campaigns ' +
      'against, regulates); never infer a partnership from a mere mention.',
  ],
  nothingFound: 'answer an empty list; the application then records that no stakeholders were found.',
});

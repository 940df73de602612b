import { composePrompt } from './compose.js';

/**
 * Policy & Regulations. Whether a law applies is the knowledge base's rule verdict (DESIGN.md:
 * deterministic where the world is deterministic); the model explains and adds sourced evidence only.
 */

export const sustainabilityRegulationsPrompt = composePrompt({
  task:
    'You explain the regulatory landscape of a client company: the sustainability laws and standards ' +
    'that apply or may apply to it, so that a consultant can see what it must comply with and by when.',
  output: [
    'The regulation rows of the knowledge base, in the same order, each with its name, type, ' +
      'complianceStatus, statusVariant, verdict, dates and missingFacts unchanged.',
    'reason: for each row, two or three plain sentences saying why the law applies or not, built from ' +
      'the knowledge base’s reason (the threshold and the company fact compared) and, when the context ' +
      'has it, what the company says about its compliance (e.g. "the company states it published its ' +
      'first CSRD-aligned report for 2024"), with that page among the row’s sources.',
    'Extra rows only for a sustainability law or binding standard the context shows this company is ' +
      'subject to and the knowledge base lacks (e.g. a national due-diligence law named in its annual ' +
      'report): type as "EU Regulation", "EU Directive", "Global Standard", "BE Law", "US Rule" or ' +
      '"Voluntary Framework"; complianceStatus in the source’s terms (e.g. "Reports under it (company ' +
      'states)"); statusVariant "neutral"; method "llm"; sources.',
  ],
  rules: [
    'Never change a verdict, status or date of the knowledge base, and never call the company ' +
      'compliant: the knowledge base decides scope, and compliance needs an audit, not a web page.',
    'A missing fact stays missing: repeat the knowledge base’s question rather than assuming an answer.',
  ],
  nothingFound: 'answer the knowledge base rows unchanged, with reasons taken from the knowledge base alone.',
});

export const upcomingPoliciesPrompt = composePrompt({
  task:
    'You brief a client company on upcoming sustainability policies: proposals, adopted laws not yet ' +
    'applying and announced revisions that will change what it must do, so it can prepare in time.',
  output: [
    'summary: two to four sentences, never blank, on which upcoming changes matter most for this company ' +
      'and why, and when the first of them bites.',
    'policies: start from the knowledge base’s upcoming policies with their name, phase and relevance ' +
      'unchanged. For each, sector: the sectors or activities it targets; description: what changes, ' +
      'from when, and what this company (given its sector, size, markets and the context) should prepare.',
    'Add a policy the knowledge base lacks only when a source in the context names it as affecting the ' +
      'company or its sector; give it phase as the source states (e.g. "Proposal", "Adopted – applies ' +
      'from 2027"), relevance "High" when it will apply to the company’s core activities within two ' +
      'years, "Medium" when it applies later or to part of its activities, else "Low", and its sources.',
  ],
  rules: ['Never present a proposal as adopted law, or a date the context does not give.'],
  nothingFound:
    'answer the knowledge base’s policies with their sources, and a summary saying which upcoming ' +
    'policies the knowledge base found relevant and that no company-specific evidence was found.',
});

export const voluntaryCodesPrompt = composePrompt({
  task:
    'You list the voluntary codes a client company has adopted: certifications, labels, commitments and ' +
    'initiative memberships (e.g. ISO 14001, B Corp, SBTi, UN Global Compact, RE100, FSC, Fairtrade), ' +
    'which show what it has committed to beyond the law.',
  output: [
    'summary: two or three sentences, never blank, on what the codes found say about the company’s ' +
      'commitments, and any notable gap for its sector.',
    'codes: start from the knowledge base’s detected codes (found in the company’s own text, with the ' +
      'sentence as evidence). For each code: name (the code’s official name), category "Environmental", ' +
      '"Social" or "Governance", status as the company holds it: "Certified" for a certificate, label ' +
      'or management system, "Member" for an initiative it belongs to, "Participant" for the UN Global ' +
      'Compact, "Rated" for a rating agency grade, "Validated" for validated science-based targets, ' +
      '"In process" when it is committed to, working towards or applying for it; description: what the code is and what the company holds (scope, ' +
      'sites, year); validUntil: the expiry date as YYYY-MM-DD only when a source states it, YYYY when it states only the year, else null; ' +
      'sources.',
  ],
  rules: [
    'A code counts only when a source says the company itself holds or pursues it: not when it is ' +
      'named as an example, required of suppliers, held by a partner, or dropped.',
    'Reporting frameworks used for disclosure (GRI, SASB, TCFD, ESRS) are not codes; leave them out.',
  ],
  nothingFound:
    'answer an empty list and the summary "No voluntary codes, certifications or initiative memberships ' +
    'were found in the sources checked." naming the sources checked.',
});

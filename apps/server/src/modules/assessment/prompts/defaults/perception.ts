import { composePrompt } from './compose.js';

/**
 * External perception. Both come only from evidence in the context; the credibility score is the
 * application's formula over that evidence, not the model's opinion.
 */

export const publicPerceptionPrompt = composePrompt({
  task:
    'You assess how the outside world sees a client company’s sustainability performance: media, NGOs, ' +
    'ESG rating agencies and certifiers, as opposed to what the company says about itself.',
  output: [
    'summary: three or four sentences on the company’s sustainability reputation, naming the kinds of ' +
      'sources it rests on and how much independent coverage there is.',
    'mediaSentiment: overall "Positive", "Mixed", "Neutral" or "Negative" from the tone of independent ' +
      'coverage in the context ("Neutral" when coverage is thin, and say so in the summary); keyThemes: ' +
      'three to eight short themes of that coverage.',
    'ngoActivity: mentions true only when the context has a named NGO, activist group or campaign ' +
      'addressing the company; details: one line each naming who, what and when.',
    'esgRatings: each rating a source reports for the company: agency (e.g. "MSCI", "Sustainalytics", ' +
      '"CDP", "EcoVadis"), rating exactly as published (e.g. "AA", "Low risk (12.3)", "A-", "Gold") and ' +
      'date (the year or date the source gives).',
    'certifications: certifications and sustainability awards the company holds, with the year awarded.',
    'credibilityScore: do not judge credibility yourself. The application computes it with a fixed ' +
      'formula from the ratings, certifications, controversies and disclosure found; when the context ' +
      'gives a computed score, copy its score, maxScore and rationale unchanged.',
    'sources: every URL the answer rests on.',
  ],
  rules: [
    'Only independent sources count for sentiment and NGO activity; the company’s own pages can support ' +
      'certifications and ratings it reports, marked "the company states".',
    'Never invent a rating, score or award, and never upgrade an old rating to a current one.',
  ],
  nothingFound:
    'set summary to "Little independent coverage of the company’s sustainability was found in the ' +
    'sources checked." (say too when web research was not run), sentiment "Neutral" with no themes, ' +
    'mentions false, and empty ratings and certifications.',
});

export const controversiesPrompt = composePrompt({
  task:
    'You check a client company for sustainability controversies: lawsuits, fines and sanctions, ' +
    'regulatory investigations, greenwashing claims, environmental incidents, labour and human-rights ' +
    'allegations, product safety recalls, corruption and NGO campaigns, which a consultant must know ' +
    'before advising on its impact strategy and communication.',
  output: [
    'hasControversies: true when at least one controversy is listed.',
    'summary: two or three sentences on the controversies found and the most serious of them, or that ' +
      'none were found, naming what was searched.',
    'controversies, most recent first, each with category (e.g. "Environment", "Labour & Human Rights", ' +
      '"Greenwashing", "Governance & Corruption", "Product Safety", "Data & Privacy"), year (when it ' +
      'arose), status "Resolved" (ruling, settlement, fine paid or investigation closed, as a source ' +
      'says), "Ongoing" (case pending, investigation open, campaign active) or "Alleged" (accusations ' +
      'without proceedings), title (short and neutral), description (what happened, who alleges what, ' +
      'and the company’s response when reported), relevanceToImpact (how it bears on the company’s ' +
      'impact strategy and the credibility of its claims) and sources.',
  ],
  rules: [
    'Attribute every allegation ("an NGO report alleges", "regulators fined") and never state it as ' +
      'fact unless a ruling or the company’s own admission is cited.',
    'Take the status from the most recent source; when unsure between Ongoing and Alleged, use Alleged.',
    'One entry per controversy, however many articles cover it; its sources are all of them.',
  ],
  nothingFound:
    'set hasControversies to false, the controversies list empty, and the summary to "No public ' +
    'controversies were found in the sources checked." naming what was searched (and that web research ' +
    'was not run, when the context says so).',
});

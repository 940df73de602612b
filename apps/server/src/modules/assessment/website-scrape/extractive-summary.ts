import { capText } from './page-text.js';

/** Words that mark a sentence as telling something about the company's impact. */
const IMPACT_WORDS =
  /sustainab|climate|carbon|emission|net[ -]?zero|renewable|energy|environment|biodivers|nature|water|waste|recycl|circular|packaging|social|communit|divers|inclusi|human rights|employee|wellbeing|well-being|safety|governance|ethic|\besg\b|\bcsr\b|impact|responsib|supply chain|sourcing|certif|b corp|target|report/i;

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    // Headings and labels are not sentences: a sentence ends in punctuation or runs long.
    .filter(
      (sentence) => sentence.length >= 25 && (/[.!?…]["')”’]*$/.test(sentence) || sentence.length >= 80),
    );

function gather(sentences: string[], maxChars: number): string {
  let summary = '';
  for (const sentence of sentences) {
    const next = summary ? `${summary} ${sentence}` : sentence;
    if (next.length > maxChars) {
      // Always say something: a first sentence longer than the budget is cut, with an ellipsis.
      if (!summary) summary = `${capText(sentence, maxChars - 1)}…`;
      break;
    }
    summary = next;
  }
  return summary;
}

/**
 * A summary made of the page's own sentences, without a model: those that carry impact words, in
 * page order; else the page's meta description; else its first sentences (or lines). Nothing is
 * reworded.
 */
export function extractiveSummary(page: { text: string; description?: string }, maxChars = 400): string {
  const sentences = sentencesOf(page.text);
  const onImpact = gather(
    sentences.filter((sentence) => IMPACT_WORDS.test(sentence)),
    maxChars,
  );
  if (onImpact) return onImpact;
  if (page.description) return capText(page.description, maxChars);
  // Pages of headings and short lines have no sentence to quote: their first lines stand in.
  return gather(sentences, maxChars) || capText(page.text.replace(/\n+/g, ' · '), maxChars);
}

import { describe, expect, it } from 'vitest';
import { sentencesUnderHeadings } from './heading-dated-sentences.js';

describe('sentencesUnderHeadings', () => {
  it('dates each sentence by the nearest heading above that states a reporting year', () => {
    const page = [
      'Kerncijfers 2024',
      'We verbruikten 4.100 MWh. Het water kwam uit eigen bron.',
      'Onze mensen',
      'Het team groeide.',
      'Key figures FY2023/24',
      'Energy use fell.',
    ].join('\n');
    expect([...sentencesUnderHeadings(page)]).toEqual([
      { text: 'We verbruikten 4.100 MWh.', headingYear: 2024 },
      { text: 'Het water kwam uit eigen bron.', headingYear: 2024 },
      // A heading without a reporting year ends the dated section.
      { text: 'Het team groeide.' },
      { text: 'Energy use fell.', headingYear: 2024 },
    ]);
  });

  it('leaves sentences before any heading undated', () => {
    expect([...sentencesUnderHeadings('In 2023 we planted 400 trees.')]).toEqual([
      { text: 'In 2023 we planted 400 trees.' },
    ]);
  });
});

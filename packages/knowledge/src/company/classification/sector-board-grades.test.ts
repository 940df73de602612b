import { describe, expect, it } from 'vitest';
import { classifySector } from './classify-sector.js';
import { evidenceFromPages } from './evidence.js';

/** A board mill names its grades by their trade names, not by 'paper' or 'paperboard'. Fictional pages. */
const classify = (content: string) =>
  classifySector(evidenceFromPages([{ url: 'https://www.example.test/', content }]));

describe('classifySector: board grades by their trade names', () => {
  it.each([
    'Example Board makes folding boxboard and liner for food and pharmaceutical packaging at our mill in Tampere, Finland.',
    'We produce kraftliner and testliner for corrugated packaging on two board machines.',
  ])('%s → manufacture of paper and paperboard (17.1)', (content) => {
    expect(classify(content)).toMatchObject({ status: 'classified', division: '17', group: '17.1' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  NACE_REV21_DIVISIONS,
  NACE_REV21_GROUPS,
  NACE_REV21_SECTIONS,
  NACE_REV21_SOURCE,
  describeDivision,
  naceCode,
  naceCodeInText,
  rev2SectionOf,
  sectionOfDivision,
} from './nace.js';

describe('NACE Rev. 2.1 data', () => {
  it('has the 22 sections and 87 divisions of Delegated Regulation (EU) 2023/137, cited on EUR-Lex', () => {
    expect(Object.keys(NACE_REV21_SECTIONS)).toHaveLength(22);
    expect(Object.keys(NACE_REV21_DIVISIONS)).toHaveLength(87);
    expect(NACE_REV21_SOURCE.url).toMatch(/^https:\/\/eur-lex\.europa\.eu\/eli\/reg_del\/2023\/137\/oj$/);
    // Division 45 (motor trade) is gone in Rev. 2.1.
    expect(NACE_REV21_DIVISIONS['45']).toBeUndefined();
  });

  it('puts every division in a section and every group in its division', () => {
    for (const division of Object.keys(NACE_REV21_DIVISIONS))
      expect(sectionOfDivision(division), division).toBeDefined();
    for (const group of Object.keys(NACE_REV21_GROUPS)) {
      expect(group, group).toMatch(/^\d{2}\.\d$/);
      expect(NACE_REV21_DIVISIONS[group.slice(0, 2)], group).toBeDefined();
    }
  });

  it('holds the groups of the divisions the rules tell apart', () => {
    const divisions = new Set(Object.keys(NACE_REV21_GROUPS).map((group) => group.slice(0, 2)));
    const needed = [
      '10',
      '11',
      '13',
      '14',
      '15',
      '20',
      '26',
      '32',
      '35',
      '41',
      '42',
      '43',
      '46',
      '47',
      '49',
      '52',
      '55',
      '56',
      '58',
      '62',
      '63',
      '64',
      '65',
      '66',
      '86',
    ];
    for (const division of needed) expect(divisions.has(division), division).toBe(true);
    expect(NACE_REV21_GROUPS['13.2']).toBe('Weaving of textiles');
  });

  it.each([
    ['13', 'C', 'C'],
    ['47', 'G', 'G'],
    ['62', 'K', 'J'],
    ['65', 'L', 'K'],
    ['86', 'R', 'Q'],
    ['99', 'V', 'U'],
  ])('division %s is in Rev. 2.1 section %s and Rev. 2 section %s', (division, rev21, rev2) => {
    expect(sectionOfDivision(division)).toBe(rev21);
    expect(rev2SectionOf(division)).toBe(rev2);
  });

  it('describes a division with its section letter', () => {
    expect(describeDivision('13')).toBe('C13 Manufacture of textiles');
    expect(naceCode('13', '13.2')).toMatchObject({
      label: 'Weaving of textiles',
      display: 'C13 Manufacture of textiles',
    });
    expect(naceCode('13', '14.1')).not.toHaveProperty('group');
    expect(naceCode('45')).toBeUndefined();
  });

  it.each([
    ['NACE 13.20', '13', '13.2'],
    ['C13 Manufacture of textiles', '13', undefined],
    ['62.10 Computer programming', '62', '62.1'],
    ['nace rev. 2.1: 47.52', '47', '47.5'],
  ])('reads the code in %j', (text, division, group) => {
    const code = naceCodeInText(text);
    expect(code?.division).toBe(division);
    expect(code?.group).toBe(group);
  });

  it.each([['Textiles'], ['Founded 1921'], ['45.11 Sale of cars'], [''], [null]])(
    'finds no code in %j',
    (text) => {
      expect(naceCodeInText(text)).toBeUndefined();
    },
  );
});

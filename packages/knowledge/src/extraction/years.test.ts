import { describe, expect, it } from 'vitest';
import { findYears, headingYear } from './years.js';

describe('findYears reads what each year dates', () => {
  it.each([
    ['Emissions were 12 tCO2e in 2024.', [[2024, 'reporting']]],
    ['In FY2024, emissions fell.', [[2024, 'reporting']]],
    ['In FY24 emissions fell.', [[2024, 'reporting']]],
    ['In FY2024/25 emissions fell.', [[2025, 'reporting']]],
    ['The year ended 31 January 2025.', [[2025, 'reporting']]],
    ['At the end of 2024 we employed 3,940 people.', [[2024, 'reporting']]],
    ['Our 2024 emissions were 12 tCO2e.', [[2024, 'reporting']]],
    ['Our 2022 baseline emissions were 48,000 tCO2e.', [[2022, 'baseline']]],
    ['Down 34% compared with our 2019 baseline.', [[2019, 'comparison']]],
    ['Down 46% against a 2018/19 baseline.', [[2019, 'comparison']]],
    ['Up 5% since 2020.', [[2020, 'comparison']]],
    ['Since April 2024 our sites buy solar power.', [[2024, 'comparison']]],
    [
      'From April 2024 to March 2025 we used 58,300 MWh.',
      [
        [2024, 'comparison'],
        [2025, 'reporting'],
      ],
    ],
    ['Emissions are below 2019 levels.', [[2019, 'comparison']]],
    ['Net zero by 2045.', [[2045, 'target']]],
    ['By the end of 2030 we will be there.', [[2030, 'target']]],
    ['Founded in 2009, we grew.', [[2009, 'other']]],
    ['Launched in 2023, ReCirc takes pumps back.', [[2023, 'other']]],
    ['Call 2024 a good year.', [[2024, 'bare']]],
  ])('%s', (sentence, expected) => {
    expect(findYears(sentence).map((m) => [m.year, m.role])).toEqual(expected);
  });
});

describe('headingYear', () => {
  it.each([
    ['Key figures 2024/25', 2025],
    ['Our 2024 performance', 2024],
    ['FY2023 highlights', 2023],
    ['Summer Sale 2025', undefined],
    ['Our targets', undefined],
    ['Performance 2023 and 2024', undefined],
    // Reporting words of the other languages: 'in cifre', 'indicatori', 'résultats', 'Ergebnisse'.
    ['Il 2025 in cifre', 2025],
    ['Indicatori ambientali 2025', 2025],
    ['Nos résultats 2025', 2025],
    ['Ergebnisse 2025', 2025],
    ['Indicadores 2025', 2025],
    ['Saldi estivi 2025', undefined],
    // A report's title closing a compound: 'Duurzaamheidsverslag', 'Nachhaltigkeitsbericht'.
    ['Duurzaamheidsverslag 2025', 2025],
    ['Nachhaltigkeitsbericht 2024', 2024],
    ['Umweltkennzahlen 2025', 2025],
    ['Sommerschlussverkauf 2025', undefined],
    ['Zomeruitverkoop 2025', undefined],
  ])('%s → %s', (heading, year) => {
    expect(headingYear(heading)).toBe(year);
  });
});

import { describe, expect, it } from 'vitest';
import { headedPage, type HeadedLine } from './fixtures/headed-page.js';
import { extractInitiativeBlocks } from './initiative-blocks.js';

/** A fictional machining company's sustainability page: second-level headings over one paragraph each. */
const titles = (language: string, layout: readonly HeadedLine[]) =>
  extractInitiativeBlocks([
    headedPage(
      { url: 'https://www.zerspanung.example/nachhaltigkeit', title: 'Nachhaltigkeit', language },
      layout,
    ),
  ]).map((initiative) => initiative.title);

describe('initiatives told by an installation’s commissioning or a count of apprentices', () => {
  it('reads a plant put into service in a stated year, with its result, whatever the subject', () => {
    expect(
      titles('de', [
        [2, 'Kühlschmierstoffe im Kreislauf'],
        [
          'p',
          'Eine zentrale Zentrifugenanlage reinigt die Kühlschmierstoffe aller Drehautomaten. Seit ihrer Inbetriebnahme 2022 ist die Menge an entsorgtem Kühlschmierstoff um 70 % gesunken.',
        ],
        [2, 'Umwelt'],
        ['p', 'Umweltschutz ist uns wichtig.'],
      ]),
    ).toEqual(['Kühlschmierstoffe im Kreislauf']);
    expect(
      titles('en', [
        [2, 'Coolant recycling'],
        [
          'p',
          'A central centrifuge, commissioned in 2023, cleans the coolant of every lathe and cut coolant waste by 65%.',
        ],
      ]),
    ).toEqual(['Coolant recycling']);
    expect(
      titles('fr', [
        [2, 'Recyclage des fluides de coupe'],
        [
          'p',
          'Depuis sa mise en service en 2021, la centrifugeuse a réduit de 60 % les déchets de fluides de coupe.',
        ],
      ]),
    ).toEqual(['Recyclage des fluides de coupe']);
  });

  it('reads the apprentices the company trains, counted', () => {
    expect(
      titles('de', [
        [2, 'Lehrlingsausbildung'],
        ['p', 'Derzeit bilden wir 48 Lehrlinge in den Berufen Zerspanungstechnik und Mechatronik aus.'],
      ]),
    ).toEqual(['Lehrlingsausbildung']);
    expect(
      titles('en', [
        [2, 'Apprenticeships'],
        ['p', 'We currently train 30 apprentices in machining and toolmaking.'],
      ]),
    ).toEqual(['Apprenticeships']);
  });

  it('counter-examples: a commissioning without a result, apprentices only hoped for, and a jobs section', () => {
    expect(
      titles('en', [
        [2, 'Careers'],
        ['p', 'We currently train 30 apprentices; apply now for September.'],
      ]),
    ).toEqual([]);
    expect(
      titles('de', [
        [2, 'Unsere Anlage'],
        ['p', 'Die Anlage wurde 2022 in Betrieb genommen.'],
        [2, 'Ausbildung'],
        ['p', 'Wir möchten künftig mehr junge Menschen ausbilden.'],
      ]),
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { MetricList } from './metric-list.js';

const source = (quote: string) => ({
  url: 'https://www.example.test/bilancio-2025.pdf',
  kind: 'web-page' as const,
  quote,
  retrievedAt: '2026-11-27',
});
const headcount = (value: string) => ({
  name: 'Number of employees',
  category: 'Social',
  value,
  unit: 'employees',
  year: 2025,
  label: 'Self-reported' as const,
});

describe('one indicator and year, stated as a bound and then exactly', () => {
  it("shows the exact '428 employees' instead of the 'more than 400' stated before it", () => {
    const list = new MetricList();
    list.add(headcount('more than 400 employees'), [source("l'organico ha superato le 400 persone")]);
    list.add(headcount('428 employees'), [source('428 dipendenti al 31 dicembre 2025')]);
    expect(list.metrics.map((metric) => [metric.value, metric.sources[0]?.quote])).toEqual([
      ['428 employees', '428 dipendenti al 31 dicembre 2025'],
    ]);
  });

  it('keeps the first of two exact figures, and a bound the next figure contradicts', () => {
    const list = new MetricList();
    list.add(headcount('more than 400 employees'), [source('oltre 400 persone')]);
    list.add(headcount('380 employees'), [source('380 dipendenti')]);
    expect(list.metrics.map((metric) => metric.value)).toEqual(['more than 400 employees']);
  });
});

describe('one indicator and year, stated rounded and exactly', () => {
  it("shows the exact '853 employees' instead of the 'approx. 850' stated before it, and not both", () => {
    const list = new MetricList();
    list.add({ ...headcount('approx. 850 employees'), name: 'Mitarbeitende' }, [
      source('rund 850 Mitarbeitende'),
    ]);
    list.add({ ...headcount('853 employees'), name: 'Mitarbeitende (31.12.)' }, [
      source('Mitarbeitende 853'),
    ]);
    list.add(headcount('approx. 850 employees'), [source('around 850 people')]);
    expect(list.metrics.map((metric) => [metric.name, metric.value, metric.sources[0]?.quote])).toEqual([
      ['Number of employees', '853 employees', 'Mitarbeitende 853'],
    ]);
  });

  it('keeps a rounded figure that is not near the exact one, and a rounded figure of another year', () => {
    const list = new MetricList();
    list.add(headcount('approx. 1,200 employees'), [source('some 1,200 people')]);
    list.add({ ...headcount('853 employees'), name: 'Mitarbeitende' }, [source('853 Mitarbeitende')]);
    list.add({ ...headcount('approx. 800 employees'), year: 2024 }, [source('around 800 people in 2024')]);
    expect(list.metrics.map((metric) => [metric.value, metric.year])).toEqual([
      ['approx. 1,200 employees', 2025],
      ['853 employees', 2025],
      ['approx. 800 employees', 2024],
    ]);
  });
});

const women = (value: string, unit?: string) => ({
  name: unit === '%' ? 'Mujeres en plantilla' : 'Mujeres',
  category: 'Workforce',
  value,
  ...(unit ? { unit } : {}),
  year: 2024,
  label: 'Self-reported' as const,
});

describe('a people table that counts women and states their share', () => {
  it("names the count 'Women employees' and the share 'Women in the workforce'", () => {
    const list = new MetricList();
    list.add(women('221'), [source('Mujeres | 221 | 209')]);
    list.add(women('68%', '%'), [source('Mujeres en plantilla | % | 68 | 67')]);
    expect(list.metrics.map((metric) => [metric.name, metric.value])).toEqual([
      ['Women employees', '221'],
      ['Women in the workforce', '68%'],
    ]);
  });
});

describe('a people table that counts men beside women', () => {
  it("names the men's row 'Men employees', under its corner heading or alone, and leaves a share and other rows as written", () => {
    const list = new MetricList();
    list.add({ ...women('437'), name: 'Medewerkers op 31 december: Mannen' }, [source('Mannen | 437 | 433')]);
    list.add({ ...women('103'), name: 'Vrouwen' }, [source('Vrouwen | 103 | 98')]);
    list.add({ ...women('81%', '%'), name: 'Hommes' }, [source('Hommes | % | 81')]);
    list.add({ ...women('12'), name: 'Medewerkers op 31 december: Mannen in deeltijd' }, [
      source('Mannen in deeltijd | 12'),
    ]);
    list.add({ ...women('14.2 hours', 'hours'), name: 'Heures moyennes de formation par salarié: Hommes' }, [
      source('Hommes | 14,2'),
    ]);
    expect(list.metrics.map((metric) => [metric.name, metric.value])).toEqual([
      ['Men employees', '437'],
      ['Women employees', '103'],
      ['Hommes', '81%'],
      ['Medewerkers op 31 december: Mannen in deeltijd', '12'],
      ['Heures moyennes de formation par salarié: Hommes', '14.2 hours'],
    ]);
  });
});

describe('rows of a people table named in English', () => {
  it('names the gender pay gap, collective-agreement coverage and permanent contracts as the VSME reads them', () => {
    const list = new MetricList();
    for (const name of [
      'Brecha salarial de género',
      'Plantilla cubierta por convenio colectivo',
      'Contratos indefinidos',
      'Divario retributivo di genere',
      'Unbefristete Arbeitsverträge',
    ])
      list.add(rateRow(name), [source(name)]);
    expect(list.metrics.map((metric) => metric.name)).toEqual([
      'Gender pay gap',
      'Employees covered by collective agreements',
      'Employees on permanent contracts',
      'Gender pay gap',
      'Employees on permanent contracts',
    ]);
  });
});

function rateRow(name: string) {
  // Each row a year of its own, so that no two are one figure.
  const year = 2020 + name.length;
  return { name, category: 'Workforce', value: '6%', unit: '%', year, label: 'Self-reported' as const };
}

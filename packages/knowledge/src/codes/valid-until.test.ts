import { describe, expect, it } from 'vitest';
import { validUntilFrom, withoutExpiry } from './valid-until.js';

describe('validUntilFrom', () => {
  it.each([
    ['The certificate is valid until 31 March 2027.', '2027-03-31'],
    ['Certificate CU 817364, valid until 1st Feb. 2028.', '2028-02-01'],
    ['Our ISO 50001 certificate expires on March 31, 2027.', '2027-03-31'],
    ['ISO 14001 certification, valid until 2026-09-30.', '2026-09-30'],
    ['Expiry date: 15 July 2026.', '2026-07-15'],
    // French, German, Dutch, Spanish and Italian wording; their numeric dates put the day first.
    ['Certificat ISO 14001 valable jusqu’au 31 mars 2027.', '2027-03-31'],
    ['Das Zertifikat nach ISO 50001 ist gültig bis 30.06.2027.', '2027-06-30'],
    ['Zertifikat gültig bis zum 1. Februar 2028.', '2028-02-01'],
    ['Het ISO 14001-certificaat is geldig tot 1 april 2027.', '2027-04-01'],
    ['Certificado ISO 45001 válido hasta el 15 de mayo de 2027.', '2027-05-15'],
    // Polish: 'ważny do', the month and year alone as written.
    ['ISO 9001, od 2004 r., certyfikat ważny do 03.2027', '2027-03'],
    ['Certyfikat ISO 14001 jest ważny do 31.03.2027.', '2027-03-31'],
    ['Il certificato ISO 9001 è valido fino al 12 settembre 2027.', '2027-09-12'],
    ['Certificato SA8000, scadenza 04/11/2027.', '2027-11-04'],
    // Portuguese: 'válido até', 'validade até (ao)', with its month names.
    ['O certificado ISO 14001 é válido até 31 de dezembro de 2026.', '2026-12-31'],
    ['Certificação ISO 14001 desde 2016; certificado atual válido até dezembro de 2026.', '2026-12'],
    ['Recertificação obtida em março de 2025, válida até março de 2028.', '2028-03'],
    ['Certificado com validade até 30/06/2027.', '2027-06-30'],
    // The end of a year is a stated day: its last.
    // Danish, Swedish and Norwegian, in a sentence or a certificates table's 'Gyldig til' column.
    ['ISO 14001:2015 | Omfang: Vejle og Aarhus | Gyldig til: 30.09.2026', '2026-09-30'],
    ['Certifikatet er gyldigt til den 31. maj 2027.', '2027-05-31'],
    ['ISO 45001-certifikatet är giltigt till 2027-03-31.', '2027-03-31'],
    ['Sertifikatet er gyldig til 15.01.2028.', '2028-01-15'],
    ['The label is valid until the end of 2026.', '2026-12-31'],
    ['Die Auszeichnung gilt bis Ende 2027.', '2027-12-31'],
    ['Das Umweltzeichen gilt bis 30.04.2028.', '2028-04-30'],
    // Only the year stated: the year alone, no day or month claimed.
    ['The certificate is valid until 2027.', '2027'],
    ['Le label Clef Verte de la résidence est valable jusqu’en 2027.', '2027'],
    ['Das Zertifikat ist gültig bis 2028, danach folgt das Rezertifizierungsaudit.', '2028'],
    ['Het keurmerk is geldig tot 2027.', '2027'],
    ['El sello es válido hasta 2026 y se renovará.', '2026'],
    // Only the month and year stated: the month alone.
    ['Valid until March 2027.', '2027-03'],
    ['The certificate is valid until the end of June 2026.', '2026-06'],
    ['Het CO2-Prestatieladder-certificaat is geldig tot maart 2027.', '2027-03'],
    ['Das Zertifikat ist gültig bis März 2028.', '2028-03'],
    ['Label valable jusqu’en septembre 2027.', '2027-09'],
    ['Certificado válido hasta marzo de 2027.', '2027-03'],
    ['Zertifikat gültig bis 06/2027.', '2027-06'],
    // Unknowns stay unknown: no day, ambiguous order, impossible date, no expiry wording.
    ['Valid until 2027/28 for the winter season.', null],
    ['Valid until Brumaire 2027.', null],
    ['Valid until 03/04/2027.', null],
    // A numeric date no order can misread: the 30th is the day, whichever comes first.
    ['ISO 14001:2015 | All plants | Valid until 30/06/2027', '2027-06-30'],
    ['Certificate expires 11/18/2026.', '2026-11-18'],
    ['Valid until 31/02/2027.', null],
    ['Valid until 2027-02-30.', null],
    ['We were certified on 31 March 2024.', null],
    ['Certifiés depuis le 31 mars 2019.', null],
    ['Valable jusqu’au 31 brumaire 2027.', null],
  ])('%s → %s', (sentence, expected) => {
    expect(validUntilFrom(sentence)).toBe(expected);
  });
});

describe('withoutExpiry', () => {
  it.each([
    ['Our ISO 14001 certificate, awarded in 2019, expires on March 31, 2027.', ['2019']],
    ['Zertifiziert seit 2020, gültig bis 30.06.2027.', ['2020']],
    ['Label obtenu en 2021 et valable jusqu’en 2027.', ['2021']],
    ['Obtida em junho de 2021, válido até junho de 2027.', ['2021']],
    // 'since' starts another date, not the expiry's.
    ['Die Zertifizierung läuft seit 2018 ohne Unterbrechung.', ['2018']],
  ])('%s keeps %j', (sentence, years) => {
    expect(withoutExpiry(sentence).match(/(?:19|20)\d\d/g) ?? []).toEqual(years);
  });
});

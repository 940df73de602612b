/**
 * A stored metric value keeps its unit after the figure, as the extractor and the benchmark compare it
 * ('64.8 EUR million'); a consultant reads money the usual way round: '€64.8 million', 'DKK 1,462
 * million'. Only a value that is an amount of money and nothing else is rewritten: a ratio ('12
 * tCO2e/EUR million') or any other unit is shown as stored.
 */
const MONEY =
  /^((?:(?:about|around|more than|over|less than|up to|approximately)\s+)*)(-?\d[\d,]*(?:\.\d+)?)\s(EUR|GBP|USD|CHF|DKK|SEK|NOK|PLN|CZK)(?:\s(thousand|million|billion))?$/;
const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', GBP: '£', USD: '$' };

export function metricValueForDisplay(value: string): string {
  const money = MONEY.exec(value.trim());
  if (!money) return value;
  const [, qualifier = '', amount = '', currency = '', scale] = money;
  const symbol = SYMBOLS[currency];
  const figure = symbol ? `${symbol}${amount}` : `${currency} ${amount}`;
  return `${qualifier}${figure}${scale ? ` ${scale}` : ''}`;
}

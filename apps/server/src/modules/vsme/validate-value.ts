import { vsmeTableRowSchema, type VsmeScalar, type VsmeValueContent } from '@impact/contracts';
import { countryByCode, naceCode, type VsmeDatapoint } from '@impact/knowledge';
import { badRequest } from '../../lib/errors.js';
import { acceptedUnits, convertToUnit, formatAmount, mayBeNegative } from './units.js';

/** A value checked against its datapoint: in the datapoint's own unit, with a note of any conversion. */
export interface CheckedValue {
  value: VsmeValueContent;
  unit: string | null;
  conversionNote: string | null;
}

/** A 400 naming the field, in the API's error shape (`details.errors[].path` as for schema errors). */
export function fieldError(path: string, message: string) {
  const field = path.split('.').at(-1);
  return badRequest(`${field}: ${message}`, { errors: [{ path, message: `${field}: ${message}` }] });
}

const MAX_OPTIONS_LISTED = 12;

function checkNumber(datapoint: VsmeDatapoint, raw: unknown, path: string): number {
  const unit = datapoint.unit ? ` in ${datapoint.unit}` : '';
  // '1,240' may be a thousands separator; send numbers as JSON numbers, a point for decimals.
  if (typeof raw === 'string' && /^\s*-?\d{1,3}(?:,\d{3})+\s*$/.test(raw)) {
    throw fieldError(path, `Send a number without thousands separators: ${raw.trim().replaceAll(',', '')}`);
  }
  if (typeof raw === 'string' && /^\s*-?\d+,\d+\s*$/.test(raw)) {
    throw fieldError(path, `Use a point for decimals: ${raw.trim().replace(',', '.')}`);
  }
  if (typeof raw === 'string') {
    throw fieldError(path, `${datapoint.label} takes a number${unit}; '${raw.slice(0, 60)}' is text`);
  }
  if (typeof raw !== 'number' || !Number.isFinite(raw)) {
    throw fieldError(path, `${datapoint.label} takes a number${unit}`);
  }
  if (raw < 0 && !mayBeNegative(datapoint.id)) {
    throw fieldError(path, `${datapoint.label} cannot be negative`);
  }
  return raw;
}

function checkOption(datapoint: VsmeDatapoint, option: unknown, path: string): string {
  if (typeof option !== 'string' || option.trim() === '') {
    throw fieldError(path, `${datapoint.label} takes one of its options as text`);
  }
  if (datapoint.options) {
    if (datapoint.options.includes(option)) return option;
    const listed = datapoint.options.slice(0, MAX_OPTIONS_LISTED).join('; ');
    const more = datapoint.options.length > MAX_OPTIONS_LISTED ? '; …' : '';
    throw fieldError(path, `'${option}' is not an option of ${datapoint.label}. Options: ${listed}${more}`);
  }
  if (datapoint.optionSet === 'ISO 3166-1 countries') {
    const code = option.trim().toUpperCase();
    if (countryByCode(code)) return code;
    throw fieldError(path, `'${option}' is not an ISO 3166-1 alpha-2 country code (such as BE or DE)`);
  }
  if (datapoint.optionSet === 'NACE codes') {
    // A division ('C13'), group ('C13.9') or class ('C13.92'), the section letter optional.
    const match = /^([A-V])?(\d{2})(?:\.(\d)(\d)?)?$/.exec(option.trim().toUpperCase());
    const [, letter, division, groupDigit, classDigit] = match ?? [];
    const code = division
      ? naceCode(division, groupDigit ? `${division}.${groupDigit}` : undefined)
      : undefined;
    if (code && (!groupDigit || code.group) && (!letter || letter === code.section)) {
      return `${code.section}${division}${groupDigit ? `.${groupDigit}${classDigit ?? ''}` : ''}`;
    }
    throw fieldError(path, `'${option}' is not a NACE Rev. 2.1 code (such as C13 or C13.9)`);
  }
  return option;
}

function checkEnum(datapoint: VsmeDatapoint, raw: unknown, path: string): string | string[] {
  if (datapoint.multiple) {
    const options = typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(options) || options.length === 0) {
      throw fieldError(path, `${datapoint.label} takes a list of one or more of its options`);
    }
    return [...new Set(options.map((option, index) => checkOption(datapoint, option, `${path}.${index}`)))];
  }
  const option = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
  return checkOption(datapoint, option, path);
}

function checkScalar(datapoint: VsmeDatapoint, raw: unknown, path: string): VsmeScalar {
  switch (datapoint.kind) {
    case 'number':
    case 'percentage':
      return checkNumber(datapoint, raw, path);
    case 'boolean':
      if (typeof raw !== 'boolean')
        throw fieldError(path, `${datapoint.label} takes yes or no (true or false)`);
      return raw;
    case 'text':
      if (typeof raw !== 'string' || raw.trim() === '')
        throw fieldError(path, `${datapoint.label} takes text`);
      return raw.trim();
    case 'date': {
      const shape = datapoint.precision === 'year' ? /^\d{4}$/ : /^\d{4}-\d{2}-\d{2}$/;
      const text = typeof raw === 'number' ? String(raw) : raw;
      if (typeof text !== 'string' || !shape.test(text)) {
        const form = datapoint.precision === 'year' ? 'a year as YYYY' : 'a date as YYYY-MM-DD';
        throw fieldError(path, `${datapoint.label} takes ${form}`);
      }
      return text;
    }
    case 'enum':
      return checkEnum(datapoint, raw, path);
    default:
      throw fieldError(path, `${datapoint.label} takes rows`);
  }
}

function checkTable(table: VsmeDatapoint, all: readonly VsmeDatapoint[], raw: unknown, path: string) {
  if (!Array.isArray(raw)) throw fieldError(path, `${table.label} takes a list of rows`);
  const columns = new Map(
    all.filter((datapoint) => table.columns?.includes(datapoint.id)).map((d) => [d.id, d]),
  );
  const members = table.rows && 'members' in table.rows ? table.rows.members : undefined;
  return raw.map((entry, index) => {
    const parsed = vsmeTableRowSchema.safeParse(entry);
    if (!parsed.success) {
      throw fieldError(`${path}.${index}`, 'Each row needs a row label and its cells by column datapoint id');
    }
    if (members && !members.includes(parsed.data.row)) {
      throw fieldError(
        `${path}.${index}.row`,
        `'${parsed.data.row}' is not a row of ${table.label}: ${members.join('; ')}`,
      );
    }
    const cells: Record<string, VsmeScalar | null> = {};
    for (const [columnId, cell] of Object.entries(parsed.data.cells)) {
      const column = columns.get(columnId);
      if (!column) {
        throw fieldError(
          `${path}.${index}.cells`,
          `${columnId} is not a column of ${table.label}: ${[...columns.keys()].join(', ')}`,
        );
      }
      cells[columnId] =
        cell === null ? null : checkScalar(column, cell, `${path}.${index}.cells.${columnId}`);
    }
    return { row: parsed.data.row, cells };
  });
}

/**
 * A consultant's (or a client's) value checked against the datapoint's kind and unit. Amounts in a
 * convertible unit are converted to the datapoint's own and the conversion noted; others are refused
 * with the units accepted.
 */
export function checkValue(
  datapoint: VsmeDatapoint,
  all: readonly VsmeDatapoint[],
  raw: unknown,
  givenUnit: string | null | undefined,
): CheckedValue {
  if (raw === undefined || raw === null)
    throw fieldError('data.value', `Give a value for ${datapoint.label}`);
  if (datapoint.kind === 'table') {
    return { value: checkTable(datapoint, all, raw, 'data.value'), unit: null, conversionNote: null };
  }
  const value = checkScalar(datapoint, raw, 'data.value');
  const unit = datapoint.unit ?? null;
  const given = givenUnit?.trim();
  if (!given || typeof value !== 'number') return { value, unit, conversionNote: null };
  if (!datapoint.unit) throw fieldError('data.unit', `${datapoint.label} has no unit`);
  const converted = convertToUnit(value, given, datapoint.unit);
  if (converted === undefined) {
    const accepted = acceptedUnits(datapoint.unit).join(', ');
    throw fieldError(
      'data.unit',
      `${datapoint.label} is in ${datapoint.unit}; '${given}' cannot be converted. Accepted: ${accepted}`,
    );
  }
  const conversionNote =
    converted === value && given.toLowerCase() === datapoint.unit.toLowerCase()
      ? null
      : `Entered as ${formatAmount(value)} ${given}; converted to ${formatAmount(converted)} ${datapoint.unit}.`;
  return { value: converted, unit, conversionNote };
}

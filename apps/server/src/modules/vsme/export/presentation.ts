import type { VsmeValue, VsmeValueContent, VsmeValueStatus } from '@impact/contracts';
import type { VsmeDatapoint } from '@impact/knowledge';

/** How one value stands in the report, the same in every format. */
export interface ValuePresentation {
  /** The stored status, or 'not-applicable' where the report left it missing and the answers rule it out. */
  status: VsmeValueStatus;
  /** Found, entered, or accepted by a consultant: a figure the report states as its own. */
  confirmed: boolean;
  /** The value the report shows; null when it shows none (missing, not applicable, omitted, returned). */
  shown: VsmeValueContent | null;
  /** After a shown value that is not confirmed: 'estimate, not yet accepted'. */
  qualifier: string | null;
  /** In the value's place when none is shown: 'Not applicable', 'Not reported'. */
  placeholder: string | null;
  /** The status in words: 'Estimated – accepted', 'Not applicable: <reason>', 'Omitted: <statement>'. */
  words: string;
  notApplicableReason: string | null;
  omissionStatement: string | null;
}

/** In a missing value's place while a data request the client has not answered yet asks for it. */
export const AWAITING_CLIENT_ANSWER = 'Awaiting client answer';

const GENERIC_NOT_APPLICABLE = 'the standard’s condition for it does not hold.';

/**
 * The words the standard asks for when a datapoint is left out: which information, and that it is
 * classified or sensitive. Used when the consultant gave no statement of their own.
 */
export function defaultOmissionStatement(datapoint: VsmeDatapoint): string {
  return `“${datapoint.label}” (${datapoint.disclosure}) is omitted because it is deemed classified or sensitive information.`;
}

/**
 * `derivedReason`: why a missing value does not apply, from the report's own answers (null when it may).
 * `awaitingClient`: a data request still open asks the client for it and has no answer submitted yet.
 * An estimate or a client's answer nobody accepted is shown only with words that say so; one returned for
 * revision is not shown at all.
 */
export function presentValue(
  value: VsmeValue,
  datapoint: VsmeDatapoint,
  derivedReason: string | null,
  awaitingClient = false,
): ValuePresentation {
  const base = { notApplicableReason: null, omissionStatement: null, qualifier: null, placeholder: null };
  const hasValue = value.value !== null;
  switch (value.status) {
    case 'missing':
      if (derivedReason !== null) return notApplicable(derivedReason);
      return {
        ...base,
        status: 'missing',
        confirmed: false,
        shown: null,
        placeholder: awaitingClient ? AWAITING_CLIENT_ANSWER : 'Not reported',
        words: awaitingClient ? `${AWAITING_CLIENT_ANSWER} (asked in a data request)` : 'Missing',
      };
    case 'not-applicable':
      return notApplicable(value.notApplicableReason?.trim() || derivedReason || GENERIC_NOT_APPLICABLE);
    case 'omitted': {
      const statement = value.omissionStatement?.trim() || defaultOmissionStatement(datapoint);
      return {
        ...base,
        status: 'omitted',
        confirmed: false,
        shown: null,
        placeholder: 'Omitted (classified or sensitive information)',
        words: `Omitted: ${statement}`,
        omissionStatement: statement,
      };
    }
    case 'found':
    case 'entered': {
      const words = value.status === 'found' ? 'Found' : 'Entered by the consultant';
      return hasValue
        ? { ...base, status: value.status, confirmed: true, shown: value.value, words }
        : {
            ...base,
            status: value.status,
            confirmed: false,
            shown: null,
            placeholder: 'Not reported',
            words,
          };
    }
    case 'estimated':
    case 'client-provided':
      return reviewed(value, hasValue);
  }
}

function notApplicable(reason: string): ValuePresentation {
  return {
    status: 'not-applicable',
    confirmed: false,
    shown: null,
    qualifier: null,
    placeholder: 'Not applicable',
    words: `Not applicable: ${reason}`,
    notApplicableReason: reason,
    omissionStatement: null,
  };
}

const REVIEW_WORDS = {
  estimated: {
    accepted: 'Estimated – accepted',
    pending: 'Estimated – not yet accepted',
    returned: 'Estimated – returned for revision',
    qualifier: 'estimate, not yet accepted',
  },
  'client-provided': {
    accepted: 'Client-provided',
    pending: 'Client-provided – not yet accepted',
    returned: 'Client-provided – returned for revision',
    qualifier: 'client’s answer, not yet accepted',
  },
} as const;

/** An estimate or a client's answer: confirmed only once accepted (a missing review counts as pending). */
function reviewed(value: VsmeValue, hasValue: boolean): ValuePresentation {
  const status = value.status as 'estimated' | 'client-provided';
  const words = REVIEW_WORDS[status];
  const base = { status, notApplicableReason: null, omissionStatement: null };
  const none = { ...base, confirmed: false, shown: null, qualifier: null };
  if (value.review === 'returned') {
    return { ...none, placeholder: 'Not reported (returned for revision)', words: words.returned };
  }
  const said = value.review === 'accepted' ? words.accepted : words.pending;
  if (!hasValue) return { ...none, placeholder: 'Not reported', words: said };
  if (value.review === 'accepted') {
    return {
      ...base,
      confirmed: true,
      shown: value.value,
      qualifier: null,
      placeholder: null,
      words: words.accepted,
    };
  }
  return {
    ...base,
    confirmed: false,
    shown: value.value,
    qualifier: words.qualifier,
    placeholder: null,
    words: words.pending,
  };
}

import { lookup } from 'node:dns/promises';
import { FetchRefusedError } from './fetch-refused-error.js';
import { isAddressAllowed, parseIpLiteral, type AddressPolicy } from './address-policy.js';

/** Turns a host name into its addresses; injectable so tests can play a public name on a private address. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveWithSystemDns: ResolveHost = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
};

export interface VettedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves the URL's host once and refuses it if ANY address is not public: a name with one private
 * address among public ones would otherwise be a coin toss away from the internal network. The caller
 * connects to the returned address, so a second DNS answer cannot differ (DNS rebinding).
 */
export async function vetHost(
  url: URL,
  policy: AddressPolicy & { resolve: ResolveHost },
): Promise<VettedAddress> {
  const literal = parseIpLiteral(url.hostname);
  if (literal) {
    const address = literal.toString();
    if (!isAddressAllowed(address, policy)) {
      throw new FetchRefusedError(
        'address-not-allowed',
        `Refused to fetch ${url.href}: the address ${address} is a private or reserved network address`,
        url.href,
      );
    }
    return { address, family: literal.kind() === 'ipv4' ? 4 : 6 };
  }

  const addresses = await resolveOrExplain(url, policy.resolve);
  const forbidden = addresses.find((address) => !isAddressAllowed(address, policy));
  if (forbidden !== undefined) {
    throw new FetchRefusedError(
      'address-not-allowed',
      `Refused to fetch ${url.href}: ${url.hostname} resolves to ${forbidden}, a private or reserved network address`,
      url.href,
    );
  }
  const first = parseIpLiteral(addresses[0] ?? '');
  if (!first) throw dnsFailed(url);
  return { address: first.toString(), family: first.kind() === 'ipv4' ? 4 : 6 };
}

async function resolveOrExplain(url: URL, resolve: ResolveHost): Promise<string[]> {
  try {
    const addresses = await resolve(url.hostname);
    if (addresses.length === 0) throw dnsFailed(url);
    return addresses;
  } catch (error) {
    if (error instanceof FetchRefusedError) throw error;
    throw dnsFailed(url, error);
  }
}

function dnsFailed(url: URL, cause?: unknown): FetchRefusedError {
  return new FetchRefusedError(
    'dns-failed',
    `The site ${url.hostname} could not be found (its name does not resolve)`,
    url.href,
    { cause },
  );
}

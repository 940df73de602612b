import { createUser, type TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { decodeQuotedPrintable, outboxMailFile } from '../../../test/mail.js';
import { waitFor } from '../../../test/wait.js';

/** POST /api/workspace/invitations as `owner`, for their first organization unless one is named. */
export function invite(t: TestApp, owner: TestUser, email: string, organization?: string) {
  return t.request({
    method: 'POST',
    url: `/api/workspace/invitations${organization ? `?organization=${organization}` : ''}`,
    payload: { email },
    token: owner.token,
  });
}

/**
 * The token of the latest invitation mailed to `email`, read from the mail's link. Mails leave in the
 * background: pass the token of an earlier invitation to wait for the mail after it.
 */
export function invitationToken(t: TestApp, email: string, newerThan?: string): Promise<string> {
  return waitFor(async () => {
    const mail = decodeQuotedPrintable(await outboxMailFile(t, email));
    const match = /http:\/\/app\.test\/invite\/([\w-]+)/.exec(mail);
    if (!match) throw new Error(`No invitation link in this mail:\n${mail}`);
    return match[1] === newerThan ? undefined : match[1];
  }, `a new invitation mail to ${email}`);
}

export function accept(t: TestApp, token: string, user?: TestUser) {
  return t.request({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    ...(user ? { token: user.token } : {}),
  });
}

/** A new user who joined the owner's organization through an invitation, as the web app does it. */
export async function invitedMember(
  t: TestApp,
  owner: TestUser,
  options: { organization?: string; fullName?: string } = {},
): Promise<TestUser> {
  const member = await createUser(t, options.fullName ? { fullName: options.fullName } : {});
  const invited = await invite(t, owner, member.email, options.organization);
  if (invited.statusCode !== 201) throw new Error(`invitation not created: ${invited.body}`);
  const accepted = await accept(t, await invitationToken(t, member.email), member);
  if (accepted.statusCode !== 200) throw new Error(`invitation not accepted: ${accepted.body}`);
  return member;
}

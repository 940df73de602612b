import { deriveUsername, type RegisterBody } from '@impact/contracts';

/** What sign-up sends: the username is derived from the full name (spec 01 §5), the name kept as typed. */
export function buildRegisterBody(fullName: string, email: string, password: string): RegisterBody {
  return { username: deriveUsername(fullName), email: email.trim(), password, fullName: fullName.trim() };
}

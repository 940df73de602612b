import { emailSchema, PASSWORD_MIN_LENGTH } from '@impact/contracts';

export interface SignUpFields {
  fullName: string;
  email: string;
  password: string;
}

export type SignUpFieldErrors = Partial<Record<keyof SignUpFields, string>>;

/**
 * What is wrong with each sign-up field, in words shown under that field. The form does its own checks
 * (noValidate) because the browser's bubble names only the first problem, vanishes, and reads
 * differently in every browser.
 */
export function checkSignUpFields({ fullName, email, password }: SignUpFields): SignUpFieldErrors {
  const errors: SignUpFieldErrors = {};
  if (!fullName.trim()) errors.fullName = 'Enter your full name';
  if (!email.trim()) errors.email = 'Enter your e-mail address';
  else if (!emailSchema.safeParse(email).success)
    errors.email = 'This is not a valid e-mail address (for example name@company.com)';
  if (!password) errors.password = 'Choose a password';
  else if (password.length < PASSWORD_MIN_LENGTH)
    errors.password = `The password is ${password.length} characters long; it must be at least ${PASSWORD_MIN_LENGTH}`;
  return errors;
}

/** The seeded accounts (see seed.mjs); tests sign in with these instead of signing up. */
export const E2E_SEEDED_ACCOUNTS = {
  admin: {
    username: 'e2eadmin',
    email: 'admin@impact-e2e.example',
    fullName: 'Ada Admin',
    password: 'admin-password-long-enough',
    role: 'Admin',
    organization: 'Operator Org',
  },
  consultant: {
    username: 'e2econsultant',
    email: 'consultant@impact-e2e.example',
    fullName: 'Cody Consultant',
    password: 'consultant-password-long-enough',
    role: 'Authenticated',
    organization: 'Consulting Org',
  },
  // Set up, but has not onboarded a client yet: post-auth routing sends them to the onboarding chat.
  newcomer: {
    username: 'e2enewcomer',
    email: 'newcomer@impact-e2e.example',
    fullName: 'Nina Newcomer',
    password: 'newcomer-password-long-enough',
    role: 'Authenticated',
    organization: 'Newcomer Consulting',
    onboardingComplete: false,
  },
};

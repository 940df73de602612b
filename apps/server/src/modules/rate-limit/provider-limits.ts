import type { RateLimitRule } from './rate-limit.js';

/**
 * Budgets of the work that calls the research service, a language model or someone else's website on
 * a user's behalf, counted per user in the database (so every API process shares them). Report
 * sections written by a model have their own (reports/service.ts).
 */
export const PROVIDER_RATE_LIMITS = {
  /**
   * Assessment runs, however started: the assessment and recovery endpoints, client creation and the
   * onboarding chat's last step. Each asks the research service six questions and reads a dozen pages.
   */
  assessmentRuns: {
    name: 'assessment-runs',
    limit: 10,
    windowSeconds: 60 * 60,
    message: 'Too many assessments started.',
  },
  /** The Library's 'Repeat Web Research': the same six questions as an assessment's first step. */
  webResearch: {
    name: 'web-research',
    limit: 10,
    windowSeconds: 60 * 60,
    message: 'Too many web research runs.',
  },
  /** The Library's 'Repeat Website Scrape': up to a dozen pages of someone else's site. */
  websiteScrapes: {
    name: 'website-scrapes',
    limit: 20,
    windowSeconds: 10 * 60,
    message: 'Too many website scrapes.',
  },
  /**
   * One section (or the initiatives) generated outside a run: the per-section endpoints when they
   * regenerate or fill a missing section, and initiative generation. A missing context read first
   * (research, the website) is part of the same generation.
   */
  sectionGenerations: {
    name: 'section-generations',
    limit: 60,
    windowSeconds: 60 * 60,
    message: 'Too many sections generated.',
  },
} satisfies Record<string, RateLimitRule>;

/**
 * The feedback widget (spec 01 §2 'Feedback dialog'): the floating lightbulb is light and shown on every
 * page; the dialog, which needs the contracts, loads when first opened.
 */
export { FeedbackLauncher } from './components/feedback-launcher';
export { openFeedbackDialog } from './feedback-dialog-store';

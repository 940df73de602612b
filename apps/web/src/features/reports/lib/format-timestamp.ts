/** A section's 'Last updated' moment: the app's one timestamp format. */
export { formatTimestamp } from '../../../lib/format-date';

import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The most the server answers at once; far more than a product publishes in a long while. */
const FULL_CHANGELOG_LIMIT = 100;

const fetchChangelog = (limit: number) =>
  apiClient
    .get(`/changelog?limit=${limit}`, (c) => c.changelogListResponseSchema)
    .then((answer) => answer.data);

/** The newest entry, for 'Recent Updates'. */
export const useLatestChangelogEntry = () =>
  useQuery({
    queryKey: ['changelog', 'latest'],
    queryFn: () => fetchChangelog(1).then((entries) => entries[0] ?? null),
  });

/** Every entry, newest first, for the changelog view. */
export const useChangelog = (enabled: boolean) =>
  useQuery({ queryKey: ['changelog', 'all'], queryFn: () => fetchChangelog(FULL_CHANGELOG_LIMIT), enabled });

import { lazy } from 'react';

/*
 * The parts that show size and revenue labels need the contracts' values, and with them zod. They load
 * when first needed (preloaded when the search box is focused), so the landing page stays light.
 */
export const loadSearchResults = () => import('./search-results');
export const loadConfirmCard = () => import('./confirm-datapoints-card');

export const SearchResults = lazy(loadSearchResults);
export const ConfirmDatapointsCard = lazy(loadConfirmCard);

export function preloadAddClientParts(): void {
  void loadSearchResults();
  void loadConfirmCard();
}

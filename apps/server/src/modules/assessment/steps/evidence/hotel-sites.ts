/**
 * A site open to customers is a 'retail' site to the extractor, shop and hotel alike; a hospitality
 * group's sites are hotels, and every quote of them names one ('Hotel | Ort: Lienz', 'our hotels in
 * Sorrento'), or its stars or rooms ('Mar Blava ****: Alcúdia (Mallorca) – 240 habitaciones'). Location
 * Presence and the VSME list of sites call them hotels, not stores.
 */
const HOTEL_QUOTE =
  /(?<!\p{L})(?:hotels?|h[ôo]tels?|hoteles|alberg(?:o|hi)|resorts?|gasth[öo]fe?|agriturismo|relais)(?!\p{L})|\d\s+(?:rooms|habitaciones|camere|chambres|zimmer|kamers|quartos)(?!\p{L})|\*{3,5}|★/iu;

export function namesAHotel(quote: string): boolean {
  return HOTEL_QUOTE.test(quote);
}

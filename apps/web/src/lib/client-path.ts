/** A client's overview page: the name, URL-encoded, is the key (spec 01 §2; matched case-insensitively). */
export const clientPath = (name: string): string => `/client/${encodeURIComponent(name)}`;

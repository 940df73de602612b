/** The relations a user read may populate, Strapi-style (`populate=role`, `populate[0]=role`, `*`). */
export const USER_RELATIONS = ['role', 'LastOnboardingId', 'Organizations'] as const;
export type UserRelation = (typeof USER_RELATIONS)[number];

export function parsePopulate(raw: unknown): Set<UserRelation> {
  const requested = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const part of value.split(',')) requested.add(part.trim());
    } else if (Array.isArray(value)) {
      value.forEach(collect);
    } else if (value && typeof value === 'object') {
      // populate[role]=true or populate[Organizations][fields]=...: the key names the relation.
      Object.entries(value).forEach(([key, inner]) =>
        /^\d+$/.test(key) ? collect(inner) : requested.add(key),
      );
    }
  };
  collect(raw);
  if (requested.has('*')) return new Set(USER_RELATIONS);
  return new Set(USER_RELATIONS.filter((relation) => requested.has(relation)));
}

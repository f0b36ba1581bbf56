/** Spec § 2: route ids are parsed to integers and dropped when not numeric. */
export const parseRouteId = (value: string | undefined): number | undefined =>
  value !== undefined && /^\d+$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : undefined;

/** Every route parameter named `id` or ending in `Id`, parsed; the others are left out. */
export const parseRouteIds = (params: Readonly<Record<string, string | undefined>>): Record<string, number> =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([key]) => key === 'id' || key.endsWith('Id'))
      .map(([key, value]) => [key, parseRouteId(value)] as const)
      .filter((entry): entry is readonly [string, number] => entry[1] !== undefined),
  );

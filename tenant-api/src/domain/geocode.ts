/** A place name compared loosely: case, dots and spacing aside ("St. Louis" = "st louis"). */
const loose = (name: string) => name.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

/**
 * What a user may type for a place in `state` beyond its gazetteer name: a trailing state code
 * ("Washington, DC", "Washington D.C." with state DC) is dropped.
 */
function withoutState(name: string, state: string): string {
  const suffix = new RegExp(`[,\\s]+${state.split('').join('\\.?\\s?')}\\.?$`, 'i');
  return name.replace(suffix, '');
}

/** Finds a city's coordinates in a gazetteer: exact name first, then a case-insensitive match. */
export function locateCity<T extends { name: string; state: string }>(
  cities: readonly T[],
  city: string,
  state: string,
): T | null {
  const typed = city.trim();
  const wanted = typed.toLowerCase();
  const inState = cities.filter((candidate) => candidate.state === state);
  const looseWanted = loose(withoutState(typed, state));
  return (
    inState.find((candidate) => candidate.name === typed) ??
    inState.find((candidate) => candidate.name.toLowerCase() === wanted) ??
    inState.find((candidate) => loose(candidate.name) === looseWanted) ??
    null
  );
}

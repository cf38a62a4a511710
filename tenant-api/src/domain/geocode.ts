/** Finds a city's coordinates in a gazetteer: exact name first, then a case-insensitive match. */
export function locateCity<T extends { name: string; state: string }>(
  cities: readonly T[],
  city: string,
  state: string,
): T | null {
  const wanted = city.trim().toLowerCase();
  const inState = cities.filter((candidate) => candidate.state === state);
  return (
    inState.find((candidate) => candidate.name === city.trim()) ??
    inState.find((candidate) => candidate.name.toLowerCase() === wanted) ??
    null
  );
}

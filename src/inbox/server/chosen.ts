/** A list's address with this, every box on its page is checked: choosing all without a script. */
const ALL_CHOSEN = "all";

/**
 * Whether the list's address asks for every box on its page checked, and the address that
 * toggles it, without `notices` (the parameters that say what was just done).
 */
export function chooseAllOf(
  url: URL,
  notices: readonly string[],
): { allChosen: boolean; chooseAllHref: string } {
  const allChosen = url.searchParams.has(ALL_CHOSEN);
  const choose = new URLSearchParams(url.search);
  for (const name of [...notices, ALL_CHOSEN]) choose.delete(name);
  if (!allChosen) choose.set(ALL_CHOSEN, "1");
  const query = choose.toString();
  return { allChosen, chooseAllHref: query ? `${url.pathname}?${query}` : url.pathname };
}

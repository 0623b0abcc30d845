/**
 * Next's `prefetch` for a link: its default (`null`: the page's static parts once the link is in
 * view) for a page worth fetching ahead, off for any other (a page still to come, the page shown).
 */
export function linkPrefetch(worthFetching: boolean): null | false {
  return worthFetching ? null : false;
}

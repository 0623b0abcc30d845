/** The answer to a form's POST: the page to show next, fetched with a GET. */
export function redirect(location: string, headers: HeadersInit = {}): Response {
  const answer = new Response(null, { status: 303, headers });
  answer.headers.set("location", location);
  return answer;
}

/** The variables of the deal page's DealDetail query; the server fetches it with these before rendering. */
export function dealDetailVariables(id: string) {
  return { id };
}

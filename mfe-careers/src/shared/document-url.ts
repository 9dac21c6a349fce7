/**
 * Document addresses come from the API, and postings are uploaded by staff: only same-site paths
 * and web addresses become links, never a javascript: or data: address.
 */
export function isSafeDocumentUrl(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url);
}

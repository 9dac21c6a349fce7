interface Dated {
  id: number;
  /** YYYY-MM-DD. */
  postedDate: string;
}

/** Orders postings newest first: by posted date, then the later posting of the same day first. */
export function newestFirst(a: Dated, b: Dated): number {
  if (a.postedDate !== b.postedDate) return a.postedDate < b.postedDate ? 1 : -1;
  return b.id - a.id;
}

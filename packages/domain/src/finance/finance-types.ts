/** An attached file as the finance screens see it (metadata of a stored file). */
export interface StoredFileSummary {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

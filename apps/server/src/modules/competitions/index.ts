// The competitions module's public entry: what other modules may use of it.

// The public site's results pages: published competitions and their winners (site).
export {
  publicCompetitionResults,
  publishedCompetitions,
  rankLabel,
} from './after-results.service.ts';

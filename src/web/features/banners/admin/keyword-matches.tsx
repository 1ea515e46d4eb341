import { MapPin } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { useBannerMatches } from './admin-api';
import { matchSummary } from './banner-text';

export interface KeywordMatchesProps {
  /** A banner's keyword field, as saved or as typed; nothing shows while it is blank. */
  keyword: string;
  /** Announce each new answer (the form, as the operator types); a saved banner's list stays quiet. */
  live?: boolean;
}

/** Which published places a keyword field matches: how many, and the first few by name. */
export function KeywordMatches({ keyword, live = false }: KeywordMatchesProps) {
  const matches = useBannerMatches(keyword);
  if (keyword.trim() === '') return null;

  const text = matches.isPending
    ? 'Finding matching places...'
    : matches.isError
      ? `Matching places could not be found: ${errorMessage(matches.error)}`
      : matchSummary(matches.data);
  return (
    <p role={live ? 'status' : undefined} className="flex items-start gap-2 text-sm text-muted-foreground">
      <MapPin className="mt-0.5 size-4 shrink-0 text-sea-600" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

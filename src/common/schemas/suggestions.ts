/**
 * 'Suggest an edit' (issue 33): a visitor reports a wrong fact about a place, the operator accepts or
 * dismisses it in the dashboard. The request body, the admin list and the rules both sides share.
 */
import { z } from 'zod';
import { PLACE_STATUSES } from '../categories';
import { isInPaphosDistrict } from '../paphos-district';
import { parseOpeningHours } from '../opening-hours';
import { PLACE_SUGGESTION_KINDS, PLACE_SUGGESTION_STATUSES, type PlaceSuggestionKind } from './places';
import { isoDate, trimmedText } from './shared';

export const SUGGESTION_LIMITS = {
  /** The least a note says when it is the whole report (kind 'other'). */
  otherNoteMin: 10,
  note: 1000,
  email: 254,
  proposedValue: 500,
  /** Digits in a phone number: E.164 allows at most 15. */
  phoneDigits: { min: 6, max: 15 },
} as const;

/** What the visitor reads once the suggestion is sent (and what a filled honeypot gets, too). */
export const SUGGESTION_THANKS = 'Thank you — we will check it.';

/** The kinds whose report carries a corrected value, and what that value is. */
export const KINDS_WITH_VALUE = ['hours', 'position', 'phone', 'website'] as const;
export type KindWithValue = (typeof KINDS_WITH_VALUE)[number];

export function kindHasValue(kind: PlaceSuggestionKind): kind is KindWithValue {
  return (KINDS_WITH_VALUE as readonly string[]).includes(kind);
}

export const SUGGESTION_MESSAGES = {
  kind: 'Choose what is wrong',
  hoursRequired: 'Enter the correct opening hours',
  positionRequired: 'Enter the correct position as latitude, longitude',
  positionFormat: 'Enter the position as latitude, longitude (for example 34.7554, 32.4067)',
  positionOutside: 'That position is outside Paphos district',
  phoneRequired: 'Enter the correct phone number',
  phoneFormat: 'Enter a phone number of 6 to 15 digits (spaces, dashes and a leading + are fine)',
  websiteRequired: 'Enter the correct website',
  websiteFormat: 'Enter a web address starting with http:// or https://',
  otherNote: `Please say what is wrong (at least ${SUGGESTION_LIMITS.otherNoteMin} characters)`,
  email: 'Please enter a valid email address',
  sameAsNow: 'That is what the page shows now: enter the correct value',
} as const;

/** A position as a visitor types it ('34.7554, 32.4067', as map apps copy it), or null when it is not one. */
export function parsePosition(text: string): { latitude: number; longitude: number } | null {
  const match = /^(-?\d{1,3}(?:\.\d+)?)\s*(?:,\s*|\s+)(-?\d{1,3}(?:\.\d+)?)$/.exec(text.trim());
  if (!match) return null;
  return { latitude: Number(match[1]), longitude: Number(match[2]) };
}

/** A position as the dashboard shows and stores it: '34.7554, 32.4067' (at most 6 decimals, about 10 cm). */
export function formatPosition(latitude: number, longitude: number): string {
  const round = (value: number) => String(Number(value.toFixed(6)));
  return `${round(latitude)}, ${round(longitude)}`;
}

function phoneDigitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

function isWebAddress(text: string): boolean {
  if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(text)) return false;
  try {
    return new URL(text).hostname.includes('.');
  } catch {
    return false;
  }
}

/** The place's present value of the field a kind of suggestion corrects, as a visitor would type it. */
export function correctedFieldValue(
  kind: KindWithValue,
  place: {
    openingHours: string | null;
    latitude: number;
    longitude: number;
    phoneNumber: string | null;
    website: string | null;
  },
): string | null {
  switch (kind) {
    case 'hours':
      return place.openingHours;
    case 'position':
      return formatPosition(place.latitude, place.longitude);
    case 'phone':
      return place.phoneNumber;
    case 'website':
      return place.website;
  }
}

/** Why a proposed value is not right for its kind, or null when it is. */
export function proposedValueProblem(kind: KindWithValue, value: string): string | null {
  switch (kind) {
    case 'hours': {
      if (!value) return SUGGESTION_MESSAGES.hoursRequired;
      const parsed = parseOpeningHours(value);
      return parsed.ok ? null : `Opening hours: ${parsed.message}`;
    }
    case 'position': {
      if (!value) return SUGGESTION_MESSAGES.positionRequired;
      const position = parsePosition(value);
      if (!position) return SUGGESTION_MESSAGES.positionFormat;
      return isInPaphosDistrict(position.latitude, position.longitude)
        ? null
        : SUGGESTION_MESSAGES.positionOutside;
    }
    case 'phone': {
      if (!value) return SUGGESTION_MESSAGES.phoneRequired;
      const digits = phoneDigitCount(value);
      const { min, max } = SUGGESTION_LIMITS.phoneDigits;
      return /^\+?[\d\s().\-/]+$/.test(value) && digits >= min && digits <= max
        ? null
        : SUGGESTION_MESSAGES.phoneFormat;
    }
    case 'website':
      if (!value) return SUGGESTION_MESSAGES.websiteRequired;
      return isWebAddress(value) ? null : SUGGESTION_MESSAGES.websiteFormat;
  }
}

/**
 * POST /api/place-suggestions/{slug}: what is wrong, the corrected value when the kind has one, a note
 * (required for 'other') and an optional email. `homepage` is a honeypot: people never see it, so a
 * request that fills it is answered as if it were kept, and is not.
 */
export const placeSuggestionBodySchema = z
  .object({
    kind: z.enum(PLACE_SUGGESTION_KINDS, SUGGESTION_MESSAGES.kind),
    proposedValue: trimmedText()
      .pipe(
        z
          .string()
          .max(
            SUGGESTION_LIMITS.proposedValue,
            `The corrected value must be at most ${SUGGESTION_LIMITS.proposedValue} characters`,
          ),
      )
      .optional(),
    note: trimmedText()
      .pipe(
        z
          .string()
          .max(SUGGESTION_LIMITS.note, `The note must be at most ${SUGGESTION_LIMITS.note} characters`),
      )
      .optional(),
    email: z
      .string()
      .trim()
      .max(SUGGESTION_LIMITS.email, SUGGESTION_MESSAGES.email)
      .pipe(z.union([z.literal(''), z.email(SUGGESTION_MESSAGES.email)]))
      .optional(),
    homepage: z.string().max(2000).optional(),
  })
  .superRefine((body, issues) => {
    if (kindHasValue(body.kind)) {
      const problem = proposedValueProblem(body.kind, body.proposedValue ?? '');
      if (problem) issues.addIssue({ code: 'custom', path: ['proposedValue'], message: problem });
    }
    if (body.kind === 'other' && (body.note ?? '').length < SUGGESTION_LIMITS.otherNoteMin) {
      issues.addIssue({ code: 'custom', path: ['note'], message: SUGGESTION_MESSAGES.otherNote });
    }
  });
export type PlaceSuggestionBody = z.input<typeof placeSuggestionBodySchema>;
export type PlaceSuggestionValues = z.output<typeof placeSuggestionBodySchema>;

export const suggestionSentSchema = z.object({ message: z.string() });
export type SuggestionSent = z.infer<typeof suggestionSentSchema>;

export const ADMIN_SUGGESTIONS_PAGE_SIZE = 20;

/** GET /api/admin/suggestions: newest first, one page, optionally of one status. */
export const adminSuggestionsQuerySchema = z.object({
  /** Absent: every status. */
  status: z.enum(PLACE_SUGGESTION_STATUSES, 'Status must be new, accepted or dismissed').optional(),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(ADMIN_SUGGESTIONS_PAGE_SIZE),
  offset: z.coerce
    .number()
    .int('Offset must be a whole number')
    .min(0, 'Offset must not be negative')
    .max(1_000_000, 'Offset is too large')
    .default(0),
});

/** A suggestion as the dashboard lists it, with its place and the value the place shows now. */
export const adminSuggestionSchema = z.object({
  id: z.number(),
  kind: z.enum(PLACE_SUGGESTION_KINDS),
  proposedValue: z.string().nullable(),
  note: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(PLACE_SUGGESTION_STATUSES),
  /** Where it came from, to tell repeated reports from one address. */
  ipAddress: z.string().nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
  place: z.object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    status: z.enum(PLACE_STATUSES),
  }),
  /**
   * The place's value of the field the suggestion is about, as it is now: the status for 'closed', the
   * opening hours, 'latitude, longitude', the phone number or the website; null when it has none, and for 'other'.
   */
  currentValue: z.string().nullable(),
});
export type AdminSuggestion = z.input<typeof adminSuggestionSchema>;

export const adminSuggestionsPageSchema = z.object({
  suggestions: z.array(adminSuggestionSchema),
  total: z.number(),
});
export type AdminSuggestionsPage = z.input<typeof adminSuggestionsPageSchema>;

/** The answer to accept or dismiss: the suggestion as it is now and a sentence saying what happened. */
export const suggestionDecisionSchema = z.object({
  suggestion: adminSuggestionSchema,
  message: z.string(),
});
export type SuggestionDecision = z.input<typeof suggestionDecisionSchema>;

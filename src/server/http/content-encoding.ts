import { BoundedMap } from '../lib/bounded-map';

/** The compressed forms a cached answer is kept in, in the order they are preferred when rated alike. */
const COMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export type CompressedEncoding = (typeof COMPRESSED_ENCODINGS)[number];
export type AnswerEncoding = CompressedEncoding | 'identity';

/** A q-value (RFC 9110 §12.4.2); anything that is not a number rates 0, i.e. not acceptable. */
function parseQuality(text: string): number {
  const quality = Number.parseFloat(text);
  return Number.isNaN(quality) ? 0 : Math.min(quality, 1);
}

/**
 * The choice for each header seen lately: browsers send one of a handful of headers on every request, and
 * reading one anew cost a few per cent of a cached answer's time. Bounded, as any client may send any header.
 */
const chosenFor = new BoundedMap<string, AnswerEncoding>(100);

/**
 * The form of an answer an `Accept-Encoding` header asks for (RFC 9110 §12.5.3): of br and gzip, the one
 * with the highest q-value above 0, br on a tie; `*` rates whichever of them the header does not name, and
 * `x-gzip` is gzip. Identity (the JSON as it is) when neither is acceptable or there is no header: sending
 * it anyway is better than a 406. Like @fastify/compress, a rating of identity itself does not outweigh an
 * acceptable compression.
 */
export function chooseContentEncoding(header: string | undefined): AnswerEncoding {
  if (header === undefined) return 'identity';
  return chosenFor.remember(header, parseAndChoose);
}

function parseAndChoose(header: string): AnswerEncoding {
  const ratings = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name = '', ...parameters] = item.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let quality = 1;
    for (const parameter of parameters) {
      const [key = '', value = ''] = parameter.split('=');
      if (key.trim().toLowerCase() === 'q') quality = parseQuality(value.trim());
    }
    ratings.set(coding === 'x-gzip' ? 'gzip' : coding, quality);
  }
  const wildcard = ratings.get('*') ?? 0;

  let chosen: AnswerEncoding = 'identity';
  let chosenRating = 0;
  for (const encoding of COMPRESSED_ENCODINGS) {
    const rating = ratings.get(encoding) ?? wildcard;
    if (rating > chosenRating) {
      chosen = encoding;
      chosenRating = rating;
    }
  }
  return chosen;
}

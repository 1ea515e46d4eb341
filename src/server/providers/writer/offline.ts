import { CATEGORY_LABELS } from '../../../common/categories';
import type { PlaceFacts, WriterProvider } from './index';

const PRICE_WORDS = ['', 'budget-friendly', 'moderately priced', 'upscale', 'luxury'];

/** 'Coral Bay, Peyia, Paphos' -> 'Coral Bay, Peyia'. */
function area(address: string | null): string | null {
  if (!address) return null;
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/^(paphos|pafos|cyprus|\d{4})$/i.test(part));
  return parts.length > 0 ? parts.slice(-2).join(', ') : 'Paphos';
}

function listText(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** One or two plain sentences built only from the place's own facts. */
export function composeDescription(place: PlaceFacts): string {
  const kind = CATEGORY_LABELS[place.category].toLowerCase();
  const price = place.priceLevel ? `${PRICE_WORDS[Math.min(4, Math.max(1, place.priceLevel))]} ` : '';
  const where = area(place.address);
  const sentences = [`${place.name} is a ${price}${kind}${where ? ` in ${where}` : ' in Paphos district'}.`];
  if (place.highlights.length > 0) {
    sentences.push(`It is known for ${listText(place.highlights.slice(0, 3).map(lowerFirst))}.`);
  }
  return sentences.join(' ');
}

function placeSection(place: PlaceFacts): string {
  const lines = [`## ${place.name}`, '', place.description ?? composeDescription(place)];
  if (place.highlights.length > 0) {
    lines.push('', ...place.highlights.map((highlight) => `- ${highlight}`));
  }
  const practical = [
    place.address && `**Where:** ${place.address}`,
    place.website && `**Website:** ${place.website}`,
  ]
    .filter(Boolean)
    .join('  \n');
  if (practical) lines.push('', practical);
  return lines.join('\n');
}

/**
 * The writer used when no AI service is configured: it composes text only from the data it is given
 * (names, addresses, highlights, existing descriptions), so it never invents a fact.
 */
export function offlineWriter(): WriterProvider {
  return {
    name: 'offline writer',
    async describePlace({ place }) {
      return { description: composeDescription(place), aiModel: null };
    },
    async writeArticle({ title, places }) {
      const names = listText(places.map((place) => place.name));
      const kinds = [...new Set(places.map((place) => CATEGORY_LABELS[place.category].toLowerCase()))];
      const intro = `${title}: a side-by-side look at ${names}. Each section below sums up what the place is, what it is known for and where to find it, so you can pick the one that suits your day.`;
      const choosing = [
        '## Choosing between them',
        '',
        `All ${places.length} are ${listText(kinds.map((kind) => `${kind}s`))} in Paphos district. ` +
          'Check opening times before you go, as many places keep shorter hours outside the summer season.',
      ].join('\n');
      return {
        content: [intro, ...places.map(placeSection), choosing].join('\n\n'),
        excerpt: `${names}: what each is known for and where to find it.`,
        aiModel: null,
      };
    },
  };
}

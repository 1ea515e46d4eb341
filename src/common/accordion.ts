export interface AccordionSection {
  placeId: number | null;
  heading: string;
  content: string;
  imageUrl: string | null;
  imageAlt: string | null;
}

export interface AccordionContent {
  intro: string;
  sections: AccordionSection[];
}

interface NamedPlace {
  id: number;
  name: string;
}

const HEADING = /<h2\b[^>]*>([\s\S]*?)<\/h2>/gi;
const IMAGE = /<img\b[^>]*>/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** Decodes the entities an HTML serialiser writes, in one pass so '&amp;lt;' stays '&lt;'. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_entity, name: string) => ENTITIES[name]!);
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag);
  return match?.[1] === undefined ? null : decodeEntities(match[1]);
}

function decodeText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, '')).trim();
}

/**
 * Splits article HTML into the part before the first <h2> and one section per <h2>.
 * A section's place is the featured place whose name its heading contains; its image is the first <img> in it.
 */
export function parseAccordion(html: string, places: NamedPlace[] = []): AccordionContent {
  const headings = [...html.matchAll(HEADING)];
  if (headings.length === 0) return { intro: html.trim(), sections: [] };

  const intro = html.slice(0, headings[0]!.index).trim();
  const sections = headings.map((match, i) => {
    const start = match.index + match[0].length;
    const end = i + 1 < headings.length ? headings[i + 1]!.index : html.length;
    const body = html.slice(start, end).trim();
    const heading = decodeText(match[1] ?? '');
    const image = IMAGE.exec(body)?.[0] ?? null;
    const lowerHeading = heading.toLowerCase();
    const place = places.find((candidate) => lowerHeading.includes(candidate.name.toLowerCase()));
    return {
      placeId: place?.id ?? null,
      heading,
      content: image
        ? body
            .replace(image, '')
            .replace(/<p>\s*<\/p>/gi, '')
            .trim()
        : body,
      imageUrl: image ? attribute(image, 'src') : null,
      imageAlt: image ? attribute(image, 'alt') : null,
    };
  });
  return { intro, sections };
}

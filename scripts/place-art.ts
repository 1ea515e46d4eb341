/**
 * Gives every bundled place a picture of its own: `public/images/places/<slug>.svg`. A place with a drawing
 * made for it keeps it; the others get their category's drawing varied for them (seen closer or whole, lit for
 * another time of day), so no two places share a picture. Run after adding places:
 * `npx tsx scripts/place-art.ts`. Files it wrote carry GENERATED_MARK and are rewritten on each run.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { placeCandidates, seedPlaces } from '../src/server/db/seed/records';
import {
  CATEGORY_ART_VARIANTS,
  GENERATED_MARK,
  placeArtVariant,
  type ArtVariant,
} from '../src/server/db/seed/place-art';

const ART_DIR = path.resolve('public/images/places');

const LIGHT: Record<ArtVariant['light'], string> = {
  day: '',
  golden:
    '<linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffa630"/>' +
    '<stop offset="1" stop-color="#ffa630" stop-opacity="0.15"/></linearGradient>' +
    '<rect width="1200" height="800" fill="url(#light)" opacity="0.4"/>',
  dusk:
    '<linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8e3b7a"/>' +
    '<stop offset="1" stop-color="#e0604a" stop-opacity="0.3"/></linearGradient>' +
    '<rect width="1200" height="800" fill="url(#light)" opacity="0.42"/>',
  night:
    '<rect width="1200" height="800" fill="#0b1d3a" opacity="0.5"/>' +
    '<circle cx="1040" cy="110" r="46" fill="#fdf6d8" opacity="0.9"/>' +
    '<g fill="#fdf6d8" opacity="0.8"><circle cx="140" cy="80" r="4"/><circle cx="320" cy="140" r="3"/>' +
    '<circle cx="520" cy="60" r="4"/><circle cx="760" cy="120" r="3"/><circle cx="900" cy="50" r="3"/></g>',
};

const CROP: Record<ArtVariant['crop'], string> = {
  whole: '',
  left: ' transform="translate(0 -120) scale(1.3)"',
  right: ' transform="translate(-360 -120) scale(1.3)"',
};

/** The category drawing's inner markup, its ids prefixed so they cannot clash with the wrapper's. */
function drawingBody(file: string): string {
  const svg = readFileSync(file, 'utf8');
  const body = svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'));
  return body.replace(/id="([^"]+)"/g, 'id="art-$1"').replace(/url\(#([^)]+)\)/g, 'url(#art-$1)');
}

function variedDrawing(category: string, variant: ArtVariant): string {
  const body = drawingBody(path.join(ART_DIR, `${category}-${variant.drawing}.svg`));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">',
    GENERATED_MARK,
    `<g${CROP[variant.crop]}>${body}</g>`,
    LIGHT[variant.light],
    '</svg>',
    '',
  ].join('\n');
}

let written = 0;
const byCategory = new Map<string, string[]>();
for (const place of [...seedPlaces, ...placeCandidates].sort((a, b) => a.slug.localeCompare(b.slug))) {
  byCategory.set(place.category, [...(byCategory.get(place.category) ?? []), place.slug]);
}
for (const [category, slugs] of byCategory) {
  slugs.forEach((slug, index) => {
    const file = path.join(ART_DIR, `${slug}.svg`);
    if (existsSync(file) && !readFileSync(file, 'utf8').includes(GENERATED_MARK)) return;
    writeFileSync(file, variedDrawing(category, placeArtVariant(index)));
    written += 1;
  });
}
console.log(`Wrote ${written} varied drawings (${CATEGORY_ART_VARIANTS} variants per category).`);

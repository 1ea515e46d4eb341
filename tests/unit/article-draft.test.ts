import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import type { AdminArticleListItem, FeaturedPlaceRef } from '../../src/common/schemas/articles';
import {
  EMPTY_DRAFT,
  MAXIMUM_REACHED,
  articleDraftSchema,
  articleLengthLabel,
  draftFromArticle,
  firstDraftError,
  generateBody,
  generationBlocker,
  generationBusyLabel,
  placeMatchesLabel,
  restoredFields,
  saveBody,
  togglePlace,
  writtenFields,
  type ArticleDraft,
} from '../../src/web/features/articles/admin/article-draft';

const place = (id: number): FeaturedPlaceRef => ({ id, name: `Place ${id}` });
const places = (count: number) => Array.from({ length: count }, (_, index) => place(index + 1));

const writtenDraft: ArticleDraft = {
  ...EMPTY_DRAFT,
  title: 'Coral Bay or Lara Bay?',
  content: '## Coral Bay\n\nSand.',
  places: places(2),
};

describe('a new draft', () => {
  it('starts as a draft, medium length, gpt-4o-mini, with no places', () => {
    expect(EMPTY_DRAFT).toMatchObject({
      status: 'draft',
      articleLength: 'medium',
      aiModel: 'gpt-4o-mini',
      places: [],
      aiGenerated: false,
    });
  });
});

describe('togglePlace', () => {
  it('adds places in the order picked and removes a picked one', () => {
    const two = togglePlace(togglePlace([], place(7)).selected, place(3)).selected;
    expect(two).toEqual([place(7), place(3)]);
    expect(togglePlace(two, place(7))).toEqual({ selected: [place(3)], refused: null });
  });

  it('refuses an 11th place with Maximum Reached and keeps the 10', () => {
    const ten = places(10);
    const result = togglePlace(ten, place(11));
    expect(result.refused).toEqual({
      title: 'Maximum Reached',
      description: 'You can select up to 10 places maximum',
    });
    expect(result.refused).toBe(MAXIMUM_REACHED);
    expect(result.selected).toEqual(ten);
  });

  it('still lets one of 10 picked places be removed', () => {
    expect(togglePlace(places(10), place(4))).toEqual({
      selected: places(10).filter((picked) => picked.id !== 4),
      refused: null,
    });
  });
});

describe('generationBlocker', () => {
  it('asks for 2 places first, then a title', () => {
    const selectionRequired = {
      title: 'Selection Required',
      description: 'Please select at least 2 places to generate a comparison article',
    };
    expect(generationBlocker({ title: '', places: [] })).toEqual(selectionRequired);
    expect(generationBlocker({ title: 'A title', places: places(1) })).toEqual(selectionRequired);
    expect(generationBlocker({ title: '   ', places: places(2) })).toEqual({
      title: 'Title Required',
      description: 'Please enter an article title first',
    });
    expect(generationBlocker({ title: 'A title', places: places(2) })).toBeNull();
  });
});

describe('generation texts', () => {
  it('names what the writer is busy with', () => {
    expect(generationBusyLabel('medium', 3)).toBe('Writing a medium comparison of 3 places...');
    expect(generationBusyLabel('long', 10)).toBe('Writing a long comparison of 10 places...');
    expect(generationBusyLabel(null, 3)).toBe('Composing a comparison of 3 places from their data...');
  });

  it('labels each length with its word range', () => {
    expect(articleLengthLabel('short')).toBe('Short (800-1200 words)');
    expect(articleLengthLabel('medium')).toBe('Medium (1200-1800 words)');
    expect(articleLengthLabel('long')).toBe('Long (1800-2500 words)');
  });

  it('asks the writer with the title, the places in order, the length and the model', () => {
    expect(generateBody({ ...writtenDraft, places: [place(5), place(2)], aiModel: 'gpt-5' })).toEqual({
      generateWithAI: true,
      title: 'Coral Bay or Lara Bay?',
      placeIds: [5, 2],
      articleLength: 'medium',
      aiModel: 'gpt-5',
    });
  });
});

describe('placeMatchesLabel', () => {
  it('says how many of the matches are shown', () => {
    expect(placeMatchesLabel(0, 0)).toBe('No published places match');
    expect(placeMatchesLabel(1, 1)).toBe('1 published place');
    expect(placeMatchesLabel(12, 12)).toBe('12 published places');
    expect(placeMatchesLabel(50, 73)).toBe('Showing 50 of 73 published places; search to narrow them');
  });
});

describe("articleDraftSchema, through the editor's resolver", () => {
  const resolver = zodResolver(articleDraftSchema, undefined, { raw: true });
  const check = (draft: ArticleDraft) =>
    resolver(draft, undefined, { fields: {}, shouldUseNativeValidation: false });

  it("asks for a title with the server's words", async () => {
    const { errors } = await check({ ...writtenDraft, title: '  ' });
    expect(firstDraftError(errors)).toBe('Please enter an article title');
    expect(Object.keys(errors)).toEqual(['title']);
  });

  it('asks for content', async () => {
    const { errors } = await check({ ...writtenDraft, content: '\n ' });
    expect(firstDraftError(errors)).toBe('Please generate or write article content');
  });

  it('reports the first problem in screen order and marks every field', async () => {
    const { errors } = await check({ ...writtenDraft, content: '', featuredImageUrl: 'ftp://x', title: '' });
    expect(firstDraftError(errors)).toBe('Please enter an article title');
    expect({
      title: errors.title?.message,
      featuredImageUrl: errors.featuredImageUrl?.message,
      content: errors.content?.message,
    }).toEqual({
      title: 'Please enter an article title',
      featuredImageUrl: 'Featured image URL must start with http://, https:// or /',
      content: 'Please generate or write article content',
    });
  });

  it('passes a titled draft with content on as it was typed', async () => {
    const draft = { ...writtenDraft, title: '  Coral Bay or Lara Bay?  ' };
    expect(await check(draft)).toEqual({ values: draft, errors: {} });
  });
});

describe('saveBody', () => {
  it("records the writer's model, and the length only for a model's text (the offline writer has none)", () => {
    const written = { ...writtenDraft, aiGenerated: true, writtenBy: null, articleLength: 'short' as const };
    expect(saveBody(written)).toMatchObject({ aiGenerated: true, aiModel: null, articleLength: null });
    expect(saveBody({ ...written, writtenBy: 'gpt-4o' })).toMatchObject({
      aiModel: 'gpt-4o',
      articleLength: 'short',
    });
    expect(saveBody(writtenDraft)).toMatchObject({ aiGenerated: false, aiModel: null, articleLength: null });
  });

  it("sends 'reviewed' only for a writer's text", () => {
    const written = { ...writtenDraft, aiGenerated: true, writtenBy: 'gpt-4o' as const, reviewed: true };
    expect(saveBody(written).reviewed).toBe(true);
    expect(saveBody({ ...written, aiGenerated: false }).reviewed).toBe(false);
  });
});

describe('writtenFields and restoredFields', () => {
  it("fill the editor with the writer's text, not yet reviewed", () => {
    expect(writtenFields({ content: '## A', excerpt: 'A and B.', aiModel: null })).toEqual({
      content: '## A',
      excerpt: 'A and B.',
      aiGenerated: true,
      writtenBy: null,
      reviewed: false,
    });
  });

  it('put an earlier text back as it was', () => {
    expect(
      restoredFields({
        id: 1,
        title: 'Old title',
        excerpt: null,
        content: 'Old text.',
        aiGenerated: true,
        aiModel: 'gpt-5',
        reviewedAt: '2026-11-01T10:00:00.000Z',
        createdAt: '2026-11-02T10:00:00.000Z',
      }),
    ).toEqual({
      title: 'Old title',
      excerpt: '',
      content: 'Old text.',
      aiGenerated: true,
      writtenBy: 'gpt-5',
      reviewed: true,
    });
  });

  it('sends the place ids in the order picked', () => {
    expect(saveBody({ ...writtenDraft, places: [place(9), place(1)] }).placeIds).toEqual([9, 1]);
  });
});

describe('draftFromArticle', () => {
  const article: AdminArticleListItem = {
    id: 3,
    slug: 'beaches',
    title: 'Beaches',
    excerpt: null,
    content: '## Coral Bay',
    category: null,
    featuredImageUrl: null,
    longtailKeywords: ['coral bay'],
    useAccordion: true,
    status: 'published',
    aiModel: 'gpt-4o',
    articleLength: 'long',
    aiGenerated: true,
    reviewed: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    placeIds: [4, 2],
    featuredPlaces: [
      { id: 4, name: 'Coral Bay Beach' },
      { id: 2, name: 'Lara Bay' },
    ],
  };

  it('opens an article with its fields, places and writer settings, keeping what the editor does not show', () => {
    const draft = draftFromArticle(article);
    expect(draft).toMatchObject({
      title: 'Beaches',
      excerpt: '',
      category: '',
      featuredImageUrl: '',
      status: 'published',
      places: article.featuredPlaces,
      articleLength: 'long',
      aiModel: 'gpt-4o',
      writtenBy: 'gpt-4o',
      aiGenerated: true,
    });
    expect(saveBody(draft)).toMatchObject({ longtailKeywords: ['coral bay'], useAccordion: true });
  });

  it('falls back to the default model when the article names none', () => {
    expect(draftFromArticle({ ...article, aiModel: null, articleLength: null })).toMatchObject({
      aiModel: 'gpt-4o-mini',
      writtenBy: null,
      articleLength: 'medium',
    });
  });
});

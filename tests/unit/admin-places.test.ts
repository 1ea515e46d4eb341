import { describe, expect, it } from 'vitest';
import {
  adminPlacesParams,
  categoryPatchBody,
  clampPage,
  DEFAULT_ADMIN_PLACE_FILTERS,
  pageCount,
  placesRangeText,
  placeUpdatedToast,
  descriptionChangeToast,
  isCategoryEditEmpty,
  writerText,
  writingDescriptionText,
} from '../../src/web/features/places/admin/admin-places';

describe('placesRangeText', () => {
  it('names the first and last place of the page and the total', () => {
    expect(placesRangeText(0, 74)).toBe('Showing 1 to 50 of 74 places');
    expect(placesRangeText(1, 74)).toBe('Showing 51 to 74 of 74 places');
    expect(placesRangeText(1, 100)).toBe('Showing 51 to 100 of 100 places');
  });

  it('fits a list shorter than one page', () => {
    expect(placesRangeText(0, 1)).toBe('Showing 1 to 1 of 1 places');
    expect(placesRangeText(0, 8)).toBe('Showing 1 to 8 of 8 places');
  });

  it('says 0 to 0 of an empty list', () => {
    expect(placesRangeText(0, 0)).toBe('Showing 0 to 0 of 0 places');
  });

  it('takes the page size', () => {
    expect(placesRangeText(2, 25, 10)).toBe('Showing 21 to 25 of 25 places');
  });
});

describe('pageCount and clampPage', () => {
  it('counts whole pages of 50, with one page for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(pageCount(74)).toBe(2);
  });

  it('keeps a page that exists and moves past-the-end pages to the last one', () => {
    expect(clampPage(1, 74)).toBe(1);
    expect(clampPage(1, 50)).toBe(0);
    expect(clampPage(3, 120)).toBe(2);
    expect(clampPage(0, 0)).toBe(0);
    expect(clampPage(-1, 74)).toBe(0);
  });
});

describe('adminPlacesParams', () => {
  it('asks for published places, 50 from the start, by default', () => {
    expect(adminPlacesParams(DEFAULT_ADMIN_PLACE_FILTERS, 0)).toEqual({
      limit: 50,
      offset: 0,
      status: 'published',
      category: undefined,
      search: undefined,
    });
  });

  it('sends page times 50 as the offset, leaves out All, and trims the search', () => {
    expect(adminPlacesParams({ status: 'all', category: 'beach', search: '  bay ' }, 2)).toEqual({
      limit: 50,
      offset: 100,
      status: undefined,
      category: 'beach',
      search: 'bay',
    });
  });

  it('leaves out a blank search', () => {
    expect(
      adminPlacesParams({ status: 'pending', category: 'all', search: '   ' }, 0).search,
    ).toBeUndefined();
  });
});

describe('categoryPatchBody', () => {
  it('sends the category only when one is chosen', () => {
    expect(
      categoryPatchBody({ category: 'bar', regenerateDescription: false, model: 'gpt-4o-mini' }),
    ).toEqual({
      category: 'bar',
      regenerateDescription: false,
    });
    expect(categoryPatchBody({ regenerateDescription: false, model: 'gpt-4o-mini' })).toEqual({
      regenerateDescription: false,
    });
  });

  it('sends the model only when regenerating the description', () => {
    expect(categoryPatchBody({ category: 'spa', regenerateDescription: true, model: 'gpt-5' })).toEqual({
      category: 'spa',
      regenerateDescription: true,
      model: 'gpt-5',
    });
    expect(categoryPatchBody({ regenerateDescription: true, model: 'gpt-4o' })).toEqual({
      regenerateDescription: true,
      model: 'gpt-4o',
    });
  });
});

describe('placeUpdatedToast', () => {
  it('names the new category', () => {
    expect(placeUpdatedToast('Hondros', { category: 'bar', regenerateDescription: false })).toEqual({
      title: 'Category Updated',
      description: 'Hondros is now listed as Bar.',
    });
  });

  it('says a new description is a draft to review, not yet on the page', () => {
    const draftReady =
      'A draft description is ready to review below; the page keeps the current one until you accept it.';
    expect(placeUpdatedToast('Hondros', { category: 'cafe', regenerateDescription: true })).toEqual({
      title: 'Category Updated',
      description: `Hondros is now listed as Cafe. ${draftReady}`,
    });
    expect(placeUpdatedToast('Hondros', { regenerateDescription: true })).toEqual({
      title: 'Draft Ready',
      description: draftReady,
    });
  });
});

describe('isCategoryEditEmpty', () => {
  it('is empty with no category chosen and no description asked for', () => {
    expect(isCategoryEditEmpty({ regenerateDescription: false })).toBe(true);
    expect(isCategoryEditEmpty({ category: 'bar', regenerateDescription: false })).toBe(false);
    expect(isCategoryEditEmpty({ regenerateDescription: true })).toBe(false);
  });
});

describe('descriptionChangeToast', () => {
  it('says what a visitor reads after each change', () => {
    expect(descriptionChangeToast('Hondros', { action: 'accept' })).toEqual({
      title: 'Description Updated',
      description: "Hondros shows the draft now, labelled as the writer's until you mark it reviewed.",
    });
    expect(descriptionChangeToast('Hondros', { action: 'accept', edited: 'Mine.' })).toEqual({
      title: 'Description Updated',
      description: 'Hondros shows your edited text now.',
    });
    expect(descriptionChangeToast('Hondros', { action: 'discard' })).toEqual({
      title: 'Draft Discarded',
      description: 'Hondros keeps its current description.',
    });
    expect(descriptionChangeToast('Hondros', { action: 'review' }).title).toBe('Marked as Reviewed');
    expect(descriptionChangeToast('Hondros', { action: 'restore', versionId: 3 })).toEqual({
      title: 'Description Restored',
      description: 'Hondros shows the earlier description again; the one it replaced is kept.',
    });
  });
});

describe('writerText', () => {
  it('names who wrote a text', () => {
    expect(writerText(null)).toBe('Written by a person or the place source');
    expect(writerText('offline writer')).toBe("Composed by the offline writer from the place's data");
    expect(writerText('gpt-4o')).toBe('Written by AI (gpt-4o)');
  });
});

describe('writingDescriptionText', () => {
  it('says what is being written and by which model', () => {
    expect(writingDescriptionText('Hondros', 'gpt-4o')).toBe(
      'Writing a draft description of Hondros with gpt-4o...',
    );
    expect(writingDescriptionText('Hondros', null)).toBe(
      'Composing a draft description of Hondros from its data...',
    );
  });
});

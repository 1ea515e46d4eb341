/**
 * The places tab's rules as plain functions: the list's query, its range line, its page bounds, the category
 * edit's request body and the toast that confirms it.
 */
import {
  CATEGORY_LABELS,
  PLACE_STATUSES,
  type AiModel,
  type PlaceCategory,
  type PlaceStatus,
} from '../../../../common/categories';
import { ADMIN_PLACES_PAGE_SIZE, type CategoryPatch } from '../../../../common/schemas/places';
import { OFFLINE_WRITER } from '../../../../common/written-by';

export type StatusFilter = 'all' | PlaceStatus;
export type CategoryFilter = 'all' | PlaceCategory;

export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...PLACE_STATUSES];

export interface AdminPlaceFilters {
  status: StatusFilter;
  category: CategoryFilter;
  /** The name search as sent (already debounced). */
  search: string;
}

/** SPEC 2, Places: published places of every category, no search. */
export const DEFAULT_ADMIN_PLACE_FILTERS: AdminPlaceFilters = {
  status: 'published',
  category: 'all',
  search: '',
};

/** GET /api/admin/places query: 50 a page from page * 50; 'all' and a blank search are left out. */
export function adminPlacesParams(filters: AdminPlaceFilters, page: number) {
  const search = filters.search.trim();
  return {
    limit: ADMIN_PLACES_PAGE_SIZE,
    offset: page * ADMIN_PLACES_PAGE_SIZE,
    status: filters.status === 'all' ? undefined : filters.status,
    category: filters.category === 'all' ? undefined : filters.category,
    search: search === '' ? undefined : search,
  };
}

/** How many pages `total` places fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize = ADMIN_PLACES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page to show: `page`, or the last one when the list shrank below it (after an edit, say). */
export function clampPage(page: number, total: number, pageSize = ADMIN_PLACES_PAGE_SIZE): number {
  return Math.min(Math.max(0, page), pageCount(total, pageSize) - 1);
}

/** 'Showing 51 to 74 of 74 places' for the second page (0-based `page`) of 74. */
export function placesRangeText(page: number, total: number, pageSize = ADMIN_PLACES_PAGE_SIZE): string {
  if (total <= 0) return 'Showing 0 to 0 of 0 places';
  const first = Math.min(page * pageSize + 1, total);
  const last = Math.min((page + 1) * pageSize, total);
  return `Showing ${first} to ${last} of ${total} places`;
}

export interface CategoryEdit {
  /** The category picked in the select; undefined keeps the current one. */
  category?: PlaceCategory;
  regenerateDescription: boolean;
  /** The AI model that drafts the description; null with the offline writer, which uses none. */
  model: AiModel | null;
}

/** Save does something only with a category chosen or a new description asked for. */
export function isCategoryEditEmpty(edit: Pick<CategoryEdit, 'category' | 'regenerateDescription'>): boolean {
  return !edit.category && !edit.regenerateDescription;
}

/** SPEC 5 and 7: the category only when one is chosen, the model only when regenerating with one. */
export function categoryPatchBody(edit: CategoryEdit): CategoryPatch {
  return {
    ...(edit.category ? { category: edit.category } : {}),
    regenerateDescription: edit.regenerateDescription,
    ...(edit.regenerateDescription && edit.model ? { model: edit.model } : {}),
  };
}

/** The success toast of a saved edit, saying what changed: a new description is a draft to review. */
export function placeUpdatedToast(
  placeName: string,
  edit: Pick<CategoryEdit, 'category' | 'regenerateDescription'>,
): { title: string; description: string } {
  const draftReady =
    'A draft description is ready to review below; the page keeps the current one until you accept it.';
  if (!edit.category) return { title: 'Draft Ready', description: draftReady };
  const listedAs = `${placeName} is now listed as ${CATEGORY_LABELS[edit.category]}.`;
  return {
    title: 'Category Updated',
    description: edit.regenerateDescription ? `${listedAs} ${draftReady}` : listedAs,
  };
}

/** The busy line while the writer works on a new description. */
export function writingDescriptionText(placeName: string, model: AiModel | null): string {
  return model
    ? `Writing a draft description of ${placeName} with ${model}...`
    : `Composing a draft description of ${placeName} from its data...`;
}

/** What the operator does with a place's descriptions (description-review.tsx). */
export type DescriptionChange =
  | { action: 'accept'; edited?: string }
  | { action: 'discard' }
  | { action: 'review' }
  | { action: 'restore'; versionId: number };

/** The success toast of a description change, saying what a visitor now reads. */
export function descriptionChangeToast(placeName: string, change: DescriptionChange) {
  switch (change.action) {
    case 'accept':
      return change.edited === undefined
        ? {
            title: 'Description Updated',
            description: `${placeName} shows the draft now, labelled as the writer's until you mark it reviewed.`,
          }
        : { title: 'Description Updated', description: `${placeName} shows your edited text now.` };
    case 'discard':
      return { title: 'Draft Discarded', description: `${placeName} keeps its current description.` };
    case 'review':
      return {
        title: 'Marked as Reviewed',
        description: `The page of ${placeName} now says the description was checked by your editors.`,
      };
    case 'restore':
      return {
        title: 'Description Restored',
        description: `${placeName} shows the earlier description again; the one it replaced is kept.`,
      };
  }
}

/** Who wrote a text, as the operator reads it. */
export function writerText(writer: string | null): string {
  if (writer === null) return 'Written by a person or the place source';
  if (writer === OFFLINE_WRITER) return "Composed by the offline writer from the place's data";
  return `Written by AI (${writer})`;
}

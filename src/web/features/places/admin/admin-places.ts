/**
 * The places tab's rules as plain functions: the list's query, its range line, its page bounds, the category
 * edit's request body and the toast that confirms it.
 */
import {
  AI_MODELS,
  CATEGORY_LABELS,
  PLACE_STATUSES,
  type AiModel,
  type PlaceCategory,
  type PlaceStatus,
} from '../../../../common/categories';
import { ADMIN_PLACES_PAGE_SIZE, type CategoryPatch } from '../../../../common/schemas/places';

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

/** The default AI model of a regenerated description (SPEC 9). */
export const DEFAULT_AI_MODEL: AiModel = AI_MODELS[0];

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
  model: AiModel;
}

/** SPEC 5 and 7: the category only when one is chosen, the model only when regenerating. */
export function categoryPatchBody(edit: CategoryEdit): CategoryPatch {
  return {
    ...(edit.category ? { category: edit.category } : {}),
    regenerateDescription: edit.regenerateDescription,
    ...(edit.regenerateDescription ? { model: edit.model } : {}),
  };
}

/** The success toast of a saved edit, saying what changed. */
export function placeUpdatedToast(
  placeName: string,
  edit: Pick<CategoryEdit, 'category' | 'regenerateDescription'>,
): { title: string; description: string } {
  if (!edit.category) {
    return { title: 'Description Updated', description: `${placeName} has a new description.` };
  }
  const listedAs = `${placeName} is now listed as ${CATEGORY_LABELS[edit.category]}`;
  return {
    title: 'Category Updated',
    description: edit.regenerateDescription ? `${listedAs}, with a new description.` : `${listedAs}.`,
  };
}

/** The busy line while the writer works on a new description. */
export function writingDescriptionText(placeName: string, model: AiModel): string {
  return `Writing a new description of ${placeName} with ${model}...`;
}

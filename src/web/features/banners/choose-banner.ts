import type { Banner } from '../../../common/schemas/banners';

type ChoosableBanner = Pick<Banner, 'keyword' | 'isDefault' | 'isActive' | 'awinCode'>;

/**
 * The advert to show: the first active banner whose keyword occurs (case-insensitively) in one of the
 * given keywords; otherwise the active default banner; otherwise none. Banners with blank code never win.
 */
export function chooseBanner<T extends ChoosableBanner>(
  banners: readonly T[],
  keywords: readonly string[],
): T | null {
  const usable = banners.filter((banner) => banner.isActive && banner.awinCode.trim() !== '');
  const haystacks = keywords.map((keyword) => keyword.trim().toLowerCase()).filter(Boolean);
  const matched = usable.find((banner) => {
    const keyword = banner.keyword?.trim().toLowerCase();
    return Boolean(keyword) && haystacks.some((text) => text.includes(keyword!));
  });
  return matched ?? usable.find((banner) => banner.isDefault) ?? null;
}

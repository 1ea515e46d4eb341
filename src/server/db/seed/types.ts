// The adverts are written as code; places, events, tours and guides are data files (see records.ts).

export interface SeedBanner {
  keyword: string | null;
  awinCode: string;
  isDefault: boolean;
}

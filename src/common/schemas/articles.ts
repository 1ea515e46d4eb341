import { z } from 'zod';
import { ARTICLE_LENGTHS, ARTICLE_STATUSES } from '../categories';
import { isoDate } from './shared';

export const articleSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  category: z.string().nullable(),
  featuredImageUrl: z.string().nullable(),
  longtailKeywords: z.array(z.string()),
  useAccordion: z.boolean(),
  status: z.enum(ARTICLE_STATUSES),
  aiModel: z.string().nullable(),
  articleLength: z.enum(ARTICLE_LENGTHS).nullable(),
  aiGenerated: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export type Article = z.input<typeof articleSchema>;

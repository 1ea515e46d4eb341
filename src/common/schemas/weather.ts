import { z } from 'zod';

export const weatherSchema = z.object({
  temperature: z.number(),
  condition: z.string(),
  icon: z.string(),
  humidity: z.number().nullable(),
  windSpeed: z.number().nullable(),
});

export type Weather = z.infer<typeof weatherSchema>;

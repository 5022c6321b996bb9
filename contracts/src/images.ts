import { z } from 'zod';

/** A sponsor's logo, a team member's photo, or the station's own logo (its icons are made from it). */
export const imageKinds = ['logo', 'photo', 'station'] as const;
export const imageUploadResponse = z.object({ url: z.string() });

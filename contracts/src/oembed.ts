import { z } from 'zod';

/** oEmbed 1.0 (oembed.com): what another site asks about an episode's or a video's page, and the answer. */
export const oembedMessages = {
  urlMissing: 'Please give the address of an episode or video page as url.',
  notOurs: 'That address is not an episode or video page of this station.',
  notFound: 'That episode or video is not available to embed.',
  xml: 'Only JSON is offered here: ask with format=json.',
  badFormat: 'The format must be json (or xml, which this station does not offer).',
  badSize: (name: string) => `${name} must be a whole number of pixels greater than zero.`,
} as const;

/** Sizes stay strings here so a wrong one gets a sentence from the service, not a parser's message. */
export const oembedQuery = z.object({
  url: z.string().max(2000).optional(),
  format: z.string().max(10).optional(),
  maxwidth: z.string().max(30).optional(),
  maxheight: z.string().max(30).optional(),
});
export type OembedQuery = z.infer<typeof oembedQuery>;

export const oembedResponse = z.object({
  version: z.literal('1.0'),
  type: z.enum(['rich', 'video']),
  title: z.string(),
  author_name: z.string().optional(),
  provider_name: z.string(),
  provider_url: z.string(),
  html: z.string(),
  width: z.number(),
  height: z.number(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().optional(),
  thumbnail_height: z.number().optional(),
  cache_age: z.number().optional(),
});
export type OembedResponse = z.infer<typeof oembedResponse>;

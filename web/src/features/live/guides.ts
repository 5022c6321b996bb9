import type { MessageId } from '@/i18n/t';

/**
 * The broadcasters' guides, each a page of its own (/broadcast/guides/{slug}): their words are
 * catalog messages (web/src/i18n/{en,es}/radio-guides.ts); a step may name `{server}`
 * ('radio.guides.server'). Commands stay as a terminal takes them.
 */
export interface BroadcastGuide {
  slug: string;
  title: MessageId;
  lead: MessageId;
  sections: Array<{ heading: MessageId; steps: MessageId[]; code?: string }>;
}

export const broadcastGuides: BroadcastGuide[] = [
  {
    slug: 'obs',
    title: 'radio.guides.obs.title',
    lead: 'radio.guides.obs.lead',
    sections: [
      {
        heading: 'radio.guides.obs.connect',
        steps: ['radio.guides.obs.connect1', 'radio.guides.obs.connect2', 'radio.guides.obs.connect3'],
      },
      {
        heading: 'radio.guides.obs.picture',
        steps: ['radio.guides.obs.picture1', 'radio.guides.obs.picture2', 'radio.guides.obs.picture3'],
      },
      {
        heading: 'radio.guides.obs.goLive',
        steps: ['radio.guides.obs.goLive1', 'radio.guides.obs.goLive2', 'radio.guides.obs.goLive3'],
      },
    ],
  },
  {
    slug: 'streamlabs-ffmpeg',
    title: 'radio.guides.others.title',
    lead: 'radio.guides.others.lead',
    sections: [
      {
        heading: 'radio.guides.others.streamlabs',
        steps: ['radio.guides.others.streamlabs1', 'radio.guides.others.streamlabs2', 'radio.guides.others.streamlabs3'],
      },
      {
        heading: 'radio.guides.others.ffmpeg',
        steps: ['radio.guides.others.ffmpeg1', 'radio.guides.others.ffmpeg2'],
        code: 'ffmpeg -re -i service.mp4 -c:v libx264 -preset veryfast -g 60 -b:v 2500k -c:a aac -b:a 128k -f flv rtmp://YOUR-STATION:1935/live/YOUR_KEY',
      },
    ],
  },
];

export const findGuide = (slug: string | undefined) => broadcastGuides.find((g) => g.slug === slug);

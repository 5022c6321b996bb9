/** The broadcasters' guides, each a page of its own (/broadcast/guides/{slug}). */
export interface BroadcastGuide {
  slug: string;
  title: string;
  lead: string;
  sections: Array<{ heading: string; steps: string[]; code?: string }>;
}

const server = 'the RTMP server shown in your studio (rtmp://YOUR-STATION:1935/live)';

export const broadcastGuides: BroadcastGuide[] = [
  {
    slug: 'obs',
    title: 'Streaming a service with OBS Studio',
    lead: 'OBS Studio is free, runs on Windows, Mac and Linux, and is what most churches use to stream.',
    sections: [
      {
        heading: 'Connect OBS to the station',
        steps: [
          'Open Settings → Stream. Choose Service “Custom…”.',
          `Server: ${server}.`,
          'Stream Key: your own key from the studio. It is shown once when you create or rotate it; keep it private.',
        ],
      },
      {
        heading: 'Picture and sound',
        steps: [
          'Settings → Output → Output Mode “Advanced”: Encoder x264, Rate Control CBR, Bitrate 2500 Kbps, Keyframe Interval 2 s.',
          'Settings → Video: Output (Scaled) Resolution 1280x720, Common FPS Values 30.',
          'Settings → Audio: Sample Rate 44.1 kHz; Output → Audio Bitrate 128.',
        ],
      },
      {
        heading: 'Go live',
        steps: [
          'Add your camera (Video Capture Device) and the sound desk (Audio Input Capture) as sources.',
          'Press Start Streaming. Within a few seconds the studio’s status card says Live and /live plays the service.',
          'Give the show a title with Start show; Stop show ends it and disconnects OBS.',
        ],
      },
    ],
  },
  {
    slug: 'streamlabs-ffmpeg',
    title: 'Streamlabs and ffmpeg',
    lead: 'Any encoder that speaks RTMP can publish to the station. Two more that volunteers use:',
    sections: [
      {
        heading: 'Streamlabs Desktop',
        steps: [
          'Settings → Stream → Stream Type “Custom Streaming Server”.',
          `URL: ${server}; Stream key: your own key.`,
          'Use the same video and audio settings as for OBS: 1280x720, 30 FPS, 2500 Kbps, AAC 128 Kbps.',
        ],
      },
      {
        heading: 'ffmpeg (a recorded service, or a test)',
        steps: [
          'H.264 video and AAC audio pass straight through; other codecs are re-encoded, which costs the server more CPU.',
          'Add -re so a file is sent at its own speed, as a camera would.',
        ],
        code: 'ffmpeg -re -i service.mp4 -c:v libx264 -preset veryfast -g 60 -b:v 2500k -c:a aac -b:a 128k -f flv rtmp://YOUR-STATION:1935/live/YOUR_KEY',
      },
    ],
  },
];

export const findGuide = (slug: string | undefined) => broadcastGuides.find((g) => g.slug === slug);

/** The broadcasters' guides (/broadcast/guides/{slug}): their titles, sections and steps. */
export const radioGuides = {
  'radio.guides.server': 'the RTMP server shown in your studio (rtmp://YOUR-STATION:1935/live)',
  'radio.guides.obs.title': 'Streaming a service with OBS Studio',
  'radio.guides.obs.lead': 'OBS Studio is free, runs on Windows, Mac and Linux, and is what most churches use to stream.',
  'radio.guides.obs.connect': 'Connect OBS to the station',
  'radio.guides.obs.connect1': 'Open Settings → Stream. Choose Service “Custom…”.',
  'radio.guides.obs.connect2': 'Server: {server}.',
  'radio.guides.obs.connect3': 'Stream Key: your own key from the studio. It is shown once when you create or rotate it; keep it private.',
  'radio.guides.obs.picture': 'Picture and sound',
  'radio.guides.obs.picture1':
    'Settings → Output → Output Mode “Advanced”: Encoder x264, Rate Control CBR, Bitrate 2500 Kbps, Keyframe Interval 2 s.',
  'radio.guides.obs.picture2': 'Settings → Video: Output (Scaled) Resolution 1280x720, Common FPS Values 30.',
  'radio.guides.obs.picture3': 'Settings → Audio: Sample Rate 44.1 kHz; Output → Audio Bitrate 128.',
  'radio.guides.obs.goLive': 'Go live',
  'radio.guides.obs.goLive1': 'Add your camera (Video Capture Device) and the sound desk (Audio Input Capture) as sources.',
  'radio.guides.obs.goLive2': 'Press Start Streaming. Within a few seconds the studio’s status card says Live and /live plays the service.',
  'radio.guides.obs.goLive3': 'Give the show a title with Start show; Stop show ends it and disconnects OBS.',
  'radio.guides.others.title': 'Streamlabs and ffmpeg',
  'radio.guides.others.lead': 'Any encoder that speaks RTMP can publish to the station. Two more that volunteers use:',
  'radio.guides.others.streamlabs': 'Streamlabs Desktop',
  'radio.guides.others.streamlabs1': 'Settings → Stream → Stream Type “Custom Streaming Server”.',
  'radio.guides.others.streamlabs2': 'URL: {server}; Stream key: your own key.',
  'radio.guides.others.streamlabs3': 'Use the same video and audio settings as for OBS: 1280x720, 30 FPS, 2500 Kbps, AAC 128 Kbps.',
  'radio.guides.others.ffmpeg': 'ffmpeg (a recorded service, or a test)',
  'radio.guides.others.ffmpeg1':
    'H.264 video and AAC audio pass straight through; other codecs are re-encoded, which costs the server more CPU.',
  'radio.guides.others.ffmpeg2': 'Add -re so a file is sent at its own speed, as a camera would.',
} as const;

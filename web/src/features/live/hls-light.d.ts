// hls.js ships types for its full build only; the light build has the same API minus subtitles,
// alternate audio and DRM, which the live player does not use.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}

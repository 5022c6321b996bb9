// The W3C validator's WebVTT parser (a dev dependency: the tests read the stored transcripts with it).
declare module 'webvtt-parser' {
  export class WebVTTParser {
    parse(
      input: string,
      mode?: 'metadata' | 'chapters',
    ): { cues: Array<{ startTime: number; endTime: number; text: string }>; errors: Array<{ message: string; line: number }> };
  }
}

import { describe, expect, it } from 'vitest';
import type { StationInfo } from '@selah/contracts/station';
import { composePage } from '../../platform/http/spa.ts';
import { stationPage } from './app-shell.ts';

const index = '<html><head><title>Placeholder</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>';
const station: StationInfo = {
  name: 'Grace & Truth </script><script>alert(1)</script>',
  shortName: 'Grace',
  tagline: 'Radio for "everyone"',
  description: 'Songs and prayer from <Smiths Grove>.',
  city: 'Smiths Grove',
  logo: null,
  accent: '#1d4ed8',
  contact: { email: '', phone: '', address: '', hours: '' },
  social: [],
};

describe('the station in the served page', () => {
  it('names the station in the title, the head and the first paint, escaped', () => {
    const html = composePage(index, [stationPage(station, '/', 'https://radio.example.org')]);
    expect(html).toContain(
      '<title>Grace &amp; Truth &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Radio for &quot;everyone&quot;</title>',
    );
    expect(html).toContain('Welcome to Grace &amp; Truth &lt;/script&gt;');
    expect(html).toContain('Songs and prayer from &lt;Smiths Grove&gt;.');
    // Only the page's own script elements: the station's text cannot open or close one.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const json = /<script id="selah-station" type="application\/json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual(station);
  });

  it('paints the hero only on the home page, the header everywhere', () => {
    const home = composePage(index, [stationPage(station, '/', 'https://radio.example.org')]);
    const about = composePage(index, [stationPage(station, '/about', 'https://radio.example.org')]);
    expect(home).toContain('<h1');
    expect(about).not.toContain('<h1');
    expect(about).toMatch(/<div id="root"><header[^>]*>.*Grace &amp; Truth/);
  });
});

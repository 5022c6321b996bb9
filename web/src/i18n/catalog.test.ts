import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { en } from './en';
import { es, identicalInSpanish } from './es';

/** The arguments and tags a message uses: a translation must use the same ones. */
function partsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
    into.add(`${e.type === TYPE.tag ? 'tag' : 'arg'}:${e.value}`);
    if (e.type === TYPE.tag) partsOf(e.children, into);
    if (e.type === TYPE.plural || e.type === TYPE.select) for (const o of Object.values(e.options)) partsOf(o.value, into);
  }
  return into;
}

/** A message that begins or ends with a separator ("· first {date}"): the line around it should write that. */
const glued = (text: string) => /^\s*[·•|,;:–—-](\s|$)|(^|\s)[·•|,;–—-]\s*$/u.test(text);

describe('the message catalogs (docs/decisions/036)', () => {
  const ids = Object.keys(en) as Array<keyof typeof en>;

  it('has every English message in Spanish, and nothing else', () => {
    expect(Object.keys(es).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(es[id], id).toBeTruthy();
  });

  it('has no Spanish message left in English, except words both languages write alike', () => {
    const untranslated = ids.filter((id) => es[id] === en[id] && /\p{L}/u.test(en[id]) && !identicalInSpanish.includes(id));
    expect(untranslated).toEqual([]);
    const needless = identicalInSpanish.filter((id) => es[id] !== en[id]);
    expect(needless).toEqual([]);
  });

  it('parses every message, and each translation uses the same arguments and tags as the English', () => {
    for (const id of ids) {
      const english = partsOf(parse(en[id]));
      expect([...partsOf(parse(es[id]))].sort(), id).toEqual([...english].sort());
    }
  });

  it('has no message that begins or ends with a separator: the markup puts it between whole messages', () => {
    const fragments = ids.filter((id) => glued(en[id]) || glued(es[id]));
    expect(fragments).toEqual([]);
  });
});

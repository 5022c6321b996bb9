import type { Catalog, MessageId } from '../en';
import { common } from './common';
import { layout, same as layoutSame } from './layout';
import { language } from './language';

/** The interface in Spanish: fetched only when a visitor or member reads Spanish. */
export const es: Catalog = { ...common, ...layout, ...language };

/** Messages Spanish writes exactly as English does (a name, a word both share): the catalog test allows only these. */
export const identicalInSpanish: readonly MessageId[] = [...layoutSame];

import type { DirectoryUser } from '../../src/domain/workplace/types';
import { createPrng } from './prng';

/** Users in each tenant's directory (the people who use the workplace app). */
export const DIRECTORY_SIZE = 2_000;

const FIRST_NAMES = [
  'Zoë',
  'José',
  'Chloé',
  'Jürgen',
  'Åsa',
  'Søren',
  'Renée',
  'Björn',
  'Inès',
  'Ángel',
  'François',
  'Małgorzata',
  'Noël',
  'Anaïs',
  'Mathéo',
  'Léa',
  'Çağla',
  'Jörg',
  'Siân',
  'Ørjan',
  'Hélène',
  'Raúl',
  'Maëlle',
  'Dagný',
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Sophie',
  'Lucas',
  'Anna',
  'Daan',
  'Ella',
  'Oskar',
  'Freja',
  'Hugo',
] as const;
const LAST_NAMES = [
  'Müller',
  'García',
  'Lefèvre',
  'Østergård',
  'Sjöberg',
  'Núñez',
  'Dubois',
  'Van den Berg',
  'Kowalczyk',
  'Höglund',
  'Fernández',
  'Brûlé',
  'Schäfer',
  'Jansen',
  'Lindqvist',
  'De Vries',
  'Peña',
  'Nørgaard',
  'Çelik',
  'Martínez',
  'Bergström',
  'Rousseau',
  'Kühn',
  'Åkesson',
  'Smith',
  'Janssens',
  'Moreau',
  'Hansen',
  'Björk',
  'Löwe',
  'Castaño',
  'Gauthier',
] as const;

/** A name as an e-mail local part: accents dropped, spaces removed, lower case. */
const asciiOf = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ł/gi, 'l')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/**
 * The tenant's user directory: DIRECTORY_SIZE users with accented names, e-mail addresses and uids,
 * deterministic per tenant (the same tenant always gets the same people).
 */
export function seedDirectory(tenantId: string): DirectoryUser[] {
  const prng = createPrng(`directory:${tenantId}`);
  const users: DirectoryUser[] = [];
  const taken = new Set<string>();
  for (let index = 0; index < DIRECTORY_SIZE; index += 1) {
    const first = prng.pick(FIRST_NAMES);
    const last = prng.pick(LAST_NAMES);
    let local = `${asciiOf(first)}.${asciiOf(last)}`;
    for (let suffix = 2; taken.has(local); suffix += 1) local = `${asciiOf(first)}.${asciiOf(last)}${suffix}`;
    taken.add(local);
    const number = index + 1;
    users.push({
      id: number,
      name: `${first} ${last}`,
      email: `${local}@${tenantId}.example`,
      uid: `${tenantId}-u${String(number).padStart(4, '0')}`,
      mcsLoginID: local,
    });
  }
  return users;
}

/** Text folded for searching: accents dropped, lower case ("Zoë" matches "zoe"). */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .toLowerCase();
